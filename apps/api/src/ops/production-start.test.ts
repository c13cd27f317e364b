// A production start (NODE_ENV=production) of the real server on a data folder: it writes no demo
// unless told to, refuses to run (exit 78, naming the accounts and the command) while an account
// has a published demo password, and starts once `npm run accounts` has dealt with them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDb } from '../db/connection';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import { DEMO_STAFF } from '../db/seed/demo-staff';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const [admin, novaAgent] = DEMO_STAFF;
const NEW_PASSWORD = 'Quiet-Lantern-Harbor-7';
const dirs: string[] = [];

interface Run {
  code: number | null;
  out: string;
  err: string;
  /** Set when the server printed its banner: it listened. */
  port?: number;
}

/** Only the settings the test means: nothing from the machine's environment leaks in. */
function envFor(dataDir: string, extra: Record<string, string> = {}) {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    DATA_DIR: dataDir,
    PASSWORD_HASH_COST: '14',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...extra,
  };
}

function run(
  args: string[],
  env: Record<string, string>,
  options: { stdin?: string; stopWhenListening?: boolean } = {},
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: root,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const r: Run = { code: null, out: '', err: '' };
    child.stdout.on('data', (chunk: Buffer) => {
      r.out += chunk.toString();
      const m = /http:\/\/localhost:(\d+)\//.exec(r.out);
      if (options.stopWhenListening && m && r.port === undefined) {
        r.port = Number(m[1]);
        void fetch(`http://127.0.0.1:${r.port}/readyz`)
          .then((res) => (r.out += `\nreadyz ${res.status}\n`))
          .finally(() => child.kill('SIGTERM'));
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (r.err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ ...r, code }));
    child.stdin.end(options.stdin ?? '');
  });
}

const server = (dataDir: string, extra: Record<string, string> = {}) =>
  run(
    ['apps/api/src/server.ts'],
    envFor(dataDir, {
      NODE_ENV: 'production',
      PORT: String(20000 + Math.floor(Math.random() * 40000)),
      HOST: '127.0.0.1',
      SHUTDOWN_DRAIN_MS: '0',
      ...extra,
    }),
    { stopWhenListening: true },
  );
const accounts = (dataDir: string, args: string[], stdin?: string) =>
  run(['scripts/accounts.ts', ...args], envFor(dataDir), stdin === undefined ? {} : { stdin });

function dataDir() {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-prod-'));
  dirs.push(d);
  return d;
}

async function countOf(dir: string, table: 'brands' | 'users' | 'staff') {
  const db = openDb({ dataDir: dir });
  try {
    return Number(
      (
        await db.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  } finally {
    await db.close();
  }
}

afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('SEED_DEMO default', () => {
  it('is true for a demo and false with NODE_ENV=production, unless set', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ SEED_DEMO: false, production: true });
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });
});

describe('a production start', () => {
  it('writes no demo into an empty database, and says how to get brands instead of serving errors', async () => {
    const dir = dataDir();
    const r = await server(dir);
    expect(r.code).toBe(78);
    expect(r.port).toBeUndefined();
    expect(r.err).toContain('The database has no brand');
    expect(r.err).toContain('SEED_DEMO=true');
    expect(await countOf(dir, 'brands')).toBe(0);
    expect(await countOf(dir, 'users')).toBe(0);
    expect(await countOf(dir, 'staff')).toBe(0);
  }, 90_000);

  it('refuses while a demo password works, and starts after set-password and remove-demo', async () => {
    const dir = dataDir();
    // Told to write the demo: it does, then refuses to serve it with its published passwords.
    const seeded = await server(dir, { SEED_DEMO: 'true' });
    expect(seeded.code).toBe(78);
    expect(seeded.port).toBeUndefined();
    expect(await countOf(dir, 'brands')).toBeGreaterThan(0);
    for (const name of [admin.email, novaAgent.email, ...DEMO_ACCOUNTS.map((a) => a.account)])
      expect(seeded.err).toContain(name);
    expect(seeded.err).toContain('npm run accounts -- set-password');
    expect(seeded.err).toContain('npm run accounts -- remove-demo');
    for (const d of [...DEMO_ACCOUNTS, ...DEMO_STAFF]) expect(seeded.err).not.toContain(d.password);

    expect((await accounts(dir, ['check-demo'])).code).toBe(1);
    // Never from argv; a published or weak password is refused; stdin's first line is the password.
    expect(await accounts(dir, ['set-password', admin.email, NEW_PASSWORD])).toMatchObject({
      code: 1,
      err: expect.stringContaining('never from the command line'),
    });
    expect(await accounts(dir, ['set-password', admin.email], `${novaAgent.password}\n`)).toMatchObject({
      code: 1,
      err: expect.stringContaining('published demo password'),
    });
    expect(await accounts(dir, ['set-password', admin.email], 'password123\n')).toMatchObject({ code: 1 });
    const set = await accounts(dir, ['set-password', admin.email], `${NEW_PASSWORD}\n`);
    expect(set).toMatchObject({ code: 0, out: expect.stringContaining(`New password set for staff ${admin.email}`) });

    // Still refused for the others, and only them.
    const still = await server(dir);
    expect(still.code).toBe(78);
    expect(still.err).not.toContain(admin.email);
    expect(still.err).toContain(novaAgent.email);
    expect(still.err).toContain('player01');

    const removed = await accounts(dir, ['remove-demo']);
    expect(removed.code).toBe(0);
    expect(removed.out).toContain('Deleted demo players: player01, player02');
    expect((await accounts(dir, ['check-demo'])).code).toBe(0);

    const started = await server(dir);
    expect(started.err).toBe('');
    expect(started.out).toContain('readyz 200');
    expect(started.code).toBe(0);
    // The demo was not written again (SEED_DEMO is false in production, and it was written once).
    expect(await countOf(dir, 'users')).toBe(0);
  }, 180_000);
});
