// Server-rendered public pages: the front page and a game's details arrive as finished
// HTML (games, title, footer) before and without any script; the browser takes the server's DOM
// over (hydration) on every brand and in Arabic with no console error or warning and without
// replacing it, and the page answers clicks after; a console edit of a game title shows in the
// next server-rendered page; the server negotiates Brotli by Accept-Encoding and sends identity
// when none is asked for.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Language } from '../../packages/contract/src/areas';
import { apiPaths } from '../../packages/contract/src/paths';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff';
import {
  apiGames,
  brandUrl,
  collectProblems,
  ct,
  defaultLangOf,
  expect,
  hostOf,
  PORT,
  seedBrand,
  seedGamesOf,
  test,
  titleIn,
  toast,
  tr,
} from './fixtures';

const BRANDS = ['nova', 'hanami', 'hoshi', 'jade', 'aster', 'lumen', 'tidal', 'ember', 'vela'] as const;
const ORIGIN = `http://127.0.0.1:${PORT}`;

interface SimpleGame {
  id: number;
  title: string;
}

/** GET /api/games/simple on a brand's host, in a language: the games the front page lists. */
async function simpleGames(
  request: APIRequestContext,
  brandId: string,
  lang: Language,
  query = '',
): Promise<SimpleGame[]> {
  const res = await request.get(`${ORIGIN}/api${apiPaths.gamesSimple}?spec_lang=${lang}${query}`, {
    headers: hostOf(brandId),
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { code: number; data: SimpleGame[] };
  expect(body.code).toBe(0);
  expect(body.data.length).toBeGreaterThan(0);
  return body.data;
}

/** The HTML the server sends for a page of a brand (no script runs: this is what a crawler gets). */
async function serverHtml(request: APIRequestContext, brandId: string, pathname: string): Promise<string> {
  const res = await request.get(`${ORIGIN}${pathname}`, {
    headers: { ...hostOf(brandId), 'accept-language': 'en-US' },
  });
  expect(res.status()).toBe(200);
  return res.text();
}

/** The text of HTML markup as a reader gets it (entities decoded). */
function decodeEntities(html: string): string {
  return html.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e]!,
  );
}

// ── Without JavaScript ──────────────────────────────────────────────────────────────────────────

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const brandId of ['nova', 'hoshi', 'lumen'] as const) {
    const brand = seedBrand(brandId);
    const lang = defaultLangOf(brandId);

    test(`${brandId}: the front page shows its games, title and footer; a game's details its title and text`, async ({
      page,
      request,
    }) => {
      const games = await simpleGames(request, brandId, lang);
      // No script of the page runs in this context, not even the entry script.
      const scripts: string[] = [];
      page.on('requestfinished', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });

      await page.goto(brandUrl(brandId, '/'));
      await expect(page).toHaveTitle(brand.name);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const grid = page.getByRole('region', { name: tr(lang, 'home.gridTitle'), exact: true });
      const cards = grid.getByRole('article');
      await expect(cards).toHaveCount(games.length);
      for (const game of games)
        await expect(grid.getByRole('article', { name: game.title, exact: true })).toBeVisible();
      // The carousel names each game's banner too.
      const carousel = page.getByRole('region', { name: tr(lang, 'home.carouselLabel') });
      expect(await carousel.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).toEqual(
        games.map((g) => g.title),
      );
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeVisible();
      await expect(footer).toContainText(brand.company);
      await expect(
        page.getByRole('banner').getByRole('button', { name: tr(lang, 'nav.menu'), exact: true }),
      ).toBeVisible();
      // No "this site needs JavaScript" in place of the page.
      await expect(page.locator('noscript')).toHaveCount(0);

      // A game's details.
      const game = games[0]!;
      const seed = seedGamesOf(brandId).find((g) => titleIn(g, lang) === game.title);
      expect(seed, `the seed game titled ${game.title}`).toBeDefined();
      await expect(
        grid
          .getByRole('article', { name: game.title, exact: true })
          .locator(`a[href="/GamesDetails?id=${game.id}"]`)
          .first(),
      ).toBeAttached();
      await page.goto(brandUrl(brandId, `/GamesDetails?id=${game.id}`));
      await expect(page).toHaveTitle(`${game.title} | ${brand.name}`);
      await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'titles.gameDetails'));
      await expect(
        page.locator('main').getByRole('heading', { level: 2, name: game.title, exact: true }),
      ).toBeVisible();
      await expect(page.getByText((seed!.texts[lang] ?? seed!.texts.en).description)).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(brand.company);
      expect(scripts).toEqual([]);
    });
  }
});

// ── Hydration ───────────────────────────────────────────────────────────────────────────────────

/**
 * Before any page script: marks the `.gh-app` element the HTML parser builds (an expando, so no
 * attribute React would see) and counts `.gh-app` elements removed from the document, so the test
 * can tell the server's DOM was taken over rather than drawn again.
 */
async function watchServerDom(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __ghReplaced: number; __ghParsed: Element | null };
    w.__ghReplaced = 0;
    w.__ghParsed = null;
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) {
          // The first .gh-app to appear: the parser's, when the server sent one (the test checks
          // the HTML has it); a page drawn again by the browser would remove it (counted below).
          if (n instanceof Element && !w.__ghParsed) {
            const app = n.matches('.gh-app') ? n : n.querySelector('.gh-app');
            if (app) {
              w.__ghParsed = app;
              (app as unknown as { __ghFromServer: boolean }).__ghFromServer = true;
            }
          }
        }
        for (const n of r.removedNodes)
          if (n instanceof Element && (n.matches('.gh-app') || n.querySelector('.gh-app'))) w.__ghReplaced += 1;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

async function expectHydrated(page: Page, lang: Language, problems: string[]) {
  // The server's markup is there from the first byte.
  const html = await page.evaluate(() => document.getElementById('gh-ssr')?.textContent ?? '');
  expect(html, 'the page carries the server state (#gh-ssr)').not.toBe('');
  const menu = page.getByRole('banner').getByRole('button', { name: tr(lang, 'nav.menu'), exact: true });
  // React has taken the server's button over (its fiber is on the very node the parser built).
  await expect
    .poll(() => menu.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))), { timeout: 10_000 })
    .toBe(true);
  const dom = await page.evaluate(() => {
    const w = window as unknown as { __ghReplaced: number; __ghParsed: Element | null };
    const app = document.querySelector('.gh-app');
    return {
      parsed: w.__ghParsed !== null,
      same:
        app !== null &&
        app === w.__ghParsed &&
        (app as unknown as { __ghFromServer?: boolean }).__ghFromServer === true,
      replaced: w.__ghReplaced,
      container: Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
    };
  });
  expect(dom).toEqual({ parsed: true, same: true, replaced: 0, container: true });

  // Interactive: the menu button opens the side panel.
  const panel = page.getByRole('dialog', { name: tr(lang, 'nav.menu') });
  await expect(panel).toBeHidden();
  await menu.click();
  await expect(panel).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // Still the server's element after the first renders.
  expect(
    await page.evaluate(
      () => (window as unknown as { __ghParsed: Element | null }).__ghParsed === document.querySelector('.gh-app'),
    ),
  ).toBe(true);
  expect(problems, 'console errors/warnings or page errors').toEqual([]);
}

test.describe('hydration', () => {
  test.describe.configure({ mode: 'parallel' });

  const cases: { brandId: string; lang: Language; query: string; label: string }[] = [
    ...BRANDS.map((brandId) => ({
      brandId,
      lang: defaultLangOf(brandId),
      query: '',
      label: `${brandId} (${defaultLangOf(brandId)})`,
    })),
    { brandId: 'vela', lang: 'ar', query: 'domain_area=eru&spec_lang=ar', label: 'vela in Arabic' },
  ];

  for (const c of cases) {
    test(`${c.label}: the front page and a game's details take the server's DOM over, quietly, and answer clicks`, async ({
      page,
      request,
    }) => {
      const games = await simpleGames(request, c.brandId, c.lang, c.query ? `&${c.query}` : '');
      const problems = collectProblems(page);
      await watchServerDom(page);

      const front = await page.goto(brandUrl(c.brandId, c.query ? `/?${c.query}` : '/'));
      expect(front!.status()).toBe(200);
      expect(await front!.text(), 'the server sent the page itself').toContain('class="gh-app"');
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      if (c.lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const grid = page.getByRole('region', { name: tr(c.lang, 'home.gridTitle'), exact: true });
      await expect(grid.getByRole('article')).toHaveCount(games.length);
      await expectHydrated(page, c.lang, problems);

      const game = games[games.length - 1]!;
      const details = await page.goto(
        brandUrl(c.brandId, `/GamesDetails?id=${game.id}${c.query ? `&${c.query}` : ''}`),
      );
      expect(details!.status()).toBe(200);
      expect(await details!.text(), 'the server sent the page itself').toContain('class="gh-app"');
      await expect(
        page.locator('main').getByRole('heading', { level: 2, name: game.title, exact: true }),
      ).toBeVisible();
      await expectHydrated(page, c.lang, problems);
    });
  }
});

test.describe('the page loader', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true });

  test("a phone fetches the app's script only once the front page's first pictures are on screen, then hydrates", async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await watchServerDom(page);
    await page.addInitScript(() => {
      const shown: number[] = [];
      (window as unknown as { __shown: number[] }).__shown = shown;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { renderTime: number })[]) shown.push(e.renderTime);
      }).observe({ type: 'element', buffered: true });
    });
    await page.goto(brandUrl('nova', '/'));
    await expectHydrated(page, defaultLangOf('nova'), problems);
    const { shown, app } = await page.evaluate(() => ({
      shown: (window as unknown as { __shown: number[] }).__shown,
      app:
        performance.getEntriesByType('resource').find((e) => /\/assets\/index-[\w-]+\.js$/.test(e.name))?.startTime ??
        null,
    }));
    // The carousel's first banner and the first cover card: both on a phone's first screen.
    expect(shown).toHaveLength(2);
    expect(app, "the app's script was fetched").not.toBeNull();
    expect(app!).toBeGreaterThanOrEqual(Math.max(...shown));
  });
});

// ── A console edit shows at once ────────────────────────────────────────────────────────────────

test('a game title edited in the console is in the next server-rendered front page and details page', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // Aster: no other spec reads its game titles; the title is put back at the end.
  const brandId = 'aster';
  const lang = defaultLangOf(brandId);
  const seed = seedGamesOf(brandId).at(-1)!;
  const api = (await apiGames(request, brandId, lang)).find((g) => g.gameName === seed.gameName)!;
  expect(api, `${seed.gameName} on ${brandId}`).toBeDefined();
  const front = `/?spec_lang=${lang}`;
  const detailsPath = `/GamesDetails?id=${api.id}&spec_lang=${lang}`;
  const admin = DEMO_STAFF.find((s) => s.role === 'admin')!;

  // Both pages rendered (and kept) before the edit.
  const oldTitle = titleIn(seed, lang);
  expect(decodeEntities(await serverHtml(request, brandId, front))).toContain(oldTitle);
  const newTitle = `${oldTitle} SSR ${randomBytes(3).toString('hex')}`;
  expect(decodeEntities(await serverHtml(request, brandId, detailsPath))).not.toContain(newTitle);

  // The console: sign in, the brand's games, the game, its title in the page's language.
  await page.goto(`${ORIGIN}/console/`);
  await expect(page).toHaveURL(`${ORIGIN}/console/login`);
  await page.getByLabel(ct('login.email'), { exact: true }).fill(admin.email);
  await page.getByLabel(ct('login.password'), { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: ct('login.submit'), exact: true }).click();
  await expect(page.getByRole('banner')).toContainText(
    ct('topbar.account', { name: admin.name, role: ct('role.admin') }),
  );

  const setTitle = async (title: string) => {
    await page.goto(`${ORIGIN}/console/admin/games/${api.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seed.gameName);
    const form = page.getByRole('form', { name: ct('admin.game.details'), exact: true });
    await form
      .getByRole('tablist', { name: ct('admin.game.texts'), exact: true })
      .getByRole('tab')
      .filter({ has: page.locator(`[lang="${lang}"]`) })
      .click();
    const field = form.getByRole('tabpanel').getByLabel(ct('admin.gameText.title'), { exact: true });
    await expect(field).not.toHaveValue('');
    await field.fill(title);
    await form.getByRole('button', { name: ct('app.save'), exact: true }).click();
    await expect(toast(page, ct('admin.game.saved', { name: seed.gameName }))).toBeVisible();
  };

  await setTitle(newTitle);
  try {
    // At once, with no wait: the kept pages were dropped by the edit's catalogue.changed.
    const frontHtml = decodeEntities(await serverHtml(request, brandId, front));
    expect(frontHtml).toContain(newTitle);
    const detailsHtml = decodeEntities(await serverHtml(request, brandId, detailsPath));
    expect(detailsHtml).toContain(`<title>${newTitle} | ${seedBrand(brandId).name}</title>`);
    expect(detailsHtml).toContain(newTitle);
  } finally {
    await setTitle(oldTitle);
  }
  const restored = decodeEntities(await serverHtml(request, brandId, front));
  expect(restored).toContain(oldTitle);
  expect(restored).not.toContain(newTitle);
});

// ── Compression ─────────────────────────────────────────────────────────────────────────────────

test.describe('compression by Accept-Encoding', () => {
  const brandId = 'nova';

  /** The front page, its entry script and a JSON answer of the brand. */
  async function targets(request: APIRequestContext): Promise<{ name: string; url: string }[]> {
    const html = await serverHtml(request, brandId, '/');
    const script = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'the entry script in the page').toBeTruthy();
    return [
      { name: 'front page', url: `${ORIGIN}/` },
      { name: 'entry script', url: `${ORIGIN}${script!}` },
      { name: 'games JSON', url: `${ORIGIN}/api${apiPaths.gamesAll}?spec_lang=${defaultLangOf(brandId)}` },
    ];
  }

  test('br gets Brotli; identity gets the plain bytes', async ({ request }) => {
    for (const t of await targets(request)) {
      const br = await request.get(t.url, { headers: { ...hostOf(brandId), 'accept-encoding': 'br' } });
      expect(br.status(), t.name).toBe(200);
      expect(br.headers()['content-encoding'], `${t.name} with br`).toBe('br');
      expect(br.headers()['vary']?.toLowerCase(), `${t.name} varies by encoding`).toContain('accept-encoding');

      const plain = await request.get(t.url, { headers: { ...hostOf(brandId), 'accept-encoding': 'identity' } });
      expect(plain.status(), t.name).toBe(200);
      expect(plain.headers()['content-encoding'], `${t.name} with identity`).toBeUndefined();
      const body = await plain.body();
      // The plain bytes are readable as they are, and the Brotli ones are fewer.
      if (t.name === 'front page') expect(body.toString('utf8')).toContain('id="gh-ssr"');
      if (t.name === 'games JSON') expect((JSON.parse(body.toString('utf8')) as { code: number }).code).toBe(0);
      expect(Number(plain.headers()['content-length'] ?? body.length)).toBe(body.length);
      const brLength = Number(br.headers()['content-length'] ?? NaN);
      if (!Number.isNaN(brLength)) expect(brLength, `${t.name}: Brotli smaller`).toBeLessThan(body.length);
    }
  });
});
