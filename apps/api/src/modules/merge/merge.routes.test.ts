// Merging two inquiries of one player: every message and attachment of the source moves
// to the target in time order, the attachments stay the player's to download, field values and
// tags join the target, the source closes pointing at the target, the player is told in their
// language (and by mail), both are audited, and what must be refused is, changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InquiryDetailSchema, InquiryListSchema } from '@guildhall/contract/support';
import { MergeResultSchema } from '@guildhall/contract/merge';
import { StaffInquiryDetailSchema } from '@guildhall/contract/staff';
import { createTestApp, dialects, host, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { multipartBody, sampleFile } from '../../../test/file-samples';
import { postMultipart } from '../../../test/file-uploads';
import { startSmtp, type TestSmtp } from '../../../test/smtp';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { DEMO_STAFF } from '../../db/seed/demo-staff';
import { issueStaffSession } from '../staff-sessions/staff-sessions.service';
import { MERGE_NOTICE } from './merge-texts';

const [admin, novaAgent, hanamiAgent] = DEMO_STAFF;

describe.each(dialects)('merging inquiries on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  const tokens: Record<string, string> = {};

  const { get, post, loginPlayer, ...api } = testClient(() => t);
  const merge = (source: number, into: number, token: string) =>
    post(`/staff/inquiries/${source}/merge`, { intoInquiryId: into }, token);

  async function upload(name: string, token: string, brand = 'nova'): Promise<string> {
    const { boundary, body } = multipartBody(name, sampleFile('png', 2000));
    const res = await postMultipart(t, token, boundary, body, { brand });
    expect(res.json().code, res.body).toBe(0);
    return res.json().data.fileId as string;
  }

  const fileInquiry = (
    brand: string,
    title: string,
    token: string,
    opts: { attachments?: string[]; email?: string } = {},
  ) =>
    api.fileInquiry(brand, title, token, {
      content: `${title}: it started right after the last patch.`,
      email: 'mina.merge@example.com',
      ...opts,
    });

  const staffDetail = async (id: number, token = tokens[novaAgent.email]!) =>
    StaffInquiryDetailSchema.parse((await get(`/staff/inquiries/${id}`, token)).json().data);
  const playerDetail = async (id: number, token = tokens['player01-nova']!, brand = 'nova') =>
    InquiryDetailSchema.parse((await get(`/inquiries/detail?inquiryId=${id}`, { token, brand })).json().data);
  const messageCount = async (id: number) =>
    (await t.db.db.selectFrom('inquiry_messages').select('id').where('inquiry_id', '=', id).execute()).length;
  const mergeAudits = async (id: number) =>
    (await get(`/staff/audit?targetType=inquiry&targetId=${id}`, tokens[admin.email]))
      .json()
      .data.filter((e: { action: string }) => e.action === 'inquiry.merged') as {
      staff_id: number;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }[];

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, { env: { SMTP_URL: smtp.url } });
    for (const s of [admin, novaAgent, hanamiAgent]) {
      const row = await t.db.db.selectFrom('staff').select('id').where('email', '=', s.email).executeTakeFirstOrThrow();
      tokens[s.email] = (await issueStaffSession(t.db.db, row.id)).token;
    }
    for (const [account, brand] of [
      [DEMO_ACCOUNTS[0], 'nova'],
      [DEMO_ACCOUNTS[0], 'hanami'],
      [DEMO_ACCOUNTS[1], 'nova'],
    ] as const) {
      tokens[`${account.account}-${brand}`] = await loginPlayer(account, { brand });
    }
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('moves every message and attachment in time order, joins fields and tags, tells the player in Korean, and audits both', async () => {
    const agent = tokens[novaAgent.email]!;
    const player = tokens['player01-nova']!;
    const agentId = (await get('/staff/me', agent)).json().data.id as number;
    // Two conversations whose messages interleave in time.
    const shot1 = await upload('first.png', player);
    const source = await fileInquiry('nova', 'Reward missing after the event', player, { attachments: [shot1] });
    const target = await fileInquiry('nova', 'Mailbox does not open', player);
    expect(
      (
        await post(`/staff/inquiries/${source}/reply`, { content: 'Which server did you play the event on?' }, agent)
      ).json().code,
    ).toBe(0);
    expect(
      (
        await post(
          '/inquiries/reply',
          { inquiryId: target, content: 'The mailbox button does nothing at all.', attachments: [] },
          player,
        )
      ).json().code,
    ).toBe(0);
    const shot2 = await upload('second.png', player);
    expect(
      (
        await post(
          '/inquiries/reply',
          { inquiryId: source, content: 'Server S1, here is the event screen.', attachments: [shot2] },
          player,
        )
      ).json().code,
    ).toBe(0);
    expect(
      (await post(`/staff/inquiries/${source}/note`, { content: 'Event log shows the reward unsent.' }, agent)).json()
        .code,
    ).toBe(0);
    expect(
      (await post(`/staff/inquiries/${target}/reply`, { content: 'We are looking into the mailbox.' }, agent)).json()
        .code,
    ).toBe(0);

    // Field values and tags as the queue's other parts will set them.
    const row = await t.db.db
      .selectFrom('inquiries')
      .select(['game_id', 'query_type'])
      .where('id', '=', source)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const field = async (key: string) =>
      (
        await t.db.db
          .insertInto('inquiry_fields')
          .values({
            game_id: row.game_id,
            type_id: row.query_type,
            field_key: key,
            kind: 'text',
            required: 0,
            agent_only: 0,
            config: '{}',
            sort: 0,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const orderId = await field(`order_${dialect}`);
    const store = await field(`store_${dialect}`);
    await t.db.db
      .insertInto('inquiry_field_values')
      .values([
        { inquiry_id: source, field_id: orderId, value: 'GPA.1111', updated_at: now },
        { inquiry_id: source, field_id: store, value: 'google_play', updated_at: now },
        { inquiry_id: target, field_id: orderId, value: 'GPA.2222', updated_at: now },
      ])
      .execute();
    await t.db.db
      .insertInto('inquiry_tags')
      .values([
        { inquiry_id: source, tag: 'event', created_at: now },
        { inquiry_id: source, tag: 'vip', created_at: now },
        { inquiry_id: target, tag: 'vip', created_at: now },
      ])
      .execute();

    const before = [...(await staffDetail(source)).messages, ...(await staffDetail(target)).messages].sort(
      (a, b) => a.id - b.id,
    );
    expect(before).toHaveLength(7);
    await smtp.next('mina.merge@example.com').catch(() => undefined); // the replies' own mails
    await smtp.next('mina.merge@example.com').catch(() => undefined);
    // The player looked at the target: the dot is off before the merge.
    await playerDetail(target);
    await playerDetail(source);
    expect((await get('/inquiries/feedback', player)).json().data).toBe(false);

    const res = await merge(source, target, agent);
    expect(res.json().code, res.body).toBe(0);
    expect(MergeResultSchema.parse(res.json().data)).toEqual({
      intoInquiryId: target,
      movedMessages: 4,
      movedAttachments: 2,
    });

    // The console: everything in the target, in time order, the notice last.
    const merged = await staffDetail(target);
    expect(merged.inquiry.status).toBe(1);
    expect(merged.messages.map((m) => m.id)).toEqual([...before.map((m) => m.id), merged.messages.at(-1)!.id]);
    expect(merged.messages.map((m) => m.content).slice(0, 7)).toEqual([
      'Reward missing after the event: it started right after the last patch.',
      'Mailbox does not open: it started right after the last patch.',
      'Which server did you play the event on?',
      'The mailbox button does nothing at all.',
      'Server S1, here is the event screen.',
      'Event log shows the reward unsent.',
      'We are looking into the mailbox.',
    ]);
    const times = merged.messages.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort());
    const notice = merged.messages.at(-1)!;
    expect(notice).toMatchObject({ from: 'agent', staffId: agentId });
    expect(notice.content).toBe(
      `문의 “Reward missing after the event”(#${source})을(를) 이 대화로 합쳤습니다. 이제 모든 내용을 한곳에서 보실 수 있습니다.`,
    );
    expect(merged.otherInquiries.find((o) => o.inquiryId === source)).toMatchObject({ status: 4, mergedInto: target });
    expect((await staffDetail(source)).inquiry).toMatchObject({ status: 4, mergedInto: target });
    expect((await staffDetail(source)).messages).toEqual([]);

    // Fields the target lacked, and the tags of both.
    const values = await t.db.db
      .selectFrom('inquiry_field_values')
      .select(['field_id', 'value'])
      .where('inquiry_id', '=', target)
      .orderBy('field_id')
      .execute();
    expect(values).toEqual([
      { field_id: orderId, value: 'GPA.2222' },
      { field_id: store, value: 'google_play' },
    ]);
    const tags = await t.db.db
      .selectFrom('inquiry_tags')
      .select('tag')
      .where('inquiry_id', '=', target)
      .orderBy('tag')
      .execute();
    expect(tags.map((r) => r.tag)).toEqual(['event', 'vip']);

    // The player: the whole conversation (no notes) with both pictures, downloadable, and the red dot.
    expect((await get('/inquiries/feedback', player)).json().data).toBe(true);
    // The history: the target unread, the source concluded and merged.
    const list = InquiryListSchema.parse((await get('/inquiries/list?pageSize=50', player)).json().data).list;
    expect(list.find((i) => i.inquiryId === source)).toMatchObject({ status: 4, mergedIntoId: target, unread: false });
    expect(list.find((i) => i.inquiryId === target)).toMatchObject({ unread: true });
    expect(list.find((i) => i.inquiryId === target)!.mergedIntoId).toBeUndefined();
    const seen = await playerDetail(target);
    expect(seen.messages.map((m) => m.from)).toEqual([
      'player',
      'player',
      'agent',
      'player',
      'player',
      'agent',
      'agent',
    ]);
    expect(JSON.stringify(seen)).not.toContain('Event log');
    expect(seen.messages.at(-1)!.content).toContain(`#${source}`);
    const files = seen.messages.flatMap((m) => m.attachments);
    expect(files.map((f) => f.fileId)).toEqual([shot1, shot2]);
    for (const f of files) {
      const download = await t.app.inject({ method: 'GET', url: f.url, headers: host('nova') });
      expect(download.statusCode, f.name).toBe(200);
    }
    const dbFiles = await t.db.db
      .selectFrom('files')
      .select(['id', 'inquiry_id'])
      .where('id', 'in', [shot1, shot2])
      .execute();
    expect(dbFiles.every((f) => f.inquiry_id === target)).toBe(true);

    // The source tells the player where it went.
    const gone = await playerDetail(source);
    expect(gone).toMatchObject({
      status: 4,
      messages: [],
      mergedInto: { inquiryId: target, title: 'Mailbox does not open', gameId: row.game_id },
    });

    // Mailed like a reply, about the target.
    const mail = await smtp.next('mina.merge@example.com');
    expect(mail.subject).toContain(String(target));

    // Audited on both, by the merging agent.
    const [onSource] = await mergeAudits(source);
    const [onTarget] = await mergeAudits(target);
    expect(onSource).toMatchObject({
      staff_id: agentId,
      before: { status: 1, mergedInto: null },
      after: { status: 4, mergedInto: target, movedMessages: 4, movedAttachments: 2 },
    });
    expect(onTarget).toMatchObject({
      staff_id: agentId,
      before: { status: 2 },
      after: { status: 1, mergedFrom: source, fieldsAdded: 1, tagsAdded: 1, noticeId: notice.id },
    });

    // Twice, or back the other way: a clear conflict, nothing changes.
    const count = await messageCount(target);
    expect((await merge(source, target, agent)).json()).toMatchObject({
      code: 1004,
      data: [{ field: 'inquiryId', rule: 'already_merged' }],
    });
    expect((await merge(target, source, agent)).json()).toMatchObject({
      code: 1004,
      data: [{ field: 'intoInquiryId', rule: 'target_merged' }],
    });
    // Its conversation lives in the target: the merged inquiry is not reopened.
    expect((await post(`/staff/inquiries/${source}/reopen`, {}, agent)).json()).toMatchObject({
      code: 1004,
      data: [{ field: 'status', rule: 'not_allowed_reopened' }],
    });
    expect(await messageCount(target)).toBe(count);
    expect(await mergeAudits(target)).toHaveLength(1);
  });

  it('tells a Japanese player in Japanese', async () => {
    const agent = tokens[hanamiAgent.email]!;
    const player = tokens['player01-hanami']!;
    const source = await fileInquiry('hanami', '課金アイテムが届かない', player);
    const target = await fileInquiry('hanami', 'ログインできません', player);
    expect((await merge(source, target, agent)).json().code).toBe(0);
    const seen = await playerDetail(target, player, 'hanami');
    expect(seen.messages.at(-1)!.content).toBe(
      MERGE_NOTICE.ja.replace('{title}', '課金アイテムが届かない').replace('{id}', String(source)),
    );
    expect(seen.messages.at(-1)!.content).toContain('お問い合わせ「課金アイテムが届かない」');
    expect((await playerDetail(source, player, 'hanami')).mergedInto?.inquiryId).toBe(target);
  });

  it('refuses itself, another player, another brand, a closed target, a deleted player and other brands’ staff, changing nothing', async () => {
    const agent = tokens[novaAgent.email]!;
    const mine = await fileInquiry('nova', 'Guild chat shows old messages', tokens['player01-nova']!);
    const other = await fileInquiry('nova', 'Cannot change my nickname', tokens['player01-nova']!);
    const kenji = await fileInquiry('nova', 'Friend list is empty', tokens['player02-nova']!);
    const counts = async () => [await messageCount(mine), await messageCount(other), await messageCount(kenji)];
    const start = await counts();

    expect((await merge(mine, mine, agent)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'intoInquiryId', rule: 'same_inquiry' }],
    });
    expect((await merge(mine, kenji, agent)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'intoInquiryId', rule: 'other_player' }],
    });
    expect((await merge(kenji, mine, agent)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'intoInquiryId', rule: 'other_player' }],
    });

    // Another staff member's brands: not found, like a missing inquiry, whichever side it is on.
    const outsider = tokens[hanamiAgent.email]!;
    const missing = (await merge(99_999_999, mine, outsider)).json();
    expect(missing.code).toBe(1002);
    expect((await merge(mine, other, outsider)).json()).toEqual(missing);
    const hanami = await fileInquiry('hanami', 'ガチャの結果がおかしい', tokens['player01-hanami']!);
    expect((await merge(hanami, mine, outsider)).json()).toEqual(missing);
    expect((await merge(mine, hanami, agent)).json()).toEqual(missing);

    // The same player on another brand of the agent's (ember): two separate sites.
    const ember = await fileInquiry('nova', 'Ember duplicate', tokens['player01-nova']!);
    await t.db.db.updateTable('inquiries').set({ brand_id: 'ember' }).where('id', '=', ember).execute();
    expect((await merge(mine, ember, agent)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'intoInquiryId', rule: 'other_brand' }],
    });

    // A target awaiting a rating: reopen it first (or merge the other way).
    expect((await post(`/staff/inquiries/${other}/resolve`, {}, agent)).json().code).toBe(0);
    expect((await merge(mine, other, agent)).json()).toMatchObject({
      code: 1004,
      data: [{ field: 'intoInquiryId', rule: 'target_closed' }],
    });

    // A player who deleted their account: nobody to tell, their texts gone.
    const gone = await fileInquiry('nova', 'Deleted player duplicate', tokens['player01-nova']!);
    await t.db.db
      .updateTable('inquiries')
      .set({ anonymised_at: new Date().toISOString(), title: '' })
      .where('id', '=', gone)
      .execute();
    expect((await merge(gone, mine, agent)).json()).toMatchObject({
      code: 1004,
      data: [{ field: 'inquiryId', rule: 'player_deleted' }],
    });
    expect((await merge(mine, gone, agent)).json()).toMatchObject({
      code: 1004,
      data: [{ field: 'inquiryId', rule: 'player_deleted' }],
    });

    expect((await post('/staff/inquiries/abc/merge', { intoInquiryId: mine }, agent)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'inquiryId' }],
    });
    expect((await post(`/staff/inquiries/${mine}/merge`, {}, agent)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'intoInquiryId' }],
    });
    expect((await merge(mine, other, tokens['player01-nova']!)).json().code).toBe(-600);

    expect(await counts()).toEqual(start);
    for (const id of [mine, other, kenji, hanami, ember, gone]) expect(await mergeAudits(id)).toEqual([]);
    const rows = await t.db.db
      .selectFrom('inquiries')
      .select(['merged_into_id'])
      .where('id', 'in', [mine, other, kenji, hanami, ember])
      .execute();
    expect(rows.every((r) => r.merged_into_id === null)).toBe(true);
  });

  it('merges an ended source into an open one: its history joins, the target opens', async () => {
    const agent = tokens[novaAgent.email]!;
    const player = tokens['player01-nova']!;
    const ended = await fileInquiry('nova', 'Old duplicate about the castle', player);
    const open = await fileInquiry('nova', 'Stuck in the castle wall again', player);
    expect((await post('/inquiries/end', { inquiryId: ended }, player)).json().code).toBe(0);
    expect((await merge(ended, open, agent)).json().data).toMatchObject({
      intoInquiryId: open,
      movedMessages: 1,
      movedAttachments: 0,
    });
    expect((await staffDetail(open)).inquiry.status).toBe(1);
    expect(await mergeAudits(ended)).toMatchObject([{ before: { status: 3 }, after: { status: 4, mergedInto: open } }]);
  });
  it('lets one of two merges at once win: the same merge twice, or two inquiries into each other', async () => {
    const agent = tokens[novaAgent.email]!;
    const player = tokens['player01-nova']!;
    for (const opposite of [false, true]) {
      const a = await fileInquiry('nova', `Race one ${opposite}`, player);
      const b = await fileInquiry('nova', `Race two ${opposite}`, player);
      const answers = (await Promise.all([merge(a, b, agent), opposite ? merge(b, a, agent) : merge(a, b, agent)])).map(
        (r) => r.json() as { code: number },
      );
      expect(answers.map((r) => r.code).sort(), JSON.stringify(answers)).toEqual([0, 1004]);
      // The loser is told why: its source went first, or its target was merged away meanwhile.
      expect((answers.find((r) => r.code === 1004) as unknown as { data: { rule: string }[] }).data[0]!.rule).toEqual(
        opposite ? expect.stringMatching(/^(already_merged|target_merged)$/) : 'already_merged',
      );
      const rows = await t.db.db
        .selectFrom('inquiries')
        .select(['id', 'status', 'merged_into_id'])
        .where('id', 'in', [a, b])
        .orderBy('id')
        .execute();
      // Exactly one merged into the other, which stays open with both conversations.
      expect(rows.filter((r) => r.merged_into_id !== null)).toHaveLength(1);
      const kept = rows.find((r) => r.merged_into_id === null)!;
      expect(kept.status).toBe(1);
      expect(await messageCount(kept.id)).toBe(3);
      expect(await mergeAudits(kept.id)).toHaveLength(1);
    }
  });
});
