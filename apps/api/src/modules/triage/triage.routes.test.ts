// Tags, priority and the player's tier through the real app on each engine: one
// inquiry and many at once, scoped to the staff member's brands and audited; the predefined tags;
// the tier set on filing from the built-in directory and from an HTTP one (also failing and
// without the call); the queue's new filters, and its due and priority sorts paged by keyset
// across groups and across inquiries without a due time.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BulkResultSchema, PredefinedTagListSchema, TriageSchema } from '@guildhall/contract/queue-automation';
import { QueuePageSchema, type QueueItem } from '@guildhall/contract/staff';
import { brandAdmin, createTestApp, dialects, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { DEMO_SLA_CALENDARS, DEMO_SLA_TARGETS } from '../../db/seed/demo-sla';
import { DEMO_STAFF } from '../../db/seed/demo-staff';
import { directorySignature } from '../catalogue/game-directory';
import { addWorkingMinutes, workingCalendar } from '../sla/working-time';

const [admin, novaAgent, hanamiAgent] = DEMO_STAFF;

describe.each(dialects)('tags, priority and tier on %s', (dialect) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const inquiries: Record<string, number> = {};

  const { get, post, loginPlayer, loginStaff, fileInquiry, firstGame, writeInquiries } = testClient(() => t);

  const triage = async (id: number, token = tokens.nova!) =>
    TriageSchema.parse((await get(`/staff/inquiries/${id}/triage`, token)).json().data);
  const auditOf = async (id: number) =>
    (await get(`/staff/audit?targetType=inquiry&targetId=${id}`, tokens.admin)).json().data as {
      action: string;
      staff_id: number;
      before: unknown;
      after: unknown;
    }[];
  const queue = async (query: string, token = tokens.nova!) => {
    const res = await get(`/staff/inquiries?${query}`, token);
    expect(res.json().code, res.body).toBe(0);
    return QueuePageSchema.parse(res.json().data);
  };
  /** Every page of a query, following nextCursor. */
  async function allPages(query: string): Promise<QueueItem[]> {
    const out: QueueItem[] = [];
    let cursor: string | null = null;
    for (let n = 0; n < 50; n++) {
      const page = await queue(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
      out.push(...page.list);
      cursor = page.nextCursor;
      if (!cursor) return out;
    }
    throw new Error('paging did not end');
  }

  /** Inquiries of the ember brand written directly, with the sort keys a test needs. */
  function addEmber(
    rows: { title: string; due?: string | null; priority?: number; tier?: string; rank?: number; status?: number }[],
  ) {
    const at = new Date(Date.now() - 3600_000).toISOString();
    return writeInquiries(
      'ember',
      rows.map((r) => ({
        title: r.title,
        status: r.status ?? 0,
        game_area_id: 'main',
        created_at: at,
        updated_at: at,
        sla_due_at: r.due ?? null,
        priority: r.priority ?? 1,
        player_tier: r.tier ?? 'standard',
        tier_rank: r.rank ?? 0,
      })),
      DEMO_ACCOUNTS[1].account,
    );
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    tokens.admin = await loginStaff(admin);
    tokens.nova = await loginStaff(novaAgent);
    tokens.hanami = await loginStaff(hanamiAgent);
    tokens['player-nova'] = await loginPlayer(DEMO_ACCOUNTS[0], { brand: 'nova' });
    tokens['player2-nova'] = await loginPlayer(DEMO_ACCOUNTS[1], { brand: 'nova' });
    tokens['player-hanami'] = await loginPlayer(DEMO_ACCOUNTS[0], { brand: 'hanami' });
    inquiries.nova = await fileInquiry('nova', 'Stuck in the castle wall', tokens['player-nova']!);
    inquiries.nova2 = await fileInquiry('nova', 'Guild chat shows old messages', tokens['player2-nova']!);
    inquiries.hanami = await fileInquiry('hanami', '城壁に閉じ込められました', tokens['player-hanami']!);
  });
  afterAll(async () => {
    await t.close();
  });

  it('files each inquiry at the tier the built-in directory knows (the demo VIP and gold players)', async () => {
    // The demo's SLA covers the VIP's inquiry by its area's VIP policy: the first answer is due
    // that many working minutes of the area's office calendar after filing, and is not near yet.
    const filed = await t.db.db
      .selectFrom('inquiries')
      .select(['region', 'created_at'])
      .where('id', '=', inquiries.nova!)
      .executeTakeFirstOrThrow();
    const office = DEMO_SLA_CALENDARS.find((c) => c.area === filed.region)!;
    const vip = DEMO_SLA_TARGETS.find((x) => x.tier === 'vip' && x.priority === null)!;
    const vipDue = addWorkingMinutes(
      workingCalendar(
        office.timeZone,
        office.week,
        office.holidays.map(([day]) => day),
      ),
      new Date(filed.created_at),
      vip.first,
    )!.toISOString();
    expect(await triage(inquiries.nova!)).toMatchObject({
      tier: 'vip',
      tierRank: 3,
      priority: 1,
      tags: [],
      dueAt: vipDue,
      dueState: 'ok',
    });
    expect(await triage(inquiries.nova2!)).toMatchObject({ tier: 'gold', tierRank: 2 });
    // An account the directory does not know is standard.
    await t.db.db.deleteFrom('game_player_tiers').where('account', '=', DEMO_ACCOUNTS[1].account).execute();
    const unknown = await fileInquiry('nova', 'Lost my pet', tokens['player2-nova']!);
    expect(await triage(unknown)).toMatchObject({ tier: 'standard', tierRank: 0 });
    const page = await queue(`brand=nova&q=${encodeURIComponent('Stuck in the castle')}`);
    expect(page.list[0]).toMatchObject({
      inquiryId: inquiries.nova,
      tier: 'vip',
      priority: 1,
      tags: [],
      dueAt: vipDue,
      dueState: 'ok',
    });
  });

  it('asks an HTTP directory for the tier, signed, and files at the standard tier when it fails or lacks the call', async () => {
    const novaGame = await firstGame('nova');
    const secret = 'tier-directory-secret';
    const seen: string[] = [];
    let tierAnswer: 'gold' | 'fail' | 'missing' | 'unknown' = 'gold';
    const backend = http.createServer((req, res) => {
      const url = new URL(req.url!, 'http://x');
      const ok =
        req.headers['x-guildhall-signature'] ===
        directorySignature(secret, String(req.headers['x-guildhall-timestamp']), url.pathname + url.search);
      seen.push(
        `${url.pathname}${url.pathname.endsWith('/tier') ? `?${url.searchParams}` : ''}${ok ? '' : ' (bad signature)'}`,
      );
      res.setHeader('content-type', 'application/json');
      if (!ok) return void res.writeHead(401).end('{}');
      if (url.pathname.endsWith('/areas'))
        return void res.end(JSON.stringify({ areas: [{ id: 'na', name: 'North America' }] }));
      if (url.pathname.endsWith('/servers'))
        return void res.end(JSON.stringify({ servers: [{ id: 's7', name: 'Frontier' }] }));
      if (url.pathname.endsWith('/roles')) return void res.end(JSON.stringify({ roles: [] }));
      if (tierAnswer === 'fail') return void res.writeHead(503).end('{}');
      if (tierAnswer === 'missing') return void res.writeHead(404).end('{}');
      return void res.end(JSON.stringify({ tier: tierAnswer === 'gold' ? 'GOLD' : 'platinum-plus' }));
    });
    await new Promise<void>((r) => backend.listen(0, '127.0.0.1', r));
    await t.db.db
      .updateTable('games')
      .set({
        directory_url: `http://127.0.0.1:${(backend.address() as AddressInfo).port}/guildhall/`,
        directory_secret: secret,
      })
      .where('id', '=', novaGame)
      .execute();
    try {
      const gold = await fileInquiry('nova', 'Tier from the backend', tokens['player-nova']!);
      expect(await triage(gold)).toMatchObject({ tier: 'gold', tierRank: 2 });
      expect(seen).toContain(`/guildhall/tier?account=${DEMO_ACCOUNTS[0].account}`);
      expect(seen.some((s) => s.includes('bad signature'))).toBe(false);
      for (const answer of ['fail', 'missing', 'unknown'] as const) {
        tierAnswer = answer;
        const id = await fileInquiry('nova', `Tier ${answer}`, tokens['player-nova']!);
        expect(await triage(id), answer).toMatchObject({ tier: 'standard', tierRank: 0 });
      }
    } finally {
      await t.db.db
        .updateTable('games')
        .set({ directory_url: null, directory_secret: null })
        .where('id', '=', novaGame)
        .execute();
      backend.close();
    }
  });

  it("sets one inquiry's priority, audited, and refuses a priority out of range or an inquiry of another brand", async () => {
    const id = inquiries.nova!;
    expect((await post(`/staff/inquiries/${id}/priority`, { priority: 3 }, tokens.nova)).json().code).toBe(0);
    expect(await triage(id)).toMatchObject({ priority: 3 });
    expect((await post(`/staff/inquiries/${id}/priority`, { priority: 3 }, tokens.nova)).json().code).toBe(0);
    const entries = (await auditOf(id)).filter((e) => e.action === 'inquiry.priority_set');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ before: { priority: 1 }, after: { priority: 3 } });
    expect((await post(`/staff/inquiries/${id}/priority`, { priority: 4 }, tokens.nova)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'priority' }],
    });
    expect((await post(`/staff/inquiries/${id}/priority`, { priority: 0 }, tokens.hanami)).json().code).toBe(1002);
    expect((await get(`/staff/inquiries/${id}/triage`, tokens.hanami)).json().code).toBe(1002);
    expect((await post(`/staff/inquiries/${id}/priority`, { priority: 0 })).json().code).toBe(-600);
    expect(await triage(id)).toMatchObject({ priority: 3 });
  });

  it("adds and removes one inquiry's tags, normalised, within the limit, audited", async () => {
    const id = inquiries.nova2!;
    expect(
      (await post(`/staff/inquiries/${id}/tags`, { add: ['Refund', ' refund ', 'Launch  Day'] }, tokens.nova)).json()
        .code,
    ).toBe(0);
    expect((await triage(id)).tags).toEqual(['launch day', 'refund']);
    expect((await post(`/staff/inquiries/${id}/tags`, { remove: ['REFUND'] }, tokens.nova)).json().code).toBe(0);
    expect((await triage(id)).tags).toEqual(['launch day']);
    const tagged = (await auditOf(id)).filter((e) => e.action === 'inquiry.tagged');
    expect(tagged.map((e) => e.after)).toEqual(
      expect.arrayContaining([
        { tags: ['launch day', 'refund'], added: ['refund', 'launch day'], removed: [] },
        { tags: ['launch day'], added: [], removed: ['refund'] },
      ]),
    );
    expect((await post(`/staff/inquiries/${id}/tags`, { add: ['a,b'] }, tokens.nova)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'add.0', rule: 'invalid' }],
    });
    expect((await post(`/staff/inquiries/${id}/tags`, { add: ['x'.repeat(41)] }, tokens.nova)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'add.0', rule: 'too_long' }],
    });
    expect((await post(`/staff/inquiries/${id}/tags`, { add: [], remove: [] }, tokens.nova)).json()).toMatchObject({
      code: 1001,
    });
    // 19 more make 20 (the limit); one more is refused and changes nothing.
    const many = Array.from({ length: 19 }, (_, n) => `t${n}`);
    expect((await post(`/staff/inquiries/${id}/tags`, { add: many }, tokens.nova)).json().code).toBe(0);
    expect((await post(`/staff/inquiries/${id}/tags`, { add: ['one-too-many'] }, tokens.nova)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'add', rule: 'too_many' }],
    });
    expect((await triage(id)).tags).toHaveLength(20);
    expect((await post(`/staff/inquiries/${id}/tags`, { remove: many }, tokens.nova)).json().code).toBe(0);
    expect((await post(`/staff/inquiries/${id}/tags`, { add: ['x'] }, tokens.hanami)).json().code).toBe(1002);
  });

  it("changes many inquiries at once: only those of the caller's brands, one outcome each, one audit entry each", async () => {
    const extra = await fileInquiry('nova', 'Bulk target', tokens['player-nova']!);
    const res = await post(
      '/staff/inquiries/bulk',
      {
        inquiryIds: [inquiries.nova2, extra, inquiries.hanami, 99_999_999],
        addTags: ['launch day', 'Bulk'],
        priority: 2,
      },
      tokens.nova,
    );
    expect(res.json().code, res.body).toBe(0);
    const { results } = BulkResultSchema.parse(res.json().data);
    expect(results).toEqual([
      { inquiryId: inquiries.nova2, outcome: 'changed' },
      { inquiryId: extra, outcome: 'changed' },
      { inquiryId: inquiries.hanami, outcome: 'not_found' },
      { inquiryId: 99_999_999, outcome: 'not_found' },
    ]);
    expect(await triage(inquiries.nova2!)).toMatchObject({ priority: 2, tags: ['bulk', 'launch day'] });
    expect(await triage(extra)).toMatchObject({ priority: 2, tags: ['bulk', 'launch day'] });
    // The other brand's inquiry is untouched and has no entry.
    expect(await triage(inquiries.hanami!, tokens.hanami)).toMatchObject({ priority: 1, tags: [] });
    expect(
      (await auditOf(inquiries.hanami!)).filter(
        (e) => e.action === 'inquiry.tagged' || e.action === 'inquiry.priority_set',
      ),
    ).toHaveLength(0);
    const extraLog = await auditOf(extra);
    expect(extraLog.filter((e) => e.action === 'inquiry.priority_set')).toHaveLength(1);
    expect(extraLog.find((e) => e.action === 'inquiry.tagged')).toMatchObject({
      after: { tags: ['bulk', 'launch day'] },
    });
    // Again: nothing to do.
    const again = BulkResultSchema.parse(
      (await post('/staff/inquiries/bulk', { inquiryIds: [extra], addTags: ['bulk'], priority: 2 }, tokens.nova)).json()
        .data,
    );
    expect(again.results).toEqual([{ inquiryId: extra, outcome: 'unchanged' }]);
    // An inquiry whose tags would pass the limit is left as it was; the others change.
    await post(`/staff/inquiries/${extra}/tags`, { add: Array.from({ length: 18 }, (_, n) => `f${n}`) }, tokens.nova);
    const full = BulkResultSchema.parse(
      (
        await post(
          '/staff/inquiries/bulk',
          { inquiryIds: [extra, inquiries.nova2], addTags: ['overflow'] },
          tokens.nova,
        )
      ).json().data,
    );
    expect(full.results).toEqual([
      { inquiryId: extra, outcome: 'too_many_tags' },
      { inquiryId: inquiries.nova2, outcome: 'changed' },
    ]);
    expect((await triage(extra)).tags).not.toContain('overflow');
    expect((await post('/staff/inquiries/bulk', { inquiryIds: [extra] }, tokens.nova)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'addTags', rule: 'required' }],
    });
    expect(
      (
        await post(
          '/staff/inquiries/bulk',
          { inquiryIds: Array.from({ length: 101 }, (_, n) => n + 1), priority: 1 },
          tokens.nova,
        )
      ).json(),
    ).toMatchObject({ code: 1001, data: [{ field: 'inquiryIds' }] });
  });

  it('keeps predefined tags per brand or for every brand; only admins change them', async () => {
    expect((await post('/staff/tags', { brand: 'nova', name: 'refund' }, tokens.nova)).json().code).toBe(1003);
    const a = await post('/staff/tags', { brand: 'nova', name: ' Refund ' }, tokens.admin);
    expect(a.json().code, a.body).toBe(0);
    const every = (await post('/staff/tags', { brand: '*', name: 'Launch day' }, tokens.admin)).json().data
      .id as number;
    expect((await post('/staff/tags', { brand: 'hanami', name: 'gacha' }, tokens.admin)).json().code).toBe(0);
    expect((await post('/staff/tags', { brand: 'nova', name: 'REFUND' }, tokens.admin)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'name', rule: 'taken' }],
    });
    const nova = PredefinedTagListSchema.parse((await get('/staff/tags?brand=nova', tokens.nova)).json().data);
    expect(nova.map((x) => `${x.brand}:${x.name}`)).toEqual(['*:launch day', 'nova:refund']);
    // The nova agent works for nova and ember: hanami's tag is not theirs.
    expect(
      PredefinedTagListSchema.parse((await get('/staff/tags', tokens.nova)).json().data).some(
        (x) => x.brand === 'hanami',
      ),
    ).toBe(false);
    expect((await get('/staff/tags?brand=hanami', tokens.nova)).json().code).toBe(1002);
    expect((await post(`/staff/tags/${every}`, { name: 'Launch week' }, tokens.admin)).json().code).toBe(0);
    expect(
      PredefinedTagListSchema.parse((await get('/staff/tags?brand=nova', tokens.nova)).json().data).map((x) => x.name),
    ).toContain('launch week');
    expect((await post(`/staff/tags/${every}/delete`, {}, tokens.admin)).json().code).toBe(0);
    expect((await post(`/staff/tags/${every}/delete`, {}, tokens.admin)).json().code).toBe(1002);
    const log = (await get('/staff/audit?targetType=tag', tokens.admin)).json().data as { action: string }[];
    expect(log.map((e) => e.action)).toEqual(expect.arrayContaining(['tag.created', 'tag.renamed', 'tag.deleted']));
  });

  it('keeps predefined tags of every brand to admins of every brand', async () => {
    const scoped = await brandAdmin(t.db, `nova.tags.${dialect}@guildhall.example`, ['nova']);
    const every = (await post('/staff/tags', { brand: '*', name: 'Every brand' }, tokens.admin)).json().data
      .id as number;
    expect((await post('/staff/tags', { brand: '*', name: 'Nova says every' }, scoped.token)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'brand', rule: 'not_every_brand' }],
    });
    expect((await post(`/staff/tags/${every}`, { name: 'Renamed by nova' }, scoped.token)).json().code).toBe(1002);
    expect((await post(`/staff/tags/${every}/delete`, {}, scoped.token)).json().code).toBe(1002);
    const listed = PredefinedTagListSchema.parse((await get('/staff/tags?brand=nova', scoped.token)).json().data);
    expect(listed.find((x) => x.id === every)?.name).toBe('every brand');
    expect(listed.some((x) => x.name === 'nova says every')).toBe(false);
    // Their own brand's tags stay theirs to keep.
    const own = (await post('/staff/tags', { brand: 'nova', name: 'Nova only' }, scoped.token)).json();
    expect(own.code).toBe(0);
    expect((await post(`/staff/tags/${own.data.id}`, { name: 'Nova alone' }, scoped.token)).json().code).toBe(0);
    expect((await post(`/staff/tags/${own.data.id}/delete`, {}, scoped.token)).json().code).toBe(0);
    expect((await post(`/staff/tags/${every}/delete`, {}, tokens.admin)).json().code).toBe(0);
  });

  it("filters the queue by tag, priority, tier and a field's value, and lists the fields to filter by", async () => {
    const { ids, gameId, typeId } = await addEmber([
      { title: 'F-vip-urgent', priority: 3, tier: 'vip', rank: 3 },
      { title: 'F-gold-low', priority: 0, tier: 'gold', rank: 2 },
      { title: 'F-std', priority: 1 },
    ]);
    const now = new Date().toISOString();
    await t.db.db
      .insertInto('inquiry_tags')
      .values({ inquiry_id: ids[1]!, tag: 'chargeback', created_at: now })
      .execute();
    const field = await t.db.db
      .insertInto('inquiry_fields')
      .values({
        game_id: gameId,
        type_id: typeId,
        field_key: 'store',
        kind: 'choice',
        required: 0,
        agent_only: 0,
        config: JSON.stringify({
          choices: [
            { value: 'apple', labels: { en: 'App Store', ko: '앱 스토어' } },
            { value: 'google', labels: { en: 'Google Play' } },
          ],
        }),
        sort: 0,
        archived_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.db
      .insertInto('inquiry_field_texts')
      .values([
        { field_id: field.id, lang: 'ko', label: '스토어', help: null },
        { field_id: field.id, lang: 'en', label: 'Store', help: null },
      ])
      .execute();
    await t.db.db
      .insertInto('inquiry_field_values')
      .values([
        { inquiry_id: ids[0]!, field_id: field.id, value: 'apple', updated_at: now },
        { inquiry_id: ids[2]!, field_id: field.id, value: 'google', updated_at: now },
      ])
      .execute();
    const titles = async (q: string) =>
      (await queue(`brand=ember&${q}`)).list.map((i) => i.title).filter((x) => x.startsWith('F-'));
    expect(await titles('tag=Chargeback')).toEqual(['F-gold-low']);
    expect(await titles('priority=3')).toEqual(['F-vip-urgent']);
    expect(await titles('tier=gold')).toEqual(['F-gold-low']);
    expect(await titles('tier=standard')).toEqual(['F-std']);
    expect(await titles(`fieldId=${field.id}&fieldValue=apple`)).toEqual(['F-vip-urgent']);
    expect(await titles(`fieldId=${field.id}&fieldValue=apple&priority=0`)).toEqual([]);
    expect((await get(`/staff/inquiries?brand=ember&fieldId=${field.id}`, tokens.nova)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'fieldValue', rule: 'required' }],
    });
    expect((await get('/staff/inquiries?tier=diamond', tokens.nova)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'tier' }],
    });
    // The demo seeds fields of its own for the game: the list holds them too, all of this game only.
    const fields = (await get(`/staff/queue-fields?brand=ember&gameId=${gameId}`, tokens.nova)).json().data as {
      id: number;
      gameId: number;
    }[];
    expect(fields.filter((f) => f.id === field.id)).toEqual([
      {
        id: field.id,
        gameId,
        typeId,
        key: 'store',
        kind: 'choice',
        label: 'Store',
        choices: [
          { value: 'apple', label: 'App Store' },
          { value: 'google', label: 'Google Play' },
        ],
      },
    ]);
    expect(fields.filter((f) => f.gameId !== gameId)).toEqual([]);
    expect((await get('/staff/queue-fields?brand=ember', tokens.hanami)).json().code).toBe(1002);
  });

  it('sorts by due time, nearest first and those without one last, paging across the nulls without a gap or a repeat', async () => {
    const base = Date.now();
    const at = (min: number) => new Date(base + min * 60_000).toISOString();
    await t.db.db
      .insertInto('sla_calendars')
      .values({ name: 'Test', area: null, time_zone: 'UTC', periods: '{}', created_at: at(0), updated_at: at(0) })
      .execute();
    const cal = await t.db.db.selectFrom('sla_calendars').select('id').executeTakeFirstOrThrow();
    const policy = await t.db.db
      .insertInto('sla_policies')
      .values({
        name: 'Test',
        brand_id: 'ember',
        area: null,
        priority: null,
        tier: null,
        calendar_id: cal.id,
        first_response_minutes: 60,
        next_response_minutes: null,
        resolution_minutes: null,
        warn_minutes: 30,
        created_at: at(0),
        updated_at: at(0),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { ids } = await addEmber([
      { title: 'D-later', due: at(240) },
      { title: 'D-none-1', due: null },
      { title: 'D-breached', due: at(-5) },
      { title: 'D-warning', due: at(20) },
      { title: 'D-none-2', due: null, status: 1 },
      { title: 'D-same-a', due: at(120) },
      { title: 'D-same-b', due: at(120), status: 1 },
      { title: 'D-none-3', due: null },
    ]);
    await t.db.db.updateTable('inquiries').set({ sla_policy_id: policy.id }).where('id', 'in', ids).execute();
    for (const pageSize of [1, 2, 3, 25]) {
      const list = (await allPages(`brand=ember&sort=due&tag=&pageSize=${pageSize}`)).filter((i) =>
        i.title.startsWith('D-'),
      );
      expect(
        list.map((i) => i.title),
        `pageSize ${pageSize}`,
      ).toEqual(['D-breached', 'D-warning', 'D-same-a', 'D-same-b', 'D-later', 'D-none-1', 'D-none-2', 'D-none-3']);
      expect(list.map((i) => i.dueState)).toEqual(['breached', 'warning', 'ok', 'ok', 'ok', null, null, null]);
    }
    // The same order and paging when a rare tag narrows the queue first (one sorted query).
    await t.db.db
      .insertInto('inquiry_tags')
      .values(ids.map((id) => ({ inquiry_id: id, tag: 'due-set', created_at: at(0) })))
      .execute();
    for (const pageSize of [1, 3]) {
      expect(
        (await allPages(`sort=due&tag=due-set&pageSize=${pageSize}`)).map((i) => i.title),
        `tagged, pageSize ${pageSize}`,
      ).toEqual(['D-breached', 'D-warning', 'D-same-a', 'D-same-b', 'D-later', 'D-none-1', 'D-none-2', 'D-none-3']);
    }
    const all = await allPages('brand=ember&sort=due&pageSize=2');
    expect(new Set(all.map((i) => i.inquiryId)).size).toBe(all.length);
    // Open only, and the cursor of one sort is refused by another.
    expect(
      (await allPages('brand=ember&sort=due&open=true&pageSize=2'))
        .map((i) => i.title)
        .filter((x) => x.startsWith('D-')),
    ).toEqual(['D-breached', 'D-warning', 'D-same-a', 'D-same-b', 'D-later', 'D-none-1', 'D-none-2', 'D-none-3']);
    const first = await queue('brand=ember&sort=due&pageSize=1');
    expect(
      (await get(`/staff/inquiries?brand=ember&sort=priority&cursor=${first.nextCursor}`, tokens.nova)).json(),
    ).toMatchObject({ code: 1001, data: [{ field: 'cursor', rule: 'invalid' }] });
  });

  it('sorts by priority: the highest tier, then the highest priority, then the oldest, paging across the groups', async () => {
    const { ids } = await addEmber([
      { title: 'P-std-low', priority: 0 },
      { title: 'P-vip-normal-1', priority: 1, tier: 'vip', rank: 3 },
      { title: 'P-std-urgent', priority: 3 },
      { title: 'P-gold-high', priority: 2, tier: 'gold', rank: 2 },
      { title: 'P-vip-normal-2', priority: 1, tier: 'vip', rank: 3, status: 1 },
      { title: 'P-vip-urgent', priority: 3, tier: 'vip', rank: 3 },
      { title: 'P-std-urgent-2', priority: 3, status: 1 },
    ]);
    const expected = [
      'P-vip-urgent',
      'P-vip-normal-1',
      'P-vip-normal-2',
      'P-gold-high',
      'P-std-urgent',
      'P-std-urgent-2',
      'P-std-low',
    ];
    for (const pageSize of [1, 2, 4, 25]) {
      const list = (await allPages(`brand=ember&sort=priority&pageSize=${pageSize}`))
        .map((i) => i.title)
        .filter((x) => x.startsWith('P-'));
      expect(list, `pageSize ${pageSize}`).toEqual(expected);
    }
    await t.db.db
      .insertInto('inquiry_tags')
      .values(ids.map((id) => ({ inquiry_id: id, tag: 'prio-set', created_at: new Date().toISOString() })))
      .execute();
    for (const pageSize of [1, 2, 25]) {
      expect(
        (await allPages(`sort=priority&tag=prio-set&pageSize=${pageSize}`)).map((i) => i.title),
        `tagged, pageSize ${pageSize}`,
      ).toEqual(expected);
    }
    expect((await allPages('sort=updated&tag=prio-set&pageSize=2')).map((i) => i.title).sort()).toEqual(
      [...expected].sort(),
    );
    const all = await allPages('brand=ember&sort=priority&pageSize=3');
    expect(new Set(all.map((i) => i.inquiryId)).size).toBe(all.length);
    // Every ember inquiry, in the same order as a full sort in memory.
    const sorted = [...all].sort(
      (a, b) => rank(b.tier) - rank(a.tier) || b.priority - a.priority || a.inquiryId - b.inquiryId,
    );
    expect(all.map((i) => i.inquiryId)).toEqual(sorted.map((i) => i.inquiryId));
    expect((await allPages('brand=ember&sort=priority&tier=vip&priority=1&pageSize=1')).map((i) => i.title)).toEqual([
      'P-vip-normal-1',
      'P-vip-normal-2',
    ]);
  });
});

function rank(tier: string | null): number {
  return ['standard', 'silver', 'gold', 'vip'].indexOf(tier ?? 'standard');
}
