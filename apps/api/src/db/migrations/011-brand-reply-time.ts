// Migration 011: How soon a brand's support team usually gives its first reply, in
// hours: what a player is told on filing an inquiry. Existing brands get a day; admins set it in
// the console's brand editor. The SLA policies of migration 012 later compute the expectation, in the one
// service function that reads this (inquiries.service.ts expectedFirstReply).
// Shipped: never edit it (a database that ran it would not run it again); add a new one.
import type { Kysely, Migration } from 'kysely';

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('brands')
        .addColumn('reply_within_hours', 'integer', (c) => c.notNull().defaultTo(24))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('brands').dropColumn('reply_within_hours').execute();
    },
  };
}
