// Attachments: the limits in force, the rules of an upload (the pending cap, who may upload and
// read, the checks of what is stored, the answers to what is refused), and the housekeeping of
// uploads: abandoned ones (never attached), objects left without a row and leftovers of writes cut
// short (a crash between the object and its row, a row deleted by a cascade), and rows whose bytes
// are gone. The queries are in files.repository.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { UploadedFile } from '@guildhall/contract/support';
import type { Language } from '@guildhall/contract/areas';
import {
  DEFAULT_ATTACHMENT_MAX_BYTES,
  DEFAULT_ATTACHMENT_MAX_FILES,
  formatBytes,
} from '@guildhall/contract/attachments';
import { ErrorCode } from '@guildhall/contract/errors';
import type { PendingCapData } from '@guildhall/contract/files';
import type { Database, Executor, FileRow } from '../../db/schema';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import {
  ARCHIVE_MAX_ENTRIES,
  ARCHIVE_MAX_EXPANDED_BYTES,
  ArchiveRefusal,
  inspectStoredArchive,
  type ArchiveKind,
} from '../../lib/archive-check';
import type { Scanner } from '../../lib/clamav';
import { cleanStoredImage, ImageRefusal, imageFormatOf } from '../../lib/image-clean';
import { storageFor } from '../../lib/s3-storage';
import type { ListedObject, Storage } from '../../lib/storage';
import { signedFileUrl } from './file-urls';
import {
  abandonedFileIds,
  areaAttachmentLimits,
  brandAttachmentLimits,
  brandDefaultArea,
  countFilesCreatedBefore,
  deleteOwnUnattachedFile,
  deleteUnattachedFiles,
  fileExists,
  filesCreatedBefore,
  findFileRow,
  inquiryBrand,
  insertFile,
  storedFiles,
  unattachedUploadsSince,
} from './files.repository';

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
/**
 * Objects without a row, temporary files and multipart uploads are removed only once this old, so
 * an upload still under way is never touched: its object gets its row at once after it is
 * complete, and no upload outlasts the request timeout (REQUEST_TIMEOUT_MS, 5 minutes by default;
 * uploadGraceMs keeps the grace at twice the timeout whatever it is set to).
 */
export const STALE_UPLOAD_GRACE_MS = HOUR_MS;
/** Where uploads are stored (see storageKeyFor); anything else in the storage is not an upload. */
export const UPLOADS_PREFIX = 'files/';

/** The grace of housekeeping for a given request timeout: an hour, or twice the timeout if longer. */
export function uploadGraceMs(requestTimeoutMs: number): number {
  return Math.max(STALE_UPLOAD_GRACE_MS, 2 * requestTimeoutMs);
}

export interface AttachmentLimits {
  maxFiles: number;
  maxBytes: number;
}

/**
 * The attachment limits in force for a brand and area: the `attachment_limits` row of that area
 * when there is one, else the brand's own `attachment_max_files` / `attachment_max_bytes` (and
 * the contract's defaults for an unknown brand).
 */
export async function limitsFor(db: Executor, brandId: string, area: string): Promise<AttachmentLimits> {
  const row = await areaAttachmentLimits(db, brandId, area);
  if (row) return { maxFiles: Number(row.max_files), maxBytes: Number(row.max_bytes) };
  const brand = await brandAttachmentLimits(db, brandId);
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
  return `${UPLOADS_PREFIX}${hex.slice(0, 2)}/${hex}`;
}

/** The file id whose storage key this is (storageKeyFor backwards), or null for any other key. */
export function fileIdOfStorageKey(key: string): string | null {
  const hex = /^files\/[0-9a-f]{2}\/((?:[0-9a-f]{2}){12,48})$/.exec(key)?.[1];
  if (!hex) return null;
  const id = Buffer.from(hex, 'hex').toString('base64url');
  return FILE_ID_PATTERN.test(id) && storageKeyFor(id) === key ? id : null;
}

/** The wire form of a stored file, with a signed URL valid for about an hour from `now`. */
export function toUploadedFile(
  row: Pick<FileRow, 'id' | 'name' | 'size' | 'kind'>,
  now: number = Date.now(),
  sign: (fileId: string, now: number) => string = signedFileUrl,
): UploadedFile {
  return { fileId: row.id, name: row.name, size: Number(row.size), kind: row.kind, url: sign(row.id, now) };
}

/**
 * A message's attachment on the wire: with its signed URL, or, once the retention setting removed
 * its bytes, with `removedAfterDays` and no URL (the sites say "removed after N days").
 */
export function wireAttachment(
  row: Pick<FileRow, 'id' | 'name' | 'size' | 'kind' | 'purged_at' | 'removed_after_days'>,
  fileUrl: (fileId: string) => string,
): UploadedFile {
  const base = { fileId: row.id, name: row.name, size: Number(row.size), kind: row.kind };
  return row.purged_at
    ? { ...base, url: '', removedAfterDays: Number(row.removed_after_days ?? 0) }
    : { ...base, url: fileUrl(row.id) };
}

/** Who an upload belongs to: a player, or a staff member replying with attachments. */
export type FileOwner = { userId: number; staffId?: undefined } | { staffId: number; userId?: undefined };

/** Unattached uploads of a user in the pending window, and when the oldest of them leaves it. */
export function pendingUploads(
  db: Executor,
  owner: FileOwner,
  now: number,
): Promise<{ count: number; oldest: string | null }> {
  return unattachedUploadsSince(db, owner, new Date(now - PENDING_WINDOW_MS).toISOString());
}

export function findFile(db: Executor, fileId: string): Promise<FileRow | undefined> {
  if (!FILE_ID_PATTERN.test(fileId)) return Promise.resolve(undefined);
  return findFileRow(db, fileId);
}

/**
 * Deletes uploads that were never attached to a message (message_id and inquiry_id null) and are
 * older than `olderThanMs`: rows first, with the same condition, so a file attached meanwhile is
 * kept; then their bytes (a crash in between leaves objects without a row, which
 * sweepFileStorage removes). Returns the files purged.
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
    const batch = await abandonedFileIds(db, cutoff, 200);
    if (batch.length === 0) break;
    const deleted = await deleteUnattachedFiles(db, batch);
    for (const row of deleted) await storage.delete(row.storage_key);
    purged += deleted.length;
    if (batch.length < 200) break;
  }
  return purged;
}

export interface HousekeepingLog {
  warn(obj: object, msg: string): void;
}

export interface StorageSweep {
  /** Objects under files/ with no row, older than the grace: deleted. */
  orphanFilesRemoved: number;
  /** Rows older than the grace whose object is not in the storage: logged and kept. */
  missingObjects: number;
}

const SWEEP_BATCH = 500;
/** Rows whose missing bytes are logged one by one per sweep; the rest are only counted. */
const MISSING_LOGGED = 20;

/**
 * Compares the storage with the files table. An object under files/ with no row is what a crash
 * between the object and its row left, or a row deleted with its user or inquiry: once older than
 * `graceMs` it is deleted (an upload under way gets its row long before). A row older than the
 * grace whose object is gone is logged and counted, never deleted: its bytes may come back from a
 * backup, and the inquiry's text still stands. One listing of the storage, one indexed query per
 * 500 objects; the rows are looked at one by one only when their count says some object is missing.
 */
export async function sweepFileStorage(
  db: Kysely<Database>,
  storage: Storage,
  options: { graceMs?: number; now?: number; log?: HousekeepingLog } = {},
): Promise<StorageSweep> {
  const now = options.now ?? Date.now();
  const cutoff = now - (options.graceMs ?? STALE_UPLOAD_GRACE_MS);
  const cutoffIso = new Date(cutoff).toISOString();
  let orphanFilesRemoved = 0;
  // Objects seen whose row is older than the cutoff: every such row's object was complete before
  // the listing began, so the listing saw it unless it is gone.
  let matched = 0;

  async function check(batch: ListedObject[]): Promise<void> {
    const ids = batch.map((o) => fileIdOfStorageKey(o.key)).filter((id): id is string => id !== null);
    const foreign = batch.filter((o) => fileIdOfStorageKey(o.key) === null).map((o) => o.key);
    const rows = await storedFiles(db, ids, foreign);
    const rowOf = new Map(rows.map((r) => [r.storage_key, r]));
    for (const object of batch) {
      const row = rowOf.get(object.key);
      if (row) {
        if (row.created_at < cutoffIso) matched += 1;
      } else if (object.lastModified.getTime() <= cutoff) {
        await storage.delete(object.key);
        orphanFilesRemoved += 1;
      }
    }
  }

  let batch: ListedObject[] = [];
  for await (const object of storage.list(UPLOADS_PREFIX)) {
    batch.push(object);
    if (batch.length >= SWEEP_BATCH) {
      await check(batch);
      batch = [];
    }
  }
  if (batch.length) await check(batch);

  let missingObjects = 0;
  if ((await countFilesCreatedBefore(db, cutoffIso)) > matched) {
    let after = '';
    for (;;) {
      const rows = await filesCreatedBefore(db, cutoffIso, after, SWEEP_BATCH);
      if (rows.length === 0) break;
      after = rows[rows.length - 1]!.id;
      for (const row of rows) {
        if (await storage.exists(row.storage_key)) continue;
        // Deleted with its object meanwhile (an abandoned upload purged): not missing.
        if (!(await fileExists(db, row.id))) continue;
        missingObjects += 1;
        if (missingObjects <= MISSING_LOGGED)
          options.log?.warn(
            { fileId: row.id, storageKey: row.storage_key, createdAt: row.created_at },
            'file row without stored bytes',
          );
      }
    }
    if (missingObjects > MISSING_LOGGED)
      options.log?.warn({ missingObjects }, 'file rows without stored bytes (the first ones logged above)');
  }
  return { orphanFilesRemoved, missingObjects };
}

export interface FileHousekeeping extends StorageSweep {
  /** Uploads never attached, past ABANDONED_FILE_AGE_MS: rows and bytes deleted. */
  abandonedFilesRemoved: number;
  /** Temporary files (folder) or multipart uploads (S3) of writes cut short, past the grace. */
  staleTempFilesRemoved: number;
}

/**
 * The hourly housekeeping of uploads, in an order where each step's leftovers are the next one's
 * work: abandoned uploads, then objects without a row, then what interrupted writes left.
 */
export async function fileHousekeeping(
  db: Kysely<Database>,
  storage: Storage,
  options: {
    graceMs?: number;
    abandonedAfterMs?: number;
    now?: number;
    log?: HousekeepingLog;
    /** Other storages whose interrupted writes to purge too (the artwork's). */
    alsoIncomplete?: Storage[];
  } = {},
): Promise<FileHousekeeping> {
  const now = options.now ?? Date.now();
  const graceMs = options.graceMs ?? STALE_UPLOAD_GRACE_MS;
  const abandonedFilesRemoved = await purgeAbandonedFiles(
    db,
    storage,
    options.abandonedAfterMs ?? ABANDONED_FILE_AGE_MS,
    now,
  );
  const sweep = await sweepFileStorage(db, storage, { graceMs, now, ...(options.log ? { log: options.log } : {}) });
  let staleTempFilesRemoved = 0;
  for (const s of [storage, ...(options.alsoIncomplete ?? [])])
    staleTempFilesRemoved += await s.purgeIncomplete(graceMs, now);
  return { abandonedFilesRemoved, ...sweep, staleTempFilesRemoved };
}

// ---- uploads and downloads ----------------------------------------------------------------------

/** A re-encoded image may be this much larger than the limit (a palette PNG stored as true colour). */
const CLEANED_IMAGE_SLACK = 2;
/** Seconds a client is asked to wait when the scanner is unavailable. */
const SCAN_RETRY_AFTER_SECONDS = 60;

/**
 * Refuses (1005 with Retry-After) an upload past the pending cap: the owner's unattached uploads
 * of the last hour plus those in progress in this process (`inProgress`).
 */
export async function checkPendingCap(db: Executor, owner: FileOwner, inProgress: number, now: number): Promise<void> {
  const pending = await pendingUploads(db, owner, now);
  if (pending.count + inProgress < MAX_PENDING_UPLOADS_PER_HOUR) return;
  const retryAfter = pending.oldest
    ? Math.max(1, Math.ceil((Date.parse(pending.oldest) + PENDING_WINDOW_MS - now) / 1000))
    : 60;
  const data: PendingCapData = {
    maxPending: MAX_PENDING_UPLOADS_PER_HOUR,
    windowSeconds: PENDING_WINDOW_MS / 1000,
    retryAfterSeconds: retryAfter,
  };
  throw new AppError(ErrorCode.rateLimited, { data, headers: { 'retry-after': String(retryAfter) } });
}

/**
 * A player takes back an upload no message carries (removed from the form before sending): its
 * row and bytes go, so it no longer counts towards the hourly allowance. Another's
 * upload, or one already sent, answers 1002 like a missing one.
 */
export async function discardUpload(
  db: Kysely<Database>,
  storage: Storage,
  owner: FileOwner,
  fileId: string,
): Promise<void> {
  const row = await deleteOwnUnattachedFile(db, owner, fileId);
  if (!row) throw AppError.notFound();
  await storage.delete(row.storage_key);
}

/** The area whose limits a staff upload for `brandId` follows: a brand the caller works for (else 1002). */
export async function staffUploadArea(
  db: Executor,
  staffBrands: readonly string[],
  brandId: unknown,
): Promise<{ brandId: string; area: string }> {
  if (typeof brandId !== 'string' || !staffBrands.includes(brandId)) throw AppError.notFound();
  const area = await brandDefaultArea(db, brandId);
  if (area === undefined) throw AppError.notFound();
  return { brandId, area };
}

/** Staff read the attachments of inquiries on their brands (and uploads of those brands not yet sent). */
export async function staffMayReadFile(
  db: Executor,
  staffBrands: readonly string[],
  file: Pick<FileRow, 'inquiry_id' | 'brand_id'>,
): Promise<boolean> {
  const brand = file.inquiry_id ? await inquiryBrand(db, file.inquiry_id) : file.brand_id;
  return brand !== undefined && staffBrands.includes(brand);
}

export interface StoredUploadChecks {
  storage: Storage;
  /** CLAMAV_URL's scanner; null: uploads are not scanned. */
  scanner: Scanner | null;
  imageMaxPixels: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/**
 * The checks of a whole upload, read back from where it is stored: an image is stored re-encoded
 * under `key` (from `uploadKey`), an archive or office document passes the archive checks, and with
 * a scanner clamd finds nothing in what is kept. `written` holds the objects of the upload (all
 * deleted by the caller if anything fails) and is kept up to date. Answers the size kept.
 */
export async function checkStoredUpload(
  deps: StoredUploadChecks,
  upload: {
    fileId: string;
    key: string;
    uploadKey: string;
    contentType: string;
    extension: string;
    size: number;
    maxBytes: number;
  },
  written: Set<string>,
): Promise<number> {
  const { storage } = deps;
  let size = upload.size;
  const image = imageFormatOf(upload.contentType);
  if (image) {
    written.add(upload.key);
    ({ size } = await cleanStoredImage(storage, upload.uploadKey, upload.key, {
      format: image,
      maxPixels: deps.imageMaxPixels,
      maxBytes: upload.maxBytes * CLEANED_IMAGE_SLACK,
    }));
    await storage.delete(upload.uploadKey);
    written.delete(upload.uploadKey);
  } else if (upload.extension === 'zip' || upload.extension === 'docx' || upload.extension === 'xlsx') {
    await inspectStoredArchive(storage, upload.key, size, upload.extension as ArchiveKind);
  }
  if (deps.scanner) await scanStored(deps, upload.key, upload.fileId);
  return size;
}

/** Scans the stored object; refuses it (1007) when clamd finds something. */
async function scanStored(deps: StoredUploadChecks, key: string, fileId: string): Promise<void> {
  const object = await deps.storage.openRead(key);
  if (!object) throw new Error(`upload ${key} vanished before it was scanned`);
  const verdict = await deps.scanner!.scan(object.stream);
  if (verdict.infected) {
    deps.log.warn({ fileId, signature: verdict.signature }, 'upload refused: malware found');
    throw new AppError(ErrorCode.fileTypeMismatch, {
      data: [{ field: 'file', rule: 'malware' }],
      messageKey: 'fileInfected',
    });
  }
}

/** The answer to an upload the scanner could not check: refused rather than let through unscanned. */
export function scanUnavailable(): AppError {
  return new AppError(ErrorCode.internal, {
    headers: { 'retry-after': String(SCAN_RETRY_AFTER_SECONDS) },
    messageKey: 'scanUnavailable',
    httpStatus: 503,
  });
}

/** The answer to an image or archive refused by its checks, or null for any other error. */
export function refusalOf(err: unknown, lang: Language, imageMaxPixels: number): AppError | null {
  const refused = (rule: string, messageKey: string, vars: Record<string, string | number> = {}) =>
    new AppError(ErrorCode.fileTypeMismatch, { data: [{ field: 'file', rule }], params: vars, messageKey });
  if (err instanceof ImageRefusal) {
    return err.reason === 'pixels'
      ? refused('pixels', 'imageTooLarge', {
          megapixels: new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(imageMaxPixels / 1e6),
        })
      : refused('content', 'imageUnreadable');
  }
  if (err instanceof ArchiveRefusal) {
    switch (err.problem) {
      case 'entries':
        return refused('archive', 'archiveTooManyEntries', {
          count: new Intl.NumberFormat(lang).format(ARCHIVE_MAX_ENTRIES),
        });
      case 'expanded':
        return refused('archive', 'archiveTooLarge', { size: formatBytes(ARCHIVE_MAX_EXPANDED_BYTES, lang) });
      case 'encrypted':
        return refused('archive', 'archiveEncrypted');
      case 'document':
        return refused('document', 'documentInvalid');
      case 'macros':
        return refused('document', 'documentMacros');
      default:
        return refused('archive', 'archiveUnsafe');
    }
  }
  return null;
}

/** The row of a stored, checked upload: from now on it is the owner's, until attached or abandoned. */
export async function recordUpload(db: Executor, row: FileRow): Promise<void> {
  await insertFile(db, row);
}
