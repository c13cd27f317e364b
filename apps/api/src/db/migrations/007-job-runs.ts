// Migration 007: Scheduled jobs claim their period (docs/decisions/0007).
// Shipped: never edit it (a database that ran it would not run it again); add a new one.
import type { Kysely, Migration } from 'kysely';

export function migration(): Migration {
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
