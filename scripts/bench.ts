// `npm run bench`: load-tests the real API server against a bare node:http server that answers the
// very same bytes, and reports requests/s, p50/p99 latency and the ratio full/bare per scenario.
//
// Scenarios are a list (SCENARIOS below): each starts what it measures (the subject) and what it
// is compared with (the baseline) through a ScenarioContext that cleans everything up afterwards;
// one runner warms up, measures and checks both with the same autocannon settings, and a summary
// table closes the run. Results also go to bench-results/latest.json (git-ignored).
//
// Settings (environment):
//   BENCH_DURATION     seconds per measured run (default 10; a 2 s warm-up precedes each run)
//   BENCH_CONNECTIONS  concurrent connections (default 50; pipelining is always 1)
//   BENCH_SCENARIOS    comma-separated scenario names to run (default: all)
//   BENCH_INQUIRY_CLIENTS concurrent clients of the "inquiry-create" scenario (default 16)
//   BENCH_ASSIGN_AGENTS agents online in the "auto-assign" scenario (default 40)
//   BENCH_QUEUE_ROWS   inquiries in the "queue-1m" database (default 1000000; cached per size)
//   BENCH_QUEUE_SAMPLES sequential requests per case of "queue-1m" (default 50)
//   BENCH_QUEUE_CASE_SECONDS time budget per "queue-1m" case (default 30; at least 10 requests; the
//                      walk to the deep page gets twice that)
//   BENCH_DATABASE_URL PostgreSQL of "games/simple-pg" and "two-nodes", where a scratch database is
//                      created and dropped (default TEST_DATABASE_URL, then postgres://postgres@127.0.0.1:5432/test)
//   BENCH_REDIS_URL    Redis of those scenarios; an empty database among 1-15 is claimed and emptied
//                      (default TEST_REDIS_URL, then redis://127.0.0.1:6379); either missing: skipped
//   BENCH_BALANCER     balancer of "two-nodes": nginx or node (default nginx when installed)
//   BENCH_LOG_LEVEL    LOG_LEVEL of the API server (default info, as in production; see API_LOG_LEVEL)
//   BENCH_API_NODE_ARGS extra node flags for the API server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
//   BENCH_FROM_SOURCE=1 run the API server from its sources through tsx instead of the bundle that
//                      `npm start` runs (built once per run by scripts/lib/nodes.ts)
//   BENCH_STRICT=1     exit 1 when a scenario misses its goal (errors and non-2xx always do)
//   BENCH_RENDER_SAMPLES cold renders (and warm answers) timed one at a time by "site/front" (default 50)
//
// Most scenarios compare requests/s with a bare server (LoadScenario); others measure something
// else and report their own figures (CustomScenario): "uploads" (memory while streaming large
// attachments, scripts/bench-uploads.ts), "inquiry-create" (inquiries filed per second on SQLite,
// checked against the database afterwards, scripts/bench-inquiries.ts), "auto-assign" (inquiries
// filed and automatically assigned per second on SQLite, in process, scripts/bench-assignment.ts)
// and "queue-1m" (the staff
// queue on a million inquiries, database cached under bench-results/, scripts/bench-queue.ts) and
// "two-nodes" (reads per second of one node vs two behind a balancer, on PostgreSQL and Redis,
// with every process's CPU time, scripts/bench-nodes.ts). "games/simple-pg" is "games/simple" on
// PostgreSQL with Redis. "site/front" is the server-rendered front page with the site's
// build (`npm run build` first: apps/web/dist and dist-ssr), then the cost of a cold render
// (scripts/bench-site.ts). API servers are started by scripts/lib/nodes.ts (shared with
// scripts/multinode.ts).
//
// The load generator (autocannon) runs in this process, so on a small machine it shares the CPU
// cores with the server under test; both servers run in child processes so that they compete for
// the cores on equal terms.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- autocannon ships no types
/// <reference path="./autocannon.d.ts" />
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Instance, type Result } from 'autocannon';
import {
  BenchError,
  httpGet,
  poll,
  processCpuMs,
  Resources,
  spawnChild,
  type ApiServer,
  type HttpAnswer,
} from './bench-process';
import { tableLines } from './bench-http';
import {
  describeTwoNodes,
  machineBusyMs,
  runTwoNodes,
  ScenarioSkipped,
  scratchServices,
  type LoadTarget,
} from './bench-nodes';
import { startApiNode } from './lib/nodes';
import type { BalancerKind } from './lib/balancer';
import { DEFAULT_UPLOADS, describeUploads, runUploads } from './bench-uploads';
import { describeInquiryCreate, runInquiryCreate, type InquiryCreateSettings } from './bench-inquiries';
import { describeQueue, describeSlowPlans, runQueue, type QueueSettings } from './bench-queue';
import { describeAssignment, runAssignment } from './bench-assignment';
import { BROWSER_HEADERS, checkFrontPage, describeRenders, measureRenders, replayedHeaders } from './bench-site';
import { DEMO_ACCOUNTS } from '../apps/api/src/db/seed/demo-accounts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT, 'bench-results', 'latest.json');

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) {
    console.error(`bench: ${name} must be a positive integer (got ${JSON.stringify(raw)})`);
    process.exit(1);
  }
  return n;
}

const settings = {
  durationSeconds: intFromEnv('BENCH_DURATION', 10),
  warmupSeconds: 2,
  connections: intFromEnv('BENCH_CONNECTIONS', 50),
  pipelining: 1,
};

/**
 * The API server logs at `info`, the default: no line per request there (only failures and slow
 * requests, apps/api/src/app.ts). At `debug` Fastify writes two JSON lines per request (incoming
 * request, request completed), and at tens of thousands of requests per second that logging, not
 * the application, would be what is measured.
 */
const API_LOG_LEVEL = process.env.BENCH_LOG_LEVEL || 'info';
const BRAND_HOST = 'nova.localhost';
const INQUIRY_CLIENTS = intFromEnv('BENCH_INQUIRY_CLIENTS', 16);
const ASSIGN_AGENTS = intFromEnv('BENCH_ASSIGN_AGENTS', 40);
const RENDER_SAMPLES = intFromEnv('BENCH_RENDER_SAMPLES', 50);
const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const QUEUE: QueueSettings = {
  rows: intFromEnv('BENCH_QUEUE_ROWS', 1_000_000),
  users: 4000,
  samples: intFromEnv('BENCH_QUEUE_SAMPLES', 50),
  caseSeconds: intFromEnv('BENCH_QUEUE_CASE_SECONDS', 30),
  minSamples: 10,
  warmup: 5,
  deepPages: 200,
  pageSize: 25,
  concurrency: 5,
  throughputSeconds: settings.durationSeconds,
  goalMs: 50,
  host: BRAND_HOST,
  cacheDir: path.join(ROOT, 'bench-results'),
};
const API_NODE_ARGS = (process.env.BENCH_API_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
/** The server measured is the built bundle, as production runs it, unless BENCH_FROM_SOURCE=1. */
const API_FROM_SOURCE = process.env.BENCH_FROM_SOURCE === '1';
const BALANCER = ((): BalancerKind | undefined => {
  const raw = (process.env.BENCH_BALANCER ?? '').trim();
  if (raw === '') return undefined;
  if (raw === 'nginx' || raw === 'node') return raw;
  console.error(`bench: BENCH_BALANCER must be nginx or node (got ${JSON.stringify(raw)})`);
  process.exit(1);
})();

// ---------------------------------------------------------------------------------------------
// Scenarios

/** Something autocannon can load: a URL and the headers of every request. */
interface Target {
  label: string;
  url: string;
  headers: Record<string, string>;
  /** The server's process, to measure its CPU time per request (Linux /proc; skipped elsewhere). */
  pid?: number | undefined;
  /** More processes whose CPU time to report (nodes, a balancer, the load generator itself). */
  processes?: { label: string; pids: () => number[] }[];
}

interface ScenarioSetup {
  subject: Target;
  baseline: Target;
  /** Figures measured after both runs, on the subject's server (e.g. the cost of a cold render). */
  after?: () => Promise<ExtraFigures>;
}

/** More figures of a load scenario: lines for the run and the summary, and the JSON. */
interface ExtraFigures {
  lines: string[];
  figures: unknown;
}

interface LoadScenario {
  kind?: 'load';
  /** Short name, used in the summary and in BENCH_SCENARIOS. */
  name: string;
  description: string;
  /** Minimum subject/baseline ratio of requests per second. */
  goal: number;
  /** Maximum subject/baseline ratio of server CPU time per request (the steadier figure on a busy machine). */
  cpuGoal?: number;
  setup(ctx: ScenarioContext): Promise<ScenarioSetup>;
}

/** What a custom scenario found: its figures (for the JSON), lines for the summary, the verdict. */
interface CustomOutcome {
  goal: string;
  meetsGoal: boolean;
  /** The figure the goal is about, in a few words, for the summary table. */
  headline: string;
  /** Lines repeated in the closing summary (default: `lines`). */
  summaryLines?: string[];
  lines: string[];
  figures: unknown;
}

/** A scenario that drives the server its own way instead of autocannon against a baseline. */
interface CustomScenario {
  kind: 'custom';
  name: string;
  description: string;
  run(ctx: ScenarioContext): Promise<CustomOutcome>;
}

type Scenario = LoadScenario | CustomScenario;

interface ServerProcess {
  origin: string;
  pid: number | undefined;
}

interface ScenarioContext {
  resources: Resources;
  signal: AbortSignal;
  /**
   * The real server (the bundle `npm start` runs, or its sources with BENCH_FROM_SOURCE=1) on a
   * fresh data folder, API only; `env` overrides
   * its environment (e.g. DATABASE_URL=sqlite:/path/to/file.db to serve a prepared database).
   */
  startApi(env?: Record<string, string>): Promise<ApiServer>;
  /** A bare node:http server answering every request with `answer` (status 200), plus `headers` if given. */
  startBare(answer: { body: Buffer; contentType: string; headers?: Record<string, string> }): Promise<ServerProcess>;
  /** GETs until the answer is 200, then returns it. */
  waitFor200(url: string, headers: Record<string, string>): Promise<HttpAnswer>;
  /** Warm-up and measured run of `target` with the settings above; fails unless every answer is 2xx. */
  measure(target: Target): Promise<Measurement>;
}

/**
 * "games/simple" on a given API: the full stack against a bare node:http server that answers the
 * very same bytes (so the ratio is what the application costs over Node's HTTP alone).
 */
async function simpleReadSetup(ctx: ScenarioContext, env?: Record<string, string>): Promise<ScenarioSetup> {
  const api = await ctx.startApi(env);
  const url = `${api.origin}/api/games/simple`;
  const headers = { host: BRAND_HOST };
  const full = await ctx.waitFor200(url, headers);
  const contentType = String(full.headers['content-type'] ?? 'application/json; charset=utf-8');
  const bare = await ctx.startBare({ body: full.body, contentType });
  const bareAnswer = await ctx.waitFor200(`${bare.origin}/api/games/simple`, headers);
  if (!bareAnswer.body.equals(full.body) || bareAnswer.headers['content-type'] !== contentType) {
    throw new BenchError('the bare server does not answer the same bytes as the full stack');
  }
  return {
    baseline: { label: 'bare node', url: `${bare.origin}/api/games/simple`, headers, pid: bare.pid },
    subject: { label: 'full stack', url, headers, pid: api.pid },
  };
}

/**
 * "site/front": the front page a browser gets (brand Host, `Accept-Encoding: br, gzip`) from the
 * kept rendered page, against a bare node:http server sending the captured answer, headers and
 * Content-Encoding included; then cold and warm render latency (scripts/bench-site.ts).
 */
async function siteFrontSetup(ctx: ScenarioContext): Promise<ScenarioSetup> {
  const entry = path.join(path.dirname(WEB_DIST), 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html')) || !fs.existsSync(entry)) {
    throw new BenchError(
      "site/front needs the player site's build (apps/web/dist and apps/web/dist-ssr/entry-server.js): run `npm run build` first",
    );
  }
  const api = await ctx.startApi({ WEB_DIST });
  const headers = { host: BRAND_HOST, ...BROWSER_HEADERS };
  // The first answer renders the page and keeps it; the second must be the same bytes (the kept page).
  const first = await ctx.waitFor200(`${api.origin}/`, headers);
  const full = await ctx.waitFor200(`${api.origin}/`, headers);
  if (!full.body.equals(first.body) || full.headers.etag !== first.headers.etag) {
    throw new BenchError('two answers of GET / differ: the page is not kept (cache warm) as expected');
  }
  const page = checkFrontPage(full);
  const replayed = replayedHeaders(full);
  const contentType = replayed['content-type'] ?? 'text/html; charset=utf-8';
  const bare = await ctx.startBare({ body: full.body, contentType, headers: replayed });
  const bareAnswer = await ctx.waitFor200(`${bare.origin}/`, headers);
  const differing = Object.entries(replayed)
    .filter(([name, value]) => bareAnswer.headers[name] !== value)
    .map(([name]) => name);
  if (!bareAnswer.body.equals(full.body) || differing.length > 0) {
    throw new BenchError(
      `the bare server does not answer the same bytes and headers as the full stack${differing.length ? ` (${differing.join(', ')})` : ''}`,
    );
  }
  return {
    baseline: { label: 'bare node', url: `${bare.origin}/`, headers, pid: bare.pid },
    subject: { label: 'full stack', url: `${api.origin}/`, headers, pid: api.pid },
    async after() {
      process.stdout.write(
        `  render latency: ${RENDER_SAMPLES} cold pages and ${RENDER_SAMPLES} warm answers, one at a time… `,
      );
      const figures = await measureRenders(
        api.origin,
        BRAND_HOST,
        { brotliBytes: full.body.length, htmlBytes: page.htmlBytes, html: page.html },
        api.pid,
        { samples: RENDER_SAMPLES, unmeasured: 3, signal: ctx.signal },
      );
      console.log(`cold median ${figures.cold.stats.median} ms, warm median ${figures.warm.stats.median} ms`);
      return { lines: describeRenders(figures), figures };
    },
  };
}

const SCENARIOS: Scenario[] = [
  {
    name: 'games/simple',
    description:
      'GET /api/games/simple (SQLite, demo data) on the full stack vs bare node:http answering the same bytes',
    // Fastify with answer schemas runs at 0.9-1.0x bare node; CPU per request within 1.3x.
    goal: 0.9,
    cpuGoal: 1.3,
    setup: (ctx) => simpleReadSetup(ctx),
  },
  {
    name: 'games/simple-pg',
    description: 'GET /api/games/simple as "games/simple", the server on PostgreSQL (scratch database) with Redis',
    goal: 0.9,
    cpuGoal: 1.3,
    async setup(ctx) {
      const services = await scratchServices(ctx.resources, 'simple');
      return simpleReadSetup(ctx, { DATABASE_URL: services.databaseUrl, REDIS_URL: services.redisUrl });
    },
  },
  {
    name: 'site/front',
    description:
      'GET / on nova (server-rendered front page, kept: cache warm; accept-encoding br, gzip) on the full stack vs bare ' +
      'node:http answering the same Brotli bytes and headers; then the latency of a cold render and of the kept page',
    // The kept page served at ≥ 0.8× bare node.
    goal: 0.8,
    setup: (ctx) => siteFrontSetup(ctx),
  },
  {
    kind: 'custom',
    name: 'two-nodes',
    description:
      'reads/s of GET /api/games/simple and /api/users/info (PostgreSQL, Redis): node A directly, node A behind the balancer ' +
      "(nginx when installed), nodes A and B behind it; ratios, each node's share and every process's CPU time",
    async run(ctx) {
      const player = DEMO_ACCOUNTS[0];
      const figures = await runTwoNodes(
        { resources: ctx.resources, signal: ctx.signal, measure: (target: LoadTarget) => ctx.measure(target) },
        {
          host: BRAND_HOST,
          account: player.account,
          password: player.password,
          balancer: BALANCER,
          logLevel: API_LOG_LEVEL,
          nodeArgs: API_NODE_ARGS,
          connections: settings.connections,
          durationSeconds: settings.durationSeconds,
        },
      );
      const lines = describeTwoNodes(figures, tableLines);
      return {
        goal: 'every answer 2xx; each node serves ≥ 25 % of the two-node run',
        meetsGoal: figures.meetsGoal,
        headline:
          '2 nodes / 1 behind the same balancer: ' +
          figures.endpoints
            .map(
              (e) =>
                `${e.endpoint.split(' ')[0]} ×${e.ratioTwoToOneBalanced.toFixed(2)} (×${e.ratioTwoToOne.toFixed(2)} vs direct)`,
            )
            .join(', ') +
          `; ${figures.cores} cores`,
        lines,
        summaryLines: lines.filter((l) => !/^[┌│├└]/.test(l)),
        figures,
      };
    },
  },
  {
    kind: 'custom',
    name: 'uploads',
    description:
      `POST /api/files: ${DEFAULT_UPLOADS.clients} guests at once, each uploading ${DEFAULT_UPLOADS.filesPerClient} × ` +
      `${DEFAULT_UPLOADS.fileBytes / 2 ** 20} MB (streamed PNG, on nova: hanami allows 8 MB); server RSS growth and throughput`,
    async run(ctx) {
      const api = await ctx.startApi();
      const figures = await runUploads(api, DEFAULT_UPLOADS, ctx.signal);
      return {
        goal: `RSS growth < ${DEFAULT_UPLOADS.goalBytes / 2 ** 20} MB`,
        meetsGoal: figures.meetsGoal,
        headline: figures.rss
          ? `RSS growth ${(figures.rss.growthBytes / 2 ** 20).toFixed(1)} MB, ${figures.throughputMiBps} MB/s`
          : `${figures.throughputMiBps} MB/s (RSS not measured)`,
        lines: describeUploads(figures),
        figures,
      };
    },
  },
  {
    kind: 'custom',
    name: 'inquiry-create',
    description:
      `POST /api/inquiries (SQLite): player01 logged in once, ${INQUIRY_CLIENTS} clients filing signed inquiries back to back, ` +
      `each with its own Idempotency-Key; created/s, latency, and the database count afterwards`,
    async run(ctx) {
      // The per-player limit on new inquiries (an abuse guard) is lifted: this measures the engine.
      const api = await ctx.startApi({ INQUIRY_CREATE_PER_HOUR: '1000000' });
      const player = DEMO_ACCOUNTS[0];
      const inquirySettings: InquiryCreateSettings = {
        clients: INQUIRY_CLIENTS,
        warmupSeconds: settings.warmupSeconds,
        durationSeconds: settings.durationSeconds,
        host: BRAND_HOST,
        account: player.account,
        password: player.password,
      };
      const figures = await runInquiryCreate(api, inquirySettings, ctx.signal);
      return {
        goal: 'no failed answer; database = confirmed creates',
        meetsGoal: figures.meetsGoal,
        headline: `${figures.createdPerSecond} created/s, p50 ${figures.latencyMs.median} ms, p99 ${figures.latencyMs.p99} ms`,
        lines: describeInquiryCreate(figures, BRAND_HOST),
        figures,
      };
    },
  },
  {
    kind: 'custom',
    name: 'auto-assign',
    description:
      `automatic assignment (SQLite, in process): inquiries filed one after another with the automation seam, ` +
      `${ASSIGN_AGENTS} agents online; filed and assigned per second, the assignment's own cost, then nobody above capacity and one audit entry each`,
    async run(ctx) {
      const figures = await runAssignment(
        { durationSeconds: settings.durationSeconds, agents: ASSIGN_AGENTS, goalPerSecond: 500 },
        ctx.signal,
      );
      return {
        goal: '≥ 500 inquiries/s assigned; nobody above capacity',
        meetsGoal: figures.meetsGoal,
        headline: `${figures.perSecond} inquiries/s with assignment (${figures.assignmentMicros} µs each)`,
        lines: describeAssignment(figures),
        figures,
      };
    },
  },
  {
    kind: 'custom',
    name: 'queue-1m',
    description:
      `GET /api/staff/inquiries (SQLite, ${QUEUE.rows.toLocaleString('en-US')} inquiries, cached under bench-results/): first page ` +
      `of each view as the admin and the nova agent, a deep keyset page, ${QUEUE.concurrency}-client throughput`,
    async run(ctx) {
      const figures = await runQueue(ctx, QUEUE);
      const worst = figures.worst;
      return {
        goal: `queue first page p95 < ${QUEUE.goalMs} ms`,
        meetsGoal: figures.meetsGoal,
        headline: worst
          ? `slowest first page p95 ${worst.p95} ms (${worst.staff}, ${worst.case})`
          : 'no first page measured',
        lines: [...describeQueue(figures), ...describeSlowPlans(figures)],
        summaryLines: describeQueue(figures),
        figures,
      };
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Servers

/** The bare server: CommonJS for `node -e`; the body comes from a file, the port goes to stdout. */
const BARE_SERVER_CODE = `
const http = require('node:http');
const fs = require('node:fs');
const body = fs.readFileSync(process.env.BENCH_BODY_FILE);
const headers = {
  'content-type': process.env.BENCH_CONTENT_TYPE,
  'cache-control': 'no-cache',
  ...JSON.parse(process.env.BENCH_HEADERS || '{}'),
  'content-length': body.length,
};
const server = http.createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 72000; // as Fastify
server.listen(0, '127.0.0.1', () => console.log('listening on port ' + server.address().port));
const stop = () => { server.close(() => process.exit(0)); server.closeAllConnections(); };
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
`;

function createContext(resources: Resources, signal: AbortSignal): ScenarioContext {
  const ctx: ScenarioContext = {
    resources,
    signal,
    async startApi(extraEnv = {}) {
      // Readiness is the route itself answering 200 (migrations and demo seed are done by then).
      const node = await startApiNode(resources, {
        name: 'API server',
        env: { LOG_LEVEL: API_LOG_LEVEL, ...extraEnv },
        nodeArgs: API_NODE_ARGS,
        fromSource: API_FROM_SOURCE,
        readyPath: '/api/games/simple',
        readyHeaders: { host: BRAND_HOST },
        timeoutMs: 60_000,
        signal,
      });
      return { origin: node.origin, pid: node.pid, dataDir: node.dataDir, stop: node.stop };
    },
    async startBare({ body, contentType, headers = {} }) {
      const dir = resources.tempDir('guildhall-bench-bare-');
      const bodyFile = path.join(dir, 'body');
      fs.writeFileSync(bodyFile, body);
      const child = spawnChild(resources, 'bare node server', process.execPath, ['-e', BARE_SERVER_CODE], {
        cwd: dir,
        env: {
          ...process.env,
          BENCH_BODY_FILE: bodyFile,
          BENCH_CONTENT_TYPE: contentType,
          BENCH_HEADERS: JSON.stringify(headers),
        },
      });
      const m = await child.waitForLine(/listening on port (\d+)/, 15_000, signal);
      return { origin: `http://127.0.0.1:${m[1]}`, pid: child.process.pid };
    },
    async waitFor200(url, headers) {
      return poll(
        `GET ${url}`,
        async () => {
          const answer = await httpGet(url, headers);
          return answer.status === 200 ? answer : undefined;
        },
        { timeoutMs: 30_000, signal },
      );
    },
    measure: (target) => measure(target, signal),
  };
  return ctx;
}

// ---------------------------------------------------------------------------------------------
// Runner

let currentLoad: Instance | null = null;
/** Aborted by Ctrl-C / SIGTERM: the load stops, the runner throws, the clean-up runs. */
const abort = new AbortController();

/** autocannon's result, with its request errors counted by kind (e.g. ECONNRESET, "request timed out"). */
type LoadResult = Result & { errorKinds: Record<string, number> };

function load(target: Target, durationSeconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const errorKinds: Record<string, number> = {};
    currentLoad = autocannon(
      {
        url: target.url,
        connections: settings.connections,
        pipelining: settings.pipelining,
        duration: durationSeconds,
        headers: target.headers,
      },
      (err, result) => {
        currentLoad = null;
        if (err) reject(err);
        else resolve({ ...result, errorKinds });
      },
    );
    currentLoad.on('reqError', (error: NodeJS.ErrnoException) => {
      const kind = error.code ?? error.message;
      errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
    });
  });
}

/** Fails unless every response was a 2xx and there were no errors or timeouts. */
function check(target: Target, result: LoadResult, phase: string): void {
  const problems: string[] = [];
  const kinds = Object.entries(result.errorKinds).map(([kind, n]) => `${n}× ${kind}`);
  if (result.errors > 0) problems.push(`${result.errors} errors${kinds.length > 0 ? ` (${kinds.join(', ')})` : ''}`);
  if (result.timeouts > 0) problems.push(`${result.timeouts} timeouts`);
  if (result.non2xx > 0) {
    const codes = Object.entries(result.statusCodeStats)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, s]) => `${s.count}×${code}`);
    problems.push(`${result.non2xx} non-2xx answers (${codes.join(', ')})`);
  }
  if (result['2xx'] === 0) problems.push('no successful answer at all');
  if (problems.length > 0) throw new BenchError(`${target.label} (${phase}): ${problems.join(', ')}`);
}

interface Measurement {
  label: string;
  url: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; average: number; max: number };
  requests: number;
  throughputBytesPerSecond: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  durationSeconds: number;
  /**
   * CPU time of the server process during the run, per request and as a share of one core.
   * Unlike requests/s it hardly depends on what else the machine is doing, so it is the number to
   * compare between runs on a busy or shared machine.
   */
  serverCpu: { microsPerRequest: number; percentOfOneCore: number } | null;
  /** CPU time of the target's other processes during the run (empty when it names none). */
  processesCpu: { label: string; ms: number; percentOfOneCore: number }[];
  /** Every process on the machine together during the run, in % of one core (null off Linux). */
  machineCpuPercent: number | null;
}

function toMeasurement(
  target: Target,
  r: Result,
  cpuMs: number | undefined,
  processesCpu: Measurement['processesCpu'] = [],
  machineMs: number | undefined = undefined,
  /** Wall-clock seconds between the CPU samples (autocannon's own duration is rounded). */
  cpuSeconds: number = r.duration,
): Measurement {
  return {
    processesCpu,
    machineCpuPercent: machineMs === undefined ? null : Math.round((machineMs / 10 / cpuSeconds) * 10) / 10,
    label: target.label,
    url: target.url,
    requestsPerSecond: r.requests.average,
    latencyMs: {
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      average: r.latency.average,
      max: r.latency.max,
    },
    requests: r.requests.total,
    throughputBytesPerSecond: r.throughput.average,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    durationSeconds: r.duration,
    serverCpu:
      cpuMs === undefined || r.requests.total === 0
        ? null
        : {
            microsPerRequest: Math.round(((cpuMs * 1000) / r.requests.total) * 10) / 10,
            percentOfOneCore: Math.round((cpuMs / 10 / cpuSeconds) * 10) / 10,
          },
  };
}

interface ScenarioResult {
  name: string;
  description: string;
  goal: number;
  cpuGoal?: number | undefined;
  baseline: Measurement;
  subject: Measurement;
  /** Subject/baseline requests per second: the number `goal` is about. */
  ratio: number;
  meetsGoal: boolean;
  /** Subject/baseline server CPU per request (1.3 = 30 % more CPU than bare node): what `cpuGoal` is about. */
  cpuRatio: number | null;
  /** The scenario's own figures measured after the runs (ScenarioSetup.after). */
  extra?: ExtraFigures;
}

async function measure(target: Target, signal: AbortSignal): Promise<Measurement> {
  process.stdout.write(`  ${target.label.padEnd(12)} warm-up ${settings.warmupSeconds} s… `);
  const warmup = await load(target, settings.warmupSeconds);
  if (signal.aborted) throw new BenchError('interrupted');
  check(target, warmup, 'warm-up');
  process.stdout.write(`measuring ${settings.durationSeconds} s… `);
  const processes = (target.processes ?? []).map((p) => ({ label: p.label, pids: p.pids() }));
  const sampleAll = () => processes.map((p) => p.pids.reduce((sum, pid) => sum + (processCpuMs(pid) ?? 0), 0));
  const cpuBefore = processCpuMs(target.pid);
  const othersBefore = sampleAll();
  const machineBefore = machineBusyMs();
  const sampledAt = performance.now();
  const result = await load(target, settings.durationSeconds);
  const cpuAfter = processCpuMs(target.pid);
  const othersAfter = sampleAll();
  const machineAfter = machineBusyMs();
  const cpuSeconds = (performance.now() - sampledAt) / 1000;
  if (signal.aborted) throw new BenchError('interrupted');
  check(target, result, 'measurement');
  const cpuMs = cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined;
  const processesCpu = processes.map((p, i) => {
    const ms = Math.round(othersAfter[i]! - othersBefore[i]!);
    return { label: p.label, ms, percentOfOneCore: Math.round((ms / 10 / cpuSeconds) * 10) / 10 };
  });
  const machineMs =
    machineBefore !== undefined && machineAfter !== undefined ? machineAfter - machineBefore : undefined;
  const m = toMeasurement(target, result, cpuMs, processesCpu, machineMs, cpuSeconds);
  const cpu = m.serverCpu
    ? `, server CPU ${m.serverCpu.microsPerRequest} µs/req (${m.serverCpu.percentOfOneCore}% of a core)`
    : '';
  const others =
    processesCpu.length > 0
      ? `, CPU ${processesCpu.map((p) => `${p.label} ${Math.round(p.percentOfOneCore)}%`).join(', ')}` +
        (m.machineCpuPercent === null ? '' : `, machine ${Math.round(m.machineCpuPercent)}%`)
      : '';
  console.log(
    `${fmtInt(m.requestsPerSecond)} req/s, p50 ${m.latencyMs.p50} ms, p99 ${m.latencyMs.p99} ms${cpu}${others}`,
  );
  return m;
}

interface CustomScenarioResult extends CustomOutcome {
  kind: 'custom';
  name: string;
  description: string;
}

type AnyScenarioResult = ScenarioResult | CustomScenarioResult;

const isCustom = (r: AnyScenarioResult): r is CustomScenarioResult => 'kind' in r && r.kind === 'custom';

async function runScenario(scenario: Scenario, signal: AbortSignal): Promise<AnyScenarioResult> {
  const resources = new Resources();
  try {
    console.log(`\n▶ ${scenario.name}: ${scenario.description}`);
    return await runScenarioIn(scenario, resources, signal);
  } catch (err) {
    // A scenario that cannot run on this machine (no PostgreSQL or Redis) is reported, not failed.
    if (!(err instanceof ScenarioSkipped)) throw err;
    console.log(`  skipped: ${err.message}`);
    return {
      kind: 'custom',
      name: scenario.name,
      description: scenario.description,
      goal: '—',
      meetsGoal: true,
      headline: `skipped: ${err.message}`,
      lines: [],
      summaryLines: [],
      figures: { skipped: err.message },
    };
  } finally {
    await resources.releaseAll();
  }
}

async function runScenarioIn(
  scenario: Scenario,
  resources: Resources,
  signal: AbortSignal,
): Promise<AnyScenarioResult> {
  if (scenario.kind === 'custom') {
    const outcome = await scenario.run(createContext(resources, signal));
    for (const line of outcome.lines) console.log(`  ${line}`);
    return { kind: 'custom', name: scenario.name, description: scenario.description, ...outcome };
  }
  const { baseline, subject, after } = await scenario.setup(createContext(resources, signal));
  // Baseline first, then the subject; each right after its own warm-up.
  const b = await measure(baseline, signal);
  const s = await measure(subject, signal);
  const extra = after ? await after() : undefined;
  for (const line of extra?.lines ?? []) console.log(`  ${line}`);
  const ratio = s.requestsPerSecond / b.requestsPerSecond;
  const cpuRatio = s.serverCpu && b.serverCpu ? s.serverCpu.microsPerRequest / b.serverCpu.microsPerRequest : null;
  const cpuMet = scenario.cpuGoal === undefined || (cpuRatio !== null && cpuRatio <= scenario.cpuGoal);
  return {
    name: scenario.name,
    description: scenario.description,
    goal: scenario.goal,
    cpuGoal: scenario.cpuGoal,
    baseline: b,
    subject: s,
    ratio,
    meetsGoal: ratio >= scenario.goal && cpuMet,
    cpuRatio,
    ...(extra ? { extra } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Report

const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');
const fmtMs = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

function table(header: string[], rows: string[][], alignRight: boolean[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    '│ ' + cells.map((c, i) => (alignRight[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' │ ') + ' │';
  const rule = (l: string, m: string, r: string) => l + widths.map((w) => '─'.repeat(w + 2)).join(m) + r;
  return [rule('┌', '┬', '┐'), line(header), rule('├', '┼', '┤'), ...rows.map(line), rule('└', '┴', '┘')].join('\n');
}

function ratioLine(r: ScenarioResult): string {
  const m = (x: Measurement) =>
    `${x.label} ${Math.round(x.requestsPerSecond)} req/s (p99 ${fmtMs(x.latencyMs.p99)} ms)`;
  const line = `${r.name}: ${m(r.subject)} vs ${m(r.baseline)} → ratio ${r.ratio.toFixed(2)} (goal ≥ ${r.goal})`;
  return r.ratio >= r.goal ? line : `${line}  ✗ BELOW GOAL`;
}

function cpuLine(r: ScenarioResult): string | null {
  if (!r.subject.serverCpu || !r.baseline.serverCpu || r.cpuRatio === null) return null;
  return (
    `${' '.repeat(r.name.length)}  server CPU per request: ${r.subject.label} ${r.subject.serverCpu.microsPerRequest} µs vs ` +
    `${r.baseline.label} ${r.baseline.serverCpu.microsPerRequest} µs → CPU ratio ${r.cpuRatio.toFixed(2)}` +
    (r.cpuGoal === undefined ? '' : ` (goal ≤ ${r.cpuGoal})${r.cpuRatio <= r.cpuGoal ? '' : '  ✗ ABOVE GOAL'}`)
  );
}

function report(all: AnyScenarioResult[], machine: Machine): void {
  const results = all.filter((r): r is ScenarioResult => !isCustom(r));
  const custom = all.filter(isCustom);
  const rows: string[][] = [];
  for (const r of results) {
    for (const m of [r.baseline, r.subject]) {
      const isSubject = m === r.subject;
      rows.push([
        r.name,
        m.label,
        fmtInt(m.requestsPerSecond),
        fmtMs(m.latencyMs.p50),
        fmtMs(m.latencyMs.p99),
        fmtInt(m.requests),
        m.serverCpu ? `${m.serverCpu.microsPerRequest}` : 'n/a',
        m.serverCpu ? `${m.serverCpu.percentOfOneCore}%` : 'n/a',
        isSubject ? r.ratio.toFixed(2) : '',
        isSubject
          ? `≥ ${r.goal}${r.cpuGoal === undefined ? '' : `, CPU ≤ ${r.cpuGoal}×`} ${r.meetsGoal ? '✓' : '✗'}`
          : '',
      ]);
    }
  }
  console.log(
    rows.length > 0
      ? `\nSummary: ${settings.connections} connections, pipelining ${settings.pipelining}, ${settings.durationSeconds} s per run ` +
          `after a ${settings.warmupSeconds} s warm-up; Host: ${BRAND_HOST}; API LOG_LEVEL=${API_LOG_LEVEL}.`
      : `\nSummary (API LOG_LEVEL=${API_LOG_LEVEL}):`,
  );
  console.log(
    `Machine: ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}. The load generator runs in this process and ` +
      `shares the ${machine.cpus} CPU cores with the server under test, so absolute numbers are low; compare ratios.`,
  );
  if (rows.length > 0) {
    console.log(
      table(
        ['scenario', 'target', 'req/s (avg)', 'p50 ms', 'p99 ms', 'requests', 'CPU µs/req', 'CPU', 'ratio', 'goal'],
        rows,
        [false, false, true, true, true, true, true, true, true, false],
      ),
    );
    console.log("(CPU = the server process's CPU time during the run, per request and as a share of one core.)");
  }
  for (const r of results) {
    console.log(ratioLine(r));
    const cpu = cpuLine(r);
    if (cpu) console.log(cpu);
    for (const line of r.extra?.lines ?? []) console.log(`${' '.repeat(r.name.length)}  ${line}`);
  }
  if (custom.length > 0) {
    console.log(
      table(
        ['scenario', 'result', 'goal', 'met'],
        custom.map((r) => [r.name, r.headline, r.goal, r.meetsGoal ? '✓' : '✗']),
        [false, false, false, false],
      ),
    );
  }
  for (const r of custom) {
    console.log(`${r.name}: ${r.goal} ${r.meetsGoal ? '✓' : '✗ BELOW GOAL'}`);
    for (const line of r.summaryLines ?? r.lines) console.log(`${' '.repeat(r.name.length)}  ${line}`);
  }
}

interface Machine {
  cpus: number;
  cpuModel: string;
  platform: string;
  release: string;
  arch: string;
  totalMemoryGiB: number;
  node: string;
  /** 1-minute load average when the run started: other work on the machine skews requests/s. */
  loadAverage1m: number;
}

function machineFacts(): Machine {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    platform: os.platform(),
    release: os.release(),
    arch: os.arch(),
    totalMemoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    loadAverage1m: Math.round(os.loadavg()[0]! * 100) / 100,
  };
}

function gitFacts(): { commit: string; dirty: boolean } | null {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const status = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' });
    return { commit, dirty: status.trim() !== '' };
  } catch {
    return null;
  }
}

function writeResults(results: AnyScenarioResult[], machine: Machine, startedAt: Date): void {
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  const json = {
    date: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine,
    git: gitFacts(),
    settings: { ...settings, apiLogLevel: API_LOG_LEVEL, apiNodeArgs: API_NODE_ARGS, host: BRAND_HOST },
    notes: [
      'The load generator (autocannon) runs in the bench process and shares the CPU cores with the server under test.',
      `The API server logs at ${API_LOG_LEVEL}: request logging at info would dominate the measurement.`,
    ],
    scenarios: results,
  };
  fs.writeFileSync(RESULTS_FILE, JSON.stringify(json, null, 2) + '\n');
  console.log(`\nResults written to ${path.relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE}`);
}

// ---------------------------------------------------------------------------------------------
// Main

async function main(): Promise<number> {
  const startedAt = new Date();
  const machine = machineFacts();
  const wanted = (process.env.BENCH_SCENARIOS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = wanted.filter((w) => !SCENARIOS.some((s) => s.name === w));
  if (unknown.length > 0) {
    throw new BenchError(
      `unknown scenario(s) ${unknown.join(', ')}; known: ${SCENARIOS.map((s) => s.name).join(', ')}`,
    );
  }
  const scenarios = wanted.length > 0 ? SCENARIOS.filter((s) => wanted.includes(s.name)) : SCENARIOS;

  const onSignal = (signal: NodeJS.Signals) => {
    if (abort.signal.aborted) {
      console.error(`\n${signal} again: exiting without waiting for the clean-up`);
      process.exit(130);
    }
    console.error(`\n${signal}: stopping the load and the servers…`);
    abort.abort();
    currentLoad?.stop();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  console.log(
    `Guildhall benchmark: ${scenarios.length} scenario(s), ${machine.cpus} CPU core(s) (${machine.cpuModel}), Node ${machine.node}.\n` +
      `Load generator (autocannon, in this process) and servers (child processes) share the CPU cores.\n` +
      `API server: ${API_FROM_SOURCE ? 'apps/api/src/server.ts through tsx (BENCH_FROM_SOURCE=1)' : 'the built bundle, as npm start runs it'}, ` +
      `LOG_LEVEL=${API_LOG_LEVEL} (a line per request, at debug, would dominate the measurement).`,
  );
  if (machine.loadAverage1m > machine.cpus / 2) {
    console.log(
      `⚠ The machine is busy (load average ${machine.loadAverage1m} on ${machine.cpus} cores): requests/s and ratios will be ` +
        `noisy; the server CPU per request is the steadier number.`,
    );
  }

  const results: AnyScenarioResult[] = [];
  for (const scenario of scenarios) {
    results.push(await runScenario(scenario, abort.signal));
  }
  report(results, machine);
  writeResults(results, machine, startedAt);

  const missed = results.filter((r) => !r.meetsGoal);
  if (missed.length > 0 && process.env.BENCH_STRICT === '1') {
    console.error(`\nBelow goal (BENCH_STRICT=1): ${missed.map((r) => r.name).join(', ')}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (abort.signal.aborted) {
      console.error('\nbench interrupted');
      process.exit(130);
    }
    const message =
      err instanceof BenchError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err);
    console.error(`\nbench failed: ${message}`);
    process.exit(1);
  },
);
