// Versioned migrations, in code so one build carries them. They run on start through Kysely's
// Migrator; each runs once and in order, on SQLite and PostgreSQL alike. Never edit a shipped
// migration: add a new one.
import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration, type MigrationProvider } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

function idColumn(dialect: Dialect) {
  return dialect === 'postgres' ? ('serial' as const) : ('integer' as const);
}

function m001(dialect: Dialect): Migration {
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
      await db.schema
        .createIndex('idempotency_expires')
        .on('idempotency_records')
        .column('expires_at')
        .execute();

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

function m002(dialect: Dialect): Migration {
  const id = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('games')
        .addColumn('login_methods', 'text', (c) => c.notNull().defaultTo('password,quick,guest,apple,google,facebook,vk,twitter'))
        .execute();
      await db.schema.alterTable('games').addColumn('registration', 'integer', (c) => c.notNull().defaultTo(1)).execute();
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
      await db.schema.createIndex('verification_codes_lookup').on('verification_codes').columns(['purpose', 'user_id']).execute();

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

function m003(dialect: Dialect): Migration {
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
      await db.schema.createIndex('game_roles_account').on('game_roles').columns(['game_id', 'server_id', 'account']).execute();

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
      await db.schema.createIndex('inquiries_queue').on('inquiries').columns(['brand_id', 'status', 'updated_at']).execute();

      await db.schema
        .createTable('inquiry_messages')
        .addColumn('id', idColumn(dialect), id)
        .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiries.id').onDelete('cascade'))
        .addColumn('author', 'text', (c) => c.notNull()) // player | agent | note
        .addColumn('staff_id', 'integer')
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('inquiry_messages_inquiry').on('inquiry_messages').columns(['inquiry_id', 'id']).execute();

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
      for (const t of ['files', 'inquiry_messages', 'inquiries', 'game_roles', 'game_servers', 'game_areas', 'faq_texts', 'faqs', 'inquiry_type_texts', 'inquiry_types', 'faq_type_texts', 'faq_types', 'attachment_limits']) {
        await db.schema.dropTable(t).execute();
      }
    },
  };
}

function m004(dialect: Dialect): Migration {
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
      await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_type', 'target_id', 'id']).execute();
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
      await db.schema.createIndex('inquiries_status_updated').on('inquiries').columns(['status', 'updated_at', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['canned_replies', 'audit_log', 'staff_sessions', 'staff_brands', 'staff']) await db.schema.dropTable(t).execute();
    },
  };
}

function m005(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // A new TOTP secret waits here until a code from it is confirmed; the old one stays in force.
      await db.schema.alterTable('staff').addColumn('totp_pending_secret', 'text').execute();
      // 'full', or 'totp_setup': an admin who must set up a second factor may do only that.
      await db.schema.alterTable('staff_sessions').addColumn('scope', 'text', (c) => c.notNull().defaultTo('full')).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('staff_sessions').dropColumn('scope').execute();
      await db.schema.alterTable('staff').dropColumn('totp_pending_secret').execute();
    },
  };
}

function m006(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The queue reads each brand's inquiries newest first (or oldest first for "waiting
      // longest"); one ordered range per brand, merged by the query (queue.service.ts).
      await db.schema.createIndex('inquiries_brand_updated').on('inquiries').columns(['brand_id', 'updated_at', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('inquiries_brand_updated').execute();
    },
  };
}

function m007(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Scheduled jobs claim their period here: the first process whose INSERT lands runs the job
      // for that period, every other one skips it (ops/scheduler.ts). Times are ISO text, as
      // everywhere else; `error` keeps the message of a failed run.
      await db.schema
        .createTable('job_runs')
        .addColumn('job', 'text', (c) => c.notNull())
        .addColumn('period_start', 'text', (c) => c.notNull())
        .addColumn('node', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .addColumn('affected', 'integer')
        .addColumn('error', 'text')
        .addPrimaryKeyConstraint('job_runs_pk', ['job', 'period_start'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('job_runs').execute();
    },
  };
}

function m008(): Migration {
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

function m009(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Facts about this database as a whole, one row each; `demo_seeded` says the demo data was
      // written here (db/seed/seed.ts), so it is never written again and its artwork is restored.
      await db.schema
        .createTable('meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // Brands only ever came from the demo seed, so a database that has one was seeded with it.
      const now = new Date().toISOString();
      await sql`insert into meta (key, value, created_at) select 'demo_seeded', ${JSON.stringify({ at: now, by: 'migration 009' })}, ${now} where exists (select 1 from brands)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('meta').execute();
    },
  };
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations() {
      return { '001_catalogue': m001(dialect), '002_accounts': m002(dialect), '003_support': m003(dialect), '004_staff': m004(dialect), '005_staff_totp_setup': m005(), '006_queue_index': m006(), '007_job_runs': m007(), '008_idempotency_claims': m008(), '009_meta': m009() };
    },
  };
}

/** Used by tests to start from an empty schema on a shared PostgreSQL database. */
export async function dropEverything(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop schema if exists public cascade`.execute(db);
    await sql`create schema public`.execute(db);
  }
}
