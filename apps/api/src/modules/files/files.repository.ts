// The files table and the attachment limits: the queries of uploads, downloads and housekeeping.
// `db` first, so a transaction passes through.
import type { Executor, FileRow } from '../../db/schema';

export function findFileRow(db: Executor, fileId: string): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('id', '=', fileId).executeTakeFirst();
}

export async function insertFile(db: Executor, row: FileRow): Promise<void> {
  await db.insertInto('files').values(row).execute();
}

/** Unattached uploads of a player or staff member created after `since`: how many, and the oldest's time. */
export async function unattachedUploadsSince(
  db: Executor,
  owner: { userId?: number | undefined; staffId?: number | undefined },
  since: string,
) {
  const row = await db
    .selectFrom('files')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where(owner.userId !== undefined ? 'owner_user_id' : 'owner_staff_id', '=', owner.userId ?? owner.staffId!)
    .where('message_id', 'is', null)
    .where('inquiry_id', 'is', null)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), oldest: (row?.oldest as string | null | undefined) ?? null };
}

/** The `attachment_limits` row of a brand and area, if there is one. */
export function areaAttachmentLimits(db: Executor, brandId: string, area: string) {
  return db
    .selectFrom('attachment_limits')
    .select(['max_files', 'max_bytes'])
    .where('brand_id', '=', brandId)
    .where('area', '=', area)
    .executeTakeFirst();
}

/** A brand's own attachment limits, if the brand exists. */
export function brandAttachmentLimits(db: Executor, brandId: string) {
  return db
    .selectFrom('brands')
    .select(['attachment_max_files', 'attachment_max_bytes'])
    .where('id', '=', brandId)
    .executeTakeFirst();
}

export async function brandDefaultArea(db: Executor, brandId: string): Promise<string | undefined> {
  return (await db.selectFrom('brands').select('default_area').where('id', '=', brandId).executeTakeFirst())
    ?.default_area;
}

export async function inquiryBrand(db: Executor, inquiryId: number): Promise<string | undefined> {
  return (await db.selectFrom('inquiries').select('brand_id').where('id', '=', inquiryId).executeTakeFirst())?.brand_id;
}

/** Up to `limit` uploads never attached to a message and created before `cutoff`. */
export async function abandonedFileIds(db: Executor, cutoff: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('files')
    .select('id')
    .where('message_id', 'is', null)
    .where('inquiry_id', 'is', null)
    .where('created_at', '<', cutoff)
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Deletes an upload of this owner that no message or inquiry carries: its storage key, or undefined. */
export function deleteOwnUnattachedFile(
  db: Executor,
  owner: { userId?: number | undefined; staffId?: number | undefined },
  fileId: string,
) {
  return db
    .deleteFrom('files')
    .where('id', '=', fileId)
    .where(owner.userId !== undefined ? 'owner_user_id' : 'owner_staff_id', '=', owner.userId ?? owner.staffId!)
    .where('message_id', 'is', null)
    .where('inquiry_id', 'is', null)
    .returning(['storage_key'])
    .executeTakeFirst();
}

/** Deletes those of these uploads that are still unattached (one attached meanwhile is kept): the rows deleted. */
export function deleteUnattachedFiles(db: Executor, fileIds: string[]) {
  return db
    .deleteFrom('files')
    .where('id', 'in', fileIds)
    .where('message_id', 'is', null)
    .where('inquiry_id', 'is', null)
    .returning(['id', 'storage_key'])
    .execute();
}

/** Storage keys and creation times of these files, by id and by storage key (either list may be empty). */
export async function storedFiles(db: Executor, fileIds: string[], storageKeys: string[]) {
  return [
    ...(fileIds.length
      ? await db.selectFrom('files').select(['storage_key', 'created_at']).where('id', 'in', fileIds).execute()
      : []),
    // Not shaped like our keys (a leftover of an older layout): looked up by key, seldom needed.
    ...(storageKeys.length
      ? await db
          .selectFrom('files')
          .select(['storage_key', 'created_at'])
          .where('storage_key', 'in', storageKeys)
          .execute()
      : []),
  ];
}

/** Files created before `cutoff` whose bytes should be stored (not those the retention setting removed). */
export async function countFilesCreatedBefore(db: Executor, cutoff: string): Promise<number> {
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('created_at', '<', cutoff)
    .where('purged_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of the files created before `cutoff`, by id after `afterId`. */
export function filesCreatedBefore(db: Executor, cutoff: string, afterId: string, limit: number) {
  return db
    .selectFrom('files')
    .select(['id', 'storage_key', 'created_at'])
    .where('created_at', '<', cutoff)
    .where('purged_at', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function fileExists(db: Executor, fileId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('files').select('id').where('id', '=', fileId).executeTakeFirst());
}
