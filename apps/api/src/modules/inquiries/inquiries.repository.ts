import type { Kysely, Transaction } from 'kysely';
import type { Database, InquiryRow } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The inquiry if it belongs to this user on this brand; otherwise undefined, like a missing one. */
export function findOwnInquiry(db: Db, inquiryId: number, userId: number, brandId: string): Promise<InquiryRow | undefined> {
  return db
    .selectFrom('inquiries')
    .selectAll()
    .where('id', '=', inquiryId)
    .where('user_id', '=', userId)
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
}

export function findInquiry(db: Db, inquiryId: number): Promise<InquiryRow | undefined> {
  return db.selectFrom('inquiries').selectAll().where('id', '=', inquiryId).executeTakeFirst();
}

export async function insertMessage(db: Db, inquiryId: number, author: 'player' | 'agent' | 'note', content: string, staffId: number | null, at: string) {
  return db
    .insertInto('inquiry_messages')
    .values({ inquiry_id: inquiryId, author, staff_id: staffId, content, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * Attaches the caller's own, not yet used uploads to a message. Answers how many were attached;
 * fewer than asked means some id is not the caller's or already used.
 */
export async function attachFiles(db: Db, fileIds: string[], owner: { userId?: number; staffId?: number }, inquiryId: number, messageId: number) {
  if (fileIds.length === 0) return 0;
  let q = db.updateTable('files').set({ inquiry_id: inquiryId, message_id: messageId }).where('id', 'in', fileIds).where('message_id', 'is', null);
  q = owner.userId !== undefined ? q.where('owner_user_id', '=', owner.userId) : q.where('owner_staff_id', '=', owner.staffId!);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}
