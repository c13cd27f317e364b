import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../db/connection';
import { createTestApp, dialects, type TestApp } from '../../test/helper';
import { createScheduler, PURGE_JOB, type JobRun, type ScheduledJob } from './scheduler';

const HOUR = 60 * 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(dialects)('scheduled jobs on %s', (dialect) => {
  let t: TestApp;
  // Each simulated process has a connection (pool) of its own to the same database.
  const connections: DbHandle[] = [];
  let clock = Date.UTC(2030, 0, 1, 10, 0, 30);
  const now = () => clock;

  function connect(): DbHandle {
    const db = openDb({
      databaseUrl: dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
      dataDir: t.dataDir,
      ...(t.db.schema ? { pgSchema: t.db.schema, poolSize: 2 } : {}),
    });
    connections.push(db);
    return db;
  }

  function quietLog() {
    const errors: { obj: object; msg: string }[] = [];
    return { errors, log: { info() {}, error: (obj: object, msg: string) => errors.push({ obj, msg }) } };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    for (const c of connections) await c.close();
    await t.close();
  });

  it('runs each job once per period however many processes check at the same time', async () => {
    await t.db.db.deleteFrom('job_runs').execute();
    const counts: Record<string, number> = { sessions: 0, codes: 0, uploads: 0 };
    // The bodies take a while, so the processes' checks overlap for real.
    const jobs: ScheduledJob[] = Object.keys(counts).map((name) => ({
      name,
      run: async () => {
        counts[name]! += 1;
        await sleep(15);
        return 3;
      },
    }));
    const runs: JobRun[] = [];
    const processes = Array.from({ length: 5 }, (_, i) =>
      createScheduler({
        db: connect().db,
        jobs,
        log: quietLog().log,
        node: `node-${i}`,
        now,
        onRun: (r) => runs.push(r),
      }),
    );

    // Every process checks twice, all at once, within the same period.
    await Promise.all(processes.flatMap((p) => [p.tick(), p.tick()]));
    expect(counts).toEqual({ sessions: 1, codes: 1, uploads: 1 });
    const rows = await t.db.db.selectFrom('job_runs').selectAll().orderBy('job').execute();
    expect(rows.map((r) => r.job)).toEqual(['codes', PURGE_JOB, 'sessions', 'uploads']);
    for (const row of rows) {
      expect(row.period_start).toBe('2030-01-01T10:00:00.000Z');
      expect(row.node).toMatch(/^node-\d$/);
      expect(row.finished_at).not.toBeNull();
      expect(row.error).toBeNull();
    }
    expect(rows.find((r) => r.job === 'sessions')!.affected).toBe(3);
    // Each job was claimed once and found claimed by every other process that asked.
    const sessions = runs.filter((r) => r.job === 'sessions');
    expect(sessions.filter((r) => r.outcome === 'succeeded')).toHaveLength(1);
    expect(sessions.filter((r) => r.outcome === 'skipped').length).toBeGreaterThanOrEqual(1);

    // Later in the same period: nothing more runs.
    clock += 20 * 60_000;
    await Promise.all(processes.map((p) => p.tick()));
    expect(counts).toEqual({ sessions: 1, codes: 1, uploads: 1 });

    // The next period: each job runs once more.
    clock += HOUR;
    await Promise.all(processes.flatMap((p) => [p.tick(), p.tick()]));
    expect(counts).toEqual({ sessions: 2, codes: 2, uploads: 2 });
    const periods = await t.db.db
      .selectFrom('job_runs')
      .select('period_start')
      .where('job', '=', 'sessions')
      .orderBy('period_start')
      .execute();
    expect(periods.map((p) => p.period_start)).toEqual(['2030-01-01T10:00:00.000Z', '2030-01-01T11:00:00.000Z']);
  });

  it('runs a job with a period of its own (the SLA job, every minute) once per its period', async () => {
    await t.db.db.deleteFrom('job_runs').execute();
    const counts = { hourly: 0, minutely: 0 };
    const jobs: ScheduledJob[] = [
      { name: 'hourly', run: async () => (counts.hourly += 1) },
      { name: 'minutely', run: async () => (counts.minutely += 1), periodMs: 60_000 },
    ];
    const processes = [0, 1].map((i) =>
      createScheduler({ db: connect().db, jobs, log: quietLog().log, node: `m-${i}`, now }),
    );
    await Promise.all(processes.flatMap((p) => [p.tick(), p.tick()]));
    expect(counts).toEqual({ hourly: 1, minutely: 1 });
    clock += 60_000;
    await Promise.all(processes.flatMap((p) => [p.tick(), p.tick()]));
    clock += 60_000;
    await Promise.all(processes.map((p) => p.tick()));
    expect(counts).toEqual({ hourly: 1, minutely: 3 });
    const minutes = await t.db.db
      .selectFrom('job_runs')
      .select('period_start')
      .where('job', '=', 'minutely')
      .orderBy('period_start')
      .execute();
    expect(new Set(minutes.map((m) => m.period_start)).size).toBe(3);
  });

  it('records a failed run, goes on with the other jobs, and tries again next period', async () => {
    await t.db.db.deleteFrom('job_runs').execute();
    let attempts = 0;
    let other = 0;
    const jobs: ScheduledJob[] = [
      {
        name: 'flaky',
        run: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('database went away');
          return 7;
        },
      },
      { name: 'steady', run: async () => ++other },
    ];
    const { log, errors } = quietLog();
    const runs: JobRun[] = [];
    const a = createScheduler({ db: connect().db, jobs, log, now, onRun: (r) => runs.push(r) });
    const b = createScheduler({ db: connect().db, jobs, log, now, onRun: (r) => runs.push(r) });

    await Promise.all([a.tick(), b.tick()]);
    expect(attempts).toBe(1);
    expect(other).toBe(1);
    expect(errors.map((e) => e.msg)).toContain('scheduled job failed');
    const failed = await t.db.db
      .selectFrom('job_runs')
      .selectAll()
      .where('job', '=', 'flaky')
      .executeTakeFirstOrThrow();
    expect(failed.error).toBe('database went away');
    expect(failed.finished_at).not.toBeNull();
    expect(failed.affected).toBeNull();
    // Not again in the same period, by either process.
    await Promise.all([a.tick(), b.tick()]);
    expect(attempts).toBe(1);

    clock += HOUR;
    await Promise.all([a.tick(), b.tick()]);
    expect(attempts).toBe(2);
    const rows = await t.db.db
      .selectFrom('job_runs')
      .selectAll()
      .where('job', '=', 'flaky')
      .orderBy('period_start')
      .execute();
    expect(rows.map((r) => [r.error, r.affected])).toEqual([
      ['database went away', null],
      [null, 7],
    ]);
    // What the two processes report (the metrics): one failure, one success, the rest skipped.
    const flaky = runs.filter((r) => r.job === 'flaky').map((r) => r.outcome);
    expect(flaky.filter((o) => o === 'failed')).toHaveLength(1);
    expect(flaky.filter((o) => o === 'succeeded')).toHaveLength(1);
    expect(flaky.filter((o) => o === 'skipped')).toHaveLength(2);
  });

  it('purges its own old rows, keeping the recent ones', async () => {
    await t.db.db.deleteFrom('job_runs').execute();
    const iso = (ms: number) => new Date(ms).toISOString();
    const old = {
      job: 'sessions',
      node: 'gone',
      started_at: iso(clock),
      finished_at: iso(clock),
      affected: 0,
      error: null,
    };
    await t.db.db
      .insertInto('job_runs')
      .values([
        { ...old, period_start: iso(clock - 20 * 24 * HOUR) },
        { ...old, period_start: iso(clock - 15 * 24 * HOUR) },
        { ...old, period_start: iso(clock - 2 * 24 * HOUR) },
      ])
      .execute();
    const s = createScheduler({ db: connect().db, jobs: [], log: quietLog().log, now });
    const runs = await s.tick();
    expect(runs).toEqual([expect.objectContaining({ job: PURGE_JOB, outcome: 'succeeded', affected: 2 })]);
    const left = await t.db.db.selectFrom('job_runs').select(['job', 'period_start']).orderBy('period_start').execute();
    expect(left).toEqual([
      { job: 'sessions', period_start: iso(clock - 2 * 24 * HOUR) },
      { job: PURGE_JOB, period_start: iso(Math.floor(clock / HOUR) * HOUR) },
    ]);
  });

  it('a minutely scheduler (purgeRuns false) runs its jobs each minute and leaves the purge to the hourly one', async () => {
    await t.db.db.deleteFrom('job_runs').execute();
    let ran = 0;
    const s = createScheduler({
      db: connect().db,
      jobs: [{ name: 'agent presence', run: async () => ++ran }],
      log: quietLog().log,
      now,
      periodMs: 60_000,
      purgeRuns: false,
    });
    expect((await s.tick()).map((r) => r.job)).toEqual(['agent presence']);
    expect(await s.tick()).toEqual([]);
    clock += 60_000;
    expect((await s.tick()).map((r) => [r.job, r.outcome])).toEqual([['agent presence', 'succeeded']]);
    expect(ran).toBe(2);
    expect((await t.db.db.selectFrom('job_runs').select('job').where('job', '=', PURGE_JOB).execute()).length).toBe(0);
  });

  it('shows the runs in the metrics: counts of this process, and the last success of any process', async () => {
    await t.db.db.deleteFrom('job_runs').execute();
    const jobs: ScheduledJob[] = [
      { name: 'sessions', run: async () => 1 },
      { name: 'broken', run: () => Promise.reject(new Error('no')) },
    ];
    // This app's process ran the jobs; another process finds them claimed.
    await createScheduler({ db: t.db.db, jobs, log: quietLog().log, now, onRun: (r) => t.app.recordJobRun(r) }).tick();
    await createScheduler({
      db: connect().db,
      jobs,
      log: quietLog().log,
      now,
      onRun: (r) => t.app.recordJobRun(r),
    }).tick();
    const body = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(body).toContain('guildhall_job_runs_total{job="sessions",outcome="succeeded"} 1');
    expect(body).toContain('guildhall_job_runs_total{job="sessions",outcome="skipped"} 1');
    expect(body).toContain('guildhall_job_runs_total{job="broken",outcome="failed"} 1');
    const last = body.match(/guildhall_job_last_success_timestamp_seconds\{job="sessions"\} ([\d.e+]+)/);
    expect(Number(last?.[1])).toBe(clock / 1000);
    // A job that only failed has no last success.
    expect(body).not.toContain('guildhall_job_last_success_timestamp_seconds{job="broken"}');
  });

  it('checks at start and every interval, and stops after the job in hand', async () => {
    await t.db.db.deleteFrom('job_runs').execute();
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let done = false;
    const s = createScheduler({
      db: connect().db,
      jobs: [{ name: 'slow', run: async () => (runs++, await gate, (done = true), 1) }],
      log: quietLog().log,
      now,
      checkEveryMs: 20,
      jitterMs: 5,
    });
    s.start();
    await expect.poll(() => runs, { timeout: 2000 }).toBe(1);
    let stopped = false;
    const stopping = s.stop().then(() => (stopped = true));
    await sleep(50);
    // Stop waits for the run in hand.
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(done).toBe(true);
    const row = await t.db.db.selectFrom('job_runs').selectAll().where('job', '=', 'slow').executeTakeFirstOrThrow();
    expect(row.affected).toBe(1);
    // A new period comes, but a stopped scheduler checks no more.
    clock += HOUR;
    await sleep(80);
    expect(runs).toBe(1);
  });

  it('keeps checking on a timer and runs the next period without being asked', async () => {
    await t.db.db.deleteFrom('job_runs').execute();
    let runs = 0;
    const s = createScheduler({
      db: connect().db,
      jobs: [{ name: 'hourly', run: async () => ++runs }],
      log: quietLog().log,
      now,
      checkEveryMs: 20,
      jitterMs: 0,
    });
    s.start();
    await expect.poll(() => runs, { timeout: 2000 }).toBe(1);
    await sleep(80);
    expect(runs).toBe(1);
    clock += HOUR;
    await expect.poll(() => runs, { timeout: 2000 }).toBe(2);
    await s.stop();
  });
});
