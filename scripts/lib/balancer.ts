// A load balancer in front of API nodes, for scripts/multinode.ts and the "two-nodes" bench
// scenario: nginx (Debian's package) when it is installed, run as a child with a config written to
// a temp folder, else the round-robin proxy of scripts/lib/round-robin-proxy.ts, also as a child so
// that it never shares an event loop with the load generator. The nginx config is the upstream and
// location of docs/deployment.md "Several nodes behind nginx", less TLS.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, spawnChild, stopChild, type Resources } from '../bench-process';
import { ROOT, waitForStatus } from './nodes';

export type BalancerKind = 'nginx' | 'node';

export interface Balancer {
  kind: BalancerKind;
  /** e.g. "nginx 1.22.1" or "Node round-robin proxy". */
  label: string;
  origin: string;
  port: number;
  /** Every process of the balancer (nginx: master and workers), for CPU accounting. */
  pids(): number[];
  /** What the balancer logged about upstream failures (nginx's error log; the proxy logs none). */
  errorLog(): string;
  stop(): Promise<void>;
}

export interface BalancerOptions {
  kind: BalancerKind;
  /** host:port of every node. */
  upstreams: string[];
  port?: number;
  /** nginx worker processes (default 1: on a small machine the nodes need the cores). */
  workerProcesses?: number;
  signal?: AbortSignal;
}

/** The nginx binary: on PATH, or in the sbin folders a non-root PATH often lacks. */
export function findNginx(): string | null {
  const dirs = [
    ...(process.env.PATH ?? '').split(path.delimiter),
    '/usr/sbin',
    '/usr/local/sbin',
    '/usr/local/nginx/sbin',
  ];
  for (const dir of dirs) {
    if (!dir) continue;
    const file = path.join(dir, 'nginx');
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return null;
}

/** "nginx 1.22.1" (nginx -v writes "nginx version: nginx/1.22.1" to stderr). */
function nginxVersion(bin: string): string {
  const r = spawnSync(bin, ['-v'], { encoding: 'utf8' });
  const m = /nginx\/([\d.]+)/.exec(`${r.stderr ?? ''}${r.stdout ?? ''}`);
  return m ? `nginx ${m[1]}` : 'nginx';
}

/**
 * The config of a test or bench balancer: docs/deployment.md's upstream and location, listening on
 * loopback without TLS, every file (pid, logs, temp bodies) under `dir`. `X-Upstream` names the
 * node(s) that answered ($upstream_addr lists each one tried: "a, b" after a retry).
 */
export function nginxConfig(options: {
  dir: string;
  port: number;
  upstreams: string[];
  workerProcesses: number;
}): string {
  const d = options.dir;
  const servers = options.upstreams.map((u) => `        server ${u} max_fails=2 fail_timeout=5s;`).join('\n');
  return `# Written by scripts/lib/balancer.ts for one run; see docs/deployment.md.
worker_processes ${options.workerProcesses};
pid ${d}/nginx.pid;
error_log ${d}/error.log warn;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path ${d}/client_body;
    proxy_temp_path ${d}/proxy;
    fastcgi_temp_path ${d}/fastcgi;
    uwsgi_temp_path ${d}/uwsgi;
    scgi_temp_path ${d}/scgi;

    upstream guildhall {
        least_conn;
${servers}
        keepalive 64;
    }

    server {
        listen 127.0.0.1:${options.port};
        client_max_body_size 25m;
        # nginx closes a client's keep-alive connection after 1000 requests by default, saying
        # "Connection: close"; autocannon ignores that and sends its next request at once, which the
        # closed socket answers with a reset (a burst of ECONNRESET every 1000 requests per
        # connection). Browsers honour the header; the load generator gets connections that stay.
        keepalive_requests 1000000;

        location / {
            proxy_pass http://guildhall;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
            proxy_request_buffering off;
            # A node that refuses or drops a connection: the request goes to the next node (POSTs
            # only when they never reached the first one); a node that does not connect within 2 s
            # counts as down rather than holding the request for nginx's default 60 s.
            proxy_next_upstream error timeout;
            proxy_connect_timeout 2s;
            add_header X-Upstream $upstream_addr always;
        }
    }
}
`;
}

/** Processes whose parent is `pid` (nginx's workers), from /proc; empty off Linux. */
function childPids(pid: number): number[] {
  if (process.platform !== 'linux') return [];
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return found;
}

export async function startBalancer(resources: Resources, options: BalancerOptions): Promise<Balancer> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  if (options.kind === 'nginx') {
    const bin = findNginx();
    if (!bin) throw new Error('nginx is not installed (apt-get install nginx)');
    const dir = resources.tempDir('guildhall-nginx-');
    // nginx started by root runs its workers as nobody, which must reach the temp folders.
    fs.chmodSync(dir, 0o755);
    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(
      conf,
      nginxConfig({ dir, port, upstreams: options.upstreams, workerProcesses: options.workerProcesses ?? 1 }),
    );
    const errorLog = path.join(dir, 'error.log');
    const readLog = () => {
      try {
        return fs.readFileSync(errorLog, 'utf8');
      } catch {
        return '';
      }
    };
    const child = spawnChild(resources, 'nginx', bin, ['-e', errorLog, '-p', dir, '-c', conf, '-g', 'daemon off;'], {
      cwd: dir,
      env: process.env,
    });
    await waitForStatus(
      `nginx ${origin}/readyz`,
      `${origin}/readyz`,
      {},
      {
        timeoutMs: 15_000,
        ...(options.signal ? { signal: options.signal } : {}),
        abortIf: () =>
          child.process.exitCode !== null
            ? `exited (${child.process.exitCode}):\n${child.output()}\n${readLog()}`
            : undefined,
      },
    );
    const master = child.process.pid!;
    return {
      kind: 'nginx',
      label: nginxVersion(bin),
      origin,
      port,
      pids: () => [master, ...childPids(master)],
      errorLog: readLog,
      stop: () => stopChild(child),
    };
  }
  const args = ['--import', 'tsx', 'scripts/lib/round-robin-proxy.ts', '--port', String(port)];
  for (const u of options.upstreams) args.push('--upstream', u);
  const child = spawnChild(resources, 'round-robin proxy', process.execPath, args, { cwd: ROOT, env: process.env });
  await child.waitForLine(/listening on port \d+/, 30_000, options.signal);
  return {
    kind: 'node',
    label: 'Node round-robin proxy',
    origin,
    port,
    pids: () => (child.process.pid ? [child.process.pid] : []),
    errorLog: () => '',
    stop: () => stopChild(child),
  };
}
