// POST /files: one attachment, streamed to storage (never a whole file in memory), checked against
// the limits in force and its content against its extension; GET /files/:fileId: the file, to its
// owner (Bearer token) or to anyone holding a signed URL, as "not found" to everybody else.
//
// An upload is kept (object and row) only when all of this holds, else nothing of it remains:
// 1. its body arrived whole, and the multipart parser reached the closing delimiter: a body that
//    ends early or a client that goes away leaves nothing (1001 `incomplete`);
// 2. it arrived fast enough: below UPLOAD_MIN_BYTES_PER_SECOND over UPLOAD_RATE_WINDOW_MS (or
//    nothing for uploadIdleMs) it is cut off (1001 `tooSlow`, 408), so slow clients cannot hold
//    connections and storage writes open;
// 3. an image decodes within IMAGE_MAX_PIXELS and is stored re-encoded, without its metadata
//    (lib/image-clean.ts); a zip, docx or xlsx passes the archive checks (lib/archive-check.ts);
// 4. with CLAMAV_URL, clamd finds nothing in the bytes stored (lib/clamav.ts); a scanner that
//    cannot answer refuses the upload (5000, 503) rather than let it through unscanned.
// The checks of 3 and 4 read the object back from storage once it is whole, so the client's pace
// never holds a decoder, an inflater or a clamd connection, and what is scanned is exactly what is
// kept (the cleaned image, not the original).
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile, type Multipart } from '@fastify/multipart';
import type { Kysely } from 'kysely';
import type { Language } from '@guildhall/contract/areas';
import { attachmentKind, extensionOf, formatBytes, type AttachmentKind } from '@guildhall/contract/attachments';
import { ErrorCode } from '@guildhall/contract/errors';
import { apiPaths } from '@guildhall/contract/paths';
import { staffPaths } from '@guildhall/contract/staff';
import type { Database, FileRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ARCHIVE_MAX_ENTRIES, ARCHIVE_MAX_EXPANDED_BYTES, ArchiveRefusal, inspectStoredArchive, type ArchiveKind } from '../../lib/archive-check';
import { clamavScanner, ScanUnavailableError, type Scanner } from '../../lib/clamav';
import { cleanStoredImage, ImageRefusal, imageFormatOf } from '../../lib/image-clean';
import { sniffContentType, SNIFF_BYTES } from '../../lib/file-sniff';
import { StorageLimitError, type ByteRange, type Storage, type StoredObject } from '../../lib/storage';
import { bearerToken } from '../../plugins/signature';
import { contentDisposition, sanitizeFileName } from './file-names';
import { configuredFileUrlSecret, fileUrlSigner, loadFileUrlSecret, setActiveFileUrlSigner, type FileUrlSigner } from './file-urls';
import {
  findFile,
  type FileOwner,
  limitsFor,
  MAX_PENDING_UPLOADS_PER_HOUR,
  newFileId,
  PENDING_WINDOW_MS,
  pendingUploads,
  storageKeyFor,
  toUploadedFile,
} from './files.service';

export { fileStorage } from './files.service';

export interface FilesRoutesOptions {
  db: Kysely<Database>;
  /** Where uploads live (see fileStorage); never the public artwork storage. */
  storage: Storage;
  /** HMAC key of signed URLs; default FILE_URL_SECRET, else a key kept in `storage`. */
  urlSecret?: string;
  now?: () => number;
  /** An upload receiving nothing for this long is abandoned (default UPLOAD_IDLE_MS). */
  uploadIdleMs?: number;
  /** UPLOAD_MIN_BYTES_PER_SECOND: slower uploads, averaged over rateWindowMs, are cut off (0: no floor). */
  minBytesPerSecond?: number;
  /** UPLOAD_RATE_WINDOW_MS: the window of that average, and the grace before the first check. */
  rateWindowMs?: number;
  /** IMAGE_MAX_PIXELS: width × height × frames of an image, checked before it is decoded. */
  imageMaxPixels?: number;
  /** CLAMAV_URL: every upload is scanned by this clamd; without it, none is. */
  clamavUrl?: string;
  /**
   * Who else may read a file besides its owner and signed URLs: the staff console plugs in here
   * (e.g. agents of the file's brand). Anyone refused gets "not found".
   */
  canRead?: (request: FastifyRequest, file: FileRow) => Promise<boolean>;
}

/** Room for the multipart framing around the file (boundaries, part headers, a few small fields). */
const MULTIPART_SLACK_BYTES = 64 * 1024;
/**
 * After an early answer (a refusal before the whole body arrived) the rest of the body is read
 * and dropped, so the client, still sending, gets to read the answer; past this much or this
 * long, the connection is closed instead.
 */
const DRAIN_MAX_BYTES = 32 * 1024 * 1024;
const DRAIN_MAX_MS = 30_000;
const DRAIN_IDLE_MS = 5_000;
/** An upload that receives nothing for this long is abandoned (Fastify has no request timeout by default). */
export const UPLOAD_IDLE_MS = 60_000;
/** The defaults of UPLOAD_MIN_BYTES_PER_SECOND, UPLOAD_RATE_WINDOW_MS and IMAGE_MAX_PIXELS (config.ts). */
export const DEFAULT_MIN_BYTES_PER_SECOND = 1024;
export const DEFAULT_RATE_WINDOW_MS = 10_000;
export const DEFAULT_IMAGE_MAX_PIXELS = 40_000_000;
/** A re-encoded image may be this much larger than the limit (a palette PNG stored as true colour). */
const CLEANED_IMAGE_SLACK = 2;
/** How long the multipart parser may take to settle once the whole body arrived. */
const PARSER_SETTLE_MS = 1000;
/** Seconds a client is asked to wait when the scanner is unavailable. */
const SCAN_RETRY_AFTER_SECONDS = 60;

const INLINE_KINDS: readonly AttachmentKind[] = ['image', 'video'];

function bodyDone(raw: IncomingMessage): boolean {
  return raw.complete || raw.readableEnded;
}

/** Reads and drops what is left of the request body; false when it would take too much or stalls. */
function drainBody(raw: IncomingMessage, idleMs: number): Promise<boolean> {
  if (bodyDone(raw)) return Promise.resolve(true);
  if (raw.destroyed) return Promise.resolve(false);
  const declared = Number(raw.headers['content-length']);
  if (Number.isFinite(declared) && declared > DRAIN_MAX_BYTES) return Promise.resolve(false);
  raw.unpipe();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (ok: boolean) => {
      clearTimeout(timer);
      clearTimeout(idle);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onClose);
      raw.off('error', onError);
      resolve(ok);
    };
    let idle = setTimeout(() => finish(false), idleMs);
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_MAX_BYTES) return finish(false);
      clearTimeout(idle);
      idle = setTimeout(() => finish(false), idleMs);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(bodyDone(raw));
    const onError = () => finish(false);
    const timer = setTimeout(() => finish(false), DRAIN_MAX_MS);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('close', onClose);
    raw.once('error', onError);
    raw.resume();
  });
}

/** The multipart boundary of a Content-Type, or null. */
function boundaryOf(contentType: string | undefined): string | null {
  const m = /;\s*boundary=(?:"([^"]{1,200})"|([^\s;]{1,200}))/i.exec(contentType ?? '');
  return m ? (m[1] ?? m[2]!) : null;
}

/**
 * Watches the body on its way to the multipart parser: the bytes that arrived (for the transfer
 * rate and a bound on what follows the file), and whether the close delimiter (`\r\n--boundary--`)
 * was among them. @fastify/multipart ends its parts the same way whether the parser met that
 * delimiter or the body just stopped ("Unexpected end of multipart data" is not an error there),
 * so the delimiter is looked for here: the file's own bytes cannot contain it, as it would have
 * ended the part.
 */
class BodyWatch {
  bytes = 0;
  closed = false;
  private tail: Buffer = Buffer.alloc(0);
  private readonly delimiter: Buffer | null;

  constructor(
    private readonly raw: IncomingMessage,
    boundary: string | null,
    private readonly maxBytes: number,
    private readonly onTooLarge: () => void,
  ) {
    this.delimiter = boundary ? Buffer.from(`\r\n--${boundary}--`, 'latin1') : null;
    raw.on('data', this.onData);
  }

  private readonly onData = (chunk: Buffer) => {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) this.onTooLarge();
    if (this.closed || !this.delimiter) return;
    const d = this.delimiter;
    // The delimiter may straddle two chunks: the previous chunk's end with this one's start.
    if (Buffer.concat([this.tail, chunk.subarray(0, d.length - 1)]).includes(d) || chunk.includes(d)) {
      this.closed = true;
      return;
    }
    const joined = chunk.length >= d.length - 1 ? chunk : Buffer.concat([this.tail, chunk]);
    this.tail = Buffer.from(joined.subarray(Math.max(0, joined.length - (d.length - 1))));
  };

  /** True once the whole body arrived; false when it ended early or the client went away. */
  ended(): Promise<boolean> {
    const raw = this.raw;
    // `complete` is Node's word that the body was as long as announced; a request that is not
    // Node's own (inject) does not have it, and ends only when whole.
    const whole = () => raw.complete !== false;
    if (bodyDone(raw)) return Promise.resolve(whole());
    if (raw.destroyed) return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        raw.off('end', onEnd);
        raw.off('close', onClose);
        raw.off('error', onError);
        resolve(ok);
      };
      const onEnd = () => done(whole());
      const onClose = () => done(bodyDone(raw) && whole());
      const onError = () => done(false);
      raw.once('end', onEnd);
      raw.once('close', onClose);
      raw.once('error', onError);
      // The parser may have let go of the body (after its files limit): keep it flowing to us.
      if (raw.readableFlowing !== true) raw.resume();
    });
  }

  stop(): void {
    this.raw.off('data', this.onData);
  }
}

/**
 * Calls `cut` when the body arrives slower than `minBytesPerSecond` over the last `windowMs` (first
 * checked once a whole window has passed), or when nothing arrives for `idleMs`. Returns the stop.
 */
function watchTransferRate(
  received: () => number,
  options: { minBytesPerSecond: number; windowMs: number; idleMs: number },
  cut: (why: 'slow' | 'idle') => void,
): () => void {
  const start = Date.now();
  const samples: { t: number; bytes: number }[] = [{ t: start, bytes: 0 }];
  let lastBytes = 0;
  let lastChange = start;
  const tick = Math.max(20, Math.min(1000, options.windowMs / 5, options.idleMs / 4));
  const timer = setInterval(() => {
    const now = Date.now();
    const bytes = received();
    if (bytes !== lastBytes) {
      lastBytes = bytes;
      lastChange = now;
    }
    if (now - lastChange > options.idleMs) return cut('idle');
    samples.push({ t: now, bytes });
    // The newest sample at least a window old is the base of the average; older ones are dropped.
    let base = -1;
    for (let i = samples.length - 1; i >= 0; i--) {
      if (now - samples[i]!.t >= options.windowMs) {
        base = i;
        break;
      }
    }
    if (base < 0 || options.minBytesPerSecond <= 0) return;
    samples.splice(0, base);
    const { t, bytes: then } = samples[0]!;
    if (((bytes - then) * 1000) / (now - t) < options.minBytesPerSecond) cut('slow');
  }, tick);
  timer.unref();
  return () => clearInterval(timer);
}

/** Resolves with `promise`, or rejects as soon as `signal` is aborted (with its reason). */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err);
      },
    );
  });
}

/** `Range: bytes=…` (one range) against `size`: the range, null for the whole file, or 'unsatisfiable'. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null; // several ranges or nonsense: the whole file
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (end < start) return m[2] === '' || start >= size ? 'unsatisfiable' : null;
  }
  if (start >= size || size === 0) return 'unsatisfiable';
  return { start, end };
}

function queryString(query: unknown, name: string): string | undefined {
  const v = (query as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' ? v : undefined;
}

/** Failures of the multipart framing or of the client's connection, as opposed to ours. */
function isClientSideFailure(err: unknown, request: FastifyRequest): boolean {
  if (request.raw.destroyed && !bodyDone(request.raw)) return true;
  const e = err as { code?: string; message?: string };
  if (typeof e.code === 'string' && ['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'ABORT_ERR'].includes(e.code)) return true;
  if (typeof e.code === 'string' && e.code.startsWith('FST_')) return true;
  return /multipart|unexpected end|terminated early|malformed|boundary|aborted|stalled/i.test(e.message ?? '');
}

export const filesRoutes: FastifyPluginAsync<FilesRoutesOptions> = async (app, options) => {
  const { db, storage } = options;
  const now = options.now ?? Date.now;
  const idleMs = options.uploadIdleMs ?? UPLOAD_IDLE_MS;
  const rate = {
    minBytesPerSecond: options.minBytesPerSecond ?? DEFAULT_MIN_BYTES_PER_SECOND,
    windowMs: options.rateWindowMs ?? DEFAULT_RATE_WINDOW_MS,
    idleMs,
  };
  const imageMaxPixels = options.imageMaxPixels ?? DEFAULT_IMAGE_MAX_PIXELS;
  const scanner: Scanner | null = options.clamavUrl ? clamavScanner(options.clamavUrl) : null;
  /** Requests cut off for their pace: answered, then closed, never drained. */
  const cutOff = new WeakSet<IncomingMessage>();
  const signer: FileUrlSigner = fileUrlSigner(await loadFileUrlSecret(storage, options.urlSecret ?? configuredFileUrlSecret()));
  const release = setActiveFileUrlSigner(signer);
  app.addHook('onClose', async () => release());

  // Multipart for these routes only; limits per request below (the brand's size limit).
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { files: 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 32 },
  });

  // An answer given before the whole upload arrived (refused, too large, no session…): read
  // and drop the rest so the client gets to read the answer, or close the connection after it.
  app.addHook('onSend', async (request, reply, payload) => {
    const type = request.headers['content-type'] ?? '';
    if (type.startsWith('multipart/') && !bodyDone(request.raw)) {
      if (cutOff.has(request.raw) || !(await drainBody(request.raw, Math.min(DRAIN_IDLE_MS, idleMs)))) reply.header('connection', 'close');
    }
    return payload;
  });

  /** Uploads in progress per user in this process: they count towards the pending cap. */
  const inFlight = new Map<string, number>();

  app.post(apiPaths.files, { config: { signed: true } }, async (request, reply) => {
    const session = await request.requireUser();
    const { brand, area } = request.site;
    return upload(request, reply, { userId: session.user.id }, brand.id, area);
  });

  // Staff attach files to replies under the same rules, for a brand they work for.
  app.post(staffPaths.files, { config: { signed: true } }, async (request, reply) => {
    const active = await request.requireStaff();
    const brandId = (request.query as Record<string, unknown>).brand;
    if (typeof brandId !== 'string' || !active.brands.includes(brandId)) throw AppError.notFound();
    const brand = await db.selectFrom('brands').select('default_area').where('id', '=', brandId).executeTakeFirstOrThrow();
    return upload(request, reply, { staffId: active.staff.id }, brandId, brand.default_area);
  });

  async function upload(request: FastifyRequest, reply: FastifyReply, owner: FileOwner, brandId: string, area: string) {
    if (!request.isMultipart()) throw new AppError(ErrorCode.validation, [{ field: 'file', rule: 'multipart' }]);
    const { lang } = request.site;
    const brand = { id: brandId };
    const limits = await limitsFor(db, brand.id, area);
    const tooLarge = () =>
      new AppError(ErrorCode.attachmentTooLarge, { maxBytes: limits.maxBytes }, {}, { size: formatBytes(limits.maxBytes, lang) });
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limits.maxBytes + MULTIPART_SLACK_BYTES) throw tooLarge();

    const userId = owner.userId !== undefined ? `u${owner.userId}` : `s${owner.staffId}`;
    const t = now();
    const pending = await pendingUploads(db, owner, t);
    if (pending.count + (inFlight.get(userId) ?? 0) >= MAX_PENDING_UPLOADS_PER_HOUR) {
      const retryAfter = pending.oldest ? Math.max(1, Math.ceil((Date.parse(pending.oldest) + PENDING_WINDOW_MS - t) / 1000)) : 60;
      throw new AppError(
        ErrorCode.rateLimited,
        { maxPending: MAX_PENDING_UPLOADS_PER_HOUR, windowSeconds: PENDING_WINDOW_MS / 1000 },
        { 'retry-after': String(retryAfter) },
      );
    }

    inFlight.set(userId, (inFlight.get(userId) ?? 0) + 1);
    const fileId = newFileId();
    const key = storageKeyFor(fileId);
    /** Objects written for this upload: all deleted unless the row is inserted. */
    const written = new Set<string>();
    let onClose: (() => void) | null = null;
    let onEnd: (() => void) | null = null;
    // A client too slow or silent is cut off: whatever is awaited rejects with this reason.
    const cut = new AbortController();
    let watch: BodyWatch | null = null;
    const stopRate = watchTransferRate(() => watch?.bytes ?? 0, rate, (why) => {
      if (cut.signal.aborted) return;
      cutOff.add(request.raw);
      request.log.info({ fileId, why, received: watch?.bytes ?? 0 }, 'upload cut off');
      cut.abort(
        why === 'slow'
          ? new AppError(ErrorCode.validation, [{ field: 'file', rule: 'tooSlow' }], {}, {}, { messageKey: 'uploadTooSlow', httpStatus: 408 })
          : new AppError(ErrorCode.validation, [{ field: 'file', rule: 'incomplete' }]),
      );
    });
    try {
      const parts = request.parts({ limits: { fileSize: limits.maxBytes + 1, files: 1 } });
      // Starting the iterator pipes the body into the parser (synchronously); only then may a
      // second listener watch it flow, or it would take bytes the parser never sees.
      const first = parts.next();
      watch = new BodyWatch(request.raw, boundaryOf(request.headers['content-type']), limits.maxBytes + MULTIPART_SLACK_BYTES, () => {
        if (!cut.signal.aborted) cut.abort(tooLarge());
      });
      // Once the whole body is in, the pace no longer matters, and the parser has every byte: a
      // file part it has not ended within PARSER_SETTLE_MS never will be (busboy can be left
      // waiting when a body stops right after a boundary), so the upload is incomplete.
      let fileStored = false;
      let settle: NodeJS.Timeout | undefined;
      onEnd = () => {
        stopRate();
        settle = setTimeout(() => {
          if (!fileStored && !cut.signal.aborted) cut.abort(new AppError(ErrorCode.validation, [{ field: 'file', rule: 'incomplete' }]));
        }, PARSER_SETTLE_MS);
        settle.unref();
      };
      request.raw.once('end', onEnd);
      let part: MultipartFile | null = null;
      try {
        for (let next = await unlessAborted(first, cut.signal); !next.done; next = await unlessAborted(parts.next(), cut.signal)) {
          if (next.value.type === 'file') {
            part = next.value;
            break;
          }
        }
      } catch {
        if (cut.signal.aborted) throw cut.signal.reason;
        throw new AppError(ErrorCode.validation, [{ field: 'file', rule: 'multipart' }]);
      }
      if (!part || part.fieldname !== 'file') throw new AppError(ErrorCode.validation, [{ field: 'file', rule: 'required' }]);
      const file = part.file;
      // A client that goes away mid-upload: stop the write, which deletes what it wrote.
      onClose = () => {
        if (!bodyDone(request.raw)) file.destroy(new Error('client aborted the upload'));
      };
      request.raw.once('close', onClose);

      const name = sanitizeFileName(part.filename);
      const kind = attachmentKind(name);
      if (!kind) throw new AppError(ErrorCode.fileTypeMismatch, [{ field: 'file', rule: 'extension' }]);
      const extension = extensionOf(name);
      let contentType = '';
      // An image is written under a key of its own first, then stored re-encoded under `key`.
      const uploadKey = kind === 'image' ? `${key}.upload` : key;
      written.add(uploadKey);
      let { size } = await storage.putStream(uploadKey, file, {
        maxBytes: limits.maxBytes,
        signal: cut.signal,
        firstBytes: SNIFF_BYTES,
        onFirstBytes(head, complete) {
          if (head.length === 0) throw new AppError(ErrorCode.validation, [{ field: 'file', rule: 'empty' }]);
          const sniffed = sniffContentType(extension, head, { complete });
          if (!sniffed) throw new AppError(ErrorCode.fileTypeMismatch, [{ field: 'file', rule: 'content' }]);
          contentType = sniffed;
        },
      });
      fileStored = true;
      clearTimeout(settle);
      // Busboy stops at maxBytes + 1: a truncated stream is over the limit even if it looked whole.
      if (file.truncated) throw tooLarge();

      // The rest of the body: whatever follows the file must parse, and the body must end as its
      // headers said. Until then the pace is still watched.
      const rest = (async () => {
        for (let next = await parts.next(); !next.done; next = await parts.next()) {
          if ((next.value as Multipart).type === 'file') (next.value as MultipartFile).file.resume();
        }
      })().then(
        () => true,
        // Busboy's files limit: a second file is skipped, not an error of the request.
        (err: unknown) => (err as { code?: string }).code === 'FST_FILES_LIMIT',
      );
      const whole = await unlessAborted(watch.ended(), cut.signal);
      stopRate();
      // The parser has seen every byte by now and settles at once; it may never settle when the
      // body stopped where it expected more, but then the close delimiter is missing anyway.
      const parsed =
        whole && watch.closed && (await Promise.race([rest, new Promise<boolean>((r) => setTimeout(() => r(false), PARSER_SETTLE_MS).unref())]));
      if (!parsed) throw new AppError(ErrorCode.validation, [{ field: 'file', rule: 'incomplete' }]);

      const image = imageFormatOf(contentType);
      if (image) {
        written.add(key);
        ({ size } = await cleanStoredImage(storage, uploadKey, key, {
          format: image,
          maxPixels: imageMaxPixels,
          maxBytes: limits.maxBytes * CLEANED_IMAGE_SLACK,
        }));
        await storage.delete(uploadKey);
        written.delete(uploadKey);
      } else if (extension === 'zip' || extension === 'docx' || extension === 'xlsx') {
        await inspectStoredArchive(storage, key, size, extension as ArchiveKind);
      }
      if (scanner) await scan(request, key, fileId);

      const row: FileRow = {
        id: fileId,
        owner_user_id: owner.userId ?? null,
        owner_staff_id: owner.staffId ?? null,
        brand_id: brand.id,
        name,
        size,
        kind,
        content_type: contentType,
        storage_key: key,
        inquiry_id: null,
        message_id: null,
        created_at: new Date(now()).toISOString(),
      };
      await db.insertInto('files').values(row).execute();
      written.clear();
      return reply.ok(toUploadedFile(row, now(), signer.sign));
    } catch (err) {
      for (const k of written) await storage.delete(k);
      if (cut.signal.aborted && cut.signal.reason instanceof AppError) throw cut.signal.reason;
      if (err instanceof StorageLimitError) throw tooLarge();
      if (err instanceof AppError) throw err;
      const refusal = refusalOf(err, lang);
      if (refusal) {
        request.log.info({ fileId, reason: (err as Error).message }, 'upload refused');
        throw refusal;
      }
      if (err instanceof ScanUnavailableError) {
        request.log.error({ fileId, err }, 'malware scanner unavailable: upload refused');
        throw new AppError(ErrorCode.internal, null, { 'retry-after': String(SCAN_RETRY_AFTER_SECONDS) }, {}, { messageKey: 'scanUnavailable', httpStatus: 503 });
      }
      if (isClientSideFailure(err, request)) {
        throw new AppError(ErrorCode.validation, [{ field: 'file', rule: 'incomplete' }]);
      }
      throw err;
    } finally {
      stopRate();
      watch?.stop();
      if (onClose) request.raw.off('close', onClose);
      if (onEnd) request.raw.off('end', onEnd);
      const n = (inFlight.get(userId) ?? 1) - 1;
      if (n > 0) inFlight.set(userId, n);
      else inFlight.delete(userId);
    }
  }

  /** Scans the stored object; refuses it (1007) when clamd finds something. */
  async function scan(request: FastifyRequest, key: string, fileId: string): Promise<void> {
    const object = await storage.openRead(key);
    if (!object) throw new Error(`upload ${key} vanished before it was scanned`);
    const verdict = await scanner!.scan(object.stream);
    if (verdict.infected) {
      request.log.warn({ fileId, signature: verdict.signature }, 'upload refused: malware found');
      throw new AppError(ErrorCode.fileTypeMismatch, [{ field: 'file', rule: 'malware' }], {}, {}, { messageKey: 'fileInfected' });
    }
  }

  /** The answer to an image or archive refused by its checks, or null for any other error. */
  function refusalOf(err: unknown, lang: Language): AppError | null {
    const refused = (rule: string, messageKey: string, vars: Record<string, string | number> = {}) =>
      new AppError(ErrorCode.fileTypeMismatch, [{ field: 'file', rule }], {}, vars, { messageKey });
    if (err instanceof ImageRefusal) {
      return err.reason === 'pixels'
        ? refused('pixels', 'imageTooLarge', { megapixels: new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(imageMaxPixels / 1e6) })
        : refused('content', 'imageUnreadable');
    }
    if (err instanceof ArchiveRefusal) {
      switch (err.problem) {
        case 'entries':
          return refused('archive', 'archiveTooManyEntries', { count: new Intl.NumberFormat(lang).format(ARCHIVE_MAX_ENTRIES) });
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

  async function mayRead(request: FastifyRequest, row: FileRow | undefined, fileId: string): Promise<boolean> {
    const exp = queryString(request.query, 'exp');
    const sig = queryString(request.query, 'sig');
    if (exp !== undefined && sig !== undefined && signer.verify(fileId, exp, sig, now())) return true;
    const session = await request.user();
    if (row && session && row.owner_user_id === session.user.id) return true;
    if (row && options.canRead && (await options.canRead(request, row))) return true;
    // A token that is no longer valid is answered as everywhere else, whether the file exists or not.
    if (!session && bearerToken(request)) throw new AppError(ErrorCode.sessionInvalid);
    return false;
  }

  app.route<{ Params: { fileId: string } }>({
    method: ['GET', 'HEAD'],
    url: apiPaths.file,
    async handler(request, reply: FastifyReply) {
      const { fileId } = request.params;
      const row = await findFile(db, fileId);
      if (!(await mayRead(request, row, fileId)) || !row) throw AppError.notFound();

      const size = Number(row.size);
      const range = parseRange(request.headers.range, size);
      const etag = `"${row.id}"`;
      const fresh = request.headers['if-none-match'] === etag;
      // The bytes are opened only when they will be sent; a row whose bytes are gone is not found.
      const sendsBody = request.method !== 'HEAD' && !fresh && range !== 'unsatisfiable';
      const object: StoredObject | null = sendsBody ? await storage.openRead(row.storage_key, range ?? undefined) : null;
      if (sendsBody ? !object : !(await storage.exists(row.storage_key))) {
        request.log.warn({ fileId: row.id }, 'file row without stored bytes');
        throw AppError.notFound();
      }

      reply
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=3600')
        .header('etag', etag)
        .header('accept-ranges', 'bytes');
      if (fresh) return reply.code(304).send();
      if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
      reply
        .header('content-type', row.content_type)
        .header('content-disposition', contentDisposition(INLINE_KINDS.includes(row.kind) ? 'inline' : 'attachment', row.name));
      if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
      reply.header('content-length', String(range ? range.end - range.start + 1 : size));
      if (request.method === 'HEAD') return reply.send();
      return reply.send(object!.stream);
    },
  });
};
