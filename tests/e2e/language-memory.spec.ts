// The language and area a player chose are remembered by the browser beyond the tab
// (decision 0023): a new tab and a return visit (a new browser context holding only the cookies,
// no session storage) open in them, the server's HTML is already in them and the browser takes
// that HTML over without drawing it again and without a console message; an eru player keeps the
// eru area on a sea brand; a link from a mail (an email check, a reply to an inquiry) opens its
// page in the player's language and area, and the site remembers them for the next visit.
import type { BrowserContext, Page } from '@playwright/test';
import { AREA_LANGUAGES, LANGUAGE_NAMES, type Area, type Language } from '../../packages/contract/src/areas';
import { API_BASE } from '../../packages/contract/src/constants';
import { apiPaths } from '../../packages/contract/src/paths';
import { signRequest } from '../../packages/contract/src/signature';
import { staffPaths } from '../../packages/contract/src/staff';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff';
import {
  apiGet,
  brandUrl,
  collectProblems,
  conversationMessages,
  expect,
  freshPlayer,
  gameWithId,
  hostOf,
  nextMail,
  pageTitle,
  plantSession,
  PORT,
  seedBrand,
  seedGamesOf,
  test,
  tr,
} from './fixtures';
import type { APIRequestContext } from '@playwright/test';

test.describe.configure({ mode: 'parallel' });

const dirOf = (lang: Language) => (lang === 'ar' ? 'rtl' : 'ltr');

/**
 * Before any page script of the context's pages: marks the `.gh-app` the HTML parser builds and
 * counts `.gh-app` elements removed, so a test can tell the server's page was taken over (hydrated)
 * rather than drawn again.
 */
async function watchServerDom(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __ghReplaced: number; __ghParsed: Element | null };
    w.__ghReplaced = 0;
    w.__ghParsed = null;
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) {
          if (n instanceof Element && !w.__ghParsed) {
            const app = n.matches('.gh-app') ? n : n.querySelector('.gh-app');
            if (app) w.__ghParsed = app;
          }
        }
        for (const n of r.removedNodes)
          if (n instanceof Element && (n.matches('.gh-app') || n.querySelector('.gh-app'))) w.__ghReplaced += 1;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

function languageButton(page: Page, lang: Language) {
  return page.getByRole('banner').getByRole('button', { name: tr(lang, 'nav.language'), exact: true });
}

function menuButton(page: Page, lang: Language) {
  return page.getByRole('banner').getByRole('button', { name: tr(lang, 'nav.menu'), exact: true });
}

/** Picks a language in the top bar's switch and waits for the page to be in it. */
async function pick(page: Page, from: Language, to: Language) {
  await languageButton(page, from).click();
  await page
    .getByRole('list', { name: tr(from, 'nav.language') })
    .getByRole('button', { name: LANGUAGE_NAMES[to], exact: true })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
  await expect(menuButton(page, to)).toBeVisible();
}

/**
 * Opens a page as a new tab would and checks: the server's HTML is in the language (and says the
 * area in its boot data), the page shows it, React took the server's DOM over, nothing complained.
 */
async function openAndExpect(context: BrowserContext, url: string, lang: Language, area: Area) {
  const page = await context.newPage();
  const problems = collectProblems(page);
  const res = await page.goto(url);
  expect(res!.status()).toBe(200);
  const html = await res!.text();
  expect(html, 'the server already rendered the page in the remembered language').toContain(
    `<html lang="${lang}" dir="${dirOf(lang)}"`,
  );
  expect(html).toContain('class="gh-app"');
  const boot = JSON.parse(/<script type="application\/json" id="gh-boot">(.*?)<\/script>/s.exec(html)![1]!) as {
    lang: string;
    area: string;
  };
  expect(boot).toMatchObject({ lang, area });
  // A page in a remembered locale is this browser's own: no shared cache keeps it.
  expect(res!.headers()['cache-control']).toBe('private, no-cache');
  expect(res!.headers()['vary']).toContain('cookie');

  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
  const menu = menuButton(page, lang);
  await expect(menu).toBeVisible();
  // Hydrated: React's fiber is on the very button the parser built, and the server's app was not replaced.
  await expect
    .poll(() => menu.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))), { timeout: 10_000 })
    .toBe(true);
  const dom = await page.evaluate(() => {
    const w = window as unknown as { __ghReplaced: number; __ghParsed: Element | null };
    return {
      parsed: w.__ghParsed !== null,
      same: w.__ghParsed === document.querySelector('.gh-app'),
      replaced: w.__ghReplaced,
    };
  });
  expect(dom).toEqual({ parsed: true, same: true, replaced: 0 });
  // The switch offers the remembered area's languages, the remembered one marked.
  await languageButton(page, lang).click();
  const list = page.getByRole('list', { name: tr(lang, 'nav.language') });
  expect(await list.getByRole('button').allInnerTexts()).toEqual(AREA_LANGUAGES[area].map((l) => LANGUAGE_NAMES[l]));
  await expect(list.locator('[aria-current="true"]')).toHaveText(LANGUAGE_NAMES[lang]);
  await page.keyboard.press('Escape');
  expect(problems, 'console errors/warnings or page errors').toEqual([]);
  return page;
}

/** A POST signed as the web client signs it, with the locale values the client adds to every call. */
async function post<T>(
  request: APIRequestContext,
  brandId: string,
  apiPath: string,
  body: unknown,
  token?: string,
  query = '',
): Promise<T> {
  const raw = JSON.stringify(body);
  const res = await request.post(`http://127.0.0.1:${PORT}${API_BASE}${apiPath}${query}`, {
    headers: {
      ...hostOf(brandId),
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(await signRequest({ method: 'POST', path: apiPath, body: raw, token: token ?? null })),
    },
    data: raw,
  });
  const answer = (await res.json()) as { code: number; msg: string; data: T };
  expect(answer.code, `${apiPath}: ${answer.msg}`).toBe(0);
  return answer.data;
}

/** The one absolute address in a mail. */
function linkIn(text: string): URL {
  const links = text.match(/https?:\/\/\S+/g) ?? [];
  expect(links).toHaveLength(1);
  return new URL(links[0]!);
}

async function localeCookie(context: BrowserContext, brandId: string) {
  return (await context.cookies(brandUrl(brandId, '/'))).find((c) => c.name === 'gh_lang');
}

test('language remembered in a new tab: Thai picked on lumen opens every new page in Thai, rendered so by the server', async ({
  page,
  context,
}) => {
  const id = 'lumen';
  expect(seedBrand(id).defaultArea).toBe('sea');
  await watchServerDom(context);
  await page.goto(brandUrl(id, '/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await pick(page, 'en', 'th');

  const cookie = await localeCookie(context, id);
  expect(cookie).toMatchObject({ value: 'th.sea', path: '/', sameSite: 'Lax', httpOnly: false, secure: false });
  // A year, give or take the test's own seconds.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  await openAndExpect(context, brandUrl(id, '/'), 'th', 'sea');
  const games = await openAndExpect(context, brandUrl(id, '/games'), 'th', 'sea');
  await expect(games.locator('main').getByRole('heading', { level: 1 })).toHaveText(tr('th', 'titles.allGames'));
  // A URL naming a language still wins, and becomes the remembered one.
  const asked = await context.newPage();
  await asked.goto(brandUrl(id, '/?spec_lang=id'));
  await expect(asked.locator('html')).toHaveAttribute('lang', 'id');
  await expect.poll(async () => (await localeCookie(context, id))?.value).toBe('id.sea');
});

test('an eru player keeps area and language across a return visit (cookies only, no session storage)', async ({
  page,
  context,
  browser,
}) => {
  const id = 'vela';
  expect(seedBrand(id).defaultArea).toBe('sea');
  await page.goto(brandUrl(id, '/?domain_area=eru'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await pick(page, 'en', 'ar');
  expect((await localeCookie(context, id))?.value).toBe('ar.eru');

  // The browser is closed and opened again: only what it keeps on disk (cookies) survives.
  const state = await context.storageState();
  await context.close();
  const again = await browser.newContext({ storageState: state });
  try {
    await watchServerDom(again);
    // No domain_area in the address: the area is the remembered one, not vela's sea.
    await openAndExpect(again, brandUrl(id, '/'), 'ar', 'eru');
    await openAndExpect(again, brandUrl(id, '/download'), 'ar', 'eru');
  } finally {
    await again.close();
  }
});

test("a mail's link opens in the player's language and area, and the site remembers them", async ({
  page,
  context,
  request,
}) => {
  const id = 'lumen';
  const { login } = await freshPlayer(request, id, 'langmail');
  const email = `${login.username.toLowerCase()}@mail-link.example`;
  const since = Date.now();
  // The player asked for the code in Vietnamese (the client names its locale on every call).
  await post(request, id, apiPaths.sendEmailCode, { email }, login.token, '?spec_lang=vi&domain_area=sea');
  const mail = await nextMail(email, since);
  const link = linkIn(mail.text);
  expect(link.host).toBe(new URL(brandUrl(id, '/')).host);
  expect(Object.fromEntries(link.searchParams)).toEqual({ domain_area: 'sea', spec_lang: 'vi' });
  expect(link.href).not.toMatch(/\d{6}/);

  // Opened in a browser that knows nothing of the player yet.
  await page.goto(link.href);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(menuButton(page, 'vi')).toBeVisible();
  await expect.poll(async () => (await localeCookie(context, id))?.value).toBe('vi.sea');
  await watchServerDom(context);
  await openAndExpect(context, brandUrl(id, '/'), 'vi', 'sea');
});

test("a reply mail's link opens the inquiry's conversation in the player's language and area", async ({
  page,
  context,
  request,
}) => {
  // An eru player writing in Arabic on vela (a sea brand).
  const id = 'vela';
  const { login } = await freshPlayer(request, id, 'langreply');
  const locale = '?spec_lang=ar&domain_area=eru';
  const gameId = (await gameWithId(request, id, seedGamesOf(id)[0]!.slug, 'en')).api.id;
  const q = { clientId: gameId };
  const areas = await apiGet<{ gameAreaId: string }[]>(request, id, apiPaths.gameAreas, q, login.token);
  const servers = await apiGet<{ serverId: string }[]>(
    request,
    id,
    apiPaths.gameServers,
    { ...q, gameAreaId: areas[0]!.gameAreaId },
    login.token,
  );
  const types = await apiGet<{ id: number }[]>(request, id, apiPaths.inquiryTypes, q, login.token);
  const email = `${login.username.toLowerCase()}@reply-link.example`;
  const { inquiryId } = await post<{ inquiryId: number }>(
    request,
    id,
    apiPaths.inquiries,
    {
      gameId,
      gameAreaId: areas[0]!.gameAreaId,
      serverId: servers[0]!.serverId,
      roleId: '',
      roleName: 'Wanderer',
      queryType: types[0]!.id,
      title: 'لم تصل مكافأة الحدث',
      content: 'لم تصل مكافأة الحدث إلى صندوق البريد بعد انتهائه مساء أمس.',
      attachments: [],
      email,
      agreements: { terms: true, userAgreement: true, privacy: true },
    },
    login.token,
    locale,
  );

  // An agent answers from the console.
  const since = Date.now();
  // The admin works for every brand (no demo agent works for vela).
  const agent = DEMO_STAFF.find((s) => s.role === 'admin')!;
  const staff = await post<{ token: string }>(request, id, staffPaths.login, {
    email: agent.email,
    password: agent.password,
  });
  await post(
    request,
    id,
    staffPaths.reply.replace(':inquiryId', String(inquiryId)),
    { content: 'تمت إعادة إرسال المكافأة.' },
    staff.token,
  );
  const link = linkIn((await nextMail(email, since)).text);
  expect(link.host).toBe(new URL(brandUrl(id, '/')).host);
  expect(link.pathname).toBe('/SupportCenter/feedback');
  expect(Object.fromEntries(link.searchParams)).toEqual({
    clientId: String(gameId),
    inquiryId: String(inquiryId),
    domain_area: 'eru',
    spec_lang: 'ar',
  });

  // The player, logged in on this browser, follows it.
  await plantSession(context, id, login);
  await page.goto(link.href);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(pageTitle(page)).toHaveText(tr('ar', 'titles.supportFeedback'));
  await expect(conversationMessages(page, 'ar', 'agent')).toContainText('تمت إعادة إرسال المكافأة.');
  await expect.poll(async () => (await localeCookie(context, id))?.value).toBe('ar.eru');
});
