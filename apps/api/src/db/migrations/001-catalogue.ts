// Migration 001: The catalogue: brands, their games and the games' texts per language, notice pages, the
// idempotency records of creates and the client error reports.
// Shipped: never edit it (a database that ran it would not run it again); add a new one.
import type { Kysely, Migration } from 'kysely';
import { idColumn, type Dialect } from './dialect';

export function migration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('brands')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('hosts', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('main_color', 'text', (c) => c.notNull())
        .addColumn('radius', 'integer', (c) => c.notNull())
        .addColumn('footer', 'text', (c) => c.notNull())
        .addColumn('default_area', 'text', (c) => c.notNull())
        .addColumn('user_center', 'integer', (c) => c.notNull())
        .addColumn('recharge_button', 'integer', (c) => c.notNull())
        .addColumn('carousel', 'text', (c) => c.notNull())
        .addColumn('company', 'text', (c) => c.notNull())
        .addColumn('contact_email', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('representative', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('attachment_max_files', 'integer', (c) => c.notNull())
        .addColumn('attachment_max_bytes', 'integer', (c) => c.notNull())
        .addColumn('logo', 'text', (c) => c.notNull())
        .addColumn('favicon', 'text', (c) => c.notNull())
        .addColumn('api_base', 'text')
        .addColumn('beta_api_base', 'text')
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('games')
        .addColumn('id', idColumn(dialect), (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('game_name', 'text', (c) => c.notNull())
        .addColumn('area', 'text', (c) => c.notNull())
        .addColumn('platforms', 'text', (c) => c.notNull())
        .addColumn('recharge_url', 'text', (c) => c.notNull())
        .addColumn('repayment_url', 'text', (c) => c.notNull())
        .addColumn('download_url', 'text')
        .addColumn('logo', 'text', (c) => c.notNull())
        .addColumn('cover', 'text', (c) => c.notNull())
        .addColumn('banner', 'text', (c) => c.notNull())
        .addColumn('icon', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('games_brand_slug', ['brand_id', 'slug'])
        .execute();
      await db.schema.createIndex('games_brand_sort').on('games').columns(['brand_id', 'sort']).execute();

      await db.schema
        .createTable('game_texts')
        .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('sub_title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('game_texts_pk', ['game_id', 'lang'])
        .execute();

      await db.schema
        .createTable('notices')
        .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('notices_pk', ['brand_id', 'slug', 'lang'])
        .execute();

      await db.schema
        .createTable('idempotency_records')
        .addColumn('key_hash', 'text', (c) => c.primaryKey())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer', (c) => c.notNull())
        .addColumn('response', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('idempotency_expires').on('idempotency_records').column('expires_at').execute();

      await db.schema
        .createTable('client_errors')
        .addColumn('id', idColumn(dialect), (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('brand_id', 'text', (c) => c.notNull())
        .addColumn('code', 'integer', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('url', 'text')
        .addColumn('api_path', 'text')
        .addColumn('http_status', 'integer')
        .addColumn('detail', 'text')
        .addColumn('request_id', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema.createIndex('client_errors_created').on('client_errors').column('created_at').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['client_errors', 'idempotency_records', 'notices', 'game_texts', 'games', 'brands']) {
        await db.schema.dropTable(t).execute();
      }
    },
  };
}
