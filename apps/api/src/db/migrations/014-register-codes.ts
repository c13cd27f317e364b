// Migration 014: Registration codes belong to an address, not an account (user_id is null until
// the account exists; docs/decisions/0032-brand-scope-and-account-enumeration.md), so they are
// found by (purpose, target): an index for that lookup beside the one by (purpose, user_id).
// Shipped: never edit it (a database that ran it would not run it again); add a new one.
import type { Kysely, Migration } from 'kysely';

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('verification_codes_target')
        .on('verification_codes')
        .columns(['purpose', 'target'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('verification_codes_target').execute();
    },
  };
}
