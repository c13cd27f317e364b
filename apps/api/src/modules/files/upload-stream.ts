// The body of an upload on its way in, below the multipart parser: whether it arrived whole (the
// close delimiter, the announced length), its transfer rate, reading and dropping what is left
// after an early answer, and telling the client's failures from ours. HTTP plumbing of
// files.routes, free of any rule about files.
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

/**
 * After an early answer (a refusal before the whole body arrived) the rest of the body is read
 * and dropped, so the client, still sending, gets to read the answer; past this much or this
 * long, the connection is closed instead.
 */
const DRAIN_MAX_BYTES = 32 * 1024 * 1024;
const DRAIN_MAX_MS = 30_000;
export const DRAIN_IDLE_MS = 5_000;

/** Whether the request body has been read to its end. */
export function bodyDone(raw: IncomingMessage): boolean {
  return raw.complete || raw.readableEnded;
}

/** Reads and drops what is left of the request body; false when it would take too much or stalls. */
export function drainBody(raw: IncomingMessage, idleMs: number): Promise<boolean> {
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
export function boundaryOf(contentType: string | undefined): string | null {
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
export class BodyWatch {
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
export function watchTransferRate(
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
export function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
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

/** Failures of the multipart framing or of the client's connection, as opposed to ours. */
export function isClientSideFailure(err: unknown, request: FastifyRequest): boolean {
  if (request.raw.destroyed && !bodyDone(request.raw)) return true;
  const e = err as { code?: string; message?: string };
  if (typeof e.code === 'string' && ['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'ABORT_ERR'].includes(e.code))
    return true;
  if (typeof e.code === 'string' && e.code.startsWith('FST_')) return true;
  return /multipart|unexpected end|terminated early|malformed|boundary|aborted|stalled/i.test(e.message ?? '');
}
