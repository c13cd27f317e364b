import { execFile } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { drainAndClose } from './shutdown';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

interface Answer {
  status: number;
  connection: string | undefined;
  reused: boolean;
}

function get(port: number, p: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: p, headers: { host: 'nova.localhost' }, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, reused: req.reusedSocket }),
      );
    });
    req.on('error', reject);
  });
}

/** A port in 18300-18399 nobody listens on (the range set aside for this check). */
async function freePortInRange(): Promise<number> {
  for (let port = 18360; port < 18400; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const s = net.createServer();
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 18360-18399');
}

describe('graceful shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves on while draining, with readiness at 503 and connections closing after their answer, then refuses', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as net.AddressInfo).port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // A kept-alive connection, as a balancer or a browser holds one.
    expect(await get(port, '/api/games/simple', agent)).toMatchObject({ status: 200, connection: 'keep-alive' });
    expect(await get(port, '/api/games/simple', agent)).toMatchObject({ status: 200, reused: true });

    const closing = drainAndClose(t.app, { drainMs: 300, settleMs: 200 });
    // During the drain: the request on the kept-alive connection is answered, and told to go.
    expect(await get(port, '/api/games/simple', agent)).toMatchObject({
      status: 200,
      reused: true,
      connection: 'close',
    });
    expect(await get(port, '/readyz', agent)).toMatchObject({ status: 503, reused: false, connection: 'close' });
    await closing;
    // Afterwards nobody listens: a new connection is refused, which a balancer retries elsewhere.
    await expect(get(port, '/api/games/simple', agent)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    agent.destroy();
  });

  // The real server (apps/api/src/server.ts) under load on kept-alive connections, SIGTERM mid-run:
  // scripts/sigterm-load.ts does it and checks every request; here with a shorter drain.
  it('loses no request when the real server gets SIGTERM under load', { timeout: 90_000 }, async () => {
    const port = await freePortInRange();
    const out = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/sigterm-load.ts',
          '--json',
          '--port',
          String(port),
          '--connections',
          '6',
          '--before-ms',
          '1000',
          '--drain-ms',
          '1000',
        ],
        { cwd: root, timeout: 80_000 },
        // Exit code 1 means a failed check: the summary below says which.
        (err, stdout, stderr) =>
          stdout.includes('"sent"')
            ? resolve(stdout)
            : reject(new Error(`${err?.message ?? ''}\n${stdout}\n${stderr}`)),
      );
    });
    const line = out
      .trim()
      .split('\n')
      .find((l) => l.startsWith('{"sent"'))!;
    const summary = JSON.parse(line) as Record<string, unknown>;
    expect(summary, out).toMatchObject({ lost: 0, unexpected: 0, readyz503: true, exitCode: 0, ok: true });
    expect(summary.answered as number).toBeGreaterThan(50);
    expect(summary.answeredAfterSignal as number).toBeGreaterThan(0);
    expect(summary.exitMs as number).toBeLessThan(5000);
  });
});
