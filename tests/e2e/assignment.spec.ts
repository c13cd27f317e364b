// Automatic assignment in the browser, on the south-east Asian brand lumen. Both tests
// set the demo agent who reads Thai (agent.sea) online and offline, so they live in this one file
// and run one after the other in one worker: in two files, run in parallel, one could file a Thai
// inquiry while the other has that agent online.
//
// 1. A player files a payment inquiry in Thai while every agent is offline, so it waits; the agent
// who reads Thai signs in to the console and sets themself online from the top bar (a labelled
// select, reached and changed from the keyboard, once it has loaded), and the inquiry is theirs at
// once; the availability stays in the top bar on every page. The agent on the same brands who reads
// no Thai never gets it.
//
// 2. A queue that runs itself, through the real pages: an admin adds a payment field (a receipt
// number, labelled in every language of the game's area) and a rule (when a Thai payment inquiry
// with this run's receipt number is filed: a tag of this run and high priority, previewed first);
// the agent who reads Thai is online, the other sea agent is not; a new player with the site in Thai
// files a payment inquiry, the form asks for the order id and the new field in Thai and refuses them
// empty in Thai; the inquiry is the Thai agent's at once, tagged and prioritised by the rule, with
// the values given; the agent applies a macro on the inquiry's page and its Thai reply reaches the
// player's page. The rule is narrowed to this run's receipt number, so the other specs' inquiries on
// lumen are never touched; the rule, the field and the agent's availability are put back in a
// finally block.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths, webPaths } from '../../packages/contract/src/paths';
import { staffPaths } from '../../packages/contract/src/staff';
import { rulesPaths } from '../../packages/contract/src/rules';
import { fieldPaths } from '../../packages/contract/src/fields';
import { AGENT_CAPACITY_MAX, assignmentPaths } from '../../packages/contract/src/assignment';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff';
import {
  apiGet,
  brandUrl,
  conversationMessages,
  ct,
  expect,
  freshPlayer,
  pageTitle,
  plantSession,
  PORT,
  seedGamesOf,
  signedPost,
  test,
  titleIn,
  toast,
  tr,
} from './fixtures';

const CONSOLE = `http://127.0.0.1:${PORT}/console`;
const API = `http://127.0.0.1:${PORT}/api`;
const BRAND = 'lumen';
const LANG = 'th' as const;
const ADMIN = DEMO_STAFF.find((s) => s.role === 'admin')!;
const THAI_READER = DEMO_STAFF.find((s) => s.email === 'agent.sea@guildhall.example')!;
const NO_THAI = DEMO_STAFF.find((s) => s.email === 'agent.sea2@guildhall.example')!;
/** The player's site in Thai (the locale cookie the site writes: language and area). */
const THAI = { cookie: 'gh_lang=th.sea' };
/** The game the admin adds the field to: lumen's last, which no other spec files inquiries in. */
const GAME = seedGamesOf(BRAND).at(-1)!;
const FIELD_KEY = 'receipt_no';
/** The new field's label and help in every language of the game's area (sea). */
const FIELD_TEXTS: Record<string, { label: string; help: string }> = {
  en: { label: 'Receipt number', help: 'The number printed on your receipt' },
  'zh-CN': { label: '收据编号', help: '收据上印的编号' },
  'zh-TW': { label: '收據編號', help: '收據上印的編號' },
  id: { label: 'Nomor kuitansi', help: 'Nomor yang tercetak di kuitansi Anda' },
  th: { label: 'เลขที่ใบเสร็จ', help: 'เลขที่ที่พิมพ์อยู่บนใบเสร็จของคุณ' },
  vi: { label: 'Số biên lai', help: 'Số được in trên biên lai của bạn' },
};
const PRIORITY_HIGH = 2;
/** The player's character name, which a reply's {{player}} is filled with. */
const ROLE_NAME = 'มะลิ';

/** Files an inquiry in Thai in the game's payment category (the category whose name says so). */
async function fileThaiPayment(
  request: APIRequestContext,
  token: string,
  gameId: number,
  title: string,
): Promise<number> {
  const get = async <T>(path: string, query: Record<string, string | number>) =>
    apiGet<T>(request, BRAND, path, query, token);
  const areas = await get<{ gameAreaId: string }[]>(apiPaths.gameAreas, { clientId: gameId });
  const servers = await get<{ serverId: string }[]>(apiPaths.gameServers, {
    clientId: gameId,
    gameAreaId: areas[0]!.gameAreaId,
  });
  const types = await get<{ id: number; name: string }[]>(apiPaths.inquiryTypes, { clientId: gameId });
  const payment = types.find((t) => /payment/i.test(t.name));
  expect(payment, 'a payment category').toBeDefined();
  const res = await signedPost<{ inquiryId: number }>(
    request,
    BRAND,
    apiPaths.inquiries,
    {
      gameId,
      gameAreaId: areas[0]!.gameAreaId,
      serverId: servers[0]!.serverId,
      roleId: '',
      roleName: 'Mali',
      queryType: payment!.id,
      title,
      content: 'ฉันเติมเงิน 300 เพชรแล้ว แต่เพชรยังไม่เข้าเกมเลยค่ะ',
      attachments: [],
      email: 'thai-player@players.example',
      agreements: { terms: true, userAgreement: true, privacy: true },
    },
    token,
    THAI,
  );
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data.inquiryId;
}

async function holderOf(request: APIRequestContext, token: string, inquiryId: number): Promise<number | null> {
  const res = await request.get(`${API}${staffPaths.inquiry.replace(':inquiryId', String(inquiryId))}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { code: number; data: { inquiry: { assignedTo: number | null; lang: string } } };
  expect(body.code).toBe(0);
  expect(body.data.inquiry.lang).toBe('th');
  return body.data.inquiry.assignedTo;
}

async function staffLogin(request: APIRequestContext, who: { email: string; password: string }) {
  // From an address of its own (the e2e server trusts the proxy header), like freshPlayer: the
  // console's logins from 127.0.0.1 in every spec share one per-address limit of staff logins.
  const from = { 'x-forwarded-for': `10.${[0, 0, 0].map(() => randomBytes(1)[0]! % 250).join('.')}` };
  const res = await signedPost<{ token: string; staff: { id: number } }>(
    request,
    BRAND,
    staffPaths.login,
    { email: who.email, password: who.password },
    undefined,
    from,
  );
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data;
}

async function staffGet<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  query: Record<string, string | number> = {},
): Promise<T> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await request.get(`${API}${path}${qs ? `?${qs}` : ''}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

async function consoleLogin(page: Page, who: { email: string; password: string; name: string; role: string }) {
  await page.goto(`${CONSOLE}/`);
  await expect(page).toHaveURL(`${CONSOLE}/login`);
  await page.getByLabel(ct('login.email'), { exact: true }).fill(who.email);
  await page.getByLabel(ct('login.password'), { exact: true }).fill(who.password);
  await page.getByRole('button', { name: ct('login.submit'), exact: true }).click();
  await expect(page.getByRole('banner')).toContainText(
    ct('topbar.account', { name: who.name, role: ct(`role.${who.role}`) }),
  );
}

const setPresence = (request: APIRequestContext, token: string, presence: 'online' | 'offline') =>
  signedPost<{ presence: string }>(request, BRAND, assignmentPaths.presence, { presence }, token);

/**
 * Room for this test's inquiry: other specs file Thai inquiries on the sea brands too, and going
 * online hands the agent every one of them that waits, so the demo capacity (5) may be full before
 * this test's inquiry arrives. The admin raises the agent's capacity above the open load for the
 * test; the answer puts it back.
 */
async function makeRoom(request: APIRequestContext, adminToken: string, staffId: number): Promise<() => Promise<void>> {
  const path = assignmentPaths.profile.replace(':staffId', String(staffId));
  const before = await staffGet<{
    languages: string[];
    skills: string[];
    capacity: number;
    autoAssign: boolean;
    openLoad: number;
  }>(request, adminToken, path);
  const setCapacity = async (capacity: number) => {
    const saved = await signedPost(
      request,
      BRAND,
      path,
      { languages: before.languages, skills: before.skills, capacity, autoAssign: before.autoAssign },
      adminToken,
    );
    expect(saved.body.code, saved.body.msg).toBe(0);
  };
  await setCapacity(Math.min(AGENT_CAPACITY_MAX, before.openLoad + 40));
  return () => setCapacity(before.capacity);
}

test('a Thai payment inquiry waits until the Thai-reading agent goes online, then is theirs', async ({
  page,
  request,
}) => {
  const game = seedGamesOf(BRAND)[0]!;
  const gameId = (await apiGet<{ id: number; gameName: string }[]>(request, BRAND, apiPaths.gamesSimple, {})).find(
    (g) => g.gameName === game.gameName,
  )!.id;
  const player = await freshPlayer(request, BRAND, 'asg');
  // The agent who reads no Thai is online the whole time, with room: still not theirs.
  const other = await staffLogin(request, NO_THAI);
  const online = await signedPost<{ presence: string }>(
    request,
    BRAND,
    assignmentPaths.presence,
    { presence: 'online' },
    other.token,
  );
  expect(online.body.data.presence).toBe('online');

  const inquiryId = await fileThaiPayment(
    request,
    player.login.token,
    gameId,
    `เติมเงินไม่เข้า ${randomBytes(3).toString('hex')}`,
  );
  const reader = await staffLogin(request, THAI_READER);
  const restoreCapacity = await makeRoom(request, (await staffLogin(request, ADMIN)).token, reader.staff.id);
  expect(await holderOf(request, reader.token, inquiryId)).toBeNull();

  await consoleLogin(page, THAI_READER);
  const availability = page.getByRole('banner').getByLabel(ct('assignment.presenceLabel'), { exact: true });
  // Until it has loaded it claims no state and cannot be used; then it shows the stored one.
  await expect(availability).toBeEnabled();
  await expect(availability).toHaveValue('offline');
  // From the keyboard: focus moves to it, and the option is chosen without a pointer.
  await availability.focus();
  await expect(availability).toBeFocused();
  await availability.selectOption('online');
  await expect(availability).toHaveValue('online');
  await expect.poll(() => holderOf(request, reader.token, inquiryId)).toBe(reader.staff.id);

  // Still in the top bar on another page, in the state it was set to.
  await page.goto(`${CONSOLE}/inquiries/${inquiryId}`);
  await expect(page.getByRole('banner').getByLabel(ct('assignment.presenceLabel'), { exact: true })).toHaveValue(
    'online',
  );

  // Back offline, so other tests on these brands start from the demo's state.
  await page.getByRole('banner').getByLabel(ct('assignment.presenceLabel'), { exact: true }).selectOption('offline');
  await expect(page.getByRole('banner').getByLabel(ct('assignment.presenceLabel'), { exact: true })).toHaveValue(
    'offline',
  );
  await signedPost(request, BRAND, assignmentPaths.presence, { presence: 'offline' }, other.token);
  await restoreCapacity();
});

test('an admin adds a payment field and a rule; a Thai payment inquiry goes to the Thai agent, who answers it with a macro', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const run = randomBytes(3).toString('hex');
  const tag = `e2e-auto-${run}`;
  const receipt = `RC-${run.toUpperCase()}-0042`;
  const orderId = `GPA.3312-${run}-7781`;
  const ruleName = `Thai payment ${run}`;
  const title = `เพชรไม่เข้าหลังเติมเงิน ${run}`;

  const admin = await staffLogin(request, ADMIN);
  const reader = await staffLogin(request, THAI_READER);
  const other = await staffLogin(request, NO_THAI);
  const gameId = (await apiGet<{ id: number; gameName: string }[]>(request, BRAND, apiPaths.gamesSimple, {})).find(
    (g) => g.gameName === GAME.gameName,
  )!.id;
  const types = await apiGet<{ id: number; fields?: { key: string }[] }[]>(request, BRAND, apiPaths.inquiryTypes, {
    clientId: gameId,
    spec_lang: LANG,
  });
  const payment = types.find((c) => c.fields?.some((f) => f.key === 'order_id'))!;
  expect(payment, 'the game has a payment category').toBeDefined();

  const adminContext = await browser.newContext();
  const agentContext = await browser.newContext();
  const playerContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  let restoreCapacity: (() => Promise<void>) | undefined;
  try {
    // ── 1. The admin: a field, then a rule ──────────────────────────────────────────────────────
    const adminPage = await adminContext.newPage();
    await consoleLogin(adminPage, ADMIN);
    await adminPage.goto(`${CONSOLE}/admin/games/${gameId}/fields`);
    await adminPage.getByLabel(ct('fields.admin.category'), { exact: true }).selectOption(String(payment.id));
    await expect(adminPage.getByRole('cell', { name: 'order_id', exact: true })).toBeVisible();
    await adminPage.getByRole('button', { name: ct('fields.admin.new'), exact: true }).click();
    const fieldForm = adminPage.getByRole('form', { name: ct('fields.admin.newHeading'), exact: true });
    await fieldForm.getByLabel(ct('fields.admin.key'), { exact: true }).fill(FIELD_KEY);
    await fieldForm.getByLabel(ct('fields.admin.kind'), { exact: true }).selectOption('order_id');
    await fieldForm.getByLabel(ct('fields.admin.requiredLabel'), { exact: true }).check();
    // Saving with the Thai label only: refused, naming the area's languages still without one.
    const tabOf = (l: string) =>
      fieldForm.getByRole('tab').filter({ has: adminPage.locator('.c-tabs__code', { hasText: new RegExp(`^${l}$`) }) });
    const fillTexts = async (l: string) => {
      await tabOf(l).click();
      await fieldForm.getByLabel(ct('fields.admin.label'), { exact: true }).fill(FIELD_TEXTS[l]!.label);
      await fieldForm.getByLabel(ct('fields.admin.help'), { exact: true }).fill(FIELD_TEXTS[l]!.help);
    };
    await fillTexts('th');
    await fieldForm.getByRole('button', { name: ct('app.save'), exact: true }).click();
    // The form's summary names each of the area's languages still without a label (the console
    // names languages with Intl.DisplayNames in its own language), and Thai is not among them.
    const summary = fieldForm.getByRole('alert').filter({ hasText: ct('form.summary') });
    const named = (l: string) =>
      ct('form.about', {
        field: `${ct('fields.admin.label')} (${new Intl.DisplayNames(['en'], { type: 'language' }).of(l)})`,
        message: ct('form.required'),
      });
    for (const l of Object.keys(FIELD_TEXTS).filter((l) => l !== 'th'))
      await expect(summary.getByRole('link', { name: named(l), exact: true })).toBeVisible();
    await expect(summary.getByRole('link', { name: named('th'), exact: true })).toHaveCount(0);
    await expect(adminPage.getByRole('cell', { name: FIELD_KEY, exact: true })).toHaveCount(0);
    for (const l of Object.keys(FIELD_TEXTS)) if (l !== 'th') await fillTexts(l);
    await fieldForm.getByRole('button', { name: ct('app.save'), exact: true }).click();
    await expect(toast(adminPage, ct('fields.admin.saved'))).toBeVisible();
    await expect(adminPage.getByRole('cell', { name: FIELD_KEY, exact: true })).toBeVisible();

    await adminPage
      .getByRole('navigation', { name: ct('nav.label'), exact: true })
      .getByRole('link', { name: ct('nav.rules'), exact: true })
      .click();
    await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(ct('rules.title'));
    await adminPage.getByRole('button', { name: ct('rules.new'), exact: true }).click();
    const editor = adminPage.getByRole('form', { name: ct('rules.newHeading'), exact: true });
    await editor.getByLabel(ct('rules.name'), { exact: true }).fill(ruleName);
    await editor.getByLabel(ct('rules.brand'), { exact: true }).selectOption(BRAND);
    await editor.getByLabel(ct('rules.trigger'), { exact: true }).selectOption('created');
    const conditions: [string, string, string?][] = [
      ['brand', BRAND],
      ['category', String(payment.id)],
      ['language', LANG],
      ['field', receipt, FIELD_KEY],
    ];
    for (const [i, [kind, value, key]] of conditions.entries()) {
      await editor.getByRole('button', { name: ct('rules.addCondition'), exact: true }).click();
      await editor.getByLabel(ct('rules.conditionN', { n: i + 1 }), { exact: true }).selectOption(kind);
      if (key) await editor.getByLabel(ct('rules.fieldKey'), { exact: true }).fill(key);
      await editor.getByLabel(ct('rules.value'), { exact: true }).nth(i).fill(value);
    }
    await editor.getByLabel(ct('rules.actionN', { n: 1 }), { exact: true }).selectOption('add_tag');
    await editor.getByLabel(ct('rules.tag'), { exact: true }).fill(tag);
    await editor.getByRole('button', { name: ct('rules.addAction'), exact: true }).click();
    await editor.getByLabel(ct('rules.actionN', { n: 2 }), { exact: true }).selectOption('set_priority');
    await editor.getByLabel(ct('rules.priority'), { exact: true }).selectOption(String(PRIORITY_HIGH));
    // The preview: no open inquiry carries this run's receipt number yet, so nothing would change.
    await editor.getByRole('button', { name: ct('rules.preview'), exact: true }).click();
    await expect(editor.getByText(ct('rules.previewNone'), { exact: true })).toBeVisible();
    await editor.getByRole('button', { name: ct('app.save'), exact: true }).click();
    await expect(toast(adminPage, ct('rules.saved', { name: ruleName }))).toBeVisible();
    await expect(adminPage.getByRole('row', { name: new RegExp(ruleName) })).toBeVisible();

    // The macro the agent will use: a Thai reply and an English one (admins write macros).
    const macroName = `ขอบคุณ ใบเสร็จ ${run}`;
    const thaiReply = `สวัสดีค่ะ {{player}} ได้รับเลขที่ใบเสร็จของเรื่อง #{{inquiryId}} แล้ว กำลังตรวจสอบให้ค่ะ`;
    const macro = await signedPost<{ id: number }>(
      request,
      BRAND,
      rulesPaths.macros,
      {
        brand: BRAND,
        name: macroName,
        actions: [
          {
            type: 'reply',
            texts: {
              th: thaiReply,
              en: 'Hello {{player}}, we have the receipt number of #{{inquiryId}} and are checking it.',
            },
          },
        ],
      },
      admin.token,
    );
    expect(macro.body.code, macro.body.msg).toBe(0);

    // ── 3. The player, the site in Thai, on a phone ─────────────────────────────────────────────
    const player = await freshPlayer(request, BRAND, 'auto');
    const page = await playerContext.newPage();
    await playerContext.addCookies([
      { name: 'gh_lang', value: `${LANG}.sea`, domain: `${BRAND}.localhost`, path: '/' },
    ]);
    await plantSession(page, BRAND, player.login);
    await page.goto(brandUrl(BRAND, webPaths.supportGame));
    await expect(pageTitle(page)).toHaveText(tr(LANG, 'titles.supportGame'));
    const main = page.getByRole('main');
    await main
      .getByRole('link')
      .filter({ has: page.getByText(titleIn(GAME, LANG), { exact: true }) })
      .click();
    await main.getByRole('link', { name: tr(LANG, 'support.actions.inquiry') }).click();
    await expect(pageTitle(page)).toHaveText(tr(LANG, 'titles.supportInquiry'));
    const form = page.locator('form.gh-inquiry-form');
    for (const label of ['support.form.region', 'support.form.server']) {
      const select = form.getByLabel(tr(LANG, label), { exact: true });
      await expect(select).toBeEnabled();
      await select.selectOption({ index: 1 });
    }
    // A new account has no character on the server: the name is typed.
    await form.getByLabel(tr(LANG, 'support.form.roleName'), { exact: true }).fill(ROLE_NAME);
    const category = form.getByLabel(tr(LANG, 'support.form.category'), { exact: true });
    await expect(category).toBeEnabled();
    await category.selectOption(String(payment.id));
    // The category asks for the order id (seeded) and the admin's new field, in Thai.
    const order = form.getByLabel(/^หมายเลขคำสั่งซื้อ/);
    const receiptInput = form.getByLabel(new RegExp(`^${FIELD_TEXTS.th!.label}`));
    await expect(order).toBeVisible();
    await expect(receiptInput).toBeVisible();
    await expect(form).toContainText(FIELD_TEXTS.th!.help);
    await form.getByLabel(tr(LANG, 'support.form.title'), { exact: true }).fill(title);
    await form
      .getByLabel(tr(LANG, 'support.form.content'), { exact: true })
      .fill('เติมเงิน 300 เพชรผ่าน Google Play แล้ว แต่เพชรยังไม่เข้าเกมเลยค่ะ รบกวนตรวจสอบด้วยนะคะ');
    await form.getByLabel(tr(LANG, 'support.form.email'), { exact: true }).fill(`mali-${run}@players.example`);
    await form.getByRole('checkbox', { name: tr(LANG, 'support.form.agreeAll') }).check();
    const submit = form.getByRole('button', { name: tr(LANG, 'support.form.submit'), exact: true });
    await submit.click();
    // Refused in Thai: the order id and the new field are both required.
    await expect(order).toHaveAttribute('aria-invalid', 'true');
    await expect(receiptInput).toHaveAttribute('aria-invalid', 'true');
    await expect(receiptInput).toHaveAccessibleDescription(new RegExp(tr(LANG, 'support.fields.rules.required')));
    await receiptInput.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/queue-automation-thai-form.png', fullPage: true });
    await form.getByLabel(/^ร้านค้าที่ซื้อ/).selectOption('google_play');
    await order.fill(orderId);
    await receiptInput.fill(receipt);
    await expect(receiptInput).toHaveAttribute('dir', 'ltr');

    // ── 2. The Thai-reading agent is online, the other sea agent is not (set just before filing,
    // so other specs' Thai inquiries filed meanwhile are not taken by this run) ───────────────────
    expect((await setPresence(request, other.token, 'offline')).body.data.presence).toBe('offline');
    restoreCapacity = await makeRoom(request, admin.token, reader.staff.id);
    expect((await setPresence(request, reader.token, 'online')).body.data.presence).toBe('online');
    await submit.click();
    const sent = main.getByRole('region', { name: tr(LANG, 'support.sent.title') });
    await expect(sent).toBeVisible();
    await sent.getByRole('link', { name: tr(LANG, 'support.sent.view'), exact: true }).click();
    await expect(page).toHaveURL(/\/SupportCenter\/feedback\?clientId=\d+&inquiryId=\d+$/);
    const inquiryId = Number(new URL(page.url()).searchParams.get('inquiryId'));

    // ── 4. Checks: the Thai agent holds it, the rule tagged and prioritised it, the values are kept
    type Row = { inquiryId: number; assignedTo: number | null; priority: number; tags: string[]; lang: string };
    const row = async () =>
      (await staffGet<{ list: Row[] }>(request, admin.token, staffPaths.queue, { tag, brand: BRAND })).list.find(
        (r) => r.inquiryId === inquiryId,
      );
    await expect.poll(async () => (await row())?.assignedTo).toBe(reader.staff.id);
    await setPresence(request, reader.token, 'offline');
    const filed = (await row())!;
    expect(filed).toMatchObject({ priority: PRIORITY_HIGH, lang: LANG });
    expect(filed.tags).toContain(tag);
    const values = await staffGet<unknown>(
      request,
      reader.token,
      fieldPaths.inquiryFields.replace(':inquiryId', String(inquiryId)),
      { lang: LANG },
    );
    expect(JSON.stringify(values)).toContain(receipt);
    expect(JSON.stringify(values)).toContain(orderId);

    // The agent opens it in the console and applies the macro.
    const agentPage = await agentContext.newPage();
    await consoleLogin(agentPage, THAI_READER);
    await agentPage.goto(`${CONSOLE}/inquiries/${inquiryId}`);
    const fields = agentPage.getByRole('region', { name: ct('fields.panelTitle'), exact: true });
    await expect(fields.getByRole('definition').filter({ hasText: receipt })).toBeVisible();
    const picker = agentPage.getByRole('region', { name: ct('macros.heading'), exact: true });
    await picker.getByRole('combobox', { name: ct('macros.pick'), exact: true }).selectOption({ label: macroName });
    await picker.getByRole('button', { name: ct('macros.apply'), exact: true }).click();
    await expect(toast(agentPage, ct('macros.applied', { name: macroName, count: 1 }))).toBeVisible();
    const reply = `สวัสดีค่ะ ${ROLE_NAME} ได้รับเลขที่ใบเสร็จของเรื่อง #${inquiryId} แล้ว กำลังตรวจสอบให้ค่ะ`;
    await expect(agentPage.getByRole('region', { name: ct('inquiry.conversation'), exact: true })).toContainText(reply);
    await agentPage.screenshot({ path: 'test-results/queue-automation-console-macro.png', fullPage: true });

    // The player's page shows the reply, in Thai.
    await page.reload();
    await expect(conversationMessages(page, LANG, 'agent').last()).toContainText(reply);
  } finally {
    await setPresence(request, reader.token, 'offline');
    await restoreCapacity?.();
    const rules = await staffGet<{ id: number; name: string }[]>(request, admin.token, rulesPaths.rules);
    for (const r of rules.filter((x) => x.name === ruleName)) {
      const deleted = await signedPost(
        request,
        BRAND,
        rulesPaths.ruleDelete.replace(':ruleId', String(r.id)),
        {},
        admin.token,
      );
      expect(deleted.body.code, deleted.body.msg).toBe(0);
    }
    const defs = await staffGet<{ id: number; key: string; categoryId: number; archived: boolean }[]>(
      request,
      admin.token,
      fieldPaths.adminFields.replace(':gameId', String(gameId)),
    );
    for (const f of defs.filter((d) => d.key === FIELD_KEY && d.categoryId === payment.id && !d.archived)) {
      const archived = await signedPost(
        request,
        BRAND,
        fieldPaths.adminFieldArchive.replace(':fieldId', String(f.id)),
        { archived: true },
        admin.token,
      );
      expect(archived.body.code, archived.body.msg).toBe(0);
    }
    await Promise.all([adminContext.close(), agentContext.close(), playerContext.close()]);
  }
});
