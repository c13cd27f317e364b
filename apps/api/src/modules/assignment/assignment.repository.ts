// Automatic assignment's queries (decision record 27): the agents who can take an inquiry with
// their open load, the waiting inquiries an agent can take in the order they are served, the
// conditional update that assigns, agents' presence and their assignment profile. `db` first, so
// the caller's transaction passes through. The same SQL on SQLite and PostgreSQL.
import { InquiryStatus } from '@guildhall/contract/inquiry-status';
import type { StaffPresence } from '@guildhall/contract/assignment';
import type { Executor } from '../../db/schema';

/** What assignment needs of an inquiry: who holds it, its brand, language and category's skill. */
export interface AssignableInquiry {
  id: number;
  brand_id: string;
  lang: string;
  status: number;
  assigned_staff_id: number | null;
  skill: string | null;
}

export function assignableInquiry(db: Executor, inquiryId: number): Promise<AssignableInquiry | undefined> {
  return db
    .selectFrom('inquiries as i')
    .leftJoin('inquiry_types as t', 't.id', 'i.query_type')
    .select(['i.id', 'i.brand_id', 'i.lang', 'i.status', 'i.assigned_staff_id', 't.skill'])
    .where('i.id', '=', inquiryId)
    .executeTakeFirst();
}

/**
 * The agents who may be given this inquiry now, with their open load: enabled, taking automatic
 * assignment, online, with room (capacity above 0), on the inquiry's brand, reading its language,
 * and covering its category's skill (an agent without skills covers every category; a category
 * without a skill needs none). Whether the load is below capacity is the caller's to check.
 */
export async function candidates(
  db: Executor,
  inquiry: Pick<AssignableInquiry, 'brand_id' | 'lang' | 'skill'>,
): Promise<{ id: number; capacity: number; load: number }[]> {
  const rows = await db
    .selectFrom('staff as s')
    .select(['s.id', 's.capacity'])
    .select((eb) =>
      eb
        .selectFrom('inquiries as i')
        .select(eb.fn.countAll().as('n'))
        .whereRef('i.assigned_staff_id', '=', 's.id')
        .where('i.status', '<', InquiryStatus.awaitingRating)
        .as('load'),
    )
    .where('s.disabled', '=', 0)
    .where('s.auto_assign', '=', 1)
    .where('s.presence', '=', 'online')
    .where('s.capacity', '>', 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('staff_brands as b')
          .select('b.staff_id')
          .whereRef('b.staff_id', '=', 's.id')
          .where('b.brand_id', '=', inquiry.brand_id),
      ),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('staff_languages as l')
          .select('l.staff_id')
          .whereRef('l.staff_id', '=', 's.id')
          .where('l.lang', '=', inquiry.lang),
      ),
    )
    .$if(inquiry.skill !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb.not(
            eb.exists(eb.selectFrom('staff_skills as k').select('k.staff_id').whereRef('k.staff_id', '=', 's.id')),
          ),
          eb.exists(
            eb
              .selectFrom('staff_skills as k')
              .select('k.staff_id')
              .whereRef('k.staff_id', '=', 's.id')
              .where('k.skill', '=', inquiry.skill!),
          ),
        ]),
      ),
    )
    .execute();
  return rows.map((r) => ({ id: r.id, capacity: r.capacity, load: Number(r.load ?? 0) }));
}

/** Inquiries assigned to the agent and not yet resolved. */
export async function openLoad(db: Executor, staffId: number): Promise<number> {
  const r = await db
    .selectFrom('inquiries')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('assigned_staff_id', '=', staffId)
    .where('status', '<', InquiryStatus.awaitingRating)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * Holds the agent's row until the transaction ends (an UPDATE that changes nothing, the portable
 * row lock this code base uses where SELECT … FOR UPDATE is not SQLite): a second node choosing
 * the same agent waits here, then counts a load that includes this assignment. Answers the
 * agent's state as it is under the lock, or undefined when there is no such agent.
 */
export async function lockAgent(db: Executor, staffId: number) {
  const r = await db
    .updateTable('staff')
    .set((eb) => ({ capacity: eb.ref('capacity') }))
    .where('id', '=', staffId)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return undefined;
  return db
    .selectFrom('staff')
    .select(['id', 'capacity', 'presence', 'auto_assign', 'disabled'])
    .where('id', '=', staffId)
    .executeTakeFirst();
}

/** Gives the inquiry to the agent only if nobody holds it and it is still open: false when not. */
export async function assignIfUnassigned(db: Executor, inquiryId: number, staffId: number): Promise<boolean> {
  const r = await db
    .updateTable('inquiries')
    .set({ assigned_staff_id: staffId })
    .where('id', '=', inquiryId)
    .where('assigned_staff_id', 'is', null)
    .where('status', '<', InquiryStatus.awaitingRating)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export interface AgentCoverage {
  brands: string[];
  languages: string[];
  skills: string[];
}

/** The brands (staff_brands rows), languages and skills of an agent. */
export async function agentCoverage(db: Executor, staffId: number): Promise<AgentCoverage> {
  const [brands, languages, skills] = await Promise.all([
    db.selectFrom('staff_brands').select('brand_id').where('staff_id', '=', staffId).orderBy('brand_id').execute(),
    db.selectFrom('staff_languages').select('lang').where('staff_id', '=', staffId).orderBy('lang').execute(),
    db.selectFrom('staff_skills').select('skill').where('staff_id', '=', staffId).orderBy('skill').execute(),
  ]);
  return {
    brands: brands.map((r) => r.brand_id),
    languages: languages.map((r) => r.lang),
    skills: skills.map((r) => r.skill),
  };
}

/**
 * The waiting inquiries (open, nobody holds them) this agent can take, in the order they are
 * served: the player's tier first, then priority, then the oldest.
 */
export async function waitingFor(db: Executor, coverage: AgentCoverage, limit: number): Promise<number[]> {
  if (limit <= 0 || coverage.brands.length === 0 || coverage.languages.length === 0) return [];
  const rows = await db
    .selectFrom('inquiries as i')
    .leftJoin('inquiry_types as t', 't.id', 'i.query_type')
    .select('i.id')
    .where('i.assigned_staff_id', 'is', null)
    .where('i.status', '<', InquiryStatus.awaitingRating)
    .where('i.merged_into_id', 'is', null)
    .where('i.brand_id', 'in', coverage.brands)
    .where('i.lang', 'in', coverage.languages)
    .$if(coverage.skills.length > 0, (q) =>
      q.where((eb) => eb.or([eb('t.skill', 'is', null), eb('t.skill', 'in', coverage.skills)])),
    )
    .orderBy('i.tier_rank', 'desc')
    .orderBy('i.priority', 'desc')
    .orderBy('i.created_at', 'asc')
    .orderBy('i.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Online agents taking automatic assignment, least loaded first, with their load and capacity. */
export async function onlineAgents(db: Executor): Promise<{ id: number; capacity: number; load: number }[]> {
  const rows = await db
    .selectFrom('staff as s')
    .select(['s.id', 's.capacity'])
    .select((eb) =>
      eb
        .selectFrom('inquiries as i')
        .select(eb.fn.countAll().as('n'))
        .whereRef('i.assigned_staff_id', '=', 's.id')
        .where('i.status', '<', InquiryStatus.awaitingRating)
        .as('load'),
    )
    .where('s.disabled', '=', 0)
    .where('s.auto_assign', '=', 1)
    .where('s.presence', '=', 'online')
    .where('s.capacity', '>', 0)
    .execute();
  return rows
    .map((r) => ({ id: r.id, capacity: r.capacity, load: Number(r.load ?? 0) }))
    .sort((a, b) => a.load - b.load || a.id - b.id);
}

// ---- presence ------------------------------------------------------------------------------

export function presenceOf(db: Executor, staffId: number) {
  return db.selectFrom('staff').select(['presence', 'presence_at']).where('id', '=', staffId).executeTakeFirst();
}

export async function writePresence(db: Executor, staffId: number, presence: StaffPresence, at: string): Promise<void> {
  await db.updateTable('staff').set({ presence, presence_at: at }).where('id', '=', staffId).execute();
}

/** Activity: moves the presence time forward, unless another request did within `sinceAfter`. */
export async function touchPresence(db: Executor, staffId: number, at: string, notAfter: string): Promise<void> {
  await db
    .updateTable('staff')
    .set({ presence_at: at })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('presence_at', 'is', null), eb('presence_at', '<', notAfter)]))
    .execute();
}

/** Agents in one of `from` whose last activity is older than `before` (or unknown). */
export function idleAgents(db: Executor, from: StaffPresence[], before: string) {
  return db
    .selectFrom('staff')
    .select(['id', 'presence', 'presence_at'])
    .where('presence', 'in', from)
    .where((eb) => eb.or([eb('presence_at', 'is', null), eb('presence_at', '<', before)]))
    .orderBy('id')
    .execute();
}

/** Drops an idle agent's presence, only if it is still what was read and still idle: false when not. */
export async function dropPresence(
  db: Executor,
  staffId: number,
  from: StaffPresence,
  to: StaffPresence,
  before: string,
): Promise<boolean> {
  const r = await db
    .updateTable('staff')
    .set({ presence: to })
    .where('id', '=', staffId)
    .where('presence', '=', from)
    .where((eb) => eb.or([eb('presence_at', 'is', null), eb('presence_at', '<', before)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

// ---- the admin's profile -------------------------------------------------------------------

export function assignmentSettings(db: Executor, staffId: number) {
  return db
    .selectFrom('staff')
    .select(['id', 'capacity', 'auto_assign', 'presence', 'presence_at'])
    .where('id', '=', staffId)
    .executeTakeFirst();
}

export async function saveAssignmentProfile(
  db: Executor,
  staffId: number,
  p: { languages: string[]; skills: string[]; capacity: number; autoAssign: boolean },
  at: string,
): Promise<void> {
  await db
    .updateTable('staff')
    .set({ capacity: p.capacity, auto_assign: p.autoAssign ? 1 : 0, updated_at: at })
    .where('id', '=', staffId)
    .execute();
  await db.deleteFrom('staff_languages').where('staff_id', '=', staffId).execute();
  if (p.languages.length > 0)
    await db
      .insertInto('staff_languages')
      .values(p.languages.map((lang) => ({ staff_id: staffId, lang })))
      .execute();
  await db.deleteFrom('staff_skills').where('staff_id', '=', staffId).execute();
  if (p.skills.length > 0)
    await db
      .insertInto('staff_skills')
      .values(p.skills.map((skill) => ({ staff_id: staffId, skill })))
      .execute();
}

/** The skill keys the categories of these brands' games carry. */
export async function knownSkills(db: Executor, brands: readonly string[]): Promise<string[]> {
  if (brands.length === 0) return [];
  const rows = await db
    .selectFrom('inquiry_types as t')
    .innerJoin('games as g', 'g.id', 't.game_id')
    .select('t.skill')
    .distinct()
    .where('t.skill', 'is not', null)
    .where('g.brand_id', 'in', [...brands])
    .orderBy('t.skill')
    .execute();
  return rows.map((r) => r.skill!);
}
