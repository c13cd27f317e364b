// Queries of the player data rights (decision record 25): what an archive holds, what a
// deletion changes, what the retention setting purges, and the objects left to remove from storage.
import { InquiryStatus } from '@guildhall/contract/inquiry-status';
import type { Executor } from '../../db/schema';

// ---- the archive --------------------------------------------------------------------------------

/** The account's linked logins, without any token or secret (there is none stored). */
export function identitiesOf(db: Executor, userId: number) {
  return db
    .selectFrom('user_identities')
    .select(['provider', 'email', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/**
 * The brands a brand-scoped admin's export or deletion reaches; null: every brand (the player
 * themselves, an admin of every brand). See docs/decisions/0032-brand-scope-and-account-enumeration.md.
 */
export type BrandScope = readonly string[] | null;

/** `in` over a list that may be empty (no brand: matches nothing). */
const inList = (brands: readonly string[]) => (brands.length ? [...brands] : ['']);

/** The account's sessions: metadata only (the token exists nowhere, its hash is not given out). */
export function sessionsOf(db: Executor, userId: number, brands: BrandScope = null) {
  let q = db
    .selectFrom('sessions')
    .select(['brand_id', 'remember', 'created_at', 'last_used_at', 'expires_at', 'revoked_at', 'user_agent'])
    .where('user_id', '=', userId);
  if (brands) q = q.where('brand_id', 'in', inList(brands));
  return q.orderBy('id').execute();
}

/** The account's inquiries on every brand (or on these), oldest first, with their game's name. */
export function inquiriesOf(db: Executor, userId: number, brands: BrandScope = null) {
  let q = db
    .selectFrom('inquiries')
    .innerJoin('games', 'games.id', 'inquiries.game_id')
    .selectAll('inquiries')
    .select('games.game_name')
    .where('inquiries.user_id', '=', userId);
  if (brands) q = q.where('inquiries.brand_id', 'in', inList(brands));
  return q.orderBy('inquiries.id').execute();
}

/**
 * Whether the account holds data on a brand outside these: an inquiry, a session or an upload.
 * A brand-scoped admin's deletion then leaves the account (and that data) in place.
 */
export async function hasDataOutside(db: Executor, userId: number, brands: readonly string[]): Promise<boolean> {
  const outside = inList(brands);
  const [inquiry, session, upload] = await Promise.all([
    db
      .selectFrom('inquiries')
      .select('id')
      .where('user_id', '=', userId)
      .where('brand_id', 'not in', outside)
      .executeTakeFirst(),
    db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('brand_id', 'not in', outside)
      .executeTakeFirst(),
    db
      .selectFrom('files')
      .select('id')
      .where('owner_user_id', '=', userId)
      .where('brand_id', 'not in', outside)
      .executeTakeFirst(),
  ]);
  return inquiry !== undefined || session !== undefined || upload !== undefined;
}

/** The conversation of these inquiries (not the staff's internal notes), oldest first. */
export function messagesOf(db: Executor, inquiryIds: number[]) {
  if (inquiryIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('inquiry_messages')
    .select(['id', 'inquiry_id', 'author', 'content', 'created_at'])
    .where('inquiry_id', 'in', inquiryIds)
    .where('author', '!=', 'note')
    .orderBy('id')
    .execute();
}

/** The files attached to these messages. */
export function filesOfMessages(db: Executor, messageIds: number[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('files')
    .select([
      'id',
      'message_id',
      'inquiry_id',
      'name',
      'size',
      'kind',
      'content_type',
      'storage_key',
      'purged_at',
      'removed_after_days',
    ])
    .where('message_id', 'in', messageIds)
    .orderBy('created_at')
    .execute();
}

/** Category names of these categories in every language. */
export function categoryNames(db: Executor, typeIds: number[]) {
  if (typeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('inquiry_type_texts')
    .select(['type_id', 'lang', 'name'])
    .where('type_id', 'in', typeIds)
    .execute();
}

// ---- deletion -----------------------------------------------------------------------------------

/** The player of an inquiry. */
export function inquiryPlayer(db: Executor, inquiryId: number) {
  return db.selectFrom('inquiries').select(['user_id', 'brand_id']).where('id', '=', inquiryId).executeTakeFirst();
}

export function findAccount(db: Executor, userId: number) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** Removes the account's personal data and marks it deleted, unless it already was: rows changed (0 or 1). */
export async function eraseAccount(db: Executor, userId: number, at: string): Promise<number> {
  const r = await db
    .updateTable('users')
    .set({
      // Unique and no one's: a later registration or social login of the same name is a new account.
      account: `deleted_${userId}`,
      username: '',
      password_hash: null,
      email: null,
      email_certified: 0,
      phone: null,
      birthday: null,
      password_changed_at: null,
      deleted_at: at,
      updated_at: at,
    })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Every session of the account (or of these brands; their tokens no longer open anything): how many were live at `at`. */
export async function deleteSessionsOf(
  db: Executor,
  userId: number,
  at: string,
  brands: BrandScope = null,
): Promise<number> {
  let live = db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at);
  let gone = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (brands) {
    live = live.where('brand_id', 'in', inList(brands));
    gone = gone.where('brand_id', 'in', inList(brands));
  }
  const { n } = await live.executeTakeFirstOrThrow();
  await gone.execute();
  return Number(n);
}

/** Linked social logins and pending one-time codes. */
export async function deleteLoginsOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('user_identities').where('user_id', '=', userId).execute();
  await db.deleteFrom('verification_codes').where('user_id', '=', userId).execute();
}

/**
 * Keeps the account's inquiries for the reports (brand, game, category, region, server, status,
 * score, times) and removes what identifies or was written by the player: title, contact, character,
 * rating comment, browser, category fields other than choices; the player's messages keep their
 * row and time with an empty text.
 */
export async function anonymiseInquiriesOf(
  db: Executor,
  userId: number,
  at: string,
  brands: BrandScope = null,
): Promise<number> {
  const ids = db
    .selectFrom('inquiries')
    .select('id')
    .where('user_id', '=', userId)
    .$if(brands !== null, (q) => q.where('brand_id', 'in', inList(brands ?? [])));
  await db
    .updateTable('inquiry_messages')
    .set({ content: '' })
    .where('author', '=', 'player')
    .where('inquiry_id', 'in', ids)
    .execute();
  // Category fields: order ids, devices, dates and free text go; a choice (a store) is
  // no more the player's than the category is, and stays for the reports.
  await db
    .deleteFrom('inquiry_field_values')
    .where('inquiry_id', 'in', ids)
    .where('field_id', 'in', (eb) => eb.selectFrom('inquiry_fields').select('id').where('kind', '!=', 'choice'))
    .execute();
  const r = await db
    .updateTable('inquiries')
    .set({
      title: '',
      email: null,
      phone: null,
      role_id: '',
      role_name: '',
      score_comment: null,
      user_agent: null,
      anonymised_at: at,
    })
    .where('user_id', '=', userId)
    .$if(brands !== null, (q) => q.where('brand_id', 'in', inList(brands ?? [])))
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The account's uploads (attached or not; of these brands when given) with their storage keys. */
export function uploadsOf(db: Executor, userId: number, brands: BrandScope = null) {
  return db
    .selectFrom('files')
    .select(['id', 'storage_key', 'purged_at'])
    .where('owner_user_id', '=', userId)
    .$if(brands !== null, (q) => q.where('brand_id', 'in', inList(brands ?? [])))
    .execute();
}

export async function deleteFileRows(db: Executor, fileIds: string[]): Promise<void> {
  if (fileIds.length) await db.deleteFrom('files').where('id', 'in', fileIds).execute();
}

// ---- retention ----------------------------------------------------------------------------------

/** Up to `limit` files still stored on inquiries closed before `cutoff`. */
export function expiredAttachments(db: Executor, cutoff: string, limit: number) {
  return db
    .selectFrom('files')
    .innerJoin('inquiries', 'inquiries.id', 'files.inquiry_id')
    .select(['files.id', 'files.storage_key'])
    .where('inquiries.status', '=', InquiryStatus.closed)
    .where('inquiries.closed_at', '<', cutoff)
    .where('files.purged_at', 'is', null)
    .orderBy('files.id')
    .limit(limit)
    .execute();
}

/** Marks these files purged, unless they already were: the ids marked. */
export async function markPurged(db: Executor, fileIds: string[], at: string, days: number): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows = await db
    .updateTable('files')
    .set({ purged_at: at, removed_after_days: days })
    .where('id', 'in', fileIds)
    .where('purged_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

// ---- objects to remove --------------------------------------------------------------------------

/** Records objects to remove, in the transaction that orphaned them (a key recorded twice is one). */
export async function recordStorageDeletions(db: Executor, keys: string[], reason: string, at: string): Promise<void> {
  for (let i = 0; i < keys.length; i += 200) {
    const batch = keys.slice(i, i + 200).map((storage_key) => ({ storage_key, reason, created_at: at }));
    await db
      .insertInto('storage_deletions')
      .values(batch)
      .onConflict((oc) => oc.column('storage_key').doNothing())
      .execute();
  }
}

/** Up to `limit` objects waiting for removal, oldest first; only these keys when given. */
export function pendingStorageDeletions(db: Executor, limit: number, keys?: string[]) {
  let q = db
    .selectFrom('storage_deletions')
    .select('storage_key')
    .orderBy('created_at')
    .orderBy('storage_key')
    .limit(limit);
  if (keys) q = q.where('storage_key', 'in', keys.length ? keys : ['']);
  return q.execute();
}

export async function forgetStorageDeletion(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('storage_deletions').where('storage_key', '=', key).execute();
}
