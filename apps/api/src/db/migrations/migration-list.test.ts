// The migrations are one file each, listed by hand in migration-list.ts (the bundle cannot look for
// them on disk). A file left out of the list would never run; a renamed entry would run again on
// every database that already has it. These checks catch both.
import fs from 'node:fs';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialects, freshDatabase } from '../../../test/helper';
import { migrate, type DialectName } from '../connection';
import { MIGRATIONS, migrationProvider } from './migration-list';

/** The names `kysely_migration` holds in every database migrated before the split into files. */
const SHIPPED = [
  '001_catalogue',
  '002_accounts',
  '003_support',
  '004_staff',
  '005_staff_totp_setup',
  '006_queue_index',
  '007_job_runs',
  '008_idempotency_claims',
  '009_meta',
];

const names = MIGRATIONS.map(([name]) => name);

describe('the migration list', () => {
  it('names every migration file of this folder once, after the file, in file order', () => {
    const files = fs
      .readdirSync(new URL('./', import.meta.url))
      .filter((f) => /^\d{3}-/.test(f))
      .sort();
    expect(files.length).toBeGreaterThanOrEqual(SHIPPED.length);
    for (const f of files) expect(f).toMatch(/^\d{3}-[a-z0-9]+(-[a-z0-9]+)*\.ts$/);
    expect(names).toEqual(files.map((f) => f.replace(/\.ts$/, '').replaceAll('-', '_')));
  });

  it('runs in the order it is written (the Migrator sorts by name) and keeps the shipped names', () => {
    expect([...names].sort()).toEqual(names);
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(0, SHIPPED.length)).toEqual(SHIPPED);
  });

  it('gives every migration an up and a down on both engines', async () => {
    for (const dialect of ['sqlite', 'postgres'] as const) {
      const all = await migrationProvider(dialect).getMigrations();
      expect(Object.keys(all)).toEqual(names);
      for (const m of Object.values(all)) {
        expect(typeof m.up).toBe('function');
        expect(typeof m.down).toBe('function');
      }
    }
  });
});

describe.each(dialects)('migrations on %s', (dialect: DialectName) => {
  it('bring an empty database up to date under the shipped names, and a second start runs none', async () => {
    const fresh = await freshDatabase(dialect);
    const db = fresh.open();
    try {
      await migrate(db);
      const migrator = new Migrator({
        db: db.db,
        provider: migrationProvider(db.dialect),
        ...(db.schema ? { migrationTableSchema: db.schema } : {}),
      });
      const recorded = await migrator.getMigrations();
      expect(recorded.map((m) => m.name)).toEqual(names);
      expect(recorded.filter((m) => !m.executedAt).map((m) => m.name)).toEqual([]);
      // What a database migrated by the single-file version holds is exactly SHIPPED, so such a
      // database is up to date too: nothing runs.
      expect((await migrator.migrateToLatest()).results).toEqual([]);
    } finally {
      await db.close();
      await fresh.drop();
    }
  });
});
