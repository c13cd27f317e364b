// The queries of the operations side: the scheduler's job_runs (ops/scheduler.ts), the metrics and
// the health check (plugins/ops.ts), and SQLite's planner statistics (server.ts).
import { sql } from 'kysely';
import { InquiryStatus } from '@guildhall/contract/inquiry-status';
import type { Executor } from '../db/schema';

/** Deletes the runs of periods that started before `cutoff`; how many. */
export async function purgeJobRuns(db: Executor, cutoff: string): Promise<number> {
  const r = await db.deleteFrom('job_runs').where('period_start', '<', cutoff).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Claims a job's period for `node`: true when this call inserted the row (won), false when it was there. */
export async function claimJobRun(
  db: Executor,
  run: { job: string; periodStart: string; node: string; startedAt: string },
): Promise<boolean> {
  const r = await db
    .insertInto('job_runs')
    .values({
      job: run.job,
      period_start: run.periodStart,
      node: run.node,
      started_at: run.startedAt,
      finished_at: null,
      affected: null,
      error: null,
    })
    .onConflict((oc) => oc.columns(['job', 'period_start']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function finishJobRun(
  db: Executor,
  run: { job: string; periodStart: string; finishedAt: string; affected: number | null; error: string | null },
): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({ finished_at: run.finishedAt, affected: run.affected, error: run.error })
    .where('job', '=', run.job)
    .where('period_start', '=', run.periodStart)
    .execute();
}

/** When each job last finished without error, in any process. */
export function lastJobSuccesses(db: Executor) {
  return db
    .selectFrom('job_runs')
    .select((eb) => ['job', eb.fn.max('finished_at').as('last')])
    .where('finished_at', 'is not', null)
    .where('error', 'is', null)
    .groupBy('job')
    .execute();
}

/** Inquiries waiting for the support team or the player (status below awaiting rating). */
export async function countOpenInquiries(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('inquiries')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '<', InquiryStatus.awaitingRating)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The cheapest round trip to the database. */
export async function ping(db: Executor): Promise<void> {
  await sql`select 1`.execute(db);
}

/** SQLite only: refreshes the planner's statistics where they are stale. */
export async function optimizeSqlite(db: Executor): Promise<void> {
  await sql`pragma optimize`.execute(db);
}

/** True when the database holds at least one brand. */
export async function hasBrand(db: Executor): Promise<boolean> {
  return !!(await db.selectFrom('brands').select('id').limit(1).executeTakeFirst());
}
