// The API as it runs in production: bundled by apps/api/build.mjs and started with plain node (no
// tsx), from another working directory. It must find what it reads at run time from its sources'
// places (the dictionaries of @guildhall/locales, the seed's data and artwork, the sites' builds),
// serve the API, and keep the production guard (exit 78 while a demo password works).
// SQLite only: what is tested is the bundle, not the engine (the API suite covers both).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@guildhall/contract/errors';
import { errorMessage } from './lib/messages';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(apiDir, '../..');
const outDir = path.join(apiDir, 'dist', `test-${process.pid}-${Date.now()}`);
const bundle = path.join(outDir, 'server.js');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-bundle-'));
// PORT=0: the system picks a free port, read back from the banner the server prints.
let port = 0;
let origin = '';

interface Started {
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
  output(): string;
}

/** Only the settings the test means; WEB_DIST and CONSOLE_DIST are left to the server's defaults. */
function start(extra: Record<string, string> = {}): Started {
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PASSWORD_HASH_COST: '14',
    SHUTDOWN_DRAIN_MS: '0',
    ...extra,
  };
  const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: os.tmpdir(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

async function get(pathname: string, brand = 'nova') {
  const res = await fetch(`${origin}${pathname}`, { headers: { host: `${brand}.localhost:${port}` } });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: Buffer.from(await res.arrayBuffer()),
  };
}

let server: Started;

beforeAll(async () => {
  const build = spawnSync(process.execPath, [path.join(apiDir, 'build.mjs'), '--outfile', bundle], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  server = start();
  const deadline = Date.now() + 90_000;
  for (;;) {
    const listening = /http:\/\/localhost:(\d+)\//.exec(server.output());
    if (listening && !port) {
      port = Number(listening[1]);
      origin = `http://127.0.0.1:${port}`;
    }
    const ready = port
      ? await fetch(`${origin}/readyz`).then(
          (r) => r.status,
          () => 0,
        )
      : 0;
    if (ready === 200) break;
    const code = await Promise.race([server.exited, new Promise((r) => setTimeout(r, 250, 'running'))]);
    if (code !== 'running') throw new Error(`the bundle exited (${String(code)}):\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`the bundle did not get ready:\n${server.output()}`);
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the built API (apps/api/dist/server.js)', () => {
  it('is JavaScript that needs neither tsx nor the workspace packages at run time', () => {
    const text = fs.readFileSync(bundle, 'utf8');
    expect(text).not.toMatch(/from ["'](tsx|@guildhall\/[^"']+)["']/);
    expect(fs.existsSync(`${bundle}.map`)).toBe(true);
  });

  it('serves the API with the demo it seeded from the checkout, its artwork and its dictionaries', async () => {
    expect((await get('/readyz')).status).toBe(200);
    const games = await get('/api/games/simple');
    expect(games.status).toBe(200);
    const list = JSON.parse(games.body.toString('utf8')) as { code: number; data: { logo: string }[] };
    expect(list.code).toBe(0);
    expect(list.data.length).toBeGreaterThan(0);
    const logo = await get(list.data[0]!.logo);
    expect(logo).toMatchObject({ status: 200, type: expect.stringContaining('image/svg+xml') });
    // Nova speaks Korean: the message comes from @guildhall/locales, read by the bundle.
    const refused = await get('/api/games/precheck');
    expect(refused.status).toBe(400);
    const answer = JSON.parse(refused.body.toString('utf8')) as { code: number; msg: string };
    expect(answer).toMatchObject({ code: ErrorCode.validation, msg: errorMessage('ko', ErrorCode.validation) });
    expect(answer.msg).not.toBe(errorMessage('en', ErrorCode.validation));
  });

  it('finds the player site and the console builds where the sources would, or says where it looked', async () => {
    const webIndex = path.join(root, 'apps/web/dist/index.html');
    const consoleIndex = path.join(root, 'apps/console/dist/index.html');
    const site = await get('/');
    if (fs.existsSync(webIndex))
      expect(site).toMatchObject({ status: 200, type: expect.stringContaining('text/html') });
    else expect(server.output()).toContain(JSON.stringify(path.join(root, 'apps/web/dist')));
    if (fs.existsSync(consoleIndex)) expect((await get('/console')).status).toBe(200);
  });

  it('stops on SIGTERM, then refuses a production start while demo passwords work (exit 78)', async () => {
    expect(await server.stop()).toBe(0);
    const production = start({ NODE_ENV: 'production' });
    expect(await production.exited).toBe(78);
    expect(production.output()).toContain('player01');
    expect(production.output()).toContain('npm run accounts -- set-password');
  }, 60_000);
});
