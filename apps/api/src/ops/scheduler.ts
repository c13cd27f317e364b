// Scheduled jobs that run once per period however many API processes there are. Each process
// checks every minute (plus a random jitter, so processes started together do not all knock at
// once) whether the current period of each job is claimed; it claims it with one
// `INSERT … ON CONFLICT DO NOTHING` into job_runs, the same SQL on SQLite and PostgreSQL, and runs
// the job only if its row went in. The database's primary key decides the race, so no clock,
// lock or leader election is needed. A failed run is recorded and logged and the job runs again
// next period; a process that dies mid-run leaves a row without finished_at, and the next period
// runs as usual. Old rows are purged by the scheduler itself, as one more claimed job.
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { claimJobRun, finishJobRun, purgeJobRuns } from './ops.repository';

export interface ScheduledJob {
  name: string;
  /** Does the work; answers how many rows (or files) it touched. */
  run: () => Promise<number>;
  /** This job's own period (default the scheduler's): a job that must run every minute says so. */
  periodMs?: number;
}

/** What one process did with one job in one period: ran it (well or not) or found it claimed. */
export interface JobRun {
  job: string;
  periodStart: string;
  outcome: 'succeeded' | 'failed' | 'skipped';
  affected: number;
  seconds: number;
}

export interface SchedulerLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface SchedulerOptions {
  db: Kysely<Database>;
  jobs: ScheduledJob[];
  log: SchedulerLog;
  /** Who ran a job, as recorded in job_runs (default host name and process id). */
  node?: string;
  /** Length of a period (default one hour); periods start at multiples of it since the epoch. */
  periodMs?: number;
  /** How often a process checks for an unclaimed period (default one minute). */
  checkEveryMs?: number;
  /** Up to this much random delay before each check (default 10 s). */
  jitterMs?: number;
  /** job_runs rows older than this are purged (default 14 days). */
  keepRunsMs?: number;
  now?: () => number;
  /**
   * Whether this scheduler also purges old job_runs rows (default true). A second scheduler with a
   * shorter period (the minutely jobs) leaves that to the hourly one: one purge is enough.
   */
  purgeRuns?: boolean;
  /** Called after each claim attempt, for metrics. */
  onRun?: (run: JobRun) => void;
}

export interface Scheduler {
  /** Checks at once (after the jitter) and then every `checkEveryMs`, until `stop()`. */
  start(): void;
  /** One check: claims and runs the jobs whose current period is unclaimed. */
  tick(): Promise<JobRun[]>;
  /** No more checks; waits for a job already running to finish. */
  stop(): Promise<void>;
}

export const PURGE_JOB = 'job runs';

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, log } = options;
  const node = options.node ?? `${os.hostname()}:${process.pid}`;
  const periodMs = options.periodMs ?? 60 * 60_000;
  const checkEveryMs = options.checkEveryMs ?? 60_000;
  const jitterMs = options.jitterMs ?? 10_000;
  const keepRunsMs = options.keepRunsMs ?? 14 * 24 * 60 * 60_000;
  const now = options.now ?? Date.now;
  // The current period's row must outlive the period, or another process could claim it again.
  if (keepRunsMs < 2 * Math.max(periodMs, ...options.jobs.map((j) => j.periodMs ?? 0)))
    throw new Error('keepRunsMs must cover at least two periods');

  const jobs: ScheduledJob[] = [...options.jobs];
  if (options.purgeRuns !== false) {
    jobs.push({
      name: PURGE_JOB,
      run: async () => {
        const cutoff = new Date(now() - keepRunsMs).toISOString();
        return purgeJobRuns(db, cutoff);
      },
    });
  }
  if (new Set(jobs.map((j) => j.name)).size !== jobs.length) throw new Error('scheduled job names must be unique');

  // The period each job was last claimed for by this process, won or lost: no INSERT a minute
  // per job once the period is settled. A claim that failed (database down) is tried again.
  const settled = new Map<string, string>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function claim(job: string, periodStart: string): Promise<boolean> {
    return claimJobRun(db, { job, periodStart, node, startedAt: new Date(now()).toISOString() });
  }

  async function runOne(job: ScheduledJob, periodStart: string): Promise<JobRun | null> {
    let won: boolean;
    try {
      won = await claim(job.name, periodStart);
    } catch (err) {
      log.error({ err, job: job.name }, 'scheduled job: claim failed');
      return null;
    }
    settled.set(job.name, periodStart);
    if (!won) return { job: job.name, periodStart, outcome: 'skipped', affected: 0, seconds: 0 };

    const started = now();
    let affected = 0;
    let error: string | null = null;
    try {
      affected = await job.run();
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      log.error({ err, job: job.name, periodStart }, 'scheduled job failed');
    }
    const seconds = (now() - started) / 1000;
    try {
      await finishJobRun(db, {
        job: job.name,
        periodStart,
        finishedAt: new Date(now()).toISOString(),
        affected: error ? null : affected,
        error: error?.slice(0, 1000) ?? null,
      });
    } catch (err) {
      log.error({ err, job: job.name }, 'scheduled job: recording the run failed');
    }
    if (!error) log.info({ job: job.name, periodStart, affected, seconds }, 'scheduled job done');
    return { job: job.name, periodStart, outcome: error ? 'failed' : 'succeeded', affected, seconds };
  }

  async function tick(): Promise<JobRun[]> {
    const runs: JobRun[] = [];
    // One job after another: housekeeping never takes more than one connection of the pool.
    for (const job of jobs) {
      if (stopped) break;
      const every = job.periodMs ?? periodMs;
      const periodStart = new Date(Math.floor(now() / every) * every).toISOString();
      if (settled.get(job.name) === periodStart) continue;
      const run = await runOne(job, periodStart);
      if (!run) continue;
      runs.push(run);
      options.onRun?.(run);
    }
    return runs;
  }

  const jitter = () => Math.floor(Math.random() * jitterMs);

  function schedule(delay: number) {
    timer = setTimeout(() => {
      timer = undefined;
      const current = tick().catch((err: unknown) => log.error({ err }, 'scheduled jobs: check failed'));
      running = current;
      // `current` already logs its failure and never rejects; the next check is chained, not awaited
      // (a timer callback has nobody to await it).
      void current.then(() => {
        if (running === current) running = undefined;
        if (!stopped) schedule(checkEveryMs + jitter());
      });
    }, delay);
    // Never what keeps the process alive.
    timer.unref();
  }

  return {
    start() {
      if (stopped || timer || running) return;
      schedule(jitter());
    },
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
