// Zip archives (and the Office Open XML documents that are zips: .docx, .xlsx) are opened after
// upload and every entry is actually inflated, with limits, before the file is kept: declared sizes
// are never trusted (a "zip bomb" declares small sizes or lies), so the bytes are counted as they
// come out and the inflating stops the moment a limit is passed. Refused:
//
// - more than ARCHIVE_MAX_ENTRIES entries (nested archives' entries included);
// - more than ARCHIVE_MAX_EXPANDED_BYTES once inflated (likewise);
// - an entry, or the whole, expanding more than ARCHIVE_MAX_RATIO times its compressed size,
//   once past ARCHIVE_RATIO_FLOOR_BYTES (a few KB of text compress that well, harmlessly);
// - archives nested deeper than ARCHIVE_MAX_NESTING, or a nested one above NESTED_ARCHIVE_MAX_BYTES
//   (a nested archive is inspected from memory, so its size is bounded);
// - names that leave the extraction folder: absolute, a drive letter, `..`, backslashes;
// - encrypted entries: they cannot be inflated, so neither limit nor malware scan can see into them;
// - compression methods other than stored and deflate, for the same reason, and corrupt archives.
//
// A .docx or .xlsx must also be what its name says: [Content_Types].xml, _rels/.rels, and
// word/document.xml or xl/workbook.xml, and no macros (vbaProject.bin, or a macro-enabled main
// part): macros belong to .docm/.xlsm, which the site does not take.
//
// The archive is read where it is stored, by ranges (storage.openRead), so this works the same on
// the local folder and on S3.
import { PassThrough, type Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { Storage } from './storage';

export const ARCHIVE_MAX_ENTRIES = 1_000;
export const ARCHIVE_MAX_EXPANDED_BYTES = 200 * 1024 * 1024;
export const ARCHIVE_MAX_RATIO = 100;
export const ARCHIVE_RATIO_FLOOR_BYTES = 1024 * 1024;
/** Archives inside the archive, and archives inside those; one more level is refused. */
export const ARCHIVE_MAX_NESTING = 2;
export const NESTED_ARCHIVE_MAX_BYTES = 16 * 1024 * 1024;
/** [Content_Types].xml is read whole to look for macro-enabled parts; real ones are a few KB. */
const CONTENT_TYPES_MAX_BYTES = 1024 * 1024;

export type ArchiveKind = 'zip' | 'docx' | 'xlsx';

export type ArchiveProblem =
  /** Too many entries. */
  | 'entries'
  /** Expands beyond the size or ratio limits. */
  | 'expanded'
  /** Unsafe names, nesting, encryption, unsupported compression, corrupt. */
  | 'unsafe'
  /** Encrypted entries. */
  | 'encrypted'
  /** Not the document its extension says. */
  | 'document'
  /** A document with macros. */
  | 'macros';

export class ArchiveRefusal extends Error {
  override name = 'ArchiveRefusal';
  constructor(
    readonly problem: ArchiveProblem,
    message: string,
  ) {
    super(message);
  }
}

const OOXML_MAIN_PART: Record<Exclude<ArchiveKind, 'zip'>, string> = {
  docx: 'word/document.xml',
  xlsx: 'xl/workbook.xml',
};

/** Small reads (headers) are served from blocks of this size, so an archive of many small entries costs few storage reads. */
const BLOCK_BYTES = 64 * 1024;
const CACHED_BLOCKS = 4;

/** A RandomAccessReader (yauzl) over byte ranges of a stored object. */
class StorageReader extends yauzl.RandomAccessReader {
  private readonly blocks = new Map<number, Promise<Buffer>>();

  constructor(
    private readonly storage: Storage,
    private readonly key: string,
    private readonly size: number,
  ) {
    super();
  }

  private async range(start: number, end: number): Promise<Readable> {
    const object = await this.storage.openRead(this.key, { start, end: end - 1 });
    if (!object) throw new Error(`${this.key} is gone`);
    return object.stream;
  }

  private block(index: number): Promise<Buffer> {
    let block = this.blocks.get(index);
    if (!block) {
      const start = index * BLOCK_BYTES;
      block = this.range(start, Math.min(this.size, start + BLOCK_BYTES)).then(async (stream) => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
        return Buffer.concat(chunks);
      });
      block.catch(() => this.blocks.delete(index));
      this.blocks.set(index, block);
      if (this.blocks.size > CACHED_BLOCKS) this.blocks.delete(this.blocks.keys().next().value!);
    }
    return block;
  }

  private async small(start: number, end: number): Promise<Buffer> {
    const first = Math.floor(start / BLOCK_BYTES);
    const last = Math.floor((end - 1) / BLOCK_BYTES);
    const parts = await Promise.all(Array.from({ length: last - first + 1 }, (_, i) => this.block(first + i)));
    const joined = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
    return joined.subarray(start - first * BLOCK_BYTES, end - first * BLOCK_BYTES);
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const out = new PassThrough();
    const fail = (err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err)));
    if (end <= start) out.end();
    else if (end - start <= BLOCK_BYTES) this.small(start, end).then((buf) => out.end(buf), fail);
    else
      this.range(start, end).then((stream) => {
        stream.on('error', fail);
        stream.pipe(out);
      }, fail);
    return out;
  }
}

interface Budget {
  entries: number;
  expanded: number;
}

/** Why yauzl gave up, in our terms; errors of the storage itself are passed on. */
function refusalOf(err: unknown): Error {
  if (err instanceof ArchiveRefusal) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (/invalid characters in fileName|absolute path|invalid relative path/.test(message)) {
    return new ArchiveRefusal('unsafe', `unsafe entry name: ${message}`);
  }
  if (/ is gone$/.test(message) || (err as NodeJS.ErrnoException | null)?.code?.startsWith('E')) return err as Error;
  return new ArchiveRefusal('unsafe', `unreadable archive: ${message}`);
}

function open(source: { storage: Storage; key: string; size: number } | Buffer): Promise<yauzl.ZipFile> {
  const options = {
    lazyEntries: true,
    autoClose: true,
    decodeStrings: true,
    validateEntrySizes: true,
    strictFileNames: true,
  };
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, zip?: yauzl.ZipFile) => (err ? reject(refusalOf(err)) : resolve(zip!));
    if (Buffer.isBuffer(source)) yauzl.fromBuffer(source, options, done);
    else
      yauzl.fromRandomAccessReader(
        new StorageReader(source.storage, source.key, source.size),
        source.size,
        options,
        done,
      );
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) => (err ? reject(refusalOf(err)) : resolve(stream))),
  );
}

function looksLikeZip(head: Buffer): boolean {
  return (
    head.length >= 4 &&
    head[0] === 0x50 &&
    head[1] === 0x4b &&
    (head[2] === 0x03 || head[2] === 0x05) &&
    (head[3] === 0x04 || head[3] === 0x06)
  );
}

/**
 * Inflates every entry of one archive (and, recursively, of the archives in it), charging
 * `budget`; returns the lower-cased names of its entries.
 */
async function walk(
  zip: yauzl.ZipFile,
  archiveSize: number,
  depth: number,
  budget: Budget,
  kind: ArchiveKind,
): Promise<{ names: Set<string>; contentTypes: string }> {
  const names = new Set<string>();
  let contentTypes = '';
  if (budget.entries + zip.entryCount > ARCHIVE_MAX_ENTRIES) {
    zip.close();
    throw new ArchiveRefusal('entries', `more than ${ARCHIVE_MAX_ENTRIES} entries`);
  }
  let expandedHere = 0;
  try {
    for (;;) {
      const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
        const onEntry = (e: yauzl.Entry) => {
          zip.off('end', onEnd);
          zip.off('error', onError);
          resolve(e);
        };
        const onEnd = () => {
          zip.off('entry', onEntry);
          zip.off('error', onError);
          resolve(null);
        };
        const onError = (err: Error) => {
          zip.off('entry', onEntry);
          zip.off('end', onEnd);
          reject(refusalOf(err));
        };
        zip.once('entry', onEntry);
        zip.once('end', onEnd);
        zip.once('error', onError);
        zip.readEntry();
      });
      if (!entry) break;
      budget.entries += 1;
      const name = entry.fileName;
      names.add(name.toLowerCase());
      if (entry.isEncrypted()) throw new ArchiveRefusal('encrypted', `encrypted entry ${name}`);
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
        throw new ArchiveRefusal('unsafe', `entry ${name} uses compression method ${entry.compressionMethod}`);
      }
      if (/(^|\/)vbaproject\.bin$/i.test(name) && kind !== 'zip')
        throw new ArchiveRefusal('macros', `macros in ${name}`);
      if (name.endsWith('/')) continue;

      const stream = await openEntry(zip, entry);
      let bytes = 0;
      let head: Buffer | null = null;
      let nested: Buffer[] | null = null;
      const isContentTypes = depth === 0 && kind !== 'zip' && name.toLowerCase() === '[content_types].xml';
      const ctChunks: Buffer[] = [];
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          bytes += chunk.length;
          budget.expanded += chunk.length;
          if (budget.expanded > ARCHIVE_MAX_EXPANDED_BYTES) {
            throw new ArchiveRefusal('expanded', `expands to more than ${ARCHIVE_MAX_EXPANDED_BYTES} bytes`);
          }
          if (bytes > ARCHIVE_RATIO_FLOOR_BYTES && bytes > ARCHIVE_MAX_RATIO * Math.max(1, entry.compressedSize)) {
            throw new ArchiveRefusal('expanded', `entry ${name} expands more than ${ARCHIVE_MAX_RATIO} times`);
          }
          if (head === null) {
            head = chunk.subarray(0, 4);
            if (looksLikeZip(head)) {
              if (depth + 1 > ARCHIVE_MAX_NESTING)
                throw new ArchiveRefusal('unsafe', `archives nested deeper than ${ARCHIVE_MAX_NESTING}`);
              nested = [];
            }
          }
          if (nested) {
            if (bytes > NESTED_ARCHIVE_MAX_BYTES)
              throw new ArchiveRefusal('unsafe', `nested archive ${name} above ${NESTED_ARCHIVE_MAX_BYTES} bytes`);
            nested.push(chunk);
          }
          if (isContentTypes) {
            if (bytes > CONTENT_TYPES_MAX_BYTES) throw new ArchiveRefusal('document', '[Content_Types].xml too large');
            ctChunks.push(chunk);
          }
        }
      } catch (err) {
        throw refusalOf(err);
      } finally {
        stream.destroy();
      }
      expandedHere += bytes;
      if (isContentTypes) contentTypes = Buffer.concat(ctChunks).toString('utf8');
      if (nested) {
        const inner = Buffer.concat(nested);
        nested = null;
        const innerZip = await open(inner);
        await walk(innerZip, inner.length, depth + 1, budget, 'zip');
      }
    }
  } finally {
    zip.close();
  }
  if (expandedHere > ARCHIVE_RATIO_FLOOR_BYTES && expandedHere > ARCHIVE_MAX_RATIO * Math.max(1, archiveSize)) {
    throw new ArchiveRefusal('expanded', `expands more than ${ARCHIVE_MAX_RATIO} times`);
  }
  return { names, contentTypes };
}

/**
 * Checks the archive stored under `key` (`size` bytes) as described at the top of this file.
 * Resolves when it may be kept; ArchiveRefusal says why not; storage errors are passed on.
 */
export async function inspectStoredArchive(
  storage: Storage,
  key: string,
  size: number,
  kind: ArchiveKind,
): Promise<void> {
  const zip = await open({ storage, key, size });
  const { names, contentTypes } = await walk(zip, size, 0, { entries: 0, expanded: 0 }, kind);
  if (kind === 'zip') return;
  for (const part of ['[content_types].xml', '_rels/.rels', OOXML_MAIN_PART[kind]]) {
    if (!names.has(part)) throw new ArchiveRefusal('document', `not a .${kind}: no ${part}`);
  }
  if (/macroEnabled/i.test(contentTypes)) throw new ArchiveRefusal('macros', 'a macro-enabled document');
}
