// The queries of the agent's queue and an inquiry's page, and the conditional updates of its
// actions. `db` first, so a transaction passes through. Every update of an inquiry names the state
// it was read in and answers how many rows it changed: 0 means someone else changed it first.
import { sql } from 'kysely';
import { INQUIRY_STATUS_VALUES, InquiryStatus } from '@guildhall/contract/inquiry-status';
import type { Executor, InquiryRow } from '../../db/schema';

export interface QueueFilter {
  brands: string[];
  gameId?: number | undefined;
  status?: number | undefined;
  /** Only statuses below this one (the open ones, or those waiting for an agent). */
  statusBelow?: number | undefined;
  queryType?: number | undefined;
  region?: string | undefined;
  assigned?: { to: number } | 'nobody' | undefined;
  search?: string | undefined;
  /** Only inquiries carrying this tag (normalised). */
  tag?: string | undefined;
  priority?: number | undefined;
  tierRank?: number | undefined;
  /** Only inquiries whose field holds exactly this value. */
  field?: { id: number; value: string } | undefined;
  limit: number;
  /** Set by `narrowed`: the only inquiries a selective tag or field filter leaves. */
  ids?: number[] | undefined;
}

/** A tag or field value this rare is looked up first, and the queue reads only its inquiries. */
const SELECTIVE = 5000;

/**
 * The filter with the inquiries of a rare tag, field value or tier listed (`ids`). Walking a sort's
 * index and testing each row for a tag costs as many rows as lie between two matches, which for a
 * tag on one inquiry in 2,000 is most of the queue; reading the tag's few inquiries and sorting
 * those is cheap. A common tag keeps the walk (each match is near).
 */
async function narrowed(db: Executor, f: QueueFilter, byTier = true): Promise<QueueFilter> {
  const lists: number[][] = [];
  // A tier (and priority) the sort's index does not lead with: the (brand_id, status, tier_rank,
  // priority, id) index lists its inquiries, and few (VIP and urgent, say) are read that way.
  const tier = f.tierRank;
  if (byTier && tier !== undefined) {
    let q = db
      .selectFrom('inquiries')
      .select('id')
      .where('brand_id', 'in', f.brands)
      .where('status', 'in', statusesOf(f))
      .where('tier_rank', '=', tier);
    if (f.priority !== undefined) q = q.where('priority', '=', f.priority);
    const rows = await q.limit(SELECTIVE + 1).execute();
    if (rows.length <= SELECTIVE) lists.push(rows.map((r) => r.id));
  }
  if (f.tag !== undefined) {
    const rows = await db
      .selectFrom('inquiry_tags')
      .select('inquiry_id')
      .where('tag', '=', f.tag)
      .limit(SELECTIVE + 1)
      .execute();
    if (rows.length <= SELECTIVE) lists.push(rows.map((r) => r.inquiry_id));
  }
  if (f.field) {
    const rows = await db
      .selectFrom('inquiry_field_values')
      .select('inquiry_id')
      .where('field_id', '=', f.field.id)
      .where('value', '=', f.field.value)
      .limit(SELECTIVE + 1)
      .execute();
    if (rows.length <= SELECTIVE) lists.push(rows.map((r) => r.inquiry_id));
  }
  if (lists.length === 0) return f;
  const [first, ...others] = lists;
  return { ...f, ids: first!.filter((id) => others.every((l) => l.includes(id))) };
}

/** Where the previous page stopped, in the page's own sort key. */
export type QueueCursor =
  | { sort: 'updated'; updatedAt: string; id: number }
  | { sort: 'due'; dueAt: string | null; id: number }
  | { sort: 'priority'; tierRank: number; priority: number; id: number };

/** A queue key: the id and the sort key it was found by (what the next page's cursor is made of). */
export interface QueueKey {
  id: number;
  updated_at: string;
  sla_due_at: string | null;
  tier_rank: number;
  priority: number;
}

/** The inquiries of one brand that pass the filters (sort, cursor and limit are the caller's). */
function filtered(db: Executor, f: QueueFilter, brand: string | string[]) {
  let b = db
    .selectFrom('inquiries as i')
    .select(['i.id', 'i.updated_at', 'i.sla_due_at', 'i.tier_rank', 'i.priority'])
    .where('i.brand_id', Array.isArray(brand) ? 'in' : '=', brand);
  const ids = f.ids;
  if (ids) b = b.where('i.id', 'in', ids.length ? ids : [0]);
  if (f.gameId) b = b.where('i.game_id', '=', f.gameId);
  if (f.queryType) b = b.where('i.query_type', '=', f.queryType);
  if (f.region) b = b.where('i.game_area_id', '=', f.region);
  if (f.assigned === 'nobody') b = b.where('i.assigned_staff_id', 'is', null);
  else if (f.assigned) b = b.where('i.assigned_staff_id', '=', f.assigned.to);
  if (f.priority !== undefined) b = b.where('i.priority', '=', f.priority);
  if (f.tierRank !== undefined) b = b.where('i.tier_rank', '=', f.tierRank);
  const tag = f.tag;
  if (tag !== undefined)
    b = b.where((eb) =>
      eb.exists(
        eb
          .selectFrom('inquiry_tags as t')
          .select('t.inquiry_id')
          .whereRef('t.inquiry_id', '=', 'i.id')
          .where('t.tag', '=', tag),
      ),
    );
  const field = f.field;
  if (field) {
    b = b.where((eb) =>
      eb.exists(
        eb
          .selectFrom('inquiry_field_values as v')
          .select('v.inquiry_id')
          .whereRef('v.inquiry_id', '=', 'i.id')
          .where('v.field_id', '=', field.id)
          .where('v.value', '=', field.value),
      ),
    );
  }
  if (f.search) {
    const term = f.search;
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    b = b.where((eb) =>
      eb.or([
        ...(/^\d+$/.test(term) ? [eb('i.id', '=', Number(term))] : []),
        eb('i.user_id', 'in', eb.selectFrom('users as u').select('u.id').where('u.account', '=', term.toLowerCase())),
        eb(sql`lower(i.title)`, 'like', sql`lower(${like}) escape '\\'`),
        eb(sql`lower(i.role_name)`, 'like', sql`lower(${like}) escape '\\'`),
        eb.exists(
          eb
            .selectFrom('inquiry_messages as m')
            .select('m.id')
            .whereRef('m.inquiry_id', '=', 'i.id')
            .where(sql`lower(m.content)`, 'like', sql`lower(${like}) escape '\\'`),
        ),
      ]),
    );
  }
  return b;
}

/** The statuses a filter asks for, each its own branch where an index starts with (brand_id, status). */
function statusesOf(f: QueueFilter): number[] {
  if (f.status !== undefined) return [f.status];
  return INQUIRY_STATUS_VALUES.filter((s) => f.statusBelow === undefined || s < f.statusBelow);
}

type Branch = ReturnType<typeof filtered>;

type Sorted =
  | { sort: 'updated'; ascending: boolean; cursor: { updatedAt: string; id: number } | null }
  | { sort: 'due'; cursor: { dueAt: string | null; id: number } | null }
  | { sort: 'priority'; cursor: { tierRank: number; priority: number; id: number } | null };

/**
 * A page among the few inquiries a rare tag or field value leaves (`f.ids`, at most SELECTIVE):
 * one query over every brand and status, sorted whole (a few thousand rows at most).
 */
function fewKeys(db: Executor, f: QueueFilter, s: Sorted): Promise<QueueKey[]> {
  let b = filtered(db, f, f.brands);
  if (f.status !== undefined) b = b.where('i.status', '=', f.status);
  else if (f.statusBelow !== undefined) b = b.where('i.status', '<', f.statusBelow);
  if (s.sort === 'updated') {
    const c = s.cursor;
    const dir = s.ascending ? 'asc' : 'desc';
    if (c)
      b = b.where((eb) =>
        eb(eb.refTuple('i.updated_at', 'i.id'), s.ascending ? '>' : '<', eb.tuple(c.updatedAt, c.id)),
      );
    return b.orderBy('i.updated_at', dir).orderBy('i.id', dir).limit(f.limit).execute();
  }
  if (s.sort === 'due') {
    const c = s.cursor;
    if (c?.dueAt === null) b = b.where('i.sla_due_at', 'is', null).where('i.id', '>', c.id);
    else if (c?.dueAt) {
      const at = c.dueAt;
      b = b.where((eb) =>
        eb.or([eb('i.sla_due_at', 'is', null), eb(eb.refTuple('i.sla_due_at', 'i.id'), '>', eb.tuple(at, c.id))]),
      );
    }
    return b
      .orderBy(sql`case when i.sla_due_at is null then 1 else 0 end`)
      .orderBy('i.sla_due_at')
      .orderBy('i.id')
      .limit(f.limit)
      .execute();
  }
  const c = s.cursor;
  if (c) {
    b = b.where((eb) =>
      eb.or([
        eb('i.tier_rank', '<', c.tierRank),
        eb.and([
          eb('i.tier_rank', '=', c.tierRank),
          eb.or([
            eb('i.priority', '<', c.priority),
            eb.and([eb('i.priority', '=', c.priority), eb('i.id', '>', c.id)]),
          ]),
        ]),
      ]),
    );
  }
  return b.orderBy('i.tier_rank', 'desc').orderBy('i.priority', 'desc').orderBy('i.id').limit(f.limit).execute();
}

/** Branches run as one query: each a subquery of its own (its order and limit kept), merged and cut to a page by `order`. */
function merged(
  db: Executor,
  branches: Branch[],
  order: (q: ReturnType<typeof outer>) => ReturnType<typeof outer>,
  limit: number,
): Promise<QueueKey[]> {
  if (branches.length === 0) return Promise.resolve([]);
  return order(outer(db, branches)).limit(limit).execute();
}

function outer(db: Executor, branches: Branch[]) {
  const [first, ...others] = branches.map((b, n) => db.selectFrom(b.as(`b${n}`)).selectAll());
  const all = others.reduce((acc, next) => acc.unionAll(next), first!);
  return db.selectFrom(all.as('u')).select(['u.id', 'u.updated_at', 'u.sla_due_at', 'u.tier_rank', 'u.priority']);
}

/**
 * The keys of one page of the queue sorted by update time (newest first, or oldest first when
 * `ascending`). One ordered range per brand, each stopping after a page, merged and cut to a page:
 * SQLite and PostgreSQL both walk the (brand_id, updated_at, id) index and never sort the whole
 * queue, so page 1 and page 10 000 cost the same on a million inquiries.
 */
export async function queueKeys(
  db: Executor,
  given: QueueFilter & { ascending: boolean; cursor: { updatedAt: string; id: number } | null },
): Promise<QueueKey[]> {
  const f = { ...given, ...(await narrowed(db, given)) };
  if (f.ids) return fewKeys(db, f, { sort: 'updated', ascending: f.ascending, cursor: f.cursor });
  const dir = f.ascending ? 'asc' : 'desc';
  const branches = f.brands.map((brand) => {
    let b = filtered(db, f, brand);
    if (f.status !== undefined) b = b.where('i.status', '=', f.status);
    else if (f.statusBelow !== undefined) b = b.where('i.status', '<', f.statusBelow);
    // A row value compares (updated_at, id) as one key: a plain range on the index.
    const cursor = f.cursor;
    if (cursor)
      b = b.where((eb) =>
        eb(eb.refTuple('i.updated_at', 'i.id'), f.ascending ? '>' : '<', eb.tuple(cursor.updatedAt, cursor.id)),
      );
    return b.orderBy('i.updated_at', dir).orderBy('i.id', dir).limit(f.limit);
  });
  return merged(db, branches, (q) => q.orderBy('u.updated_at', dir).orderBy('u.id', dir), f.limit);
}

/**
 * The keys of one page sorted by SLA due time: the nearest first, ties by id, those without a due
 * time (none running, or paused while waiting on the player) last, by id. One branch per brand and
 * status walks the (brand_id, status, sla_due_at, id) index from the cursor: first the due times
 * after it, then, when the page is not full, a second query for the inquiries without one. The cursor names the
 * last due time (null once in the tail) and id, so paging across the nulls neither skips nor
 * repeats an inquiry.
 */
export async function queueKeysByDue(
  db: Executor,
  given: QueueFilter & { cursor: { dueAt: string | null; id: number } | null },
): Promise<QueueKey[]> {
  const f = { ...given, ...(await narrowed(db, given)) };
  if (f.ids) return fewKeys(db, f, { sort: 'due', cursor: f.cursor });
  const cursor = f.cursor;
  const out: QueueKey[] = [];
  if (!cursor || cursor.dueAt !== null) {
    const branches: Branch[] = [];
    for (const brand of f.brands) {
      for (const status of statusesOf(f)) {
        let due = filtered(db, f, brand).where('i.status', '=', status).where('i.sla_due_at', 'is not', null);
        if (cursor?.dueAt) {
          const at = cursor.dueAt;
          due = due.where((eb) => eb(eb.refTuple('i.sla_due_at', 'i.id'), '>', eb.tuple(at, cursor.id)));
        }
        branches.push(due.orderBy('i.sla_due_at').orderBy('i.id').limit(f.limit));
      }
    }
    out.push(...(await merged(db, branches, (q) => q.orderBy('u.sla_due_at').orderBy('u.id'), f.limit)));
    if (out.length >= f.limit) return out;
  }
  // The page is not full: the inquiries without a due time follow, by id.
  const rest = f.limit - out.length;
  const branches: Branch[] = [];
  for (const brand of f.brands) {
    for (const status of statusesOf(f)) {
      let none = filtered(db, f, brand).where('i.status', '=', status).where('i.sla_due_at', 'is', null);
      if (cursor && cursor.dueAt === null) none = none.where('i.id', '>', cursor.id);
      // Ordered by the (all null) due time too: "is null" is no equality to PostgreSQL's planner,
      // so only the index's full order (sla_due_at, id) spares it reading and sorting every row.
      branches.push(none.orderBy('i.sla_due_at').orderBy('i.id').limit(rest));
    }
  }
  out.push(...(await merged(db, branches, (q) => q.orderBy('u.id'), rest)));
  return out;
}

/**
 * The keys of one page sorted by priority: the highest tier first, then the highest priority,
 * then the oldest (lowest id). Tier and priority each take a few values, so the page is read group
 * by group, highest first, each group one branch per brand and status on the (brand_id, status,
 * tier_rank, priority, id) index in id order; the walk stops when the page is full. The cursor
 * names the group and the last id.
 */
export async function queueKeysByPriority(
  db: Executor,
  given: QueueFilter & {
    tierRanks: number;
    priorities: number;
    cursor: { tierRank: number; priority: number; id: number } | null;
  },
): Promise<QueueKey[]> {
  // Tier and priority are this sort's own groups: no need to list them first.
  const f = { ...given, ...(await narrowed(db, given, false)) };
  if (f.ids) return fewKeys(db, f, { sort: 'priority', cursor: f.cursor });
  const out: QueueKey[] = [];
  const cursor = f.cursor;
  for (let tier = f.tierRanks - 1; tier >= 0; tier--) {
    if (f.tierRank !== undefined && tier !== f.tierRank) continue;
    if (cursor && tier > cursor.tierRank) continue;
    for (let priority = f.priorities - 1; priority >= 0; priority--) {
      if (f.priority !== undefined && priority !== f.priority) continue;
      if (cursor && tier === cursor.tierRank && priority > cursor.priority) continue;
      const after = cursor && tier === cursor.tierRank && priority === cursor.priority ? cursor.id : 0;
      const limit = f.limit - out.length;
      const branches: Branch[] = [];
      for (const brand of f.brands) {
        for (const status of statusesOf(f)) {
          branches.push(
            filtered(db, f, brand)
              .where('i.status', '=', status)
              .where('i.tier_rank', '=', tier)
              .where('i.priority', '=', priority)
              .where('i.id', '>', after)
              .orderBy('i.id')
              .limit(limit),
          );
        }
      }
      out.push(...(await merged(db, branches, (q) => q.orderBy('u.id'), limit)));
      if (out.length >= f.limit) return out;
    }
  }
  return out;
}

/** What a queue row shows of each inquiry, in one query for the whole page (tags apart). */
export function queueRows(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('inquiries as i')
    .innerJoin('games as g', 'g.id', 'i.game_id')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .leftJoin('sla_policies as p', 'p.id', 'i.sla_policy_id')
    .select([
      'i.id',
      'i.brand_id',
      'i.game_id',
      'g.game_name',
      'i.title',
      'i.lang',
      'i.status',
      'i.query_type',
      'i.game_area_id',
      'u.account',
      'i.role_name',
      'i.assigned_staff_id',
      'i.created_at',
      'i.updated_at',
      'i.priority',
      'i.player_tier',
      'i.sla_due_at',
      'p.warn_minutes',
    ])
    .where('i.id', 'in', ids)
    .execute();
}

/** The tags of a page's inquiries, by inquiry, alphabetical. */
export async function queueTags(db: Executor, ids: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('inquiry_tags')
    .select(['inquiry_id', 'tag'])
    .where('inquiry_id', 'in', ids)
    .orderBy('inquiry_id')
    .orderBy('tag')
    .execute();
  for (const r of rows) out.set(r.inquiry_id, [...(out.get(r.inquiry_id) ?? []), r.tag]);
  return out;
}

/** Every text of these inquiry categories. */
export function categoryTexts(db: Executor, typeIds: number[]) {
  if (typeIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('inquiry_type_texts').selectAll().where('type_id', 'in', typeIds).execute();
}

/** The player, game, conversation and the player's other inquiries (on these brands) of an inquiry's page. */
export async function inquiryPage(db: Executor, row: InquiryRow, brands: string[]) {
  const [user, game, messages, others] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'account', 'type', 'username', 'email', 'email_certified', 'deleted_at'])
      .where('id', '=', row.user_id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('games').select(['game_name', 'icon']).where('id', '=', row.game_id).executeTakeFirstOrThrow(),
    db.selectFrom('inquiry_messages').selectAll().where('inquiry_id', '=', row.id).orderBy('id').execute(),
    db
      .selectFrom('inquiries')
      .select(['id', 'title', 'lang', 'status', 'created_at', 'brand_id', 'merged_into_id'])
      .where('user_id', '=', row.user_id)
      .where('id', '!=', row.id)
      .where('brand_id', 'in', brands)
      .orderBy('id', 'desc')
      .limit(20)
      .execute(),
  ]);
  const files = messages.length
    ? await db
        .selectFrom('files')
        .selectAll()
        .where(
          'message_id',
          'in',
          messages.map((m) => m.id),
        )
        .execute()
    : [];
  return { user, game, messages, others, files };
}

/** A staff member an inquiry may be assigned to, if they exist. */
export function assignee(db: Executor, staffId: number) {
  return db.selectFrom('staff').select(['id', 'role', 'disabled']).where('id', '=', staffId).executeTakeFirst();
}

/** An inquiry in `row`'s status (and, given, assignment) moves to `set`: the number of rows changed, 0 or 1. */
async function updateIfUnchanged(
  db: Executor,
  row: Pick<InquiryRow, 'id' | 'status' | 'assigned_staff_id'>,
  set: Partial<Omit<InquiryRow, 'id'>>,
  options: { sameAssignee?: boolean } = {},
): Promise<number> {
  let q = db.updateTable('inquiries').set(set).where('id', '=', row.id).where('status', '=', row.status);
  if (options.sameAssignee)
    q =
      row.assigned_staff_id === null
        ? q.where('assigned_staff_id', 'is', null)
        : q.where('assigned_staff_id', '=', row.assigned_staff_id);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** A new inquiry opened by an agent starts processing. */
export function markOpened(
  db: Executor,
  row: Pick<InquiryRow, 'id' | 'status' | 'assigned_staff_id'>,
  at: string,
): Promise<number> {
  return updateIfUnchanged(
    db,
    { ...row, status: InquiryStatus.new },
    { status: InquiryStatus.processing, updated_at: at },
  );
}

export function setAssignment(
  db: Executor,
  row: Pick<InquiryRow, 'id' | 'status' | 'assigned_staff_id'>,
  staffId: number | null,
  status: number,
  at: string,
): Promise<number> {
  return updateIfUnchanged(db, row, { assigned_staff_id: staffId, status, updated_at: at }, { sameAssignee: true });
}

export function markEnded(
  db: Executor,
  row: Pick<InquiryRow, 'id' | 'status' | 'assigned_staff_id'>,
  status: number,
  at: string,
): Promise<number> {
  return updateIfUnchanged(db, row, { status, ended_at: at, updated_at: at });
}

/** Reopened: back to work, the rating and end of the previous round forgotten. */
export function markReopened(
  db: Executor,
  row: Pick<InquiryRow, 'id' | 'status' | 'assigned_staff_id'>,
  status: number,
  at: string,
): Promise<number> {
  return updateIfUnchanged(db, row, {
    status,
    ended_at: null,
    closed_at: null,
    score: null,
    score_comment: null,
    updated_at: at,
  });
}

/** The replying agent takes an inquiry nobody has taken yet (left as it is when someone has). */
export async function claimIfUnassigned(db: Executor, inquiryId: number, staffId: number): Promise<void> {
  await db
    .updateTable('inquiries')
    .set({ assigned_staff_id: staffId })
    .where('id', '=', inquiryId)
    .where('assigned_staff_id', 'is', null)
    .execute();
}
