// Game details (with and without a download link, unknown and missing id), the all games page and
// the download page.
import type { SeedGame } from '../../apps/api/src/db/seed/demo-data';
import {
  brandUrl,
  defaultLangOf,
  expect,
  gameWithId,
  pageTitle,
  seedBrand,
  seedGamesOf,
  test,
  titleIn,
  tr,
} from './fixtures';

const cases = [
  { brand: 'nova', withDownload: 'starfall-odyssey', withoutDownload: 'moonlit-garden' },
  { brand: 'hanami', withDownload: 'kitsune-lantern', withoutDownload: 'tsukuyomi-tactics' },
  { brand: 'tidal', withDownload: 'turbo-tides', withoutDownload: 'coral-crush' },
] as const;

for (const c of cases) {
  const lang = defaultLangOf(c.brand);
  const brand = seedBrand(c.brand);

  test.describe(`details on ${c.brand} (${lang})`, () => {
    test('a game with a download URL links to it', async ({ page, request }) => {
      const { seed, api } = await gameWithId(request, c.brand, c.withDownload, lang);
      expect(seed.downloadUrl).toBeTruthy();
      const title = titleIn(seed, lang);
      await page.goto(brandUrl(c.brand, `/GamesDetails?id=${api.id}`));

      await expect(pageTitle(page)).toHaveText(tr(lang, 'titles.gameDetails'));
      await expect(page.locator('main').getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | ${brand.name}`);

      const download = page.locator('main').getByRole('link', { name: tr(lang, 'game.download'), exact: true });
      await expect(download).toHaveAttribute('href', seed.downloadUrl!);
      await expect(download).toHaveAttribute('target', '_blank');
      await expect(page.getByText(tr(lang, 'game.noDownloadLink'))).toHaveCount(0);

      await expect(
        page.locator('main').getByRole('link', { name: tr(lang, 'game.support'), exact: true }),
      ).toHaveAttribute('href', `/SupportCenter/game?clientId=${api.id}`);
      const recharge = page.locator('main').getByRole('link', { name: tr(lang, 'game.recharge'), exact: true });
      if (brand.rechargeButton) await expect(recharge).toHaveAttribute('href', seed.rechargeUrl);
      else await expect(recharge).toHaveCount(0);
      // The description is in the page's language too.
      const text = seed.texts[lang] ?? seed.texts.en;
      await expect(page.getByText(text.description)).toBeVisible();
    });

    test('a game without a download link says so', async ({ page, request }) => {
      const { seed, api } = await gameWithId(request, c.brand, c.withoutDownload, lang);
      expect(seed.downloadUrl).toBeNull();
      await page.goto(brandUrl(c.brand, `/GamesDetails?id=${api.id}`));
      await expect(
        page.locator('main').getByRole('heading', { level: 2, name: titleIn(seed, lang), exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('note')).toHaveText(tr(lang, 'game.noDownloadLink'));
      await expect(
        page.locator('main').getByRole('link', { name: tr(lang, 'game.download'), exact: true }),
      ).toHaveCount(0);
    });
  });
}

test('an unknown game id shows "not found", a missing one "no game chosen"', async ({ page }) => {
  const lang = defaultLangOf('nova');
  await page.goto(brandUrl('nova', '/GamesDetails?id=987654'));
  await expect(pageTitle(page)).toHaveText(tr(lang, 'titles.gameDetails'));
  await expect(page.getByRole('alert')).toContainText(tr(lang, 'game.notFound'));
  const back = page.getByRole('link', { name: tr(lang, 'game.backToGames') });
  await expect(back).toHaveAttribute('href', '/games');

  await page.goto(brandUrl('nova', '/GamesDetails'));
  await expect(page.getByRole('alert')).toContainText(tr(lang, 'game.missingId'));
});

test('a game of another brand is not shown', async ({ page, request }) => {
  const { api } = await gameWithId(request, 'hanami', 'sakura-chronicle', defaultLangOf('hanami'));
  await page.goto(brandUrl('nova', `/GamesDetails?id=${api.id}`));
  await expect(page.getByRole('alert')).toContainText(tr(defaultLangOf('nova'), 'game.notFound'));
});

for (const id of ['nova', 'tidal'] as const) {
  test(`${id}: the all games page lists every game and leads to its details`, async ({ page }) => {
    const lang = defaultLangOf(id);
    const brand = seedBrand(id);
    const games = seedGamesOf(id);
    await page.goto(brandUrl(id, '/games'));
    await expect(pageTitle(page)).toHaveText(tr(lang, 'titles.allGames'));
    const cards = page.locator('main').getByRole('article');
    await expect(cards).toHaveCount(games.length);
    const headings = await cards.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(headings).toEqual(games.map((g) => titleIn(g, lang)));

    // Following a title leads to the details page, titled with the game.
    const last = games[games.length - 1]!;
    await cards.getByRole('link', { name: titleIn(last, lang), exact: true }).click();
    await expect(page).toHaveURL(/\/GamesDetails\?id=\d+$/);
    await expect(
      page.locator('main').getByRole('heading', { level: 2, name: titleIn(last, lang), exact: true }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${titleIn(last, lang)} | ${brand.name}`);
  });
}

test('the document title is the game title also when its page code and data are already loaded', async ({ page }) => {
  const id = 'nova';
  const lang = defaultLangOf(id);
  const brand = seedBrand(id);
  const [first, second] = seedGamesOf(id) as [SeedGame, SeedGame];
  await page.goto(brandUrl(id, '/games'));
  const cards = page.locator('main').getByRole('article');
  await cards.getByRole('link', { name: titleIn(second, lang), exact: true }).click();
  await expect(page).toHaveTitle(`${titleIn(second, lang)} | ${brand.name}`);
  await page.goBack();
  await expect(pageTitle(page)).toHaveText(tr(lang, 'titles.allGames'));
  await cards.getByRole('link', { name: titleIn(first, lang), exact: true }).click();
  await expect(
    page.locator('main').getByRole('heading', { level: 2, name: titleIn(first, lang), exact: true }),
  ).toBeVisible();
  await expect(page).toHaveTitle(`${titleIn(first, lang)} | ${brand.name}`, { timeout: 2_000 });
});

test('the download page lists every game with its official link or none', async ({ page }) => {
  const id = 'hanami';
  const lang = defaultLangOf(id);
  const games = seedGamesOf(id);
  expect(games.some((g) => g.downloadUrl === null)).toBe(true);
  expect(games.some((g) => g.downloadUrl !== null)).toBe(true);
  await page.goto(brandUrl(id, '/download'));
  await expect(pageTitle(page)).toHaveText(tr(lang, 'titles.download'));
  await expect(page.getByText(tr(lang, 'download.intro'))).toBeVisible();

  const items = page.locator('main').getByRole('listitem');
  await expect(items).toHaveCount(games.length);
  for (const game of games) {
    const title = titleIn(game, lang);
    const item = items.filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'href',
      /^\/GamesDetails\?id=\d+$/,
    );
    const official = item.getByRole('link', { name: tr(lang, 'download.official') });
    if (game.downloadUrl) {
      await expect(official).toHaveAttribute('href', game.downloadUrl);
      await expect(official).toHaveAttribute('target', '_blank');
    } else {
      await expect(official).toHaveCount(0);
      await expect(item).toContainText(tr(lang, 'download.none'));
    }
  }
});
