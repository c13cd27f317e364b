// Migration 002: Player accounts: the games' login settings, users, their sessions, linked identities,
// verification codes and OAuth states.
// Shipped: never edit it (a database that ran it would not run it again); add a new one.
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import { idColumn, type Dialect } from './dialect';

export function migration(dialect: Dialect): Migration {
  const id = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('games')
        .addColumn('login_methods', 'text', (c) =>
          c.notNull().defaultTo('password,quick,guest,apple,google,facebook,vk,twitter'),
        )
        .execute();
      await db.schema
        .alterTable('games')
        .addColumn('registration', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('games').addColumn('platform_secret', 'text').execute();

      await db.schema
        .createTable('users')
        .addColumn('id', idColumn(dialect), id)
        .addColumn('account', 'text', (c) => c.notNull().unique())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('email', 'text')
        .addColumn('email_certified', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('phone', 'text')
        .addColumn('birthday', 'text')
        .addColumn('password_changed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('users_email').on('users').column('email').execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', idColumn(dialect), id)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('brand_id', 'text', (c) => c.notNull())
        .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('last_used_at', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
      await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();

      await db.schema
        .createTable('user_identities')
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('email', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_identities_pk', ['provider', 'subject'])
        .execute();

      await db.schema
        .createTable('verification_codes')
        .addColumn('id', idColumn(dialect), id)
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('consumed_at', 'text')
        .execute();
      await db.schema
        .createIndex('verification_codes_lookup')
        .on('verification_codes')
        .columns(['purpose', 'user_id'])
        .execute();

      await db.schema
        .createTable('oauth_states')
        .addColumn('state_hash', 'text', (c) => c.primaryKey())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('code_verifier', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('brand_id', 'text', (c) => c.notNull())
        .addColumn('redirect_uri', 'text', (c) => c.notNull())
        .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['oauth_states', 'verification_codes', 'user_identities', 'sessions', 'users']) {
        await db.schema.dropTable(t).execute();
      }
    },
  };
}
