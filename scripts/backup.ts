// npm run backup  [-- --data ./data --out backups/2026-11-22T10-00-00]
// npm run restore -- <backup folder> [--data ./data] [--force]
// SQLite only; for PostgreSQL use pg_dump / pg_restore (README "Backups").
import path from 'node:path';
import { backup, restore } from '../apps/api/src/ops/backup';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const command = process.argv[2];
const dataDir = path.resolve(option('data') ?? process.env.DATA_DIR ?? './data');
if (process.env.DATABASE_URL?.startsWith('postgres')) {
  console.error(
    'DATABASE_URL is PostgreSQL: back it up with pg_dump (README "Backups"); this command copies the embedded SQLite setup.',
  );
  process.exit(2);
}
try {
  if (command === 'backup') {
    const out = path.resolve(option('out') ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
    const m = await backup(dataDir, out);
    console.log(
      `Backed up ${dataDir} to ${out}: database ${(m.database.bytes / 1024).toFixed(0)} KB, ${m.files.attachments} attachments, ${m.files.media} artwork files.`,
    );
    // With S3 storage the files are in the bucket, which this command does not copy.
    if (process.env.S3_BUCKET)
      console.log(
        `Attachments and artwork are in the S3 bucket ${process.env.S3_BUCKET}: keep them with its versioning or replication (docs/deployment.md "Backups").`,
      );
  } else if (command === 'restore') {
    const from = process.argv[3];
    if (!from || from.startsWith('--'))
      throw new Error('usage: npm run restore -- <backup folder> [--data ./data] [--force]');
    const m = await restore(path.resolve(from), dataDir, { force: process.argv.includes('--force') });
    console.log(`Restored the backup of ${m.createdAt} into ${dataDir}. Start the server again.`);
  } else {
    throw new Error('usage: backup.ts backup|restore …');
  }
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
