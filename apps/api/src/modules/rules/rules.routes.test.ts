// Rules and macros through the API and the automation seam, on both engines: each trigger, each
// kind of condition, each action, the dry run against the real run, the loop guard, once per
// event (also two transactions at once), the reply template in the player's language with its
// fallbacks, and macros on one inquiry and on many.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InquiryStatus } from '@guildhall/contract/inquiry-status';
import {
  DryRunResultSchema,
  MacroListSchema,
  RuleListSchema,
  type ActionOutcome,
  type RuleEdit,
} from '@guildhall/contract/rules';
import { brandAdmin, createTestApp, dialects, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { openDb } from '../../db/connection';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { DEMO_STAFF } from '../../db/seed/demo-staff';
import type { AutomationEvent } from '../automation/automation-events';
import { afterInquiryEvent } from '../automation/automation.service';
import { issueStaffSession } from '../staff-sessions/staff-sessions.service';
import { conditionsHold, loadState } from './rule-engine';
import { raiseIdleEvents } from './rules.service';

const [admin, novaAgent, hanamiAgent] = DEMO_STAFF;

describe.each(dialects)('rules and macros on %s', (dialect) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const staffId: Record<string, number> = {};
  let player = '';
  let game = 0;
  let category = 0;
  let otherCategory = 0;
  let novaLang = '';

  const { get, post, loginPlayer, firstGame, writeInquiries } = testClient(() => t);
  const adminToken = () => tokens[admin.email]!;

  /** Files an inquiry as the player does (the `created` event runs). */
  async function file(title: string): Promise<number> {
    const res = await post(
      '/inquiries',
      {
        gameId: game,
        gameAreaId: 'kr-main',
        serverId: 'S1',
        roleId: '',
        roleName: 'Mina',
        queryType: category,
        title,
        content: 'The login event reward for day 7 never arrived in my mailbox.',
        attachments: [],
        email: 'player@example.com',
        agreements: { terms: true, userAgreement: true, privacy: true },
      },
      player,
    );
    expect(res.json().code).toBe(0);
    return res.json().data.inquiryId as number;
  }

  /** An inquiry written directly (test/client.ts), in a given language, area, brand, tier, priority. */
  async function inquiry(
    o: {
      lang?: string;
      region?: string;
      brand?: string;
      tier?: string | null;
      priority?: number;
      status?: number;
      type?: number;
      updatedAt?: string;
    } = {},
  ): Promise<number> {
    const brand = o.brand ?? 'nova';
    // On nova the category the fields and conditions are about; elsewhere the brand's own first.
    const type = o.type ?? (brand === 'nova' ? category : undefined);
    const { ids } = await writeInquiries(
      brand,
      [
        {
          title: 'Lost my sword',
          status: o.status ?? InquiryStatus.new,
          region: o.region ?? 'kr',
          email: 'owl@example.com',
          lang: o.lang ?? 'ko',
          player_tier: o.tier ?? null,
          priority: o.priority ?? 1,
          ...(type !== undefined ? { query_type: type } : {}),
          ...(o.updatedAt !== undefined ? { updated_at: o.updatedAt } : {}),
        },
      ],
      DEMO_ACCOUNTS[0].account,
    );
    return ids[0]!;
  }

  async function rule(body: Partial<RuleEdit> & Pick<RuleEdit, 'trigger' | 'actions'>): Promise<number> {
    const res = await post(
      '/staff/admin/rules',
      { brand: 'nova', name: 'Rule', conditions: { match: 'all', list: [] }, enabled: true, ...body },
      adminToken(),
    );
    expect(res.json()).toMatchObject({ code: 0 });
    return res.json().data.id as number;
  }

  const raise = (event: AutomationEvent) => t.db.db.transaction().execute((trx) => afterInquiryEvent(trx, event));
  const tagsOf = async (id: number) =>
    (await t.db.db.selectFrom('inquiry_tags').select('tag').where('inquiry_id', '=', id).orderBy('tag').execute()).map(
      (r) => r.tag,
    );
  const inquiryRow = (id: number) =>
    t.db.db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const messagesOf = (id: number) =>
    t.db.db
      .selectFrom('inquiry_messages')
      .select(['author', 'content', 'staff_id'])
      .where('inquiry_id', '=', id)
      .orderBy('id')
      .execute();
  const runsOf = async (ruleId: number, inquiryId?: number) => {
    let q = t.db.db.selectFrom('rule_runs').select(['event_key', 'inquiry_id']).where('rule_id', '=', ruleId);
    if (inquiryId) q = q.where('inquiry_id', '=', inquiryId);
    return q.execute();
  };
  const ruleAudits = async (inquiryId: number) =>
    (
      await t.db.db
        .selectFrom('audit_log')
        .select(['after', 'staff_id'])
        .where('action', '=', 'rule.ran')
        .where('target_type', '=', 'inquiry')
        .where('target_id', '=', String(inquiryId))
        .orderBy('id')
        .execute()
    ).map((r) => ({
      staffId: r.staff_id,
      ...(JSON.parse(r.after!) as { ruleId: number; event: string; actions: ActionOutcome[] }),
    }));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (const s of [admin!, novaAgent!, hanamiAgent!]) {
      const row = await t.db.db.selectFrom('staff').select('id').where('email', '=', s.email).executeTakeFirstOrThrow();
      staffId[s.email] = row.id;
      tokens[s.email] = (await issueStaffSession(t.db.db, row.id)).token;
    }
    game = await firstGame('nova');
    const types = await t.db.db
      .selectFrom('inquiry_types')
      .select('id')
      .where('game_id', '=', game)
      .orderBy('id')
      .execute();
    category = types[0]!.id;
    otherCategory = types[1]!.id;
    player = await loginPlayer(DEMO_ACCOUNTS[0]);
    const nova = await t.db.db
      .selectFrom('brands')
      .select('default_area')
      .where('id', '=', 'nova')
      .executeTakeFirstOrThrow();
    novaLang = { kr: 'ko', jp: 'ja', twhk: 'zh-TW', vn: 'vi', sea: 'en', eru: 'en' }[nova.default_area]!;
    // A field of the category, as the fields' admin defines it.
    const at = new Date().toISOString();
    await t.db.db
      .insertInto('inquiry_fields')
      .values({
        game_id: game,
        type_id: category,
        field_key: 'order_id',
        kind: 'order_id',
        required: 0,
        agent_only: 0,
        config: '{}',
        sort: 1,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await t.db.db
      .insertInto('inquiry_fields')
      .values({
        game_id: game,
        type_id: category,
        field_key: 'amount',
        kind: 'number',
        required: 0,
        agent_only: 0,
        config: '{}',
        sort: 2,
        created_at: at,
        updated_at: at,
      })
      .execute();
  });
  afterEach(async () => {
    await t.db.db.deleteFrom('rules').execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets admins only write rules, audits each change, keeps their order', async () => {
    const body = {
      brand: 'nova',
      name: 'Tag new',
      trigger: { type: 'created' },
      conditions: { match: 'all', list: [] },
      actions: [{ type: 'add_tag', tag: 'x' }],
      enabled: true,
    };
    expect((await post('/staff/admin/rules', body, tokens[novaAgent!.email])).json().code).toBe(1003);
    expect((await post('/staff/admin/rules', { ...body, brand: 'nowhere' }, adminToken())).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'brand', rule: 'unknown' }],
    });
    expect(
      (
        await post(
          '/staff/admin/rules',
          { ...body, conditions: { match: 'all', list: [{ kind: 'priority', op: 'in', value: 2 }] } },
          adminToken(),
        )
      ).json().code,
    ).toBe(1001);
    const a = await rule({ ...(body as RuleEdit), name: 'A' });
    const b = await rule({ ...(body as RuleEdit), name: 'B', enabled: false });
    expect((await post(`/staff/admin/rules/order`, { ids: [b, a] }, adminToken())).json().code).toBe(0);
    const list = RuleListSchema.parse((await get('/staff/admin/rules', adminToken())).json().data);
    expect(list.map((r) => [r.name, r.enabled])).toEqual([
      ['B', false],
      ['A', true],
    ]);
    expect(
      (
        await post(
          `/staff/admin/rules/${a}`,
          { ...body, name: 'A2', trigger: { type: 'idle', minutes: 30 } },
          adminToken(),
        )
      ).json().code,
    ).toBe(0);
    expect(
      RuleListSchema.parse((await get('/staff/admin/rules', adminToken())).json().data).find((r) => r.id === a)
        ?.trigger,
    ).toEqual({ type: 'idle', minutes: 30 });
    expect((await post(`/staff/admin/rules/${b}/delete`, {}, adminToken())).json().code).toBe(0);
    const actions = (
      await t.db.db.selectFrom('audit_log').select('action').where('target_type', '=', 'rule').orderBy('id').execute()
    ).map((r) => r.action);
    expect(actions).toEqual(['rule.created', 'rule.created', 'rule.reordered', 'rule.updated', 'rule.deleted']);
  });

  it('keeps rules and macros of every brand to admins of every brand', async () => {
    const { token } = await brandAdmin(t.db, 'nova.admin@guildhall.example', ['nova']);
    const body = {
      brand: null,
      name: 'Everywhere',
      trigger: { type: 'created' },
      conditions: { match: 'all', list: [] },
      actions: [{ type: 'add_tag', tag: 'x' }],
      enabled: true,
    };
    expect((await post('/staff/admin/rules', body, token)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'brand', rule: 'not_every_brand' }],
    });
    expect((await post('/staff/admin/rules', { ...body, brand: 'nova' }, token)).json().code).toBe(0);
    const everywhere = await rule(body as RuleEdit);
    expect((await post(`/staff/admin/rules/${everywhere}/delete`, {}, token)).json().code).toBe(1002);
    expect(
      (
        await post(
          '/staff/macros',
          { brand: null, name: 'Everywhere', actions: [{ type: 'add_tag', tag: 'x' }] },
          token,
        )
      ).json().code,
    ).toBe(1001);
  });

  it('runs on each trigger: created, player replied, status changed, SLA warning and breach, idle', async () => {
    const created = await rule({ trigger: { type: 'created' }, actions: [{ type: 'add_tag', tag: 'fresh' }] });
    const replied = await rule({
      trigger: { type: 'player_replied' },
      actions: [{ type: 'add_tag', tag: 'player-wrote' }],
    });
    const changed = await rule({
      trigger: { type: 'status_changed' },
      conditions: { match: 'all', list: [{ kind: 'status', op: 'eq', value: 3 }] },
      actions: [{ type: 'add_tag', tag: 'resolved' }],
    });
    const warning = await rule({ trigger: { type: 'sla_warning' }, actions: [{ type: 'add_tag', tag: 'warned' }] });
    const breach = await rule({ trigger: { type: 'sla_breach' }, actions: [{ type: 'set_priority', priority: 3 }] });
    const idle = await rule({ trigger: { type: 'idle', minutes: 60 }, actions: [{ type: 'add_tag', tag: 'idle' }] });

    const id = await file('Rules on every trigger');
    expect(await tagsOf(id)).toEqual(['fresh']);
    expect(await runsOf(created, id)).toEqual([{ event_key: `created:${id}`, inquiry_id: id }]);

    expect(
      (
        await post(
          '/inquiries/reply',
          { inquiryId: id, content: 'Here is more about the missing reward.', attachments: [] },
          player,
        )
      ).json().code,
    ).toBe(0);
    expect(await tagsOf(id)).toContain('player-wrote');
    expect(await runsOf(replied, id)).toHaveLength(1);

    expect(await tagsOf(id)).not.toContain('resolved');
    expect((await post(`/staff/inquiries/${id}/resolve`, {}, tokens[novaAgent!.email])).json().code).toBe(0);
    expect(await tagsOf(id)).toContain('resolved');
    expect(await runsOf(changed, id)).toHaveLength(1);

    const due = '2026-11-25T10:00:00.000Z';
    await raise({
      type: 'sla_warning',
      inquiryId: id,
      dueAt: due,
      at: new Date().toISOString(),
      actor: { kind: 'system' },
    });
    await raise({
      type: 'sla_breach',
      inquiryId: id,
      dueAt: due,
      at: new Date().toISOString(),
      actor: { kind: 'system' },
    });
    expect(await tagsOf(id)).toContain('warned');
    expect((await inquiryRow(id)).priority).toBe(3);
    expect((await runsOf(breach, id)).map((r) => r.event_key)).toEqual([`sla_breach:${id}:${due}`]);
    expect(await runsOf(warning, id)).toHaveLength(1);

    // Idle: only open inquiries quiet for the rule's minutes, once per quiet spell.
    const quiet = await inquiry({ updatedAt: new Date(Date.now() - 2 * 3_600_000).toISOString() });
    const quieter = await inquiry({ updatedAt: new Date(Date.now() - 3 * 3_600_000).toISOString() });
    const busy = await inquiry();
    expect(await raiseIdleEvents(t.db.db, new Date(), 1)).toBeGreaterThanOrEqual(2); // page by page, one at a time
    expect(await tagsOf(quiet)).toEqual(['idle']);
    expect(await tagsOf(quieter)).toEqual(['idle']);
    expect(await tagsOf(busy)).toEqual([]);
    expect(await tagsOf(id)).not.toContain('idle'); // resolved: not open
    await raiseIdleEvents(t.db.db);
    expect(await runsOf(idle, quiet)).toHaveLength(1);
    // Every run is audited, with no staff member and the actions done.
    const audits = await ruleAudits(id);
    expect(audits.map((a) => a.ruleId)).toEqual([created, replied, changed, warning, breach]);
    expect(audits.every((a) => a.staffId === null)).toBe(true);
    expect(audits[0]!.actions).toEqual([{ type: 'add_tag', changed: true, detail: 'fresh' }]);
  });

  it('tests conditions on a field, a tag, priority, tier, language, brand, category and status', async () => {
    const id = await inquiry({ lang: 'th', region: 'sea', tier: 'vip', priority: 2 });
    const at = new Date().toISOString();
    // The fields of this category (the demo seed gives other categories fields of the same keys).
    const fieldOf = (key: string) =>
      t.db.db
        .selectFrom('inquiry_fields')
        .select('id')
        .where('type_id', '=', category)
        .where('field_key', '=', key)
        .executeTakeFirstOrThrow();
    const field = await fieldOf('order_id');
    const amount = await fieldOf('amount');
    await t.db.db
      .insertInto('inquiry_field_values')
      .values([
        { inquiry_id: id, field_id: field.id, value: 'GPA.1234-5678', updated_at: at },
        { inquiry_id: id, field_id: amount.id, value: '9', updated_at: at },
      ])
      .execute();
    await t.db.db.insertInto('inquiry_tags').values({ inquiry_id: id, tag: 'refund', created_at: at }).execute();
    const state = (await loadState(t.db.db, id))!;
    const holds = (list: unknown[], match: 'all' | 'any' = 'all') => conditionsHold({ match, list } as never, state);
    const cases: [unknown, boolean][] = [
      [{ kind: 'field', fieldKey: 'order_id', op: 'eq', value: 'GPA.1234-5678' }, true],
      [{ kind: 'field', fieldKey: 'order_id', op: 'contains', value: 'gpa.1234' }, true],
      [{ kind: 'field', fieldKey: 'order_id', op: 'neq', value: 'GPA.1234-5678' }, false],
      [{ kind: 'field', fieldKey: 'amount', op: 'gt', value: '10' }, false], // numbers, not text ("9" > "10" as text)
      [{ kind: 'field', fieldKey: 'amount', op: 'lt', value: '10' }, true],
      [{ kind: 'field', fieldKey: 'amount', op: 'in', value: ['8', '9'] }, true],
      [{ kind: 'field', fieldKey: 'missing', op: 'eq', value: 'x' }, false],
      [{ kind: 'field', fieldKey: 'missing', op: 'neq', value: 'x' }, true],
      [{ kind: 'tag', op: 'has', value: 'refund' }, true],
      [{ kind: 'tag', op: 'has_not', value: 'refund' }, false],
      [{ kind: 'priority', op: 'gt', value: 1 }, true],
      [{ kind: 'priority', op: 'eq', value: 3 }, false],
      [{ kind: 'tier', op: 'eq', value: 'vip' }, true],
      [{ kind: 'tier', op: 'in', value: ['standard'] }, false],
      [{ kind: 'language', op: 'eq', value: 'th' }, true],
      [{ kind: 'language', op: 'in', value: ['ko', 'ja'] }, false],
      [{ kind: 'brand', op: 'eq', value: 'nova' }, true],
      [{ kind: 'brand', op: 'neq', value: 'nova' }, false],
      [{ kind: 'category', op: 'eq', value: category }, true],
      [{ kind: 'category', op: 'eq', value: otherCategory }, false],
      [{ kind: 'status', op: 'lt', value: InquiryStatus.replied }, true],
      [{ kind: 'status', op: 'in', value: [InquiryStatus.replied, InquiryStatus.closed] }, false],
    ];
    for (const [c, expected] of cases) expect([c, holds([c])]).toEqual([c, expected]);
    expect(holds([cases[0]![0], cases[2]![0]])).toBe(false);
    expect(holds([cases[0]![0], cases[2]![0]], 'any')).toBe(true);
    const standard = (await loadState(t.db.db, await inquiry()))!;
    expect(conditionsHold({ match: 'all', list: [{ kind: 'tier', op: 'eq', value: 'standard' }] }, standard)).toBe(
      true,
    );

    // Through a real run: only the matching inquiry of the two gets the tag.
    await rule({
      trigger: { type: 'sla_breach' },
      conditions: {
        match: 'all',
        list: [
          { kind: 'tier', op: 'eq', value: 'vip' },
          { kind: 'field', fieldKey: 'order_id', op: 'contains', value: 'GPA' },
        ],
      },
      actions: [{ type: 'add_tag', tag: 'vip-payment' }],
    });
    for (const inquiryId of [id, standard.row.id])
      await raise({ type: 'sla_breach', inquiryId, dueAt: at, at, actor: { kind: 'system' } });
    expect(await tagsOf(id)).toContain('vip-payment');
    expect(await tagsOf(standard.row.id)).toEqual([]);
  });

  it('carries out each action', async () => {
    const id = await inquiry({ lang: 'en', region: 'sea' });
    await t.db.db
      .insertInto('inquiry_tags')
      .values({ inquiry_id: id, tag: 'unsorted', created_at: new Date().toISOString() })
      .execute();
    const agent = staffId[novaAgent!.email]!;
    await rule({
      trigger: { type: 'sla_warning' },
      actions: [
        { type: 'set_field', fieldKey: 'order_id', value: 'R-77' },
        { type: 'set_field', fieldKey: 'not_in_this_category', value: 'x' },
        { type: 'add_tag', tag: 'payments' },
        { type: 'remove_tag', tag: 'unsorted' },
        { type: 'set_priority', priority: 2 },
        { type: 'assign', staffId: agent },
        { type: 'assign', staffId: 'auto' },
        { type: 'note', text: 'Auto-sorted: {{title}}' },
        { type: 'reply', texts: { en: 'Hello {{player}}, we are on "{{title}}" (#{{inquiryId}}).' } },
      ],
    });
    const at = new Date().toISOString();
    await raise({ type: 'sla_warning', inquiryId: id, dueAt: at, at, actor: { kind: 'system' } });
    const row = await inquiryRow(id);
    expect(row).toMatchObject({
      priority: 2,
      assigned_staff_id: agent,
      status: InquiryStatus.replied,
      last_agent_reply_at: at,
      updated_at: at,
    });
    expect(await tagsOf(id)).toEqual(['payments']);
    const value = await t.db.db
      .selectFrom('inquiry_field_values as v')
      .innerJoin('inquiry_fields as f', 'f.id', 'v.field_id')
      .select(['f.field_key', 'v.value'])
      .where('v.inquiry_id', '=', id)
      .execute();
    expect(value).toEqual([{ field_key: 'order_id', value: 'R-77' }]);
    expect(await messagesOf(id)).toEqual([
      { author: 'note', content: 'Auto-sorted: Lost my sword', staff_id: null },
      { author: 'agent', content: `Hello Nightowl, we are on "Lost my sword" (#${id}).`, staff_id: null },
    ]);
    const [ran] = await ruleAudits(id);
    expect(ran!.actions.map((a) => [a.type, a.changed, a.skipped ?? null])).toEqual([
      ['set_field', true, null],
      ['set_field', false, 'no_such_field'],
      ['add_tag', true, null],
      ['remove_tag', true, null],
      ['set_priority', true, null],
      ['assign', true, null],
      ['assign', false, null], // automatic assignment leaves an inquiry someone holds (the agent just above)
      ['note', true, null],
      ['reply', true, null],
    ]);

    // Automatic assignment gives an inquiry nobody holds to the one agent online who reads it
    // (audited as a rule's), and with nobody online leaves it waiting.
    await t.db.db.deleteFrom('rules').execute();
    await rule({ trigger: { type: 'sla_warning' }, actions: [{ type: 'assign', staffId: 'auto' }] });
    const presence = await t.db.db.selectFrom('staff').select(['id', 'presence', 'auto_assign', 'capacity']).execute();
    const waiting = await inquiry({ lang: 'en', region: 'sea' });
    await t.db.db.updateTable('staff').set({ presence: 'offline' }).execute();
    await raise({ type: 'sla_warning', inquiryId: waiting, dueAt: at, at, actor: { kind: 'system' } });
    expect((await inquiryRow(waiting)).assigned_staff_id).toBeNull();
    expect((await ruleAudits(waiting))[0]!.actions).toEqual([{ type: 'assign', changed: false, detail: 'auto' }]);
    const readsEn = await t.db.db
      .selectFrom('staff_languages')
      .select('lang')
      .where('staff_id', '=', agent)
      .where('lang', '=', 'en')
      .executeTakeFirst();
    if (!readsEn) await t.db.db.insertInto('staff_languages').values({ staff_id: agent, lang: 'en' }).execute();
    await t.db.db
      .updateTable('staff')
      .set({ presence: 'online', auto_assign: 1, capacity: 1000 })
      .where('id', '=', agent)
      .execute();
    const unheld = await inquiry({ lang: 'en', region: 'sea' });
    await raise({ type: 'sla_warning', inquiryId: unheld, dueAt: at, at, actor: { kind: 'system' } });
    if (!readsEn)
      await t.db.db.deleteFrom('staff_languages').where('staff_id', '=', agent).where('lang', '=', 'en').execute();
    for (const p of presence)
      await t.db.db
        .updateTable('staff')
        .set({ presence: p.presence, auto_assign: p.auto_assign, capacity: p.capacity })
        .where('id', '=', p.id)
        .execute();
    expect((await inquiryRow(unheld)).assigned_staff_id).toBe(agent);
    expect((await ruleAudits(unheld))[0]!.actions).toEqual([{ type: 'assign', changed: true, detail: 'auto' }]);
    const given = await t.db.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'inquiry.auto_assigned')
      .where('target_id', '=', String(unheld))
      .execute();
    expect(given.map((g) => JSON.parse(g.after!))).toEqual([{ assignedTo: agent, reason: 'rule' }]);
    await t.db.db.deleteFrom('rules').execute();

    // Status: resolve, then reopen; a status the inquiry cannot go to is skipped, not forced.
    const other = await inquiry();
    await rule({ trigger: { type: 'sla_breach' }, actions: [{ type: 'set_status', status: 3 }] });
    await raise({ type: 'sla_breach', inquiryId: other, dueAt: at, at, actor: { kind: 'system' } });
    expect(await inquiryRow(other)).toMatchObject({ status: InquiryStatus.awaitingRating, ended_at: at });
    await t.db.db.deleteFrom('rules').execute();
    await rule({
      trigger: { type: 'sla_breach' },
      actions: [
        { type: 'reply', texts: { ko: '늦어서 죄송합니다' } },
        { type: 'set_status', status: 1 },
      ],
    });
    const later = new Date(Date.now() + 1000).toISOString();
    await raise({ type: 'sla_breach', inquiryId: other, dueAt: later, at: later, actor: { kind: 'system' } });
    expect(await inquiryRow(other)).toMatchObject({ status: InquiryStatus.processing, ended_at: null });
    const [, second] = await ruleAudits(other);
    expect(second!.actions.map((a) => [a.type, a.changed, a.skipped ?? null])).toEqual([
      ['reply', false, 'not_allowed'],
      ['set_status', true, null],
    ]);
  });

  it('dry-runs a rule, and the real run makes exactly the changes the dry run said', async () => {
    const before = new Date(Date.now() - 30 * 60_000).toISOString();
    const filed = [await file('Dry run one'), await file('Dry run two'), await file('Dry run three')];
    const hanami = await inquiry({ brand: 'hanami', updatedAt: before });
    const at = new Date().toISOString();
    for (const id of [filed[0]!, filed[2]!, hanami])
      await t.db.db.insertInto('inquiry_tags').values({ inquiry_id: id, tag: 'dry-x', created_at: at }).execute();
    await t.db.db.updateTable('inquiries').set({ updated_at: before }).where('id', 'in', filed).execute();
    await t.db.db.updateTable('inquiries').set({ priority: 3 }).where('id', '=', filed[2]!).execute();
    const body: RuleEdit = {
      brand: 'nova',
      name: 'Chase quiet refunds',
      trigger: { type: 'idle', minutes: 15 },
      conditions: { match: 'all', list: [{ kind: 'tag', op: 'has', value: 'dry-x' }] },
      actions: [
        { type: 'set_priority', priority: 3 },
        { type: 'add_tag', tag: 'chased' },
        { type: 'remove_tag', tag: 'dry-x' },
        {
          type: 'reply',
          texts: { [novaLang]: 'Still with us, {{player}}? (#{{inquiryId}})' } as Record<string, string>,
        },
      ],
      enabled: true,
    };
    const dry = DryRunResultSchema.parse((await post('/staff/admin/rules/dry-run', body, adminToken())).json().data);
    // The other brand's inquiry and the untagged one are not touched; nothing was written.
    expect(dry.matches.map((m) => m.inquiryId).sort()).toEqual([filed[0]!, filed[2]!].sort());
    expect(await tagsOf(filed[0]!)).toEqual(['dry-x']);
    expect(await t.db.db.selectFrom('rules').select('id').execute()).toEqual([]);
    const said = new Map(dry.matches.map((m) => [m.inquiryId, m.actions]));
    expect(said.get(filed[2]!)![0]).toEqual({ type: 'set_priority', changed: false, detail: 3 });

    await rule(body);
    await raiseIdleEvents(t.db.db);
    for (const id of filed) {
      const runs = await ruleAudits(id);
      if (!said.has(id)) {
        expect(runs).toEqual([]);
        expect(await tagsOf(id)).toEqual([]);
        continue;
      }
      expect(runs.map((r) => r.actions)).toEqual([said.get(id)]);
      expect(await tagsOf(id)).toEqual(['chased']);
      expect((await inquiryRow(id)).priority).toBe(3);
      const reply = said.get(id)!.find((a) => a.type === 'reply')!;
      expect((await messagesOf(id)).at(-1)).toEqual({ author: 'agent', content: reply.text, staff_id: null });
    }
    expect(await tagsOf(hanami)).toEqual(['dry-x']);
  });

  it('stops rules from firing each other, and runs a rule that re-matches itself once', async () => {
    const reopen = await rule({
      name: 'Reopen',
      trigger: { type: 'status_changed' },
      conditions: { match: 'all', list: [{ kind: 'status', op: 'eq', value: 3 }] },
      actions: [
        { type: 'set_status', status: 1 },
        { type: 'add_tag', tag: 'a' },
      ],
    });
    const resolve = await rule({
      name: 'Resolve',
      trigger: { type: 'status_changed' },
      conditions: { match: 'all', list: [{ kind: 'status', op: 'eq', value: 1 }] },
      actions: [
        { type: 'set_status', status: 3 },
        { type: 'add_tag', tag: 'b' },
      ],
    });
    const id = await inquiry({ status: InquiryStatus.processing });
    expect((await post(`/staff/inquiries/${id}/resolve`, {}, tokens[novaAgent!.email])).json().code).toBe(0);
    // The agent's resolve starts "Reopen"; "Resolve", next in order on the same event, sees the
    // inquiry as "Reopen" left it and resolves it again. Their changes are rules' changes and start
    // nothing: no ping-pong, each ran once.
    expect(await runsOf(reopen, id)).toHaveLength(1);
    expect(await runsOf(resolve, id)).toHaveLength(1);
    expect((await inquiryRow(id)).status).toBe(InquiryStatus.awaitingRating);
    expect(await tagsOf(id)).toEqual(['a', 'b']);
    expect((await ruleAudits(id)).map((a) => a.ruleId)).toEqual([reopen, resolve]);

    await t.db.db.deleteFrom('rules').execute();
    // Its action makes its own condition true again (status 1 is in the list): still once.
    const self = await rule({
      name: 'Self',
      trigger: { type: 'status_changed' },
      conditions: { match: 'all', list: [{ kind: 'status', op: 'in', value: [1, 3] }] },
      actions: [
        { type: 'set_status', status: 1 },
        { type: 'note', text: 'kept open' },
      ],
    });
    const id2 = await inquiry({ status: InquiryStatus.processing });
    expect((await post(`/staff/inquiries/${id2}/resolve`, {}, tokens[novaAgent!.email])).json().code).toBe(0);
    expect(await runsOf(self, id2)).toHaveLength(1);
    expect((await messagesOf(id2)).filter((m) => m.author === 'note')).toHaveLength(1);
    expect(await ruleAudits(id2)).toHaveLength(1);
  });

  it('runs a rule once per event: the same event twice, and two transactions at once', async () => {
    const r = await rule({ trigger: { type: 'sla_breach' }, actions: [{ type: 'note', text: 'breached' }] });
    const id = await inquiry();
    const event: AutomationEvent = {
      type: 'sla_breach',
      inquiryId: id,
      dueAt: '2026-12-01T09:00:00.000Z',
      at: new Date().toISOString(),
      actor: { kind: 'system' },
    };
    await raise(event);
    await raise(event);
    expect(await runsOf(r, id)).toHaveLength(1);
    expect(await ruleAudits(id)).toHaveLength(1);

    // Two nodes raising the same time event at once: one run, one note, one audit entry.
    const id2 = await inquiry();
    const twice = { ...event, inquiryId: id2 };
    await Promise.all([raise(twice), raise(twice)]);
    expect(await runsOf(r, id2)).toHaveLength(1);
    expect((await messagesOf(id2)).filter((m) => m.author === 'note')).toHaveLength(1);
    expect(await ruleAudits(id2)).toHaveLength(1);
  });

  // PostgreSQL only (defined there, not skipped here): two connection pools on one database are two
  // nodes; SQLite is one writer in one process.
  if (dialect === 'postgres') {
    it('runs each rule once when two nodes raise the same time events at once', async () => {
      // A second node: its own connection pool on the same database.
      const other = openDb({
        databaseUrl: process.env.TEST_DATABASE_URL,
        dataDir: t.dataDir,
        pgSchema: t.db.schema!,
        poolSize: 4,
      });
      try {
        const r = await rule({
          trigger: { type: 'idle', minutes: 10 },
          actions: [
            { type: 'note', text: 'still waiting' },
            { type: 'add_tag', tag: 'nudged' },
          ],
        });
        const quiet = new Date(Date.now() - 3_600_000).toISOString();
        const ids: number[] = [];
        for (let i = 0; i < 8; i++) ids.push(await inquiry({ updatedAt: quiet }));
        const now = new Date();
        await Promise.all([
          raiseIdleEvents(t.db.db, now),
          raiseIdleEvents(other.db, now),
          raiseIdleEvents(t.db.db, now),
        ]);
        for (const id of ids) {
          expect(await runsOf(r, id)).toHaveLength(1);
          expect(await ruleAudits(id)).toHaveLength(1);
          expect((await messagesOf(id)).filter((m) => m.author === 'note')).toHaveLength(1);
          expect(await tagsOf(id)).toEqual(['nudged']);
        }
      } finally {
        await other.close();
      }
    });
  }

  it('replies in the player language, else the area languages, else the brand default', async () => {
    const texts: Record<string, string> = {
      th: 'สวัสดี {{player}} เรื่อง #{{inquiryId}}',
      de: 'Hallo {{player}}',
      [novaLang]: `[${novaLang}] {{title}}`,
    };
    await rule({ trigger: { type: 'sla_warning' }, actions: [{ type: 'reply', texts }] });
    const thai = await inquiry({ lang: 'th', region: 'sea' });
    const italian = await inquiry({ lang: 'it', region: 'eru' }); // eru: en, de, … → de
    const far = novaLang === 'vi' ? { lang: 'ja', region: 'jp' } : { lang: 'vi', region: 'vn' }; // neither it nor its area has a text → brand default
    const fallback = await inquiry(far);
    const at = new Date().toISOString();
    for (const id of [thai, italian, fallback])
      await raise({ type: 'sla_warning', inquiryId: id, dueAt: at, at, actor: { kind: 'system' } });
    expect((await messagesOf(thai)).at(-1)?.content).toBe(`สวัสดี Nightowl เรื่อง #${thai}`);
    expect((await messagesOf(italian)).at(-1)?.content).toBe('Hallo Nightowl');
    expect((await messagesOf(fallback)).at(-1)?.content).toBe(`[${novaLang}] Lost my sword`);
    expect((await ruleAudits(italian))[0]!.actions[0]).toMatchObject({ type: 'reply', detail: 'de' });
  });

  it('keeps macros, copied canned replies among them, writable by admins only', async () => {
    const agent = tokens[novaAgent!.email]!;
    const seeded = MacroListSchema.parse((await get('/staff/macros?brand=nova', agent)).json().data);
    const canned = (await get('/staff/canned-replies?brand=nova', agent)).json().data as {
      title: string;
      lang: string;
      body: string;
    }[];
    for (const c of canned)
      expect(
        seeded.some(
          (m) => m.name === c.title && m.actions.some((a) => a.type === 'reply' && a.texts[c.lang as 'en'] === c.body),
        ),
      ).toBe(true);
    const body = {
      brand: 'nova',
      name: 'Refund: asked for receipt',
      actions: [
        { type: 'add_tag', tag: 'refund' },
        {
          type: 'reply',
          texts: { en: 'Please send the receipt, {{player}}.', ko: '{{player}}님, 영수증을 보내 주세요.' },
        },
      ],
    };
    expect((await post('/staff/macros', body, agent)).json().code).toBe(1003);
    expect(
      (await post('/staff/macros', { ...body, actions: [...body.actions, body.actions[1]] }, adminToken())).json(),
    ).toMatchObject({ code: 1001, data: [{ field: 'actions', rule: 'one_reply' }] });
    const id = (await post('/staff/macros', body, adminToken())).json().data.id as number;
    expect(
      (await post(`/staff/macros/${id}`, { ...body, name: 'Refund: receipt please' }, adminToken())).json().code,
    ).toBe(0);
    const mine = MacroListSchema.parse((await get('/staff/macros', agent)).json().data).find((m) => m.id === id)!;
    expect(mine).toMatchObject({ name: 'Refund: receipt please', actions: body.actions });
    expect(
      MacroListSchema.parse((await get('/staff/macros', tokens[hanamiAgent!.email])).json().data).some(
        (m) => m.id === id,
      ),
    ).toBe(false);
    const tmp = (await post('/staff/macros', { ...body, name: 'tmp' }, adminToken())).json().data.id as number;
    expect((await post(`/staff/macros/${tmp}/delete`, {}, adminToken())).json().code).toBe(0);
    const log = (
      await t.db.db.selectFrom('audit_log').select('action').where('target_type', '=', 'macro').orderBy('id').execute()
    ).map((r) => r.action);
    expect(log).toEqual(['macro.created', 'macro.updated', 'macro.created', 'macro.deleted']);
  });

  it('applies a macro to one inquiry as the agent, mails the player, and to many with per-inquiry results', async () => {
    const agent = tokens[novaAgent!.email]!;
    const agentId = staffId[novaAgent!.email]!;
    const macro = (
      await post(
        '/staff/macros',
        {
          brand: null,
          name: 'Ask for receipt',
          actions: [
            { type: 'add_tag', tag: 'receipt' },
            { type: 'set_priority', priority: 2 },
            { type: 'reply', texts: { en: 'Receipt please, {{player}}.', ko: '{{player}}님, 영수증을 보내 주세요.' } },
          ],
        },
        adminToken(),
      )
    ).json().data.id as number;
    const outbox = path.join(t.dataDir, 'outbox');
    const mailsBefore = fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0;
    const one = await inquiry({ lang: 'ko' });
    const res = await post(`/staff/inquiries/${one}/macro`, { macroId: macro }, agent);
    expect(res.json()).toMatchObject({
      code: 0,
      data: {
        inquiryId: one,
        actions: [
          { type: 'add_tag', changed: true },
          { type: 'set_priority', changed: true },
          { type: 'reply', changed: true, detail: 'ko' },
        ],
      },
    });
    expect(await messagesOf(one)).toEqual([
      { author: 'agent', content: 'Nightowl님, 영수증을 보내 주세요.', staff_id: agentId },
    ]);
    expect(await inquiryRow(one)).toMatchObject({ status: InquiryStatus.replied, priority: 2 });
    expect(fs.readdirSync(outbox).length).toBe(mailsBefore + 1);
    const applied = await t.db.db
      .selectFrom('audit_log')
      .select(['staff_id', 'after'])
      .where('action', '=', 'macro.applied')
      .where('target_id', '=', String(one))
      .execute();
    expect(applied.map((a) => a.staff_id)).toEqual([agentId]);

    // Many: an inquiry of another brand and a resolved one say so; the rest get the macro.
    const a = await inquiry({ lang: 'en', region: 'sea' });
    const b = await inquiry();
    const resolved = await inquiry({ status: InquiryStatus.awaitingRating });
    const foreign = await inquiry({ brand: 'hanami' });
    const bulk = await post(`/staff/macros/${macro}/apply`, { inquiryIds: [a, foreign, b, resolved] }, agent);
    const results = bulk.json().data.results as {
      inquiryId: number;
      ok: boolean;
      error?: number;
      actions: ActionOutcome[];
    }[];
    expect(results.map((r) => [r.inquiryId, r.ok, r.error ?? null])).toEqual([
      [a, true, null],
      [foreign, false, 1002],
      [b, true, null],
      [resolved, true, null],
    ]);
    expect(results[3]!.actions.find((x) => x.type === 'reply')).toMatchObject({
      changed: false,
      skipped: 'not_allowed',
    });
    expect(await tagsOf(a)).toEqual(['receipt']);
    expect((await messagesOf(a))[0]!.content).toBe('Receipt please, Nightowl.');
    expect(await tagsOf(foreign)).toEqual([]);
    for (const id of [a, b, resolved])
      expect(
        await t.db.db
          .selectFrom('audit_log')
          .select('id')
          .where('action', '=', 'macro.applied')
          .where('target_id', '=', String(id))
          .execute(),
      ).toHaveLength(1);
    expect(
      (await post(`/staff/macros/${macro}/apply`, { inquiryIds: [a] }, tokens[hanamiAgent!.email])).json().results,
    ).toBeUndefined();
    expect(
      (await post(`/staff/macros/${macro}/apply`, { inquiryIds: [a] }, tokens[hanamiAgent!.email])).json().data
        .results[0],
    ).toMatchObject({ ok: false, error: 1002 });
  });

  it('applies a macro once however often the same click is retried (Idempotency-Key)', async () => {
    const macro = (
      await post(
        '/staff/macros',
        { brand: 'nova', name: 'Note once', actions: [{ type: 'note', text: 'checked once' }] },
        adminToken(),
      )
    ).json().data.id as number;
    const id = await inquiry();
    const url = `/staff/inquiries/${id}/macro`;
    const key = randomUUID();
    const send = () =>
      post(
        url,
        { macroId: macro },
        { token: tokens[novaAgent!.email], headers: { 'idempotency-key': key }, ip: '10.9.1.1' },
      );
    const first = (await send()).json();
    const again = (await send()).json();
    expect(first).toMatchObject({ code: 0, data: { inquiryId: id, actions: [{ type: 'note', changed: true }] } });
    expect(again.data).toEqual(first.data);
    expect((await messagesOf(id)).filter((m) => m.author === 'note')).toHaveLength(1);
    expect(
      await t.db.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'macro.applied')
        .where('target_id', '=', String(id))
        .execute(),
    ).toHaveLength(1);
  });

  it('lets rules react to a macro (an agent act), not to their own changes', async () => {
    const r = await rule({
      trigger: { type: 'status_changed' },
      conditions: { match: 'all', list: [{ kind: 'status', op: 'eq', value: InquiryStatus.replied }] },
      actions: [{ type: 'add_tag', tag: 'answered' }],
    });
    const macro = (
      await post(
        '/staff/macros',
        { brand: 'nova', name: 'Answer', actions: [{ type: 'reply', texts: { ko: '답변드립니다.' } }] },
        adminToken(),
      )
    ).json().data.id as number;
    const id = await inquiry();
    expect((await post(`/staff/inquiries/${id}/macro`, { macroId: macro }, tokens[novaAgent!.email])).json().code).toBe(
      0,
    );
    expect(await tagsOf(id)).toEqual(['answered']);
    expect(await runsOf(r, id)).toHaveLength(1);
  });
});
