// States a player understands: a data call that fails shows the page's own words in the
// page's language with a retry that works; a page that does not exist is a real not-found page
// (heading, a helpful sentence, the ways home, 404, noindex); an empty history says what to do
// next; a toast shows above the side panel's backdrop and is announced; a guest finds, in the same
// browser, what they filed. Looked at on nova (desktop) and vela (Arabic, phone).
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { Language } from '../../packages/contract/src/areas';
import { TOAST_MS } from '../../packages/contract/src/constants';
import { apiPaths } from '../../packages/contract/src/paths';
import { staffPaths } from '../../packages/contract/src/staff';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff';
import {
  apiLogin,
  brandUrl,
  defaultLangOf,
  expect,
  freshPlayer,
  gameWithId,
  hostOf,
  pageTitle,
  PORT,
  plantSession,
  signedPost,
  test,
  toast,
  tr,
} from './fixtures';

test.describe.configure({ mode: 'parallel' });

const API = `http://127.0.0.1:${PORT}`;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The answer a server gives when it fails: the envelope with its own (English) word. */
const FAILED = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ code: 5000, msg: 'internal', data: null }),
};

/**
 * The server rendered the page but its data call failed: the page it sends says so (incomplete),
 * and the browser asks again. Here the server's page is marked incomplete and the browser's call
 * fails too, as when the API is down.
 */
/** No serious or critical WCAG 2.2 A/AA violation on the page as it is now (axe-core). */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** The brightest channel value of a PNG, read on a canvas in a blank page of the same browser. */
async function brightest(context: BrowserContext, png: Buffer): Promise<number> {
  const blank = await context.newPage();
  try {
    return await blank.evaluate(
      async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = new OffscreenCanvas(img.width, img.height);
        const g = canvas.getContext('2d')!;
        g.drawImage(img, 0, 0);
        const { data } = g.getImageData(0, 0, img.width, img.height);
        let max = 0;
        for (let i = 0; i < data.length; i += 4) max = Math.max(max, Math.min(data[i]!, data[i + 1]!, data[i + 2]!));
        return max;
      },
      `data:image/png;base64,${png.toString('base64')}`,
    );
  } finally {
    await blank.close();
  }
}

async function failGamesCall(page: Page, brandId: string, pagePath = '/', apiPath: string = apiPaths.gamesSimple) {
  await page.route(
    (url) => url.pathname === pagePath,
    async (route) => {
      const { pathname, search } = new URL(route.request().url());
      const res = await route.fetch({
        url: `${API}${pathname}${search}`,
        headers: { ...route.request().headers(), ...hostOf(brandId) },
      });
      const body = (await res.text()).replace('"complete":true', '"complete":false');
      await route.fulfill({ response: res, body });
    },
  );
  await page.route(`**/api${apiPath}?*`, (route) => route.fulfill(FAILED));
}

for (const [brandId, phone, chosen] of [
  ['nova', false, null],
  ['vela', true, 'ar'],
] as const) {
  test.describe(`${brandId} ${phone ? 'phone' : 'desktop'}${chosen ? ` in ${chosen}` : ''}`, () => {
    const lang: Language = chosen ?? defaultLangOf(brandId);
    /** The brand's page, in the language the test chose (spec_lang, as a link from a game names it). */
    const at = (pathname: string) =>
      `${brandUrl(brandId, pathname)}${chosen ? `${pathname.includes('?') ? '&' : '?'}domain_area=eru&spec_lang=${chosen}` : ''}`;
    if (phone) test.use(PHONE);
    // The failed games call and the not-found pages' 404s are logged by Chromium.
    test.use({ allowedConsoleErrors: [/status of (500 \(Internal Server Error\)|404 \(Not Found\))/] });

    test("front page: a failed games call is said in the page's words, with a retry that works", async ({
      page,
    }, info) => {
      await failGamesCall(page, brandId);
      await page.goto(at('/'));
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toContainText(tr(lang, 'errors.internal'));
      await expect(page.getByRole('main')).not.toContainText(/\binternal\b/);
      // No empty room where the carousel would be: the message comes right under the bar.
      await expect(page.locator('.gh-bleed')).toHaveCount(0);
      const box = await alert.boundingBox();
      expect(box!.y).toBeLessThan(phone ? 300 : 260);
      await page.screenshot({ path: info.outputPath(`front-failed-${brandId}.png`) });
      await expectAccessible(page);

      await page.unroute(`**/api${apiPaths.gamesSimple}?*`);
      await alert.getByRole('button', { name: tr(lang, 'common.retry'), exact: true }).click();
      await expect(page.locator('.gh-grid article.gh-card').first()).toBeVisible();
      await expect(page.locator('.gh-bleed')).toHaveCount(1);
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    });

    test("game details, FAQ and history: a failed call is said in the page's words with a retry, never a raw code", async ({
      page,
      request,
    }) => {
      // A game this page lists (in the area the test chose).
      const listed = await request.get(
        `${API}/api${apiPaths.gamesAll}?spec_lang=${lang}${chosen ? '&domain_area=eru' : ''}`,
        { headers: hostOf(brandId) },
      );
      const game = ((await listed.json()) as { data: { id: number }[] }).data[0]!;
      const expectFailure = async () => {
        const alert = page.getByRole('main').getByRole('alert');
        await expect(alert).toContainText(tr(lang, 'errors.internal'));
        await expect(alert.getByRole('button', { name: tr(lang, 'common.retry'), exact: true })).toBeVisible();
        await expect(page.getByRole('main')).not.toContainText(/\binternal\b|5000/);
      };
      await failGamesCall(page, brandId, '/GamesDetails', apiPaths.gamesAll);
      await page.goto(at(`/GamesDetails?id=${game.id}`));
      await expectFailure();
      await page.unrouteAll();

      await failGamesCall(page, brandId, '/SupportCenter/faq', apiPaths.faqs);
      await page.goto(at(`/SupportCenter/faq?clientId=${game.id}`));
      await expectFailure();
      await page.unroute(`**/api${apiPaths.faqs}?*`);
      await page
        .getByRole('main')
        .getByRole('alert')
        .getByRole('button', { name: tr(lang, 'common.retry'), exact: true })
        .click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      await page.unrouteAll();

      const { login } = await freshPlayer(request, brandId, 'fail');
      await plantSession(page, brandId, login);
      await page.route(`**/api${apiPaths.inquiryList}?*`, (route) => route.fulfill(FAILED));
      await page.goto(at('/SupportCenter/history'));
      await expectFailure();
    });

    test('an unknown path is a real not-found page: heading, a sentence, the ways on, 404, noindex', async ({
      page,
    }, info) => {
      const res = await page.goto(at('/no/such/page'));
      expect(res!.status()).toBe(404);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(pageTitle(page)).toHaveText(tr(lang, 'titles.notFound'));
      await expect(page.locator('h1')).toHaveCount(1);
      const main = page.getByRole('main');
      await expect(main).toContainText(tr(lang, 'states.notFound.hint'));
      await expect(main.getByRole('button', { name: tr(lang, 'common.retry') })).toHaveCount(0);
      await page.screenshot({ path: info.outputPath(`not-found-${brandId}.png`) });
      await expectAccessible(page);
      await main.getByRole('link', { name: tr(lang, 'nav.allGames'), exact: true }).click();
      await expect(page).toHaveURL(/\/games$/);
    });

    test('a notice the brand does not offer is the not-found page, not "not found" with a retry', async ({
      page,
      request,
    }) => {
      // A notice this brand does not have (asked of the API, not assumed).
      let slug = '';
      for (const candidate of ['commercial-transactions', 'privacy', 'terms']) {
        const answer = await request.get(`${API}/api/site/notices/${candidate}`, { headers: hostOf(brandId) });
        if (answer.status() === 404) {
          slug = candidate;
          break;
        }
      }
      test.skip(slug === '', 'this brand offers every notice');
      const res = await page.goto(at(`/notice/${slug}`));
      expect(res!.status()).toBe(404);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(pageTitle(page)).toHaveText(tr(lang, 'titles.notFound'));
      await expect(page.locator('h1')).toHaveCount(1);
      const main = page.getByRole('main');
      await expect(main).toContainText(tr(lang, 'states.notFound.hint'));
      await expect(main.getByRole('button', { name: tr(lang, 'common.retry') })).toHaveCount(0);
      await main.getByRole('link', { name: tr(lang, 'common.backHome'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`^${brandUrl(brandId, '/')}(\\?|$)`));
    });

    test('an empty history says what to do next and links to filing an inquiry', async ({ page, request }, info) => {
      const { login } = await freshPlayer(request, brandId, 'empty');
      await plantSession(page, brandId, login);
      await page.goto(at('/SupportCenter/history'));
      const main = page.getByRole('main');
      await expect(main.getByText(tr(lang, 'support.history.emptyTitle'), { exact: true })).toBeVisible();
      await expect(main).toContainText(tr(lang, 'support.history.emptyHint'));
      await expect(main).not.toContainText(tr(lang, 'errors.noData'));
      await page.screenshot({ path: info.outputPath(`history-empty-${brandId}.png`) });
      await expectAccessible(page);
      await main.getByRole('link', { name: tr(lang, 'support.actions.inquiry'), exact: true }).click();
      await expect(page).toHaveURL(/\/SupportCenter\/game/);
    });

    test('the logout toast shows above the side panel and its backdrop, and is announced', async ({
      page,
      request,
    }, info) => {
      const { login } = await freshPlayer(request, brandId, 'toast');
      await plantSession(page, brandId, login);
      // The toast leaves after TOAST_MS on the page's clock: that clock stands still from the click
      // until the checks are done, so a slow machine cannot lose the toast before its screenshot.
      await page.clock.install();
      await page.goto(at('/games'));
      await page
        .getByRole('banner')
        .getByRole('button', { name: tr(lang, 'nav.menu'), exact: true })
        .click();
      const panel = page.getByRole('dialog');
      await expect(panel).toBeVisible();
      await page.clock.pauseAt(Date.now() + 1_000);
      await panel.getByRole('button', { name: tr(lang, 'nav.logout'), exact: true }).click();
      const shown = toast(page, tr(lang, 'nav.logoutSuccess'));
      await expect(shown).toBeVisible();
      // Drawn above the panel's backdrop: its white text stays white. Under the backdrop (60 %
      // black, blurred), as before, it read as grey (at most about 110). (Hit-testing cannot tell: a modal dialog
      // makes everything else inert, and toasts let clicks through anyway.)
      const shot = await shown.screenshot();
      expect(await brightest(page.context(), shot)).toBeGreaterThan(180);
      // Announced: it is in the accessibility tree while the modal panel makes the rest inert.
      await expect(page.getByRole('status').filter({ hasText: tr(lang, 'nav.logoutSuccess') })).toHaveCount(1);
      await page.screenshot({ path: info.outputPath(`toast-over-panel-${brandId}.png`) });
      // And it still leaves once its time is up.
      await page.clock.runFor(TOAST_MS);
      await expect(shown).toHaveCount(0);
    });
  });
}

test('a guest files, is told when and where the reply comes, finds it in My inquiries with the reply dot, and opens it', async ({
  page,
  request,
}, info) => {
  const brandId = 'nova';
  const lang = defaultLangOf(brandId);
  await page.goto(brandUrl(brandId, '/login'));
  await page
    .getByRole('main')
    .getByRole('button', { name: tr(lang, 'auth.continueAsGuest'), exact: true })
    .click();
  // Says what happened: continuing as a guest is not logging in.
  await expect(toast(page, tr(lang, 'auth.guestSuccess'))).toBeVisible();
  await expect(page).toHaveURL(brandUrl(brandId, '/'));

  // Files through the form, as the guest.
  const { api: game } = await gameWithId(request, brandId, 'crown-of-ashes', lang);
  await page.goto(brandUrl(brandId, `/SupportCenter/inquiry?clientId=${game.id}`));
  const form = page.getByRole('main').locator('form');
  for (const label of ['support.form.region', 'support.form.server']) {
    const select = form.getByLabel(tr(lang, label), { exact: true });
    await expect(select).toBeEnabled();
    await select.selectOption({ index: 1 });
  }
  await form.getByLabel(tr(lang, 'support.form.roleName'), { exact: true }).fill('Wanderer');
  const category = form.getByLabel(tr(lang, 'support.form.category'), { exact: true });
  await expect(category).toBeEnabled();
  await category.selectOption({ index: 1 });
  const title = `Guest inquiry ${Date.now().toString(36)}`;
  await form.getByLabel(tr(lang, 'support.form.title'), { exact: true }).fill(title);
  await form
    .getByLabel(tr(lang, 'support.form.content'), { exact: true })
    .fill('The item I bought as a guest is not in my bag. Please check it.');
  const email = `guest-${Date.now().toString(36)}@players.example`;
  await form.getByLabel(tr(lang, 'support.form.email'), { exact: true }).fill(email);
  await form.getByRole('checkbox', { name: tr(lang, 'support.form.agreeAll') }).check();
  const filed = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api${apiPaths.inquiries}`,
  );
  await form.getByRole('button', { name: tr(lang, 'support.form.submit'), exact: true }).click();

  // Received: its number, when a reply may come (the hours to the SLA's first-response due time,
  // which depend on the hour of filing; the brand's setting without a policy) and where it arrives.
  const sent = page.getByRole('main').getByRole('region', { name: tr(lang, 'support.sent.title') });
  await expect(sent).toBeVisible();
  await expect(sent.getByRole('heading', { level: 2 })).toBeFocused();
  const { expectedReply } = (
    (await (await filed).json()) as { data: { expectedReply: { withinHours: number; by: string } } }
  ).data;
  const hours = expectedReply.withinHours;
  expect(Date.parse(expectedReply.by)).toBeGreaterThan(Date.now());
  expect(Date.parse(expectedReply.by)).toBeLessThanOrEqual(Date.now() + hours * 3_600_000);
  const days = hours >= 48 && hours % 24 === 0;
  const time = new Intl.NumberFormat(lang, { style: 'unit', unit: days ? 'day' : 'hour', unitDisplay: 'long' }).format(
    days ? hours / 24 : hours,
  );
  await expect(sent).toContainText(tr(lang, 'common.replyExpected', { time }));
  // And that moment on the player's own clock, formatted by the browser as the page does.
  const date = await page.evaluate(
    ([by, l]) =>
      new Intl.DateTimeFormat(l, {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(new Date(by!)),
    [expectedReply.by, lang],
  );
  await expect(sent).toContainText(tr(lang, 'support.sent.expectBy', { date }));
  await expect(sent).toContainText(tr(lang, 'support.sent.whereSite'));
  await expect(sent).toContainText(tr(lang, 'support.sent.whereMail', { email: `\u2068${email}\u2069` }));
  await page.screenshot({ path: info.outputPath('inquiry-sent.png') });
  await expectAccessible(page);
  const number = await sent.locator('.gh-sent__number').textContent();
  const inquiryId = Number(/\d+/.exec(number ?? '')?.[0]);
  expect(inquiryId).toBeGreaterThan(0);
  expect(number).toBe(tr(lang, 'support.feedback.number', { id: inquiryId }));

  // An agent answers: the guest's My inquiries shows it, with the reply dot.
  await agentReplies(request, brandId, inquiryId, 'We have restored the item to your bag.');
  await sent.getByRole('link', { name: tr(lang, 'support.actions.history'), exact: true }).click();
  await expect(page).toHaveURL(/\/SupportCenter\/history$/);
  const main = page.getByRole('main');
  await expect(main.getByText(tr(lang, 'support.history.loginFirst'))).toHaveCount(0);
  await expect(main.getByRole('note')).toHaveText(tr(lang, 'support.history.guestNote'));
  const row = main.getByRole('link', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(tr(lang, 'support.history.unread'));
  await expect(row.locator('.gh-history__dot')).toHaveCount(1);
  await page.screenshot({ path: info.outputPath('guest-history.png') });
  await expectAccessible(page);
  // The row's name reads its parts apart (title, game, date), not run together.
  expect(await row.evaluate((el) => el.textContent ?? '')).toContain(`${title}, `);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`inquiryId=${inquiryId}`));
  await expect(main.getByText('We have restored the item to your bag.')).toBeVisible();

  // Another guest (another browser) does not see it.
  const other = await apiLogin(request, brandId, 'guest');
  const list = await request.get(`${API}/api${apiPaths.inquiryList}?spec_lang=${lang}`, {
    headers: { ...hostOf(brandId), authorization: `Bearer ${other.token}` },
  });
  expect((await list.json()).data.total).toBe(0);
});

/** An agent's reply, as the console sends it: staff login, then POST /staff/inquiries/:id/reply. */
async function agentReplies(request: APIRequestContext, brandId: string, inquiryId: number, content: string) {
  const agent = DEMO_STAFF.find((s) => s.role === 'agent' && (s.brands as readonly string[]).includes(brandId))!;
  const login = await signedPost<{ token: string }>(request, brandId, staffPaths.login, {
    email: agent.email,
    password: agent.password,
  });
  expect(login.body.code, login.body.msg).toBe(0);
  const reply = await signedPost<null>(
    request,
    brandId,
    staffPaths.reply.replace(':inquiryId', String(inquiryId)),
    { content },
    login.body.data.token,
  );
  expect(reply.body.code, reply.body.msg).toBe(0);
}
