// A small round-robin HTTP load balancer in Node, for machines without nginx (scripts/multinode.ts
// and the "two-nodes" bench scenario use nginx when it is installed; MULTINODE_BALANCER=node or
// BENCH_BALANCER=node force this one). It behaves like the nginx upstream of docs/deployment.md:
//
// - requests go to the upstreams in turn (round robin), the Host header untouched (it picks the
//   brand), X-Forwarded-For and X-Forwarded-Proto added;
// - passive failover: an upstream that fails `maxFails` times within `failTimeoutMs` is skipped for
//   `failTimeoutMs` (nginx's max_fails and fail_timeout), then tried again;
// - retries like nginx's `proxy_next_upstream error timeout`: a request that never reached an
//   upstream (connection refused) goes to the next one whatever its method; one that may have
//   reached it (connection reset, no answer) is retried only when it is idempotent (GET, HEAD,
//   OPTIONS), so a POST is never applied twice;
// - bodies up to `retryBodyLimit` are read first so they can be re-sent; larger or chunked bodies
//   (uploads) stream straight through and are not retried;
// - every answer names the upstream that gave it in `X-Upstream` (nginx: $upstream_addr).
//
// Run on its own: node --import tsx scripts/lib/round-robin-proxy.ts --port 18480 \
//   --upstream 127.0.0.1:18401 --upstream 127.0.0.1:18402   (prints "listening on port N")
import http from 'node:http';
import { pathToFileURL } from 'node:url';

export interface ProxyOptions {
  /** host:port of every upstream. */
  upstreams: string[];
  /** Failures within this window that take an upstream out, and how long it stays out (default 2, 5 s: as the docs' nginx example). */
  maxFails?: number;
  failTimeoutMs?: number;
  /** Request bodies up to this size are buffered so that they can be re-sent (default 1 MiB). */
  retryBodyLimit?: number;
  connectTimeoutMs?: number;
  /** Time to the upstream's answer headers (default 60 s, nginx's proxy_read_timeout). */
  readTimeoutMs?: number;
}

interface Upstream {
  host: string;
  port: number;
  label: string;
  fails: number;
  firstFailAt: number;
  downUntil: number;
}

/** Connection errors that mean the request never reached the upstream. */
const NOT_SENT = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'ECONNECT_TIMEOUT']);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'upgrade',
  'transfer-encoding',
  'proxy-authorization',
];

export function createRoundRobinProxy(options: ProxyOptions): http.Server {
  const maxFails = options.maxFails ?? 2;
  const failTimeoutMs = options.failTimeoutMs ?? 5000;
  const retryBodyLimit = options.retryBodyLimit ?? 1024 * 1024;
  const connectTimeoutMs = options.connectTimeoutMs ?? 5000;
  const readTimeoutMs = options.readTimeoutMs ?? 60_000;
  if (options.upstreams.length === 0) throw new Error('round-robin proxy: no upstream');
  const upstreams: Upstream[] = options.upstreams.map((u) => {
    const m = /^([^:]+|\[[^\]]+\]):(\d+)$/.exec(u);
    if (!m) throw new Error(`round-robin proxy: upstream must be host:port (got ${JSON.stringify(u)})`);
    return {
      host: m[1]!.replace(/^\[|\]$/g, ''),
      port: Number(m[2]),
      label: u,
      fails: 0,
      firstFailAt: 0,
      downUntil: 0,
    };
  });
  // Keep-alive to the upstreams, as nginx's `keepalive` directive.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });
  let next = 0;

  /** The next upstream in turn that is not out and not tried yet for this request; if all are out, the next untried one anyway. */
  function pick(tried: Set<Upstream>): Upstream | undefined {
    const now = Date.now();
    let fallback: Upstream | undefined;
    for (let i = 0; i < upstreams.length; i += 1) {
      const u = upstreams[(next + i) % upstreams.length]!;
      if (tried.has(u)) continue;
      if (u.downUntil > now) {
        fallback ??= u;
        continue;
      }
      next = (next + i + 1) % upstreams.length;
      return u;
    }
    // Every untried upstream is out: try one rather than fail (it may be back already).
    return tried.size === 0 ? fallback : undefined;
  }

  function failed(u: Upstream): void {
    const now = Date.now();
    if (now - u.firstFailAt > failTimeoutMs) {
      u.fails = 0;
      u.firstFailAt = now;
    }
    u.fails += 1;
    if (u.fails >= maxFails) {
      u.downUntil = now + failTimeoutMs;
      u.fails = 0;
    }
  }

  function succeeded(u: Upstream): void {
    u.fails = 0;
    u.downUntil = 0;
  }

  return http.createServer((req, res) => {
    const method = req.method ?? 'GET';
    const headers: http.OutgoingHttpHeaders = { ...req.headers };
    for (const h of HOP_BY_HOP) delete headers[h];
    const client = req.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = req.headers['x-forwarded-for']
      ? `${String(req.headers['x-forwarded-for'])}, ${client}`
      : client;
    headers['x-forwarded-proto'] = 'http';

    const length = req.headers['content-length'] === undefined ? undefined : Number(req.headers['content-length']);
    const chunked = req.headers['transfer-encoding'] !== undefined;
    const hasBody = chunked || (length !== undefined && length > 0);
    const replayable = !chunked && (length === undefined || length <= retryBodyLimit);
    const tried = new Set<Upstream>();
    let current: http.ClientRequest | undefined;

    const fail = (status: number, message: string) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end(`${message}\n`);
    };

    const attempt = (body: Buffer | null) => {
      const upstream = pick(tried);
      if (!upstream) return fail(502, 'bad gateway: no upstream answered');
      tried.add(upstream);
      let answered = false;
      const outgoing = http.request({
        host: upstream.host,
        port: upstream.port,
        method,
        path: req.url,
        headers: body
          ? { ...headers, 'content-length': String(body.length) }
          : chunked
            ? { ...headers, 'transfer-encoding': 'chunked' }
            : headers,
        agent,
      });
      current = outgoing;
      // A connect timeout of our own (the agent has none): the request was never sent.
      let connectTimer: NodeJS.Timeout | undefined;
      outgoing.on('socket', (socket) => {
        if (outgoing.reusedSocket) return;
        connectTimer = setTimeout(
          () => outgoing.destroy(Object.assign(new Error('connect timeout'), { code: 'ECONNECT_TIMEOUT' })),
          connectTimeoutMs,
        );
        socket.once('connect', () => clearTimeout(connectTimer));
      });
      outgoing.setTimeout(readTimeoutMs, () =>
        outgoing.destroy(Object.assign(new Error('upstream timed out'), { code: 'ETIMEDOUT' })),
      );
      outgoing.on('response', (upstreamRes) => {
        answered = true;
        clearTimeout(connectTimer);
        outgoing.setTimeout(0);
        succeeded(upstream);
        const out: http.OutgoingHttpHeaders = { ...upstreamRes.headers };
        for (const h of HOP_BY_HOP) if (h !== 'transfer-encoding') delete out[h];
        out['x-upstream'] = upstream.label;
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage, out);
        upstreamRes.pipe(res);
        upstreamRes.on('error', () => res.destroy());
      });
      outgoing.on('error', (err: NodeJS.ErrnoException) => {
        clearTimeout(connectTimer);
        if (answered) return res.destroy();
        if (res.destroyed) return;
        const code = err.code ?? '';
        const notSent = NOT_SENT.has(code);
        // A keep-alive connection the upstream had already closed: a reset on first use says
        // nothing about the upstream's health, and the request did not get through.
        const staleSocket = outgoing.reusedSocket && code === 'ECONNRESET';
        if (!staleSocket) failed(upstream);
        const mayRetry = body !== null || !hasBody ? notSent || staleSocket || IDEMPOTENT.has(method) : false;
        if (mayRetry && (staleSocket || tried.size < upstreams.length)) {
          if (staleSocket) tried.delete(upstream);
          return attempt(body);
        }
        fail(code === 'ETIMEDOUT' ? 504 : 502, `bad gateway: ${upstream.label} ${code || err.message}`);
      });
      if (body) outgoing.end(body);
      else if (hasBody) req.pipe(outgoing);
      else outgoing.end();
    };

    // The client went away before its answer was complete: drop the upstream request too.
    res.on('close', () => {
      if (res.writableFinished) return;
      current?.destroy();
      req.destroy();
    });
    if (!hasBody) return attempt(null);
    if (!replayable) return attempt(null);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => attempt(Buffer.concat(chunks)));
    req.on('error', () => res.destroy());
  });
}

// ── Run on its own ────────────────────────────────────────────────────────────────────────────
function main(argv: string[]): void {
  const upstreams: string[] = [];
  let port = 0;
  let host = '127.0.0.1';
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (arg === '--upstream' && value) upstreams.push(value);
    else if (arg === '--port' && value) port = Number(value);
    else if (arg === '--host' && value) host = value;
    else {
      console.error(
        `round-robin proxy: unknown argument ${arg}\nusage: round-robin-proxy.ts --port N [--host H] --upstream host:port [--upstream host:port …]`,
      );
      process.exit(64);
    }
    i += 1;
  }
  const server = createRoundRobinProxy({ upstreams });
  server.keepAliveTimeout = 75_000; // nginx's keepalive_timeout
  server.listen(port, host, () => {
    const address = server.address();
    console.log(
      `listening on port ${typeof address === 'object' && address ? address.port : port} (round robin over ${upstreams.join(', ')})`,
    );
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
