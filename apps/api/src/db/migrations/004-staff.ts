// Migration 004: The staff console: staff, their brands and sessions, the audit log, canned replies, and the
// queue's indexes across brands.
// Shipped: never edit it (a database that ran it would not run it again); add a new one.
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import { idColumn, type Dialect } from './dialect';

export function migration(dialect: Dialect): Migration {
  const id = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff')
        .addColumn('id', idColumn(dialect), id)
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('totp_secret', 'text')
        .addColumn('totp_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('totp_last_step', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('staff_brands')
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('staff_brands_pk', ['staff_id', 'brand_id'])
        .execute();
      await db.schema
        .createTable('staff_sessions')
        .addColumn('id', idColumn(dialect), id)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('last_used_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('audit_log')
        .addColumn('id', idColumn(dialect), id)
        .addColumn('staff_id', 'integer')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'text', (c) => c.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('ip', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('audit_log_target')
        .on('audit_log')
        .columns(['target_type', 'target_id', 'id'])
        .execute();
      await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();
      await db.schema
        .createTable('canned_replies')
        .addColumn('id', idColumn(dialect), id)
        .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id').onDelete('cascade'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('canned_replies_brand').on('canned_replies').columns(['brand_id', 'lang']).execute();
      // The queue's orderings across brands, and "waiting longest" among open inquiries.
      await db.schema.createIndex('inquiries_updated').on('inquiries').columns(['updated_at', 'id']).execute();
      await db.schema
        .createIndex('inquiries_status_updated')
        .on('inquiries')
        .columns(['status', 'updated_at', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['canned_replies', 'audit_log', 'staff_sessions', 'staff_brands', 'staff'])
        await db.schema.dropTable(t).execute();
    },
  };
}
