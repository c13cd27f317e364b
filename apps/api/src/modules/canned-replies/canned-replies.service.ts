// Canned replies of the brands an agent works for: a reply of another brand answers 1002, like a
// missing one, and may not be moved to such a brand. Every change commits with its audit entry.
import type { Transaction } from 'kysely';
import type { CannedReplyItem } from '@guildhall/contract/staff';
import type { Database, Executor } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../audit/audit.service';
import type { ActiveStaff } from '../staff-sessions/staff-sessions.service';
import {
  deleteCannedReply,
  findCannedReply,
  insertCannedReply,
  listCannedReplies,
  lockCannedReply,
  updateCannedReply,
  type CannedReplyRow,
} from './canned-replies.repository';

export interface CannedReplyInput {
  brand: string;
  lang: string;
  title: string;
  body: string;
}

const toItem = (r: CannedReplyRow): CannedReplyItem => ({
  id: r.id,
  brand: r.brand_id,
  lang: r.lang,
  title: r.title,
  body: r.body,
  updatedAt: r.updated_at,
});
const values = (input: CannedReplyInput) => ({
  brand_id: input.brand,
  lang: input.lang,
  title: input.title,
  body: input.body,
});

/** The reply, if it belongs to one of the caller's brands; else 1002. */
async function own(db: Executor, active: ActiveStaff, id: number): Promise<CannedReplyRow> {
  const row = await findCannedReply(db, id);
  if (!row || !active.brands.includes(row.brand_id)) throw AppError.notFound();
  return row;
}

/** `own`, in a transaction, holding the reply until it ends. */
async function ownLocked(trx: Transaction<Database>, active: ActiveStaff, id: number): Promise<CannedReplyRow> {
  const row = await lockCannedReply(trx, id);
  if (!row || !active.brands.includes(row.brand_id)) throw AppError.notFound();
  return row;
}

export async function list(
  db: Executor,
  active: ActiveStaff,
  q: { brand?: string | undefined; lang?: string | undefined },
): Promise<CannedReplyItem[]> {
  if (q.brand && !active.brands.includes(q.brand)) throw AppError.notFound();
  return (await listCannedReplies(db, q.brand ? [q.brand] : active.brands, q.lang)).map(toItem);
}

export async function create(
  db: Executor,
  active: ActiveStaff,
  input: CannedReplyInput,
  ip: string,
): Promise<{ id: number }> {
  if (!active.brands.includes(input.brand)) throw AppError.notFound();
  return db.transaction().execute(async (trx) => {
    const id = await insertCannedReply(trx, values(input), new Date().toISOString());
    await audit(trx, {
      staffId: active.staff.id,
      action: 'canned.created',
      targetType: 'canned_reply',
      targetId: id,
      after: input,
      ip,
    });
    return { id };
  });
}

export async function update(
  db: Executor,
  active: ActiveStaff,
  id: number,
  input: CannedReplyInput,
  ip: string,
): Promise<void> {
  await own(db, active, id);
  if (!active.brands.includes(input.brand)) throw AppError.notFound();
  await db.transaction().execute(async (trx) => {
    // As it is now: deleted or moved away by a colleague since it was read, it is not found;
    // edited, their edit is what this one replaces (and says it replaced).
    const before = await ownLocked(trx, active, id);
    await updateCannedReply(trx, id, values(input), new Date().toISOString());
    await audit(trx, {
      staffId: active.staff.id,
      action: 'canned.updated',
      targetType: 'canned_reply',
      targetId: id,
      before: { brand: before.brand_id, lang: before.lang, title: before.title, body: before.body },
      after: input,
      ip,
    });
  });
}

export async function remove(db: Executor, active: ActiveStaff, id: number, ip: string): Promise<void> {
  await own(db, active, id);
  await db.transaction().execute(async (trx) => {
    // A second delete at the same time finds nothing to delete, and records nothing.
    const before = await ownLocked(trx, active, id);
    if ((await deleteCannedReply(trx, id)) === 0) throw AppError.notFound();
    await audit(trx, {
      staffId: active.staff.id,
      action: 'canned.deleted',
      targetType: 'canned_reply',
      targetId: id,
      before,
      ip,
    });
  });
}
