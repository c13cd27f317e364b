// The demo's artwork is drawn by a script, not by the server: the same catalogue must always give
// the same bytes (its stored names carry a hash of them, so a drift would store a second copy of
// every picture and change every demo row), and the files the seed reads must be what the script
// draws now. artwork-digests.json holds the SHA-256 of each file as drawn when the generator moved
// out of the server; change it only with a change to the pictures you mean to make.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDataPath } from '../../src/db/seed/data-path';
import { seedBrands, seedGames } from '../../src/db/seed/demo-data';
import { drawArtwork, generateArtwork } from './generate-artwork';

const sha256 = (bytes: Buffer | string) => crypto.createHash('sha256').update(bytes).digest('hex');
const expected = JSON.parse(fs.readFileSync(new URL('./artwork-digests.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

/** Every file under `dir`, by path relative to it, with its bytes. */
function readTree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file).split(path.sep).join('/'), fs.readFileSync(file));
  }
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-artwork-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('the demo artwork', () => {
  it('is byte-identical between two runs of the generator', () => {
    const [a, b] = [path.join(tmp, 'a'), path.join(tmp, 'b')];
    const written = generateArtwork(a);
    // A second run over an existing folder replaces it whole.
    fs.mkdirSync(b);
    fs.writeFileSync(path.join(b, 'stale.svg'), 'left over');
    generateArtwork(b);
    const [first, second] = [readTree(a), readTree(b)];
    expect([...first.keys()]).toEqual([...written].sort((x, y) => x.localeCompare(y)));
    expect([...second.keys()]).toEqual([...first.keys()]);
    for (const [name, bytes] of first) expect(second.get(name)!.equals(bytes), name).toBe(true);
  });

  it('is what the generator drew when it left the server, picture for picture', () => {
    expect(Object.keys(expected).length).toBe(seedBrands.length * 2 + seedGames.length * 4);
    const drawn = Object.fromEntries([...drawArtwork()].map(([name, svg]) => [name, sha256(svg)]));
    expect(drawn).toEqual(expected);
  });

  it('in seed-data/artwork, which the seed stores, is up to date (else: npm run artwork)', () => {
    const dir = seedDataPath('artwork');
    expect(fs.existsSync(dir), `${dir} is missing: run npm run artwork`).toBe(true);
    const onDisk = Object.fromEntries([...readTree(dir)].map(([name, bytes]) => [name, sha256(bytes)]));
    expect(onDisk).toEqual(Object.fromEntries([...drawArtwork()].map(([name, svg]) => [name, sha256(svg)])));
  });
});
