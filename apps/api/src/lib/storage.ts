// Object storage behind one interface. The embedded default keeps objects under the data folder;
// writes go to a temporary file first and are renamed into place, so a failure never leaves a
// half-written object behind.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

export interface Storage {
  put(key: string, data: Buffer | string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Local folder the objects live in, for static serving. */
  readonly root: string;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function localStorage(root: string): Storage {
  fs.mkdirSync(root, { recursive: true });
  function fileOf(key: string): string {
    if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`invalid storage key ${key}`);
    return path.join(root, key);
  }
  return {
    root,
    async put(key, data) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomUUID()}.tmp`;
      try {
        await fsp.writeFile(tmp, data);
        await fsp.rename(tmp, file);
      } catch (err) {
        await fsp.rm(tmp, { force: true });
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
  };
}
