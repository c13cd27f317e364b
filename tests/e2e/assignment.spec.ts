// Automatic assignment (issue 15) in the browser: a player files a payment inquiry in Thai on a
// south-east Asian brand while every agent is offline, so it waits; the agent who reads Thai signs
// in to the console and sets themself online from the top bar (a labelled select, reached and
// changed from the keyboard), and the inquiry is theirs at once; the availability stays in the top
// bar on every page. The agent on the same brands who reads no Thai never gets it.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths } from '../../packages/contract/src/paths';
import { staffPaths } from '../../packages/contract/src/staff';
import { assignmentPaths } from '../../packages/contract/src/assignment';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff';
import { apiGet, ct, expect, freshPlayer, PORT, seedGamesOf, signedPost, test } from './fixtures';

const CONSOLE = `http://127.0.0.1:${PORT}/console`;
const API = `http://127.0.0.1:${PORT}/api`;
const BRAND = 'lumen';
const THAI_READER = DEMO_STAFF.find((s) => s.email === 'agent.sea@guildhall.example')!;
const NO_THAI = DEMO_STAFF.find((s) => s.email === 'agent.sea2@guildhall.example')!;
/** The player's site in Thai (the locale cookie the site writes: language and area). */
const THAI = { cookie: 'gh_lang=th.sea' };

/** Files an inquiry in Thai in the game's payment category (the category whose name says so). */
async function fileThaiPayment(request: APIRequestContext, token: string, gameId: number, title: string): Promise<number> {
  const get = async <T>(path: string, query: Record<string, string | number>) => apiGet<T>(request, BRAND, path, query, token);
  const areas = await get<{ gameAreaId: string }[]>(apiPaths.gameAreas, { clientId: gameId });
  const servers = await get<{ serverId: string }[]>(apiPaths.gameServers, { clientId: gameId, gameAreaId: areas[0]!.gameAreaId });
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

async function staffToken(request: APIRequestContext, who: { email: string; password: string }) {
  const login = await signedPost<{ token: string; staff: { id: number } }>(request, BRAND, staffPaths.login, { email: who.email, password: who.password });
  expect(login.body.code, login.body.msg).toBe(0);
  return login.body.data;
}

async function holderOf(request: APIRequestContext, token: string, inquiryId: number): Promise<number | null> {
  const res = await request.get(`${API}${staffPaths.inquiry.replace(':inquiryId', String(inquiryId))}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; data: { inquiry: { assignedTo: number | null; lang: string } } };
  expect(body.code).toBe(0);
  expect(body.data.inquiry.lang).toBe('th');
  return body.data.inquiry.assignedTo;
}

async function consoleLogin(page: Page, who: { email: string; password: string; name: string }) {
  await page.goto(`${CONSOLE}/`);
  await expect(page).toHaveURL(`${CONSOLE}/login`);
  await page.getByLabel(ct('login.email'), { exact: true }).fill(who.email);
  await page.getByLabel(ct('login.password'), { exact: true }).fill(who.password);
  await page.getByRole('button', { name: ct('login.submit'), exact: true }).click();
  await expect(page.getByRole('banner')).toContainText(ct('topbar.account', { name: who.name, role: ct('role.agent') }));
}

test('a Thai payment inquiry waits until the Thai-reading agent goes online, then is theirs', async ({ page, request }) => {
  const game = seedGamesOf(BRAND)[0]!;
  const gameId = (await apiGet<{ id: number; gameName: string }[]>(request, BRAND, apiPaths.gamesSimple, {})).find((g) => g.gameName === game.gameName)!.id;
  const player = await freshPlayer(request, BRAND, 'asg');
  // The agent who reads no Thai is online the whole time, with room: still not theirs.
  const other = await staffToken(request, NO_THAI);
  const online = await signedPost<{ presence: string }>(request, BRAND, assignmentPaths.presence, { presence: 'online' }, other.token);
  expect(online.body.data.presence).toBe('online');

  const inquiryId = await fileThaiPayment(request, player.login.token, gameId, `เติมเงินไม่เข้า ${randomBytes(3).toString('hex')}`);
  const reader = await staffToken(request, THAI_READER);
  expect(await holderOf(request, reader.token, inquiryId)).toBeNull();

  await consoleLogin(page, THAI_READER);
  const availability = page.getByRole('banner').getByLabel(ct('assignment.presenceLabel'), { exact: true });
  await expect(availability).toHaveValue('offline');
  // From the keyboard: focus moves to it, and the option is chosen without a pointer.
  await availability.focus();
  await expect(availability).toBeFocused();
  await availability.selectOption('online');
  await expect(availability).toHaveValue('online');
  await expect.poll(() => holderOf(request, reader.token, inquiryId)).toBe(reader.staff.id);

  // Still in the top bar on another page, in the state it was set to.
  await page.goto(`${CONSOLE}/inquiries/${inquiryId}`);
  await expect(page.getByRole('banner').getByLabel(ct('assignment.presenceLabel'), { exact: true })).toHaveValue('online');

  // Back offline, so other tests on these brands start from the demo's state.
  await page.getByRole('banner').getByLabel(ct('assignment.presenceLabel'), { exact: true }).selectOption('offline');
  await expect(page.getByRole('banner').getByLabel(ct('assignment.presenceLabel'), { exact: true })).toHaveValue('offline');
  await signedPost(request, BRAND, assignmentPaths.presence, { presence: 'offline' }, other.token);
});
