// axe-core (WCAG 2.2 A/AA) on every player route of every brand, on a phone and a desktop, with
// Arabic (right to left) on one more pass: logged out where a visitor lands (front page, games,
// a game, download, the brand's notices and consent documents, login with its tabs, registration
// (with its field errors) and recovery, the support center's first step, a page that does not exist) and logged in where
// the page is the player's own (support steps, the inquiry form, history, an inquiry, FAQ, user
// center), with the side panel and the language menu open once. A serious or critical violation
// fails the brand's test, each printed as rule, target, brand and page; so does a page without
// exactly one h1, and so does a control smaller than 44 x 44 px on the phone. One test per brand
// keeps the run short: the contexts are reused and each page
// load is scanned in every state it is shown in.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { webPaths } from '../../packages/contract/src/paths';
import { CONSENT_NOTICES } from '../../packages/contract/src/footers';
import type { Area, Language } from '../../packages/contract/src/areas';
import { seedBrands } from '../../apps/api/src/db/seed/demo-data';
import { describe as describeFindings, newTally, scan, type AxeTally } from './support/axe';
import {
  apiGames,
  brandUrl,
  defaultLangOf,
  expect,
  fileInquiry,
  freshPlayer,
  plantSession,
  test,
  tr,
} from './fixtures';

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
type ViewportName = keyof typeof VIEWPORTS;

interface Pass {
  brandId: string;
  /** Shown in every URL (domain_area, spec_lang) when the pass is not the brand's default. */
  locale?: { area: Area; lang: Language };
}

const PASSES: Pass[] = [
  ...seedBrands.map((b) => ({ brandId: b.id })),
  { brandId: 'vela', locale: { area: 'eru', lang: 'ar' } },
];

function withLocale(pathname: string, pass: Pass): string {
  if (!pass.locale) return pathname;
  const q = `domain_area=${pass.locale.area}&spec_lang=${pass.locale.lang}`;
  return `${pathname}${pathname.includes('?') ? '&' : '?'}${q}`;
}

/** Opens a page and waits until it has rendered its content (its h1, or the loading has ended). */
async function open(page: Page, pass: Pass, pathname: string): Promise<void> {
  await page.goto(brandUrl(pass.brandId, withLocale(pathname, pass)));
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"], .gh-page-loading')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
}

async function newContext(browser: Browser, viewport: ViewportName): Promise<BrowserContext> {
  return browser.newContext({
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
}

async function scanBrand(
  browser: Browser,
  pass: Pass,
  viewport: ViewportName,
  tally: AxeTally,
  session: Parameters<typeof plantSession>[2],
  gameId: number,
  inquiryId: number,
) {
  const lang = pass.locale?.lang ?? defaultLangOf(pass.brandId);
  const label = (p: string) => `${pass.brandId}${pass.locale ? `/${pass.locale.lang}` : ''} ${viewport} ${p}`;

  // A visitor.
  const visitor = await newContext(browser, viewport);
  try {
    const page = await visitor.newPage();
    await open(page, pass, webPaths.home);
    await scan(page, label('/'), tally);
    const menu = page.getByRole('banner').getByRole('button', { name: tr(lang, 'nav.menu'), exact: true });
    await menu.click();
    await page.locator('#gh-side-panel').waitFor({ state: 'visible' });
    await scan(page, label('/ (side panel open)'), tally);
    await page.keyboard.press('Escape');
    const language = page.getByRole('banner').getByRole('button', { name: tr(lang, 'nav.language'), exact: true });
    if (await language.count()) {
      await language.click();
      await scan(page, label('/ (language menu open)'), tally);
      await page.keyboard.press('Escape');
    }
    // The notices this brand's footer links to, and the documents its consents link to.
    const footerNotices = await page
      .getByRole('contentinfo')
      .locator('a[href^="/notice/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!.split('?')[0]!))]);
    const notices = [
      ...new Set([...footerNotices, ...Object.values(CONSENT_NOTICES).map((slug) => `/notice/${slug}`)]),
    ];
    const pages = [
      webPaths.allGames,
      `${webPaths.gameDetails}?id=${gameId}`,
      webPaths.download,
      ...notices,
      webPaths.supportGame,
      '/no-such-page',
    ];
    for (const p of pages) {
      await open(page, pass, p);
      await scan(page, label(p), tally);
    }
    await open(page, pass, webPaths.login);
    await scan(page, label('/login'), tally);
    const quick = page.getByRole('tab', { name: tr(lang, 'auth.tabQuick'), exact: true });
    if (await quick.count()) {
      await quick.click();
      await scan(page, label('/login (code tab)'), tally);
      await page.getByRole('tab', { name: tr(lang, 'auth.tabPassword'), exact: true }).click();
    }
    const forgot = page.getByRole('button', { name: tr(lang, 'auth.forgotPassword'), exact: true });
    if (await forgot.count()) {
      await forgot.click();
      await scan(page, label('/login (recover)'), tally);
      await page.getByRole('button', { name: tr(lang, 'auth.backToLogin'), exact: true }).click();
    }
    const register = page.getByRole('button', { name: tr(lang, 'auth.createAccount'), exact: true });
    if (await register.count()) {
      await register.click();
      await scan(page, label('/login (register)'), tally);
      // Sent empty: each field says what it needs (the form checks first and sends nothing).
      await page.getByRole('button', { name: tr(lang, 'auth.submitRegister'), exact: true }).click();
      await expect(page.getByLabel(tr(lang, 'auth.email'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await scan(page, label('/login (register, field errors)'), tally);
    }
  } finally {
    await visitor.close();
  }

  // The demo player, logged in.
  const player = await newContext(browser, viewport);
  try {
    await plantSession(player, pass.brandId, session);
    const page = await player.newPage();
    const pages = [
      webPaths.home,
      `${webPaths.supportGame}`,
      `${webPaths.supportQuestion}?clientId=${gameId}`,
      `${webPaths.supportFaq}?clientId=${gameId}`,
      `${webPaths.supportInquiry}?clientId=${gameId}`,
      webPaths.supportHistory,
      `${webPaths.supportFeedback}?clientId=${gameId}&inquiryId=${inquiryId}`,
      webPaths.userCenter,
    ];
    for (const p of pages) {
      await open(page, pass, p);
      await scan(page, label(`${p} (logged in)`), tally);
    }
  } finally {
    await player.close();
  }
}

test.describe.configure({ mode: 'parallel' });

for (const pass of PASSES) {
  const name = `${pass.brandId}${pass.locale ? ` in ${pass.locale.lang} (${pass.locale.area})` : ''}`;
  test(`axe finds no serious or critical WCAG 2.2 A/AA violation on ${name}, phone and desktop`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const lang = pass.locale?.lang ?? defaultLangOf(pass.brandId);
    const games = await apiGames(request, pass.brandId, lang);
    const game = games[0]!;
    // A player of its own: an inquiry the demo player left open would greet other specs' forms with
    // the "ongoing inquiry" dialog.
    const { login: session } = await freshPlayer(request, pass.brandId, 'axe');
    const inquiryId = await fileInquiry(request, pass.brandId, session.token, {
      gameId: game.id,
      title: 'Event reward missing',
    });
    const tally = newTally();
    for (const viewport of ['phone', 'desktop'] as const) {
      await scanBrand(browser, pass, viewport, tally, session, game.id, inquiryId);
    }
    const serious = tally.failing.length;
    console.log(
      `[axe] ${name}: ${tally.scans} scans, ${tally.elements} violating elements, ${serious} serious or critical`,
    );
    if (process.env.AXE_VERBOSE) console.log(describeFindings(tally.all));
    expect(tally.failing, `serious or critical violations on ${name}:\n${describeFindings(tally.failing)}`).toEqual([]);
    expect(tally.headings, `pages without exactly one h1 on ${name}`).toEqual([]);
    expect(tally.smallTargets, `controls under 44 x 44 px on a phone on ${name}`).toEqual([]);
  });
}
