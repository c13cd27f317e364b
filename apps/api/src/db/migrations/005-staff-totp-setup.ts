// Migration 005: A second factor set up in two steps: the pending TOTP secret and the session's scope.
// Shipped: never edit it (a database that ran it would not run it again); add a new one.
import type { Kysely, Migration } from 'kysely';

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // A new TOTP secret waits here until a code from it is confirmed; the old one stays in force.
      await db.schema.alterTable('staff').addColumn('totp_pending_secret', 'text').execute();
      // 'full', or 'totp_setup': an admin who must set up a second factor may do only that.
      await db.schema
        .alterTable('staff_sessions')
        .addColumn('scope', 'text', (c) => c.notNull().defaultTo('full'))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('staff_sessions').dropColumn('scope').execute();
      await db.schema.alterTable('staff').dropColumn('totp_pending_secret').execute();
    },
  };
}
