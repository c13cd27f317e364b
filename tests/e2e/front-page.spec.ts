// The front page: banner carousel (one slide per game, buttons, keys, autoplay and its pauses),
// the decorative particle canvas (absent under reduced motion) and the game cards.
import type { Locator, Page } from '@playwright/test';
import { CAROUSEL_AUTOPLAY_MS } from '../../packages/contract/src/constants';
import { apiGames, brandUrl, defaultLangOf, expect, seedBrand, seedGamesOf, test, titleIn, tr } from './fixtures';

function carousel(page: Page, lang: Parameters<typeof tr>[0]): Locator {
  return page.getByRole('region', { name: tr(lang, 'home.carouselLabel') });
}

/** The only slide not hidden from assistive technology (its role description is in the page's language). */
function activeSlide(region: Locator): Locator {
  return region.locator('[role="group"][aria-roledescription]:not([aria-hidden="true"])');
}

async function activeLabel(region: Locator): Promise<string> {
  await expect(activeSlide(region)).toHaveCount(1);
  return (await activeSlide(region).getAttribute('aria-label')) ?? '';
}

for (const id of ['nova', 'tidal'] as const) {
  const brand = seedBrand(id);
  const lang = defaultLangOf(id);
  const games = seedGamesOf(id);
  const total = games.length;
  const slideLabel = (n: number) => tr(lang, 'home.slideLabel', { current: n, total });

  test.describe(`front page of ${id} (${brand.carousel} carousel)`, () => {
    test('the carousel has one slide per game; Next and ArrowRight move it', async ({ page }) => {
      // No autoplay under reduced motion: every change below comes from the test.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(brandUrl(id, '/'));
      const region = carousel(page, lang);
      await expect(region).toBeVisible();
      await expect(region).toHaveAttribute('aria-roledescription', tr(lang, 'home.carouselRole'));
      expect(total).toBeGreaterThan(1);
      const slides = region.locator(`[aria-roledescription="${tr(lang, 'home.slideRole')}"]`);
      await expect(slides).toHaveCount(total);
      // Each slide shows its game's banner, named by the title, linking to its details.
      const expectedTitles = games.map((g) => titleIn(g, lang));
      const alts = await slides.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
      expect(alts).toEqual(expectedTitles);
      await expect(region.getByRole('button', { name: tr(lang, 'home.pause') })).toHaveCount(0);

      expect(await activeLabel(region)).toBe(slideLabel(1));
      await expect(
        activeSlide(region).getByRole('link').getByRole('img', { name: expectedTitles[0]!, exact: true }),
      ).toBeVisible();

      await region.getByRole('button', { name: tr(lang, 'home.next') }).click();
      await expect(activeSlide(region)).toHaveAttribute('aria-label', slideLabel(2));
      await expect(
        activeSlide(region).getByRole('link').getByRole('img', { name: expectedTitles[1]!, exact: true }),
      ).toBeVisible();
      await expect(
        region.getByRole('button', { name: tr(lang, 'home.goToSlide', { title: expectedTitles[1]! }) }),
      ).toHaveAttribute('aria-current', 'true');

      await region.getByRole('button', { name: tr(lang, 'home.next') }).press('ArrowRight');
      await expect(activeSlide(region)).toHaveAttribute('aria-label', slideLabel(total > 2 ? 3 : 1));

      await region.getByRole('button', { name: tr(lang, 'home.previous') }).click();
      await expect(activeSlide(region)).toHaveAttribute('aria-label', slideLabel(2));
    });
  });
}

// Timing-heavy (real intervals of CAROUSEL_AUTOPLAY_MS): checked on one brand to keep the suite short.
test('autoplay advances when not hovered and stops while hovered', async ({ page }) => {
  const id = 'tidal';
  const lang = defaultLangOf(id);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.mouse.move(1, 1);
  // The page's clock stands still and the test moves it: an interval is exactly one, however slow the machine.
  await page.clock.install();
  await page.goto(brandUrl(id, '/'));
  const region = carousel(page, lang);
  await expect(region).toBeVisible();
  const pause = region.getByRole('button', { name: tr(lang, 'home.pause') });
  await expect(pause).toBeVisible();
  // The server's page already shows the pause button; the autoplay timer starts only once React has
  // taken the page over (its fiber on that very button), so the clock is moved after that.
  await expect
    .poll(() => pause.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))), { timeout: 15_000 })
    .toBe(true);
  await page.clock.pauseAt(Date.now() + 1_000);
  const first = await activeLabel(region);
  await page.clock.runFor(CAROUSEL_AUTOPLAY_MS);
  await expect(activeSlide(region)).not.toHaveAttribute('aria-label', first);

  await region.hover();
  const hoveredLabel = await activeLabel(region);
  await page.clock.runFor(CAROUSEL_AUTOPLAY_MS + 1_000);
  expect(await activeLabel(region)).toBe(hoveredLabel);
  // Unhovered, it goes on.
  await page.mouse.move(1, 1);
  await page.clock.runFor(CAROUSEL_AUTOPLAY_MS);
  await expect(activeSlide(region)).not.toHaveAttribute('aria-label', hoveredLabel);
});

test('the particle canvas is absent under reduced motion and present otherwise', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(brandUrl('nova', '/'));
  await expect(carousel(page, 'ko')).toBeVisible();
  await expect(page.locator('canvas.gh-particles')).toHaveCount(0);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(page.locator('canvas.gh-particles')).toHaveCount(1);
  await page.reload();
  await expect(carousel(page, 'ko')).toBeVisible();
  await expect(page.locator('canvas.gh-particles')).toHaveCount(1);
  await expect(page.locator('canvas.gh-particles')).toHaveAttribute('aria-hidden', 'true');

  // Switching back to "reduce" removes it without a reload.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.locator('canvas.gh-particles')).toHaveCount(0);
});

for (const id of ['nova', 'hanami', 'tidal'] as const) {
  test(`${id}: one card per game with title, recharge and support links`, async ({ page, request }) => {
    const brand = seedBrand(id);
    const lang = defaultLangOf(id);
    const seeded = seedGamesOf(id);
    const fromApi = await apiGames(request, id, lang);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(brandUrl(id, '/'));

    const grid = page.getByRole('region', { name: tr(lang, 'home.gridTitle') });
    const cards = grid.getByRole('article');
    await expect(cards).toHaveCount(seeded.length);

    for (const game of seeded) {
      const title = titleIn(game, lang);
      const api = fromApi.find((g) => g.gameName === game.gameName);
      expect(api, `the API lists ${game.gameName}`).toBeDefined();
      const card = grid.getByRole('article', { name: title, exact: true });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('heading', { name: title, exact: true })).toBeVisible();

      const recharge = card.getByRole('link', { name: tr(lang, 'game.recharge') });
      if (brand.rechargeButton) {
        await expect(recharge).toHaveAttribute('href', game.rechargeUrl);
        await expect(recharge).toHaveAttribute('target', '_blank');
        await expect(recharge).toHaveAttribute('rel', /noopener/);
      } else {
        await expect(recharge).toHaveCount(0);
      }
      await expect(card.getByRole('link', { name: tr(lang, 'game.support') })).toHaveAttribute(
        'href',
        `/SupportCenter/game?clientId=${api!.id}`,
      );
    }
  });
}

test('clicking a card title opens the game details', async ({ page, request }) => {
  const lang = defaultLangOf('hanami');
  const game = seedGamesOf('hanami')[1]!;
  const title = titleIn(game, lang);
  const api = (await apiGames(request, 'hanami', lang)).find((g) => g.gameName === game.gameName)!;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(brandUrl('hanami', '/'));
  const grid = page.getByRole('region', { name: tr(lang, 'home.gridTitle') });
  await grid.getByRole('heading', { name: title, exact: true }).getByRole('link').click();
  await expect(page).toHaveURL(brandUrl('hanami', `/GamesDetails?id=${api.id}`));
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'titles.gameDetails'));
  await expect(page.locator('main').getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
});
