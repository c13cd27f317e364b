// The "inquiry-create" scenario of scripts/bench.ts: how many inquiries the real server files per
// second on SQLite. The demo player logs in once through the API (scrypt runs once, not per
// request), the catalogue endpoints give valid games, regions, servers, characters and categories,
// then N clients each file inquiries one after another over a keep-alive connection: signed
// POST /api/inquiries, each with its own Idempotency-Key. Afterwards the server is stopped and its
// SQLite file opened read-only: every inquiry the API confirmed must be there, with its first
// message, and nothing else; and a retried request must get the stored answer, not a new inquiry.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { apiPaths } from '@guildhall/contract/paths';
import { BenchError, processCpuMs, type ApiServer } from './bench-process';
import { keepAliveAgent, latencyStats, signedPost, type LatencyStats } from './bench-http';
import { INQUIRY_TITLES, inquiryTargets } from './lib/inquiries';

export interface InquiryCreateSettings {
  /** Concurrent clients, each with its own keep-alive connection, one request at a time. */
  clients: number;
  warmupSeconds: number;
  durationSeconds: number;
  host: string;
  account: string;
  password: string;
}

export interface InquiryCreateFigures {
  clients: number;
  durationSeconds: number;
  /** Inquiries created during the measured run (after the warm-up). */
  created: number;
  createdPerSecond: number;
  latencyMs: LatencyStats;
  /** Answers that were not a created inquiry, by "HTTP status/API code" (warm-up included). */
  failures: Record<string, number>;
  /** Warm-up, measured run and the replay check together. */
  createdTotal: number;
  loginMs: number;
  /** Server CPU per created inquiry during the measured run (Linux /proc; null elsewhere). */
  serverCpuMsPerInquiry: number | null;
  serverCpuPercentOfOneCore: number | null;
  games: number;
  replay: { sameInquiry: boolean; replayedHeader: boolean };
  database: { inquiries: number; messages: number; missing: number; unexpected: number; matches: boolean };
  meetsGoal: boolean;
}

export async function runInquiryCreate(
  api: ApiServer,
  settings: InquiryCreateSettings,
  signal?: AbortSignal,
): Promise<InquiryCreateFigures> {
  const { origin } = api;
  const agent = keepAliveAgent(settings.clients + 1);
  try {
    const loginStarted = performance.now();
    const login = await signedPost<{ token: string }>(
      origin,
      apiPaths.login,
      { account: settings.account, password: settings.password, remember: false },
      {
        host: settings.host,
        agent,
      },
    );
    const loginMs = Math.round(performance.now() - loginStarted);
    const token = login.json.data?.token;
    if (login.json.code !== 0 || !token)
      throw new BenchError(`login of ${settings.account} failed: ${JSON.stringify(login.json)}`);
    const targets = await inquiryTargets(origin, settings.host, { token, roleName: 'Bench Hero' });

    // Unique per run, so the database check finds exactly this run's inquiries.
    const runTag = randomBytes(4).toString('hex');
    let seq = 0;
    const createdIds = new Set<number>();
    const failures: Record<string, number> = {};
    /** The last confirmed request, for the replay check. */
    const last: { done?: { key: string; body: unknown; inquiryId: number } } = {};

    const bodyFor = (n: number) => {
      const t = targets[n % targets.length]!;
      return {
        gameId: t.gameId,
        gameAreaId: t.gameAreaId,
        serverId: t.serverId,
        roleId: t.roleId,
        roleName: t.roleName,
        queryType: t.queryTypes[n % t.queryTypes.length]!,
        title: `${INQUIRY_TITLES[n % INQUIRY_TITLES.length]} [bench ${runTag} #${n}]`,
        content: `Request ${n}: the login event reward for day ${(n % 7) + 1} never arrived in my mailbox after the maintenance.`,
        attachments: [],
        email: 'player01@guildhall.example',
        agreements: { terms: true, userAgreement: true, privacy: true },
      };
    };

    /** Every client files inquiries back to back until `seconds` have passed; latencies of the successes. */
    async function phase(seconds: number): Promise<{ latencies: number[]; created: number; elapsedMs: number }> {
      const latencies: number[] = [];
      let created = 0;
      const started = performance.now();
      const deadline = started + seconds * 1000;
      await Promise.all(
        Array.from({ length: settings.clients }, async () => {
          while (performance.now() < deadline) {
            if (signal?.aborted) throw new BenchError('interrupted');
            const n = seq++;
            const key = `bench-${runTag}-${n}`;
            const body = bodyFor(n);
            const answer = await signedPost<{ inquiryId: number }>(origin, apiPaths.inquiries, body, {
              host: settings.host,
              token,
              headers: { 'idempotency-key': key },
              agent,
            });
            const id = answer.json.data?.inquiryId;
            if (answer.status === 200 && answer.json.code === 0 && typeof id === 'number') {
              createdIds.add(id);
              latencies.push(answer.ms);
              created += 1;
              last.done = { key, body, inquiryId: id };
            } else {
              const what = `HTTP ${answer.status}/code ${answer.json.code}${answer.headers['retry-after'] ? ` (retry-after ${String(answer.headers['retry-after'])})` : ''}`;
              failures[what] = (failures[what] ?? 0) + 1;
            }
          }
        }),
      );
      return { latencies, created, elapsedMs: performance.now() - started };
    }

    await phase(settings.warmupSeconds);
    const cpuBefore = processCpuMs(api.pid);
    const measured = await phase(settings.durationSeconds);
    const cpuAfter = processCpuMs(api.pid);

    // A retried submit (same key, same body, fresh signature) must answer the stored result.
    let replay = { sameInquiry: false, replayedHeader: false };
    const done = last.done;
    if (done) {
      const again = await signedPost<{ inquiryId: number }>(origin, apiPaths.inquiries, done.body, {
        host: settings.host,
        token,
        headers: { 'idempotency-key': done.key },
        agent,
      });
      replay = {
        sameInquiry: again.json.data?.inquiryId === done.inquiryId,
        replayedHeader: again.headers['idempotent-replayed'] === 'true',
      };
    }
    agent.destroy();

    // The database, after a clean shutdown: exactly the confirmed inquiries, each with its message.
    await api.stop();
    const sqlite = new SQLite(path.join(api.dataDir, 'guildhall.db'), { readonly: true, fileMustExist: true });
    let database: InquiryCreateFigures['database'];
    try {
      const rows = sqlite
        .prepare(`SELECT i.id FROM inquiries i JOIN users u ON u.id = i.user_id WHERE u.account = ? AND i.title LIKE ?`)
        .all(settings.account, `%[bench ${runTag} #%`) as { id: number }[];
      const inDb = new Set(rows.map((r) => r.id));
      const messages = (
        sqlite
          .prepare(
            `SELECT count(*) AS n FROM inquiry_messages m JOIN inquiries i ON i.id = m.inquiry_id WHERE i.title LIKE ?`,
          )
          .get(`%[bench ${runTag} #%`) as { n: number }
      ).n;
      const missing = [...createdIds].filter((id) => !inDb.has(id)).length;
      const unexpected = [...inDb].filter((id) => !createdIds.has(id)).length;
      database = {
        inquiries: inDb.size,
        messages,
        missing,
        unexpected,
        matches: missing === 0 && unexpected === 0 && messages === inDb.size,
      };
    } finally {
      sqlite.close();
    }

    const cpuMs = cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined;
    const seconds = measured.elapsedMs / 1000;
    return {
      clients: settings.clients,
      durationSeconds: Math.round(seconds * 10) / 10,
      created: measured.created,
      createdPerSecond: Math.round((measured.created / seconds) * 10) / 10,
      latencyMs: latencyStats(measured.latencies),
      failures,
      createdTotal: createdIds.size,
      loginMs,
      serverCpuMsPerInquiry:
        cpuMs !== undefined && measured.created > 0 ? Math.round((cpuMs / measured.created) * 100) / 100 : null,
      serverCpuPercentOfOneCore: cpuMs !== undefined ? Math.round((cpuMs / 10 / seconds) * 10) / 10 : null,
      games: targets.length,
      replay,
      database,
      meetsGoal:
        Object.keys(failures).length === 0 &&
        database.matches &&
        replay.sameInquiry &&
        replay.replayedHeader &&
        measured.created > 0,
    };
  } finally {
    agent.destroy();
  }
}

export function describeInquiryCreate(f: InquiryCreateFigures, host: string): string[] {
  const failures = Object.entries(f.failures);
  const lines = [
    `${f.clients} clients on ${host}, ${f.durationSeconds} s: ${f.created} inquiries → ${f.createdPerSecond} created/s; ` +
      `latency p50 ${f.latencyMs.median} ms, p95 ${f.latencyMs.p95} ms, p99 ${f.latencyMs.p99} ms, max ${f.latencyMs.max} ms`,
    `login (scrypt, once) ${f.loginMs} ms; ${f.games} games of the brand used` +
      (f.serverCpuMsPerInquiry !== null
        ? `; server CPU ${f.serverCpuMsPerInquiry} ms per inquiry (${f.serverCpuPercentOfOneCore}% of a core)`
        : ''),
    `database after shutdown: ${f.database.inquiries} inquiries and ${f.database.messages} messages of this run for ${f.createdTotal} confirmed ` +
      `(missing ${f.database.missing}, unexpected ${f.database.unexpected}) ${f.database.matches ? '✓' : '✗'}; ` +
      `retry with the same Idempotency-Key: ${f.replay.sameInquiry && f.replay.replayedHeader ? 'stored answer, no new inquiry ✓' : `✗ ${JSON.stringify(f.replay)}`}`,
  ];
  lines.push(
    failures.length === 0
      ? 'failed answers: none'
      : `failed answers: ${failures.map(([k, n]) => `${n}× ${k}`).join(', ')}`,
  );
  return lines;
}
