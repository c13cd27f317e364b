// The "queue-1m" scenario of scripts/bench.ts: the staff queue (GET /api/staff/inquiries) on a
// SQLite database with a million inquiries. The goal: the first page answers in under 50 ms.
//
// The database is made once and cached under bench-results/ (git-ignored), keyed by the app's
// migration list and the fill's own settings, so later runs skip the fill:
//   1. the real server starts on an empty file, migrates and seeds it (demo brands, games, staff),
//      and stops;
//   2. the fill opens that file with better-sqlite3 and inserts a few thousand players and the
//      inquiries directly: prepared statements, big transactions, the inquiries' indexes dropped
//      during the insert and re-created afterwards from their own CREATE INDEX statements (the
//      very indexes the migrations made). The data is deterministic (seeded PRNG): nine brands of
//      uneven size, statuses by age (most closed, some open, a tail of old open ones), updated_at
//      spread over a year, most processed inquiries assigned to an agent of their brand. The queue's
//      automation: priority (mostly normal) and the player's tier (a few VIP and gold), an SLA due time on
//      the inquiries waiting for an agent (some already past; none on the others, as the SLA
//      clock leaves them), tags on about a third (a few common, one rare), and 200 field
//      definitions over the games' categories with a value on half of the inquiries.
// Each run copies the cache to a temp folder, so every run starts from the same file.
//
// Measured over HTTP against the real server, as the demo admin and as the nova agent (brands
// nova and ember): the first page (pageSize 25) of the default view, view=unassigned,
// sort=waiting, status=1 and brand=nova&gameId=…, and a deep keyset page (nextCursor followed
// 200 pages, then that next page); median and p95 of sequential requests after a short warm-up,
// and requests/s of the default view with 5 concurrent clients. Then, with the server stopped,
// every case's SQL (built by the app's own queue service, captured from Kysely) is timed in
// process and its EXPLAIN QUERY PLAN kept; the plans of cases over the goal are printed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import { apiPaths } from '@guildhall/contract/paths';
import { QueueQuerySchema, staffPaths } from '@guildhall/contract/staff';
import { migrationProvider } from '../apps/api/src/db/migrations/migration-list';
import type { Database } from '../apps/api/src/db/schema';
import { DEMO_STAFF } from '../apps/api/src/db/seed/demo-staff';
import * as queue from '../apps/api/src/modules/staff/queue.service';
import { resolveStaffSession } from '../apps/api/src/modules/staff-sessions/staff-sessions.service';
import { BenchError, type ApiServer, type Resources } from './bench-process';
import { apiGet, keepAliveAgent, latencyStats, signedPost, tableLines, type LatencyStats } from './bench-http';
import { INQUIRY_TITLES } from './lib/inquiries';

/** Bump when the fill below changes what it writes: the cache key changes with it. */
const FILL_VERSION = 2;

export interface QueueSettings {
  rows: number;
  users: number;
  samples: number;
  /**
   * Time budget per case: a case whose requests take seconds stops sampling after this long
   * (with at least `minSamples`), so a slow query cannot hold the run up for many minutes.
   */
  caseSeconds: number;
  minSamples: number;
  warmup: number;
  deepPages: number;
  pageSize: number;
  concurrency: number;
  throughputSeconds: number;
  goalMs: number;
  host: string;
  cacheDir: string;
}

export interface QueueContext {
  resources: Resources;
  signal: AbortSignal;
  startApi(env?: Record<string, string>): Promise<ApiServer>;
}

// ---------------------------------------------------------------------------------------------
// The cached database

interface CacheMeta {
  key: string;
  fillVersion: number;
  migrations: string[];
  rows: number;
  users: number;
  byStatus: Record<string, number>;
  fillSeconds: number;
  builtAt: string;
  bytes: number;
}

async function migrationNames(): Promise<string[]> {
  return Object.keys(await migrationProvider('sqlite').getMigrations()).sort();
}

/** Mulberry32: a tiny deterministic PRNG, so the cached database is the same on every machine. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;
const YEAR = 365 * DAY;
const PLATFORMS = [
  [
    'android',
    'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  ],
  [
    'ios',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ],
  [
    'web',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  ],
] as const;

type Names = Record<string, string>;

const BENCH_FIELDS = 200;
const FIELD_CHOICES = ['apple', 'google', 'steam', 'web', 'other'];
const COMMON_TAGS = Array.from({ length: 40 }, (_, n) => `tag-${n}`);
/** On about one inquiry in 2,000: a filter that finds few. */
const RARE_TAG = 'chargeback';
const TIERS = ['standard', 'silver', 'gold', 'vip'];
interface GameInfo {
  id: number;
  brand: string;
  region: string;
  langs: string[];
  areas: { id: string; names: Names; servers: { id: string; names: Names }[] }[];
  types: number[];
  staff: number[];
}

const nameIn = (names: Names, lang: string) => names[lang] ?? names.en ?? Object.values(names)[0] ?? '?';

/** Fills the migrated and seeded database at `file`; answers the inquiries per status. */
function fillDatabase(file: string, settings: QueueSettings): Record<string, number> {
  const db = new SQLite(file);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('foreign_keys = OFF');
    db.pragma('temp_store = MEMORY');
    db.pragma('cache_size = -262144');
    const existing = (db.prepare('SELECT count(*) AS n FROM inquiries').get() as { n: number }).n;
    if (existing !== 0)
      throw new BenchError(`queue-1m: the freshly seeded database already holds ${existing} inquiries`);

    // The catalogue the server seeded: games with their regions, servers, categories and staff.
    const games = db
      .prepare(
        'SELECT g.id, g.brand_id, g.area FROM games g JOIN brands b ON b.id = g.brand_id ORDER BY b.sort, g.sort, g.id',
      )
      .all() as { id: number; brand_id: string; area: string }[];
    const admins = (
      db.prepare(`SELECT id FROM staff WHERE role = 'admin' AND disabled = 0`).all() as { id: number }[]
    ).map((r) => r.id);
    const agentRows = db
      .prepare(
        `SELECT sb.staff_id, sb.brand_id FROM staff_brands sb JOIN staff s ON s.id = sb.staff_id WHERE s.disabled = 0`,
      )
      .all() as {
      staff_id: number;
      brand_id: string;
    }[];
    const infos: GameInfo[] = [];
    for (const g of games) {
      const areaRows = db
        .prepare('SELECT area_id, names FROM game_areas WHERE game_id = ? ORDER BY sort')
        .all(g.id) as { area_id: string; names: string }[];
      const serverRows = db
        .prepare('SELECT area_id, server_id, names FROM game_servers WHERE game_id = ? ORDER BY sort')
        .all(g.id) as {
        area_id: string;
        server_id: string;
        names: string;
      }[];
      const types = (
        db.prepare('SELECT id FROM inquiry_types WHERE game_id = ? ORDER BY sort').all(g.id) as { id: number }[]
      ).map((r) => r.id);
      const areas = areaRows
        .map((a) => ({
          id: a.area_id,
          names: JSON.parse(a.names) as Names,
          servers: serverRows
            .filter((s) => s.area_id === a.area_id)
            .map((s) => ({ id: s.server_id, names: JSON.parse(s.names) as Names })),
        }))
        .filter((a) => a.servers.length > 0);
      if (areas.length === 0 || types.length === 0) continue;
      const local = Object.keys(areas[0]!.names).find((l) => l !== 'en') ?? 'en';
      const agents = agentRows.filter((r) => r.brand_id === g.brand_id).map((r) => r.staff_id);
      infos.push({
        id: g.id,
        brand: g.brand_id,
        region: g.area,
        langs: [local, local, 'en'],
        areas,
        types,
        staff: agents.length > 0 ? agents : admins,
      });
    }
    if (infos.length === 0)
      throw new BenchError('queue-1m: the seeded database has no game with regions, servers and categories');
    if (admins.length === 0) throw new BenchError('queue-1m: the seeded database has no admin');

    // Brands and games of uneven size: weight 1/sqrt(rank) in catalogue order.
    const cumulative: number[] = [];
    let total = 0;
    infos.forEach((_, i) => cumulative.push((total += 1 / Math.sqrt(i + 1))));
    const random = prng(20260101);
    const pickGame = (): GameInfo => {
      const x = random() * total;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid]! < x) lo = mid + 1;
        else hi = mid;
      }
      return infos[lo]!;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

    const now = Date.now();
    const start = now - YEAR;
    const iso = (ms: number) => new Date(ms).toISOString();

    // Players: publisher-wide accounts; a few file many inquiries, most file a handful.
    const insertUser = db.prepare(
      `INSERT INTO users (account, type, username, password_hash, email, email_certified, phone, birthday, password_changed_at, created_at, updated_at)
       VALUES (?, 'OFFICIAL', ?, NULL, ?, ?, ?, NULL, NULL, ?, ?)`,
    );
    const userIds: number[] = [];
    const contacts: { email: string | null; phone: string | null }[] = [];
    db.transaction(() => {
      for (let u = 0; u < settings.users; u++) {
        const account = `bench${String(u).padStart(5, '0')}`;
        const email = u % 4 === 0 ? null : `${account}@players.example`;
        const phone = email ? null : `+821055${String(u).padStart(6, '0')}`;
        const at = iso(start - random() * YEAR);
        userIds.push(
          Number(insertUser.run(account, `Player ${u}`, email, email ? 1 : 0, phone, at, at).lastInsertRowid),
        );
        contacts.push({ email, phone });
      }
    })();

    // Inserting into indexed tables is several times slower than indexing afterwards.
    const indexes = db
      .prepare(
        `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'inquiries' AND sql IS NOT NULL`,
      )
      .all() as {
      name: string;
      sql: string;
    }[];
    for (const ix of indexes) db.exec(`DROP INDEX "${ix.name}"`);

    const insert = db.prepare(
      `INSERT INTO inquiries (brand_id, game_id, user_id, game_area_id, area_name, server_id, server_name, role_id, role_name, query_type,
         title, email, phone, status, score, score_comment, lang, region, platform, user_agent, assigned_staff_id, last_agent_reply_at,
         player_read_at, created_at, updated_at, ended_at, closed_at, priority, player_tier, tier_rank, sla_due_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    // Field definitions: 200 over the games' categories, a fifth of them choices.
    const insertField = db.prepare(
      `INSERT INTO inquiry_fields (game_id, type_id, field_key, kind, required, agent_only, config, sort, archived_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, 0, 0, ?, ?, NULL, ?, ?)`,
    );
    const insertFieldText = db.prepare(
      `INSERT INTO inquiry_field_texts (field_id, lang, label, help) VALUES (?, 'en', ?, NULL)`,
    );
    const fieldsByGame = new Map<number, { id: number; choice: boolean }[]>();
    db.transaction(() => {
      for (let f = 0; f < BENCH_FIELDS; f++) {
        const game = infos[f % infos.length]!;
        const choice = f % 5 === 0;
        const config = choice
          ? JSON.stringify({ choices: FIELD_CHOICES.map((c) => ({ value: c, labels: { en: c } })) })
          : '{}';
        const at = iso(now - YEAR);
        const id = Number(
          insertField.run(
            game.id,
            game.types[f % game.types.length]!,
            `field_${f}`,
            choice ? 'choice' : 'order_id',
            config,
            f,
            at,
            at,
          ).lastInsertRowid,
        );
        insertFieldText.run(id, `Field ${f}`);
        fieldsByGame.set(game.id, [...(fieldsByGame.get(game.id) ?? []), { id, choice }]);
      }
    })();
    const insertTag = db.prepare('INSERT OR IGNORE INTO inquiry_tags (inquiry_id, tag, created_at) VALUES (?, ?, ?)');
    const insertValue = db.prepare(
      'INSERT OR IGNORE INTO inquiry_field_values (inquiry_id, field_id, value, updated_at) VALUES (?, ?, ?, ?)',
    );
    const sideIndexes = db
      .prepare(
        `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('inquiry_tags', 'inquiry_field_values') AND sql IS NOT NULL`,
      )
      .all() as { name: string; sql: string }[];
    for (const ix of sideIndexes) db.exec(`DROP INDEX "${ix.name}"`);
    const byStatus: Record<string, number> = { 0: 0, 1: 0, 2: 0, 3: 0, 4: 0 };
    // Ids follow the insert order (a fresh table: the seed files none).
    const firstId = (db.prepare('SELECT coalesce(max(id), 0) AS n FROM inquiries').get() as { n: number }).n;
    const SCORES = [1, 2, 3, 3, 4, 4, 4, 5, 5, 5, 5, 5];
    const BATCH = 50_000;
    const insertBatch = db.transaction((from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const game = pickGame();
        const u = Math.floor(settings.users * random() ** 1.6);
        const area = pick(game.areas);
        const server = pick(area.servers);
        const lang = pick(game.langs);
        const created = start + ((i + random()) * YEAR) / settings.rows;
        const age = now - created;
        // Status by age: recent inquiries are in every state, old ones are closed but for a tail.
        let status: number;
        const r = random();
        if (age < 14 * DAY) status = r < 0.2 ? 0 : r < 0.4 ? 1 : r < 0.6 ? 2 : r < 0.75 && age < 7 * DAY ? 3 : 4;
        else status = r < 0.01 ? Math.floor(random() * 3) : 4;
        byStatus[status]! += 1;
        let updated: number;
        if (status === 0) updated = created;
        else if (status <= 2) updated = created + random() * Math.min(age, 3 * DAY);
        else if (status === 3) updated = created + random() * age;
        else updated = Math.min(now, created + DAY / 24 + random() * 10 * DAY);
        const assigned = status === 0 || random() < 0.08 ? null : pick(game.staff);
        const rated = status === 4 && random() < 0.6;
        const [platform, userAgent] = pick(PLATFORMS);
        const contact = contacts[u]!;
        // Tier by spend: a few VIP and gold players; priority mostly normal.
        const tr = random();
        const tierRank = tr < 0.02 ? 3 : tr < 0.07 ? 2 : tr < 0.15 ? 1 : 0;
        const pr = random();
        const priority = pr < 0.1 ? 0 : pr < 0.8 ? 1 : pr < 0.95 ? 2 : 3;
        // Due only while waiting for an agent (new, processing): 8 working hours or so after the change.
        const due = status <= 1 ? iso(updated + (2 + random() * 14) * 3600_000) : null;
        insert.run(
          game.brand,
          game.id,
          userIds[u]!,
          area.id,
          nameIn(area.names, lang),
          server.id,
          nameIn(server.names, lang),
          random() < 0.2 ? '' : `${game.id}${server.id}bench${u}`,
          `Hero${u}`,
          pick(game.types),
          pick(INQUIRY_TITLES),
          contact.email,
          contact.phone,
          status,
          rated ? pick(SCORES) : null,
          rated && random() < 0.2 ? 'Thanks, solved quickly.' : null,
          lang,
          game.region,
          platform,
          userAgent,
          assigned,
          status >= 2 ? iso(created + (updated - created) / 2) : null,
          iso(status >= 2 ? updated : created),
          iso(created),
          iso(updated),
          status >= 3 ? iso(created + (updated - created) * 0.8) : null,
          status === 4 ? iso(updated) : null,
          priority,
          TIERS[tierRank]!,
          tierRank,
          due,
        );
        const inquiryId = i + 1 + firstId;
        const tagged = random();
        if (tagged < 0.33) insertTag.run(inquiryId, pick(COMMON_TAGS), iso(updated));
        if (tagged < 0.1) insertTag.run(inquiryId, pick(COMMON_TAGS), iso(updated));
        if (tagged < 0.0005) insertTag.run(inquiryId, RARE_TAG, iso(updated));
        const fields = fieldsByGame.get(game.id);
        if (fields && random() < 0.5) {
          const field = pick(fields);
          insertValue.run(
            inquiryId,
            field.id,
            field.choice ? pick(FIELD_CHOICES) : `ORD-${Math.floor(random() * 100_000)}`,
            iso(updated),
          );
        }
      }
    });
    for (let from = 0; from < settings.rows; from += BATCH) insertBatch(from, Math.min(settings.rows, from + BATCH));
    for (const ix of [...indexes, ...sideIndexes]) db.exec(ix.sql);
    db.exec('ANALYZE');
    db.pragma('journal_mode = WAL');
    return byStatus;
  } finally {
    db.close();
  }
}

function removeDb(file: string): void {
  for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) fs.rmSync(f, { force: true });
}

/** The cached database for these settings, built first when missing. */
async function cachedDatabase(
  ctx: QueueContext,
  settings: QueueSettings,
): Promise<{ file: string; meta: CacheMeta; built: boolean }> {
  const migrations = await migrationNames();
  const key = createHash('sha256')
    .update(JSON.stringify({ fill: FILL_VERSION, migrations, rows: settings.rows, users: settings.users }))
    .digest('hex')
    .slice(0, 12);
  const prefix = `queue-${settings.rows}-`;
  const file = path.join(settings.cacheDir, `${prefix}${key}.db`);
  const metaFile = `${file}.json`;
  if (fs.existsSync(file) && fs.existsSync(metaFile)) {
    return { file, meta: JSON.parse(fs.readFileSync(metaFile, 'utf8')) as CacheMeta, built: false };
  }

  fs.mkdirSync(settings.cacheDir, { recursive: true });
  const partial = path.join(settings.cacheDir, `${prefix}${key}.partial.db`);
  removeDb(partial);
  ctx.resources.add(`partial database ${partial}`, () => removeDb(partial));
  console.log(
    `  no cached database for migrations ${migrations.join(', ')} (key ${key}): building ${path.relative(process.cwd(), file)}`,
  );
  process.stdout.write('  the server migrates and seeds an empty database… ');
  const seedStarted = performance.now();
  const server = await ctx.startApi({ DATABASE_URL: `sqlite:${partial}` });
  await server.stop();
  console.log(`${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
  process.stdout.write(
    `  filling ${settings.rows.toLocaleString('en-US')} inquiries and ${settings.users.toLocaleString('en-US')} players… `,
  );
  const fillStarted = performance.now();
  const byStatus = fillDatabase(partial, settings);
  const fillSeconds = Math.round((performance.now() - fillStarted) / 100) / 10;
  console.log(`${fillSeconds} s`);
  if (ctx.signal.aborted) throw new BenchError('interrupted');
  fs.renameSync(partial, file);
  const meta: CacheMeta = {
    key,
    fillVersion: FILL_VERSION,
    migrations,
    rows: settings.rows,
    users: settings.users,
    byStatus,
    fillSeconds,
    builtAt: new Date().toISOString(),
    bytes: fs.statSync(file).size,
  };
  fs.writeFileSync(metaFile, JSON.stringify(meta, null, 2) + '\n');
  // Older caches of the same size were made for another migration list: no run will use them again.
  for (const name of fs.readdirSync(settings.cacheDir)) {
    if (name.startsWith(prefix) && !name.startsWith(`${prefix}${key}`)) {
      fs.rmSync(path.join(settings.cacheDir, name), { force: true });
      console.log(`  removed the outdated cache bench-results/${name}`);
    }
  }
  return { file, meta, built: true };
}

// ---------------------------------------------------------------------------------------------
// Measuring

interface QueueList {
  list: unknown[];
  nextCursor: string | null;
}

interface Case {
  name: string;
  query: string;
  /** First pages are what the goal is about; the deep page is reported beside them. */
  firstPage: boolean;
}

export interface CaseFigures {
  staff: string;
  case: string;
  query: string;
  firstPage: boolean;
  rows: number;
  http: LatencyStats;
  /** The same SQL in process (better-sqlite3, no HTTP), median of a few runs; null if not captured. */
  sqlMs: number | null;
  sql: string | null;
  plan: string[];
  meetsGoal: boolean;
}

export interface QueueFigures {
  database: CacheMeta & { cached: boolean; copySeconds: number };
  goalMs: number;
  pageSize: number;
  samples: number;
  caseSeconds: number;
  deepPages: number;
  cases: CaseFigures[];
  /** The walk to the deep page; `cut` when it stopped early because its pages were slow. */
  deepChain: { staff: string; pages: number; cut: boolean; http: LatencyStats }[];
  throughput: { staff: string; concurrency: number; seconds: number; requestsPerSecond: number; http: LatencyStats }[];
  worst: { staff: string; case: string; p95: number } | null;
  meetsGoal: boolean;
}

const STAFF = [
  { label: 'admin', email: DEMO_STAFF[0].email, password: DEMO_STAFF[0].password },
  { label: 'nova agent', email: DEMO_STAFF[1].email, password: DEMO_STAFF[1].password },
] as const;

async function staffLogin(
  origin: string,
  host: string,
  email: string,
  password: string,
  agent: http.Agent,
): Promise<string> {
  const answer = await signedPost<{ token: string }>(origin, staffPaths.login, { email, password }, { host, agent });
  const token = answer.json.data?.token;
  if (answer.json.code !== 0 || !token)
    throw new BenchError(`staff login of ${email} failed: ${JSON.stringify(answer.json)}`);
  return token;
}

const queuePath = (query: string) => `${staffPaths.queue}?${query}`;

async function queuePage(origin: string, headers: Record<string, string>, query: string, agent: http.Agent) {
  const answer = await apiGet<QueueList>(origin, queuePath(query), headers, agent);
  return { ms: answer.ms, page: answer.json.data };
}

async function sequential(
  origin: string,
  headers: Record<string, string>,
  query: string,
  settings: QueueSettings,
  agent: http.Agent,
  signal: AbortSignal,
) {
  const latencies: number[] = [];
  let rows = 0;
  const started = performance.now();
  for (let i = 0; i < settings.warmup + settings.samples; i++) {
    if (signal.aborted) throw new BenchError('interrupted');
    const { ms, page } = await queuePage(origin, headers, query, agent);
    rows = page.list.length;
    if (i >= settings.warmup) latencies.push(ms);
    else if (ms > 1000) i = settings.warmup - 1; // one warm-up is enough when each request takes seconds
    if (latencies.length >= settings.minSamples && performance.now() - started > settings.caseSeconds * 1000) break;
  }
  return { rows, http: latencyStats(latencies) };
}

async function concurrent(
  origin: string,
  headers: Record<string, string>,
  query: string,
  settings: QueueSettings,
  agent: http.Agent,
  signal: AbortSignal,
) {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + settings.throughputSeconds * 1000;
  await Promise.all(
    Array.from({ length: settings.concurrency }, async () => {
      while (performance.now() < deadline) {
        if (signal.aborted) throw new BenchError('interrupted');
        latencies.push((await queuePage(origin, headers, query, agent)).ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds: Math.round(seconds * 10) / 10,
    requestsPerSecond: Math.round((latencies.length / seconds) * 10) / 10,
    http: latencyStats(latencies),
  };
}

/** The first choice field of a game in the bench database. */
async function fieldOf(file: string, gameId: number): Promise<number> {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    // The fill's own fields (field_0 …): the demo seed's come first but hold no value here.
    const row = sqlite
      .prepare(
        `SELECT id FROM inquiry_fields WHERE game_id = ? AND kind = 'choice' AND field_key LIKE 'field\\_%' ESCAPE '\\' ORDER BY id LIMIT 1`,
      )
      .get(gameId) as { id: number } | undefined;
    if (!row) throw new BenchError('queue-1m: the bench database has no choice field on nova');
    return row.id;
  } finally {
    sqlite.close();
  }
}

/** EXPLAIN QUERY PLAN rows as an indented tree. */
function planLines(rows: { id: number; parent: number; detail: string }[]): string[] {
  const depth = new Map<number, number>([[0, -1]]);
  return rows.map((r) => {
    const d = (depth.get(r.parent) ?? -1) + 1;
    depth.set(r.id, d);
    return `${'  '.repeat(d)}${r.detail}`;
  });
}

/**
 * The SQL the app's queue service runs for each case, its plan and its time in process. The staff
 * member is the one of the HTTP run, resolved from its session token as the API resolves it.
 */
async function analyse(
  file: string,
  cases: { token: string; query: string }[],
): Promise<{ sql: string; sqlMs: number; plan: string[] }[]> {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  const captured: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  });
  try {
    const out: { sql: string; sqlMs: number; plan: string[] }[] = [];
    for (const c of cases) {
      const active = await resolveStaffSession(db, c.token);
      if (!active) throw new BenchError('queue-1m: the staff session of the HTTP run is not in the database');
      captured.length = 0;
      await queue.queue(db, active, QueueQuerySchema.parse(Object.fromEntries(new URLSearchParams(c.query))));
      const q = captured.find((x) => /from "inquiries"/i.test(x.sql));
      if (!q) throw new BenchError(`queue-1m: no inquiries query captured for ${c.query}`);
      const params = q.parameters as unknown[];
      const stmt = sqlite.prepare(q.sql);
      const times: number[] = [];
      const started = performance.now();
      // Five runs, or two when each takes a second or more.
      for (let i = 0; i < 5 && (i < 2 || performance.now() - started < 2000); i++) {
        const t = performance.now();
        stmt.all(...params);
        times.push(performance.now() - t);
      }
      const plan = planLines(
        sqlite.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...params) as {
          id: number;
          parent: number;
          detail: string;
        }[],
      );
      out.push({ sql: `${q.sql}  -- ${JSON.stringify(params)}`, sqlMs: latencyStats(times).median, plan });
    }
    return out;
  } finally {
    await db.destroy();
  }
}

export async function runQueue(ctx: QueueContext, settings: QueueSettings): Promise<QueueFigures> {
  const { file: cacheFile, meta, built } = await cachedDatabase(ctx, settings);
  if (!built) {
    console.log(
      `  cached database ${path.relative(process.cwd(), cacheFile)} (built ${meta.builtAt}, fill took ${meta.fillSeconds} s; ` +
        `delete it to rebuild)`,
    );
  }
  const dir = ctx.resources.tempDir('guildhall-bench-queue-');
  const file = path.join(dir, 'queue.db');
  const copyStarted = performance.now();
  fs.copyFileSync(cacheFile, file, fs.constants.COPYFILE_FICLONE);
  const copySeconds = Math.round((performance.now() - copyStarted) / 100) / 10;

  const api = await ctx.startApi({ DATABASE_URL: `sqlite:${file}` });
  const agent = keepAliveAgent(settings.concurrency);
  const cases: CaseFigures[] = [];
  const deepChain: QueueFigures['deepChain'] = [];
  const throughput: QueueFigures['throughput'] = [];
  const analysed: { token: string; query: string }[] = [];
  try {
    const novaGames = (
      await apiGet<{ id: number }[]>(api.origin, apiPaths.gamesSimple, { host: 'nova.localhost' }, agent)
    ).json.data;
    const novaGame = novaGames[0]?.id;
    if (novaGame === undefined) throw new BenchError('queue-1m: nova has no game');
    const size = `pageSize=${settings.pageSize}`;
    // The first choice field of nova's first game (the fill made one per game at least).
    const novaField = await fieldOf(file, novaGame);
    const firstPages: Case[] = [
      { name: 'default (newest first)', query: size, firstPage: true },
      { name: 'view=unassigned', query: `view=unassigned&${size}`, firstPage: true },
      { name: 'sort=waiting', query: `sort=waiting&${size}`, firstPage: true },
      { name: 'status=1', query: `status=1&${size}`, firstPage: true },
      { name: `brand=nova&gameId=${novaGame}`, query: `brand=nova&gameId=${novaGame}&${size}`, firstPage: true },
      // The due and priority sorts and the new filters.
      { name: 'sort=due', query: `sort=due&${size}`, firstPage: true },
      { name: 'sort=due&open=true', query: `sort=due&open=true&${size}`, firstPage: true },
      { name: 'sort=priority&open=true', query: `sort=priority&open=true&${size}`, firstPage: true },
      { name: 'tag=tag-3', query: `tag=tag-3&${size}`, firstPage: true },
      { name: 'sort=due&tag=tag-3', query: `sort=due&tag=tag-3&${size}`, firstPage: true },
      { name: 'priority=3&tier=vip', query: `priority=3&tier=vip&${size}`, firstPage: true },
      { name: 'open, field value', query: `open=true&fieldId=${novaField}&fieldValue=apple&${size}`, firstPage: true },
      { name: 'rare tag (1 in 2,000)', query: `tag=chargeback&${size}`, firstPage: true },
    ];
    for (const s of STAFF) {
      const token = await staffLogin(api.origin, settings.host, s.email, s.password, agent);
      const headers = { host: settings.host, authorization: `Bearer ${token}` };
      process.stdout.write(`  ${s.label}: `);
      const measuredCases: Case[] = [...firstPages];
      for (const c of firstPages) {
        const m = await sequential(api.origin, headers, c.query, settings, agent, ctx.signal);
        // A first page with no row measured nothing: every case is built to find some.
        cases.push({
          staff: s.label,
          case: c.name,
          query: c.query,
          firstPage: true,
          rows: m.rows,
          http: m.http,
          sqlMs: null,
          sql: null,
          plan: [],
          meetsGoal: m.rows > 0 && m.http.p95 < settings.goalMs,
        });
        process.stdout.write(`${c.name} ${m.http.median} ms · `);
      }
      // Deep keyset page: follow nextCursor, then time the page after. When pages take seconds the
      // walk stops at twice the case budget, and the page it reached is the one timed.
      let cursor: string | null = null;
      const chain: number[] = [];
      const chainStarted = performance.now();
      const chainBudgetMs = settings.caseSeconds * 2000;
      while (
        chain.length < settings.deepPages &&
        (chain.length < 2 || performance.now() - chainStarted < chainBudgetMs)
      ) {
        if (ctx.signal.aborted) throw new BenchError('interrupted');
        const { ms, page } = await queuePage(api.origin, headers, cursor ? `${size}&cursor=${cursor}` : size, agent);
        chain.push(ms);
        cursor = page.nextCursor;
        if (!cursor) throw new BenchError(`queue-1m: ${s.label}'s queue ended after ${chain.length} pages`);
      }
      deepChain.push({
        staff: s.label,
        pages: chain.length,
        cut: chain.length < settings.deepPages,
        http: latencyStats(chain),
      });
      const deep: Case = {
        name: `page ${chain.length + 1} (keyset)`,
        query: `${size}&cursor=${cursor}`,
        firstPage: false,
      };
      const m = await sequential(api.origin, headers, deep.query, settings, agent, ctx.signal);
      cases.push({
        staff: s.label,
        case: deep.name,
        query: deep.query,
        firstPage: false,
        rows: m.rows,
        http: m.http,
        sqlMs: null,
        sql: null,
        plan: [],
        meetsGoal: m.http.p95 < settings.goalMs,
      });
      measuredCases.push(deep);
      console.log(`${deep.name} ${m.http.median} ms (medians)`);
      for (const c of measuredCases) analysed.push({ token, query: c.query });

      process.stdout.write(
        `  ${s.label}: default view, ${settings.concurrency} concurrent clients for ${settings.throughputSeconds} s… `,
      );
      const t = await concurrent(api.origin, headers, size, settings, agent, ctx.signal);
      throughput.push({ staff: s.label, concurrency: settings.concurrency, ...t });
      console.log(`${t.requestsPerSecond} req/s, p50 ${t.http.median} ms, p95 ${t.http.p95} ms`);
    }
  } finally {
    agent.destroy();
    await api.stop();
  }

  // The SQL behind every case, with the server stopped so nothing competes for the CPU.
  const analysis = await analyse(file, analysed);
  analysis.forEach((a, i) => Object.assign(cases[i]!, { sql: a.sql, sqlMs: a.sqlMs, plan: a.plan }));

  const first = cases.filter((c) => c.firstPage);
  const worstCase = [...first].sort((a, b) => b.http.p95 - a.http.p95)[0];
  return {
    database: { ...meta, cached: !built, copySeconds },
    goalMs: settings.goalMs,
    pageSize: settings.pageSize,
    samples: settings.samples,
    caseSeconds: settings.caseSeconds,
    deepPages: settings.deepPages,
    cases,
    deepChain,
    throughput,
    worst: worstCase ? { staff: worstCase.staff, case: worstCase.case, p95: worstCase.http.p95 } : null,
    meetsGoal: first.every((c) => c.meetsGoal),
  };
}

export function describeQueue(f: QueueFigures): string[] {
  const d = f.database;
  const open = (d.byStatus[0] ?? 0) + (d.byStatus[1] ?? 0) + (d.byStatus[2] ?? 0);
  const fmt = (n: number) => n.toLocaleString('en-US');
  const lines = [
    `database: ${fmt(d.rows)} inquiries (${fmt(open)} open: ${fmt(d.byStatus[0] ?? 0)} new, ${fmt(d.byStatus[1] ?? 0)} processing, ` +
      `${fmt(d.byStatus[2] ?? 0)} replied; ${fmt(d.byStatus[3] ?? 0)} awaiting rating; ${fmt(d.byStatus[4] ?? 0)} closed), ` +
      `${fmt(d.users)} players, ${(d.bytes / 2 ** 20).toFixed(0)} MB; fill ${d.fillSeconds} s ` +
      `(${d.cached ? `cached since ${d.builtAt}` : 'built this run'}; copied in ${d.copySeconds} s)`,
    `GET /api/staff/inquiries, pageSize ${f.pageSize}, ${f.samples} sequential requests per case after a warm-up (keep-alive; ` +
      `fewer, n, when a case's requests take so long that ${f.caseSeconds} s run out); SQL = the same query in process, no HTTP; ` +
      `goal: p95 < ${f.goalMs} ms`,
    ...tableLines(
      ['staff', 'case', 'n', 'median ms', 'p95 ms', 'max ms', 'rows', 'SQL ms', `< ${f.goalMs} ms`],
      f.cases.map((c) => [
        c.staff,
        c.case,
        String(c.http.count),
        c.http.median.toFixed(2),
        c.http.p95.toFixed(2),
        c.http.max.toFixed(2),
        String(c.rows),
        c.sqlMs === null ? 'n/a' : c.sqlMs.toFixed(2),
        `${c.meetsGoal ? '✓' : '✗'}${c.firstPage ? '' : ' (deep)'}`,
      ]),
      [false, false, true, true, true, true, true, true, false],
    ),
  ];
  for (const c of f.deepChain) {
    lines.push(
      `${c.staff}: following nextCursor through ${c.pages} pages: median ${c.http.median} ms, p95 ${c.http.p95} ms, max ${c.http.max} ms per page` +
        (c.cut ? ` (stopped before page ${f.deepPages}: out of time)` : ''),
    );
  }
  for (const t of f.throughput) {
    lines.push(
      `${t.staff}: default view, ${t.concurrency} concurrent clients, ${t.seconds} s: ${t.requestsPerSecond} req/s, ` +
        `p50 ${t.http.median} ms, p95 ${t.http.p95} ms, p99 ${t.http.p99} ms`,
    );
  }
  return lines;
}

/** EXPLAIN QUERY PLAN of the cases over the goal, one block per distinct plan. */
export function describeSlowPlans(f: QueueFigures): string[] {
  const byPlan = new Map<string, CaseFigures[]>();
  for (const c of f.cases.filter((x) => !x.meetsGoal)) {
    const key = c.plan.join('\n');
    byPlan.set(key, [...(byPlan.get(key) ?? []), c]);
  }
  const lines: string[] = [];
  for (const [plan, list] of byPlan) {
    lines.push(
      `over the goal: ${list.map((c) => `${c.staff} · ${c.case} (p95 ${c.http.p95} ms, SQL ${c.sqlMs ?? 'n/a'} ms)`).join('; ')}`,
    );
    lines.push('  EXPLAIN QUERY PLAN:', ...plan.split('\n').map((p) => `    ${p}`));
    if (plan.includes('USE TEMP B-TREE FOR ORDER BY')) {
      lines.push(
        '  → no index yields this order under these filters: every matching row is read and sorted before the first 25 are sent',
      );
    }
  }
  return lines;
}
