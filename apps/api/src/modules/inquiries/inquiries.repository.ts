import type { Insertable, Updateable } from 'kysely';
import { InquiryStatus } from '@guildhall/contract/inquiry-status';
import type { Executor, InquiriesTable, InquiryRow } from '../../db/schema';

/** The inquiry if it belongs to this user on this brand; otherwise undefined, like a missing one. */
export function findOwnInquiry(
  db: Executor,
  inquiryId: number,
  userId: number,
  brandId: string,
): Promise<InquiryRow | undefined> {
  return db
    .selectFrom('inquiries')
    .selectAll()
    .where('id', '=', inquiryId)
    .where('user_id', '=', userId)
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
}

export function findInquiry(db: Executor, inquiryId: number): Promise<InquiryRow | undefined> {
  return db.selectFrom('inquiries').selectAll().where('id', '=', inquiryId).executeTakeFirst();
}

export async function insertMessage(
  db: Executor,
  inquiryId: number,
  author: 'player' | 'agent' | 'note',
  content: string,
  staffId: number | null,
  at: string,
) {
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
export async function attachFiles(
  db: Executor,
  fileIds: string[],
  owner: { userId?: number; staffId?: number },
  inquiryId: number,
  messageId: number,
) {
  if (fileIds.length === 0) return 0;
  let q = db
    .updateTable('files')
    .set({ inquiry_id: inquiryId, message_id: messageId })
    .where('id', 'in', fileIds)
    .where('message_id', 'is', null);
  q =
    owner.userId !== undefined
      ? q.where('owner_user_id', '=', owner.userId)
      : q.where('owner_staff_id', '=', owner.staffId!);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The brand's usual first-reply time in hours (brands.reply_within_hours), if the brand exists. */
export async function brandReplyWithinHours(db: Executor, brandId: string): Promise<number | undefined> {
  return (await db.selectFrom('brands').select('reply_within_hours').where('id', '=', brandId).executeTakeFirst())
    ?.reply_within_hours;
}

/** An account's email and whether it is verified: where replies are mailed when the inquiry names none. */
export function accountEmail(db: Executor, userId: number) {
  return db.selectFrom('users').select(['email', 'email_certified']).where('id', '=', userId).executeTakeFirst();
}

export function insertInquiry(db: Executor, row: Insertable<InquiriesTable>) {
  return db.insertInto('inquiries').values(row).returning('id').executeTakeFirstOrThrow();
}

/** One page of a player's inquiries on a brand (of one game when given), newest change first, and how many there are. */
export async function listOwnInquiries(
  db: Executor,
  userId: number,
  brandId: string,
  q: { gameId?: number | undefined; page: number; pageSize: number },
) {
  let base = db
    .selectFrom('inquiries')
    .where('inquiries.user_id', '=', userId)
    .where('inquiries.brand_id', '=', brandId);
  if (q.gameId) base = base.where('inquiries.game_id', '=', q.gameId);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('games', 'games.id', 'inquiries.game_id')
    .select([
      'inquiries.id',
      'inquiries.title',
      'inquiries.game_id',
      'games.game_name',
      'inquiries.status',
      'inquiries.last_agent_reply_at',
      'inquiries.player_read_at',
      'inquiries.created_at',
      'inquiries.updated_at',
      'inquiries.merged_into_id',
    ])
    .orderBy('inquiries.updated_at', 'desc')
    .orderBy('inquiries.id', 'desc')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  return { rows, total: Number(total.n) };
}

export async function markReadByPlayer(db: Executor, inquiryId: number, at: string): Promise<void> {
  await db.updateTable('inquiries').set({ player_read_at: at }).where('id', '=', inquiryId).execute();
}

export function findGameNameAndIcon(db: Executor, gameId: number) {
  return db.selectFrom('games').select(['game_name', 'icon']).where('id', '=', gameId).executeTakeFirstOrThrow();
}

/** The conversation as the player sees it: every message but the staff's internal notes, in order. */
export function playerVisibleMessages(db: Executor, inquiryId: number) {
  return db
    .selectFrom('inquiry_messages')
    .selectAll()
    .where('inquiry_id', '=', inquiryId)
    .where('author', '!=', 'note')
    .orderBy('id')
    .execute();
}

/** The files attached to those messages (`messageIds` not empty), oldest first. */
export function filesOfMessages(db: Executor, messageIds: number[]) {
  return db.selectFrom('files').selectAll().where('message_id', 'in', messageIds).orderBy('created_at').execute();
}

/**
 * Sets an inquiry's status and other columns only while it still has status `from` (a conditional
 * update: of two racing changes one finds it changed); answers whether it did.
 */
export async function updateInquiryIfStatus(
  db: Executor,
  inquiryId: number,
  from: number,
  values: Updateable<InquiriesTable>,
): Promise<boolean> {
  const r = await db
    .updateTable('inquiries')
    .set(values)
    .where('id', '=', inquiryId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Sets an inquiry's status and other columns only while it is below `below`; answers whether it did. */
export async function updateInquiryIfStatusBelow(
  db: Executor,
  inquiryId: number,
  below: number,
  values: Updateable<InquiriesTable>,
): Promise<boolean> {
  const r = await db
    .updateTable('inquiries')
    .set(values)
    .where('id', '=', inquiryId)
    .where('status', '<', below)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) !== 0;
}

/** Whether an agent replied to one of the player's inquiries (of one game when given) after the player last looked. */
export async function hasUnreadReply(db: Executor, userId: number, brandId: string, gameId?: number): Promise<boolean> {
  let q = db
    .selectFrom('inquiries')
    .select('id')
    .where('user_id', '=', userId)
    .where('brand_id', '=', brandId)
    .where('last_agent_reply_at', 'is not', null)
    .where((eb) => eb.or([eb('player_read_at', 'is', null), eb('player_read_at', '<', eb.ref('last_agent_reply_at'))]));
  if (gameId) q = q.where('game_id', '=', gameId);
  return Boolean(await q.limit(1).executeTakeFirst());
}

/** The player's newest inquiry on a game that is not yet awaiting a rating. */
export function findLatestUnresolved(db: Executor, userId: number, brandId: string, gameId: number) {
  return db
    .selectFrom('inquiries')
    .select(['id', 'title', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .where('brand_id', '=', brandId)
    .where('game_id', '=', gameId)
    .where('status', '<', InquiryStatus.awaitingRating)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Closes every inquiry awaiting a rating that ended at or before `cutoff`; answers how many. */
export async function closeAwaitingRatingEndedBy(db: Executor, cutoff: string, at: string): Promise<number> {
  const r = await db
    .updateTable('inquiries')
    .set({ status: InquiryStatus.closed, closed_at: at, updated_at: at })
    .where('status', '=', InquiryStatus.awaitingRating)
    .where('ended_at', '<=', cutoff)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
