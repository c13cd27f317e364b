import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localStorage, StorageLimitError, type Storage } from './storage';

/** Every file under `dir`, relative. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)));
}

/** `total` bytes in chunks of `chunk`, generated as they are read. */
function generated(total: number, chunk = 64 * 1024, fail?: { after: number }): Readable {
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

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('localStorage', () => {
  let root: string;
  let storage: Storage;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-storage-'));
    storage = localStorage(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('keeps put and exists as they were', async () => {
    await storage.put('artwork/logo.svg', '<svg/>');
    expect(await storage.exists('artwork/logo.svg')).toBe(true);
    expect(await storage.exists('artwork/none.svg')).toBe(false);
    await expect(storage.put('../escape', 'x')).rejects.toThrow(/invalid storage key/);
  });

  it('streams an object into place and reads it back, whole or a range', async () => {
    const result = await storage.putStream('files/a/b', generated(300_000), { maxBytes: 300_000 });
    expect(result.size).toBe(300_000);
    expect(filesUnder(root)).toEqual([path.join('files', 'a', 'b')]);
    const whole = await storage.openRead('files/a/b');
    expect(whole?.size).toBe(300_000);
    let n = 0;
    for await (const c of whole!.stream) n += (c as Buffer).length;
    expect(n).toBe(300_000);
    await storage.put('t/hello', 'hello world');
    const part = await storage.openRead('t/hello', { start: 6, end: 10 });
    expect(part?.size).toBe(11);
    expect(await text(part!.stream)).toBe('world');
    expect(await storage.openRead('t/missing')).toBeNull();
  });

  it('aborts at one byte over the limit and leaves nothing', async () => {
    await expect(storage.putStream('files/big', generated(1001, 100), { maxBytes: 1000 })).rejects.toBeInstanceOf(StorageLimitError);
    await expect(storage.putStream('files/big', generated(10_000_000), { maxBytes: 1000 })).rejects.toMatchObject({ maxBytes: 1000 });
    expect(filesUnder(root)).toEqual([]);
    expect((await storage.putStream('files/exact', generated(1000, 100), { maxBytes: 1000 })).size).toBe(1000);
  });

  it('hands the first bytes over before writing; a refusal leaves nothing', async () => {
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
      storage.putStream('files/refused', generated(5_000_000), {
        maxBytes: 10_000_000,
        onFirstBytes: async () => {
          await new Promise((r) => setTimeout(r, 5));
          throw refusal;
        },
      }),
    ).rejects.toBe(refusal);
    expect(await storage.exists('files/refused')).toBe(false);
    expect(filesUnder(root).sort()).toEqual([path.join('files', 'ok'), path.join('files', 'small')]);
  });

  it('leaves nothing when the source fails or the write is aborted midway', async () => {
    await expect(storage.putStream('files/x', generated(1_000_000, 1000, { after: 500_000 }), { maxBytes: 2_000_000 })).rejects.toThrow(
      'source failed',
    );
    const controller = new AbortController();
    const slow = new Readable({ read() {} });
    const writing = storage.putStream('files/y', slow, { maxBytes: 2_000_000, signal: controller.signal });
    slow.push(Buffer.alloc(10_000));
    await new Promise((r) => setTimeout(r, 20));
    controller.abort();
    await expect(writing).rejects.toThrow();
    expect(filesUnder(root)).toEqual([]);
  });

  it('creates an object only once, whoever races for it', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => storage.putIfAbsent('secrets/k', `value ${i}`)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = results.indexOf(true);
    expect(await text((await storage.openRead('secrets/k'))!.stream)).toBe(`value ${winner}`);
    expect(filesUnder(root)).toEqual([path.join('secrets', 'k')]);
  });

  it('deletes objects (idempotently) and purges stale leftovers of interrupted writes', async () => {
    await storage.put('files/d', 'x');
    await storage.delete('files/d');
    await storage.delete('files/d');
    expect(await storage.exists('files/d')).toBe(false);
    const leftover = path.join(root, '.incomplete', 'crashed.part');
    fs.mkdirSync(path.dirname(leftover), { recursive: true });
    fs.writeFileSync(leftover, 'half');
    expect(await storage.purgeIncomplete(60_000)).toBe(0);
    expect(await storage.purgeIncomplete(60_000, Date.now() + 120_000)).toBe(1);
    expect(filesUnder(root)).toEqual([]);
  });
});
