// A process that writes the demo and can be killed while it does (ops/demo-seed.test.ts): it
// prints "writing" when the seed's transaction starts writing and "done <result>" at the end.
// Settings come from the environment: DATA_DIR, and TEST_DATABASE_URL with PG_SCHEMA for PostgreSQL.
import { migrate, openDb } from '../src/db/connection';
import { seedDemo } from '../src/db/seed/seed';
import { localStorage } from '../src/lib/storage';
import path from 'node:path';

const dataDir = process.env.DATA_DIR!;
const db = openDb({
  databaseUrl: process.env.PG_SCHEMA ? process.env.TEST_DATABASE_URL : undefined,
  dataDir,
  ...(process.env.PG_SCHEMA ? { pgSchema: process.env.PG_SCHEMA } : {}),
});
await migrate(db);
const started = Date.now();
const result = await seedDemo(db.db, localStorage(path.join(dataDir, 'media')), {
  passwordCost: 14,
  onWriting: () => process.stdout.write('writing\n'),
});
process.stdout.write(`done ${JSON.stringify(result)} ${Date.now() - started}ms\n`);
await db.close();
