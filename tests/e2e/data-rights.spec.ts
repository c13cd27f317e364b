// Player data rights end to end: a player downloads their data from the user center
// (the archive opens and holds their file), deletes their account, and can no longer log in; the
// file is gone from storage; an admin opening the inquiry in the console sees it anonymised. An
// admin does the same on a player's request from the inquiry, audited with the reason.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { apiPaths } from '../../packages/contract/src/paths';
import { signRequest } from '../../packages/contract/src/signature';
import { STAFF_REASON_RULE } from '../../packages/contract/src/privacy';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff';
import {
  apiGet,
  brandUrl,
  ct,
  defaultLangOf,
  expect,
  freshPlayer,
  gameWithId,
  hostOf,
  plantSession,
  PORT,
  signedPost,
  test,
  toast,
  tr,
} from './fixtures';

const NOVA = 'nova';
const lang = defaultLangOf(NOVA);
const API = `http://127.0.0.1:${PORT}/api`;
const CONSOLE = `http://127.0.0.1:${PORT}/console`;

/** Where the server keeps an upload's bytes (files.service storageKeyFor), under DATA_DIR/attachments. */
function storedPath(fileId: string): string {
  const hex = Buffer.from(fileId, 'base64url').toString('hex');
  return path.join(process.env.GH_E2E_DATA_DIR!, 'attachments', 'files', hex.slice(0, 2), hex);
}

/**
 * A fresh nova player who uploads a text file and files an inquiry with it, through the API (the
 * form's own path has its tests): their login, the file's id and text, and the inquiry's id.
 */
async function playerWithFiledInquiry(
  request: APIRequestContext,
  who: string,
  file: { name: string; text: string },
  inquiry: { title: string; content: string; email: string },
) {
  const player = await freshPlayer(request, NOVA, who);
  const token = player.login.token;
  const upload = await request.post(`${API}${apiPaths.files}`, {
    headers: {
      ...hostOf(NOVA),
      authorization: `Bearer ${token}`,
      ...(await signRequest({ method: 'POST', path: apiPaths.files, body: '', token })),
    },
    multipart: { file: { name: file.name, mimeType: 'text/plain', buffer: Buffer.from(file.text) } },
  });
  const uploaded = (await upload.json()) as { code: number; data: { fileId: string } };
  expect(uploaded.code).toBe(0);
  const fileId = uploaded.data.fileId;
  const { api: game } = await gameWithId(request, NOVA, 'starfall-odyssey', lang);
  const areas = await apiGet<{ gameAreaId: string }[]>(request, NOVA, apiPaths.gameAreas, { clientId: game.id }, token);
  const servers = await apiGet<{ serverId: string }[]>(
    request,
    NOVA,
    apiPaths.gameServers,
    { clientId: game.id, gameAreaId: areas[0]!.gameAreaId },
    token,
  );
  const types = await apiGet<{ id: number }[]>(request, NOVA, apiPaths.inquiryTypes, { clientId: game.id }, token);
  const filed = await signedPost<{ inquiryId: number }>(
    request,
    NOVA,
    apiPaths.inquiries,
    {
      gameId: game.id,
      gameAreaId: areas[0]!.gameAreaId,
      serverId: servers[0]!.serverId,
      roleId: '',
      roleName: 'Wanderer',
      queryType: types[0]!.id,
      title: inquiry.title,
      content: inquiry.content,
      attachments: [fileId],
      email: inquiry.email,
      agreements: { terms: true, userAgreement: true, privacy: true },
    },
    token,
  );
  expect(filed.body.code, filed.body.msg).toBe(0);
  const inquiryId = filed.body.data.inquiryId;
  expect(fs.existsSync(storedPath(fileId))).toBe(true);
  return { player, token, fileId, inquiryId };
}

test('a player downloads their data, deletes the account and cannot log in again; the console shows the inquiry anonymised', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = randomBytes(3).toString('hex');
  // The player uploads a file and files an inquiry with it.
  const text = `Receipt ${tag}: order 5521, paid but the crystals never arrived.`;
  const { player, token, fileId, inquiryId } = await playerWithFiledInquiry(
    request,
    'gdpr',
    { name: `receipt-${tag}.txt`, text },
    {
      title: `Crystals missing ${tag}`,
      content: `I paid for crystals yesterday and they never arrived, receipt attached ${tag}.`,
      email: `gdpr-${tag}@players.example`,
    },
  );

  // The user center: download the data; the archive opens and holds the player's file.
  await plantSession(page, NOVA, player.login);
  await page.goto(brandUrl(NOVA, '/UserCenter'));
  const card = page.getByRole('region', { name: tr(lang, 'ucenter.dataTitle') });
  await expect(card).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: tr(lang, 'ucenter.exportButton'), exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^guildhall-data-\d+-\d{8}\.zip$/);
  const zip = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
  expect(strFromU8(zip[`attachments/${inquiryId}/${fileId}-receipt-${tag}.txt`]!)).toBe(text);
  expect(JSON.parse(strFromU8(zip['account.json']!)).profile.account).toBe(player.who.account);
  expect(strFromU8(zip[`inquiries/${inquiryId}.html`]!)).toContain(`Crystals missing ${tag}`);
  await expect(toast(page, tr(lang, 'ucenter.exportStarted'))).toBeVisible();

  // Delete: the account name typed again and the password; then home, logged out.
  await card.getByRole('button', { name: tr(lang, 'ucenter.deleteStart'), exact: true }).click();
  await card
    .getByLabel(tr(lang, 'ucenter.deleteConfirmAccount', { account: player.who.account }), { exact: true })
    .fill(player.who.account);
  await card.getByLabel(tr(lang, 'ucenter.deletePassword'), { exact: true }).fill(player.who.password);
  await card.getByRole('button', { name: tr(lang, 'ucenter.deleteSubmit'), exact: true }).click();
  await expect(toast(page, tr(lang, 'ucenter.deleted'))).toBeVisible();
  await expect(page).toHaveURL(brandUrl(NOVA, '/'));
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  // No way back in, and the old session is dead; no file of theirs is left in storage.
  expect((await signedPost(request, NOVA, apiPaths.login, { ...player.who, remember: false })).body.code).toBe(1006);
  const info = await request.get(`${API}${apiPaths.userInfo}`, {
    headers: { ...hostOf(NOVA), authorization: `Bearer ${token}` },
  });
  expect(((await info.json()) as { code: number }).code).toBe(-600);
  expect(fs.existsSync(storedPath(fileId))).toBe(false);

  // The console: an admin sees the inquiry kept, the player deleted and their message removed.
  const admin = DEMO_STAFF.find((s) => s.role === 'admin')!;
  await page.goto(`${CONSOLE}/`);
  await page.getByLabel(ct('login.email'), { exact: true }).fill(admin.email);
  await page.getByLabel(ct('login.password'), { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: ct('login.submit'), exact: true }).click();
  await expect(page.getByRole('banner')).toContainText(admin.name);
  await page.goto(`${CONSOLE}/inquiries/${inquiryId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ct('inquiry.titleRemoved'));
  const playerCard = page.getByRole('region', { name: ct('inquiry.player'), exact: true });
  await expect(playerCard).toContainText(ct('inquiry.deletedPlayer'));
  await expect(playerCard).not.toContainText(player.who.account);
  const conversation = page.getByRole('region', { name: ct('inquiry.conversation'), exact: true });
  await expect(conversation).toContainText(ct('inquiry.textRemoved'));
  await expect(conversation).not.toContainText(tag);
  // No data request for an account that is gone.
  await expect(page.getByRole('region', { name: ct('inquiry.dataTitle'), exact: true })).toHaveCount(0);
});

test("an admin acts on a player's request from the inquiry: the archive downloads with their file, the deletion asks once more, and both are in the audit log with the reason", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = randomBytes(3).toString('hex');
  const text = `Screenshot notes ${tag}: the shop showed the pack as bought.`;
  const { player, token, fileId, inquiryId } = await playerWithFiledInquiry(
    request,
    'gdpr-staff',
    { name: `notes-${tag}.txt`, text },
    {
      title: `Please delete my account ${tag}`,
      content: `I am leaving the game: please send me my data and then delete my account ${tag}.`,
      email: `gdpr-staff-${tag}@players.example`,
    },
  );

  const admin = DEMO_STAFF.find((s) => s.role === 'admin')!;
  await page.goto(`${CONSOLE}/login`);
  await page.getByLabel(ct('login.email'), { exact: true }).fill(admin.email);
  await page.getByLabel(ct('login.password'), { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: ct('login.submit'), exact: true }).click();
  await expect(page.getByRole('banner')).toContainText(admin.name);
  await page.goto(`${CONSOLE}/inquiries/${inquiryId}`);
  const card = page.getByRole('region', { name: ct('inquiry.dataTitle'), exact: true });
  const reason = card.getByLabel(ct('inquiry.dataReason'), { exact: true });

  // No reason, no action: said, and the focus goes to the field.
  await card.getByRole('button', { name: ct('inquiry.dataExport'), exact: true }).click();
  await expect(card).toContainText(ct('inquiry.dataReasonRequired', { count: STAFF_REASON_RULE.min }));
  await expect(reason).toBeFocused();

  // The archive, with the player's file in it.
  const why = `Player mail ref GDPR-${tag}`;
  await reason.fill(why);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: ct('inquiry.dataExport'), exact: true }).click(),
  ]);
  const zip = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
  expect(strFromU8(zip[`attachments/${inquiryId}/${fileId}-notes-${tag}.txt`]!)).toBe(text);
  expect(JSON.parse(strFromU8(zip['account.json']!)).profile.account).toBe(player.who.account);
  await expect(toast(page, ct('inquiry.dataExported'))).toBeVisible();

  // Deleting asks once more in place; Cancel leaves the account be.
  await card.getByRole('button', { name: ct('inquiry.dataDelete'), exact: true }).click();
  await expect(card.getByRole('group')).toContainText(ct('inquiry.dataDeleteConfirm'));
  await card.getByRole('button', { name: ct('inquiry.dataCancel'), exact: true }).click();
  await expect(card.getByRole('group')).toHaveCount(0);
  expect((await signedPost(request, NOVA, apiPaths.login, { ...player.who, remember: false })).body.code).toBe(0);
  await card.getByRole('button', { name: ct('inquiry.dataDelete'), exact: true }).click();
  await card.getByRole('button', { name: ct('inquiry.dataDeleteNow'), exact: true }).click();
  await expect(toast(page, ct('inquiry.dataDeleted'))).toBeVisible();

  // Gone: no login, no session, no file; the inquiry stays, anonymised.
  expect((await signedPost(request, NOVA, apiPaths.login, { ...player.who, remember: false })).body.code).toBe(1006);
  const info = await request.get(`${API}${apiPaths.userInfo}`, {
    headers: { ...hostOf(NOVA), authorization: `Bearer ${token}` },
  });
  expect(((await info.json()) as { code: number }).code).toBe(-600);
  expect(fs.existsSync(storedPath(fileId))).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ct('inquiry.titleRemoved'));
  await expect(page.getByRole('region', { name: ct('inquiry.player'), exact: true })).toContainText(
    ct('inquiry.deletedPlayer'),
  );

  // The audit log names both actions, by this admin, with the reason.
  await page.goto(`${CONSOLE}/admin/audit?targetType=user`);
  const log = page.getByRole('table', { name: ct('audit.title'), exact: true });
  for (const action of ['audit.actions.playerExported', 'audit.actions.playerDeleted']) {
    const row = log
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: ct(action), exact: true }) })
      .filter({ hasText: why });
    await expect(row.first()).toBeVisible();
    await expect(row.first()).toContainText(admin.name);
  }
});
