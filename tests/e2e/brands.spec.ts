// Brand theming from the first byte (docs/product.md section 2): title, favicon, logo, colour, radius,
// language, and the top bar's brand-dependent buttons. (An unknown Host can not be produced from
// Chromium, which resolves only *.localhost to loopback: the API tests cover that case.)
import { AREA_LANGUAGES } from '../../packages/contract/src/areas';
import { brandUrl, defaultLangOf, expect, seedBrand, test, tr } from './fixtures';

/** The area's default language in a browser preferring English (docs/product.md section 2), written out. */
const EXPECTED_LANG = { nova: 'ko', hanami: 'ja', hoshi: 'ja', jade: 'zh-TW', tidal: 'en' } as const;
const BRANDS = Object.keys(EXPECTED_LANG) as (keyof typeof EXPECTED_LANG)[];

for (const id of BRANDS) {
  test.describe(`brand ${id}`, () => {
    const brand = seedBrand(id);
    const lang = EXPECTED_LANG[id];

    test('is themed from the first byte and in the browser', async ({ page }) => {
      expect(defaultLangOf(id), 'the helper other specs use agrees with docs/product.md section 2').toBe(lang);
      const response = await page.goto(brandUrl(id, '/'));
      expect(response?.status()).toBe(200);
      // The server's HTML already carries the brand: no flash of another one.
      const html = await response!.text();
      expect(html).toContain(`<title>${brand.name}</title>`);
      expect(html).toMatch(new RegExp(`<html[^>]*\\blang="${lang}"`));
      expect(html).toContain(`--brand:${brand.mainColor}`);

      await expect(page.getByRole('heading', { level: 2, name: tr(lang, 'home.gridTitle') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // Soft: the rest of the theming is still checked when only the title is wrong.
      await expect
        .soft(page, 'the front page is titled with the brand name alone')
        .toHaveTitle(brand.name, { timeout: 1_000 });

      const icon = page.locator('head link[rel="icon"]');
      await expect(icon).toHaveCount(1);
      expect(await icon.getAttribute('href')).toMatch(new RegExp(`^/media/brands/${id}-favicon\\b`));
      const iconStatus = await icon.evaluate(async (link: HTMLLinkElement) => (await fetch(link.href)).status);
      expect(iconStatus).toBe(200);

      const logo = page.getByRole('banner').getByRole('img', { name: brand.name, exact: true });
      await expect(logo).toBeVisible();
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
        .toBeGreaterThan(0);

      const vars = await page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return {
          brand: style.getPropertyValue('--brand').trim(),
          radius: style.getPropertyValue('--brand-radius').trim(),
        };
      });
      expect(vars.brand.toLowerCase()).toBe(brand.mainColor.toLowerCase());
      expect(vars.radius).toBe(`${brand.radius}px`);
      expect(vars.radius).toBe(id === 'hoshi' ? '10px' : '20px');

      const topBar = page.getByRole('banner');
      await expect(topBar.getByRole('button', { name: tr(lang, 'nav.menu') })).toBeVisible();
      // Recharge: hidden for tidal only; the language switch only where the area has several languages.
      const recharge = topBar.getByRole('link', { name: tr(lang, 'nav.recharge') });
      if (id === 'tidal') await expect(recharge).toHaveCount(0);
      else await expect(recharge).toBeVisible();
      expect(brand.rechargeButton).toBe(id !== 'tidal');

      const switcher = topBar.getByRole('button', { name: tr(lang, 'nav.language'), exact: true });
      if (id === 'tidal') await expect(switcher).toBeVisible();
      else await expect(switcher).toHaveCount(0);
      expect(AREA_LANGUAGES[brand.defaultArea].length > 1).toBe(id === 'tidal');
    });

    test('sub pages are titled "<page> | <brand>"', async ({ page }) => {
      await page.goto(brandUrl(id, '/games'));
      const title = tr(lang, 'titles.allGames');
      await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | ${brand.name}`);
      await page.goto(brandUrl(id, '/download'));
      await expect(page).toHaveTitle(`${tr(lang, 'titles.download')} | ${brand.name}`);
    });
  });
}

test('the brand table of docs/product.md section 2 holds: recharge hidden only for tidal, switch only for the sea area', () => {
  // Guards the premises the loop above relies on, so a seed change can not make it vacuous.
  expect(seedBrand('nova').rechargeButton).toBe(true);
  expect(seedBrand('hanami').rechargeButton).toBe(true);
  expect(seedBrand('tidal').rechargeButton).toBe(false);
  expect(AREA_LANGUAGES[seedBrand('tidal').defaultArea]).toHaveLength(6);
  expect(AREA_LANGUAGES[seedBrand('nova').defaultArea]).toEqual(['ko']);
  expect(seedBrand('hoshi').radius).toBe(10);
});

test('plain localhost serves the default brand, Nova Games', async ({ page }) => {
  await page.goto(`http://localhost:${new URL(brandUrl('nova')).port}/`);
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'nova');
  await expect(page).toHaveTitle(new RegExp(`${seedBrand('nova').name}$`));
  await expect(page.getByRole('banner').getByRole('img', { name: seedBrand('nova').name })).toBeVisible();
});
