// The staff console: an agent works an inquiry a player filed, from the queue to
// "resolved" (filters, internal note, canned reply edited before sending, an image attached), and
// the player's site then shows the reply with its image, the red dot and the rating step, and never
// the note; an administrator changes a brand's colour and a game's title and the player site shows
// both at once, and finds the game's stored servers in the regions editor; an agent is kept out of
// the administration.
// The console is not branded: it is opened on the plain loopback address. Its texts come from its
// own dictionary (packages/locales/console/en.json: the browser runs in en-US).
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths } from '../../packages/contract/src/paths';
import { CannedReplyListSchema, staffPaths } from '../../packages/contract/src/staff';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff';
import { solidPng } from '../../scripts/lib/sample-files';
import {
  apiGet,
  brandUrl,
  conversationMessages,
  ct,
  defaultLangOf,
  expect,
  expectDot,
  expectImageLoaded,
  fileInquiry,
  freshPlayer,
  gameWithId,
  hostOf,
  plantSession,
  PORT,
  seedBrand,
  seedGamesOf,
  signedPost,
  test,
  titleIn,
  toast,
  tr,
} from './fixtures';

// Each test has its own inquiry, account or brand: they may run side by side.
test.describe.configure({ mode: 'parallel' });

const CONSOLE = `http://127.0.0.1:${PORT}/console`;
const API = `http://127.0.0.1:${PORT}/api`;

const staffOf = (role: 'admin' | 'agent', brandId?: string) => {
  const s = DEMO_STAFF.find((x) => x.role === role && (!brandId || (x.brands as readonly string[]).includes(brandId)));
  if (!s) throw new Error(`no demo ${role}${brandId ? ` for ${brandId}` : ''}`);
  return s;
};

// ── API helpers ─────────────────────────────────────────────────────────────────────────────────

/** The canned replies of a brand in a language, as the staff API answers them (not copied). */
async function cannedReplies(request: APIRequestContext, brandId: string, lang: string) {
  const agent = staffOf('agent', brandId);
  const login = await signedPost<{ token: string }>(request, brandId, staffPaths.login, {
    email: agent.email,
    password: agent.password,
  });
  expect(login.body.code, `staff login: ${login.body.msg}`).toBe(0);
  const res = await request.get(`${API}${staffPaths.canned}?brand=${brandId}&lang=${lang}`, {
    headers: { authorization: `Bearer ${login.body.data.token}` },
  });
  const body = (await res.json()) as { code: number; msg: string; data: unknown };
  expect(body.code, `canned replies: ${body.msg}`).toBe(0);
  return CannedReplyListSchema.parse(body.data);
}

// ── Console page parts ──────────────────────────────────────────────────────────────────────────

/** Signs in on the console's login page and waits for the signed-in frame. */
async function consoleLogin(
  page: Page,
  who: { email: string; password: string; name: string; role: 'admin' | 'agent' },
) {
  await page.goto(`${CONSOLE}/`);
  // Signed out, every console page leads to the login page.
  await expect(page).toHaveURL(`${CONSOLE}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ct('login.title'));
  await page.getByLabel(ct('login.email'), { exact: true }).fill(who.email);
  await page.getByLabel(ct('login.password'), { exact: true }).fill(who.password);
  await page.getByRole('button', { name: ct('login.submit'), exact: true }).click();
  await expect(page.getByRole('banner')).toContainText(
    ct('topbar.account', { name: who.name, role: ct(`role.${who.role}`) }),
  );
}

function sideNav(page: Page) {
  return page.getByRole('navigation', { name: ct('nav.label'), exact: true });
}

// ── The agent's day ─────────────────────────────────────────────────────────────────────────────

test('an agent filters the queue, notes, replies with an edited canned reply and an image, resolves; the player sees reply, dot and rating', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const brandId = 'nova';
  const lang = defaultLangOf(brandId);
  const agent = staffOf('agent', brandId);
  const { seed, api: game } = await gameWithId(request, brandId, 'starfall-odyssey', lang);
  const tag = randomBytes(3).toString('hex');
  const title = `이벤트 보상 미지급 ${tag}`;
  const content = '어제 저녁 이벤트가 끝난 뒤 보상이 우편함에 들어오지 않았습니다.';
  const noteText = `내부 메모 ${tag}: 보상 로그 확인 완료, 재지급 대상.`;
  const addition = `추가 안내 ${tag}: 문제가 계속되면 다시 문의해 주세요.`;
  const image = { name: `mailbox-${tag}.png`, mimeType: 'image/png', buffer: solidPng(20, [40, 160, 90]) };

  // A player files an inquiry through the player API.
  const player = await freshPlayer(request, brandId, 'con');
  const inquiryId = await fileInquiry(request, brandId, player.login.token, {
    gameId: game.id,
    title,
    content,
    email: 'console-e2e@players.example',
  });
  const canned = (await cannedReplies(request, brandId, lang))[0];
  expect(canned, `a canned reply for ${brandId} in ${lang}`).toBeDefined();

  // The agent signs in; the administration is not offered to an agent.
  await consoleLogin(page, { ...agent, role: 'agent' });
  await expect(page).toHaveURL(new RegExp(`^${CONSOLE}/?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ct('queue.title'));
  await expect(sideNav(page).getByRole('link', { name: ct('nav.queue'), exact: true })).toBeVisible();
  await expect(sideNav(page).getByRole('link', { name: ct('nav.brands'), exact: true })).toHaveCount(0);

  // Filters: the brand, "unassigned", then a search by the title; each goes into the address.
  const filters = page.getByRole('region', { name: ct('queue.filters'), exact: true });
  const table = page.getByRole('table', { name: ct('queue.listLabel'), exact: true });
  await filters.getByLabel(ct('queue.brand'), { exact: true }).selectOption(brandId);
  await expect(page).toHaveURL(/[?&]brand=nova\b/);
  // The view buttons follow the address with no lag: in the very task of the click, the clicked
  // button is checked and highlighted and the address names its view (they used to show the previous
  // view until a deferred render caught up: apps/console/src/app/router-options.ts).
  const viewButton = (key: string) => filters.getByRole('radio', { name: ct(key), exact: true });
  const mine = viewButton('queue.viewMine');
  const atClick = await mine.evaluate((input: HTMLInputElement) => {
    input.click();
    return {
      checked: input.checked,
      highlighted: input.closest('label')?.classList.contains('is-checked'),
      search: location.search,
    };
  });
  expect(atClick).toEqual({ checked: true, highlighted: true, search: expect.stringMatching(/[?&]view=mine\b/) });
  await expect(page).toHaveURL(/[?&]view=mine\b/);
  await expect(mine).toBeChecked();
  // The click itself checks the radio, so check() serves; the other views are then unchecked.
  const unassigned = viewButton('queue.viewUnassigned');
  await unassigned.check();
  await expect(page).toHaveURL(/[?&]view=unassigned\b/);
  await expect(page).not.toHaveURL(/[?&]view=mine\b/);
  await expect(unassigned).toBeChecked();
  await expect(mine).not.toBeChecked();
  await expect(viewButton('queue.viewAll')).not.toBeChecked();
  await filters.getByRole('searchbox', { name: ct('queue.search'), exact: true }).fill(tag);
  await filters.getByRole('button', { name: ct('queue.search'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}\\b`));
  await expect(table.getByRole('row')).toHaveCount(2); // the header and the one inquiry
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(`#${inquiryId}`);
  await expect(row).toContainText(ct('status.new'));
  await expect(row).toContainText(ct('queue.unassigned'));
  await expect(row).toContainText(seedBrand(brandId).name);
  await row.getByRole('link', { name: title, exact: true }).click();

  // The inquiry: the player's message, the composer.
  await expect(page).toHaveURL(`${CONSOLE}/inquiries/${inquiryId}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(title);
  // An agent opening a new inquiry starts processing it.
  await expect(heading).toContainText(ct('status.processing'));
  const conversation = page.getByRole('region', { name: ct('inquiry.conversation'), exact: true });
  await expect(conversation).toContainText(content);
  await expect(page.getByRole('region', { name: ct('inquiry.player'), exact: true })).toContainText(player.who.account);
  await expect(page.getByRole('region', { name: ct('inquiry.player'), exact: true })).toContainText(seed.gameName);
  const composer = page.getByRole('region', { name: ct('composer.heading'), exact: true });
  const message = composer.getByLabel(ct('composer.message'), { exact: true });

  // An internal note: shown as a note, and it leaves the composer empty.
  await composer.getByRole('radio', { name: ct('composer.note'), exact: true }).check();
  await expect(composer.getByLabel(ct('composer.canned'))).toHaveCount(0); // no canned replies, no files in a note
  await message.fill(noteText);
  await composer.getByRole('button', { name: ct('composer.addNote'), exact: true }).click();
  await expect(toast(page, ct('composer.noted'))).toBeVisible();
  const note = conversation.getByRole('article', { name: ct('inquiry.note'), exact: true });
  await expect(note).toHaveCount(1);
  await expect(note).toContainText(noteText);
  await expect(note).toContainText(ct('inquiry.noteBy', { name: agent.name }));
  await expect(message).toHaveValue('');

  // The reply: a canned reply inserted, then edited; an image attached.
  await composer.getByRole('radio', { name: ct('composer.reply'), exact: true }).check();
  await expect(message).toHaveValue(''); // the note's draft did not follow into the reply
  const cannedSelect = composer.getByLabel(ct('composer.canned'), { exact: true });
  const insert = composer.getByRole('button', { name: ct('composer.insert'), exact: true });
  await expect(insert).toBeDisabled();
  await cannedSelect.selectOption({ label: canned!.title });
  await insert.click();
  await expect(message).toHaveValue(canned!.body);
  await expect(message).toBeFocused();
  await message.press('End');
  await message.pressSequentially(`\n${addition}`);
  const replyText = `${canned!.body}\n${addition}`;
  await expect(message).toHaveValue(replyText);
  await composer.getByLabel(ct('composer.attach'), { exact: true }).setInputFiles(image);
  await expect(composer.getByText(ct('composer.uploaded', { name: image.name }), { exact: true })).toBeAttached({
    timeout: 10_000,
  });
  await expect(composer.locator('progress')).toHaveCount(0);
  const send = composer.getByRole('button', { name: ct('composer.send'), exact: true });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(toast(page, ct('composer.sent'))).toBeVisible();
  await expect(message).toHaveValue('');
  const sentReply = conversation
    .getByRole('listitem')
    .filter({ hasText: ct('inquiry.fromAgent', { name: agent.name }) });
  await expect(sentReply).toHaveCount(1);
  await expect(sentReply).toContainText(addition);
  await expectImageLoaded(sentReply.getByRole('img', { name: image.name, exact: true }));
  await expect(heading).toContainText(ct('status.replied'));

  // Resolve: the player is asked for a rating; replying waits for a reopen.
  const actions = page.getByRole('group', { name: ct('inquiry.actions'), exact: true });
  await actions.getByRole('button', { name: ct('inquiry.resolve'), exact: true }).click();
  await expect(toast(page, ct('inquiry.resolved'))).toBeVisible();
  await expect(heading).toContainText(ct('status.awaitingRating'));
  await expect(actions.getByRole('button', { name: ct('inquiry.reopen'), exact: true })).toBeVisible();
  await expect(actions.getByRole('button', { name: ct('inquiry.resolve'), exact: true })).toHaveCount(0);
  await expect(composer).toContainText(ct('composer.locked'));
  await expect(composer.getByRole('radio', { name: ct('composer.reply'), exact: true })).toBeDisabled();

  // The player's side (another origin, so no console session there): the red dot, then the
  // reply with its image and the rating step, and nowhere the note.
  await plantSession(page, brandId, player.login);
  await page.goto(brandUrl(brandId, '/'));
  await expectDot(page, lang, true);

  await page.goto(brandUrl(brandId, `/SupportCenter/feedback?clientId=${game.id}&inquiryId=${inquiryId}`));
  const summary = page.getByRole('region', { name: title, exact: true });
  await expect(summary).toContainText(tr(lang, 'support.status.awaitingRating'));
  await expect(conversationMessages(page, lang, 'you')).toHaveCount(1);
  await expect(conversationMessages(page, lang, 'you')).toContainText(content);
  const agentMessages = conversationMessages(page, lang, 'agent');
  await expect(agentMessages).toHaveCount(1);
  await expect(agentMessages).toContainText(canned!.body);
  await expect(agentMessages).toContainText(addition);
  await expectImageLoaded(
    agentMessages
      .getByRole('button', { name: tr(lang, 'support.feedback.openImage', { name: image.name }), exact: true })
      .locator('img'),
  );
  const rating = page.getByRole('form', { name: tr(lang, 'support.rating.title'), exact: true });
  await expect(rating).toBeVisible();
  for (const score of [1, 2, 3, 4, 5])
    await expect(
      rating.getByRole('radio', { name: tr(lang, `support.rating.score${score}`), exact: true }),
    ).toBeVisible();
  // Ended by the agent: nothing more to add, no "end" button.
  await expect(page.getByRole('form', { name: tr(lang, 'support.feedback.addInfo'), exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: tr(lang, 'support.feedback.end'), exact: true })).toHaveCount(0);
  // The note is neither on the page nor in what the API gives the player.
  const noteMark = `내부 메모 ${tag}`;
  expect(await page.content()).not.toContain(noteMark);
  const detail = JSON.stringify(
    await apiGet<unknown>(request, brandId, apiPaths.inquiryDetail, { inquiryId }, player.login.token),
  );
  expect(detail).toContain(addition);
  expect(detail).not.toContain(noteMark);
  // Read now: the dot goes.
  await expectDot(page, lang, false);
});

// ── The administrator's catalogue ───────────────────────────────────────────────────────────────

test("an admin changes a brand's colour and a game's title; the player site shows both at once; the regions editor shows the stored servers", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // Ember: no other test looks at its colour or titles (brands.spec.ts and front-page.spec.ts check
  // nova's among others). The server's data are fresh every run, but this test starts from what the
  // console shows, so it holds on a second pass too (--repeat-each).
  const brandId = 'ember';
  const brand = seedBrand(brandId);
  const lang = defaultLangOf(brandId);
  const { seed, api: game } = await gameWithId(request, brandId, 'forgeborn', lang);
  const newTitle = `${titleIn(seed, lang)} 리마스터 ${randomBytes(2).toString('hex')}`;
  const admin = staffOf('admin');

  await consoleLogin(page, { ...admin, role: 'admin' });
  const adminNav = sideNav(page).getByRole('group', { name: ct('nav.admin'), exact: true });

  // Brands: pick Ember Forge, type the new colour, save.
  await adminNav.getByRole('link', { name: ct('nav.brands'), exact: true }).click();
  await expect(page).toHaveURL(`${CONSOLE}/admin/brands`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ct('admin.brand.title'));
  await page
    .getByRole('navigation', { name: ct('admin.brand.list'), exact: true })
    .getByRole('button')
    .filter({ hasText: brand.name })
    .click();
  await expect(page).toHaveURL(`${CONSOLE}/admin/brands?brand=${brandId}`);
  const brandForm = page.getByRole('form', { name: new RegExp(`^${brand.name}\\b`) });
  const color = brandForm.getByLabel(ct('admin.brand.mainColor'), { exact: true });
  await expect(color).toHaveValue(/^#[0-9a-f]{6}$/i);
  const oldColor = (await color.inputValue()).toLowerCase();
  // What the player site shows now is what the console shows (the seeded colour on a fresh run).
  const before = await request.get(`http://127.0.0.1:${PORT}/`, { headers: hostOf(brandId) });
  expect(await before.text()).toContain(`--brand:${oldColor}`);
  const newColor = oldColor === '#ff7700' ? '#0b6e70' : '#ff7700'; // both readable (colors.ts): the editor refuses a colour no text reaches 4.5:1 on
  await color.fill(newColor);
  await expect(brandForm.getByLabel(ct('admin.brand.colorPicker'), { exact: true })).toHaveValue(newColor);
  await brandForm.getByRole('button', { name: ct('app.save'), exact: true }).click();
  await expect(toast(page, ct('admin.brand.saved', { name: brand.name }))).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: ct('admin.brand.list'), exact: true })
      .getByRole('button')
      .filter({ hasText: brand.name }),
  ).toContainText(newColor);

  // Games: Ember Forge's, then Forgeborn's Korean title.
  await adminNav.getByRole('link', { name: ct('nav.games'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ct('admin.game.title'));
  await page.getByLabel(ct('queue.brand'), { exact: true }).selectOption(brandId);
  const games = page.getByRole('table', { name: ct('admin.game.listLabel', { brand: brand.name }), exact: true });
  await expect(games.getByRole('row')).toHaveCount(seedGamesOf(brandId).length + 1);
  await games.getByRole('link', { name: seed.gameName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${CONSOLE}/admin/games/\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seed.gameName);
  const gameForm = page.getByRole('form', { name: ct('admin.game.details'), exact: true });
  const tabs = gameForm.getByRole('tablist', { name: ct('admin.game.texts'), exact: true });
  await tabs
    .getByRole('tab')
    .filter({ has: page.locator(`[lang="${lang}"]`) })
    .click();
  const titleField = gameForm.getByRole('tabpanel').getByLabel(ct('admin.gameText.title'), { exact: true });
  await expect(titleField).not.toHaveValue('');
  const oldTitle = await titleField.inputValue();
  await titleField.fill(newTitle);
  await gameForm.getByRole('button', { name: ct('app.save'), exact: true }).click();
  await expect(toast(page, ct('admin.game.saved', { name: seed.gameName }))).toBeVisible();

  // Regions and servers: the editor starts from the servers stored, the ones players choose from.
  await page
    .getByRole('navigation', { name: ct('admin.game.sections'), exact: true })
    .getByRole('link', { name: ct('admin.game.sectionRegions'), exact: true })
    .click();
  await expect(page).toHaveURL(`${CONSOLE}/admin/games/${game.id}/regions`);
  const areas = await apiGet<{ gameAreaId: string; name: string }[]>(request, brandId, apiPaths.gameAreas, {
    clientId: game.id,
    spec_lang: lang,
  });
  const area = areas[0]!.gameAreaId;
  const servers = await apiGet<{ serverId: string; name: string }[]>(request, brandId, apiPaths.gameServers, {
    clientId: game.id,
    gameAreaId: area,
    spec_lang: lang,
  });
  expect(servers.length).toBeGreaterThan(0);
  const regionsEditor = page.getByRole('region', { name: ct('admin.regions.title'), exact: true });
  await regionsEditor.getByLabel(ct('admin.regions.namesIn'), { exact: true }).selectOption(lang);
  for (const [i, server] of servers.entries()) {
    await expect(
      regionsEditor.getByLabel(ct('admin.regions.serverIdN', { n: i + 1, region: area }), { exact: true }),
    ).toHaveValue(server.serverId);
    await expect(
      regionsEditor.getByLabel(ct('admin.regions.serverNameN', { n: i + 1, region: area }), { exact: true }),
    ).toHaveValue(server.name);
  }
  await expect(
    regionsEditor.getByLabel(ct('admin.regions.serverIdN', { n: servers.length + 1, region: area }), { exact: true }),
  ).toHaveCount(0);
  await expect(regionsEditor.getByText(ct('admin.regions.noServers'), { exact: true })).toHaveCount(0);

  // The player site at once: the colour from the first byte and in the page, the new title.
  const response = await page.goto(brandUrl(brandId, '/'));
  expect(await response!.text()).toContain(`--brand:${newColor}`);
  await expect
    .poll(() =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim().toLowerCase()),
    )
    .toBe(newColor);
  const grid = page.getByRole('region', { name: tr(lang, 'home.gridTitle'), exact: true });
  await expect(grid.getByRole('article', { name: newTitle, exact: true })).toBeVisible();
  await expect(grid.getByRole('article', { name: oldTitle, exact: true })).toHaveCount(0);
  await expect(grid.getByRole('article')).toHaveCount(seedGamesOf(brandId).length);
});

test('an agent is kept out of the administration', async ({ page }) => {
  await consoleLogin(page, { ...staffOf('agent', 'nova'), role: 'agent' });
  await expect(sideNav(page).getByRole('group', { name: ct('nav.admin') })).toHaveCount(0);
  await page.goto(`${CONSOLE}/admin/brands`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ct('admin.onlyTitle'));
  await expect(page.getByRole('main')).toContainText(ct('admin.onlyBody'));
  await expect(page.getByLabel(ct('admin.brand.mainColor'), { exact: true })).toHaveCount(0);
});
