// POST /files: one attachment, streamed to storage (never a whole file in memory), checked against
// the limits in force and its content against its extension; GET /files/:fileId: the file, to its
// owner (Bearer token) or to anyone holding a signed URL, as "not found" to everybody else.
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { Kysely } from 'kysely';
import { attachmentKind, extensionOf, formatBytes, type AttachmentKind } from '@guildhall/contract/attachments';
import { ErrorCode } from '@guildhall/contract/errors';
import { apiPaths } from '@guildhall/contract/paths';
import { staffPaths } from '@guildhall/contract/staff';
import type { Database, FileRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
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
      if (!(await drainBody(request.raw, Math.min(DRAIN_IDLE_MS, idleMs)))) reply.header('connection', 'close');
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
    let stored = false;
    let onClose: (() => void) | null = null;
    let lastData = Date.now();
    const onData = () => {
      lastData = Date.now();
    };
    // A client that stops sending: abort the write (mid-file) or drop the connection (before it).
    let receiving = false;
    const stall = new AbortController();
    const watchdog = setInterval(() => {
      if (Date.now() - lastData <= idleMs) return;
      stall.abort(new Error('upload stalled'));
      if (!receiving) request.raw.destroy();
    }, Math.min(5000, idleMs / 4));
    watchdog.unref();
    try {
      let part: Awaited<ReturnType<FastifyRequest['file']>>;
      try {
        part = await request.file({ limits: { fileSize: limits.maxBytes + 1, files: 1 } });
      } catch {
        throw new AppError(ErrorCode.validation, [{ field: 'file', rule: 'multipart' }]);
      }
      if (!part || part.fieldname !== 'file') throw new AppError(ErrorCode.validation, [{ field: 'file', rule: 'required' }]);
      // The body is piped to the multipart parser now: one more listener only watches it flow.
      receiving = true;
      lastData = Date.now();
      request.raw.on('data', onData);
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
      const { size } = await storage.putStream(key, file, {
        maxBytes: limits.maxBytes,
        signal: stall.signal,
        firstBytes: SNIFF_BYTES,
        onFirstBytes(head, complete) {
          if (head.length === 0) throw new AppError(ErrorCode.validation, [{ field: 'file', rule: 'empty' }]);
          const sniffed = sniffContentType(extension, head, { complete });
          if (!sniffed) throw new AppError(ErrorCode.fileTypeMismatch, [{ field: 'file', rule: 'content' }]);
          contentType = sniffed;
        },
      });
      stored = true;
      // Busboy stops at maxBytes + 1: a truncated stream is over the limit even if it looked whole.
      if (file.truncated) throw tooLarge();
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
      return reply.ok(toUploadedFile(row, now(), signer.sign));
    } catch (err) {
      if (stored) await storage.delete(key);
      if (err instanceof StorageLimitError) throw tooLarge();
      if (err instanceof AppError) throw err;
      if (isClientSideFailure(err, request)) {
        throw new AppError(ErrorCode.validation, [{ field: 'file', rule: 'incomplete' }]);
      }
      throw err;
    } finally {
      clearInterval(watchdog);
      request.raw.off('data', onData);
      if (onClose) request.raw.off('close', onClose);
      const n = (inFlight.get(userId) ?? 1) - 1;
      if (n > 0) inFlight.set(userId, n);
      else inFlight.delete(userId);
    }
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
