// Sixteen languages, Arabic right to left (docs/product.md section 2):
// - every area's every language: `<html lang dir>` right from the first byte and after start-up,
//   the shell's texts in that language, the language switch only where the area has a choice;
// - the switch offers exactly the area's list (sea, eru), the choice changes the page and
//   survives a reload, a visit without the query, and a `spec_lang` still in the address bar;
// - Arabic mirrors: top bar, side panel, carousel (arrows, dots, which way "next" goes, the arrow
//   keys), card grid, the inquiry form; names and numbers inside Arabic text keep their own order;
// - long words (de), scripts without spaces (th, ja) and Arabic do not break the layout on a
//   360 px phone nor on a desktop: no horizontal scroll, nothing sticking out of the window or
//   overflowing its box, no overlapping neighbours in the named containers.
// Screenshots of every checked page go to test-results/languages/ (kept across runs, unlike the
// artifacts folder) so a person can look at the mirroring too.
// Game texts are not asserted here: the seed translates them separately, and a card may fall back
// to English in ar or th.
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  AREA_LANGUAGES,
  AREAS,
  LANGUAGE_NAMES,
  RTL_LANGUAGES,
  type Area,
  type Language,
} from '../../packages/contract/src/areas';
import { apiPaths } from '../../packages/contract/src/paths';
import { seedBrands } from '../../apps/api/src/db/seed/demo-data';
import {
  apiLogin,
  brandUrl,
  DEMO_ACCOUNTS,
  expect,
  fileInquiry,
  gameWithId,
  hostOf,
  pageTitle,
  plantSession,
  PORT,
  seedBrand,
  seedGamesOf,
  test,
  tr,
} from './fixtures';

// Every test opens its own pages in its own browser context: they may run side by side.
test.describe.configure({ mode: 'parallel' });

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const SHOTS = path.resolve('test-results/languages');

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** `/path?domain_area=…&spec_lang=…` (either may be left out). */
function withLocale(pathname: string, area?: Area, lang?: Language): string {
  const q = new URLSearchParams();
  if (area) q.set('domain_area', area);
  if (lang) q.set('spec_lang', lang);
  const s = q.toString();
  return s ? `${pathname}${pathname.includes('?') ? '&' : '?'}${s}` : pathname;
}

const dirOf = (lang: Language) => (RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr');

async function expectDocumentLocale(page: Page, lang: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe(dirOf(lang));
}

function menuButton(page: Page, lang: Language): Locator {
  return page.getByRole('banner').getByRole('button', { name: tr(lang, 'nav.menu'), exact: true });
}

function languageButton(page: Page, lang: Language): Locator {
  return page.getByRole('banner').getByRole('button', { name: tr(lang, 'nav.language'), exact: true });
}

function gameGrid(page: Page, lang: Language): Locator {
  return page.getByRole('region', { name: tr(lang, 'home.gridTitle') });
}

/** The front page has settled: every card is there and the fonts are in. */
async function frontPageReady(page: Page, brandId: string, lang: Language): Promise<void> {
  await expect(gameGrid(page, lang).getByRole('article')).toHaveCount(seedGamesOf(brandId).length);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`no box for ${locator.toString()}`);
  return b;
}

const centreX = (b: Box) => b.x + b.width / 2;

/** Waits for the element's animations (the side panel slides in) to end before it is measured. */
async function settled(locator: Locator): Promise<void> {
  await locator.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)).then(() => undefined));
}

// ── Layout checks, run in the page ─────────────────────────────────────────────────────────────

interface LayoutRules {
  /** Containers whose visible children (elements and text runs) must not overlap one another. */
  containers: string[];
  /** Pairs of selectors whose visible matches must not overlap each other. */
  apart?: [string, string][];
  /** Subtrees left out entirely: they reach beyond the window on purpose (the coverflow slides). */
  skip?: string[];
  /** Elements whose content is wider than their box on purpose (they clip, or let a child bleed). */
  wideOnPurpose?: string[];
}

/**
 * What is wrong with the page's layout, as readable lines (none: all is well):
 * - horizontal scroll (the document wider than the window);
 * - a visible element sticking out of the window on either side;
 * - a visible block whose content is wider than its box (scrollWidth > clientWidth + 1): text
 *   running out of a title, a button or a card; deliberate truncation (text-overflow: ellipsis)
 *   and scroll areas are fine;
 * - overlapping neighbours: any two visible children of a named container, text runs included,
 *   sharing more than a pixel each way.
 * The root clips sideways (overflow-x: clip) so a broken page would not even scroll: that is why
 * every element is measured, not only the document.
 */
async function layoutProblems(page: Page, rules: LayoutRules): Promise<string[]> {
  return page.evaluate(({ containers, apart = [], skip = [], wideOnPurpose = [] }) => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const label = (el: Element) => {
      const cls =
        typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${cls}>${text ? ` "${text}"` : ''}`;
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) return false;
      const s = getComputedStyle(el);
      if (s.visibility === 'hidden' || Number(s.opacity) === 0 || el.closest('.gh-visually-hidden')) return false;
      // Text kept for screen readers only, by the .gh-visually-hidden rule written in place (the
      // phone top bar's recharge word): clipped to nothing, it cannot overflow or overlap.
      for (let at: Element | null = el; at; at = at.parentElement)
        if (getComputedStyle(at).clipPath === 'inset(50%)') return false;
      return true;
    };
    const skipped = skip.join(', ');
    const wide = wideOnPurpose.join(', ');

    for (const root of [document.documentElement, document.body]) {
      if (root.scrollWidth > width)
        problems.push(
          `horizontal scroll: <${root.tagName.toLowerCase()}> is ${root.scrollWidth} px wide, the window ${width} px`,
        );
    }
    for (const el of document.body.querySelectorAll('*')) {
      if (!(el instanceof HTMLElement || el instanceof SVGSVGElement)) continue;
      if (skipped && el.closest(skipped)) continue;
      if (!shown(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.left < -1 || r.right > width + 1) {
        problems.push(
          `${label(el)} sticks out of the window: ${Math.round(r.left)}…${Math.round(r.right)} of 0…${width}`,
        );
      }
      if (!(el instanceof HTMLElement) || (wide && el.matches(wide))) continue;
      const s = getComputedStyle(el);
      if (s.display === 'inline' || s.display === 'contents') continue;
      if (s.textOverflow === 'ellipsis' || ['auto', 'scroll'].includes(s.overflowX)) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        problems.push(`${label(el)} overflows its box: content ${el.scrollWidth} px, box ${el.clientWidth} px`);
    }

    /** One box of a child; `of` tells the children apart (a wrapped child has several boxes). */
    type Part = { what: string; of: number; r: DOMRect };
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const clash = (parts: Part[], where: string) => {
      for (let i = 0; i < parts.length; i += 1) {
        for (let j = i + 1; j < parts.length; j += 1) {
          // The lines of one child never overlap one another; only different children are compared.
          if (parts[i]!.of === parts[j]!.of) continue;
          if (overlap(parts[i]!.r, parts[j]!.r))
            problems.push(`${where}: ${parts[i]!.what} overlaps ${parts[j]!.what}`);
        }
      }
    };
    for (const selector of containers) {
      for (const container of document.querySelectorAll(selector)) {
        if (!shown(container)) continue;
        const parts: Part[] = [];
        for (const [of, node] of [...container.childNodes].entries()) {
          if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const r of range.getClientRects())
              if (r.width >= 1) parts.push({ what: `text "${node.textContent.trim().slice(0, 30)}"`, of, r });
          } else if (node instanceof Element && shown(node)) {
            // An inline child that wraps is measured line by line: its overall box would cover
            // the neighbours on the lines it shares with them.
            const rects =
              getComputedStyle(node).display === 'inline' ? [...node.getClientRects()] : [node.getBoundingClientRect()];
            for (const r of rects) if (r.width >= 1) parts.push({ what: label(node), of, r });
          }
        }
        clash(parts, `in ${label(container)}`);
      }
    }
    for (const [a, b] of apart) {
      const left = [...document.querySelectorAll(a)].filter(shown);
      const right = [...document.querySelectorAll(b)].filter(shown);
      for (const x of left)
        for (const y of right)
          if (x !== y && overlap(x.getBoundingClientRect(), y.getBoundingClientRect()))
            problems.push(`${label(x)} overlaps ${label(y)}`);
    }
    return problems;
  }, rules);
}

/** The shell's containers: top bar, its actions, the footer. */
const SHELL_CONTAINERS = [
  '.gh-topbar',
  '.gh-topbar__actions',
  '.gh-topbar__recharge',
  '.gh-footer',
  '.gh-footer__links',
  '.gh-footer__copy',
];

const FRONT_RULES: LayoutRules = {
  containers: [
    ...SHELL_CONTAINERS,
    '.gh-grid',
    '.gh-card',
    '.gh-card__body',
    '.gh-card__text',
    '.gh-card__actions',
    '.gh-card__actions .gh-button',
    '.gh-carousel__controls',
    '.gh-carousel__dots',
  ],
  // On a phone the arrows sit in the controls row: never on the pause button or the dots.
  apart: [['.gh-carousel__arrow', '.gh-carousel__toggle, .gh-carousel__dot']],
  skip: ['.gh-carousel__track'],
  // The carousel clips its coverflow neighbours; the content column lets the carousel span the
  // whole window (.gh-bleed).
  wideOnPurpose: ['.gh-carousel', '.gh-carousel__stage', '.gh-main:has(> .gh-bleed)'],
};

const FORM_RULES: LayoutRules = {
  containers: [
    ...SHELL_CONTAINERS,
    '.gh-steps',
    '.gh-steps li',
    '.gh-game-banner',
    '.gh-inquiry-form',
    '.gh-form__grid',
    '.gh-field__top',
    '.gh-checkfield__row',
    '.gh-agreements__list',
    '.gh-attach__drop',
    '.gh-segmented',
  ],
};

/** Every check box of the form has its label on the same line (the label wraps beside it, not under it). */
async function labelsBesideBoxes(page: Page): Promise<string[]> {
  return page.locator('.gh-checkfield__row').evaluateAll((rows) =>
    rows.flatMap((row) => {
      const input = row.querySelector('input')?.getBoundingClientRect();
      const labelEl = row.querySelector('label');
      const label = labelEl?.getBoundingClientRect();
      if (!input || !label) return [`a check box row without its box or label: ${row.textContent ?? ''}`];
      return label.top < input.bottom && label.bottom > input.top
        ? []
        : [`"${(labelEl?.textContent ?? '').trim()}" sits below its check box`];
    }),
  );
}

// ── Every language of every area ───────────────────────────────────────────────────────────────

/** The first seeded brand of an area, else nova with `domain_area` (no brand is in eru or vn by default). */
function brandFor(area: Area): string {
  return seedBrands.find((b) => b.defaultArea === area)?.id ?? 'nova';
}

async function serverHtml(request: APIRequestContext, brandId: string, pathname: string): Promise<string> {
  const res = await request.get(`http://127.0.0.1:${PORT}${pathname}`, { headers: hostOf(brandId) });
  expect(res.status()).toBe(200);
  return res.text();
}

for (const area of AREAS) {
  test(`area ${area}: each of its languages (${AREA_LANGUAGES[area].join(', ')}) sets <html lang dir> and the shell's texts`, async ({
    page,
    request,
  }) => {
    const brandId = brandFor(area);
    const languages = AREA_LANGUAGES[area];
    for (const lang of languages) {
      const url = withLocale('/', area, lang);
      // Right from the first byte: the server writes lang and dir into the page it sends.
      expect(await serverHtml(request, brandId, url)).toMatch(new RegExp(`<html lang="${lang}" dir="${dirOf(lang)}"`));
      await page.goto(brandUrl(brandId, url));
      await expectDocumentLocale(page, lang);
      await expect(menuButton(page, lang)).toBeVisible();
      await expect(gameGrid(page, lang).getByRole('heading', { level: 2 })).toHaveText(tr(lang, 'home.gridTitle'));
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: tr(lang, 'footer.privacy'), exact: true }),
      ).toBeVisible();
      // The switch only where the area offers a choice.
      await expect(languageButton(page, lang)).toHaveCount(languages.length > 1 ? 1 : 0);
    }
  });
}

// ── The language switch ─────────────────────────────────────────────────────────────────────────

test.describe('language switch', () => {
  for (const id of ['nova', 'hanami', 'jade'] as const) {
    const area = seedBrand(id).defaultArea;
    test(`${id} (${area}, one language) has no language switch`, async ({ page }) => {
      const lang = AREA_LANGUAGES[area][0];
      await page.goto(brandUrl(id, '/'));
      await expectDocumentLocale(page, lang);
      await expect(menuButton(page, lang)).toBeVisible();
      await expect(page.getByRole('banner').locator('.gh-lang')).toHaveCount(0);
      await expect(languageButton(page, lang)).toHaveCount(0);
    });
  }

  /** Opens the switch and checks it lists exactly the area's languages, the current one marked. */
  async function openSwitch(page: Page, area: Area, current: Language): Promise<Locator> {
    const button = languageButton(page, current);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('list', { name: tr(current, 'nav.language') });
    await expect(menu).toBeVisible();
    expect(await menu.getByRole('button').allInnerTexts()).toEqual(AREA_LANGUAGES[area].map((l) => LANGUAGE_NAMES[l]));
    await expect(menu.locator('[aria-current="true"]')).toHaveText(LANGUAGE_NAMES[current]);
    // Each name is marked with its own language (read out and rendered as such).
    expect(await menu.getByRole('button').evaluateAll((bs) => bs.map((b) => b.getAttribute('lang')))).toEqual([
      ...AREA_LANGUAGES[area],
    ]);
    return menu;
  }

  async function expectPageIn(page: Page, lang: Language): Promise<void> {
    await expectDocumentLocale(page, lang);
    await expect(menuButton(page, lang)).toBeVisible();
    await expect(languageButton(page, lang)).toBeVisible();
    await expect(gameGrid(page, lang).getByRole('heading', { level: 2 })).toHaveText(tr(lang, 'home.gridTitle'));
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: tr(lang, 'footer.terms'), exact: true }),
    ).toBeVisible();
  }

  test('sea (lumen): the six sea languages; Thai is picked, kept on reload and on a visit without the query', async ({
    page,
  }) => {
    const id = 'lumen';
    expect(seedBrand(id).defaultArea).toBe('sea');
    await page.goto(brandUrl(id, '/'));
    // The browser runs in en-US and sea offers English.
    await expectPageIn(page, 'en');
    const menu = await openSwitch(page, 'sea', 'en');
    await menu.getByRole('button', { name: LANGUAGE_NAMES.th, exact: true }).click();
    await expect(menu).toBeHidden();
    await expectPageIn(page, 'th');
    await expect(menuButton(page, 'en')).toHaveCount(0);

    await page.reload();
    await expectPageIn(page, 'th');
    await page.goto(brandUrl(id, '/games'));
    await expectDocumentLocale(page, 'th');
    await expect(pageTitle(page)).toHaveText(tr('th', 'titles.allGames'));
    // The list is the area's, whichever language is in force.
    await page.goto(brandUrl(id, '/'));
    await openSwitch(page, 'sea', 'th');
  });

  test('eru (vela with domain_area=eru): the ten eru languages; Arabic turns the page right to left, and back', async ({
    page,
  }) => {
    const id = 'vela';
    await page.goto(brandUrl(id, withLocale('/', 'eru')));
    await expectPageIn(page, 'en');
    let menu = await openSwitch(page, 'eru', 'en');
    await menu.getByRole('button', { name: LANGUAGE_NAMES.ar, exact: true }).click();
    await expectPageIn(page, 'ar');

    await page.reload();
    await expectPageIn(page, 'ar');
    // Without the query the area and the language are the ones kept in session.
    await page.goto(brandUrl(id, '/'));
    await expectPageIn(page, 'ar');
    menu = await openSwitch(page, 'eru', 'ar');
    await menu.getByRole('button', { name: LANGUAGE_NAMES.de, exact: true }).click();
    await expectPageIn(page, 'de');
    await page.reload();
    await expectPageIn(page, 'de');
  });

  test('a choice made on a page opened with spec_lang survives a reload', async ({ page }) => {
    // spec_lang comes first in the order of docs/product.md section 2: the switch must not be undone by the one
    // still in the address bar when the page is reloaded.
    const id = 'vela';
    await page.goto(brandUrl(id, withLocale('/', 'eru', 'de')));
    await expectPageIn(page, 'de');
    const menu = await openSwitch(page, 'eru', 'de');
    await menu.getByRole('button', { name: LANGUAGE_NAMES.ar, exact: true }).click();
    await expectPageIn(page, 'ar');
    // The address bar now names the chosen language, so the server's first byte is right too.
    expect(new URL(page.url()).searchParams.get('spec_lang')).toBe('ar');
    expect(new URL(page.url()).searchParams.get('domain_area')).toBe('eru');
    await page.reload();
    await expectPageIn(page, 'ar');
  });
});

// ── Arabic: the mirrored layout ─────────────────────────────────────────────────────────────────

test.describe('Arabic mirrors the layout', () => {
  const id = 'vela';
  const games = seedGamesOf(id);

  test('desktop front page: top bar, carousel, grid and cards mirrored; nothing overlaps', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    // The same page in English first: what the Arabic one must be the mirror of.
    await page.goto(brandUrl(id, withLocale('/', 'eru', 'en')));
    await frontPageReady(page, id, 'en');
    const enLogo = await box(page.getByRole('banner').getByRole('link').first());
    const enMenu = await box(menuButton(page, 'en'));
    expect(enLogo.x).toBeLessThan(enMenu.x);

    // The first game as if it had no Arabic texts yet (the API then answers English): an English
    // title inside the Arabic page, whatever the seed translates. The server renders a page with
    // its games inside (no games call on a first load), so the Arabic games are asked for by the
    // browser: the language switch on this English page, whose answer is changed on its way.
    const english = games[0]!.texts.en;
    await page.route(`**/api${apiPaths.gamesSimple}?*`, async (route) => {
      // Fetched from Node, which cannot resolve *.localhost: 127.0.0.1 with the brand's Host.
      const url = new URL(route.request().url());
      url.hostname = '127.0.0.1';
      const res = await route.fetch({ url: url.toString(), headers: { ...route.request().headers(), ...hostOf(id) } });
      const body = (await res.json()) as { data: { title: string; subTitle: string }[] };
      Object.assign(body.data[0]!, { title: english.title, subTitle: english.subTitle });
      await route.fulfill({ response: res, json: body });
    });
    const arabicGames = page.waitForResponse(
      (res) =>
        res.url().includes(`/api${apiPaths.gamesSimple}?`) && new URL(res.url()).searchParams.get('spec_lang') === 'ar',
    );
    await languageButton(page, 'en').click();
    await page
      .getByRole('list', { name: tr('en', 'nav.language') })
      .getByRole('button', { name: LANGUAGE_NAMES.ar, exact: true })
      .click();
    await arabicGames;
    await expect(page).toHaveURL(brandUrl(id, withLocale('/', 'eru', 'ar')));
    await frontPageReady(page, id, 'ar');
    await expectDocumentLocale(page, 'ar');
    await shot(page, 'front-vela-ar-desktop');
    const width = await page.evaluate(() => document.documentElement.clientWidth);

    // Top bar: the logo on the right, the actions on the left; each mirrors its English place.
    const logo = await box(page.getByRole('banner').getByRole('link').first());
    const menu = await box(menuButton(page, 'ar'));
    expect(logo.x).toBeGreaterThan(menu.x);
    expect(Math.abs(width - (logo.x + logo.width) - enLogo.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(menu.x - (width - enMenu.x - enMenu.width))).toBeLessThanOrEqual(2);

    // Carousel: "next" on the left and pointing left, "previous" on the right.
    const region = page.getByRole('region', { name: tr('ar', 'home.carouselLabel') });
    await expect(region).toHaveAttribute('dir', 'rtl');
    const next = region.getByRole('button', { name: tr('ar', 'home.next'), exact: true });
    const previous = region.getByRole('button', { name: tr('ar', 'home.previous'), exact: true });
    expect(centreX(await box(next))).toBeLessThan(centreX(await box(previous)));
    // The chevron is drawn pointing left; in RTL "next" shows it as drawn, "previous" flipped.
    expect(await next.locator('svg').evaluate((svg) => getComputedStyle(svg).transform)).toBe('none');
    expect(await previous.locator('svg').evaluate((svg) => getComputedStyle(svg).transform)).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
    // The first dot is the rightmost one.
    const dots = region.locator('.gh-carousel__dot');
    await expect(dots).toHaveCount(games.length);
    expect(centreX(await box(dots.first()))).toBeGreaterThan(centreX(await box(dots.last())));
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');

    // Coverflow: the next slide waits on the left; "next" brings it to the middle and the one
    // that was shown moves to the right.
    const slide = (i: number) => region.locator(`[data-slide-index="${i}"]`);
    const middle = centreX(await box(slide(0)));
    expect(centreX(await box(slide(1)))).toBeLessThan(middle - 100);
    await next.click();
    await expect(slide(1)).not.toHaveAttribute('aria-hidden', 'true');
    await expect(slide(0)).toHaveAttribute('aria-hidden', 'true');
    expect(Math.abs(centreX(await box(slide(1))) - middle)).toBeLessThanOrEqual(2);
    expect(centreX(await box(slide(0)))).toBeGreaterThan(middle + 100);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    // The arrow keys follow what the reader sees: ArrowLeft goes on, ArrowRight goes back.
    await next.press('ArrowLeft');
    await expect(slide(2)).not.toHaveAttribute('aria-hidden', 'true');
    await next.press('ArrowRight');
    await expect(slide(1)).not.toHaveAttribute('aria-hidden', 'true');

    // Grid: the first card is the rightmost of its row; in a card the icon sits right of the title
    // and the recharge button (first) right of the support one.
    const cards = gameGrid(page, 'ar').getByRole('article');
    expect((await box(cards.nth(0))).x).toBeGreaterThan((await box(cards.nth(1))).x);
    const card = cards.first();
    const icon = await box(card.locator('.gh-card__icon'));
    const heading = card.getByRole('heading', { level: 3 });
    await expect(heading).toHaveText(english.title);
    expect(await heading.evaluate((h) => getComputedStyle(h).direction)).toBe('ltr');
    expect(icon.x).toBeGreaterThan((await box(heading)).x);
    const buttons = card.locator('.gh-card__actions > *');
    expect((await box(buttons.nth(0))).x).toBeGreaterThan((await box(buttons.nth(1))).x);
    // The English title keeps its own direction yet lines up with the layout: it ends on the
    // right, next to the icon, like an Arabic one would (and so does its subtitle).
    for (const text of [heading, card.getByText(english.subTitle, { exact: true })]) {
      expect(await text.evaluate((el) => getComputedStyle(el).textAlign)).toBe('right');
      const [inkRight, boxRight] = await text.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return [range.getBoundingClientRect().right, el.getBoundingClientRect().right];
      });
      expect(Math.abs(inkRight! - boxRight!)).toBeLessThanOrEqual(2);
    }

    // The company name in the Arabic copyright line is isolated, so its words and the year keep
    // their order whatever the name holds.
    const company = seedBrand(id).company;
    await expect(page.getByRole('contentinfo')).toContainText(`\u2068${company}\u2069`);

    expect(await layoutProblems(page, FRONT_RULES)).toEqual([]);
  });

  test('phone front page and side panel: the panel opens from the left, by the menu button', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    // Logged in, so the panel shows the account name (a Latin name inside Arabic text).
    const demo = DEMO_ACCOUNTS[0];
    await plantSession(page, id, await apiLogin(request, id, demo));
    await page.goto(brandUrl(id, withLocale('/', 'eru', 'ar')));
    await frontPageReady(page, id, 'ar');
    await shot(page, 'front-vela-ar-phone');
    expect(await layoutProblems(page, FRONT_RULES)).toEqual([]);

    // Mirrored: the menu button is at the left end of the top bar, and the panel slides in from
    // that side (in English both are on the right).
    const vw = await page.evaluate(() => document.documentElement.clientWidth);
    const button = await box(menuButton(page, 'ar'));
    expect(button.x).toBeLessThan(vw / 2);
    await menuButton(page, 'ar').click();
    const panel = page.getByRole('dialog', { name: tr('ar', 'nav.menu') });
    await expect(panel).toBeVisible();
    await settled(panel);
    const p = await box(panel);
    expect(Math.abs(p.x)).toBeLessThanOrEqual(1);
    expect(p.x + p.width).toBeLessThan(vw - 20);
    // Inside: the close button at the left end of the head, link icons right of their text.
    const close = await box(panel.getByRole('button', { name: tr('ar', 'nav.closeMenu') }));
    expect(close.x).toBeLessThan(p.x + p.width / 2);
    const home = panel.getByRole('link', { name: tr('ar', 'nav.home'), exact: true });
    const homeIcon = await box(home.locator('svg'));
    const homeText = await home.evaluate((a) => {
      const range = document.createRange();
      range.selectNodeContents(a);
      range.setStartAfter(a.querySelector('svg')!);
      return range.getBoundingClientRect().x;
    });
    expect(homeIcon.x).toBeGreaterThan(homeText);
    // The account name reads left to right inside the right-to-left panel.
    const name = panel.getByText(demo.username, { exact: true });
    await expect(name).toBeVisible();
    expect(await name.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    expect(await panel.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await shot(page, 'panel-vela-ar-phone');
    expect(
      await layoutProblems(page, {
        ...FRONT_RULES,
        containers: [
          '.gh-panel__head',
          '.gh-panel__nav a',
          '.gh-panel__games a',
          '.gh-panel__user',
          '.gh-panel__account',
        ],
      }),
    ).toEqual([]);

    // The English panel for comparison: on the right.
    await page.keyboard.press('Escape');
    await page.goto(brandUrl(id, withLocale('/', 'eru', 'en')));
    await menuButton(page, 'en').click();
    await settled(page.getByRole('dialog', { name: tr('en', 'nav.menu') }));
    const enPanel = await box(page.getByRole('dialog', { name: tr('en', 'nav.menu') }));
    expect(enPanel.x + enPanel.width).toBeGreaterThanOrEqual(vw - 1);
  });
});

// ── Arabic: ticket titles, numbers and names inside Arabic text ─────────────────────────────────

test('Arabic history and inquiry: an English ticket title and the ticket number stay readable and in place', async ({
  page,
  request,
}) => {
  const id = 'vela';
  // Its own game: the form tests above open the first two of vela's games as the same player, who
  // must not find an ongoing inquiry there.
  const { api: game } = await gameWithId(request, id, seedGamesOf(id)[2]!.slug, 'ar');
  const login = await apiLogin(request, id, DEMO_ACCOUNTS[0]);
  const title = `Reward missing after the 2.1 update (${Date.now() % 100000})`;
  const inquiryId = await fileInquiry(request, id, login.token, {
    gameId: game.id,
    title,
    content: 'The event reward did not arrive in my mailbox after the 2.1 update yesterday.',
    email: 'player01@guildhall.example',
  });

  await page.setViewportSize(PHONE);
  await plantSession(page, id, login);
  await page.goto(brandUrl(id, withLocale('/SupportCenter/history', 'eru', 'ar')));
  await expect(pageTitle(page)).toHaveText(tr('ar', 'titles.supportHistory'));
  const item = page.getByRole('main').getByRole('link').filter({ hasText: title });
  await expect(item).toHaveCount(1);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await shot(page, 'history-vela-ar-phone');

  /** The title reads left to right, and its text starts at the right edge of its column. */
  const expectLtrAtRight = async (el: Locator, column: Locator) => {
    expect(await el.evaluate((e) => getComputedStyle(e).direction)).toBe('ltr');
    const textRight = await el.evaluate((e) => {
      const range = document.createRange();
      range.selectNodeContents(e);
      return range.getBoundingClientRect().right;
    });
    const c = await box(column);
    expect(Math.abs(c.x + c.width - textRight)).toBeLessThanOrEqual(2);
  };
  await expectLtrAtRight(item.getByText(title, { exact: true }), item.locator('.gh-history__main'));
  expect(
    await layoutProblems(page, {
      containers: [
        ...SHELL_CONTAINERS,
        '.gh-history__bar',
        '.gh-history__item',
        '.gh-history__main',
        '.gh-history__meta',
        '.gh-history__side',
      ],
    }),
  ).toEqual([]);

  await item.click();
  await expect(pageTitle(page)).toHaveText(tr('ar', 'titles.supportFeedback'));
  const summary = page.getByRole('region', { name: title, exact: true });
  // The number is the ticket's, inside the Arabic sentence.
  await expect(
    summary.getByText(tr('ar', 'support.feedback.number', { id: inquiryId }), { exact: true }),
  ).toBeVisible();
  await expectLtrAtRight(
    summary.getByRole('heading', { name: title, exact: true }),
    summary.locator('.gh-inquiry__title'),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await shot(page, 'feedback-vela-ar-phone');
  expect(
    await layoutProblems(page, {
      containers: [
        ...SHELL_CONTAINERS,
        '.gh-inquiry__head',
        '.gh-inquiry__title',
        '.gh-inquiry__facts',
        '.gh-chat__message',
        '.gh-chat__head',
      ],
    }),
  ).toEqual([]);
});

// ── The inquiry form in four languages ──────────────────────────────────────────────────────────

interface FormCase {
  lang: Language;
  brandId: string;
  area?: Area;
  slug: string;
  /** A guest (email field, no way to choose) or the demo player (email or phone). */
  who: 'player' | 'guest';
}

const formCases: FormCase[] = [
  { lang: 'ar', brandId: 'vela', area: 'eru', slug: seedGamesOf('vela')[0]!.slug, who: 'player' },
  { lang: 'de', brandId: 'vela', area: 'eru', slug: seedGamesOf('vela')[1]!.slug, who: 'player' },
  { lang: 'th', brandId: 'lumen', slug: seedGamesOf('lumen')[0]!.slug, who: 'player' },
  // Hanami's games are the support specs' too: a guest has no ongoing inquiry to be offered first.
  { lang: 'ja', brandId: 'hanami', slug: seedGamesOf('hanami')[2]!.slug, who: 'guest' },
];

async function openInquiryForm(page: Page, request: APIRequestContext, c: FormCase): Promise<Locator> {
  const { api: game } = await gameWithId(request, c.brandId, c.slug, c.lang);
  await plantSession(
    page,
    c.brandId,
    await apiLogin(request, c.brandId, c.who === 'guest' ? 'guest' : DEMO_ACCOUNTS[0]),
  );
  await page.goto(brandUrl(c.brandId, withLocale(`/SupportCenter/inquiry?clientId=${game.id}`, c.area, c.lang)));
  await expect(pageTitle(page)).toHaveText(tr(c.lang, 'titles.supportInquiry'));
  const form = page.getByRole('main').locator('form');
  // The directory has answered: the first choice is open and the rest of the form is there.
  const region = form.getByLabel(tr(c.lang, 'support.form.region'), { exact: true });
  await expect(region).toBeEnabled();
  await region.selectOption({ index: 1 });
  await expect(form.getByLabel(tr(c.lang, 'support.form.server'), { exact: true })).toBeEnabled();
  await expect(form.getByRole('button', { name: tr(c.lang, 'support.form.submit'), exact: true })).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return form;
}

for (const c of formCases) {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`inquiry form in ${c.lang} on a ${device} (${c.brandId}): nothing overflows or overlaps`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const form = await openInquiryForm(page, request, c);
      await expectDocumentLocale(page, c.lang);
      await shot(page, `inquiry-${c.brandId}-${c.lang}-${device}`);
      expect(await layoutProblems(page, FORM_RULES)).toEqual([]);
      expect(await labelsBesideBoxes(page)).toEqual([]);
      // The step in progress shows its whole name (the others may shrink to their number).
      const current = page.locator('.gh-steps__current > span:last-child');
      expect(await current.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);

      if (c.lang !== 'ar') return;
      // Mirrored: titles and labels start on the right, the select arrows sit on the left, the
      // submit button (the form's end) on the left on a desktop.
      const fieldset = form.locator('fieldset').first();
      const legend = await box(fieldset.locator('legend'));
      const set = await box(fieldset);
      expect(set.x + set.width - (legend.x + legend.width)).toBeLessThan(legend.x - set.x);
      const label = await box(form.locator('.gh-field__top').first().locator('label, .gh-field__label').first());
      const select = await box(form.getByLabel(tr('ar', 'support.form.region'), { exact: true }));
      expect(label.x + label.width).toBeGreaterThan(select.x + select.width - 24);
      expect(
        await form
          .getByLabel(tr('ar', 'support.form.region'), { exact: true })
          .evaluate((s) => parseFloat(getComputedStyle(s).backgroundPositionX)),
      ).toBeLessThan(40);
      const agreeAll = form.getByRole('checkbox', { name: tr('ar', 'support.form.agreeAll') });
      const agreeAllLabel = form.getByText(tr('ar', 'support.form.agreeAll'), { exact: true });
      expect((await box(agreeAll)).x).toBeGreaterThan((await box(agreeAllLabel)).x);
      if (device === 'desktop') {
        const submit = await box(form.getByRole('button', { name: tr('ar', 'support.form.submit'), exact: true }));
        expect(submit.x).toBeLessThan(set.x + 2);
      }
    });
  }
}

// ── Long words and other scripts on the front page ─────────────────────────────────────────────

const frontCases: { lang: Language; brandId: string; area?: Area }[] = [
  { lang: 'de', brandId: 'vela', area: 'eru' },
  { lang: 'th', brandId: 'lumen' },
  { lang: 'ja', brandId: 'hanami' },
  { lang: 'ru', brandId: 'tidal', area: 'eru' },
];

for (const c of frontCases) {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`front page in ${c.lang} on a ${device} (${c.brandId}): no horizontal scroll, nothing overflows or overlaps`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(brandUrl(c.brandId, withLocale('/', c.area, c.lang)));
      await frontPageReady(page, c.brandId, c.lang);
      await expectDocumentLocale(page, c.lang);
      await shot(page, `front-${c.brandId}-${c.lang}-${device}`);
      expect(await layoutProblems(page, FRONT_RULES)).toEqual([]);
      // A card's two buttons each keep their label on one line (side by side, or one above the other).
      const lines = await page.locator('.gh-card__actions .gh-button').evaluateAll((buttons) =>
        buttons.map((b) => {
          const tops: number[] = [];
          for (const node of b.childNodes) {
            if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const r of range.getClientRects())
              if (r.width > 1 && !tops.some((t) => Math.abs(t - r.top) < 4)) tops.push(r.top);
          }
          return tops.length;
        }),
      );
      expect(lines.length).toBeGreaterThan(0);
      expect(
        lines.every((n) => n === 1),
        `lines per card button: ${lines.join(', ')}`,
      ).toBe(true);
    });
  }
}
