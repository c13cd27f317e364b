// Player data rights end to end through HTTP, on SQLite and PostgreSQL: the archive holds the
// player's own data and files and nobody else's; deletion ends every session, leaves no way in
// (password, one-time code), keeps the inquiries anonymised for staff and no file in storage;
// admins do both on a player's request, audited with the reason; a crash after the commit leaves
// the objects recorded for the hourly job; and the retention job purges only old closed
// inquiries' attachments, once across two schedulers.
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { InquiryStatus } from '@guildhall/contract/inquiry-status';
import { brandAdmin, createTestApp, dialects, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { filesUnder, postMultipart } from '../../../test/file-uploads';
import { multipartBody } from '../../../test/file-samples';
import { DEMO_STAFF } from '../../db/seed/demo-staff';
import { createCode } from '../accounts/codes.service';
import { tokenHash } from '../accounts/sessions.service';
import { fileStorage, storageKeyFor, sweepFileStorage } from '../files/files.service';
import { createScheduler } from '../../ops/scheduler';
import { memoryRateLimitStore } from '../../lib/rate-limit';
import { message } from '../../lib/messages';
import type { Storage } from '../../lib/storage';
import * as privacy from './privacy.service';

const [admin, novaAgent] = DEMO_STAFF;
const quiet = { info() {}, error() {} };

describe.each(dialects)('player data rights on %s', (dialect) => {
  let t: TestApp;
  let game: number;
  let category: number;
  let adminToken: string;
  let agentToken: string;

  const { get, post, loginPlayer, registerPlayer, loginStaff, firstGame, fileInquiry } = testClient(() => t);

  /** A new official account with a password and a certified email, logged in. */
  async function player(prefix: string) {
    const account = `${prefix}${randomBytes(3).toString('hex')}`;
    const password = 'Lantern-Harbor-77!';
    const token = await registerPlayer({ account, password, email: `${account}@example.com` }, { remember: true });
    const user = await t.db.db
      .selectFrom('users')
      .select('id')
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    return { account, password, token, id: user.id };
  }

  /** Uploads a text file and files an inquiry with it: the inquiry's and file's ids. */
  async function inquiryWithFile(token: string, name: string, text: string) {
    const { boundary, body } = multipartBody(name, Buffer.from(text));
    const up = await postMultipart(t, token, boundary, body);
    expect(up.json().code).toBe(0);
    const fileId = up.json().data.fileId as string;
    const res = await post(
      '/inquiries',
      {
        gameId: game,
        gameAreaId: 'kr-main',
        serverId: 's1',
        roleId: '',
        roleName: 'Lantern Keeper',
        queryType: category,
        title: `Lost my items ${name}`,
        content: `My items vanished after the update, see ${name} please.`,
        attachments: [fileId],
        email: 'contact@example.com',
        agreements: { terms: true, userAgreement: true, privacy: true },
      },
      token,
    );
    expect(res.json().code).toBe(0);
    return { inquiryId: res.json().data.inquiryId as number, fileId };
  }

  const stored = () => filesUnder(path.join(t.dataDir, 'attachments')).map((f) => f.split(path.sep).join('/'));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    game = await firstGame('nova');
    category = (await get(`/inquiries/types?clientId=${game}`)).json().data[0].id;
    adminToken = await loginStaff(admin);
    agentToken = await loginStaff(novaAgent);
  });
  afterAll(async () => {
    await t.close();
  });

  it('exports the caller’s account, inquiries and files as a ZIP, and nothing of another player', async () => {
    const alice = await player('alice');
    const bob = await player('bob');
    const a = await inquiryWithFile(alice.token, 'alice-proof.txt', 'alice only: the receipt number 4411');
    const b = await inquiryWithFile(bob.token, 'bob-proof.txt', 'bob only: the receipt number 9922');

    expect((await get('/ucenter/data/export')).json().code).toBe(-600);
    const res = await get('/ucenter/data/export', alice.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(String(res.headers['content-disposition'])).toContain('attachment');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(zip);
    expect(names).toEqual(
      expect.arrayContaining(['account.json', 'inquiries.json', 'README.txt', `inquiries/${a.inquiryId}.html`]),
    );
    const attachment = names.find((n) => n.startsWith(`attachments/${a.inquiryId}/`));
    expect(attachment).toBe(`attachments/${a.inquiryId}/${a.fileId}-alice-proof.txt`);
    expect(strFromU8(zip[attachment!]!)).toBe('alice only: the receipt number 4411');
    const account = JSON.parse(strFromU8(zip['account.json']!));
    expect(account.profile).toMatchObject({
      account: alice.account,
      email: `${alice.account}@example.com`,
      emailCertified: true,
      passwordSet: true,
    });
    expect(account.sessions.length).toBeGreaterThanOrEqual(1);
    const inquiries = JSON.parse(strFromU8(zip['inquiries.json']!));
    expect(inquiries.map((i: { inquiryId: number }) => i.inquiryId)).toEqual([a.inquiryId]);
    expect(inquiries[0].messages[0].content).toContain('alice-proof.txt');
    // The readable page speaks the inquiry's language (nova's is Korean here).
    const html = strFromU8(zip[`inquiries/${a.inquiryId}.html`]!);
    expect(inquiries[0].language).toBe('ko');
    expect(html).toContain('Lost my items alice-proof.txt');
    expect(html).toContain(`<html lang="ko"`);
    for (const key of ['support.feedback.you', 'support.feedback.game', 'support.status.noReply'])
      expect(html).toContain(message('ko', key));
    // Nothing of Bob's, and no secret of Alice's.
    const everything = names.map((n) => strFromU8(zip[n]!)).join('\n') + names.join('\n');
    for (const foreign of [b.fileId, 'bob only', String(b.inquiryId) + '.html', bob.account])
      expect(everything).not.toContain(foreign);
    expect(everything).not.toMatch(/scrypt|password_hash|token_hash/);
    expect(everything).not.toContain(alice.token);
  });

  it('limits archives per account and hour', async () => {
    const carol = await player('carol');
    for (let i = 0; i < 3; i++) expect((await get('/ucenter/data/export', carol.token)).statusCode).toBe(200);
    const limited = await get('/ucenter/data/export', carol.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(1005);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('deletes the account: every session ends, no way back in, inquiries anonymised, no file left', async () => {
    const dave = await player('dave');
    const second = await loginPlayer(dave);
    const { inquiryId, fileId } = await inquiryWithFile(dave.token, 'dave-proof.txt', 'dave only: screenshot text');
    const other = await player('erin');
    const kept = await inquiryWithFile(other.token, 'erin-proof.txt', 'erin stays');
    await post('/staff/inquiries/' + inquiryId + '/reply', { content: 'We are looking into it, Dave.' }, adminToken);
    expect(stored()).toContain(storageKeyFor(fileId));
    const code = await createCode(t.db.db, {
      purpose: 'quick_login',
      userId: dave.id,
      target: `${dave.account}@example.com`,
    });

    // The confirmation: the account typed again, and the password.
    expect(
      (await post('/ucenter/account/delete', { account: 'someone-else', password: dave.password }, dave.token)).json(),
    ).toMatchObject({ code: 1001, data: [{ field: 'account', rule: 'mismatch' }] });
    expect((await post('/ucenter/account/delete', { account: dave.account }, dave.token)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'password', rule: 'required' }],
    });
    expect(
      (
        await post('/ucenter/account/delete', { account: dave.account, password: 'Wrong-Password-1!' }, dave.token)
      ).json().code,
    ).toBe(1006);
    const done = await post(
      '/ucenter/account/delete',
      { account: dave.account.toUpperCase(), password: dave.password },
      dave.token,
    );
    expect(done.json()).toMatchObject({ code: 0, data: { sessionsEnded: 2, filesRemoved: 1, inquiriesAnonymised: 1 } });

    // Signed out everywhere; neither the password nor the one-time code opens it again.
    for (const token of [dave.token, second]) expect((await get('/users/info', token)).json().code).toBe(-600);
    expect(
      (await post('/website/login/auth', { account: dave.account, password: dave.password, remember: false })).json()
        .code,
    ).toBe(1006);
    expect(
      (await post('/website/login/quick/auth', { account: dave.account, code, remember: false })).json().code,
    ).toBe(1006);
    expect(
      (await post('/ucenter/account/delete', { account: dave.account, password: dave.password }, dave.token)).json()
        .code,
    ).toBe(-600);
    // A session written after the deletion (a login that was still running) opens nothing either.
    const late = randomBytes(32).toString('base64url');
    const at = new Date().toISOString();
    await t.db.db
      .insertInto('sessions')
      .values({
        token_hash: tokenHash(late),
        user_id: dave.id,
        brand_id: 'nova',
        remember: 0,
        created_at: at,
        expires_at: new Date(Date.now() + 3600_000).toISOString(),
        revoked_at: null,
        last_used_at: at,
        user_agent: null,
      })
      .execute();
    expect((await get('/users/info', late)).json().code).toBe(-600);
    await t.db.db.deleteFrom('sessions').where('user_id', '=', dave.id).execute();

    // Nothing personal left in the account; the inquiry stays for the reports, anonymised.
    const row = await t.db.db.selectFrom('users').selectAll().where('id', '=', dave.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      account: `deleted_${dave.id}`,
      username: '',
      email: null,
      password_hash: null,
      phone: null,
      birthday: null,
    });
    expect(row.deleted_at).not.toBeNull();
    expect(await t.db.db.selectFrom('sessions').select('id').where('user_id', '=', dave.id).execute()).toEqual([]);
    expect(
      await t.db.db.selectFrom('verification_codes').select('id').where('user_id', '=', dave.id).execute(),
    ).toEqual([]);
    const view = (await get(`/staff/inquiries/${inquiryId}`, adminToken)).json().data;
    expect(view.player).toMatchObject({ account: `deleted_${dave.id}`, email: null, username: '' });
    expect(view.player.deletedAt).toEqual(expect.any(String));
    expect(view.inquiry).toMatchObject({
      title: '',
      email: null,
      roleName: '',
      status: InquiryStatus.replied,
      queryType: category,
    });
    const [playerMessage, agentMessage] = view.messages;
    expect(playerMessage).toMatchObject({ from: 'player', content: '', removed: true, attachments: [] });
    expect(agentMessage).toMatchObject({ from: 'agent', content: 'We are looking into it, Dave.' });

    // No file of theirs in storage or in the files table; another player's file stays.
    expect(stored()).not.toContain(storageKeyFor(fileId));
    expect(stored()).toContain(storageKeyFor(kept.fileId));
    expect(await t.db.db.selectFrom('files').select('id').where('owner_user_id', '=', dave.id).execute()).toEqual([]);
    expect(await t.db.db.selectFrom('storage_deletions').selectAll().execute()).toEqual([]);

    // Audited: who (the player), not what was removed.
    const entry = await t.db.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'player.deleted')
      .where('target_id', '=', String(dave.id))
      .executeTakeFirstOrThrow();
    expect(entry.staff_id).toBeNull();
    expect(entry.after).not.toContain(dave.account);
  });

  it('lets an admin export and delete a player on request, with a reason in the audit log; agents may not', async () => {
    const frank = await player('frank');
    const { inquiryId, fileId } = await inquiryWithFile(frank.token, 'frank-proof.txt', 'frank only');
    const p = `/staff/inquiries/${inquiryId}/player/export`;
    expect(
      (await post(p, { reason: 'Mail #5521: the player asked for a copy of their data' }, agentToken)).json().code,
    ).toBe(1003);
    expect((await post(p, { reason: '' }, adminToken)).json().code).toBe(1001);
    const res = await post(p, { reason: 'Mail #5521: the player asked for a copy of their data' }, adminToken);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    expect(strFromU8(zip[`attachments/${inquiryId}/${fileId}-frank-proof.txt`]!)).toBe('frank only');

    const del = `/staff/inquiries/${inquiryId}/player/delete`;
    expect((await post(del, { reason: 'Mail #5522: the player asked for deletion' }, agentToken)).json().code).toBe(
      1003,
    );
    expect((await post(del, { reason: 'Mail #5522: the player asked for deletion' }, adminToken)).json()).toMatchObject(
      { code: 0, data: { sessionsEnded: 1, filesRemoved: 1 } },
    );
    expect((await get('/users/info', frank.token)).json().code).toBe(-600);
    expect(stored()).not.toContain(storageKeyFor(fileId));
    // A second time: the account is gone.
    expect((await post(del, { reason: 'Mail #5522: the player asked for deletion' }, adminToken)).json().code).toBe(
      1002,
    );

    const adminId = (
      await t.db.db.selectFrom('staff').select('id').where('email', '=', admin.email).executeTakeFirstOrThrow()
    ).id;
    const entries = await t.db.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'user')
      .where('target_id', '=', String(frank.id))
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [e.action, e.staff_id])).toEqual([
      ['player.exported', adminId],
      ['player.deleted', adminId],
    ]);
    expect(JSON.parse(entries[1]!.after!)).toMatchObject({
      by: 'staff',
      reason: 'Mail #5522: the player asked for deletion',
    });
  });

  /** Signs the player in on another brand's site and files an inquiry there with a file. */
  async function inquiryOn(brand: string, who: { account: string; password: string }, name: string, text: string) {
    const token = await loginPlayer(who, { brand });
    const { boundary, body } = multipartBody(name, Buffer.from(text));
    const up = await postMultipart(t, token, boundary, body, { brand });
    expect(up.json().code).toBe(0);
    const fileId = up.json().data.fileId as string;
    const inquiryId = await fileInquiry(brand, `About ${name}`, token, {
      content: `Something went wrong, see ${name} please.`,
      attachments: [fileId],
      email: 'contact@example.com',
    });
    return { inquiryId, fileId };
  }

  it("gives an admin of some brands only their brands' part of a player, and deletes only that while other brands hold data", async () => {
    const scoped = await brandAdmin(t.db, `nova.privacy.${dialect}@guildhall.example`, ['nova']);
    const gina = await player('gina');
    const nova = await inquiryWithFile(gina.token, 'nova-proof.txt', 'nova receipt 1234');
    const hanami = await inquiryOn('hanami', gina, 'hanami-proof.txt', 'hanami receipt 5678');
    const reason = 'Mail #6001: the player asked for their data';
    // The hanami inquiry is not theirs to open, nor to export or delete from.
    expect((await get(`/staff/inquiries/${hanami.inquiryId}`, scoped.token)).json().code).toBe(1002);
    expect(
      (await post(`/staff/inquiries/${hanami.inquiryId}/player/export`, { reason }, scoped.token)).json().code,
    ).toBe(1002);

    const res = await post(`/staff/inquiries/${nova.inquiryId}/player/export`, { reason }, scoped.token);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(zip);
    expect(names).toContain(`attachments/${nova.inquiryId}/${nova.fileId}-nova-proof.txt`);
    expect(names).not.toContain(`inquiries/${hanami.inquiryId}.html`);
    expect(names.some((n) => n.startsWith(`attachments/${hanami.inquiryId}/`) || n.includes(hanami.fileId))).toBe(
      false,
    );
    const everything = names.map((n) => strFromU8(zip[n]!)).join('\n');
    expect(everything).not.toContain('hanami receipt 5678');
    expect(everything).not.toContain('hanami-proof.txt');
    const inquiries = JSON.parse(strFromU8(zip['inquiries.json']!)) as { inquiryId: number; brand: string }[];
    expect(inquiries.map((i) => [i.inquiryId, i.brand])).toEqual([[nova.inquiryId, 'nova']]);
    const account = JSON.parse(strFromU8(zip['account.json']!)) as {
      brands: unknown;
      profile: { account: string };
      sessions: { brand: string }[];
    };
    expect(account.brands).toEqual(['nova']);
    expect(account.profile.account).toBe(gina.account);
    expect(account.sessions.map((x) => x.brand)).toEqual(['nova']);
    // An admin of every brand gets both brands.
    const all = unzipSync(
      new Uint8Array(
        (await post(`/staff/inquiries/${nova.inquiryId}/player/export`, { reason }, adminToken)).rawPayload,
      ),
    );
    expect(strFromU8(all[`attachments/${hanami.inquiryId}/${hanami.fileId}-hanami-proof.txt`]!)).toBe(
      'hanami receipt 5678',
    );
    expect(JSON.parse(strFromU8(all['account.json']!)).brands).toBe('all');

    // Deleting: nova's part goes, the account and hanami's part stay.
    const del = await post(`/staff/inquiries/${nova.inquiryId}/player/delete`, { reason }, scoped.token);
    expect(del.json()).toMatchObject({
      code: 0,
      data: { accountDeleted: false, sessionsEnded: 1, filesRemoved: 1, inquiriesAnonymised: 1 },
    });
    const row = (id: number) =>
      t.db.db.selectFrom('inquiries').select(['title', 'anonymised_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect((await row(nova.inquiryId)).anonymised_at).not.toBeNull();
    expect(await row(hanami.inquiryId)).toMatchObject({ title: 'About hanami-proof.txt', anonymised_at: null });
    expect(stored()).not.toContain(storageKeyFor(nova.fileId));
    expect(stored()).toContain(storageKeyFor(hanami.fileId));
    const user = await t.db.db
      .selectFrom('users')
      .select(['account', 'deleted_at'])
      .where('id', '=', gina.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ account: gina.account, deleted_at: null });
    const sessions = await t.db.db.selectFrom('sessions').select('brand_id').where('user_id', '=', gina.id).execute();
    expect(sessions.map((x) => x.brand_id)).toEqual(['hanami']);
    const entry = await t.db.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'player.deleted')
      .where('target_id', '=', String(gina.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after!)).toMatchObject({ brands: ['nova'], accountDeleted: false });

    // An admin of every brand finishes the deletion.
    expect(
      (await post(`/staff/inquiries/${hanami.inquiryId}/player/delete`, { reason }, adminToken)).json(),
    ).toMatchObject({
      code: 0,
      data: { accountDeleted: true, filesRemoved: 1 },
    });
    expect(stored()).not.toContain(storageKeyFor(hanami.fileId));
  });

  it('lets an admin of some brands delete the whole account when it holds nothing on other brands', async () => {
    const scoped = await brandAdmin(t.db, `nova.privacy2.${dialect}@guildhall.example`, ['nova']);
    const hugo = await player('hugo');
    const { inquiryId } = await inquiryWithFile(hugo.token, 'hugo-proof.txt', 'hugo only');
    expect(
      (
        await post(`/staff/inquiries/${inquiryId}/player/delete`, { reason: 'Mail #6002: delete me' }, scoped.token)
      ).json(),
    ).toMatchObject({ code: 0, data: { accountDeleted: true, filesRemoved: 1 } });
    expect((await get('/users/info', hugo.token)).json().code).toBe(-600);
  });

  it('keeps the objects of a deletion recorded when storage fails after the commit, and the job removes them', async () => {
    const gina = await player('gina');
    const { fileId } = await inquiryWithFile(gina.token, 'gina-proof.txt', 'gina only');
    const real = fileStorage(t.dataDir);
    const broken: Storage = { ...real, delete: () => Promise.reject(new Error('storage unreachable')) };
    const session = await t.db.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', gina.id)
      .executeTakeFirstOrThrow();
    const user = await t.db.db.selectFrom('users').selectAll().where('id', '=', gina.id).executeTakeFirstOrThrow();
    await privacy.deleteOwn(
      t.db.db,
      { sessionId: session.id, user },
      { account: gina.account, password: gina.password },
      '127.0.0.1',
      { storage: broken, rateLimits: memoryRateLimitStore(), retentionDays: 0 },
    );
    // Committed: the account is gone, its object still stored and recorded for removal.
    expect((await get('/users/info', gina.token)).json().code).toBe(-600);
    expect(stored()).toContain(storageKeyFor(fileId));
    expect(
      (await t.db.db.selectFrom('storage_deletions').select('storage_key').execute()).map((r) => r.storage_key),
    ).toEqual([storageKeyFor(fileId)]);
    expect(await privacy.removeRecordedObjects(t.db.db, { storage: real })).toBe(1);
    expect(stored()).not.toContain(storageKeyFor(fileId));
    expect(await t.db.db.selectFrom('storage_deletions').selectAll().execute()).toEqual([]);
  });

  it('purges only attachments of inquiries closed longer ago than the retention, once across two schedulers', async () => {
    const hana = await player('hana');
    const old = await inquiryWithFile(hana.token, 'old-closed.txt', 'closed long ago');
    const recent = await inquiryWithFile(hana.token, 'recent-closed.txt', 'closed yesterday');
    const open = await inquiryWithFile(hana.token, 'old-open.txt', 'still open');
    const day = 24 * 60 * 60_000;
    const ago = (days: number) => new Date(Date.now() - days * day).toISOString();
    await t.db.db
      .updateTable('inquiries')
      .set({ status: InquiryStatus.closed, closed_at: ago(40) })
      .where('id', '=', old.inquiryId)
      .execute();
    await t.db.db
      .updateTable('inquiries')
      .set({ status: InquiryStatus.closed, closed_at: ago(1) })
      .where('id', '=', recent.inquiryId)
      .execute();
    await t.db.db
      .updateTable('inquiries')
      .set({ created_at: ago(100) })
      .where('id', '=', open.inquiryId)
      .execute();

    const retention = { storage: fileStorage(t.dataDir), retentionDays: 30 };
    const jobs = [
      { name: `attachment retention ${dialect}`, run: () => privacy.purgeExpiredAttachments(t.db.db, retention) },
    ];
    const runs = await Promise.all(
      [0, 1].map((i) =>
        createScheduler({ db: t.db.db, jobs, log: quiet, node: `node-${i}`, keepRunsMs: 3 * 60 * 60_000 }).tick(),
      ),
    );
    const mine = runs.flat().filter((r) => r.job === jobs[0]!.name);
    expect(mine.map((r) => r.outcome).sort()).toEqual(['skipped', 'succeeded']);
    expect(mine.find((r) => r.outcome === 'succeeded')!.affected).toBe(1);

    expect(stored()).not.toContain(storageKeyFor(old.fileId));
    expect(stored()).toEqual(expect.arrayContaining([storageKeyFor(recent.fileId), storageKeyFor(open.fileId)]));
    // The conversation says what happened instead of a broken link; the file itself is not found.
    const detail = (await get(`/inquiries/detail?inquiryId=${old.inquiryId}`, hana.token)).json().data;
    expect(detail.messages[0].attachments).toEqual([
      { fileId: old.fileId, name: 'old-closed.txt', size: 15, kind: 'other', url: '', removedAfterDays: 30 },
    ]);
    expect((await get(`/files/${old.fileId}`, hana.token)).json().code).toBe(1002);
    const still = (await get(`/inquiries/detail?inquiryId=${recent.inquiryId}`, hana.token)).json().data;
    expect(still.messages[0].attachments[0].url).not.toBe('');
    // Its archive lists the removed file without bytes.
    const zip = unzipSync(new Uint8Array((await get('/ucenter/data/export', hana.token)).rawPayload));
    expect(
      Object.keys(zip)
        .filter((n) => n.startsWith('attachments/'))
        .sort(),
    ).toEqual(
      [
        `attachments/${recent.inquiryId}/${recent.fileId}-recent-closed.txt`,
        `attachments/${open.inquiryId}/${open.fileId}-old-open.txt`,
      ].sort(),
    );
    // A second run finds nothing more to do, and the storage sweep does not take the purged
    // rows for rows whose bytes went missing.
    expect(await privacy.purgeExpiredAttachments(t.db.db, retention)).toBe(0);
    const sweep = await sweepFileStorage(t.db.db, fileStorage(t.dataDir), { graceMs: 0, now: Date.now() + 1000 });
    expect(sweep.missingObjects).toBe(0);
  });
});

describe('the archive stream', () => {
  it('stops reading attachments when the client goes away, without an error', async () => {
    const { zipArchive } = await import('./export-archive');
    const { Readable } = await import('node:stream');
    let opened = 0;
    const big = () =>
      Readable.from(
        (function* () {
          for (let i = 0; i < 64; i++) yield Buffer.alloc(64 * 1024, i);
        })(),
      );
    const stream = zipArchive({
      json: { 'a.json': { ok: true } },
      texts: {},
      attachments: [1, 2, 3].map((n) => ({ path: `f${n}.bin`, open: async () => (opened++, big()) })),
      at: new Date(),
    });
    const errors: unknown[] = [];
    stream.on('error', (e) => errors.push(e));
    // Read a little, then go away as a client closing the connection does.
    await new Promise<void>((resolve) => stream.once('readable', () => resolve()));
    stream.read();
    stream.destroy();
    await new Promise((r) => setTimeout(r, 200));
    expect(opened).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });

  it('writes a whole archive that unzips to what was given', async () => {
    const { zipArchive } = await import('./export-archive');
    const { Readable } = await import('node:stream');
    const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
    const stream = zipArchive({
      json: { 'a.json': { n: 1 } },
      texts: { 'b.txt': 'hello' },
      attachments: [
        { path: 'c.bin', open: async () => Readable.from([bytes.subarray(0, 1_000_000), bytes.subarray(1_000_000)]) },
        { path: 'gone.bin', open: async () => null },
      ],
      at: new Date(),
    });
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    const zip = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    expect(Object.keys(zip).sort()).toEqual(['a.json', 'b.txt', 'c.bin']);
    expect(Buffer.from(zip['c.bin']!).equals(bytes)).toBe(true);
    expect(strFromU8(zip['b.txt']!)).toBe('hello');
  });
});
