// What the log shows of requests: at info (the default) no line per request, but a slow request and
// a failed one are logged with their request id and a redacted URL; at debug, Fastify's line per
// request (incoming, completed) is back.
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, host, type TestApp } from '../../test/helper';
import { SLOW_REQUEST_SECONDS } from './ops';

type Line = Record<string, unknown> & { msg?: string; reqId?: string };

describe.each(dialects)('request logging (%s)', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function appAt(level: string) {
    const lines: Line[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of chunk.toString('utf8').split('\n')) if (text.trim()) lines.push(JSON.parse(text) as Line);
        done();
      },
    });
    t = await createTestApp(dialect, {
      env: { LOG_LEVEL: level },
      deps: {
        logStream,
        extraApiRoutes: (api) => {
          api.get('/test/slow', async () => {
            await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_SECONDS * 1000 + 50));
            return { ok: true };
          });
          api.get('/test/broken', async () => {
            throw new Error('broken on purpose');
          });
        },
      },
    });
    return { app: t.app, lines };
  }

  it('at info writes no line for a request that went well, one for a slow one and one for a failure', async () => {
    const { app, lines } = await appAt('info');
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/api/games/simple', headers: host('nova') })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/no-such-route', headers: host('nova') })).statusCode).toBe(
      404,
    );
    expect(lines).toEqual([]);

    const slow = await app.inject({ method: 'GET', url: '/api/test/slow?token=secret-token', headers: host('nova') });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'slow request',
      level: 40,
      reqId: slow.headers['x-request-id'],
      route: '/api/test/slow',
      req: { method: 'GET', url: '/api/test/slow?token=[redacted]' },
      res: { statusCode: 200 },
    });
    expect(Number(lines[0]!.responseTime)).toBeGreaterThanOrEqual(SLOW_REQUEST_SECONDS * 1000);

    lines.length = 0;
    const broken = await app.inject({ method: 'GET', url: '/api/test/broken', headers: host('nova') });
    expect(broken.statusCode).toBe(500);
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([['unhandled error', broken.headers['x-request-id']]]);
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });

  it('at debug writes the incoming and completed lines of every request, with its id', async () => {
    const { app, lines } = await appAt('debug');
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/api/games/simple', headers: host('nova') });
    const own = lines.filter((l) => l.reqId === res.headers['x-request-id']).map((l) => l.msg);
    expect(own).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });
});
