// The contract of lib/storage.ts's Storage, run against every implementation (the folder in
// storage.test.ts, S3 in s3-storage.test.ts) so they stay equal. Each supplies a harness: a fresh
// storage per test, what it holds (objects, and leftovers of incomplete writes), and a way to
// leave an incomplete write behind as a crash would.
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { StorageLimitError, type Storage } from '../src/lib/storage';

export interface StorageHarness {
  storage: Storage;
  /**
   * Everything stored, sorted: objects by key, and what incomplete writes left as
   * `incomplete:<something>` (temporary files, open multipart uploads).
   */
  contents(): Promise<string[]>;
  /** Leaves one incomplete write behind, as a process that crashed mid-write would. */
  leaveIncompleteWrite(): Promise<void>;
}

/** `total` bytes in chunks of `chunk`, generated as they are read; optionally failing after `fail.after`. */
export function generated(total: number, chunk = 64 * 1024, fail?: { after: number }): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (fail && sent >= fail.after) return this.destroy(new Error('source failed'));
      if (sent >= total) return this.push(null);
      const n = Math.min(chunk, total - sent);
      const buf = Buffer.alloc(n, sent % 251);
      sent += n;
      this.push(buf);
    },
  });
}

export async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function byteCount(stream: Readable): Promise<number> {
  let n = 0;
  for await (const c of stream) n += (c as Buffer).length;
  return n;
}

const MB = 1024 * 1024;

/** Registers the contract's tests in the calling describe(); `setup` runs before each. */
export function storageContract(setup: () => StorageHarness) {
  let h: StorageHarness;
  const fresh = () => {
    h = setup();
    return h.storage;
  };

  it('puts objects and tells which exist; keys are checked', async () => {
    const storage = fresh();
    await storage.put('artwork/logo.svg', '<svg/>');
    expect(await storage.exists('artwork/logo.svg')).toBe(true);
    expect(await storage.exists('artwork/none.svg')).toBe(false);
    await expect(storage.put('../escape', 'x')).rejects.toThrow(/invalid storage key/);
    await expect(storage.put('.hidden', 'x')).rejects.toThrow(/invalid storage key/);
    expect(await h.contents()).toEqual(['artwork/logo.svg']);
  });

  it('reads a key that names no object as missing: a folder, a path through an object, a name too long for a file system', async () => {
    const storage = fresh();
    await storage.put('artwork/logo.svg', '<svg/>');
    for (const key of ['artwork', 'artwork/logo.svg/more', `artwork/${'a'.repeat(300)}`]) {
      expect(await storage.stat(key), key).toBeNull();
      expect(await storage.openRead(key), key).toBeNull();
    }
  });

  it('streams an object into place and reads it back, whole or a range, with its size and validators', async () => {
    const storage = fresh();
    const result = await storage.putStream('files/a/b', generated(300_000), { maxBytes: 300_000 });
    expect(result.size).toBe(300_000);
    expect(await h.contents()).toEqual(['files/a/b']);
    const whole = await storage.openRead('files/a/b');
    expect(whole?.size).toBe(300_000);
    expect(await byteCount(whole!.stream)).toBe(300_000);
    await storage.put('t/hello', 'hello world');
    const part = await storage.openRead('t/hello', { start: 6, end: 10 });
    expect(part?.size).toBe(11);
    expect(await text(part!.stream)).toBe('world');
    const info = await storage.stat('t/hello');
    expect(info).toMatchObject({ size: 11, etag: expect.stringMatching(/^"[^"]+"$/) });
    expect(Math.abs(info!.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
    // The validator changes with the bytes.
    await storage.put('t/hello', 'hello there, world');
    expect((await storage.stat('t/hello'))?.etag).not.toBe(info!.etag);
    expect(await storage.openRead('t/missing')).toBeNull();
    expect(await storage.stat('t/missing')).toBeNull();
  });

  it('aborts at one byte over the limit and leaves nothing, also after whole parts were sent', async () => {
    const storage = fresh();
    await expect(storage.putStream('files/big', generated(1001, 100), { maxBytes: 1000 })).rejects.toBeInstanceOf(
      StorageLimitError,
    );
    await expect(storage.putStream('files/big', generated(10_000_000), { maxBytes: 1000 })).rejects.toMatchObject({
      maxBytes: 1000,
    });
    // Over the limit only after more than two S3 parts (5 MB each) went out.
    await expect(storage.putStream('files/big', generated(14 * MB), { maxBytes: 12 * MB })).rejects.toBeInstanceOf(
      StorageLimitError,
    );
    expect(await h.contents()).toEqual([]);
    expect((await storage.putStream('files/exact', generated(1000, 100), { maxBytes: 1000 })).size).toBe(1000);
    expect(await h.contents()).toEqual(['files/exact']);
  });

  it('hands the first bytes over before writing; a refusal leaves nothing', async () => {
    const storage = fresh();
    const seen: { length: number; complete: boolean }[] = [];
    await storage.putStream('files/ok', generated(20_000, 1000), {
      maxBytes: 50_000,
      onFirstBytes: (head, complete) => void seen.push({ length: head.length, complete }),
    });
    await storage.putStream('files/small', generated(10, 3), {
      maxBytes: 50_000,
      onFirstBytes: (head, complete) => void seen.push({ length: head.length, complete }),
    });
    expect(seen).toEqual([
      { length: 4096, complete: false },
      { length: 10, complete: true },
    ]);
    const refusal = new Error('not a PNG');
    await expect(
      storage.putStream('files/refused', generated(12 * MB), {
        maxBytes: 20 * MB,
        onFirstBytes: async () => {
          await new Promise((r) => setTimeout(r, 5));
          throw refusal;
        },
      }),
    ).rejects.toBe(refusal);
    expect(await storage.exists('files/refused')).toBe(false);
    expect(await h.contents()).toEqual(['files/ok', 'files/small']);
  });

  it('leaves nothing when the source fails or the write is aborted midway', async () => {
    const storage = fresh();
    await expect(
      storage.putStream('files/x', generated(1_000_000, 1000, { after: 500_000 }), { maxBytes: 2_000_000 }),
    ).rejects.toThrow('source failed');
    // A failure after two whole S3 parts were sent.
    await expect(
      storage.putStream('files/x', generated(14 * MB, 64 * 1024, { after: 11 * MB }), { maxBytes: 20 * MB }),
    ).rejects.toThrow('source failed');
    for (const pushed of [10_000, 11 * MB]) {
      const controller = new AbortController();
      const slow = new Readable({ read() {} });
      const writing = storage.putStream('files/y', slow, { maxBytes: 20 * MB, signal: controller.signal });
      for (let sent = 0; sent < pushed; sent += 64 * 1024) slow.push(Buffer.alloc(Math.min(64 * 1024, pushed - sent)));
      await new Promise((r) => setTimeout(r, 300));
      controller.abort();
      await expect(writing).rejects.toThrow();
    }
    expect(await h.contents()).toEqual([]);
  });

  it('leaves nothing when the source is destroyed after its last byte was pushed but before it was read', async () => {
    // What @fastify/multipart does to a file part when the body breaks off after it: the part was
    // pushed whole, then destroyed without an error while some of it was still buffered (pipeline()
    // waited for its 'end' forever).
    const storage = fresh();
    const source = new Readable({ read() {} });
    for (let sent = 0; sent < 2 * MB; sent += 64 * 1024) source.push(Buffer.alloc(64 * 1024, 7));
    source.push(null);
    let endedBeforeDestroy: boolean | null = null;
    // Destroyed as the write starts reading it, before a byte of it was read.
    source.once('resume', () => {
      endedBeforeDestroy = source.readableEnded;
      source.destroy();
    });
    await expect(storage.putStream('files/z', source, { maxBytes: 20 * MB })).rejects.toThrow();
    expect(endedBeforeDestroy).toBe(false);
    expect(await h.contents()).toEqual([]);
  });

  it('creates an object only once, whoever races for it', async () => {
    const storage = fresh();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => storage.putIfAbsent('secrets/k', `value ${i}`)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = results.indexOf(true);
    expect(await text((await storage.openRead('secrets/k'))!.stream)).toBe(`value ${winner}`);
    expect(await storage.putIfAbsent('secrets/k', 'later')).toBe(false);
    expect(await text((await storage.openRead('secrets/k'))!.stream)).toBe(`value ${winner}`);
    expect(await h.contents()).toEqual(['secrets/k']);
  });

  it('lists the objects under a prefix with their sizes, across pages, never the leftovers of interrupted writes', async () => {
    const storage = fresh();
    const listed = async (prefix: string) => {
      const out: string[] = [];
      for await (const o of storage.list(prefix)) {
        expect(Math.abs(o.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
        out.push(`${o.key}:${o.size}`);
      }
      return out.sort();
    };
    expect(await listed('files/')).toEqual([]);
    const keys = [
      'files/0a/0a01',
      'files/0a/0a02',
      'files/0b/0b01',
      'files/ff/ff01',
      'files/ff/ff02',
      'secrets/k',
      'filesx',
    ];
    for (const [i, key] of keys.entries()) await storage.put(key, 'x'.repeat(i + 1));
    await storage.putStream('files/0a/0a03', generated(70_000), { maxBytes: 100_000 });
    await h.leaveIncompleteWrite();
    expect(await listed('files/')).toEqual([
      'files/0a/0a01:1',
      'files/0a/0a02:2',
      'files/0a/0a03:70000',
      'files/0b/0b01:3',
      'files/ff/ff01:4',
      'files/ff/ff02:5',
    ]);
    expect(await listed('files/0a/')).toEqual(['files/0a/0a01:1', 'files/0a/0a02:2', 'files/0a/0a03:70000']);
    expect(await listed('files/f')).toEqual(['files/ff/ff01:4', 'files/ff/ff02:5']);
    expect(await listed('files')).toHaveLength(7);
    expect(await listed('')).toHaveLength(8);
    expect(await listed('nothing/')).toEqual([]);
    await storage.delete('files/0a/0a02');
    expect(await listed('files/0a/')).toEqual(['files/0a/0a01:1', 'files/0a/0a03:70000']);
  });

  it('deletes objects (idempotently) and purges stale leftovers of interrupted writes', async () => {
    const storage = fresh();
    await storage.put('files/d', 'x');
    await storage.delete('files/d');
    await storage.delete('files/d');
    expect(await storage.exists('files/d')).toBe(false);
    await h.leaveIncompleteWrite();
    expect((await h.contents()).filter((c) => c.startsWith('incomplete:'))).toHaveLength(1);
    expect(await storage.purgeIncomplete(60_000)).toBe(0);
    expect(await storage.purgeIncomplete(60_000, Date.now() + 120_000)).toBe(1);
    expect(await h.contents()).toEqual([]);
  });
}
