import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InquiryDetailSchema, InquiryListSchema } from '@guildhall/contract/support';
import { createTestApp, dialects, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { agentReply, closeUnratedInquiries } from './inquiries.service';
import { seedGames } from '../../db/seed/demo-data';

describe.each(dialects)('inquiries on %s', (dialect) => {
  let t: TestApp;
  let game: number;
  let category: number;
  let alice: string; // player01
  let bob: string; // player02

  const { get, post, loginPlayer, firstGame } = testClient(() => t);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    game = await firstGame('nova');
    category = (await get(`/inquiries/types?clientId=${game}`)).json().data[0].id;
    alice = await loginPlayer(DEMO_ACCOUNTS[0]);
    bob = await loginPlayer(DEMO_ACCOUNTS[1]);
  });
  afterAll(async () => {
    await t.close();
  });

  const valid = () => ({
    gameId: game,
    gameAreaId: 'kr-main',
    serverId: 'S1',
    roleId: '',
    roleName: 'Mina',
    queryType: category,
    title: 'Cannot claim the event reward',
    content: 'The login event reward for day 7 never arrived in my mailbox.',
    attachments: [] as string[],
    email: 'player@example.com',
    agreements: { terms: true, userAgreement: true, privacy: true },
  });

  /** An upload of this user, as POST /files leaves it (the upload itself is tested in files). */
  async function fileOf(account: string, name = 'shot.png') {
    const user = await t.db.db
      .selectFrom('users')
      .select('id')
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    const id = randomBytes(16).toString('base64url');
    await t.db.db
      .insertInto('files')
      .values({
        id,
        owner_user_id: user.id,
        owner_staff_id: null,
        brand_id: 'nova',
        name,
        size: 10,
        kind: 'image',
        content_type: 'image/png',
        storage_key: `files/${id}`,
        inquiry_id: null,
        message_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    return id;
  }

  it('needs a session to file', async () => {
    expect((await post('/inquiries', valid())).json().code).toBe(-600);
  });

  it.each([
    ['title', { title: 'x' }, 'too_short'],
    ['title', { title: 'x'.repeat(101) }, 'too_long'],
    ['content', { content: 'too short' }, 'too_short'],
    ['content', { content: 'x'.repeat(401) }, 'too_long'],
    ['content', { content: 'Supercalifragilistic' }, 'min_words'],
    ['email', { email: 'not-an-email' }, 'email'],
    ['phone', { phone: '12345' }, 'phone'],
    ['email', { email: '' }, 'contact_required'],
    ['agreements.privacy', { agreements: { terms: true, userAgreement: true, privacy: false } }, 'agreement'],
    ['serverId', { serverId: '' }, 'required'],
    ['roleName', { roleName: '' }, 'required'],
  ])('refuses a bad %s (%j) with rule %s', async (field, change, rule) => {
    const res = await post('/inquiries', { ...valid(), ...change }, alice);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1001, data: expect.arrayContaining([{ field, rule }]) });
  });

  it('counts words with Intl.Segmenter, so Chinese and Thai content passes', async () => {
    for (const content of ['我的账号无法登录游戏了请帮忙', 'ไม่สามารถเข้าสู่ระบบเกมได้ครับ']) {
      expect((await post('/inquiries', { ...valid(), content }, alice)).json().code, content).toBe(0);
    }
  });

  it('checks the selections against the game', async () => {
    expect((await post('/inquiries', { ...valid(), queryType: 999999 }, alice)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'queryType' }],
    });
    expect((await post('/inquiries', { ...valid(), gameAreaId: 'mars' }, alice)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'gameAreaId' }],
    });
    expect((await post('/inquiries', { ...valid(), serverId: 's99' }, alice)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'serverId' }],
    });
    expect((await post('/inquiries', { ...valid(), roleId: 'someone-else' }, alice)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'roleId' }],
    });
    const hanamiGame = (
      await t.db.db.selectFrom('games').select('id').where('brand_id', '=', 'hanami').executeTakeFirstOrThrow()
    ).id;
    expect((await post('/inquiries', { ...valid(), gameId: hanamiGame }, alice)).json().code).toBe(1002);
  });

  it('files an inquiry with the character from the directory and normalised server id', async () => {
    const roles = (await get(`/game/roles?clientId=${game}&serverId=s1`, alice)).json().data as { roleId: string }[];
    const res = await post(
      '/inquiries',
      { ...valid(), roleId: roles[0]!.roleId, roleName: 'typed name is replaced' },
      alice,
    );
    expect(res.json()).toMatchObject({ code: 0, data: { inquiryId: expect.any(Number) } });
    const detail = InquiryDetailSchema.parse(
      (await get(`/inquiries/detail?inquiryId=${res.json().data.inquiryId}`, alice)).json().data,
    );
    expect(detail).toMatchObject({
      serverId: 's1',
      serverName: 'S1 오로라',
      roleName: 'Mina',
      status: 0,
      email: 'player@example.com',
      queryTypeName: '계정',
    });
    // The game as the player chose it: its title in the player's language.
    expect(detail.gameName).toBe(seedGames.find((g) => g.brandId === 'nova')!.texts.ko!.title);
    expect(detail.messages).toEqual([
      expect.objectContaining({ from: 'player', content: valid().content, attachments: [] }),
    ]);
  });

  it('never makes a second inquiry for a retried submit', async () => {
    const key = { 'idempotency-key': `create-${randomBytes(6).toString('hex')}` };
    const count = async () => (await t.db.db.selectFrom('inquiries').select('id').execute()).length;
    const before = await count();
    const a = await post('/inquiries', valid(), { token: alice, headers: key });
    const b = await post('/inquiries', valid(), { token: alice, headers: key });
    expect(b.json()).toEqual(a.json());
    expect(await count()).toBe(before + 1);
  });

  it('attaches own uploads only, within the brand limit, or files nothing', async () => {
    const before = (await t.db.db.selectFrom('inquiries').select('id').execute()).length;
    const four = [
      await fileOf('player01'),
      await fileOf('player01'),
      await fileOf('player01'),
      await fileOf('player01'),
    ];
    const tooMany = await post('/inquiries', { ...valid(), attachments: four }, alice);
    expect(tooMany.json()).toMatchObject({ code: 1009, data: { maxFiles: 3 } });
    expect(tooMany.json().msg).toContain('3');
    const bobs = await fileOf('player02');
    const stolen = await post('/inquiries', { ...valid(), attachments: [four[0], bobs] }, alice);
    expect(stolen.json().code).toBe(1002);
    expect((await t.db.db.selectFrom('inquiries').select('id').execute()).length).toBe(before);
    const ok = await post('/inquiries', { ...valid(), attachments: four.slice(0, 3) }, alice);
    expect(ok.json().code).toBe(0);
    const detail = (await get(`/inquiries/detail?inquiryId=${ok.json().data.inquiryId}`, alice)).json().data;
    expect(detail.messages[0].attachments.map((f: { fileId: string }) => f.fileId).sort()).toEqual(
      four.slice(0, 3).sort(),
    );
    // A used upload cannot be attached again.
    expect((await post('/inquiries', { ...valid(), attachments: [four[0]] }, alice)).json().code).toBe(1002);
  });

  it("answers another player's inquiry exactly like a missing one", async () => {
    const id = (await post('/inquiries', valid(), alice)).json().data.inquiryId as number;
    const theirs = await get(`/inquiries/detail?inquiryId=${id}`, bob);
    const missing = await get('/inquiries/detail?inquiryId=99999999', bob);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    for (const [path, body] of [
      ['/inquiries/reply', { inquiryId: id, content: 'let me in' }],
      ['/inquiries/end', { inquiryId: id }],
      ['/inquiries/score', { inquiryId: id, score: 1 }],
    ] as const) {
      expect((await post(path, body, bob)).json().code, path).toBe(1002);
    }
    // Nor on another brand's host.
    expect((await get(`/inquiries/detail?inquiryId=${id}`, { token: alice, brand: 'ember' })).json().code).toBe(-600);
  });

  it('follows the status rules from filing to rating, with the red dot on the way', async () => {
    const id = (await post('/inquiries', valid(), alice)).json().data.inquiryId as number;
    const status = async () => (await get(`/inquiries/detail?inquiryId=${id}`, alice)).json().data.status as number;
    expect((await get('/inquiries/feedback', alice)).json().data).toBe(false);
    expect((await get(`/inquiries/unresolved?clientId=${game}`, alice)).json().data).toMatchObject({
      inquiryId: expect.any(Number),
      status: 0,
    });
    expect((await post('/inquiries/score', { inquiryId: id, score: 5 }, alice)).json().code).toBe(1004);

    await agentReply(t.db.db, {
      inquiryId: id,
      staffId: 1,
      content: 'We have sent the reward again. Please check your mailbox.',
    });
    expect((await get('/inquiries/feedback', alice)).json().data).toBe(true);
    const list = InquiryListSchema.parse((await get(`/inquiries/list?clientId=${game}`, alice)).json().data);
    expect(list.list.find((i) => i.inquiryId === id)).toMatchObject({ status: 2, unread: true });
    expect(await status()).toBe(2); // viewing it…
    expect((await get('/inquiries/feedback', alice)).json().data).toBe(false); // …clears the dot

    expect(
      (await post('/inquiries/reply', { inquiryId: id, content: 'Still missing, sorry!' }, alice)).json().code,
    ).toBe(0);
    expect(await status()).toBe(1);
    expect((await post('/inquiries/end', { inquiryId: id }, alice)).json().code).toBe(0);
    expect(await status()).toBe(3);
    expect((await get(`/inquiries/unresolved?clientId=${game}`, alice)).json().data?.inquiryId).not.toBe(id);
    expect((await post('/inquiries/reply', { inquiryId: id, content: 'one more thing' }, alice)).json().code).toBe(
      1004,
    );
    expect((await post('/inquiries/end', { inquiryId: id }, alice)).json().code).toBe(1004);
    expect((await post('/inquiries/score', { inquiryId: id, score: 6 }, alice)).json().code).toBe(1001);
    expect(
      (await post('/inquiries/score', { inquiryId: id, score: 4, comment: 'Quick and kind.' }, alice)).json().code,
    ).toBe(0);
    const closed = (await get(`/inquiries/detail?inquiryId=${id}`, alice)).json().data;
    expect(closed).toMatchObject({ status: 4, score: 4, scoreComment: 'Quick and kind.' });
    expect((await post('/inquiries/score', { inquiryId: id, score: 5 }, alice)).json().code).toBe(1004);
    await expect(agentReply(t.db.db, { inquiryId: id, staffId: 1, content: 'late' })).rejects.toMatchObject({
      code: 1004,
    });
  });

  it("answers when a reply may be expected (the brand's setting) and where it is mailed besides My inquiries", async () => {
    // With no SLA policy covering the inquiry (the SLA's own answer is tested in sla.routes.test.ts).
    await t.db.db.deleteFrom('sla_policies').execute();
    const before = Date.now();
    const withPhone = { ...valid(), email: undefined, phone: '+82 10 5555 0100' };
    // player01 has a verified email: replies go there too; player02 has none: My inquiries only.
    const a = (await post('/inquiries', withPhone, alice)).json();
    expect(a).toMatchObject({
      code: 0,
      data: { expectedReply: { withinHours: 24 }, replyMailTo: DEMO_ACCOUNTS[0].email },
    });
    const by = Date.parse(a.data.expectedReply.by as string);
    expect(by).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 1000);
    expect(by).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000 + 1000);
    expect((await post('/inquiries', withPhone, bob)).json().data.replyMailTo).toBeNull();
    // The inquiry's own contact email wins (it is the one replies are mailed to).
    expect((await post('/inquiries', { ...valid(), email: 'other@example.com' }, bob)).json().data.replyMailTo).toBe(
      'other@example.com',
    );
    // The brand's setting, as an admin changes it, is what the next inquiry is told.
    await t.db.db.updateTable('brands').set({ reply_within_hours: 6 }).where('id', '=', 'nova').execute();
    expect((await post('/inquiries', valid(), bob)).json().data.expectedReply.withinHours).toBe(6);
    await t.db.db.updateTable('brands').set({ reply_within_hours: 24 }).where('id', '=', 'nova').execute();
  });

  it('lets guests file with an email, follow their own and find them in their history', async () => {
    const guest = (await post('/website/login/auth', { guest: true })).json().data.token as string;
    expect(
      (await post('/inquiries', { ...valid(), email: undefined, phone: '+82 10 5555 0199' }, guest)).json(),
    ).toMatchObject({ code: 1001, data: [{ field: 'email', rule: 'required_for_guest' }] });
    const id = (await post('/inquiries', valid(), guest)).json().data.inquiryId as number;
    expect((await get(`/inquiries/detail?inquiryId=${id}`, guest)).json().code).toBe(0);
    const history = await get('/inquiries/list', guest);
    expect(history.statusCode).toBe(200);
    expect(history.json().data).toMatchObject({ total: 1, list: [{ inquiryId: id }] });
    // Only that guest's: another guest (another browser) and a player see none of it.
    const other = (await post('/website/login/auth', { guest: true })).json().data.token as string;
    expect((await get('/inquiries/list', other)).json().data).toMatchObject({ total: 0, list: [] });
    expect((await get(`/inquiries/detail?inquiryId=${id}`, other)).json().code).toBe(1002);
  });

  it('closes inquiries left waiting for a rating for 7 days, once', async () => {
    const id = (await post('/inquiries', valid(), alice)).json().data.inquiryId as number;
    await post('/inquiries/end', { inquiryId: id }, alice);
    expect(await closeUnratedInquiries(t.db.db, new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    expect(await closeUnratedInquiries(t.db.db, new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await closeUnratedInquiries(t.db.db, new Date(Date.now() + 8 * 86_400_000))).toBe(0);
    expect((await get(`/inquiries/detail?inquiryId=${id}`, alice)).json().data).toMatchObject({
      status: 4,
      score: null,
    });
  });

  it('answers false and null without a token, -600 with a bad one', async () => {
    expect((await get('/inquiries/feedback')).json()).toMatchObject({ code: 0, data: false });
    expect((await get(`/inquiries/unresolved?clientId=${game}`)).json()).toMatchObject({ code: 0, data: null });
    expect((await get('/inquiries/feedback', 'bogus')).json().code).toBe(-600);
    expect((await get('/inquiries/list')).json().code).toBe(-600);
  });
});

describe('the per-player limit on new inquiries', () => {
  it('refuses the filing past the hourly limit with 1005 and Retry-After, invalid forms not counted', async () => {
    const t = await createTestApp('sqlite', { env: { INQUIRY_CREATE_PER_HOUR: '2' } });
    try {
      const { post, loginPlayer, firstGame } = testClient(() => t);
      const token = await loginPlayer(DEMO_ACCOUNTS[0]);
      const game = await firstGame('nova');
      const body = {
        gameId: game,
        gameAreaId: 'kr-main',
        serverId: 's1',
        roleName: 'Mina',
        queryType: 1,
        title: 'Limit check',
        content: 'Checking the hourly limit of new inquiries.',
        email: 'l@example.com',
        agreements: { terms: true, userAgreement: true, privacy: true },
      };
      expect((await post('/inquiries', { ...body, title: 'x' }, token)).json().code).toBe(1001);
      expect((await post('/inquiries', body, token)).json().code).toBe(0);
      expect((await post('/inquiries', body, token)).json().code).toBe(0);
      const third = await post('/inquiries', body, token);
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe(1005);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
