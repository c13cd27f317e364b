// The PostgreSQL scenarios of scripts/bench.ts: "two-nodes" (reads per second of one API node
// against two behind a load balancer) and the shared set-up of "games/simple-pg" (a scratch
// PostgreSQL database and a Redis database of its own, skipped when either is not reachable).
//
// "two-nodes": nodes A and B share a scratch PostgreSQL database, a Redis database and a DATA_DIR,
// as in production (docs/deployment.md). For each endpoint three runs with the same autocannon
// settings, each after its own warm-up:
//   1. node A directly                    (what one node serves)
//   2. the balancer with node A only      (one node plus the balancer's hop)
//   3. the balancer with nodes A and B    (the scale-out)
// and the ratios 3/1 and 3/2. Every process's CPU time is sampled during each run (nodes, balancer,
// and the load generator, which is this process), because on a small machine the figure that
// decides the ratio is the sum: with 2 cores, one node plus the load generator can already use both,
// and a second node then only shares them. The per-node request counts come from each node's
// /metrics, so the split between the nodes is exact.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { apiPaths } from '@guildhall/contract/paths';
import { API_BASE } from '@guildhall/contract/constants';
import { BenchError, httpGet, type Resources } from './bench-process';
import { signedPost } from './bench-http';
import { startApiNode, type ApiNode } from './lib/nodes';
import { findNginx, startBalancer, type Balancer, type BalancerKind } from './lib/balancer';
import {
  claimScratchRedisDb,
  createScratchDatabase,
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  postgresReachable,
  redact,
  redisReachable,
} from './lib/services';

/** A scenario that cannot run here (no PostgreSQL, no Redis): reported as skipped, not failed. */
export class ScenarioSkipped extends Error {
  override name = 'ScenarioSkipped';
}

export interface ScratchServices {
  databaseUrl: string;
  redisUrl: string;
}

/**
 * A scratch database on BENCH_DATABASE_URL's server (default TEST_DATABASE_URL, then the local
 * test server) and a Redis database of its own on BENCH_REDIS_URL (default TEST_REDIS_URL, then
 * the local Redis); both released with `resources`.
 */
export async function scratchServices(resources: Resources, tag: string): Promise<ScratchServices> {
  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_DATABASE_URL;
  const redisUrl = process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL || DEFAULT_REDIS_URL;
  if (!(await postgresReachable(pgUrl)))
    throw new ScenarioSkipped(`no PostgreSQL at ${redact(pgUrl)} (set BENCH_DATABASE_URL)`);
  if (!(await redisReachable(redisUrl)))
    throw new ScenarioSkipped(`no Redis at ${redact(redisUrl)} (set BENCH_REDIS_URL)`);
  return {
    databaseUrl: await createScratchDatabase(resources, pgUrl, `gh_bench_${tag}`),
    redisUrl: await claimScratchRedisDb(resources, redisUrl, `bench-${tag}`),
  };
}

let clockTicks: number | undefined;

/**
 * CPU time the whole machine has spent busy so far (all cores, every process: ours and whatever
 * else runs), in ms, from /proc/stat; undefined off Linux. Busy = everything but idle and iowait.
 */
export function machineBusyMs(): number | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const [, ...fields] = line.trim().split(/\s+/);
    const ticks = fields.slice(0, 8).map(Number);
    const busy = ticks.reduce((a, b) => a + b, 0) - (ticks[3] ?? 0) - (ticks[4] ?? 0);
    clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    return (busy * 1000) / clockTicks;
  } catch {
    return undefined;
  }
}

/** What bench.ts's load runner needs: a URL, headers, and the processes whose CPU time to sample. */
export interface LoadTarget {
  label: string;
  url: string;
  headers: Record<string, string>;
  pid?: number | undefined;
  processes: { label: string; pids: () => number[] }[];
}

/** The part of bench.ts's Measurement this scenario reads. */
export interface LoadFigures {
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  requests: number;
  durationSeconds: number;
  processesCpu: { label: string; ms: number; percentOfOneCore: number }[];
  /** The whole machine's busy CPU time during the run, in % of one core (null off Linux). */
  machineCpuPercent: number | null;
}

export interface NodesContext {
  resources: Resources;
  signal: AbortSignal;
  /** Warm-up, measured run and the all-2xx check, with bench.ts's autocannon settings. */
  measure(target: LoadTarget): Promise<LoadFigures>;
}

export interface NodesSettings {
  host: string;
  account: string;
  password: string;
  /** BENCH_BALANCER: nginx or node; default nginx when installed. */
  balancer: BalancerKind | undefined;
  logLevel: string;
  nodeArgs: string[];
  connections: number;
  durationSeconds: number;
}

interface RunFigures {
  setup: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  cpu: { label: string; percentOfOneCore: number }[];
  /** All sampled processes together, in % of one core (the machine has cores × 100 %). */
  cpuTotalPercent: number;
  /** The whole machine, and what of it was not this benchmark (other work on a shared machine). */
  machinePercent: number | null;
  otherPercent: number | null;
}

interface EndpointFigures {
  endpoint: string;
  runs: RunFigures[];
  /** Two nodes behind the balancer / node A directly, and / node A behind the same balancer. */
  ratioTwoToOne: number;
  ratioTwoToOneBalanced: number;
  /** Requests each node served in the two-node run, from its /metrics. */
  split: { A: number; B: number };
}

export interface TwoNodesFigures {
  balancer: string;
  cores: number;
  connections: number;
  durationSeconds: number;
  endpoints: EndpointFigures[];
  explanation: string[];
  meetsGoal: boolean;
}

/** GET requests a node has counted for `route` (all statuses), from its Prometheus text. */
async function requestCount(node: ApiNode, route: string): Promise<number> {
  const answer = await httpGet(`${node.origin}/metrics`, {});
  if (answer.status !== 200) throw new BenchError(`${node.name} /metrics: HTTP ${answer.status}`);
  let total = 0;
  for (const line of answer.body.toString('utf8').split('\n')) {
    if (!line.startsWith('guildhall_http_requests_total{')) continue;
    if (!line.includes('method="GET"') || !line.includes(`route="${route}"`)) continue;
    total += Number(line.slice(line.lastIndexOf(' ') + 1)) || 0;
  }
  return total;
}

export async function runTwoNodes(ctx: NodesContext, settings: NodesSettings): Promise<TwoNodesFigures> {
  const { resources, signal } = ctx;
  const services = await scratchServices(resources, 'nodes');
  const kind: BalancerKind = settings.balancer ?? (findNginx() ? 'nginx' : 'node');
  const dataDir = resources.tempDir('guildhall-bench-nodes-');
  const env = {
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    FILE_URL_SECRET: randomBytes(36).toString('base64'),
    TRUST_PROXY: 'true',
    LOG_LEVEL: settings.logLevel,
  };
  const start = (name: string) =>
    startApiNode(resources, { name, dataDir, env, nodeArgs: settings.nodeArgs, signal, timeoutMs: 120_000 });
  // One after the other: the second start finds the database migrated and seeded.
  const A = await start('node A');
  const B = await start('node B');
  const upstream = (n: ApiNode) => `127.0.0.1:${n.port}`;
  const one = await startBalancer(resources, { kind, upstreams: [upstream(A)], signal });
  const two = await startBalancer(resources, { kind, upstreams: [upstream(A), upstream(B)], signal });

  const login = await signedPost<{ token: string }>(
    A.origin,
    apiPaths.login,
    { account: settings.account, password: settings.password, remember: false },
    { host: settings.host },
  );
  if (login.json.code !== 0) throw new BenchError(`login of ${settings.account}: ${JSON.stringify(login.json)}`);
  const token = login.json.data.token;
  const endpoints: { name: string; path: string; headers: Record<string, string>; note: string }[] = [
    {
      name: 'games/simple',
      path: `${API_BASE}${apiPaths.gamesSimple}`,
      headers: { host: settings.host },
      note: 'the catalogue, cached 2 s per node',
    },
    {
      name: 'users/info',
      path: `${API_BASE}${apiPaths.userInfo}`,
      headers: { host: settings.host, authorization: `Bearer ${token}` },
      note: 'a logged-in read: the session looked up in PostgreSQL',
    },
  ];
  const generator = { label: 'load generator', pids: () => [process.pid] };
  const procA = { label: 'node A', pids: () => (A.pid ? [A.pid] : []) };
  const procB = { label: 'node B', pids: () => (B.pid ? [B.pid] : []) };
  const balancerProc = (b: Balancer) => ({ label: 'balancer', pids: () => b.pids() });

  const results: EndpointFigures[] = [];
  for (const endpoint of endpoints) {
    const setups: { setup: string; origin: string; processes: LoadTarget['processes'] }[] = [
      { setup: '1 node, direct', origin: A.origin, processes: [procA, generator] },
      { setup: `1 node, ${kind}`, origin: one.origin, processes: [procA, balancerProc(one), generator] },
      { setup: `2 nodes, ${kind}`, origin: two.origin, processes: [procA, procB, balancerProc(two), generator] },
    ];
    const runs: RunFigures[] = [];
    let split = { A: 0, B: 0 };
    for (const s of setups) {
      const twoNodes = s.origin === two.origin;
      const before = twoNodes
        ? await Promise.all([requestCount(A, endpoint.path), requestCount(B, endpoint.path)])
        : [0, 0];
      const m = await ctx.measure({
        label: `${endpoint.name}: ${s.setup}`,
        url: `${s.origin}${endpoint.path}`,
        headers: endpoint.headers,
        processes: s.processes,
      });
      if (twoNodes) {
        const after = await Promise.all([requestCount(A, endpoint.path), requestCount(B, endpoint.path)]);
        split = { A: after[0]! - before[0]!, B: after[1]! - before[1]! };
      }
      const cpu = m.processesCpu.map((p) => ({ label: p.label, percentOfOneCore: p.percentOfOneCore }));
      const ours = Math.round(cpu.reduce((sum, p) => sum + p.percentOfOneCore, 0));
      runs.push({
        setup: s.setup,
        requestsPerSecond: Math.round(m.requestsPerSecond),
        p50: m.latencyMs.p50,
        p99: m.latencyMs.p99,
        requests: m.requests,
        cpu,
        cpuTotalPercent: ours,
        machinePercent: m.machineCpuPercent === null ? null : Math.round(m.machineCpuPercent),
        otherPercent: m.machineCpuPercent === null ? null : Math.max(0, Math.round(m.machineCpuPercent) - ours),
      });
    }
    const [direct, balanced, scaled] = runs as [RunFigures, RunFigures, RunFigures];
    results.push({
      endpoint: `${endpoint.name} (${endpoint.note})`,
      runs,
      ratioTwoToOne: Math.round((scaled.requestsPerSecond / direct.requestsPerSecond) * 100) / 100,
      ratioTwoToOneBalanced: Math.round((scaled.requestsPerSecond / balanced.requestsPerSecond) * 100) / 100,
      split,
    });
  }

  const cores = os.cpus().length;
  const all = results.flatMap((r) => r.runs);
  // Busy: the whole machine when it could be read, else what this benchmark's processes used.
  const busiest = Math.max(...all.map((run) => run.machinePercent ?? run.cpuTotalPercent));
  const others = Math.max(...all.map((run) => run.otherPercent ?? 0));
  const explanation = [
    `This machine has ${cores} core(s): ${cores * 100} % of CPU time in all. The load generator (autocannon, in the bench process), ` +
      `the balancer and the nodes all share it; "ours" adds up what each of them used during the run, "machine" is every process ` +
      `on the machine (/proc/stat), and the difference is everything else: PostgreSQL and Redis answering the nodes, and any other work.`,
    busiest >= cores * 100 * 0.85
      ? `The machine was at up to ${busiest} % of ${cores * 100} % during the runs${others >= 20 ? ` (everything else took up to ${others} %)` : ''}: ` +
        `the CPU, not the application, is the limit, so a second node only shares the cores the first one already had, and the ` +
        `two-node ratio here is a floor, not what the design scales to.`
      : `The machine was at most at ${busiest} % of ${cores * 100} %: there was CPU to spare, so the ratio reflects the nodes themselves.`,
    `Nodes share nothing but PostgreSQL and Redis (sessions, limits and idempotency records live there), so on a machine with a core ` +
      `per node plus cores for the balancer, the database and the load generator, reads should approach 2× with two nodes; measure ` +
      `there (or run the load generator on another machine) before drawing conclusions.`,
  ];
  if (kind === 'node') {
    explanation.push(
      'The balancer is the Node round-robin proxy (nginx is not installed, or BENCH_BALANCER=node): it spends several times ' +
        "nginx's CPU per request, so behind it the figures mostly measure the proxy; install nginx for the scale-out figure.",
    );
  }
  const meetsGoal = results.every(
    (r) => r.split.A > 0 && r.split.B > 0 && Math.min(r.split.A, r.split.B) / (r.split.A + r.split.B) >= 0.25,
  );
  return {
    balancer: two.label,
    cores,
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
    endpoints: results,
    explanation,
    meetsGoal,
  };
}

/** Table and explanation lines for the report. */
export function describeTwoNodes(
  f: TwoNodesFigures,
  tableLines: (header: string[], rows: string[][], alignRight: boolean[]) => string[],
): string[] {
  const rows: string[][] = [];
  for (const e of f.endpoints) {
    for (const r of e.runs) {
      rows.push([
        e.endpoint.split(' ')[0]!,
        r.setup,
        r.requestsPerSecond.toLocaleString('en-US'),
        String(r.p50),
        String(r.p99),
        r.cpu.map((c) => `${c.label} ${Math.round(c.percentOfOneCore)}%`).join(', '),
        `${r.cpuTotalPercent}%`,
        r.machinePercent === null ? 'n/a' : `${r.machinePercent}% / ${f.cores * 100}%`,
      ]);
    }
  }
  const lines = [
    `Balancer ${f.balancer}; ${f.connections} connections, ${f.durationSeconds} s per run after a warm-up; CPU in % of one core.`,
    ...tableLines(['endpoint', 'setup', 'req/s', 'p50 ms', 'p99 ms', 'CPU by process', 'ours', 'machine'], rows, [
      false,
      false,
      true,
      true,
      true,
      false,
      true,
      true,
    ]),
  ];
  for (const e of f.endpoints) {
    const share = e.split.A + e.split.B > 0 ? Math.round((e.split.B / (e.split.A + e.split.B)) * 100) : 0;
    lines.push(
      `${e.endpoint}: 2 nodes / 1 node = ${e.ratioTwoToOne.toFixed(2)} (direct), ${e.ratioTwoToOneBalanced.toFixed(2)} (same balancer); ` +
        `split A ${e.split.A.toLocaleString('en-US')} / B ${e.split.B.toLocaleString('en-US')} (${share}% on B)`,
    );
  }
  return [...lines, ...f.explanation];
}
