// Does a code request tell an existing account from a missing one by its answer time? Runs the
// real app in process (a fresh SQLite database with the demo, mail to the outbox folder, no rate
// limit so the samples are not refused) and asks for a quick-login code and a password-reset code
// for an account with a verified email (the demo's player01) and for a name nobody has, and for a
// registration code for player01's address and for an address nobody has, in alternation, after a
// warm-up. Prints the median and p95 of each and the ratio of the medians: about 1 when the answer
// does not depend on the account (docs/decisions/0032-brand-scope-and-account-enumeration.md).
//   node --import tsx scripts/bench-enumeration.ts [samples]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@guildhall/contract/paths';
import { signRequest } from '@guildhall/contract/signature';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { migrate, openDb } from '../apps/api/src/db/connection';
import { DEMO_ACCOUNTS } from '../apps/api/src/db/seed/demo-accounts';
import { seedDemo } from '../apps/api/src/db/seed/seed';
import { storageFor } from '../apps/api/src/lib/s3-storage';
import type { RateLimitStore } from '../apps/api/src/lib/rate-limit';
import { latencyStats, tableLines } from './bench-http';

const samples = Number(process.argv[2] ?? 400);
const warmup = 40;
const unlimited: RateLimitStore = {
  hit: async () => ({ allowed: true, remaining: 1, retryAfterSeconds: 0 }),
  peek: async () => ({ allowed: true, remaining: 1, retryAfterSeconds: 0 }),
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-bench-enum-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '', PASSWORD_HASH_COST: '14' });
const db = openDb({ dataDir });
await migrate(db);
const storage = storageFor(config, 'media');
await seedDemo(db.db, storage, { passwordCost: 14 });
const app = await buildApp(config, { db, storage, rateLimits: unlimited });
await app.ready();

const owner = DEMO_ACCOUNTS.find((a) => a.email)!;
/** Each path with what it is asked for an existing account (or its address) and for a missing one. */
const cases: { path: string; existing: Record<string, string>; missing: Record<string, string> }[] = [
  {
    path: apiPaths.quickLoginSendCode,
    existing: { account: owner.account },
    missing: { account: 'nobody-by-this-name' },
  },
  { path: apiPaths.recoverSendCode, existing: { account: owner.account }, missing: { account: 'nobody-by-this-name' } },
  { path: apiPaths.registerSendCode, existing: { email: owner.email! }, missing: { email: 'nobody@players.example' } },
];

async function ask(p: string, input: Record<string, string>): Promise<number> {
  const body = JSON.stringify(input);
  const headers = { host: 'nova.localhost:8080', 'content-type': 'application/json' };
  const signed = await signRequest({ method: 'POST', path: p, body, token: null });
  const start = process.hrtime.bigint();
  const res = await app.inject({ method: 'POST', url: `/api${p}`, headers: { ...headers, ...signed }, payload: body });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (res.json().code !== 0) throw new Error(`${p} for ${body}: ${res.body}`);
  // Let the work after the answer finish before the next request, as it would between players.
  await new Promise((r) => setTimeout(r, 2));
  return ms;
}

const rows: string[][] = [];
for (const c of cases) {
  const p = c.path;
  const times = { existing: [] as number[], missing: [] as number[] };
  for (let i = 0; i < warmup; i++) await ask(p, i % 2 ? c.existing : c.missing);
  for (let i = 0; i < samples; i++) {
    // Alternate which goes first, so neither always follows the other's leftover work.
    const order = i % 2 ? (['existing', 'missing'] as const) : (['missing', 'existing'] as const);
    for (const who of order) times[who].push(await ask(p, c[who]));
  }
  const a = latencyStats(times.existing);
  const b = latencyStats(times.missing);
  rows.push([p, String(a.median), String(a.p95), String(b.median), String(b.p95), (a.median / b.median).toFixed(2)]);
}

console.log(`Code request answer times (ms, ${samples} samples each, in process)`);
for (const line of tableLines(
  ['path', 'existing median', 'existing p95', 'missing median', 'missing p95', 'ratio of medians'],
  rows,
  [false, true, true, true, true, true],
))
  console.log(line);

await app.close();
await db.close();
fs.rmSync(dataDir, { recursive: true, force: true });
