// Builds the real app for tests: a fresh database (SQLite in a temp folder, or a schema of its
// own on the PostgreSQL of TEST_DATABASE_URL), migrated and seeded, driven through inject.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config';
import { migrate, openDb, type DbHandle, type DialectName } from '../src/db/connection';
import { seedDemo } from '../src/db/seed/seed';
import { storageFor } from '../src/lib/s3-storage';
import { buildApp, type AppDeps } from '../src/app';
import { signRequest } from '@guildhall/contract/signature';
import { issueStaffSession } from '../src/modules/staff-sessions/staff-sessions.service';

/** Tests hash at 2^14 to stay fast; the stored hash carries its cost, so the code path is the same. */
export const TEST_PASSWORD_COST = 14;

export const dialects: DialectName[] = ['sqlite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle;
  dataDir: string;
  close(): Promise<void>;
}

/** A database of the test's own, empty and not migrated: SQLite in a temp folder, or a schema of its own on TEST_DATABASE_URL. */
export interface FreshDatabase {
  dataDir: string;
  schema?: string;
  /** Opens it (again, e.g. for a second start); the caller closes what it opens. */
  open(): DbHandle;
  /** Drops the schema and removes the data folder. */
  drop(): Promise<void>;
}

async function pgQuery(text: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function freshDatabase(
  dialect: DialectName,
  options: { dataDir?: string; poolSize?: number } = {},
): Promise<FreshDatabase> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gh-test-'));
  const schema = dialect === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (schema) await pgQuery(`create schema ${schema}`);
  return {
    dataDir,
    schema,
    open: () =>
      openDb({
        databaseUrl: schema ? process.env.TEST_DATABASE_URL : undefined,
        dataDir,
        ...(schema ? { pgSchema: schema, poolSize: options.poolSize ?? 2 } : {}),
      }),
    async drop() {
      if (schema) await pgQuery(`drop schema ${schema} cascade`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createTestApp(
  dialect: DialectName,
  options: { env?: Record<string, string>; deps?: Partial<AppDeps>; seed?: boolean; dataDir?: string } = {},
): Promise<TestApp> {
  const fresh = await freshDatabase(dialect, { dataDir: options.dataDir, poolSize: 4 });
  const { dataDir } = fresh;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: '',
    PASSWORD_HASH_COST: String(TEST_PASSWORD_COST),
    ...options.env,
  });
  const db = fresh.open();
  await migrate(db);
  // DATA_DIR/media, or the bucket when options.env has S3_* settings.
  const storage = storageFor(config, 'media');
  if (options.seed !== false) await seedDemo(db.db, storage, { passwordCost: TEST_PASSWORD_COST });
  const app = await buildApp(config, { db, storage, checkAnswers: true, ...options.deps });
  await app.ready();
  return {
    app,
    db,
    dataDir,
    async close() {
      await app.close();
      await db.close();
      await fresh.drop();
    },
  };
}

/** Headers of a correctly signed POST, as the web client makes them. */
export async function signedHeaders(pathFromBase: string, body: string, token?: string, now?: number) {
  return {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(await signRequest({ method: 'POST', path: pathFromBase, body, token: token ?? null, ...(now ? { now } : {}) })),
  };
}

export const host = (brand: string) => ({ host: `${brand}.localhost:8080` });

/**
 * A signed-in admin who works for these brands only (the demo's admin works for every brand):
 * the caller of the brand-scope tests. Answers the staff id and a session token.
 */
export async function brandAdmin(
  db: DbHandle,
  email: string,
  brands: string[],
): Promise<{ id: number; token: string }> {
  const at = new Date().toISOString();
  const { id } = await db.db
    .insertInto('staff')
    .values({
      email,
      name: `Admin of ${brands.join(', ')}`,
      role: 'admin',
      password_hash: 'x',
      totp_secret: null,
      totp_enabled: 0,
      totp_last_step: 0,
      disabled: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const brand of brands)
    await db.db.insertInto('staff_brands').values({ staff_id: id, brand_id: brand }).execute();
  return { id, token: (await issueStaffSession(db.db, id)).token };
}
