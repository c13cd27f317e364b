import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeZip, minimalDocx, minimalXlsx } from '../../test/zip-writer';
import {
  ARCHIVE_MAX_ENTRIES,
  ARCHIVE_MAX_EXPANDED_BYTES,
  ArchiveRefusal,
  inspectStoredArchive,
  type ArchiveKind,
  type ArchiveProblem,
} from './archive-check';
import { localStorage } from './storage';

const MIB = 1024 * 1024;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-archive-'));
const storage = localStorage(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

let n = 0;
async function check(zip: Buffer, kind: ArchiveKind = 'zip'): Promise<ArchiveProblem | 'ok'> {
  const key = `a/${++n}`;
  await storage.put(key, zip);
  try {
    await inspectStoredArchive(storage, key, zip.length, kind);
    return 'ok';
  } catch (err) {
    if (err instanceof ArchiveRefusal) return err.problem;
    throw err;
  }
}

describe('archive checks', () => {
  it('accepts a plain zip, a minimal docx and xlsx, and an empty zip', async () => {
    expect(
      await check(
        makeZip([
          { name: 'logs/game.log', data: 'error at 12:00\n'.repeat(500) },
          { name: 'shot.txt', data: 'x', method: 'store' },
        ]),
      ),
    ).toBe('ok');
    expect(await check(minimalDocx(), 'docx')).toBe('ok');
    expect(await check(minimalXlsx(), 'xlsx')).toBe('ok');
    expect(await check(makeZip([]))).toBe('ok');
    // A docx may embed a spreadsheet: one level of nesting.
    expect(
      await check(minimalDocx([{ name: 'word/embeddings/Sheet1.xlsx', data: minimalXlsx(), method: 'store' }]), 'docx'),
    ).toBe('ok');
  });

  it('refuses a bomb: a few KB expanding past the limit, whatever the sizes declared', async () => {
    // Each entry 50 MiB of zeros (~50 KB deflated); five of them pass 200 MiB.
    const zeros = Buffer.alloc(50 * MIB);
    const bomb = makeZip(Array.from({ length: 5 }, (_, i) => ({ name: `z${i}.bin`, data: zeros })));
    expect(bomb.length).toBeLessThan(300 * 1024);
    expect(await check(bomb)).toBe('expanded');
    // The sizes declared lie (1 KB each): the bytes are counted, not the headers read.
    const liar = makeZip([{ name: 'small.txt', data: Buffer.alloc(5 * MIB), declaredSize: 1024 }]);
    expect(await check(liar)).not.toBe('ok');
    // One entry of 2 MiB of zeros is far above the ratio (about 1000:1).
    expect(await check(makeZip([{ name: 'zeros.bin', data: Buffer.alloc(2 * MIB) }]))).toBe('expanded');
    expect(ARCHIVE_MAX_EXPANDED_BYTES).toBe(200 * MIB);
  });

  it('refuses a nested bomb and nesting past the limit', async () => {
    const inner = makeZip(Array.from({ length: 3 }, (_, i) => ({ name: `z${i}`, data: Buffer.alloc(80 * MIB, i) })));
    const outer = makeZip([{ name: 'a.zip', data: inner, method: 'store' }]);
    expect(await check(outer)).toBe('expanded');
    let deep = makeZip([{ name: 'x.txt', data: 'deep' }]);
    for (let i = 0; i < 3; i++) deep = makeZip([{ name: `level${i}.zip`, data: deep, method: 'store' }]);
    expect(await check(deep)).toBe('unsafe');
  });

  it('refuses too many entries', async () => {
    const many = makeZip(
      Array.from({ length: ARCHIVE_MAX_ENTRIES + 1 }, (_, i) => ({
        name: `f${i}.txt`,
        data: 'a',
        method: 'store' as const,
      })),
    );
    expect(await check(many)).toBe('entries');
    const justEnough = makeZip(
      Array.from({ length: ARCHIVE_MAX_ENTRIES }, (_, i) => ({
        name: `f${i}.txt`,
        data: 'a',
        method: 'store' as const,
      })),
    );
    expect(await check(justEnough)).toBe('ok');
  });

  it('refuses names that leave the folder, encrypted entries and corrupt archives', async () => {
    for (const name of ['../evil.sh', 'a/../../evil.sh', '/etc/cron.d/x', 'C:/Windows/x.dll', 'a\\..\\x']) {
      expect(await check(makeZip([{ name, data: 'x' }])), name).toBe('unsafe');
    }
    expect(await check(makeZip([{ name: 'secret.txt', data: 'x', encrypted: true }]))).toBe('encrypted');
    expect(await check(minimalDocx([{ name: 'word/hidden.xml', data: 'x', encrypted: true }]), 'docx')).toBe(
      'encrypted',
    );
    const cut = makeZip([{ name: 'a.txt', data: 'hello'.repeat(100) }]);
    expect(await check(cut.subarray(0, cut.length - 30))).toBe('unsafe');
  });

  it('requires the OOXML structure of a docx or xlsx, and no macros', async () => {
    const plain = makeZip([{ name: 'readme.txt', data: 'not a document' }]);
    expect(await check(plain, 'docx')).toBe('document');
    expect(await check(plain, 'xlsx')).toBe('document');
    expect(await check(minimalXlsx(), 'docx')).toBe('document'); // a workbook named .docx
    expect(await check(minimalDocx(), 'xlsx')).toBe('document');
    expect(await check(minimalDocx([{ name: 'word/vbaProject.bin', data: Buffer.alloc(100, 1) }]), 'docx')).toBe(
      'macros',
    );
    expect(await check(minimalXlsx([{ name: 'xl/vbaProject.bin', data: Buffer.alloc(100, 1) }]), 'xlsx')).toBe(
      'macros',
    );
    expect(await check(minimalDocx([], 'application/vnd.ms-word.document.macroEnabled.main+xml'), 'docx')).toBe(
      'macros',
    );
  });
});
