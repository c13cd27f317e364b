import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe } from 'vitest';
import { storageContract } from '../../test/storage-contract';
import { localStorage } from './storage';

/** Every file under `dir`, relative, with `/`; temporary files of writes as `incomplete:<name>`. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .map((f) => (f.startsWith('.incomplete/') || f.endsWith('.tmp') ? `incomplete:${f}` : f))
    .sort();
}

describe('localStorage', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
  });

  storageContract(() => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-storage-'));
    roots.push(root);
    return {
      storage: localStorage(root),
      contents: async () => filesUnder(root),
      async leaveIncompleteWrite() {
        const leftover = path.join(root, '.incomplete', 'crashed.part');
        fs.mkdirSync(path.dirname(leftover), { recursive: true });
        fs.writeFileSync(leftover, 'half');
      },
    };
  });
});
