// Object storage behind one interface. The embedded default keeps objects under a folder; with
// S3_* settings s3-storage.ts takes its place: every operation below maps onto S3 (PutObject or a
// multipart upload that is completed only at the end, conditional PutObject with If-None-Match,
// GetObject with Range, HeadObject, DeleteObject, ListObjectsV2, and aborting stale multipart
// uploads). Nothing
// outside these two files touches the objects themselves, except the static serving of public
// artwork straight from the folder when there is one (`root`).
//
// Writes never leave a half-written object behind: bytes go to a temporary file first (in the
// `.incomplete` folder, which is no object's) and are flushed to disk and renamed into place only
// when complete; a failed, refused or abandoned write deletes its temporary file, and one cut short
// by a crash leaves it for purgeIncomplete.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Transform, type Readable, type TransformCallback, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** How many leading bytes `putStream` hands to `onFirstBytes` by default. */

/** What the file system answers for a key that names no file: a missing one, a path through a file, a name too long for it. */
const NO_SUCH_FILE: ReadonlySet<string> = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG']);
export const FIRST_BYTES = 4096;

export interface PutStreamOptions {
  /** The object may have at most this many bytes; one more aborts the write with StorageLimitError. */
  maxBytes: number;
  /**
   * Sees the first `firstBytes` bytes (all of them when the object is smaller; `complete` then
   * says so) before a single byte is written. Throwing refuses the object: the write is aborted,
   * nothing remains, and `putStream` rethrows that error.
   */
  onFirstBytes?: (head: Buffer, complete: boolean) => void | Promise<void>;
  firstBytes?: number;
  /** Aborting it aborts the write (nothing remains). */
  signal?: AbortSignal;
}

export interface ObjectInfo {
  /** The whole object's size in bytes. */
  size: number;
  /** An opaque validator that changes whenever the object's bytes do, quoted as in HTTP. */
  etag: string;
  lastModified: Date;
}

/** An object as a listing names it. */
export interface ListedObject {
  key: string;
  size: number;
  /** When it was written (on S3, when its multipart upload began). */
  lastModified: Date;
}

export interface StoredObject extends ObjectInfo {
  /** The object's bytes, or the requested range of them. */
  stream: Readable;
}

/** Inclusive byte range, as in HTTP's `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface Storage {
  put(key: string, data: Buffer | string): Promise<void>;
  /** Writes only when no object has this key (atomically); false when one already exists. */
  putIfAbsent(key: string, data: Buffer | string): Promise<boolean>;
  /** Streams `source` into the object `key`, never holding it in memory; see PutStreamOptions. */
  putStream(key: string, source: Readable, options: PutStreamOptions): Promise<{ size: number }>;
  /** The object (or a byte range of it), or null when there is none. */
  openRead(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Size and validators of the object without its bytes, or null when there is none. */
  stat(key: string): Promise<ObjectInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing one that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every object whose key starts with `prefix`, page by page (never all in memory), in no
   * promised order; never the leftovers of incomplete writes.
   */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Removes what writes interrupted by a crash left behind, once older than `olderThanMs`. */
  purgeIncomplete(olderThanMs: number, now?: number): Promise<number>;
  /**
   * The local folder the objects live in, so public artwork can be served from it statically;
   * absent when the objects are not on this machine's disk (S3), and then /media/ streams them.
   */
  readonly root?: string;
}

/** The object is larger than `maxBytes`: the write was aborted and nothing remains. */
export class StorageLimitError extends Error {
  override name = 'StorageLimitError';
  constructor(readonly maxBytes: number) {
    super(`object larger than ${maxBytes} bytes`);
  }
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Keys are relative paths of letters, digits and `/_.-`, never starting with a dot or holding `..`. */
export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..');
}

/** The validator of a local file: changes with its size or modification time. */
function fileEtag(st: fs.Stats): string {
  return `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
}

/** Temporary files of streamed writes; keys cannot start with a dot, so no object lives here. */
const TEMP_DIR = '.incomplete';

/**
 * Counts bytes and enforces the limit; holds back the first bytes (at most `firstBytes`) until
 * `onFirstBytes` accepted them, so a refused object never reaches the disk (or the network: the S3
 * storage sends nothing before the first part is full).
 */
export class Gate extends Transform {
  /** Bytes that went through. (Not `size`: lib-storage would take that for the body's length.) */
  received = 0;
  private head: Buffer[] = [];
  private headLength = 0;
  private checked: boolean;

  constructor(private readonly options: PutStreamOptions) {
    super();
    this.checked = !options.onFirstBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.received += chunk.length;
    if (this.received > this.options.maxBytes) return callback(new StorageLimitError(this.options.maxBytes));
    if (this.checked) return callback(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < (this.options.firstBytes ?? FIRST_BYTES)) return callback();
    this.release(false, callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.checked) return callback();
    this.release(true, callback);
  }

  private release(complete: boolean, callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    const limit = this.options.firstBytes ?? FIRST_BYTES;
    Promise.resolve()
      .then(() => this.options.onFirstBytes!(head.subarray(0, limit), complete && head.length <= limit))
      .then(
        () => {
          this.checked = true;
          callback(null, head);
        },
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
  }
}

/**
 * pipeline() from `source` through `streams` (the last one written to), also rejecting when the
 * source closes before its end without an error. pipeline() treats a source that pushed its last
 * byte but was destroyed before emitting 'end' as about to end and waits for that 'end' forever,
 * deaf even to its abort signal on Node 24: @fastify/multipart destroys a file part that way when
 * the body breaks off after it while part of the file is still buffered. The other streams are
 * then destroyed with the error, so the write stops and the caller cleans up.
 */
export function pipeFrom(source: Readable, streams: [Transform, ...Writable[]], signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onClose = () => {
      if (source.readableEnded) return;
      const err =
        source.errored ??
        Object.assign(new Error('source closed before its end'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
      for (const stream of streams) stream.destroy(err);
      reject(err);
    };
    source.once('close', onClose);
    pipeline([source, ...streams], signal ? { signal } : {})
      .then(resolve, reject)
      .finally(() => source.off('close', onClose));
  });
}

export function localStorage(root: string): Storage {
  fs.mkdirSync(root, { recursive: true });
  const tempDir = path.join(root, TEMP_DIR);
  function fileOf(key: string): string {
    if (!isValidKey(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(root, key);
  }
  async function tempFile(): Promise<string> {
    await fsp.mkdir(tempDir, { recursive: true });
    return path.join(tempDir, `${randomUUID()}.part`);
  }
  return {
    root,
    async put(key, data) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const tmp = await tempFile();
      try {
        await fsp.writeFile(tmp, data, { flush: true });
        await fsp.rename(tmp, file);
      } catch (err) {
        await fsp.rm(tmp, { force: true });
        throw err;
      }
    },
    async putIfAbsent(key, data) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const tmp = await tempFile();
      try {
        await fsp.writeFile(tmp, data, { mode: 0o600, flush: true });
        // link() fails when the name exists: of several writers exactly one wins, and a reader
        // never sees a partly written object.
        await fsp.link(tmp, file);
        return true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw err;
      } finally {
        await fsp.rm(tmp, { force: true });
      }
    },
    async putStream(key, source, options) {
      const file = fileOf(key);
      const tmp = await tempFile();
      // A source that was destroyed before we got to it (a client gone mid-upload) would leave
      // pipeline() waiting forever; fail right away instead.
      if (source.destroyed)
        throw (
          source.errored ??
          Object.assign(new Error('source closed before it was read'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })
        );
      const gate = new Gate(options);
      // flush: on disk before the rename, so a power cut cannot leave a named object with fewer
      // bytes than its row says (a kill alone would not lose them).
      const out = fs.createWriteStream(tmp, { flags: 'wx', mode: 0o600, flush: true });
      try {
        await pipeFrom(source, [gate, out], options.signal);
        await fsp.mkdir(path.dirname(file), { recursive: true });
        await fsp.rename(tmp, file);
        return { size: gate.received };
      } catch (err) {
        source.destroy();
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        await fsp.rm(tmp, { force: true });
        throw err;
      }
    },
    async openRead(key, range) {
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(fileOf(key), 'r');
      } catch (err) {
        if (NO_SUCH_FILE.has((err as NodeJS.ErrnoException).code ?? '')) return null;
        throw err;
      }
      try {
        const st = await handle.stat();
        // A folder opens for reading too; it is no object.
        if (!st.isFile()) {
          await handle.close();
          return null;
        }
        const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
        return { stream, size: st.size, etag: fileEtag(st), lastModified: st.mtime };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
    async stat(key) {
      try {
        const st = await fsp.stat(fileOf(key));
        return st.isFile() ? { size: st.size, etag: fileEtag(st), lastModified: st.mtime } : null;
      } catch (err) {
        if (NO_SUCH_FILE.has((err as NodeJS.ErrnoException).code ?? '')) return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        await fsp.access(fileOf(key));
        return true;
      } catch {
        return false;
      }
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    async *list(prefix) {
      // Walks only the folder the prefix names (`files/ab/` reads one shard), skipping the temporary files.
      const start = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const pending = [start];
      while (pending.length > 0) {
        const dir = pending.pop()!;
        let entries: fs.Dirent[];
        try {
          entries = await fsp.readdir(path.join(root, dir), { withFileTypes: true });
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code;
          if (code === 'ENOENT' || code === 'ENOTDIR') continue;
          throw err;
        }
        for (const entry of entries) {
          const key = dir ? `${dir}/${entry.name}` : entry.name;
          if (key === TEMP_DIR) continue;
          if (entry.isDirectory()) {
            if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) pending.push(key);
          } else if (entry.isFile() && key.startsWith(prefix)) {
            try {
              const st = await fsp.stat(path.join(root, key));
              yield { key, size: st.size, lastModified: st.mtime };
            } catch {
              // deleted meanwhile: not an object any more
            }
          }
        }
      }
    },
    async purgeIncomplete(olderThanMs, now = Date.now()) {
      let names: string[];
      try {
        names = await fsp.readdir(tempDir);
      } catch {
        return 0;
      }
      let removed = 0;
      for (const name of names) {
        const file = path.join(tempDir, name);
        try {
          const st = await fsp.stat(file);
          if (now - st.mtimeMs < olderThanMs) continue;
          await fsp.rm(file, { force: true });
          removed += 1;
        } catch {
          // gone meanwhile: fine
        }
      }
      return removed;
    },
  };
}
