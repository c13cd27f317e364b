// Operations: liveness (/healthz), readiness (/readyz: database and Redis answer) and Prometheus
// metrics (/metrics: requests and latency by route, database pool, upload bytes, open inquiries,
// scheduled jobs and what the housekeeping of uploads removed or found missing, and the process's
// own figures). METRICS_TOKEN, when set, guards /metrics with a Bearer token.
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Redis } from 'ioredis';
import { InquiryStatus } from '@guildhall/contract/inquiry-status';
import { HealthSchema, MetricsTextSchema, opsPaths, ReadinessSchema } from '@guildhall/contract/ops';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/connection';
import type { JobRun } from '../ops/scheduler';
import type { FileHousekeeping } from '../modules/files/files.service';

export interface OpsOptions {
  db: Db;
  redis?: Redis | undefined;
  metricsToken?: string | undefined;
}

export const opsPlugin = fp<OpsOptions>(async (fastify, { db, redis, metricsToken }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'guildhall_http_requests_total', help: 'HTTP requests by route and status', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const latency = new Histogram({
    name: 'guildhall_http_request_duration_seconds',
    help: 'HTTP request latency by route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  const uploadBytes = new Counter({ name: 'guildhall_upload_bytes_total', help: 'Bytes received by upload routes', registers: [registry] });
  new Gauge({
    name: 'guildhall_open_inquiries',
    help: 'Inquiries waiting for the support team or the player (status below awaiting rating)',
    registers: [registry],
    async collect() {
      const row = await db.db
        .selectFrom('inquiries')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('status', '<', InquiryStatus.awaitingRating)
        .executeTakeFirst();
      this.set(Number(row?.n ?? 0));
    },
  });
  // Scheduled jobs (ops/scheduler.ts): what this process did, and when each job last succeeded
  // anywhere (from job_runs, so every process reports the same; alert when it falls behind).
  const jobRuns = new Counter({
    name: 'guildhall_job_runs_total',
    help: 'Scheduled job periods this process ran (succeeded, failed) or found claimed by another (skipped)',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  new Gauge({
    name: 'guildhall_job_last_success_timestamp_seconds',
    help: 'When each scheduled job last finished without error, in any process',
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      const rows = await db.db
        .selectFrom('job_runs')
        .select((eb) => ['job', eb.fn.max('finished_at').as('last')])
        .where('finished_at', 'is not', null)
        .where('error', 'is', null)
        .groupBy('job')
        .execute();
      for (const row of rows) if (row.last) this.set({ job: row.job }, Date.parse(row.last) / 1000);
    },
  });
  app.decorate('recordJobRun', (run: JobRun) => jobRuns.inc({ job: run.job, outcome: run.outcome }));

  // Housekeeping of uploads (files.service.ts fileHousekeeping), counted by the process that ran
  // it; sum the counters over processes. Orphans and temporary files come from crashes and
  // deletions; a steady stream of them, or any missing object, is worth a look.
  const housekeeping = {
    abandoned: new Counter({ name: 'guildhall_housekeeping_abandoned_files_removed_total', help: 'Uploads never attached, removed (rows and bytes) after a day', registers: [registry] }),
    orphans: new Counter({ name: 'guildhall_housekeeping_orphan_files_removed_total', help: 'Stored attachment objects without a files row, removed after the grace period', registers: [registry] }),
    temp: new Counter({
      name: 'guildhall_housekeeping_stale_temp_files_removed_total',
      help: 'Temporary files or multipart uploads of writes cut short, removed after the grace period',
      registers: [registry],
    }),
    // A gauge: what the last sweep in this process found (0 before any); take the max over processes.
    missing: new Gauge({ name: 'guildhall_housekeeping_missing_objects', help: 'Files rows whose stored bytes were missing at the last housekeeping (rows kept, each logged)', registers: [registry] }),
  };
  app.decorate('recordFileHousekeeping', (report: FileHousekeeping) => {
    housekeeping.abandoned.inc(report.abandonedFilesRemoved);
    housekeeping.orphans.inc(report.orphanFilesRemoved);
    housekeeping.temp.inc(report.staleTempFilesRemoved);
    housekeeping.missing.set(report.missingObjects);
  });

  const pool = db.pool;
  if (pool) {
    new Gauge({ name: 'guildhall_db_pool_connections', help: 'PostgreSQL pool connections by state', labelNames: ['state'], registers: [registry], collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    } });
  }

  // While shutting down (ops/shutdown.ts), every answer closes its connection: the client's next
  // request opens a new one, which the balancer sends to a process that is staying.
  app.addHook('onRequest', async (_request, reply) => {
    if (app.closing) reply.header('connection', 'close');
  });

  app.addHook('onResponse', async (request, reply) => {
    // Routes by their pattern, never by the raw URL: bounded labels, no ids or tokens in metrics.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (request.method === 'POST' && /\/files$/.test(route) && reply.statusCode < 400) {
      uploadBytes.inc(Number(request.headers['content-length']) || 0);
    }
  });

  app.get(opsPaths.health, { schema: { response: { 200: HealthSchema } } }, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get(opsPaths.ready, { schema: { response: { 200: ReadinessSchema, 503: ReadinessSchema } } }, async (request, reply) => {
    const checks: Record<string, 'ok' | 'failed'> = {};
    try {
      await sql`select 1`.execute(db.db);
      checks.database = 'ok';
    } catch (err) {
      request.log.error({ err }, 'readiness: database');
      checks.database = 'failed';
    }
    if (redis) {
      try {
        await redis.ping();
        checks.redis = 'ok';
      } catch (err) {
        request.log.error({ err }, 'readiness: redis');
        checks.redis = 'failed';
      }
    }
    const ready = Object.values(checks).every((v) => v === 'ok') && !app.closing;
    return reply.status(ready ? 200 : 503).header('cache-control', 'no-store').send({ status: ready ? 'ready' : 'not ready', checks });
  });

  const text = { content: { 'text/plain': { schema: MetricsTextSchema } } };
  app.get(opsPaths.metrics, { schema: { response: { 200: text, 401: text } } }, async (request, reply) => {
    if (metricsToken) {
      const given = Buffer.from(String(request.headers.authorization ?? '').replace(/^Bearer\s+/i, ''));
      const expected = Buffer.from(metricsToken);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return reply.status(401).send('unauthorized\n');
    }
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** True once shutdown began: readiness answers 503 so balancers stop sending work. */
    closing: boolean;
    /** Counts a scheduled job's run in the metrics (the scheduler's `onRun`). */
    recordJobRun(run: JobRun): void;
    /** Counts what the housekeeping of uploads removed and found missing. */
    recordFileHousekeeping(report: FileHousekeeping): void;
  }
}
