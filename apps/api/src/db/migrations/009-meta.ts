// Migration 009: Facts about the database as a whole, and the `demo_seeded` mark (docs/decisions/0012).
// Shipped: never edit it (a database that ran it would not run it again); add a new one.
import { sql, type Kysely, type Migration } from 'kysely';

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Facts about this database as a whole, one row each; `demo_seeded` says the demo data was
      // written here (db/seed/seed.ts), so it is never written again and its artwork is restored.
      await db.schema
        .createTable('meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // Brands only ever came from the demo seed, so a database that has one was seeded with it.
      const now = new Date().toISOString();
      await sql`insert into meta (key, value, created_at) select 'demo_seeded', ${JSON.stringify({ at: now, by: 'migration 009' })}, ${now} where exists (select 1 from brands)`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('meta').execute();
    },
  };
}
