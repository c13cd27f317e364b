// The shell every page shares: side panel, brand footers and their notice pages, the routes of
// the player site with their titles, the not-found page, and the language switch.
import { AREA_LANGUAGES, LANGUAGE_NAMES, type Language } from '../../packages/contract/src/areas';
import {
  apiLogin,
  brandUrl,
  defaultLangOf,
  DEMO_ACCOUNTS,
  expect,
  pageTitle,
  plantSession,
  seedBrand,
  seedGamesOf,
  test,
  titleIn,
  tr,
} from './fixtures';

test.describe('side panel', () => {
  test('the menu button opens it with the site links and the games; Escape closes it', async ({ page }) => {
    const id = 'nova';
    const lang = defaultLangOf(id);
    await page.goto(brandUrl(id, '/'));
    const menuButton = page.getByRole('banner').getByRole('button', { name: tr(lang, 'nav.menu'), exact: true });
    const panel = page.getByRole('dialog', { name: tr(lang, 'nav.menu') });
    await expect(panel).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await expect(panel).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const nav = panel.getByRole('navigation', { name: tr(lang, 'nav.menu') });
    await expect(nav.getByRole('link', { name: tr(lang, 'nav.home'), exact: true })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: tr(lang, 'nav.allGames'), exact: true })).toHaveAttribute(
      'href',
      '/games',
    );
    await expect(nav.getByRole('link', { name: tr(lang, 'nav.supportCenter'), exact: true })).toHaveAttribute(
      'href',
      '/SupportCenter/game',
    );
    // Not logged in: no user center link (nova has a user center).
    expect(seedBrand(id).userCenter).toBe(true);
    await expect(panel.getByRole('link', { name: tr(lang, 'nav.userCenter') })).toHaveCount(0);

    const gamesList = panel.getByRole('region', { name: tr(lang, 'nav.games') });
    const expected = seedGamesOf(id).map((g) => titleIn(g, lang));
    await expect(gamesList.getByRole('link')).toHaveCount(expected.length);
    expect(await gamesList.getByRole('link').allInnerTexts()).toEqual(expected);
    await expect(gamesList.getByRole('link').first()).toHaveAttribute('href', /^\/GamesDetails\?id=\d+$/);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // Following a link in the panel navigates and closes it.
    await menuButton.click();
    await expect(panel).toBeVisible();
    await nav.getByRole('link', { name: tr(lang, 'nav.allGames'), exact: true }).click();
    await expect(page).toHaveURL(brandUrl(id, '/games'));
    await expect(panel).toBeHidden();
    await expect(pageTitle(page)).toHaveText(tr(lang, 'titles.allGames'));
  });

  test('the close button closes it', async ({ page }) => {
    const lang = defaultLangOf('tidal');
    await page.goto(brandUrl('tidal', '/games'));
    await page
      .getByRole('banner')
      .getByRole('button', { name: tr(lang, 'nav.menu'), exact: true })
      .click();
    const panel = page.getByRole('dialog', { name: tr(lang, 'nav.menu') });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: tr(lang, 'nav.closeMenu') }).click();
    await expect(panel).toBeHidden();
  });

  for (const id of ['nova', 'hoshi'] as const) {
    const brand = seedBrand(id);
    test(`logged in on ${id}: the user center link is ${brand.userCenter ? 'shown' : 'absent (brand without one)'}`, async ({
      page,
      request,
    }) => {
      const lang = defaultLangOf(id);
      // A real session of the demo account on this brand (a made-up token is dropped on -600).
      const demo = DEMO_ACCOUNTS[1];
      await plantSession(page, id, await apiLogin(request, id, demo));
      await page.goto(brandUrl(id, '/'));
      await page
        .getByRole('banner')
        .getByRole('button', { name: tr(lang, 'nav.menu'), exact: true })
        .click();
      const panel = page.getByRole('dialog', { name: tr(lang, 'nav.menu') });
      await expect(panel.getByRole('button', { name: tr(lang, 'nav.logout') })).toBeVisible();
      await expect(panel.getByText(demo.username, { exact: true })).toBeVisible();
      const userCenter = panel.getByRole('link', { name: tr(lang, 'nav.userCenter') });
      if (brand.userCenter) await expect(userCenter).toHaveAttribute('href', '/UserCenter');
      else await expect(userCenter).toHaveCount(0);
    });
  }
});

test.describe('footers', () => {
  // The footer kinds of docs/product.md section 2, written out here on purpose.
  const cases: { id: string; notices: string[]; contact: boolean }[] = [
    { id: 'hanami', notices: ['privacy', 'terms', 'commercial-transactions'], contact: true },
    { id: 'jade', notices: ['terms', 'privacy', 'company'], contact: false },
    { id: 'hoshi', notices: ['settlement-law', 'commercial-transactions'], contact: false },
    { id: 'nova', notices: ['privacy', 'terms'], contact: false },
  ];

  for (const c of cases) {
    const brand = seedBrand(c.id);
    test(`${c.id} (${brand.footer}) links to ${c.notices.join(', ')}${c.contact ? ' and has the contact popup' : ''}`, async ({
      page,
    }) => {
      const lang = defaultLangOf(c.id);
      await page.goto(brandUrl(c.id, '/'));
      const footer = page.getByRole('contentinfo');
      const links = footer.getByRole('navigation').getByRole('link');
      await expect(links).toHaveCount(c.notices.length);
      expect(await links.allInnerTexts()).toEqual(c.notices.map((slug) => tr(lang, `footer.${slug}`)));
      for (const slug of c.notices) {
        await expect(footer.getByRole('link', { name: tr(lang, `footer.${slug}`), exact: true })).toHaveAttribute(
          'href',
          `/notice/${slug}`,
        );
      }
      await expect(footer).toContainText(brand.company);

      const contact = footer.getByRole('button', { name: tr(lang, 'footer.contact'), exact: true });
      if (!c.contact) {
        await expect(contact).toHaveCount(0);
        return;
      }
      const dialog = page.getByRole('dialog', { name: tr(lang, 'footer.contactTitle') });
      await expect(dialog).toBeHidden();
      await contact.click();
      await expect(dialog).toBeVisible();
      const mail = dialog.getByRole('link', { name: brand.contactEmail, exact: true });
      await expect(mail).toHaveAttribute('href', `mailto:${brand.contactEmail}`);
      await expect(dialog.getByRole('link', { name: tr(lang, 'footer.contactSupport') })).toHaveAttribute(
        'href',
        '/SupportCenter/game',
      );
      await dialog.getByRole('button', { name: tr(lang, 'common.close') }).click();
      await expect(dialog).toBeHidden();
    });
  }

  for (const c of [
    { id: 'hanami', slug: 'commercial-transactions' },
    { id: 'jade', slug: 'company' },
    { id: 'tidal', slug: 'privacy' },
  ]) {
    test(`following ${c.id}'s ${c.slug} link opens the notice page`, async ({ page }) => {
      const lang = defaultLangOf(c.id);
      const brand = seedBrand(c.id);
      await page.goto(brandUrl(c.id, '/'));
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: tr(lang, `footer.${c.slug}`), exact: true })
        .click();
      await expect(page).toHaveURL(brandUrl(c.id, `/notice/${c.slug}`));

      const notice = page.locator('main article');
      const heading = notice.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const title = (await heading.innerText()).trim();
      expect(title.length).toBeGreaterThan(1);
      expect(await notice.locator('p').count()).toBeGreaterThanOrEqual(3);
      await expect(page).toHaveTitle(`${title} | ${brand.name}`);
      // The notice's own heading is the page's only title: no "page not found" above it.
      await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveCount(1, { timeout: 2_000 });
      await expect(page.getByText(tr(lang, 'titles.notFound'), { exact: true })).toHaveCount(0);
    });
  }
});

test('a notice page keeps its own document title when revisited from another page', async ({ page }) => {
  const id = 'tidal';
  const lang = defaultLangOf(id);
  const brand = seedBrand(id);
  const footerLink = () =>
    page.getByRole('contentinfo').getByRole('link', { name: tr(lang, 'footer.privacy'), exact: true });
  await page.goto(brandUrl(id, '/games'));
  await footerLink().click();
  const heading = page.locator('main article').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const title = (await heading.innerText()).trim();
  await expect(page).toHaveTitle(`${title} | ${brand.name}`);
  // Away and back: the notice's code and text are loaded now, the page renders in one go.
  const menu = page.getByRole('banner').getByRole('button', { name: tr(lang, 'nav.menu'), exact: true });
  // This test is about titles, not about a tap while the app takes the server's page over: the
  // menu is opened once React holds the button (its fiber on that very node).
  await expect
    .poll(() => menu.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))), { timeout: 15_000 })
    .toBe(true);
  await menu.click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: tr(lang, 'nav.allGames'), exact: true })
    .click();
  await expect(pageTitle(page)).toHaveText(tr(lang, 'titles.allGames'));
  await footerLink().click();
  await expect(heading).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | ${brand.name}`, { timeout: 2_000 });
});

test.describe('routes of the player site render their title under the top bar', () => {
  const id = 'tidal';
  const lang = defaultLangOf(id);
  const brand = seedBrand(id);
  // backHome: the page offers a way back home (the account pages and tidal's "no user center"
  // answer do; the support center's steps have their own navigation instead).
  const routes: { path: string; key: string; finalPath?: string; backHome?: boolean }[] = [
    { path: '/login', key: 'titles.login', backHome: true },
    { path: '/vkRedirect', key: 'titles.vkRedirect', backHome: true },
    { path: '/UserCenter', key: 'titles.userCenter', backHome: true },
    { path: '/SupportCenter', key: 'titles.supportGame', finalPath: '/SupportCenter/game' },
    { path: '/SupportCenter/game', key: 'titles.supportGame' },
    { path: '/SupportCenter/history', key: 'titles.supportHistory' },
    { path: '/SupportCenter/question', key: 'titles.supportQuestion' },
    // Filing needs a session (guests too): logged out, the form sends the player to log in first.
    {
      path: '/SupportCenter/inquiry',
      key: 'titles.login',
      finalPath: `/login?redirect=${encodeURIComponent('/SupportCenter/inquiry')}`,
    },
    { path: '/SupportCenter/feedback', key: 'titles.supportFeedback' },
  ];
  for (const r of routes) {
    test(`${r.path} → ${tr(lang, r.key)}`, async ({ page }) => {
      const response = await page.goto(brandUrl(id, r.path));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(brandUrl(id, r.finalPath ?? r.path));
      await expect(pageTitle(page)).toHaveText(tr(lang, r.key));
      await expect(page).toHaveTitle(`${tr(lang, r.key)} | ${brand.name}`);
      if (r.backHome)
        await expect(page.getByRole('link', { name: tr(lang, 'common.backHome') })).toHaveAttribute('href', '/');
    });
  }

  test.describe('unknown route', () => {
    // The server answers an unknown path with the shell and status 404, which Chromium logs.
    test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/tidal\.localhost:\d+\/no-such-page:/] });

    test('an unknown route shows the not-found page', async ({ page }) => {
      const response = await page.goto(brandUrl(id, '/no-such-page'));
      expect(response?.status()).toBe(404);
      await expect(pageTitle(page)).toHaveText(tr(lang, 'titles.notFound'));
      await expect(page.getByRole('main')).toContainText(tr(lang, 'errors.pageNotFound'));
      await expect(page.getByRole('main').getByRole('link', { name: tr(lang, 'common.backHome') })).toHaveAttribute(
        'href',
        '/',
      );
      // The shell is still the brand's.
      await expect(page.getByRole('banner').getByRole('img', { name: brand.name })).toBeVisible();
    });
  });
});

test('the language switch on tidal offers the sea languages and the choice survives a reload', async ({ page }) => {
  const id = 'tidal';
  const from: Language = 'en';
  const to: Language = 'zh-CN';
  const game = seedGamesOf(id)[0]!;
  expect(game.texts[to], 'the seed has a zh-CN title to show').toBeDefined();
  await page.goto(brandUrl(id, '/'));
  await expect(page.locator('html')).toHaveAttribute('lang', from);
  const grid = page.getByRole('region', { name: tr(from, 'home.gridTitle') });
  await expect(grid.getByRole('heading', { name: titleIn(game, from), exact: true })).toBeVisible();

  const switcher = page.getByRole('banner').getByRole('button', { name: tr(from, 'nav.language'), exact: true });
  await expect(switcher).toHaveAttribute('aria-expanded', 'false');
  await switcher.click();
  await expect(switcher).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('list', { name: tr(from, 'nav.language') });
  const options = menu.getByRole('button');
  const offered = AREA_LANGUAGES[seedBrand(id).defaultArea];
  expect(await options.allInnerTexts()).toEqual(offered.map((l) => LANGUAGE_NAMES[l]));
  await expect(menu.getByRole('button', { name: LANGUAGE_NAMES[from] })).toHaveAttribute('aria-current', 'true');

  await menu.getByRole('button', { name: LANGUAGE_NAMES[to], exact: true }).click();
  await expect(menu).toBeHidden();
  const expectTarget = async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', to);
    await expect(page.getByRole('banner').getByRole('button', { name: tr(to, 'nav.menu'), exact: true })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: tr(to, 'nav.language'), exact: true }),
    ).toBeVisible();
    const zhGrid = page.getByRole('region', { name: tr(to, 'home.gridTitle') });
    await expect(zhGrid.getByRole('heading', { level: 2 })).toHaveText(tr(to, 'home.gridTitle'));
    // Game texts come from the API in the new language.
    await expect(zhGrid.getByRole('heading', { name: titleIn(game, to), exact: true })).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: tr(to, 'footer.privacy'), exact: true }),
    ).toBeVisible();
  };
  await expectTarget();
  expect(await page.evaluate(() => sessionStorage.getItem('self_lang'))).toBe(to);

  await page.reload();
  await expectTarget();
  await expect(page.getByRole('banner').getByRole('button', { name: tr(from, 'nav.menu'), exact: true })).toHaveCount(
    0,
  );
});
