// The request logger stands in for pino's child logger: what it writes must be what the child
// wrote (the request id on every line, the redacted request), and nothing below the level.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../app';
import { requestLogger } from './request-logger';

async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const options = loggerOptions({ LOG_LEVEL: level as 'info' });
  const app = Fastify({
    logger: { ...(options as object), stream },
    childLoggerFactory: requestLogger,
    genReqId: () => 'req-0123456789',
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/loud', async (request) => {
    request.log.info({ step: 'info' }, 'an info line');
    request.log.warn({ step: 'warn' }, 'a warning');
    request.log.child({ part: 'inner' }).error('from a child');
    return { level: request.log.level };
  });
  await app.ready();
  return { app, lines };
}

describe('request logger', () => {
  it('writes nothing for a request that logs nothing at the level in force', async () => {
    const { app, lines } = await appLoggingAt('warn');
    const res = await app.inject({ method: 'GET', url: '/quiet' });
    expect(res.statusCode).toBe(200);
    expect(lines).toEqual([]);
    await app.close();
  });

  it('writes the lines at or above the level, each with the request id, and children carry it too', async () => {
    const { app, lines } = await appLoggingAt('warn');
    const res = await app.inject({ method: 'GET', url: '/loud' });
    expect(res.json()).toEqual({ level: 'warn' });
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['a warning', 'req-0123456789'],
      ['from a child', 'req-0123456789'],
    ]);
    expect(lines[0]).toMatchObject({ step: 'warn', level: 40 });
    expect(lines[1]).toMatchObject({ part: 'inner', level: 50 });
    await app.close();
  });

  it('at info, logs the request as the serializer says: redacted URL, no credentials, the request id', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({
      method: 'GET',
      url: '/quiet?token=secret-token&x=1',
      headers: { authorization: 'Bearer secret-bearer', cookie: 'a=b' },
    });
    const incoming = lines.find((l) => l.msg === 'incoming request');
    expect(incoming).toMatchObject({
      reqId: 'req-0123456789',
      req: { method: 'GET', url: '/quiet?token=[redacted]&x=1' },
    });
    expect(JSON.stringify(lines)).not.toMatch(/secret-token|secret-bearer|a=b/);
    expect(lines.find((l) => l.msg === 'request completed')).toMatchObject({
      reqId: 'req-0123456789',
      res: { statusCode: 200 },
    });
    await app.close();
  });
});
