// Opens the database named by the configuration: SQLite (WAL) in the data folder by default,
// PostgreSQL when DATABASE_URL says so; then brings the schema up to date.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import { migrationProvider } from './migrations/migration-list';

export type DialectName = 'sqlite' | 'postgres';

/** An open database: the Kysely instance, its dialect and how to close it. */
export interface DbHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL schema the tables live in, when not the default. */
  schema?: string;
  /** The PostgreSQL pool, for its metrics. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL schema to use (tests isolate themselves this way). */
  pgSchema?: string;
  poolSize?: number;
}

export function openDb(options: DbOptions): DbHandle {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      pool,
      ...(options.pgSchema ? { schema: options.pgSchema } : {}),
      close: () => db.destroy(),
    };
  }
  const file = url?.startsWith('sqlite:') ? url.slice('sqlite:'.length) : path.join(options.dataDir, 'guildhall.db');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely prepares every query anew; reusing prepared statements saves about a quarter of the CPU
 * of a simple read. Safe because Kysely runs one SQLite connection behind a lock.
 */
function withStatementCache(sqlite: SQLite.Database, max = 500) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let stmt = statements.get(sql);
      if (!stmt) {
        if (statements.size >= max) statements.delete(statements.keys().next().value!);
        stmt = sqlite.prepare(sql);
        statements.set(sql, stmt);
      }
      return stmt;
    },
  };
}

export async function migrate(handle: DbHandle): Promise<void> {
  // Kysely looks for its own tables across all schemas; name ours so two schemas never mix.
  const migrator = new Migrator({
    db: handle.db,
    provider: migrationProvider(handle.dialect),
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
