// Canned replies: texts agents insert into a reply, per brand and language. `db` first, so a
// transaction passes through.
import type { Selectable } from 'kysely';
import type { CannedRepliesTable, Executor } from '../../db/schema';

export type CannedReplyRow = Selectable<CannedRepliesTable>;

export interface CannedReplyValues {
  brand_id: string;
  lang: string;
  title: string;
  body: string;
}

export function listCannedReplies(db: Executor, brands: string[], lang?: string): Promise<CannedReplyRow[]> {
  let query = db.selectFrom('canned_replies').selectAll().where('brand_id', 'in', brands);
  if (lang) query = query.where('lang', '=', lang);
  return query.orderBy('title').execute();
}

export function findCannedReply(db: Executor, id: number): Promise<CannedReplyRow | undefined> {
  return db.selectFrom('canned_replies').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The reply, held until the transaction ends (an UPDATE that changes nothing, portable where
 * SELECT … FOR UPDATE is not SQLite): a colleague's change of it waits, then sees this one.
 */
export async function lockCannedReply(db: Executor, id: number): Promise<CannedReplyRow | undefined> {
  const r = await db
    .updateTable('canned_replies')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1 ? findCannedReply(db, id) : undefined;
}

export async function insertCannedReply(db: Executor, values: CannedReplyValues, at: string): Promise<number> {
  const row = await db
    .insertInto('canned_replies')
    .values({ ...values, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The number of rows changed: 0 when the reply is gone. */
export async function updateCannedReply(
  db: Executor,
  id: number,
  values: CannedReplyValues,
  at: string,
): Promise<number> {
  const r = await db
    .updateTable('canned_replies')
    .set({ ...values, updated_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The number of rows deleted: 0 when someone deleted it first. */
export async function deleteCannedReply(db: Executor, id: number): Promise<number> {
  const r = await db.deleteFrom('canned_replies').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows);
}
