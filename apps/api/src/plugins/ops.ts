// Operations: liveness (/healthz), readiness (/readyz: database and Redis answer) and Prometheus
// metrics (/metrics: requests and latency by route, database pool, upload bytes, open inquiries,
// scheduled jobs and what the housekeeping of uploads removed or found missing, and the process's
// own figures). METRICS_TOKEN, when set, guards /metrics with a Bearer token.
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { Counter, Gauge, Registry, collectDefaultMetrics, type Metric } from 'prom-client';
import type { Redis } from 'ioredis';
import { HealthSchema, MetricsTextSchema, opsPaths, ReadinessSchema } from '@guildhall/contract/ops';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbHandle } from '../db/connection';
import type { JobRun } from '../ops/scheduler';
import { countOpenInquiries, lastJobSuccesses, ping } from '../ops/ops.repository';
import type { FileHousekeeping } from '../modules/files/files.service';

export interface OpsOptions {
  db: DbHandle;
  redis?: Redis | undefined;
  metricsToken?: string | undefined;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

/**
 * A request slower than this is logged (warn) with its id, route and time: at the default level
 * there is no line per request (app.ts), so this and the errors are what the log shows of traffic.
 */
export const SLOW_REQUEST_SECONDS = 1;

/** What one route (pattern and method) has answered, by status, and how long it took. */
interface RouteSeries {
  labels: { method: string; route: string };
  statuses: Map<number, number>;
  /** Answers per latency bucket (the last one: above every bound), not cumulative. */
  buckets: number[];
  seconds: number;
  count: number;
}

type SeriesValue = { labels: Record<string, string | number>; value: number; metricName?: string };

/**
 * Requests and latency by route, recorded with plain arithmetic: prom-client's Counter and
 * Histogram hash their labels on every call (about 1.5 µs a request together, measured), more than
 * the rest of a cached read's own work. The series live here, one object per route pattern and
 * method, and the registry reads them when scraped, through two metrics of its own shape.
 */
export function httpMetrics() {
  const series = new Map<string, RouteSeries>();
  function seriesOf(method: string, route: string): RouteSeries {
    const key = `${method} ${route}`;
    let found = series.get(key);
    if (!found) {
      found = {
        labels: { method, route },
        statuses: new Map(),
        buckets: new Array<number>(LATENCY_BUCKETS.length + 1).fill(0),
        seconds: 0,
        count: 0,
      };
      series.set(key, found);
    }
    return found;
  }
  function record(into: RouteSeries, status: number, seconds: number): void {
    into.statuses.set(status, (into.statuses.get(status) ?? 0) + 1);
    let bucket = 0;
    while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]!) bucket += 1;
    into.buckets[bucket]! += 1;
    into.seconds += seconds;
    into.count += 1;
  }
  function metric(name: string, help: string, type: 'counter' | 'histogram', values: () => SeriesValue[]): Metric {
    const read = async () => ({ name, help, type, aggregator: 'sum' as const, values: values() });
    const reset = () => {
      for (const s of series.values()) {
        s.statuses.clear();
        s.buckets.fill(0);
        s.seconds = 0;
        s.count = 0;
      }
    };
    return { name, help, type, aggregator: 'sum', get: read, getForPromString: read, reset } as unknown as Metric;
  }
  const used = () => [...series.values()].filter((s) => s.count > 0);
  const requestsName = 'guildhall_http_requests_total';
  const latencyName = 'guildhall_http_request_duration_seconds';
  const metrics = [
    metric(requestsName, 'HTTP requests by route and status', 'counter', () =>
      used().flatMap((s) =>
        [...s.statuses].map(([status, n]) => ({ labels: { ...s.labels, status: String(status) }, value: n })),
      ),
    ),
    metric(latencyName, 'HTTP request latency by route', 'histogram', () =>
      used().flatMap((s) => {
        let cumulative = 0;
        return [
          ...LATENCY_BUCKETS.map((le, i) => ({
            labels: { le, ...s.labels },
            value: (cumulative += s.buckets[i]!),
            metricName: `${latencyName}_bucket`,
          })),
          { labels: { le: '+Inf', ...s.labels }, value: s.count, metricName: `${latencyName}_bucket` },
          { labels: s.labels, value: s.seconds, metricName: `${latencyName}_sum` },
          { labels: s.labels, value: s.count, metricName: `${latencyName}_count` },
        ];
      }),
    ),
  ];
  return { seriesOf, record, metrics };
}

function logSlow(request: FastifyRequest, reply: FastifyReply): void {
  request.log.warn(
    {
      req: request,
      res: { statusCode: reply.statusCode },
      route: request.routeOptions.url ?? 'unmatched',
      responseTime: Math.round(reply.elapsedTime),
    },
    'slow request',
  );
}

export const opsPlugin = fp<OpsOptions>(async (fastify, { db, redis, metricsToken }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const http = httpMetrics();
  for (const m of http.metrics) registry.registerMetric(m);
  const uploadBytes = new Counter({
    name: 'guildhall_upload_bytes_total',
    help: 'Bytes received by upload routes',
    registers: [registry],
  });
  new Gauge({
    name: 'guildhall_open_inquiries',
    help: 'Inquiries waiting for the support team or the player (status below awaiting rating)',
    registers: [registry],
    async collect() {
      this.set(await countOpenInquiries(db.db));
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
      const rows = await lastJobSuccesses(db.db);
      for (const row of rows) if (row.last) this.set({ job: row.job }, Date.parse(row.last) / 1000);
    },
  });
  app.decorate('recordJobRun', (run: JobRun) => jobRuns.inc({ job: run.job, outcome: run.outcome }));

  // Housekeeping of uploads (files.service.ts fileHousekeeping), counted by the process that ran
  // it; sum the counters over processes. Orphans and temporary files come from crashes and
  // deletions; a steady stream of them, or any missing object, is worth a look.
  const housekeeping = {
    abandoned: new Counter({
      name: 'guildhall_housekeeping_abandoned_files_removed_total',
      help: 'Uploads never attached, removed (rows and bytes) after a day',
      registers: [registry],
    }),
    orphans: new Counter({
      name: 'guildhall_housekeeping_orphan_files_removed_total',
      help: 'Stored attachment objects without a files row, removed after the grace period',
      registers: [registry],
    }),
    temp: new Counter({
      name: 'guildhall_housekeeping_stale_temp_files_removed_total',
      help: 'Temporary files or multipart uploads of writes cut short, removed after the grace period',
      registers: [registry],
    }),
    // A gauge: what the last sweep in this process found (0 before any); take the max over processes.
    missing: new Gauge({
      name: 'guildhall_housekeeping_missing_objects',
      help: 'Files rows whose stored bytes were missing at the last housekeeping (rows kept, each logged)',
      registers: [registry],
    }),
  };
  app.decorate('recordFileHousekeeping', (report: FileHousekeeping) => {
    housekeeping.abandoned.inc(report.abandonedFilesRemoved);
    housekeeping.orphans.inc(report.orphanFilesRemoved);
    housekeeping.temp.inc(report.staleTempFilesRemoved);
    housekeeping.missing.set(report.missingObjects);
  });

  const pool = db.pool;
  if (pool) {
    new Gauge({
      name: 'guildhall_db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  // Routes by their pattern, never by the raw URL: bounded labels, no ids or tokens in metrics.
  // Each route records into its own series through a hook of its own (no lookup per request);
  // requests no route matched are counted by the global hook below, as `unmatched`.
  app.addHook('onRoute', (route) => {
    const url = route.url;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const own = http.seriesOf(String(methods[0]), url);
    const upload = methods.includes('POST') && /\/files$/.test(url);
    const recordAnswer: onResponseHookHandler = (request, reply, done) => {
      const seconds = reply.elapsedTime / 1000;
      http.record(
        request.method === own.labels.method ? own : http.seriesOf(request.method, url),
        reply.statusCode,
        seconds,
      );
      if (upload && request.method === 'POST' && reply.statusCode < 400)
        uploadBytes.inc(Number(request.headers['content-length']) || 0);
      if (seconds >= SLOW_REQUEST_SECONDS) logSlow(request, reply);
      done();
    };
    const declared = route.onResponse;
    route.onResponse = [
      ...(declared === undefined ? [] : Array.isArray(declared) ? declared : [declared]),
      recordAnswer,
    ] as typeof declared;
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) {
      http.record(http.seriesOf(request.method, 'unmatched'), reply.statusCode, reply.elapsedTime / 1000);
      if (reply.elapsedTime >= SLOW_REQUEST_SECONDS * 1000) logSlow(request, reply);
    }
    done();
  });

  app.get(opsPaths.health, { schema: { response: { 200: HealthSchema } } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get(
    opsPaths.ready,
    { schema: { response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
    async (request, reply) => {
      const checks: Record<string, 'ok' | 'failed'> = {};
      try {
        await ping(db.db);
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
      return reply
        .status(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? 'ready' : 'not ready', checks });
    },
  );

  const text = { content: { 'text/plain': { schema: MetricsTextSchema } } };
  app.get(opsPaths.metrics, { schema: { response: { 200: text, 401: text } } }, async (request, reply) => {
    if (metricsToken) {
      const given = Buffer.from(String(request.headers.authorization ?? '').replace(/^Bearer\s+/i, ''));
      const expected = Buffer.from(metricsToken);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return reply.status(401).send('unauthorized\n');
    }
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
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
