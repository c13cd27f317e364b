// Migration 008: An Idempotency-Key's claim and lease (docs/decisions/0010).
// Shipped: never edit it (a database that ran it would not run it again); add a new one.
import type { Kysely, Migration } from 'kysely';

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // An Idempotency-Key's pending record names the request that holds it (`claim`) and until
      // when (`lease_until`): past the lease a retry takes the key over, and the create's own
      // transaction stores its answer only while its claim still holds (docs/decisions/0010).
      await db.schema.alterTable('idempotency_records').addColumn('claim', 'text').execute();
      await db.schema.alterTable('idempotency_records').addColumn('lease_until', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('idempotency_records').dropColumn('lease_until').execute();
      await db.schema.alterTable('idempotency_records').dropColumn('claim').execute();
    },
  };
}
