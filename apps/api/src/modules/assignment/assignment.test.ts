// Automatic assignment on both engines: by language, brand, skill and capacity, what
// waits and what a freed place or going online takes (VIP and urgent first), presence and the
// inactivity job, the admin's profile, and many creates at once (no agent above capacity, every
// inquiry assigned at most once, one audit entry per assignment).
//
// Inquiries are created as the player's create does it: the row, then `afterInquiryEvent`
// (`created`) last in the same transaction; resolving, reopening, presence and the profile go
// through the real HTTP routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentPaths } from '@guildhall/contract/assignment';
import { InquiryStatus } from '@guildhall/contract/inquiry-status';
import { staffPaths } from '@guildhall/contract/staff';
import { adminPaths } from '@guildhall/contract/staff-admin';
import { createTestApp, dialects, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { afterInquiryEvent } from '../automation/automation.service';
import { issueStaffSession } from '../staff-sessions/staff-sessions.service';
import { assignWaiting, createPresenceToucher, dropIdlePresence } from './assignment.service';

describe.each(dialects)('automatic assignment on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  let user: number;
  /** A game of each brand used, and its categories by skill key ('' for the one without). */
  const games = new Map<string, { id: number; types: Map<string, number> }>();
  let run = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    user = (await t.db.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    const admin = await t.db.db
      .selectFrom('staff')
      .select('id')
      .where('email', '=', 'admin@guildhall.example')
      .executeTakeFirstOrThrow();
    adminToken = (await issueStaffSession(t.db.db, admin.id)).token;
    for (const brand of ['lumen', 'tidal', 'nova']) {
      const game = await t.db.db
        .selectFrom('games')
        .select('id')
        .where('brand_id', '=', brand)
        .orderBy('sort')
        .executeTakeFirstOrThrow();
      const types = await t.db.db
        .selectFrom('inquiry_types')
        .select(['id', 'skill'])
        .where('game_id', '=', game.id)
        .execute();
      games.set(brand, { id: game.id, types: new Map(types.map((x) => [x.skill ?? '', x.id])) });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Each test starts with no agent online and nothing waiting: the demo's and earlier tests' out of the way. */
  async function clean() {
    run++;
    await t.db.db.updateTable('staff').set({ presence: 'offline' }).execute();
    await t.db.db
      .updateTable('inquiries')
      .set({ status: InquiryStatus.closed })
      .where('status', '<', InquiryStatus.awaitingRating)
      .execute();
  }

  async function agent(o: {
    brands: string[];
    languages: string[];
    skills?: string[];
    capacity?: number;
    presence?: 'online' | 'away' | 'offline';
    autoAssign?: boolean;
    disabled?: boolean;
  }) {
    const at = new Date().toISOString();
    const row = await t.db.db
      .insertInto('staff')
      .values({
        email: `a${run}-${Math.random().toString(36).slice(2)}@example.com`,
        name: 'Agent',
        role: 'agent',
        password_hash: 'x',
        totp_secret: null,
        totp_pending_secret: null,
        totp_enabled: 0,
        totp_last_step: 0,
        disabled: o.disabled ? 1 : 0,
        created_at: at,
        updated_at: at,
        capacity: o.capacity ?? 5,
        presence: o.presence ?? 'online',
        presence_at: at,
        auto_assign: o.autoAssign === false ? 0 : 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const b of o.brands)
      await t.db.db.insertInto('staff_brands').values({ staff_id: row.id, brand_id: b }).execute();
    for (const l of o.languages)
      await t.db.db.insertInto('staff_languages').values({ staff_id: row.id, lang: l }).execute();
    for (const s of o.skills ?? [])
      await t.db.db.insertInto('staff_skills').values({ staff_id: row.id, skill: s }).execute();
    return row.id;
  }

  /** Files an inquiry as the player's create does: the row, then the seam, in one transaction. */
  async function file(o: {
    brand?: string;
    lang?: string;
    skill?: string;
    tierRank?: number;
    priority?: number;
    createdAt?: string;
  }): Promise<number> {
    const game = games.get(o.brand ?? 'lumen')!;
    const at = o.createdAt ?? new Date().toISOString();
    return t.db.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('inquiries')
        .values({
          user_id: user,
          brand_id: o.brand ?? 'lumen',
          game_id: game.id,
          title: 'Top-up missing',
          status: InquiryStatus.new,
          query_type: game.types.get(o.skill ?? 'payment')!,
          region: 'sea',
          game_area_id: 'sea-main',
          area_name: '',
          server_id: 's1',
          server_name: '',
          role_id: '',
          role_name: 'Mali',
          email: null,
          phone: null,
          lang: o.lang ?? 'th',
          platform: '',
          user_agent: '',
          assigned_staff_id: null,
          score: null,
          score_comment: null,
          last_agent_reply_at: null,
          player_read_at: null,
          created_at: at,
          updated_at: at,
          ended_at: null,
          closed_at: null,
          tier_rank: o.tierRank ?? 0,
          priority: o.priority ?? 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await afterInquiryEvent(trx, { type: 'created', inquiryId: row.id, at, actor: { kind: 'player' } });
      return row.id;
    });
  }

  const holder = async (id: number) =>
    (await t.db.db.selectFrom('inquiries').select('assigned_staff_id').where('id', '=', id).executeTakeFirstOrThrow())
      .assigned_staff_id;
  const autoAudits = async (id: number) =>
    t.db.db
      .selectFrom('audit_log')
      .select(['staff_id', 'after'])
      .where('action', '=', 'inquiry.auto_assigned')
      .where('target_id', '=', String(id))
      .execute();
  const presence = async (id: number) =>
    await t.db.db
      .selectFrom('staff')
      .select(['presence', 'presence_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  const { get, post } = testClient(() => t, { brand: 'lumen' });
  const tokenOf = async (staffId: number) => (await issueStaffSession(t.db.db, staffId)).token;

  it('gives a Thai inquiry to the agent who reads Thai only, however loaded, and audits it once as the system', async () => {
    await clean();
    const thai = await agent({ brands: ['lumen'], languages: ['th', 'en'], skills: ['payment'] });
    const other = await agent({ brands: ['lumen'], languages: ['en', 'vi'], skills: ['payment'] });
    const thaiInquiries = [await file({ lang: 'th' }), await file({ lang: 'th' }), await file({ lang: 'th' })];
    for (const id of thaiInquiries) expect(await holder(id)).toBe(thai);
    // English: both read it; the one who reads no Thai has nothing yet, so it is theirs.
    expect(await holder(await file({ lang: 'en' }))).toBe(other);
    // Vietnamese: only the other agent.
    expect(await holder(await file({ lang: 'vi' }))).toBe(other);
    // Korean: nobody reads it, so it waits.
    expect(await holder(await file({ lang: 'ko' }))).toBeNull();
    const entries = await autoAudits(thaiInquiries[0]!);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.staff_id).toBeNull();
    expect(JSON.parse(entries[0]!.after!)).toMatchObject({ assignedTo: thai, reason: 'created' });
  });

  it('goes to the least loaded of those who can take it, the lower id on a tie', async () => {
    await clean();
    const a = await agent({ brands: ['lumen'], languages: ['en'] });
    const b = await agent({ brands: ['lumen'], languages: ['en'] });
    const given = [];
    for (let i = 0; i < 4; i++) given.push(await holder(await file({ lang: 'en' })));
    expect(given).toEqual([a, b, a, b]);
  });

  it("covers the inquiry's brand and its category's skill: no skills covers every category, a category without a skill needs none", async () => {
    await clean();
    const tidalOnly = await agent({ brands: ['tidal'], languages: ['en'] });
    const bugs = await agent({ brands: ['lumen'], languages: ['en'], skills: ['bug'] });
    expect(await holder(await file({ brand: 'lumen', lang: 'en', skill: 'payment' }))).toBeNull();
    expect(await holder(await file({ brand: 'lumen', lang: 'en', skill: 'bug' }))).toBe(bugs);
    expect(await holder(await file({ brand: 'tidal', lang: 'en', skill: 'payment' }))).toBe(tidalOnly);
    // "Other" carries no skill: the agent with skills takes it too.
    expect(await holder(await file({ brand: 'lumen', lang: 'en', skill: '' }))).toBe(bugs);
    const everything = await agent({ brands: ['lumen'], languages: ['en'], skills: [] });
    expect(await holder(await file({ brand: 'lumen', lang: 'en', skill: 'payment' }))).toBe(everything);
  });

  it('skips away, offline, disabled and opted-out agents', async () => {
    await clean();
    for (const o of [
      { presence: 'away' as const },
      { presence: 'offline' as const },
      { disabled: true },
      { autoAssign: false },
      { capacity: 0 },
    ]) {
      await agent({ brands: ['lumen'], languages: ['th'], ...o });
    }
    expect(await holder(await file({ lang: 'th' }))).toBeNull();
  });

  it('skips a full agent; nobody with room: it waits; a freed place takes the waiting ones, VIP and urgent first', async () => {
    await clean();
    const full = await agent({ brands: ['lumen'], languages: ['th'], capacity: 1 });
    const first = await file({ lang: 'th' });
    expect(await holder(first)).toBe(full);
    const old = new Date(Date.now() - 3_600_000).toISOString();
    const normalOld = await file({ lang: 'th', createdAt: old });
    const urgent = await file({ lang: 'th', priority: 3 });
    const vip = await file({ lang: 'th', tierRank: 2, priority: 0 });
    const normalNew = await file({ lang: 'th' });
    for (const id of [normalOld, urgent, vip, normalNew]) expect(await holder(id)).toBeNull();

    // The agent resolves theirs: one place, for the VIP.
    const token = await tokenOf(full);
    expect((await post(staffPaths.resolve.replace(':inquiryId', String(first)), {}, token)).json().code).toBe(0);
    expect(await holder(vip)).toBe(full);
    expect(await holder(urgent)).toBeNull();
    expect(JSON.parse((await autoAudits(vip))[0]!.after!)).toMatchObject({ reason: 'waiting' });

    // The admin gives them room for two more: the urgent one, then the oldest.
    const saved = await post(
      assignmentPaths.profile.replace(':staffId', String(full)),
      { languages: ['th'], skills: [], capacity: 3, autoAssign: true },
      adminToken,
    );
    expect(saved.json()).toMatchObject({ code: 0, data: { capacity: 3, openLoad: 3, languages: ['th'] } });
    expect(await holder(urgent)).toBe(full);
    expect(await holder(normalOld)).toBe(full);
    expect(await holder(normalNew)).toBeNull();

    // Unassigning one by hand frees a place: the last waiting one takes it.
    expect(
      (await post(staffPaths.assign.replace(':inquiryId', String(vip)), { staffId: null }, adminToken)).json().code,
    ).toBe(0);
    expect(await holder(normalNew)).toBe(full);
    // The one taken away is not given back at once (it was put back on purpose); the job gives it when there is room.
    expect(await holder(vip)).toBeNull();
    expect(await assignWaiting(t.db.db)).toBe(0);
  });

  it('gives a reopened inquiry nobody holds', async () => {
    await clean();
    const id = await file({ lang: 'th' });
    expect(await holder(id)).toBeNull();
    await t.db.db
      .updateTable('inquiries')
      .set({ status: InquiryStatus.awaitingRating, ended_at: new Date().toISOString(), score: 2 })
      .where('id', '=', id)
      .execute();
    const a = await agent({ brands: ['lumen'], languages: ['th'] });
    // Resolved: not given to anyone by the job.
    expect(await assignWaiting(t.db.db)).toBe(0);
    expect((await post(staffPaths.reopen.replace(':inquiryId', String(id)), {}, adminToken)).json().code).toBe(0);
    expect(await holder(id)).toBe(a);
    expect(JSON.parse((await autoAudits(id))[0]!.after!)).toMatchObject({ reason: 'reopened' });
  });

  it('an agent going online takes what waits for them; the scheduled pass gives waiting ones to whoever has room', async () => {
    await clean();
    const a = await agent({ brands: ['lumen'], languages: ['th'], presence: 'offline', capacity: 2 });
    const waiting = [await file({ lang: 'th' }), await file({ lang: 'th' }), await file({ lang: 'th' })];
    for (const id of waiting) expect(await holder(id)).toBeNull();
    const token = await tokenOf(a);
    const answer = await post(assignmentPaths.presence, { presence: 'online' }, token);
    expect(answer.json()).toMatchObject({ code: 0, data: { presence: 'online' } });
    expect(await Promise.all(waiting.map(holder))).toEqual([a, a, null]);
    expect((await get(assignmentPaths.presence, token)).json().data.presence).toBe('online');
    const set = await t.db.db
      .selectFrom('audit_log')
      .select('staff_id')
      .where('action', '=', 'staff.presence_set')
      .where('target_id', '=', String(a))
      .execute();
    expect(set).toEqual([{ staff_id: a }]);

    // Someone else comes online without going through the console: the job hands them the third.
    const b = await agent({ brands: ['lumen'], languages: ['th'] });
    expect(await assignWaiting(t.db.db)).toBe(1);
    expect(await holder(waiting[2]!)).toBe(b);
    // Going away: nothing new.
    expect((await post(assignmentPaths.presence, { presence: 'away' }, token)).json().data.presence).toBe('away');
    await t.db.db.updateTable('staff').set({ presence: 'offline' }).where('id', '=', b).execute();
    expect(await holder(await file({ lang: 'th' }))).toBeNull();
    // A presence outside the list is refused, naming the field.
    const bad = await post(assignmentPaths.presence, { presence: 'busy' }, token);
    expect(bad.json()).toMatchObject({ code: 1001 });
    expect(JSON.stringify(bad.json())).toContain('presence');
  });

  it('drops presence after inactivity (online → away at 15 min, → offline at 60), audited as the system; activity moves the time forward', async () => {
    await clean();
    const now = Date.now();
    const ago = (min: number) => new Date(now - min * 60_000).toISOString();
    const fresh = await agent({ brands: ['lumen'], languages: ['th'] });
    const idle20 = await agent({ brands: ['lumen'], languages: ['th'] });
    const idle70 = await agent({ brands: ['lumen'], languages: ['th'] });
    const away70 = await agent({ brands: ['lumen'], languages: ['th'], presence: 'away' });
    const away30 = await agent({ brands: ['lumen'], languages: ['th'], presence: 'away' });
    for (const [id, min] of [
      [fresh, 5],
      [idle20, 20],
      [idle70, 70],
      [away70, 70],
      [away30, 30],
    ] as const) {
      await t.db.db
        .updateTable('staff')
        .set({ presence_at: ago(min) })
        .where('id', '=', id)
        .execute();
    }
    expect(await dropIdlePresence(t.db.db, now)).toBe(3);
    expect((await presence(fresh)).presence).toBe('online');
    expect((await presence(idle20)).presence).toBe('away');
    expect((await presence(idle70)).presence).toBe('offline');
    expect((await presence(away70)).presence).toBe('offline');
    expect((await presence(away30)).presence).toBe('away');
    const entries = await t.db.db
      .selectFrom('audit_log')
      .select(['staff_id', 'after'])
      .where('action', '=', 'staff.presence_dropped')
      .where('target_id', '=', String(idle20))
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.staff_id).toBeNull();
    // A second run changes nothing.
    expect(await dropIdlePresence(t.db.db, now)).toBe(0);

    // Any signed-in request is activity: the time moves forward, and the agent stays online.
    await t.db.db
      .updateTable('staff')
      .set({ presence: 'online', presence_at: ago(14) })
      .where('id', '=', idle20)
      .execute();
    expect((await get(staffPaths.brands, await tokenOf(idle20))).statusCode).toBe(200);
    await expect.poll(async () => (await presence(idle20)).presence_at! > ago(1)).toBe(true);
    expect(await dropIdlePresence(t.db.db, now + 60_000)).toBe(0);

    // At most one write a minute per agent.
    const touch = createPresenceToucher(t.db.db);
    await touch(fresh, now);
    expect(touch(fresh, now + 30_000)).toBeUndefined();
    expect(touch(fresh, now + 61_000)).toBeInstanceOf(Promise);
  });

  it("lets admins edit an agent's profile (validated, audited, brand-scoped), and no one else", async () => {
    await clean();
    const a = await agent({ brands: ['lumen'], languages: ['th'], skills: ['payment'] });
    const path = assignmentPaths.profile.replace(':staffId', String(a));
    const before = (await get(path, adminToken)).json();
    expect(before).toMatchObject({
      code: 0,
      data: {
        staffId: a,
        languages: ['th'],
        skills: ['payment'],
        capacity: 5,
        autoAssign: true,
        presence: 'online',
        openLoad: 0,
      },
    });
    expect(before.data.knownSkills).toEqual(expect.arrayContaining(['account', 'payment', 'bug']));

    const saved = await post(
      path,
      { languages: ['th', 'en'], skills: ['bug', 'payment'], capacity: 12, autoAssign: false },
      adminToken,
    );
    expect(saved.json()).toMatchObject({
      code: 0,
      data: { languages: ['en', 'th'], skills: ['bug', 'payment'], capacity: 12, autoAssign: false },
    });
    const entry = await t.db.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'staff.assignment_updated')
      .where('target_id', '=', String(a))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.before!)).toMatchObject({ languages: ['th'], capacity: 5, autoAssign: true });
    expect(JSON.parse(entry.after!)).toMatchObject({ languages: ['en', 'th'], capacity: 12, autoAssign: false });
    // Opted out: not given anything.
    expect(await holder(await file({ lang: 'th' }))).toBeNull();

    for (const [body, field] of [
      [{ languages: ['xx'], skills: [], capacity: 1, autoAssign: true }, 'languages'],
      [{ languages: ['th', 'th'], skills: [], capacity: 1, autoAssign: true }, 'languages'],
      [{ languages: ['th'], skills: ['Not a key!'], capacity: 1, autoAssign: true }, 'skills'],
      [{ languages: ['th'], skills: [], capacity: -1, autoAssign: true }, 'capacity'],
    ] as const) {
      const answer = (await post(path, body, adminToken)).json();
      expect(answer.code).toBe(1001);
      expect(JSON.stringify(answer)).toContain(field);
    }
    // An agent may not; a missing account is 1002.
    const agentToken = await tokenOf(a);
    expect((await get(path, agentToken)).json().code).toBe(1003);
    expect(
      (await post(path, { languages: [], skills: [], capacity: 1, autoAssign: true }, agentToken)).json().code,
    ).toBe(1003);
    expect((await get(assignmentPaths.profile.replace(':staffId', '99999'), adminToken)).json().code).toBe(1002);
  });

  it("an admin sets a category's skill key: the console lists it, and assignment follows it", async () => {
    await clean();
    const game = games.get('tidal')!;
    const other = game.types.get('')!;
    const categoryPath = adminPaths.category.replace(':categoryId', String(other));
    const names = { en: 'Other' };
    expect((await post(categoryPath, { sort: 6, names, skill: 'not a key!' }, adminToken)).json().code).toBe(1001);
    expect((await post(categoryPath, { sort: 6, names, skill: 'Refunds' }, adminToken)).json().code).toBe(0);
    const listed = (await get(adminPaths.categories.replace(':gameId', String(game.id)), adminToken)).json().data as {
      id: number;
      skill: string | null;
    }[];
    expect(listed.find((c) => c.id === other)?.skill).toBe('refunds');
    const bugsOnly = await agent({ brands: ['tidal'], languages: ['en'], skills: ['bug'] });
    expect(
      (await get(assignmentPaths.profile.replace(':staffId', String(bugsOnly)), adminToken)).json().data.knownSkills,
    ).toContain('refunds');
    // The category now needs "refunds": the agent covering bugs only no longer takes it.
    game.types.set('refunds', other);
    expect(await holder(await file({ brand: 'tidal', lang: 'en', skill: 'refunds' }))).toBeNull();
    const refunds = await agent({ brands: ['tidal'], languages: ['en'], skills: ['refunds'] });
    expect(await assignWaiting(t.db.db)).toBe(1);
    expect(await holder(await file({ brand: 'tidal', lang: 'en', skill: 'refunds' }))).toBe(refunds);
    // Cleared (an empty key is none): anyone again; an edit without the key leaves it as it is.
    expect((await post(categoryPath, { sort: 6, names, skill: '' }, adminToken)).json().code).toBe(0);
    expect((await post(categoryPath, { sort: 6, names }, adminToken)).json().code).toBe(0);
    expect(
      (await t.db.db.selectFrom('inquiry_types').select('skill').where('id', '=', other).executeTakeFirstOrThrow())
        .skill,
    ).toBeNull();
    game.types.delete('refunds');
  });

  it('many creates at once: no agent above capacity, every inquiry assigned at most once, one audit entry per assignment', async () => {
    await clean();
    const agents = [
      await agent({ brands: ['lumen'], languages: ['th'], capacity: 4 }),
      await agent({ brands: ['lumen'], languages: ['th'], capacity: 3 }),
      await agent({ brands: ['lumen'], languages: ['th'], capacity: 5 }),
    ];
    const ids = await Promise.all(Array.from({ length: 40 }, () => file({ lang: 'th' })));
    const rows = await t.db.db
      .selectFrom('inquiries')
      .select(['id', 'assigned_staff_id'])
      .where('id', 'in', ids)
      .execute();
    const load = new Map<number, number>();
    for (const r of rows)
      if (r.assigned_staff_id !== null) load.set(r.assigned_staff_id, (load.get(r.assigned_staff_id) ?? 0) + 1);
    expect(load.get(agents[0]!)).toBe(4);
    expect(load.get(agents[1]!)).toBe(3);
    expect(load.get(agents[2]!)).toBe(5);
    const entries = await t.db.db
      .selectFrom('audit_log')
      .select('target_id')
      .where('action', '=', 'inquiry.auto_assigned')
      .where('target_id', 'in', ids.map(String))
      .execute();
    expect(entries).toHaveLength(12);
    expect(new Set(entries.map((e) => e.target_id)).size).toBe(12);
    expect(rows.filter((r) => r.assigned_staff_id === null)).toHaveLength(28);
  });
});
