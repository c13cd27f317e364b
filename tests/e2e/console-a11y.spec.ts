// The staff console for everyone: axe-core (WCAG 2.0/2.1 A and AA, 2.2 AA) on every
// console page, on a 1366 px desktop and a 390 px phone, failing on any serious or critical
// violation or a page without exactly one h1; the document never scrolls sideways there; player
// text (an Arabic inquiry) carries its language and lays out right to left; the audit log speaks
// in words and names; focus lands on a sensible control after Resolve and after a dialog closes;
// the brand editor refuses a colour no text can be read on, with the real contrast ratio in its
// preview.
// The console's own languages (packages/locales/console) are en, ja, ko, zh-CN and zh-TW: none is
// right to left, so Arabic is tested as player text inside the English console.
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths } from '../../packages/contract/src/paths';
import { DARK_TEXT, contrastRatio } from '../../packages/contract/src/colors';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff';
import { ct, expect, freshPlayer, gameWithId, hostOf, PORT, seedBrand, test, toast } from './fixtures';

test.describe.configure({ mode: 'parallel' });

const CONSOLE = `http://127.0.0.1:${PORT}/console`;
const API = `http://127.0.0.1:${PORT}/api`;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

const admin = (() => {
  const s = DEMO_STAFF.find((x) => x.role === 'admin');
  if (!s) throw new Error('no demo admin');
  return s;
})();

interface Finding {
  page: string;
  rule: string;
  impact: string;
  nodes: number;
  targets: string[];
}

/** Serious and critical axe violations of the page as it is now. */
async function axeFindings(page: Page, name: string): Promise<Finding[]> {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      page: name,
      rule: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 4).map((n) => n.target.join(' ')),
    }));
}

/** How far the document scrolls sideways (0 when it fits), and the widest element that sticks out. */
async function sidewaysOverflow(page: Page): Promise<{ overflow: number; culprit: string }> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const overflow = doc.scrollWidth - doc.clientWidth;
    let culprit = '';
    if (overflow > 0) {
      let widest = 0;
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const r = el.getBoundingClientRect();
        if (r.right > widest && r.right > doc.clientWidth) {
          widest = r.right;
          culprit = `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ').join('.')}`;
        }
      }
    }
    return { overflow, culprit };
  });
}

/** Files an inquiry in Arabic (vela's site in the eru area), as a player would, answering its id and title. */
async function arabicInquiry(
  request: APIRequestContext,
  tag: string,
): Promise<{ inquiryId: number; title: string; content: string }> {
  const brandId = 'vela';
  const player = await freshPlayer(request, brandId, 'ar');
  const token = player.login.token;
  const { api: game } = await gameWithId(request, brandId, 'nebula-voyagers', 'en');
  const q = (extra: Record<string, string | number>) =>
    new URLSearchParams({
      domain_area: 'eru',
      spec_lang: 'ar',
      ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])),
    }).toString();
  const get = async <T>(apiPath: string, extra: Record<string, string | number>) => {
    const res = await request.get(`${API}${apiPath}?${q(extra)}`, {
      headers: { ...hostOf(brandId), authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { code: number; msg: string; data: T };
    expect(body.code, `${apiPath}: ${body.msg}`).toBe(0);
    return body.data;
  };
  const areas = await get<{ gameAreaId: string }[]>(apiPaths.gameAreas, { clientId: game.id });
  const servers = await get<{ serverId: string }[]>(apiPaths.gameServers, {
    clientId: game.id,
    gameAreaId: areas[0]!.gameAreaId,
  });
  const types = await get<{ id: number }[]>(apiPaths.inquiryTypes, { clientId: game.id });
  const title = `لم تصل مكافأة الحدث ${tag}`;
  const content = 'انتهى الحدث مساء أمس ولم تصل المكافأة إلى صندوق البريد حتى الآن.';
  const raw = JSON.stringify({
    gameId: game.id,
    gameAreaId: areas[0]!.gameAreaId,
    serverId: servers[0]!.serverId,
    roleId: '',
    roleName: 'فارس الصحراء',
    queryType: types[0]!.id,
    title,
    content,
    attachments: [],
    email: 'arabic-player@players.example',
    agreements: { terms: true, userAgreement: true, privacy: true },
  });
  const { signRequest } = await import('../../packages/contract/src/signature');
  const res = await request.post(`${API}${apiPaths.inquiries}?${q({})}`, {
    headers: {
      ...hostOf(brandId),
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(await signRequest({ method: 'POST', path: apiPaths.inquiries, body: raw, token })),
    },
    data: raw,
  });
  const body = (await res.json()) as { code: number; msg: string; data: { inquiryId: number } };
  expect(body.code, body.msg).toBe(0);
  return { inquiryId: body.data.inquiryId, title, content };
}

/** The queue's table fits its frame (no column cut off, no sideways scroll), its Arabic title marked. */
async function expectQueueFits(page: Page, arabicTitle: string) {
  const table = page.getByRole('table', { name: ct('queue.listLabel'), exact: true });
  await expect(table.getByRole('link', { name: arabicTitle, exact: true })).toHaveAttribute('lang', 'ar');
  await expect(table.getByRole('link', { name: arabicTitle, exact: true })).toHaveAttribute('dir', 'rtl');
  const region = page.getByRole('region', { name: ct('queue.listLabel'), exact: true });
  const fit = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(fit.scroll, 'the queue scrolls sideways inside its frame').toBeLessThanOrEqual(fit.client);
}

/** The Arabic inquiry's title and message carry their language and read right to left in the English console. */
async function expectArabicLaidOutRightToLeft(page: Page, inquiry: { title: string; content: string }) {
  const title = page.getByRole('heading', { level: 1 }).locator('[lang="ar"]');
  await expect(title).toHaveText(inquiry.title);
  await expect(title).toHaveAttribute('dir', 'rtl');
  expect(await title.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  const message = page.locator('.c-msg__body', { hasText: inquiry.content });
  await expect(message).toHaveAttribute('lang', 'ar');
  expect(await message.evaluate((el) => [getComputedStyle(el).direction, getComputedStyle(el).textAlign])).toEqual([
    'rtl',
    'start',
  ]);
  // The console around it stays left to right, in English.
  expect(await page.evaluate(() => [document.documentElement.lang, getComputedStyle(document.body).direction])).toEqual(
    ['en', 'ltr'],
  );
  await test.info().attach(`arabic-inquiry-${page.viewportSize()?.width}.png`, {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
}

async function consoleLogin(page: Page) {
  await page.goto(`${CONSOLE}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ct('login.title'));
  await page.getByLabel(ct('login.email'), { exact: true }).fill(admin.email);
  await page.getByLabel(ct('login.password'), { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: ct('login.submit'), exact: true }).click();
  await expect(page.getByRole('banner')).toContainText(
    ct('topbar.account', { name: admin.name, role: ct('role.admin') }),
  );
}

/** Opens a console page and waits until it has drawn its data (a heading, nothing loading). */
async function open(page: Page, pathname: string) {
  await page.goto(`${CONSOLE}${pathname}`);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"], main .c-loading')).toHaveCount(0, { timeout: 10_000 });
}

for (const [label, viewport] of [
  ['desktop 1366', DESKTOP],
  ['phone 390', PHONE],
] as const) {
  test(`every console page on a ${label}: no serious or critical axe violation, no sideways scroll`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const tag = randomBytes(3).toString('hex');
    const inquiry = await arabicInquiry(request, tag);
    const findings: Finding[] = [];
    const overflows: string[] = [];
    const headings: string[] = [];
    const check = async (name: string) => {
      findings.push(...(await axeFindings(page, name)));
      // One title per page, as on the player site.
      const h1s = await page.locator('h1').count();
      if (h1s !== 1) headings.push(`${name}: ${h1s} h1`);
      const o = await sidewaysOverflow(page);
      if (o.overflow > 0) overflows.push(`${name}: ${o.overflow}px (${o.culprit})`);
    };

    await page.goto(`${CONSOLE}/login`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ct('login.title'));
    await check('login');
    await consoleLogin(page);
    const games = await request.get(`${API}/games/simple`, { headers: hostOf('nova') });
    const gameId = ((await games.json()) as { data: { id: number }[] }).data[0]!.id;
    const pages: [string, string][] = [
      ['queue', '/'],
      ['inquiry (Arabic)', `/inquiries/${inquiry.inquiryId}`],
      ['canned replies', '/canned-replies'],
      ['account and 2FA', '/security'],
      ['reports', '/reports'],
      ['brands', '/admin/brands'],
      ['brand editor', '/admin/brands?brand=nova'],
      ['games', '/admin/games'],
      ['new game', '/admin/games/new?brand=nova'],
      ['game details', `/admin/games/${gameId}`],
      ['game artwork', `/admin/games/${gameId}/artwork`],
      ['game FAQs', `/admin/games/${gameId}/faqs`],
      ['game categories', `/admin/games/${gameId}/categories`],
      ['game fields', `/admin/games/${gameId}/fields`],
      ['game regions and servers', `/admin/games/${gameId}/regions`],
      ['staff', '/admin/staff'],
      ['SLAs', '/admin/sla'],
      ['rules', '/admin/rules'],
      ['macros', '/admin/macros'],
      ['audit log', '/admin/audit'],
      ['not found', '/no-such-page'],
    ];
    for (const [name, pathname] of pages) {
      await open(page, pathname);
      await check(name);
      if (name === 'queue') await expectQueueFits(page, inquiry.title);
      if (name === 'inquiry (Arabic)') await expectArabicLaidOutRightToLeft(page, inquiry);
    }
    // The dark theme (the console follows the system's): the pages with the most colour.
    if (viewport === DESKTOP) {
      await page.emulateMedia({ colorScheme: 'dark' });
      for (const [name, pathname] of pages.filter(([n]) =>
        ['queue', 'inquiry (Arabic)', 'brand editor', 'reports', 'audit log'].includes(n),
      )) {
        await open(page, pathname);
        await check(`${name}, dark`);
      }
    }
    const nodes = findings.reduce((n, f) => n + f.nodes, 0);
    test
      .info()
      .annotations.push({ type: 'axe', description: `${label}: ${findings.length} violations, ${nodes} elements` });
    console.log(`[console axe ${label}] ${findings.length} serious/critical violations on ${nodes} elements`);
    for (const f of findings) console.log(`  ${f.page}: ${f.rule} (${f.impact}) x${f.nodes} ${f.targets.join(' | ')}`);
    for (const o of overflows) console.log(`  overflow ${o}`);
    expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
    expect(overflows).toEqual([]);
    expect(headings, 'console pages without exactly one h1').toEqual([]);
  });
}

test('the queue fits a 1280 px laptop too, and on a phone the navigation folds behind Menu', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const inquiry = await arabicInquiry(request, randomBytes(3).toString('hex'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await consoleLogin(page);
  await open(page, '/');
  await expectQueueFits(page, inquiry.title);
  await test.info().attach('queue-1280.png', { body: await page.screenshot(), contentType: 'image/png' });

  await page.setViewportSize(PHONE);
  const nav = page.getByRole('navigation', { name: ct('nav.label'), exact: true });
  const menu = page.getByRole('button', { name: ct('nav.menu'), exact: true });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  // Each queue row is a stacked card: still a row of the table, its cells named by their columns.
  const row = page
    .getByRole('table', { name: ct('queue.listLabel'), exact: true })
    .getByRole('row')
    .filter({ hasText: inquiry.title });
  await expect(row.locator(`td[data-label="${ct('queue.colStatus')}"]`)).toBeVisible();
  await test
    .info()
    .attach('queue-390.png', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: ct('nav.reports'), exact: true })).toBeVisible();
  const target = await nav.getByRole('link', { name: ct('nav.queue'), exact: true }).boundingBox();
  expect(target?.height ?? 0, 'a 44 px touch target').toBeGreaterThanOrEqual(44);
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
  await menu.click();
  await nav.getByRole('link', { name: ct('nav.reports'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ct('reports.title'));
  await expect(nav).toBeHidden();
  expect((await sidewaysOverflow(page)).overflow).toBe(0);
});

test('focus after Resolve, Reopen and Assign to me stays on the actions; the audit log then reads in words and names', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const inquiry = await arabicInquiry(request, randomBytes(3).toString('hex'));
  await consoleLogin(page);
  await open(page, `/inquiries/${inquiry.inquiryId}`);
  const actions = page.getByRole('group', { name: ct('inquiry.actions'), exact: true });
  await actions.getByRole('button', { name: ct('inquiry.assignMe'), exact: true }).click();
  await expect(toast(page, ct('inquiry.assigned'))).toBeVisible();
  await expect(actions.getByLabel(ct('inquiry.assignedTo'), { exact: true })).toBeFocused();
  await actions.getByRole('button', { name: ct('inquiry.resolve'), exact: true }).click();
  await expect(toast(page, ct('inquiry.resolved'))).toBeVisible();
  await expect(actions.getByRole('button', { name: ct('inquiry.reopen'), exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, ct('inquiry.reopened'))).toBeVisible();
  await expect(actions.getByRole('button', { name: ct('inquiry.resolve'), exact: true })).toBeFocused();

  // The audit log of this inquiry: actions, statuses and people in words, never "1 → 2" or "null".
  await open(page, `/admin/audit?targetType=inquiry&targetId=${inquiry.inquiryId}`);
  const log = page.getByRole('table', { name: ct('audit.title'), exact: true });
  const assigned = log
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: ct('audit.actions.inquiryAssigned'), exact: true }) });
  await expect(assigned).toHaveCount(1);
  await expect(assigned.getByRole('row').filter({ hasText: ct('audit.fields.assignedTo') })).toContainText(
    ct('queue.unassigned'),
  );
  await expect(assigned.getByRole('row').filter({ hasText: ct('audit.fields.assignedTo') })).toContainText(admin.name);
  const resolved = log
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: ct('audit.actions.inquiryResolved'), exact: true }) });
  await expect(resolved.getByRole('row').filter({ hasText: ct('audit.fields.status') })).toContainText(
    ct('status.awaitingRating'),
  );
  const opened = log
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: ct('audit.actions.inquiryOpened'), exact: true }) });
  await expect(opened.getByRole('row').filter({ hasText: ct('audit.fields.status') })).toContainText(
    `${ct('status.new')}${ct('status.processing')}`,
  );
  const cells = await log.locator('.c-diff__table tbody td').allTextContents();
  expect(cells.filter((c) => /^(null|\d)$/.test(c.trim()))).toEqual([]);
  await expect(log.getByRole('link', { name: `#${inquiry.inquiryId}` }).first()).toBeVisible();
});

test('a confirmation returns focus to its opener when cancelled, and to the next item after a delete', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const tag = randomBytes(3).toString('hex');
  await consoleLogin(page);
  await open(page, '/canned-replies');
  await page.getByRole('main').getByLabel(ct('canned.brand'), { exact: true }).first().selectOption('lumen');
  // A reply of this test's own (lumen, English), so the seeded ones other tests use stay.
  for (const title of [`Focus check ${tag}`, `Focus next ${tag}`]) {
    await page.getByRole('button', { name: ct('canned.new'), exact: true }).click();
    const editor = page.getByRole('form', { name: ct('canned.newHeading'), exact: true });
    await editor.getByLabel(ct('canned.brand'), { exact: true }).selectOption('lumen');
    await editor.getByLabel(ct('canned.lang'), { exact: true }).selectOption('en');
    await editor.getByLabel(ct('canned.fieldTitle'), { exact: true }).fill(title);
    await editor
      .getByLabel(ct('canned.fieldBody'), { exact: true })
      .fill('Thank you for waiting; we are looking into it.');
    await editor.getByRole('button', { name: ct('app.save'), exact: true }).click();
    await expect(editor).toHaveCount(0);
    // The editor closed: focus is back on the button that opened it.
    await expect(page.getByRole('button', { name: ct('canned.new'), exact: true })).toBeFocused();
  }
  const remove = page.getByRole('button', { name: `${ct('canned.delete')}: Focus check ${tag}`, exact: true });
  await remove.click();
  const box = page.getByRole('alertdialog');
  await expect(box.getByRole('button', { name: ct('app.cancel'), exact: true })).toBeFocused();
  await box.getByRole('button', { name: ct('app.cancel'), exact: true }).click();
  await expect(box).toHaveCount(0);
  await expect(remove).toBeFocused();
  await remove.click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: ct('canned.deleteConfirm'), exact: true })
    .click();
  await expect(remove).toHaveCount(0);
  // Its row went with it: focus is on the other reply's first control, not the page's body.
  await expect(
    page.getByRole('button', { name: `${ct('canned.edit')}: Focus next ${tag}`, exact: true }),
  ).toBeFocused();
});

test('the brand editor refuses a colour no text can be read on, and its preview shows the real ratio of the text players get', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const brand = seedBrand('lumen');
  await consoleLogin(page);
  await open(page, '/admin/brands?brand=lumen');
  const form = page.getByRole('form', { name: new RegExp(`^${brand.name}\\b`) });
  const hex = form.getByLabel(ct('admin.brand.mainColor'), { exact: true });
  const preview = form.getByTestId('brand-contrast');
  // jade's green: white text would be 2.53:1; the rule picks dark text, and the preview says so with its ratio.
  await hex.fill('#00b894');
  const jade = contrastRatio(DARK_TEXT, '#00b894');
  await expect(preview).toHaveText(
    ct('admin.brand.contrastDark', { ratio: (Math.floor(jade * 100) / 100).toFixed(2) }),
  );
  await expect(preview).toHaveAttribute('data-ink', DARK_TEXT);
  // A mid grey: white 4.48:1, dark 4.1:1. The preview warns, and saving is refused in the field, without a request.
  await hex.fill('#777777');
  await expect(preview).toContainText(ct('admin.brand.contrastLow'));
  let sent = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/staff/admin/brands/')) sent = true;
  });
  await form.getByRole('button', { name: ct('app.save'), exact: true }).click();
  await expect(form.getByText(ct('admin.brandErrors.contrast'), { exact: true })).toBeVisible();
  await expect(hex).toHaveAttribute('aria-invalid', 'true');
  await expect(hex).toBeFocused();
  expect(sent).toBe(false);
});
