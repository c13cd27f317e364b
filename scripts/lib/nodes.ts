// API nodes as child processes, shared by the benches, the multi-node test, the fuzz run and the
// kill test: start the real server with a given environment, wait until /readyz answers 200, and
// stop it gracefully (SIGTERM) or kill it outright (SIGKILL, to play a crashed machine). The server
// is the built bundle, as `npm start` and production run it (docs/decisions/0017): each run bundles
// the current sources once (apps/api/build.mjs, about a second) into a folder of its own, so runs
// at the same time never read each other's half-written file. `fromSource` runs
// apps/api/src/server.ts through tsx instead. Everything is registered in a Resources list
// (scripts/bench-process.ts) so that a run never leaves processes behind, even on failure or Ctrl-C.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BenchError,
  freePort,
  httpGet,
  poll,
  spawnChild,
  stopChild,
  type ApiServer,
  type Child,
  type Resources,
} from '../bench-process';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The server's settings (apps/api/src/config.ts and README "Configuration"): a node gets exactly
 * the ones its caller passes, never one from the environment of whoever runs the script (a
 * DATABASE_URL, S3_BUCKET or STAFF_ADMIN_TOTP_REQUIRED there would change what is tested).
 */
const SERVER_SETTING =
  /^(PORT|HOST|DATA_DIR|DATABASE_URL|LOG_LEVEL|WEB_DIST|CONSOLE_DIST|SEED_DEMO|NOT_FOUND_RATE_LIMIT|CLIENT_ERROR_RATE_LIMIT|TRUST_PROXY|SMTP_URL|MAIL_FROM|PASSWORD_HASH_COST|INQUIRY_CREATE_PER_HOUR|FILE_URL_SECRET|REDIS_URL|REDIS_PREFIX|SHUTDOWN_DRAIN_MS|METRICS_TOKEN|STAFF_ADMIN_TOTP_REQUIRED|BRAND_HOSTS_\w+|OAUTH_\w+|S3_\w+)$/;

export interface StartNodeOptions {
  /** For messages, e.g. "node A". */
  name: string;
  /** Default: a port the OS picks. */
  port?: number;
  /** DATA_DIR; default: a fresh temp folder. Several nodes may share one (uploads, artwork). */
  dataDir?: string;
  /** DATABASE_URL, REDIS_URL, LOG_LEVEL, …; unset ones fall back to the server's defaults (SQLite in DATA_DIR, no Redis). */
  env?: Record<string, string>;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
  /** Run apps/api/src/server.ts through tsx instead of the bundle. */
  fromSource?: boolean;
  /** GET this path until it answers 200 (default /readyz: migrations and seed are done by then). */
  readyPath?: string;
  readyHeaders?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface ApiNode extends ApiServer {
  name: string;
  port: number;
  child: Child;
  /** Sends `signal` (SIGKILL by default: a crash, no graceful shutdown) and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

let built: string | undefined;

/** The bundle of this run: built on first use, removed with the run's other resources. */
export function builtServer(resources: Resources): string {
  if (built && fs.existsSync(built)) return built;
  const dir = path.join(ROOT, 'apps/api/dist', `run-${process.pid}`);
  const outfile = path.join(dir, 'server.js');
  execFileSync(process.execPath, [path.join(ROOT, 'apps/api/build.mjs'), '--outfile', outfile], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  resources.add(`bundle ${dir}`, () => {
    fs.rmSync(dir, { recursive: true, force: true });
    built = undefined;
  });
  built = outfile;
  return outfile;
}

export async function startApiNode(resources: Resources, options: StartNodeOptions): Promise<ApiNode> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? resources.tempDir('guildhall-node-');
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !SERVER_SETTING.test(key)));
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // API only unless asked: the bench measures the API, and an empty WEB_DIST skips the site.
    WEB_DIST: '',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const entry = options.fromSource
    ? ['--import', 'tsx', 'apps/api/src/server.ts']
    : ['--enable-source-maps', builtServer(resources)];
  const child = spawnChild(resources, options.name, process.execPath, [...(options.nodeArgs ?? []), ...entry], {
    cwd: ROOT,
    env,
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForStatus(
    `${options.name} ${origin}${options.readyPath ?? '/readyz'}`,
    `${origin}${options.readyPath ?? '/readyz'}`,
    options.readyHeaders ?? {},
    {
      timeoutMs: options.timeoutMs ?? 90_000,
      ...(options.signal ? { signal: options.signal } : {}),
      abortIf: () =>
        child.process.exitCode !== null || child.process.signalCode !== null
          ? `exited (${child.process.exitCode ?? child.process.signalCode}):\n${child.output()}`
          : undefined,
    },
  );
  return {
    name: options.name,
    origin,
    port,
    pid: child.process.pid,
    dataDir,
    child,
    stop: () => stopChild(child),
    async kill(signal = 'SIGKILL') {
      if (child.process.exitCode !== null || child.process.signalCode !== null) return;
      child.process.kill(signal);
      await child.exited;
    },
  };
}

/** GETs `url` until it answers 200 (connection refused and other statuses count as "not yet"). */
export async function waitForStatus(
  what: string,
  url: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; signal?: AbortSignal; abortIf?: () => string | undefined },
): Promise<void> {
  await poll(what, async () => ((await httpGet(url, headers)).status === 200 ? true : undefined), options);
}

/**
 * A free port in [from, to], starting at a point that depends on the process id so that two runs
 * at once seldom try the same ports; `taken` are ports this run already handed out (a child may
 * not have bound its port yet).
 */
export async function freePortInRange(from: number, to: number, taken: Set<number> = new Set()): Promise<number> {
  const span = to - from + 1;
  const start = process.pid % span;
  for (let i = 0; i < span; i += 1) {
    const port = from + ((start + i) % span);
    if (taken.has(port)) continue;
    if (await canListen(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new BenchError(`no free port in ${from}-${to}`);
}

function canListen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** True when something accepts TCP connections at host:port within a second. */
export function portOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}
