// Graceful shutdown under load: starts the real server (apps/api/src/server.ts, as `npm start`
// runs it, on a temporary DATA_DIR with the demo data), drives steady load over kept-alive
// connections on read and write endpoints, sends SIGTERM mid-run, and checks that
//   - every request that got an answer got the expected 2xx (no 5xx),
//   - no request was lost: no reset or hang-up of a request on a kept-alive connection, nor of
//     one the server had begun to handle (every request carries an X-Request-Id; the server's
//     log says which it received). A new connection refused because the listener is closed is
//     not lost, a balancer retries it elsewhere; nor is one still waiting in the kernel's listen
//     queue when the listener closes, which the kernel resets (the server never saw it; with a
//     balancer in front, none come any more by then: that is what the drain is for),
//   - /readyz answered 503 once the server was closing,
//   - the process exited with code 0 within 5 s of the signal.
// Prints one summary line (and with --json a JSON line after it); exits 1 on any failure.
//
//   node --import tsx scripts/sigterm-load.ts [--port 18347] [--connections 8] [--before-ms 1500]
//        [--drain-ms 1500] [--database-url postgres://…] [--json]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { API_BASE } from '@guildhall/contract/constants';
import { apiPaths } from '@guildhall/contract/paths';
import { signRequest } from '@guildhall/contract/signature';
import { httpGet, Resources, sleep } from './bench-process';
import { ROOT, startApiNode } from './lib/nodes';

const EXIT_DEADLINE_MS = 5000;

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '18347' },
    connections: { type: 'string', default: '8' },
    'before-ms': { type: 'string', default: '1500' },
    'drain-ms': { type: 'string', default: '1500' },
    'database-url': { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const port = Number(args.port);
const connections = Number(args.connections);
const origin = `http://127.0.0.1:${port}`;

interface Kind {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  host: string;
  body?: () => string;
  headers?: () => Record<string, string>;
}

// A random client address per write: the server trusts X-Forwarded-For here (TRUST_PROXY), so
// per-IP limits on guest logins and error reports do not turn the load into 429s.
const someIp = () => `10.${randomBytes(3).join('.')}`;
const kinds: Kind[] = [
  { name: 'games', method: 'GET', path: '/games/simple', host: 'nova.localhost' },
  { name: 'boot', method: 'GET', path: '/site/boot', host: 'ember.localhost' },
  {
    name: 'guest login',
    method: 'POST',
    path: apiPaths.login,
    host: 'nova.localhost',
    body: () => JSON.stringify({ guest: true }),
    headers: () => ({ 'x-forwarded-for': someIp() }),
  },
  {
    name: 'error report',
    method: 'POST',
    path: apiPaths.clientErrors,
    host: 'hanami.localhost',
    body: () => JSON.stringify({ code: 1106, message: 'sigterm-load', apiPath: '/games/simple', httpStatus: 0 }),
    headers: () => ({ 'x-forwarded-for': someIp(), 'idempotency-key': randomBytes(12).toString('hex') }),
  },
];

type Outcome =
  | { kind: 'answered'; status: number; ok: boolean; afterSignal: boolean }
  | { kind: 'refused' }
  | { kind: 'failed'; id: string; error: string; reused: boolean; afterSignal: boolean };

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
let signalledAt = 0;
let sequence = 0;

async function send(k: Kind): Promise<Outcome> {
  const body = k.body?.();
  const id = `sigterm-load-${++sequence}`;
  const headers: Record<string, string> = { host: k.host, 'x-request-id': id, ...k.headers?.() };
  if (k.method === 'POST') {
    Object.assign(
      headers,
      { 'content-type': 'application/json' },
      await signRequest({ method: 'POST', path: k.path, body: body ?? '', token: null }),
    );
  }
  return new Promise((resolve) => {
    const req = http.request(
      `${origin}${API_BASE}${k.path}`,
      { method: k.method, headers, agent, timeout: 10_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          let ok = status >= 200 && status < 300;
          try {
            ok &&= (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code?: number }).code === 0;
          } catch {
            ok = false;
          }
          resolve({ kind: 'answered', status, ok, afterSignal: signalledAt > 0 });
        });
        res.on('error', (err) =>
          resolve({
            kind: 'failed',
            id,
            error: `response: ${err.message}`,
            reused: req.reusedSocket,
            afterSignal: signalledAt > 0,
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (err: NodeJS.ErrnoException) => {
      // Refused: nobody listens any more, the request never left. A reset, hang-up or time-out
      // is sorted out below, with the server's log.
      if (err.code === 'ECONNREFUSED') resolve({ kind: 'refused' });
      else
        resolve({
          kind: 'failed',
          id,
          error: err.code ?? err.message,
          reused: req.reusedSocket,
          afterSignal: signalledAt > 0,
        });
    });
    req.end(body);
  });
}

async function main() {
  const resources = new Resources();
  process.on('SIGINT', () => void resources.releaseAll().then(() => process.exit(130)));
  try {
    const webDist = path.join(ROOT, 'apps/web/dist');
    // A fresh DATA_DIR; SQLite there unless --database-url, no Redis.
    const node = await startApiNode(resources, {
      name: 'api',
      port,
      env: {
        SEED_DEMO: 'true',
        PASSWORD_HASH_COST: '14',
        WEB_DIST: fs.existsSync(path.join(webDist, 'index.html')) ? webDist : '',
        // debug: each request's "incoming request" line tells which requests reached the server
        // (at info, the default, the server writes no line per request).
        LOG_LEVEL: 'debug',
        TRUST_PROXY: 'true',
        SHUTDOWN_DRAIN_MS: args['drain-ms']!,
        ...(args['database-url'] ? { DATABASE_URL: args['database-url'] } : {}),
      },
      timeoutMs: 60_000,
    });
    const server = node.child;
    // Which requests reached the server: its log's "incoming request" lines, by request id.
    const received = new Set<string>();
    let partial = '';
    server.process.stdout!.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.includes('"incoming request"')) continue;
        try {
          const entry = JSON.parse(line) as { reqId?: string };
          if (entry.reqId) received.add(entry.reqId);
        } catch {
          // Not a log line.
        }
      }
    });
    const stdoutDone = new Promise((r) => server.process.stdout!.once('close', r));
    let exit: { code: number | null; ms: number } | undefined;
    server.process.on('exit', (code) => (exit = { code, ms: Date.now() - signalledAt }));

    const outcomes: { kind: string; outcome: Outcome }[] = [];
    let next = 0;
    const workers = Array.from({ length: connections }, async () => {
      while (!exit) {
        const k = kinds[next++ % kinds.length]!;
        const outcome = await send(k);
        outcomes.push({ kind: k.name, outcome });
        // Once the listener is closed, knock gently until the process is gone.
        if (outcome.kind === 'refused') await sleep(10);
      }
    });

    // Readiness as a balancer sees it, on fresh connections.
    const readiness: number[] = [];
    const watchReadiness = (async () => {
      while (!exit) {
        try {
          readiness.push((await httpGet(`${origin}/readyz`, {}, 1000)).status);
        } catch {
          // Refused once the listener is closed.
        }
        await sleep(50);
      }
    })();

    await sleep(Number(args['before-ms']));
    signalledAt = Date.now();
    server.process.kill('SIGTERM');
    const readyBefore = readiness.length;
    await Promise.race([server.exited, sleep(15_000)]);
    await Promise.all([...workers, watchReadiness]);
    agent.destroy();
    await Promise.race([stdoutDone, sleep(2000)]);

    const answered = outcomes.filter((o) => o.outcome.kind === 'answered');
    const unexpected = answered.filter((o) => o.outcome.kind === 'answered' && !o.outcome.ok);
    const refused = outcomes.filter((o) => o.outcome.kind === 'refused').length;
    // A reset of a new connection, of a request the server never received: it was in the listen
    // queue when the listener closed. Anything else that failed is lost.
    const inQueue = (o: Outcome) => o.kind === 'failed' && !o.reused && o.error === 'ECONNRESET' && !received.has(o.id);
    const queueResets = outcomes.filter((o) => inQueue(o.outcome)).length;
    const lost = outcomes.filter((o) => o.outcome.kind === 'failed' && !inQueue(o.outcome));
    const afterSignal = answered.filter((o) => o.outcome.kind === 'answered' && o.outcome.afterSignal).length;
    const saw503 = readiness.slice(readyBefore).includes(503);
    const statuses: Record<string, number> = {};
    for (const o of answered)
      if (o.outcome.kind === 'answered') statuses[o.outcome.status] = (statuses[o.outcome.status] ?? 0) + 1;
    const lostDetail: Record<string, number> = {};
    for (const o of lost) {
      if (o.outcome.kind !== 'failed') continue;
      const where = o.outcome.reused ? 'kept-alive connection' : 'new connection';
      const key = `${o.kind}: ${o.outcome.error} (${where}${received.has(o.outcome.id) ? ', received by the server' : ''})`;
      lostDetail[key] = (lostDetail[key] ?? 0) + 1;
    }

    const problems: string[] = [];
    if (lost.length)
      problems.push(
        `${lost.length} lost (${Object.entries(lostDetail)
          .map(([k, n]) => `${n}× ${k}`)
          .join(', ')})`,
      );
    if (unexpected.length)
      problems.push(`${unexpected.length} unexpected answers (statuses ${JSON.stringify(statuses)})`);
    if (!exit) problems.push('the server did not exit');
    else if (exit.code !== 0) problems.push(`exit code ${exit.code}`);
    if (exit && exit.ms > EXIT_DEADLINE_MS) problems.push(`exit took ${exit.ms} ms (over ${EXIT_DEADLINE_MS})`);
    if (!saw503) problems.push('/readyz never answered 503 while closing');
    if (afterSignal === 0) problems.push('no request was answered after SIGTERM: the drain was not exercised');

    const summary = {
      sent: outcomes.length,
      answered: answered.length,
      answeredAfterSignal: afterSignal,
      unexpected: unexpected.length,
      refused,
      resetInListenQueue: queueResets,
      lost: lost.length,
      statuses,
      readyz503: saw503,
      exitCode: exit?.code ?? null,
      exitMs: exit?.ms ?? null,
      ok: problems.length === 0,
    };
    console.log(
      `sigterm-load: ${summary.sent} requests on ${connections} kept-alive connections, ${summary.answered} answered (${afterSignal} after SIGTERM; statuses ${JSON.stringify(statuses)}), ` +
        `${refused} refused after the listener closed (+${queueResets} reset in its listen queue, never received), ${lost.length} lost; /readyz 503 while closing: ${saw503 ? 'yes' : 'no'}; ` +
        `exit code ${exit?.code ?? '-'} ${exit ? `${(exit.ms / 1000).toFixed(2)} s` : ''} after SIGTERM — ${problems.length ? `FAILED: ${problems.join('; ')}` : 'OK'}`,
    );
    if (args.json) console.log(JSON.stringify(summary));
    // The server's own warnings and errors (its request lines are left out), for a failure's cause.
    const notable = server
      .output()
      .split('\n')
      .filter((l) => l.trim() && !l.includes('"level":30') && !l.includes('"client error reported"'));
    if (problems.length && notable.length) console.error(`server output:\n${notable.slice(-40).join('\n')}`);
    await resources.releaseAll();
    process.exit(problems.length ? 1 : 0);
  } catch (err) {
    console.error(`sigterm-load: ${err instanceof Error ? err.message : String(err)}`);
    await resources.releaseAll();
    process.exit(1);
  }
}

void main();
