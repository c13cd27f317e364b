// Graceful shutdown without losing a request that reached us. In order:
//  1. Drain: readiness answers 503 and every response says `Connection: close` (plugins/security-headers.ts),
//     while the server keeps accepting and serving for `drainMs`, the time a balancer needs to see
//     the 503 and send elsewhere. Clients with kept-alive connections get one more answer each
//     and then reconnect, to another process, instead of reusing a connection about to go.
//  2. Stop accepting: the listening socket closes (new connections are refused, which a balancer
//     retries elsewhere), but connections already accepted are left alone for `settleMs`: one
//     that was accepted a moment ago has a request on its way, which is served.
//  3. `app.close()`: connections still idle are closed, requests in flight finish (a request
//     still arriving on an open connection is served, see return503OnClosing in app.ts), then the
//     onClose hooks run. The caller closes the database after that.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface DrainOptions {
  drainMs: number;
  settleMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function openConnections(server: net.Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((err, n) => resolve(err ? 0 : n)));
}

export async function drainAndClose(app: FastifyInstance, { drainMs, settleMs = 500 }: DrainOptions): Promise<void> {
  app.closing = true;
  if (drainMs > 0) await sleep(drainMs);

  const server = app.server;
  if (server.listening) {
    // net.Server's close, not http.Server's: the latter would also drop at once every connection
    // that is between requests, including one just accepted whose request is still on its way.
    net.Server.prototype.close.call(server);
    const until = Date.now() + settleMs;
    while (Date.now() < until && (await openConnections(server)) > 0) await sleep(25);
  }
  await app.close();
}
