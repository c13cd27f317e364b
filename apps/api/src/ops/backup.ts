// Backup and restore of the embedded setup: the SQLite database and the data folder's files
// (attachments and artwork), consistently, while the server runs.
//
// Consistency: the database is copied first with SQLite's online backup (a snapshot that sees
// every committed transaction, taken while writers go on). Files are then copied; they are
// written to a temporary name and renamed into place before their row is committed, and never
// changed afterwards, so every file the snapshot refers to exists when the copy runs. Files that
// appeared after the snapshot are copied too; unreferenced ones are purged by housekeeping.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import SQLite from 'better-sqlite3';

export const DB_FILE = 'guildhall.db';
const FOLDERS = ['attachments', 'media'] as const;

async function copyTree(from: string, to: string): Promise<number> {
  if (!fs.existsSync(from)) return 0;
  let n = 0;
  for (const entry of await fsp.readdir(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    const dst = path.join(to, entry.name);
    if (entry.isDirectory()) {
      n += await copyTree(src, dst);
    } else if (entry.isFile() && !entry.name.endsWith('.tmp') && !entry.name.startsWith('.')) {
      await fsp.mkdir(to, { recursive: true });
      try {
        await fsp.copyFile(src, dst);
        n += 1;
      } catch (err) {
        // Removed between listing and copying (an abandoned upload purged): nothing refers to it.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
  }
  return n;
}

function sha256File(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

export interface BackupManifest {
  createdAt: string;
  database: { file: string; sha256: string; bytes: number };
  files: Record<string, number>;
}

export async function backup(dataDir: string, outDir: string): Promise<BackupManifest> {
  const dbFile = path.join(dataDir, DB_FILE);
  if (!fs.existsSync(dbFile)) throw new Error(`no database at ${dbFile}`);
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0) throw new Error(`${outDir} is not empty`);
  await fsp.mkdir(outDir, { recursive: true });
  const target = path.join(outDir, DB_FILE);
  const source = new SQLite(dbFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(target);
  } finally {
    source.close();
  }
  const files: Record<string, number> = {};
  for (const folder of FOLDERS) files[folder] = await copyTree(path.join(dataDir, folder), path.join(outDir, folder));
  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    database: { file: DB_FILE, sha256: sha256File(target), bytes: fs.statSync(target).size },
    files,
  };
  await fsp.writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Restores into an empty data folder (or one the caller allows to be replaced) with the server stopped. */
export async function restore(
  backupDir: string,
  dataDir: string,
  options: { force?: boolean } = {},
): Promise<BackupManifest> {
  const manifest = JSON.parse(await fsp.readFile(path.join(backupDir, 'manifest.json'), 'utf8')) as BackupManifest;
  const dbCopy = path.join(backupDir, manifest.database.file);
  if (sha256File(dbCopy) !== manifest.database.sha256)
    throw new Error('the backup database does not match its manifest (damaged copy)');
  const dbFile = path.join(dataDir, DB_FILE);
  if (fs.existsSync(dbFile) && !options.force)
    throw new Error(`${dbFile} exists: stop the server and pass --force to replace the data`);
  await fsp.mkdir(dataDir, { recursive: true });
  for (const leftover of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`]) await fsp.rm(leftover, { force: true });
  for (const folder of FOLDERS) await fsp.rm(path.join(dataDir, folder), { recursive: true, force: true });
  await fsp.copyFile(dbCopy, `${dbFile}.restoring`);
  await fsp.rename(`${dbFile}.restoring`, dbFile);
  for (const folder of FOLDERS) await copyTree(path.join(backupDir, folder), path.join(dataDir, folder));
  const check = new SQLite(dbFile, { fileMustExist: true });
  try {
    const ok = check.pragma('integrity_check', { simple: true });
    if (ok !== 'ok') throw new Error(`restored database failed its integrity check: ${String(ok)}`);
  } finally {
    check.close();
  }
  return manifest;
}
