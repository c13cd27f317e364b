// The queries of the agent's queue and an inquiry's page, and the conditional updates of its
// actions. `db` first, so a transaction passes through. Every update of an inquiry names the state
// it was read in and answers how many rows it changed: 0 means someone else changed it first.
import { sql, type Kysely, type Transaction } from 'kysely';
import { InquiryStatus } from '@guildhall/contract/inquiry-status';
import type { Database, InquiryRow } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

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
  ascending: boolean;
  cursor: { updatedAt: string; id: number } | null;
  limit: number;
}

/**
 * The ids of one page of the queue, in order. One ordered range per brand, each stopping after a
 * page, merged and cut to a page: SQLite and PostgreSQL both walk the (brand_id, updated_at, id)
 * index and never sort the whole queue, so page 1 and page 10 000 cost the same on a million
 * inquiries.
 */
export function queueKeys(db: Db, f: QueueFilter): Promise<{ id: number; updated_at: string }[]> {
  const dir = f.ascending ? 'asc' : 'desc';
  const branch = (brand: string) => {
    let b = db
      .selectFrom('inquiries as i')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .select(['i.id', 'i.updated_at'])
      .where('i.brand_id', '=', brand);
    if (f.gameId) b = b.where('i.game_id', '=', f.gameId);
    if (f.status !== undefined) b = b.where('i.status', '=', f.status);
    else if (f.statusBelow !== undefined) b = b.where('i.status', '<', f.statusBelow);
    if (f.queryType) b = b.where('i.query_type', '=', f.queryType);
    if (f.region) b = b.where('i.game_area_id', '=', f.region);
    if (f.assigned === 'nobody') b = b.where('i.assigned_staff_id', 'is', null);
    else if (f.assigned) b = b.where('i.assigned_staff_id', '=', f.assigned.to);
    if (f.search) {
      const term = f.search;
      const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      b = b.where((eb) =>
        eb.or([
          ...(/^\d+$/.test(term) ? [eb('i.id', '=', Number(term))] : []),
          eb('u.account', '=', term.toLowerCase()),
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
    // A row value compares (updated_at, id) as one key: a plain range on the index.
    const cursor = f.cursor;
    if (cursor) b = b.where((eb) => eb(eb.refTuple('i.updated_at', 'i.id'), f.ascending ? '>' : '<', eb.tuple(cursor.updatedAt, cursor.id)));
    return b.orderBy('i.updated_at', dir).orderBy('i.id', dir).limit(f.limit);
  };
  const [first, ...others] = f.brands.map((b, n) => db.selectFrom(branch(b).as(`b${n}`)).selectAll());
  const merged = others.reduce((acc, next) => acc.unionAll(next), first!);
  return db.selectFrom(merged.as('u')).select(['u.id', 'u.updated_at']).orderBy('u.updated_at', dir).orderBy('u.id', dir).limit(f.limit).execute();
}

/** What a queue row shows of each inquiry, in one query for the whole page. */
export function queueRows(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('inquiries as i')
    .innerJoin('games as g', 'g.id', 'i.game_id')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['i.id', 'i.brand_id', 'i.game_id', 'g.game_name', 'i.title', 'i.lang', 'i.status', 'i.query_type', 'i.game_area_id', 'u.account', 'i.role_name', 'i.assigned_staff_id', 'i.created_at', 'i.updated_at'])
    .where('i.id', 'in', ids)
    .execute();
}

/** Every text of these inquiry categories. */
export function categoryTexts(db: Db, typeIds: number[]) {
  if (typeIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('inquiry_type_texts').selectAll().where('type_id', 'in', typeIds).execute();
}

/** The player, game, conversation and the player's other inquiries (on these brands) of an inquiry's page. */
export async function inquiryPage(db: Db, row: InquiryRow, brands: string[]) {
  const [user, game, messages, others] = await Promise.all([
    db.selectFrom('users').select(['id', 'account', 'type', 'username', 'email', 'email_certified', 'deleted_at']).where('id', '=', row.user_id).executeTakeFirstOrThrow(),
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
  const files = messages.length ? await db.selectFrom('files').selectAll().where('message_id', 'in', messages.map((m) => m.id)).execute() : [];
  return { user, game, messages, others, files };
}

export function userContact(db: Db, userId: number) {
  return db.selectFrom('users').select(['email', 'email_certified']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** A staff member an inquiry may be assigned to, if they exist. */
export function assignee(db: Db, staffId: number) {
  return db.selectFrom('staff').select(['id', 'role', 'disabled']).where('id', '=', staffId).executeTakeFirst();
}

/** An inquiry in `row`'s status (and, given, assignment) moves to `set`: the number of rows changed, 0 or 1. */
async function updateIfUnchanged(
  db: Db,
  row: Pick<InquiryRow, 'id' | 'status' | 'assigned_staff_id'>,
  set: Partial<Omit<InquiryRow, 'id'>>,
  options: { sameAssignee?: boolean } = {},
): Promise<number> {
  let q = db.updateTable('inquiries').set(set).where('id', '=', row.id).where('status', '=', row.status);
  if (options.sameAssignee) q = row.assigned_staff_id === null ? q.where('assigned_staff_id', 'is', null) : q.where('assigned_staff_id', '=', row.assigned_staff_id);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** A new inquiry opened by an agent starts processing. */
export function markOpened(db: Db, row: Pick<InquiryRow, 'id' | 'status' | 'assigned_staff_id'>, at: string): Promise<number> {
  return updateIfUnchanged(db, { ...row, status: InquiryStatus.new }, { status: InquiryStatus.processing, updated_at: at });
}

export function setAssignment(db: Db, row: Pick<InquiryRow, 'id' | 'status' | 'assigned_staff_id'>, staffId: number | null, status: number, at: string): Promise<number> {
  return updateIfUnchanged(db, row, { assigned_staff_id: staffId, status, updated_at: at }, { sameAssignee: true });
}

export function markEnded(db: Db, row: Pick<InquiryRow, 'id' | 'status' | 'assigned_staff_id'>, status: number, at: string): Promise<number> {
  return updateIfUnchanged(db, row, { status, ended_at: at, updated_at: at });
}

/** Reopened: back to work, the rating and end of the previous round forgotten. */
export function markReopened(db: Db, row: Pick<InquiryRow, 'id' | 'status' | 'assigned_staff_id'>, status: number, at: string): Promise<number> {
  return updateIfUnchanged(db, row, { status, ended_at: null, closed_at: null, score: null, score_comment: null, updated_at: at });
}

/** The replying agent takes an inquiry nobody has taken yet (left as it is when someone has). */
export async function claimIfUnassigned(db: Db, inquiryId: number, staffId: number): Promise<void> {
  await db.updateTable('inquiries').set({ assigned_staff_id: staffId }).where('id', '=', inquiryId).where('assigned_staff_id', 'is', null).execute();
}
