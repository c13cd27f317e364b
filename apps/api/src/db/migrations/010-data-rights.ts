// Migration 010: Player data rights (decision record 25): a deleted account keeps its row
// (its inquiries keep pointing at it) with `deleted_at` and no personal data; inquiries anonymised
// with it say when; attachments removed by the retention setting keep their row (name, size) with
// `purged_at` and the days after which they went; and the objects a transaction decided to remove,
// recorded in that same transaction, until storage has removed them (`storage_deletions`).
// Shipped: never edit it (a database that ran it would not run it again); add a new one.
import type { Kysely, Migration } from 'kysely';

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute();
      await db.schema.alterTable('inquiries').addColumn('anonymised_at', 'text').execute();
      await db.schema.alterTable('files').addColumn('purged_at', 'text').execute();
      await db.schema.alterTable('files').addColumn('removed_after_days', 'integer').execute();
      // The retention job looks for closed inquiries by the time they closed.
      await db.schema.createIndex('inquiries_closed').on('inquiries').columns(['status', 'closed_at']).execute();
      await db.schema.createIndex('files_inquiry').on('files').column('inquiry_id').execute();
      await db.schema.createIndex('files_owner_user').on('files').column('owner_user_id').execute();
      await db.schema
        .createTable('storage_deletions')
        .addColumn('storage_key', 'text', (c) => c.primaryKey())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('storage_deletions').execute();
      await db.schema.dropIndex('files_owner_user').execute();
      await db.schema.dropIndex('files_inquiry').execute();
      await db.schema.dropIndex('inquiries_closed').execute();
      await db.schema.alterTable('files').dropColumn('removed_after_days').execute();
      await db.schema.alterTable('files').dropColumn('purged_at').execute();
      await db.schema.alterTable('inquiries').dropColumn('anonymised_at').execute();
      await db.schema.alterTable('users').dropColumn('deleted_at').execute();
    },
  };
}
