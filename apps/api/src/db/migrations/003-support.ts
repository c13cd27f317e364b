// Migration 003: Support: attachment limits, inquiry categories and FAQ types with their texts, FAQs, the
// game directory (regions, servers, characters), inquiries, their messages and files.
// Shipped: never edit it (a database that ran it would not run it again); add a new one.
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import { idColumn, type Dialect } from './dialect';

export function migration(dialect: Dialect): Migration {
  const id = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  const gameRef = (c: ColumnDefinitionBuilder) => c.notNull().references('games.id').onDelete('cascade');
  return {
    async up(db: Kysely<unknown>) {
      // Where a game's regions, servers and characters come from: null = the built-in directory.
      await db.schema.alterTable('games').addColumn('directory_url', 'text').execute();
      await db.schema.alterTable('games').addColumn('directory_secret', 'text').execute();
      // Attachment limits per brand and area; the brand's own columns are the default.
      await db.schema
        .createTable('attachment_limits')
        .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id').onDelete('cascade'))
        .addColumn('area', 'text', (c) => c.notNull())
        .addColumn('max_files', 'integer', (c) => c.notNull())
        .addColumn('max_bytes', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('attachment_limits_pk', ['brand_id', 'area'])
        .execute();

      for (const [table, parent] of [
        ['faq_types', 'faq_type_texts'],
        ['inquiry_types', 'inquiry_type_texts'],
      ] as const) {
        await db.schema
          .createTable(table)
          .addColumn('id', idColumn(dialect), id)
          .addColumn('game_id', 'integer', gameRef)
          .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex(`${table}_game`).on(table).columns(['game_id', 'sort']).execute();
        await db.schema
          .createTable(parent)
          .addColumn('type_id', 'integer', (c) => c.notNull().references(`${table}.id`).onDelete('cascade'))
          .addColumn('lang', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint(`${parent}_pk`, ['type_id', 'lang'])
          .execute();
      }

      await db.schema
        .createTable('faqs')
        .addColumn('id', idColumn(dialect), id)
        .addColumn('game_id', 'integer', gameRef)
        .addColumn('type_id', 'integer', (c) => c.notNull().references('faq_types.id').onDelete('cascade'))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('faqs_game').on('faqs').columns(['game_id', 'type_id', 'sort']).execute();
      await db.schema
        .createTable('faq_texts')
        .addColumn('faq_id', 'integer', (c) => c.notNull().references('faqs.id').onDelete('cascade'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('faq_texts_pk', ['faq_id', 'lang'])
        .execute();

      // The built-in game directory: names are JSON objects of language → name.
      await db.schema
        .createTable('game_areas')
        .addColumn('game_id', 'integer', gameRef)
        .addColumn('area_id', 'text', (c) => c.notNull())
        .addColumn('names', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('game_areas_pk', ['game_id', 'area_id'])
        .execute();
      await db.schema
        .createTable('game_servers')
        .addColumn('game_id', 'integer', gameRef)
        .addColumn('area_id', 'text', (c) => c.notNull())
        .addColumn('server_id', 'text', (c) => c.notNull())
        .addColumn('names', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('game_servers_pk', ['game_id', 'server_id'])
        .execute();
      await db.schema
        .createTable('game_roles')
        .addColumn('game_id', 'integer', gameRef)
        .addColumn('server_id', 'text', (c) => c.notNull())
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('role_id', 'text', (c) => c.notNull())
        .addColumn('role_name', 'text', (c) => c.notNull())
        .addColumn('level', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('game_roles_pk', ['game_id', 'server_id', 'role_id'])
        .execute();
      await db.schema
        .createIndex('game_roles_account')
        .on('game_roles')
        .columns(['game_id', 'server_id', 'account'])
        .execute();

      await db.schema
        .createTable('inquiries')
        .addColumn('id', idColumn(dialect), id)
        .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
        .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('game_area_id', 'text', (c) => c.notNull())
        .addColumn('area_name', 'text', (c) => c.notNull())
        .addColumn('server_id', 'text', (c) => c.notNull())
        .addColumn('server_name', 'text', (c) => c.notNull())
        .addColumn('role_id', 'text', (c) => c.notNull())
        .addColumn('role_name', 'text', (c) => c.notNull())
        .addColumn('query_type', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('score', 'integer')
        .addColumn('score_comment', 'text')
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('platform', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('assigned_staff_id', 'integer')
        .addColumn('last_agent_reply_at', 'text')
        .addColumn('player_read_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .addColumn('closed_at', 'text')
        .execute();
      await db.schema.createIndex('inquiries_user').on('inquiries').columns(['user_id', 'updated_at']).execute();
      await db.schema
        .createIndex('inquiries_queue')
        .on('inquiries')
        .columns(['brand_id', 'status', 'updated_at'])
        .execute();

      await db.schema
        .createTable('inquiry_messages')
        .addColumn('id', idColumn(dialect), id)
        .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiries.id').onDelete('cascade'))
        .addColumn('author', 'text', (c) => c.notNull()) // player | agent | note
        .addColumn('staff_id', 'integer')
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('inquiry_messages_inquiry')
        .on('inquiry_messages')
        .columns(['inquiry_id', 'id'])
        .execute();

      await db.schema
        .createTable('files')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('owner_staff_id', 'integer')
        .addColumn('brand_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('inquiry_id', 'integer', (c) => c.references('inquiries.id').onDelete('cascade'))
        .addColumn('message_id', 'integer', (c) => c.references('inquiry_messages.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('files_message').on('files').column('message_id').execute();
      await db.schema.createIndex('files_unattached').on('files').columns(['message_id', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of [
        'files',
        'inquiry_messages',
        'inquiries',
        'game_roles',
        'game_servers',
        'game_areas',
        'faq_texts',
        'faqs',
        'inquiry_type_texts',
        'inquiry_types',
        'faq_type_texts',
        'faq_types',
        'attachment_limits',
      ]) {
        await db.schema.dropTable(t).execute();
      }
    },
  };
}
