// Attachments: the limits in force, the files table, and the clean-up of abandoned uploads.
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { UploadedFile } from '@guildhall/contract/support';
import { DEFAULT_ATTACHMENT_MAX_BYTES, DEFAULT_ATTACHMENT_MAX_FILES } from '@guildhall/contract/attachments';
import type { Database, FileRow } from '../../db/schema';
import type { Config } from '../../config';
import { storageFor } from '../../lib/s3-storage';
import type { Storage } from '../../lib/storage';
import { signedFileUrl } from './file-urls';

type Db = Kysely<Database> | Transaction<Database>;

const HOUR_MS = 60 * 60 * 1000;
/** Uploads never attached to a message are deleted (rows and bytes) after this long. */
export const ABANDONED_FILE_AGE_MS = 24 * HOUR_MS;
/**
 * At most this many unattached uploads per user in the last hour (uploads in progress count):
 * beyond, POST /files answers 1005 with Retry-After. Several inquiries' worth of retries and
 * replaced files, and a cap on what one account can park in storage.
 */
export const MAX_PENDING_UPLOADS_PER_HOUR = 30;
export const PENDING_WINDOW_MS = HOUR_MS;
export const FILE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export interface AttachmentLimits {
  maxFiles: number;
  maxBytes: number;
}

/**
 * The attachment limits in force for a brand and area: the `attachment_limits` row of that area
 * when there is one, else the brand's own `attachment_max_files` / `attachment_max_bytes` (and
 * the contract's defaults for an unknown brand).
 */
export async function limitsFor(db: Db, brandId: string, area: string): Promise<AttachmentLimits> {
  const row = await db
    .selectFrom('attachment_limits')
    .select(['max_files', 'max_bytes'])
    .where('brand_id', '=', brandId)
    .where('area', '=', area)
    .executeTakeFirst();
  if (row) return { maxFiles: Number(row.max_files), maxBytes: Number(row.max_bytes) };
  const brand = await db
    .selectFrom('brands')
    .select(['attachment_max_files', 'attachment_max_bytes'])
    .where('id', '=', brandId)
    .executeTakeFirst();
  return {
    maxFiles: Number(brand?.attachment_max_files ?? DEFAULT_ATTACHMENT_MAX_FILES),
    maxBytes: Number(brand?.attachment_max_bytes ?? DEFAULT_ATTACHMENT_MAX_BYTES),
  };
}

/**
 * Where uploads live: apart from the public artwork storage (served under /media/). With the
 * settings, the S3 bucket when S3_BUCKET is set (under S3_PREFIX + attachments/); with a folder
 * (or without S3), DATA_DIR/attachments.
 */
export function fileStorage(config: string | Pick<Config, 'dataDir' | 's3'>): Storage {
  return storageFor(typeof config === 'string' ? { dataDir: config, s3: null } : config, 'attachments');
}

/** 144 random bits, URL-safe (24 characters). */
export function newFileId(): string {
  return randomBytes(18).toString('base64url');
}

/** Storage keys are hex (case-insensitive file systems cannot confuse two ids), two levels deep. */
export function storageKeyFor(fileId: string): string {
  const hex = Buffer.from(fileId, 'base64url').toString('hex');
  return `files/${hex.slice(0, 2)}/${hex}`;
}

/** The wire form of a stored file, with a signed URL valid for about an hour from `now`. */
export function toUploadedFile(
  row: Pick<FileRow, 'id' | 'name' | 'size' | 'kind'>,
  now: number = Date.now(),
  sign: (fileId: string, now: number) => string = signedFileUrl,
): UploadedFile {
  return { fileId: row.id, name: row.name, size: Number(row.size), kind: row.kind, url: sign(row.id, now) };
}

/** Unattached uploads of a user in the pending window, and when the oldest of them leaves it. */
/** Who an upload belongs to: a player, or a staff member replying with attachments. */
export type FileOwner = { userId: number; staffId?: undefined } | { staffId: number; userId?: undefined };

export async function pendingUploads(db: Db, owner: FileOwner, now: number): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('files')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where(owner.userId !== undefined ? 'owner_user_id' : 'owner_staff_id', '=', owner.userId ?? owner.staffId)
    .where('message_id', 'is', null)
    .where('inquiry_id', 'is', null)
    .where('created_at', '>', new Date(now - PENDING_WINDOW_MS).toISOString())
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), oldest: (row?.oldest as string | null | undefined) ?? null };
}

export function findFile(db: Db, fileId: string): Promise<FileRow | undefined> {
  if (!FILE_ID_PATTERN.test(fileId)) return Promise.resolve(undefined);
  return db.selectFrom('files').selectAll().where('id', '=', fileId).executeTakeFirst();
}

/**
 * Deletes uploads that were never attached to a message (message_id and inquiry_id null) and are
 * older than `olderThanMs`: rows first, with the same condition, so a file attached meanwhile is
 * kept; then their bytes; then what interrupted writes left in storage. Returns the files purged.
 */
export async function purgeAbandonedFiles(
  db: Kysely<Database>,
  storage: Storage,
  olderThanMs: number = ABANDONED_FILE_AGE_MS,
  now: number = Date.now(),
): Promise<number> {
  const cutoff = new Date(now - olderThanMs).toISOString();
  let purged = 0;
  for (;;) {
    const batch = await db
      .selectFrom('files')
      .select('id')
      .where('message_id', 'is', null)
      .where('inquiry_id', 'is', null)
      .where('created_at', '<', cutoff)
      .limit(200)
      .execute();
    if (batch.length === 0) break;
    const deleted = await db
      .deleteFrom('files')
      .where(
        'id',
        'in',
        batch.map((r) => r.id),
      )
      .where('message_id', 'is', null)
      .where('inquiry_id', 'is', null)
      .returning(['id', 'storage_key'])
      .execute();
    for (const row of deleted) await storage.delete(row.storage_key);
    purged += deleted.length;
    if (batch.length < 200) break;
  }
  await storage.purgeIncomplete(olderThanMs, now);
  return purged;
}
