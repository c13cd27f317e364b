// Migration 006: The queue's per-brand ordered range of inquiries.
// Shipped: never edit it (a database that ran it would not run it again); add a new one.
import type { Kysely, Migration } from 'kysely';

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The queue reads each brand's inquiries newest first (or oldest first for "waiting
      // longest"); one ordered range per brand, merged by the query (queue.service.ts).
      await db.schema
        .createIndex('inquiries_brand_updated')
        .on('inquiries')
        .columns(['brand_id', 'updated_at', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('inquiries_brand_updated').execute();
    },
  };
}
