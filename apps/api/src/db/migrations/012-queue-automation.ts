// Migration 012: The queue that runs itself (decision record 27): fields per category,
// tags and priority, the player's tier, SLA calendars and policies with the due times computed
// ahead on each inquiry, agents' languages, skills, capacity and presence for automatic
// assignment, rules (and their runs, one per rule and event), macros with reply templates per
// language, and merged inquiries.
// Shipped: never edit it (a database that ran it would not run it again); add a new one.
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import { idColumn, type Dialect } from './dialect';

export function migration(dialect: Dialect): Migration {
  const id = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      // Inquiries: priority (0 low … 3 urgent), the player's tier when filed, the SLA policy and
      // its due times (computed when the clock moves, never per query), the clock's pause while
      // waiting on the player, the warning and breach already signalled, and a merge's target.
      const inquiryColumns: [string, 'integer' | 'text', ((c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder)?][] =
        [
          ['priority', 'integer', (c) => c.notNull().defaultTo(1)],
          ['player_tier', 'text'],
          ['tier_rank', 'integer', (c) => c.notNull().defaultTo(0)],
          ['sla_policy_id', 'integer'],
          ['first_response_due_at', 'text'],
          ['first_responded_at', 'text'],
          ['next_response_due_at', 'text'],
          ['resolution_due_at', 'text'],
          ['sla_due_at', 'text'],
          ['sla_paused_at', 'text'],
          ['sla_warned_for', 'text'],
          ['sla_breached_for', 'text'],
          ['merged_into_id', 'integer'],
        ];
      for (const [name, type, build] of inquiryColumns) {
        await db.schema
          .alterTable('inquiries')
          .addColumn(name, type, build ?? ((c) => c))
          .execute();
      }
      // The queue sorted by due time, and an agent's open load for assignment.
      await db.schema
        .createIndex('inquiries_sla_due')
        .on('inquiries')
        .columns(['brand_id', 'status', 'sla_due_at', 'id'])
        .execute();
      await db.schema.createIndex('inquiries_due').on('inquiries').columns(['sla_due_at', 'id']).execute();
      await db.schema
        .createIndex('inquiries_assignee')
        .on('inquiries')
        .columns(['assigned_staff_id', 'status'])
        .execute();
      await db.schema
        .createIndex('inquiries_priority')
        .on('inquiries')
        .columns(['brand_id', 'status', 'tier_rank', 'priority', 'id'])
        .execute();

      // A category's skill: what an agent must cover to be given its inquiries (null: anyone).
      await db.schema.alterTable('inquiry_types').addColumn('skill', 'text').execute();

      // Fields per category: typed, ordered, required or not, possibly agent-only; labels and help
      // per language; `config` is JSON (choices with labels per language, min/max, length).
      await db.schema
        .createTable('inquiry_fields')
        .addColumn('id', idColumn(dialect), id)
        .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('type_id', 'integer', (c) => c.notNull().references('inquiry_types.id').onDelete('cascade'))
        .addColumn('field_key', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('agent_only', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('archived_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('inquiry_fields_key', ['type_id', 'field_key'])
        .execute();
      await db.schema
        .createIndex('inquiry_fields_game')
        .on('inquiry_fields')
        .columns(['game_id', 'type_id', 'sort'])
        .execute();
      await db.schema
        .createTable('inquiry_field_texts')
        .addColumn('field_id', 'integer', (c) => c.notNull().references('inquiry_fields.id').onDelete('cascade'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('help', 'text')
        .addPrimaryKeyConstraint('inquiry_field_texts_pk', ['field_id', 'lang'])
        .execute();
      await db.schema
        .createTable('inquiry_field_values')
        .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiries.id').onDelete('cascade'))
        .addColumn('field_id', 'integer', (c) => c.notNull().references('inquiry_fields.id').onDelete('cascade'))
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('inquiry_field_values_pk', ['inquiry_id', 'field_id'])
        .execute();
      await db.schema
        .createIndex('inquiry_field_values_filter')
        .on('inquiry_field_values')
        .columns(['field_id', 'value', 'inquiry_id'])
        .execute();

      // Tags: the predefined ones per brand ('*' for every brand); an inquiry's tags are free text.
      await db.schema
        .createTable('tags')
        .addColumn('id', idColumn(dialect), id)
        .addColumn('brand_id', 'text', (c) => c.notNull().defaultTo('*'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('tags_name', ['brand_id', 'name'])
        .execute();
      await db.schema
        .createTable('inquiry_tags')
        .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiries.id').onDelete('cascade'))
        .addColumn('tag', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('inquiry_tags_pk', ['inquiry_id', 'tag'])
        .execute();
      await db.schema.createIndex('inquiry_tags_tag').on('inquiry_tags').columns(['tag', 'inquiry_id']).execute();

      // The built-in game directory's player tiers (an HTTP directory answers them itself).
      await db.schema
        .createTable('game_player_tiers')
        .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('tier', 'text', (c) => c.notNull())
        .addColumn('spend', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('game_player_tiers_pk', ['game_id', 'account'])
        .execute();

      // SLA: calendars (a time zone, working periods per weekday as JSON, holidays) and policies
      // (brand, area, priority, tier; null matches any) with targets in working minutes.
      await db.schema
        .createTable('sla_calendars')
        .addColumn('id', idColumn(dialect), id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('area', 'text')
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('periods', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sla_holidays')
        .addColumn('calendar_id', 'integer', (c) => c.notNull().references('sla_calendars.id').onDelete('cascade'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('sla_holidays_pk', ['calendar_id', 'day'])
        .execute();
      await db.schema
        .createTable('sla_policies')
        .addColumn('id', idColumn(dialect), id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('brand_id', 'text')
        .addColumn('area', 'text')
        .addColumn('priority', 'integer')
        .addColumn('tier', 'text')
        .addColumn('calendar_id', 'integer', (c) => c.notNull().references('sla_calendars.id'))
        .addColumn('first_response_minutes', 'integer')
        .addColumn('next_response_minutes', 'integer')
        .addColumn('resolution_minutes', 'integer')
        .addColumn('warn_minutes', 'integer', (c) => c.notNull().defaultTo(60))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      // Agents: capacity (open inquiries at once), presence set by hand and dropped after
      // inactivity, whether they take automatic assignment; the languages they read and the
      // skills (categories' skill keys) they cover (none: every category).
      await db.schema
        .alterTable('staff')
        .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(10))
        .execute();
      await db.schema
        .alterTable('staff')
        .addColumn('presence', 'text', (c) => c.notNull().defaultTo('offline'))
        .execute();
      await db.schema.alterTable('staff').addColumn('presence_at', 'text').execute();
      await db.schema
        .alterTable('staff')
        .addColumn('auto_assign', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable('staff_languages')
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('staff_languages_pk', ['staff_id', 'lang'])
        .execute();
      await db.schema
        .createTable('staff_skills')
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('skill', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('staff_skills_pk', ['staff_id', 'skill'])
        .execute();

      // Rules: a trigger, conditions and actions (JSON, shapes in the contract); one run per rule
      // and event, whichever node sees it (the unique key is the guard).
      await db.schema
        .createTable('rules')
        .addColumn('id', idColumn(dialect), id)
        .addColumn('brand_id', 'text')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('trigger', 'text', (c) => c.notNull())
        .addColumn('conditions', 'text', (c) => c.notNull())
        .addColumn('actions', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('rule_runs')
        .addColumn('id', idColumn(dialect), id)
        .addColumn('rule_id', 'integer', (c) => c.notNull().references('rules.id').onDelete('cascade'))
        .addColumn('inquiry_id', 'integer', (c) => c.notNull())
        .addColumn('event_key', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('rule_runs_once', ['rule_id', 'event_key'])
        .execute();
      await db.schema.createIndex('rule_runs_inquiry').on('rule_runs').columns(['inquiry_id', 'id']).execute();

      // Macros: one click of the same actions; the reply template per language.
      await db.schema
        .createTable('macros')
        .addColumn('id', idColumn(dialect), id)
        .addColumn('brand_id', 'text')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('actions', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('macro_texts')
        .addColumn('macro_id', 'integer', (c) => c.notNull().references('macros.id').onDelete('cascade'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('macro_texts_pk', ['macro_id', 'lang'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of [
        'macro_texts',
        'macros',
        'rule_runs',
        'rules',
        'staff_skills',
        'staff_languages',
        'sla_policies',
        'sla_holidays',
        'sla_calendars',
        'game_player_tiers',
        'inquiry_tags',
        'tags',
        'inquiry_field_values',
        'inquiry_field_texts',
        'inquiry_fields',
      ]) {
        await db.schema.dropTable(t).execute();
      }
      for (const c of ['auto_assign', 'presence_at', 'presence', 'capacity'])
        await db.schema.alterTable('staff').dropColumn(c).execute();
      await db.schema.alterTable('inquiry_types').dropColumn('skill').execute();
      for (const i of ['inquiries_priority', 'inquiries_assignee', 'inquiries_due', 'inquiries_sla_due'])
        await db.schema.dropIndex(i).execute();
      for (const c of [
        'merged_into_id',
        'sla_breached_for',
        'sla_warned_for',
        'sla_paused_at',
        'sla_due_at',
        'resolution_due_at',
        'next_response_due_at',
        'first_responded_at',
        'first_response_due_at',
        'sla_policy_id',
        'tier_rank',
        'player_tier',
        'priority',
      ]) {
        await db.schema.alterTable('inquiries').dropColumn(c).execute();
      }
    },
  };
}
