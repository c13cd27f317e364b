// What a client gets over a real socket when its request is not one the routes can take: malformed
// HTTP, framework errors, unknown methods, traversal, timeouts. Every answer is the envelope with
// a 4xx status and nosniff, in the caller's language when the request says it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../test/helper';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the first byte sent to the connection's end. */
  elapsedMs: number;
}

/**
 * Sends `data` on a fresh connection and reads until the server ends it (or `waitMs`). `halfClose`
 * ends the client's side after sending, as a client that gave up on its body does.
 */
function exchange(
  connect: () => net.Socket,
  data: string | Buffer,
  options: { halfClose?: boolean; waitMs?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect();
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString('utf8');
      const split = raw.indexOf('\r\n\r\n');
      if (split === -1) return reject(new Error(`no HTTP answer: ${JSON.stringify(raw.slice(0, 200))}`));
      const [statusLine, ...lines] = raw.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(statusLine!.split(' ')[1]),
        headers,
        body: raw.slice(split + 4),
        elapsedMs: Date.now() - started,
      });
    };
    const timer = setTimeout(() => {
      socket.destroy();
      finish();
    }, options.waitMs ?? 5000);
    socket.on(socket instanceof tls.TLSSocket ? 'secureConnect' : 'connect', () =>
      options.halfClose ? socket.end(data) : socket.write(data),
    );
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', () => undefined);
    socket.on('close', finish);
  });
}

function expectEnvelope(answer: Answer, status: number, expected: { code: number; data?: unknown }) {
  expect(answer.status).toBe(status);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  const body = JSON.parse(answer.body) as { code: number; msg: string; data: unknown };
  expect(typeof body.msg).toBe('string');
  expect(body.msg.length).toBeGreaterThan(0);
  expect(body).toMatchObject({ code: expected.code, ...(expected.data !== undefined ? { data: expected.data } : {}) });
  return body;
}

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const JP = 'Host: hanami.localhost\r\n';
const malformed = (rule: string, field = '(request)') => [{ field, rule }];

// apps/web/dist and apps/console/dist side by side, as `npm run build` leaves them.
function fakeBuilds(): { root: string; web: string; console: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-builds-'));
  const web = path.join(root, 'apps/web/dist');
  const consoleDist = path.join(root, 'apps/console/dist');
  fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(consoleDist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html><head><title>x</title><!--gh-head--></head><body><script type="module" src="/assets/app-1.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(web, 'assets', 'app-1.js'), 'console.log(1)');
  fs.writeFileSync(
    path.join(consoleDist, 'index.html'),
    '<!doctype html><html><body><script type="module" src="/console/assets/con-1.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(consoleDist, 'assets', 'con-1.js'), 'console.log(2)');
  // Something worth reaching by traversal, beside the builds.
  fs.writeFileSync(path.join(root, 'secret.txt'), 'secret');
  return { root, web, console: consoleDist };
}

describe.each(dialects)('answers outside the routes over a real socket (%s)', (dialect) => {
  let t: TestApp;
  let builds: ReturnType<typeof fakeBuilds>;
  let port = 0;
  const send = (data: string | Buffer, options?: { halfClose?: boolean; waitMs?: number }) =>
    exchange(() => net.connect(port, '127.0.0.1'), data, options);
  const get = (url: string, extra = '') => send(`GET ${url} HTTP/1.1\r\n${JP}${extra}Connection: close\r\n\r\n`);

  beforeAll(async () => {
    builds = fakeBuilds();
    t = await createTestApp(dialect, {
      env: { WEB_DIST: builds.web, CONSOLE_DIST: builds.console, NOT_FOUND_RATE_LIMIT: '1000' },
    });
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(builds.root, { recursive: true, force: true });
  });

  it('answers a URL that does not decode with 400 in the caller language', async () => {
    const answer = await get('/api/games/%E0%A4%A');
    const body = expectEnvelope(answer, 400, { code: 1001, data: malformed('malformed', '(url)') });
    expect(body.msg).toMatch(JAPANESE);
    expect(answer.headers['x-request-id']).toBeTruthy();
  });

  it('answers an over-long path parameter as an unknown path when the site catches every other path', async () => {
    expectEnvelope(await get(`/api/files/${'a'.repeat(300)}`), 404, { code: 1002 });
  });

  it('answers a URL longer than the header limit with 414 and large headers with 431', async () => {
    expectEnvelope(await get(`/${'a'.repeat(20_000)}`), 414, { code: 1001, data: malformed('too_long', '(url)') });
    const large = await get('/api/games/simple', `X-Big: ${'b'.repeat(20_000)}\r\n`);
    expectEnvelope(large, 431, { code: 1001, data: malformed('headers_too_large') });
  });

  it('answers HEAD refused on the socket with the headers only (no body a client would read as a second answer)', async () => {
    const answer = await send(`HEAD /${'a'.repeat(20_000)} HTTP/1.1\r\n${JP}\r\n`);
    expect(answer.status).toBe(414);
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body).toBe('');
  });

  it('answers unknown methods, CONNECT and methods a path lacks in the envelope', async () => {
    expectEnvelope(await send(`FOO / HTTP/1.1\r\n${JP}\r\n`), 400, { code: 1001, data: malformed('method') });
    expectEnvelope(await send(`CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`), 400, {
      code: 1001,
      data: malformed('method'),
    });
    expectEnvelope(await send(`PROPFIND /api/x HTTP/1.1\r\n${JP}Connection: close\r\n\r\n`), 404, { code: 1002 });
    expectEnvelope(await send(`DELETE /api/games/simple HTTP/1.1\r\n${JP}Connection: close\r\n\r\n`), 404, {
      code: 1002,
    });
    expectEnvelope(await send(`PATCH / HTTP/1.1\r\n${JP}Connection: close\r\n\r\n`), 404, { code: 1002 });
  });

  it.each([
    ['bare LF line endings', `GET /api/games/simple HTTP/1.1\nHost: hanami.localhost\n\n`],
    [
      'two Content-Lengths',
      `POST /api/account/login HTTP/1.1\r\n${JP}Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
    ],
    [
      'Content-Length with Transfer-Encoding',
      `POST /api/account/login HTTP/1.1\r\n${JP}Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ],
    ['NUL in a header', `GET /api/games/simple HTTP/1.1\r\n${JP}X-A: a\0b\r\n\r\n`],
    [
      'a bad chunk size',
      `POST /api/account/login HTTP/1.1\r\n${JP}Transfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    ],
    ['a request line that is not one', `HELLO\r\n\r\n`],
  ])('answers %s with 400, in the language of the Host when it was read', async (name, request) => {
    const answer = await send(request);
    const body = expectEnvelope(answer, 400, { code: 1001 });
    expect((body.data as { field: string; rule: string }[])[0]).toMatchObject({
      field: '(request)',
      rule: expect.stringMatching(/^(malformed|method)$/),
    });
    expect(answer.headers.connection).toBe('close');
    if (request.includes('hanami')) expect(body.msg).toMatch(JAPANESE);
  });

  it('answers garbage after a whole request after that request, in order', async () => {
    const answer = await send(`GET /api/games/simple HTTP/1.1\r\n${JP}\r\nhello\r\n\r\n`);
    expect(answer.status).toBe(200);
    const first = Number(answer.headers['content-length']);
    const second = Buffer.from(answer.body).subarray(first).toString('utf8');
    expect(second).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(second.slice(second.indexOf('\r\n\r\n') + 4))).toMatchObject({
      code: 1001,
      data: malformed('method'),
    });
  });

  it('answers a body shorter than its Content-Length, ended by the client, with 400', async () => {
    const multipart = `--xx\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;
    const files = await send(
      `POST /api/files HTTP/1.1\r\n${JP}Content-Type: multipart/form-data; boundary=xx\r\nContent-Length: 500\r\n\r\n${multipart}`,
      { halfClose: true },
    );
    expectEnvelope(files, 400, { code: 1001, data: malformed('incomplete', '(body)') });
    const json = await send(
      `POST /api/account/login HTTP/1.1\r\n${JP}Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"guest":`,
      { halfClose: true },
    );
    expectEnvelope(json, 400, { code: 1001, data: malformed('incomplete', '(body)') });
  });

  it.each([
    '/media/../x',
    '/media/../../secret.txt',
    '/media/%2e%2e/%2e%2e/secret.txt',
    '/media/..%2f..%2fetc/passwd',
    '/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/media/games/..%5c..%5csecret.txt',
    '/media/games/%252e%252e/x',
    '/assets/../../secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/console/assets/../../../secret.txt',
    '/console/assets/%2e%2e/index.html',
    '/api/files/..%2f..%2fsecret.txt',
    '/api/files/%2e%2e',
  ])('answers the traversal %s with 404', async (url) => {
    const answer = await get(url);
    expectEnvelope(answer, 404, { code: 1002, data: null });
    expect(answer.body).not.toContain('secret');
  });

  it('puts nosniff on every kind of answer', async () => {
    const api = await get('/api/games/simple');
    expect(api.status).toBe(200);
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    const page = await get('/');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const asset = await get('/assets/app-1.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const logo = (JSON.parse(api.body) as { data: { logo: string }[] }).data[0]!.logo;
    const media = await get(logo);
    expect(media.status).toBe(200);
    expect(media.headers['x-content-type-options']).toBe('nosniff');
    expectEnvelope(await get('/api/nope'), 404, { code: 1002 });
    expectEnvelope(await get('/assets/missing.js'), 404, { code: 1002 });
    const consoleShell = await get('/console');
    expect(consoleShell.headers['x-content-type-options']).toBe('nosniff');
    // A range past the end of a static file: 416 in the envelope, with the size.
    const range = await get(logo, 'Range: bytes=99999999-\r\n');
    expectEnvelope(range, 416, { code: 1001, data: malformed('range') });
    expect(range.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
  });
});

describe('server timeouts (and an API without a web build)', () => {
  let t: TestApp;
  let port = 0;
  const send = (data: string, waitMs: number) => exchange(() => net.connect(port, '127.0.0.1'), data, { waitMs });
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      env: { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000', KEEP_ALIVE_TIMEOUT_MS: '1000' },
    });
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers an over-long path parameter with 414 (no web build: no catch-all route)', async () => {
    expectEnvelope(
      await send(`GET /api/files/${'a'.repeat(300)} HTTP/1.1\r\n${JP}Connection: close\r\n\r\n`, 5000),
      414,
      {
        code: 1001,
        data: malformed('too_long', '(url)'),
      },
    );
  });

  it('cuts off stalled headers with 408 after HEADERS_TIMEOUT_MS', async () => {
    const answer = await send(`GET /api/games/simple HTTP/1.1\r\n${JP}X-Slow: 1\r\n`, 5000);
    expectEnvelope(answer, 408, { code: 1001, data: malformed('timeout') });
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(900);
    expect(answer.elapsedMs).toBeLessThan(2000);
  });

  it('cuts off a stalled body with 408 after REQUEST_TIMEOUT_MS, in the language of its headers', async () => {
    const answer = await send(
      `POST /api/account/login HTTP/1.1\r\n${JP}Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"guest":`,
      6000,
    );
    const body = expectEnvelope(answer, 408, { code: 1001, data: malformed('timeout') });
    expect(body.msg).toMatch(JAPANESE);
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(1900);
    expect(answer.elapsedMs).toBeLessThan(3500);
  });

  it('closes an idle kept-alive connection after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const answer = await send(`GET /api/games/simple HTTP/1.1\r\n${JP}\r\n`, 5000);
    expect(answer.status).toBe(200);
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(900);
    expect(answer.elapsedMs).toBeLessThan(3000);
  });
});

describe('Strict-Transport-Security', () => {
  let dir: string;
  let cert: { key: string; cert: string };
  const apps: TestApp[] = [];
  const servers: tls.Server[] = [];
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-subj',
        '/CN=localhost',
        '-days',
        '1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    cert = {
      key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  });
  afterAll(async () => {
    for (const server of servers) server.close();
    for (const t of apps) await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The app on plain HTTP, and the same HTTP server behind a TLS listener (TLS straight to Node). */
  async function serve(env: Record<string, string>) {
    const t = await createTestApp('sqlite', { env });
    apps.push(t);
    const plainPort = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
    const tlsServer = tls.createServer(cert, (socket) => t.app.server.emit('connection', socket));
    await new Promise<void>((resolve) => tlsServer.listen(0, '127.0.0.1', resolve));
    servers.push(tlsServer);
    const tlsPort = (tlsServer.address() as net.AddressInfo).port;
    return {
      plain: (data: string) => exchange(() => net.connect(plainPort, '127.0.0.1'), data),
      secure: (data: string) =>
        exchange(() => tls.connect({ port: tlsPort, host: '127.0.0.1', rejectUnauthorized: false }), data),
    };
  }
  const request = (extra = '') => `GET /api/games/simple HTTP/1.1\r\n${JP}${extra}Connection: close\r\n\r\n`;

  it('is sent on requests that came over TLS, and not over plain HTTP, even when a client claims https', async () => {
    const s = await serve({ HSTS_MAX_AGE: '31536000' });
    const secure = await s.secure(request());
    expect(secure.status).toBe(200);
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(secure.headers['x-content-type-options']).toBe('nosniff');
    // Error answers too: the error handler's, a framework error's, a socket-level one's.
    expect(
      (await s.secure(`GET /api/nope HTTP/1.1\r\n${JP}Connection: close\r\n\r\n`)).headers['strict-transport-security'],
    ).toBeTruthy();
    expect(
      (await s.secure(`GET /api/games/%E0%A4%A HTTP/1.1\r\n${JP}Connection: close\r\n\r\n`)).headers[
        'strict-transport-security'
      ],
    ).toBeTruthy();
    const malformedOverTls = await s.secure(`GET / HTTP/1.1\r\n${JP}X-A: a\0b\r\n\r\n`);
    expect(malformedOverTls.status).toBe(400);
    expect(malformedOverTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await s.plain(request('X-Forwarded-Proto: https\r\n'));
    expect(plain.status).toBe(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent on requests the trusted proxy says came over TLS', async () => {
    const s = await serve({ HSTS_MAX_AGE: '600', TRUST_PROXY: 'true' });
    expect((await s.plain(request('X-Forwarded-Proto: https\r\n'))).headers['strict-transport-security']).toBe(
      'max-age=600; includeSubDomains',
    );
    expect(
      (await s.plain(request('X-Forwarded-Proto: http\r\n'))).headers['strict-transport-security'],
    ).toBeUndefined();
    expect((await s.plain(request())).headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent with HSTS_MAX_AGE=0', async () => {
    const s = await serve({ HSTS_MAX_AGE: '0' });
    const secure = await s.secure(request());
    expect(secure.status).toBe(200);
    expect(secure.headers['strict-transport-security']).toBeUndefined();
    expect(secure.headers['x-content-type-options']).toBe('nosniff');
  });
});
