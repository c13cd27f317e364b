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
//
// HTTP only: the body on its way in is watched by upload-stream.ts; the rules (limits, the pending
// cap, who may read, the checks of what is stored, what a refusal answers) live in files.service.
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart, { type MultipartFile, type Multipart } from '@fastify/multipart';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { attachmentKind, extensionOf, formatBytes, type AttachmentKind } from '@guildhall/contract/attachments';
import { envelopeSchema } from '@guildhall/contract/envelope';
import { ErrorCode } from '@guildhall/contract/errors';
import {
  DiscardFileSchema,
  FileParamSchema,
  FileQuerySchema,
  StaffUploadQuerySchema,
  UPLOAD_BODY_DESCRIPTION,
  UploadBodySchema,
} from '@guildhall/contract/files';
import { apiPaths } from '@guildhall/contract/paths';
import { StaffUploadedFileSchema, staffPaths } from '@guildhall/contract/staff';
import { UploadedFileSchema } from '@guildhall/contract/support';
import type { Database, FileRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { clamavScanner, ScanUnavailableError, type Scanner } from '../../lib/clamav';
import { sniffContentType, SNIFF_BYTES } from '../../lib/file-sniff';
import { StorageLimitError, type ByteRange, type Storage, type StoredObject } from '../../lib/storage';
import { bearerToken } from '../../plugins/signature';
import { contentDisposition, sanitizeFileName } from './file-names';
import {
  configuredFileUrlSecret,
  fileUrlSigner,
  loadFileUrlSecret,
  setActiveFileUrlSigner,
  type FileUrlSigner,
} from './file-urls';
import {
  checkPendingCap,
  checkStoredUpload,
  discardUpload,
  findFile,
  type FileOwner,
  limitsFor,
  newFileId,
  recordUpload,
  refusalOf,
  scanUnavailable,
  staffUploadArea,
  storageKeyFor,
  type StoredUploadChecks,
  toUploadedFile,
} from './files.service';
import {
  BodyWatch,
  bodyDone,
  boundaryOf,
  drainBody,
  DRAIN_IDLE_MS,
  isClientSideFailure,
  unlessAborted,
  watchTransferRate,
} from './upload-stream';

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
/** An upload that receives nothing for this long is abandoned (Fastify has no request timeout by default). */
export const UPLOAD_IDLE_MS = 60_000;
/** The defaults of UPLOAD_MIN_BYTES_PER_SECOND, UPLOAD_RATE_WINDOW_MS and IMAGE_MAX_PIXELS (config.ts). */
export const DEFAULT_MIN_BYTES_PER_SECOND = 1024;
export const DEFAULT_RATE_WINDOW_MS = 10_000;
export const DEFAULT_IMAGE_MAX_PIXELS = 40_000_000;
/** How long the multipart parser may take to settle once the whole body arrived. */
const PARSER_SETTLE_MS = 1000;

const INLINE_KINDS: readonly AttachmentKind[] = ['image', 'video'];

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

/** The bytes of a file, whole (200) or a range of them (206); HEAD answers the headers only. */
const fileBytes = (description: string) => ({
  description,
  content: { 'application/octet-stream': { schema: z.string() } },
});

export const filesRoutes: FastifyPluginAsyncZod<FilesRoutesOptions> = async (app, options) => {
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
  const checks = (request: FastifyRequest): StoredUploadChecks => ({
    storage,
    scanner,
    imageMaxPixels,
    log: request.log,
  });
  /** Requests cut off for their pace: answered, then closed, never drained. */
  const cutOff = new WeakSet<IncomingMessage>();
  const signer: FileUrlSigner = fileUrlSigner(
    await loadFileUrlSecret(storage, options.urlSecret ?? configuredFileUrlSecret()),
  );
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
      if (cutOff.has(request.raw) || !(await drainBody(request.raw, Math.min(DRAIN_IDLE_MS, idleMs))))
        reply.header('connection', 'close');
    }
    return payload;
  });

  /** Uploads in progress per user in this process: they count towards the pending cap. */
  const inFlight = new Map<string, number>();

  const uploadSchema = {
    consumes: ['multipart/form-data'],
    description: UPLOAD_BODY_DESCRIPTION,
    body: UploadBodySchema,
  };

  app.post(
    apiPaths.files,
    {
      config: { signed: true, auth: 'user' },
      schema: { ...uploadSchema, response: { 200: envelopeSchema(UploadedFileSchema) } },
    },
    async (request, reply) => {
      const session = await request.requireUser();
      const { brand, area } = request.site;
      return upload(request, reply, { userId: session.user.id }, brand.id, area);
    },
  );

  // An upload removed from the form before sending: gone, and no longer counted.
  app.post(
    apiPaths.discardFile,
    {
      config: { signed: true, auth: 'user' },
      schema: { body: DiscardFileSchema, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request, reply) => {
      const session = await request.requireUser();
      await discardUpload(db, storage, { userId: session.user.id }, request.body.fileId);
      return reply.ok(null);
    },
  );

  // Staff attach files to replies under the same rules, for a brand they work for.
  app.post(
    staffPaths.files,
    {
      config: { signed: true, auth: 'staff' },
      schema: {
        ...uploadSchema,
        querystring: StaffUploadQuerySchema,
        response: { 200: envelopeSchema(StaffUploadedFileSchema) },
      },
    },
    async (request, reply) => {
      const active = await request.requireStaff();
      const { brandId, area } = await staffUploadArea(db, active.brands, request.query.brand);
      return upload(request, reply, { staffId: active.staff.id }, brandId, area);
    },
  );

  async function upload(request: FastifyRequest, reply: FastifyReply, owner: FileOwner, brandId: string, area: string) {
    if (!request.isMultipart())
      throw new AppError(ErrorCode.validation, { data: [{ field: 'file', rule: 'multipart' }] });
    const { lang } = request.site;
    const brand = { id: brandId };
    const limits = await limitsFor(db, brand.id, area);
    const tooLarge = () =>
      new AppError(ErrorCode.attachmentTooLarge, {
        data: { maxBytes: limits.maxBytes },
        params: { size: formatBytes(limits.maxBytes, lang) },
      });
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limits.maxBytes + MULTIPART_SLACK_BYTES) throw tooLarge();

    const userId = owner.userId !== undefined ? `u${owner.userId}` : `s${owner.staffId}`;
    await checkPendingCap(db, owner, inFlight.get(userId) ?? 0, now());

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
    const stopRate = watchTransferRate(
      () => watch?.bytes ?? 0,
      rate,
      (why) => {
        if (cut.signal.aborted) return;
        cutOff.add(request.raw);
        request.log.info({ fileId, why, received: watch?.bytes ?? 0 }, 'upload cut off');
        cut.abort(
          why === 'slow'
            ? new AppError(ErrorCode.validation, {
                data: [{ field: 'file', rule: 'tooSlow' }],
                messageKey: 'uploadTooSlow',
                httpStatus: 408,
              })
            : new AppError(ErrorCode.validation, { data: [{ field: 'file', rule: 'incomplete' }] }),
        );
      },
    );
    try {
      const parts = request.parts({ limits: { fileSize: limits.maxBytes + 1, files: 1 } });
      // Starting the iterator pipes the body into the parser (synchronously); only then may a
      // second listener watch it flow, or it would take bytes the parser never sees.
      const first = parts.next();
      watch = new BodyWatch(
        request.raw,
        boundaryOf(request.headers['content-type']),
        limits.maxBytes + MULTIPART_SLACK_BYTES,
        () => {
          if (!cut.signal.aborted) cut.abort(tooLarge());
        },
      );
      // Once the whole body is in, the pace no longer matters, and the parser has every byte: a
      // file part it has not ended within PARSER_SETTLE_MS never will be (busboy can be left
      // waiting when a body stops right after a boundary), so the upload is incomplete.
      let fileStored = false;
      let settle: NodeJS.Timeout | undefined;
      onEnd = () => {
        stopRate();
        settle = setTimeout(() => {
          if (!fileStored && !cut.signal.aborted)
            cut.abort(new AppError(ErrorCode.validation, { data: [{ field: 'file', rule: 'incomplete' }] }));
        }, PARSER_SETTLE_MS);
        settle.unref();
      };
      request.raw.once('end', onEnd);
      let part: MultipartFile | null = null;
      try {
        for (
          let next = await unlessAborted(first, cut.signal);
          !next.done;
          next = await unlessAborted(parts.next(), cut.signal)
        ) {
          if (next.value.type === 'file') {
            part = next.value;
            break;
          }
        }
      } catch {
        if (cut.signal.aborted) throw cut.signal.reason;
        throw new AppError(ErrorCode.validation, { data: [{ field: 'file', rule: 'multipart' }] });
      }
      if (!part || part.fieldname !== 'file')
        throw new AppError(ErrorCode.validation, { data: [{ field: 'file', rule: 'required' }] });
      const file = part.file;
      // A client that goes away mid-upload: stop the write, which deletes what it wrote.
      onClose = () => {
        if (!bodyDone(request.raw)) file.destroy(new Error('client aborted the upload'));
      };
      request.raw.once('close', onClose);

      const name = sanitizeFileName(part.filename);
      const kind = attachmentKind(name);
      if (!kind) throw new AppError(ErrorCode.fileTypeMismatch, { data: [{ field: 'file', rule: 'extension' }] });
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
          if (head.length === 0) throw new AppError(ErrorCode.validation, { data: [{ field: 'file', rule: 'empty' }] });
          const sniffed = sniffContentType(extension, head, { complete });
          if (!sniffed) throw new AppError(ErrorCode.fileTypeMismatch, { data: [{ field: 'file', rule: 'content' }] });
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
        whole &&
        watch.closed &&
        (await Promise.race([rest, new Promise<boolean>((r) => setTimeout(() => r(false), PARSER_SETTLE_MS).unref())]));
      if (!parsed) throw new AppError(ErrorCode.validation, { data: [{ field: 'file', rule: 'incomplete' }] });

      size = await checkStoredUpload(
        checks(request),
        { fileId, key, uploadKey, contentType, extension, size, maxBytes: limits.maxBytes },
        written,
      );

      const row: FileRow = {
        purged_at: null,
        removed_after_days: null,
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
      await recordUpload(db, row);
      written.clear();
      return reply.ok(toUploadedFile(row, now(), signer.sign));
    } catch (err) {
      for (const k of written) await storage.delete(k);
      if (cut.signal.aborted && cut.signal.reason instanceof AppError) throw cut.signal.reason;
      if (err instanceof StorageLimitError) throw tooLarge();
      if (err instanceof AppError) throw err;
      const refusal = refusalOf(err, lang, imageMaxPixels);
      if (refusal) {
        request.log.info({ fileId, reason: (err as Error).message }, 'upload refused');
        throw refusal;
      }
      if (err instanceof ScanUnavailableError) {
        request.log.error({ fileId, err }, 'malware scanner unavailable: upload refused');
        throw scanUnavailable();
      }
      if (isClientSideFailure(err, request)) {
        throw new AppError(ErrorCode.validation, { data: [{ field: 'file', rule: 'incomplete' }] });
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

  async function mayRead(
    request: FastifyRequest,
    query: z.output<typeof FileQuerySchema>,
    row: FileRow | undefined,
    fileId: string,
  ): Promise<boolean> {
    const { exp, sig } = query;
    if (exp !== undefined && sig !== undefined && signer.verify(fileId, exp, sig, now())) return true;
    const session = await request.user();
    if (row && session && row.owner_user_id === session.user.id) return true;
    if (row && options.canRead && (await options.canRead(request, row))) return true;
    // A token that is no longer valid is answered as everywhere else, whether the file exists or not.
    if (!session && bearerToken(request)) throw new AppError(ErrorCode.sessionInvalid);
    return false;
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: apiPaths.file,
    schema: {
      params: FileParamSchema,
      querystring: FileQuerySchema,
      response: {
        200: fileBytes('The file, typed as stored, inline for images and videos'),
        206: fileBytes('The range asked for with Range: bytes=…'),
      },
    },
    async handler(request, typed) {
      // Bytes, or no body at all (304, 416): not the JSON answers the typed reply knows.
      const reply = typed as unknown as FastifyReply;
      const { fileId } = request.params;
      const row = await findFile(db, fileId);
      if (!(await mayRead(request, request.query, row, fileId)) || !row) throw AppError.notFound();
      // Removed by the retention setting: the row stays for the conversation, the bytes are gone.
      if (row.purged_at) throw AppError.notFound();

      const size = Number(row.size);
      const range = parseRange(request.headers.range, size);
      const etag = `"${row.id}"`;
      const fresh = request.headers['if-none-match'] === etag;
      // The bytes are opened only when they will be sent; a row whose bytes are gone is not found.
      const sendsBody = request.method !== 'HEAD' && !fresh && range !== 'unsatisfiable';
      const object: StoredObject | null = sendsBody
        ? await storage.openRead(row.storage_key, range ?? undefined)
        : null;
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
        .header(
          'content-disposition',
          contentDisposition(INLINE_KINDS.includes(row.kind) ? 'inline' : 'attachment', row.name),
        );
      if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
      reply.header('content-length', String(range ? range.end - range.start + 1 : size));
      if (request.method === 'HEAD') return reply.send();
      return reply.send(object!.stream);
    },
  });
};
