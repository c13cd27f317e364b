// `npm run test:kill`: uploads are whole or absent, whenever the process dies. The real API server
// (apps/api/src/server.ts with the demo data) is started, several clients upload 1-3 attachments
// (small real PNG, PDF and text files; on S3 some PDFs larger than a part, which go as multipart
// uploads) and file inquiries with them under an Idempotency-Key, and
// the server is killed with SIGKILL at a random moment; then it is started again on the same data,
// every create whose answer never came is retried with the same key and body (a key its dead holder
// left pending answers 1004 with Retry-After until its lease ends; the retry waits as told), and the
// clients go on until the next kill. After KILL_RUNS kills and a last start that settles every
// create, the housekeeping of uploads runs with no grace (apps/api/src/modules/files/files.service.ts
// fileHousekeeping, imported here) and every success answer is checked against the database and
// the storage, which this script inventories on its own:
//
//   - every create got an answer in the end; every acknowledged inquiry exists once, with exactly
//     its attachments; no key created two inquiries; a replayed key answers the same inquiry;
//   - every files row has its object, of the row's size (and of the acknowledged size, with the
//     bytes sent for files stored as sent); no object is left without a row, no temporary file and
//     no open multipart upload; housekeeping found no row without bytes;
//   - no answer was a 5xx or an unexpected refusal; on SQLite, PRAGMA integrity_check is ok and
//     PRAGMA foreign_key_check finds nothing.
//
// Engines: SQLite with the folder storage in DATA_DIR, and PostgreSQL (a scratch database on the
// server of TEST_DATABASE_URL) with S3 (the S3-protocol stand-in of apps/api/test/s3-server.ts,
// started here). Each check is a ✓/✗ line; the closing line is "kill test: N passed, N failed".
//
// Settings (environment):
//   KILL_RUNS      kills per engine (default 50)
//   KILL_CLIENTS   concurrent clients (default 4)
//   KILL_ENGINES   "sqlite", "postgres" or "sqlite,postgres" (default: both when TEST_DATABASE_URL
//                  is set, else sqlite)
//   TEST_DATABASE_URL  PostgreSQL where the scratch database is created and dropped
//   KILL_REPORT    write the figures and checks as JSON to this file (scripts/test-all.mjs counts them)
//
// Everything started (processes, temp folders, the database, the S3 stand-in) is released at the
// end, on failure and on Ctrl-C.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { API_BASE } from '@guildhall/contract/constants';
import { ErrorCode } from '@guildhall/contract/errors';
import { apiPaths } from '@guildhall/contract/paths';
import { signRequest, SIGNATURE_HEADERS } from '@guildhall/contract/signature';
import { loadConfig } from '../apps/api/src/config';
import { openDb, type DbHandle } from '../apps/api/src/db/connection';
import { PART_SIZE, s3Client, storageFor } from '../apps/api/src/lib/s3-storage';
import {
  fileHousekeeping,
  fileStorage,
  UPLOADS_PREFIX,
  type FileHousekeeping,
} from '../apps/api/src/modules/files/files.service';
import { startS3Server, type TestS3Server } from '../apps/api/test/s3-server';
import { abortOnSignals, BenchError, Resources, sleep } from './bench-process';
import { requestJson, signedPost, type JsonAnswer } from './bench-http';
import { checkLine, exitWith, printFailures, tallyChecks, type Check } from './lib/checks';
import { wholeNumberFromEnv } from './lib/env';
import { inquiryTargets, type InquiryTarget } from './lib/inquiries';
import { startApiNode, type ApiNode } from './lib/nodes';
import { noisePng, onePagePdf } from './lib/sample-files';
import { createScratchDatabase, DEFAULT_DATABASE_URL, postgresReachable, redact } from './lib/services';

const HOST = 'nova.localhost';

const RUNS = wholeNumberFromEnv('kill test', 'KILL_RUNS', 50, 1);
const CLIENTS = wholeNumberFromEnv('kill test', 'KILL_CLIENTS', 4, 1);
/** The kill comes this long after the clients start, at random in between. */
const KILL_AFTER_MS = { min: 50, max: 1500 };
/**
 * On S3, this share of the uploads are larger than one part (PART_SIZE), so kills also land in
 * multipart uploads; smaller files go in one PutObject. (The folder writes every size alike.)
 */
const LARGE_SHARE_S3 = 0.08;
const LARGE_BYTES = PART_SIZE + 512 * 1024;
/** How long the last start waits for pending keys to be settled. */
const SETTLE_TIMEOUT_MS = 60_000;

type Engine = 'sqlite' | 'postgres';

// ── Checks ────────────────────────────────────────────────────────────────────────────────────

const checks: (Check & { engine: string })[] = [];

function record(engine: string, ok: boolean, name: string, detail = ''): void {
  const c = { engine, name, ok, detail };
  checks.push(c);
  console.log(checkLine(c));
}

// ── Files the clients attach ──────────────────────────────────────────────────────────────────

/** A real PNG of random pixels, 16 to 115 pixels a side. */
const pngFile = () => noisePng(16 + Math.floor(Math.random() * 100), 16 + Math.floor(Math.random() * 100));

/** A one-page PDF, padded with a comment of random length (about `padding` bytes and up to 50 KB more). */
const pdfFile = (padding = 2000) =>
  onePagePdf(
    `Receipt ${randomBytes(6).toString('hex')}`,
    randomBytes(Math.floor((padding + Math.random() * 40_000) * 0.75)).toString('base64'),
  );

const WORDS = [
  'guild',
  'raid',
  'reward',
  'mailbox',
  'server',
  'update',
  'crash',
  'login',
  'gems',
  'quest',
  'boss',
  'event',
];

function txtFile(): Buffer {
  const lines: string[] = [];
  const target = 500 + Math.floor(Math.random() * 30_000);
  let size = 0;
  while (size < target) {
    const line = Array.from(
      { length: 8 + Math.floor(Math.random() * 8) },
      () => WORDS[Math.floor(Math.random() * WORDS.length)],
    ).join(' ');
    lines.push(line);
    size += line.length + 2;
  }
  return Buffer.from(`Steps to reproduce:\r\n${lines.join('\r\n')}\r\n`, 'utf8');
}

const MAKERS = { png: pngFile, pdf: pdfFile, txt: txtFile } as const;
type Ext = keyof typeof MAKERS;

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

// ── One engine ────────────────────────────────────────────────────────────────────────────────

interface Uploaded {
  fileId: string;
  /** The size the upload's answer gave (the stored size). */
  size: number;
  ext: Ext;
  sent: number;
  sha256: string;
}

interface Attempt {
  key: string;
  /** The create's body, sent again as it was on a retry. */
  body: object;
  token: string;
  title: string;
  attachments: Uploaded[];
}

/** The attempt's create, signed, under its Idempotency-Key; rejects when no whole answer comes (the server died). */
function createInquiry(origin: string, attempt: Attempt): Promise<JsonAnswer<{ inquiryId: number }>> {
  return signedPost(origin, apiPaths.inquiries, attempt.body, {
    host: HOST,
    token: attempt.token,
    headers: { [SIGNATURE_HEADERS.idempotencyKey]: attempt.key },
  });
}

interface Acknowledged extends Attempt {
  inquiryId: number;
  /** Answered at once, or on a retry: run then (the create had not committed) or replayed (it had). */
  how: 'direct' | 'executed' | 'replayed';
}

interface Inventory {
  /** Objects under files/ by key, with their sizes. */
  objects: Map<string, number>;
  tempFiles: number;
  tempBytes: number;
}

interface EngineReport {
  engine: Engine;
  storage: 'folder' | 's3';
  runs: number;
  kills: number;
  killsDuringUpload: number;
  killsDuringCreate: number;
  killsDuringRetry: number;
  uploadsSent: number;
  /** Of them, larger than one S3 part. */
  largeUploadsSent: number;
  uploadsAcknowledged: number;
  createsSent: number;
  createsAcknowledged: number;
  createsRetried: number;
  retryRequests: number;
  settledExecuted: number;
  settledReplayed: number;
  pendingAnswers: number;
  unsettled: number;
  unexpectedAnswers: { what: string; status: number; code: number; msg: string }[];
  startSeconds: { mean: number; max: number };
  before: { orphans: number; orphanBytes: number; tempFiles: number; tempBytes: number; rowsWithoutObject: number };
  housekeeping: FileHousekeeping | null;
  after: { orphans: number; tempFiles: number; rowsWithoutObject: number };
  inquiries: number;
  fileRows: number;
  seconds: number;
}

async function runEngine(engine: Engine, resources: Resources, signal: AbortSignal): Promise<EngineReport> {
  const started = performance.now();
  const label = engine === 'sqlite' ? 'SQLite + folder' : 'PostgreSQL + S3';
  console.log(`\n── ${label}: ${RUNS} kills, ${CLIENTS} clients ──`);
  const dataDir = resources.tempDir(`guildhall-kill-${engine}-`);
  const env: Record<string, string> = {
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // Hundreds of inquiries per guest and hour: the limit is not what is tested here.
    INQUIRY_CREATE_PER_HOUR: '100000',
  };
  let s3: TestS3Server | undefined;
  let client: S3Client | undefined;
  const largeShare = engine === 'postgres' ? LARGE_SHARE_S3 : 0;
  if (engine === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_DATABASE_URL;
    env.DATABASE_URL = await createScratchDatabase(resources, adminUrl, 'gh_killtest');
    console.log(`PostgreSQL: ${redact(env.DATABASE_URL)} (scratch, dropped at the end)`);
    s3 = await startS3Server();
    const server = s3;
    resources.add('S3 stand-in', () => server.close());
    client = s3Client(s3.settings);
    const c = client;
    resources.add('S3 client', () => c.destroy());
    Object.assign(env, s3.env);
    console.log(`S3: stand-in at ${s3.settings.endpoint}, bucket ${s3.settings.bucket}, prefix ${s3.settings.prefix}`);
  }

  const report: EngineReport = {
    engine,
    storage: engine === 'sqlite' ? 'folder' : 's3',
    runs: RUNS,
    kills: 0,
    killsDuringUpload: 0,
    killsDuringCreate: 0,
    killsDuringRetry: 0,
    uploadsSent: 0,
    largeUploadsSent: 0,
    uploadsAcknowledged: 0,
    createsSent: 0,
    createsAcknowledged: 0,
    createsRetried: 0,
    retryRequests: 0,
    settledExecuted: 0,
    settledReplayed: 0,
    pendingAnswers: 0,
    unsettled: 0,
    unexpectedAnswers: [],
    startSeconds: { mean: 0, max: 0 },
    before: { orphans: 0, orphanBytes: 0, tempFiles: 0, tempBytes: 0, rowsWithoutObject: 0 },
    housekeeping: null,
    after: { orphans: 0, tempFiles: 0, rowsWithoutObject: 0 },
    inquiries: 0,
    fileRows: 0,
    seconds: 0,
  };
  const acknowledged: Acknowledged[] = [];
  let unanswered: Attempt[] = [];
  const retried = new Set<string>();
  const sentKeys = new Set<string>();
  const startTimes: number[] = [];
  const unexpected = (what: string, a: JsonAnswer) => {
    report.unexpectedAnswers.push({ what, status: a.status, code: a.json.code, msg: a.json.msg });
  };

  async function start(name: string): Promise<ApiNode> {
    const t0 = performance.now();
    const node = await startApiNode(resources, { name, dataDir, env, signal, timeoutMs: 120_000 });
    startTimes.push((performance.now() - t0) / 1000);
    return node;
  }

  /** Retries creates whose answer never came, waiting as a pending key's Retry-After says, until answered or the server is gone. */
  async function settle(
    origin: string,
    attempts: Attempt[],
    inFlight: { n: number },
    deadline: number,
  ): Promise<Attempt[]> {
    const left: Attempt[] = [];
    await Promise.all(
      attempts.map(async (attempt) => {
        retried.add(attempt.key);
        for (;;) {
          let answer: JsonAnswer<{ inquiryId: number }>;
          inFlight.n += 1;
          report.retryRequests += 1;
          try {
            answer = await createInquiry(origin, attempt);
          } catch {
            left.push(attempt); // the server died meanwhile: next start
            return;
          } finally {
            inFlight.n -= 1;
          }
          if (answer.json.code === 0) {
            const replayed = answer.headers['idempotent-replayed'] === 'true';
            if (replayed) report.settledReplayed += 1;
            else report.settledExecuted += 1;
            acknowledged.push({
              ...attempt,
              inquiryId: answer.json.data.inquiryId,
              how: replayed ? 'replayed' : 'executed',
            });
            return;
          }
          if (answer.json.code === ErrorCode.conflict) {
            // Pending: its holder died; the key is taken over once its lease ends.
            report.pendingAnswers += 1;
            const wait = Math.min(5000, Math.max(200, Number(answer.headers['retry-after'] ?? 1) * 1000));
            if (Date.now() + wait > deadline) {
              left.push(attempt);
              return;
            }
            await sleep(wait);
            continue;
          }
          unexpected(`retry of create ${attempt.key}`, answer);
          return;
        }
      }),
    );
    return left;
  }

  let target: InquiryTarget | undefined;

  for (let run = 1; run <= RUNS && !signal.aborted; run += 1) {
    const node = await start(`API (${engine}, start ${run})`);
    const origin = node.origin;
    target ??= (await inquiryTargets(origin, HOST, { roleName: 'Kill Tester', limit: 1 }))[0]!;
    const t = target;
    let dead = false;
    const uploadsInFlight = { n: 0 };
    const createsInFlight = { n: 0 };
    const retriesInFlight = { n: 0 };

    const pendingBefore = unanswered;
    unanswered = [];
    const settling = settle(origin, pendingBefore, retriesInFlight, Number.POSITIVE_INFINITY).then((left) =>
      unanswered.push(...left),
    );

    async function clientLoop(): Promise<void> {
      const login = await signedPost<{ token: string }>(origin, apiPaths.login, { guest: true }, { host: HOST }).catch(
        () => null,
      );
      if (!login) return;
      if (login.json.code !== 0) return unexpected('guest login', login);
      const token = login.json.data.token;
      while (!dead) {
        const attachments: Uploaded[] = [];
        const count = 1 + Math.floor(Math.random() * 3);
        for (let i = 0; i < count; i += 1) {
          const large = Math.random() < largeShare;
          const ext = large ? 'pdf' : (['png', 'pdf', 'txt'] as const)[Math.floor(Math.random() * 3)]!;
          const content = large ? pdfFile(LARGE_BYTES) : MAKERS[ext]();
          if (large) report.largeUploadsSent += 1;
          const boundary = `----guildhallkill${randomBytes(8).toString('hex')}`;
          const body = Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="evidence-${i + 1}.${ext}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
            ),
            content,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]);
          const signed = await signRequest({ method: 'POST', path: apiPaths.files, token, body: '' });
          report.uploadsSent += 1;
          uploadsInFlight.n += 1;
          let answer: JsonAnswer<{ fileId: string; size: number }>;
          try {
            answer = await requestJson(origin, {
              method: 'POST',
              path: `${API_BASE}${apiPaths.files}`,
              headers: {
                host: HOST,
                authorization: `Bearer ${token}`,
                'content-type': `multipart/form-data; boundary=${boundary}`,
                ...signed,
              },
              body,
            });
          } catch {
            return; // killed: the client gives this inquiry up (its uploads are abandoned)
          } finally {
            uploadsInFlight.n -= 1;
          }
          if (answer.json.code !== 0) return unexpected(`upload of a .${ext}`, answer);
          report.uploadsAcknowledged += 1;
          attachments.push({
            fileId: answer.json.data.fileId,
            size: answer.json.data.size,
            ext,
            sent: content.length,
            sha256: sha256(content),
          });
        }
        const key = `kill-${randomBytes(12).toString('hex')}`;
        const title = `Kill test ${key.slice(5)}`;
        const inquiry = {
          gameId: t.gameId,
          gameAreaId: t.gameAreaId,
          serverId: t.serverId,
          roleId: t.roleId,
          roleName: t.roleName,
          queryType: t.queryTypes[0],
          title,
          content: `The ${WORDS[Math.floor(Math.random() * WORDS.length)]} went wrong; ${attachments.length} files attached as evidence.`,
          attachments: attachments.map((a) => a.fileId),
          email: 'kill.tester@example.com',
          agreements: { terms: true, userAgreement: true, privacy: true },
        };
        const attempt: Attempt = { key, body: inquiry, token, title, attachments };
        sentKeys.add(key);
        report.createsSent += 1;
        createsInFlight.n += 1;
        let answer: JsonAnswer<{ inquiryId: number }>;
        try {
          answer = await createInquiry(origin, attempt);
        } catch {
          unanswered.push(attempt);
          return;
        } finally {
          createsInFlight.n -= 1;
        }
        if (answer.json.code !== 0) return unexpected('create', answer);
        report.createsAcknowledged += 1;
        acknowledged.push({ ...attempt, inquiryId: answer.json.data.inquiryId, how: 'direct' });
      }
    }

    const clients = Array.from({ length: CLIENTS }, () => clientLoop());
    await sleep(KILL_AFTER_MS.min + Math.random() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min));
    if (uploadsInFlight.n > 0) report.killsDuringUpload += 1;
    if (createsInFlight.n > 0) report.killsDuringCreate += 1;
    if (retriesInFlight.n > 0) report.killsDuringRetry += 1;
    dead = true;
    await node.kill('SIGKILL');
    report.kills += 1;
    await Promise.all([...clients, settling]);
    if (run % 10 === 0 || run === RUNS) {
      console.log(
        `  ${run}/${RUNS} kills: ${report.createsAcknowledged + report.settledExecuted + report.settledReplayed} creates acknowledged, ${unanswered.length} awaiting a retry, ` +
          `start ${startTimes.at(-1)!.toFixed(1)} s`,
      );
    }
  }

  // A last start without a kill: every create still without an answer is retried until settled,
  // and some acknowledged keys are sent again, which must answer the same inquiry.
  const last = await start(`API (${engine}, last start)`);
  const left = await settle(last.origin, unanswered, { n: 0 }, Date.now() + SETTLE_TIMEOUT_MS);
  report.unsettled = left.length;
  record(
    label,
    left.length === 0,
    'every create got an answer in the end',
    `${retried.size} retried, ${report.settledExecuted} run on the retry, ${report.settledReplayed} replayed, ${report.pendingAnswers} answers 1004 while a key was pending, ${left.length} left`,
  );
  const sample = [...acknowledged].sort(() => Math.random() - 0.5).slice(0, 50);
  let sameAnswer = 0;
  const differing: string[] = [];
  for (const a of sample) {
    const answer = await createInquiry(last.origin, a);
    if (
      answer.json.code === 0 &&
      answer.json.data.inquiryId === a.inquiryId &&
      answer.headers['idempotent-replayed'] === 'true'
    )
      sameAnswer += 1;
    else differing.push(`${a.key}: ${answer.json.code} ${JSON.stringify(answer.json.data)}`);
  }
  record(
    label,
    differing.length === 0,
    'an acknowledged key sent again answers the same inquiry, replayed',
    `${sameAnswer}/${sample.length}${differing.length ? `; ${differing.slice(0, 3).join('; ')}` : ''}`,
  );
  await last.stop();

  // ── The verdict, from the database and the storage ──
  const config = loadConfig({ DATA_DIR: dataDir, ...(s3 ? s3.env : {}) });
  const storage = fileStorage(config);
  const db: DbHandle = openDb({ databaseUrl: env.DATABASE_URL, dataDir });
  try {
    const inventory = async (): Promise<Inventory> => {
      const objects = new Map<string, number>();
      let tempFiles = 0;
      let tempBytes = 0;
      if (!s3 || !client) {
        for (const area of ['attachments', 'media']) {
          const root = path.join(dataDir, area);
          if (!fs.existsSync(root)) continue;
          for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
            if (!entry.isFile()) continue;
            const rel = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
            const size = fs.statSync(path.join(root, rel)).size;
            if (rel.startsWith('.incomplete/') || rel.endsWith('.tmp')) {
              tempFiles += 1;
              tempBytes += size;
            } else if (area === 'attachments' && rel.startsWith(UPLOADS_PREFIX)) {
              objects.set(rel, size);
            }
          }
        }
      } else {
        const prefix = `${s3.settings.prefix}attachments/`;
        let ContinuationToken: string | undefined;
        do {
          const page = await client.send(
            new ListObjectsV2Command({
              Bucket: s3.settings.bucket,
              Prefix: `${prefix}${UPLOADS_PREFIX}`,
              ContinuationToken,
            }),
          );
          for (const o of page.Contents ?? []) objects.set(o.Key!.slice(prefix.length), o.Size ?? 0);
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
        tempFiles = (await s3.openUploads()).length;
      }
      return { objects, tempFiles, tempBytes };
    };
    const fileRows = () =>
      db.db.selectFrom('files').select(['id', 'storage_key', 'size', 'inquiry_id', 'message_id']).execute();
    const compare = (inv: Inventory, rows: { storage_key: string; size: number }[]) => {
      const keys = new Set(rows.map((r) => r.storage_key));
      const orphans = [...inv.objects].filter(([k]) => !keys.has(k));
      const withoutObject = rows.filter((r) => !inv.objects.has(r.storage_key));
      const wrongSize = rows.filter(
        (r) => inv.objects.has(r.storage_key) && inv.objects.get(r.storage_key) !== Number(r.size),
      );
      return { orphans, withoutObject, wrongSize };
    };

    const before = await inventory();
    const beforeCmp = compare(before, await fileRows());
    report.before = {
      orphans: beforeCmp.orphans.length,
      orphanBytes: beforeCmp.orphans.reduce((n, [, size]) => n + size, 0),
      tempFiles: before.tempFiles,
      tempBytes: before.tempBytes,
      rowsWithoutObject: beforeCmp.withoutObject.length,
    };
    console.log(
      `  before housekeeping: ${report.before.orphans} objects without a row (${report.before.orphanBytes} bytes), ` +
        `${report.before.tempFiles} ${s3 ? 'open multipart uploads' : `temporary files (${report.before.tempBytes} bytes)`}`,
    );

    // Housekeeping as the hourly job runs it, with no grace: nothing is under way any more.
    // (The artwork's interrupted writes too, as the server's job does.)
    report.housekeeping = await fileHousekeeping(db.db, storage, {
      graceMs: 0,
      alsoIncomplete: [storageFor(config, 'media')],
      log: { warn: (obj, msg) => console.log(`  housekeeping: ${msg} ${JSON.stringify(obj)}`) },
    });
    console.log(`  housekeeping: ${JSON.stringify(report.housekeeping)}`);

    const after = await inventory();
    const rows = await fileRows();
    const afterCmp = compare(after, rows);
    report.after = {
      orphans: afterCmp.orphans.length,
      tempFiles: after.tempFiles,
      rowsWithoutObject: afterCmp.withoutObject.length,
    };
    report.fileRows = rows.length;

    record(
      label,
      afterCmp.orphans.length === 0,
      'no object is left without a row',
      `${report.before.orphans} before housekeeping, ${afterCmp.orphans.length} after${
        afterCmp.orphans.length
          ? `: ${afterCmp.orphans
              .slice(0, 3)
              .map(([k]) => k)
              .join(', ')}`
          : ''
      }`,
    );
    record(
      label,
      after.tempFiles === 0,
      s3 ? 'no multipart upload is left open' : 'no temporary file is left',
      `${report.before.tempFiles} before housekeeping, ${after.tempFiles} after`,
    );
    record(
      label,
      afterCmp.withoutObject.length === 0 &&
        afterCmp.wrongSize.length === 0 &&
        report.housekeeping.missingObjects === 0,
      'every files row has its object, of the row’s size',
      `${rows.length} rows; ${afterCmp.withoutObject.length} without object, ${afterCmp.wrongSize.length} of another size, ${report.housekeeping.missingObjects} reported missing`,
    );

    // Every acknowledged inquiry, once, with exactly its attachments, whole.
    const byId = new Map(rows.map((r) => [r.id, r]));
    const inquiries = await db.db
      .selectFrom('inquiries')
      .select(['id', 'title'])
      .where('title', 'like', 'Kill test %')
      .execute();
    report.inquiries = inquiries.length;
    const inquiryTitle = new Map(inquiries.map((i) => [i.id, i.title]));
    const problems: string[] = [];
    const ackedKeys = new Map<string, number>();
    const ackedIds = new Map<number, string>();
    for (const a of acknowledged) {
      const prior = ackedKeys.get(a.key);
      if (prior !== undefined && prior !== a.inquiryId)
        problems.push(`key ${a.key} acknowledged as ${prior} and ${a.inquiryId}`);
      ackedKeys.set(a.key, a.inquiryId);
      const other = ackedIds.get(a.inquiryId);
      if (other !== undefined && other !== a.key)
        problems.push(`inquiry ${a.inquiryId} acknowledged for keys ${other} and ${a.key}`);
      ackedIds.set(a.inquiryId, a.key);
      if (inquiryTitle.get(a.inquiryId) !== a.title) {
        problems.push(
          `inquiry ${a.inquiryId} (${a.how}) ${inquiryTitle.has(a.inquiryId) ? `has title ${inquiryTitle.get(a.inquiryId)}` : 'does not exist'}`,
        );
        continue;
      }
      const attached = rows.filter((r) => r.inquiry_id === a.inquiryId);
      const want = a.attachments.map((f) => f.fileId).sort();
      const got = attached.map((r) => r.id).sort();
      if (JSON.stringify(want) !== JSON.stringify(got))
        problems.push(
          `inquiry ${a.inquiryId} (${a.how}) has attachments ${got.join(',')} instead of ${want.join(',')}`,
        );
      for (const r of attached)
        if (r.message_id === null) problems.push(`file ${r.id} of inquiry ${a.inquiryId} has no message`);
    }
    record(
      label,
      problems.length === 0,
      'each acknowledged inquiry exists once, with exactly its attachments',
      `${acknowledged.length} acknowledged (${report.createsAcknowledged} at once, ${report.settledExecuted + report.settledReplayed} on a retry)${problems.length ? `; ${problems.slice(0, 3).join('; ')}` : ''}`,
    );

    const byTitle = new Map<string, number>();
    for (const i of inquiries) byTitle.set(i.title, (byTitle.get(i.title) ?? 0) + 1);
    const twice = [...byTitle].filter(([, n]) => n > 1);
    const strangers = inquiries.filter((i) => !sentKeys.has(`kill-${i.title.slice('Kill test '.length)}`));
    record(
      label,
      twice.length === 0 && strangers.length === 0,
      'no key created two inquiries',
      `${sentKeys.size} keys sent, ${inquiries.length} inquiries${
        twice.length
          ? `; twice: ${twice
              .slice(0, 3)
              .map(([t]) => t)
              .join(', ')}`
          : ''
      }${strangers.length ? `; ${strangers.length} of no key` : ''}`,
    );

    // The bytes: of the acknowledged size, and as sent where the server keeps files as they are.
    const byteProblems: string[] = [];
    let hashed = 0;
    for (const a of acknowledged) {
      for (const f of a.attachments) {
        const row = byId.get(f.fileId);
        if (!row) continue; // reported above
        if (Number(row.size) !== f.size) byteProblems.push(`file ${f.fileId}: row ${row.size} bytes, answer ${f.size}`);
        if (f.ext === 'png' && f.size !== f.sent) continue; // re-encoded by the server: not the bytes sent
        const object = await storage.openRead(row.storage_key);
        if (!object) continue; // reported above
        const hash = createHash('sha256');
        for await (const chunk of object.stream) hash.update(chunk as Buffer);
        hashed += 1;
        if (hash.digest('hex') !== f.sha256)
          byteProblems.push(`file ${f.fileId} (.${f.ext}): stored bytes differ from those sent`);
      }
    }
    record(
      label,
      byteProblems.length === 0,
      'each acknowledged attachment is whole: its size, and the bytes sent',
      `${hashed} compared byte for byte${byteProblems.length ? `; ${byteProblems.slice(0, 3).join('; ')}` : ''}`,
    );

    if (engine === 'sqlite') {
      const integrity = (await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db.db)).rows.map(
        (r) => r.integrity_check,
      );
      record(
        label,
        integrity.length === 1 && integrity[0] === 'ok',
        'PRAGMA integrity_check is ok',
        integrity.slice(0, 3).join('; '),
      );
      const foreign = (await sql`pragma foreign_key_check`.execute(db.db)).rows;
      record(label, foreign.length === 0, 'PRAGMA foreign_key_check finds nothing', `${foreign.length} rows`);
    }
  } finally {
    await db.close();
  }

  record(
    label,
    report.unexpectedAnswers.length === 0,
    'no 5xx and no refusal the test did not expect',
    report.unexpectedAnswers.length
      ? report.unexpectedAnswers
          .slice(0, 3)
          .map((u) => `${u.what}: HTTP ${u.status} code ${u.code} ${u.msg}`)
          .join('; ')
      : '',
  );
  record(
    label,
    report.killsDuringUpload > 0 && report.killsDuringCreate > 0,
    'kills landed during uploads and during creates',
    `${report.kills} kills: ${report.killsDuringUpload} with an upload in flight, ${report.killsDuringCreate} with a create in flight, ${report.killsDuringRetry} with a retry in flight`,
  );
  report.createsRetried = retried.size;
  report.startSeconds = {
    mean: Number((startTimes.reduce((a, b) => a + b, 0) / Math.max(1, startTimes.length)).toFixed(2)),
    max: Number(Math.max(...startTimes).toFixed(2)),
  };
  report.seconds = Number(((performance.now() - started) / 1000).toFixed(1));
  return report;
}

// ── Main ──────────────────────────────────────────────────────────────────────────────────────

async function engines(): Promise<Engine[]> {
  const wanted = (process.env.KILL_ENGINES ?? '').trim();
  if (wanted) {
    const list = wanted.split(',').map((e) => e.trim());
    for (const e of list)
      if (e !== 'sqlite' && e !== 'postgres')
        throw new BenchError(`KILL_ENGINES: unknown engine ${JSON.stringify(e)} (sqlite, postgres)`);
    return list as Engine[];
  }
  if (!process.env.TEST_DATABASE_URL) return ['sqlite'];
  if (!(await postgresReachable(process.env.TEST_DATABASE_URL)))
    throw new BenchError(`TEST_DATABASE_URL ${redact(process.env.TEST_DATABASE_URL)} does not answer`);
  return ['sqlite', 'postgres'];
}

async function main(): Promise<number> {
  const abort = new AbortController();
  const signals = abortOnSignals(abort);

  const startedAt = performance.now();
  const reports: EngineReport[] = [];
  try {
    const list = await engines();
    console.log(`Kill test: ${list.join(' and ')}, ${RUNS} kills each, ${CLIENTS} clients.`);
    // The engines run side by side: each has its own server, data folder, schema and bucket, and
    // most of a run is waiting for a server to start, so this halves the time in `npm test`.
    const settled = await Promise.all(
      list.map(async (engine) => {
        const resources = new Resources();
        try {
          return await runEngine(engine, resources, abort.signal);
        } catch (err) {
          record(
            engine,
            false,
            'the run completed',
            err instanceof BenchError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err),
          );
          return null;
        } finally {
          signals.cleaning(true);
          await resources.releaseAll();
          signals.cleaning(false);
        }
      }),
    );
    for (const r of settled) if (r) reports.push(r);
  } catch (err) {
    record('set-up', false, 'set-up', err instanceof Error ? err.message : String(err));
  }
  if (abort.signal.aborted) record('set-up', false, 'interrupted');

  const { passed, failed, seconds, exitCode } = tallyChecks(checks, {
    startedAt,
    reportFile: process.env.KILL_REPORT,
    figures: { runs: RUNS, clients: CLIENTS, engines: reports },
  });
  for (const r of reports) {
    console.log(
      `\n${r.engine} + ${r.storage}: ${r.kills} kills in ${r.seconds} s (start ${r.startSeconds.mean} s on average); ` +
        `${r.uploadsAcknowledged}/${r.uploadsSent} uploads${r.largeUploadsSent ? ` (${r.largeUploadsSent} multipart)` : ''} and ${r.createsAcknowledged}/${r.createsSent} creates answered at once, ` +
        `${r.createsRetried} retried (${r.settledExecuted} run, ${r.settledReplayed} replayed, ${r.pendingAnswers} answers 1004), ` +
        `orphans ${r.before.orphans} → ${r.after.orphans}, ${r.storage === 's3' ? 'open uploads' : 'temp files'} ${r.before.tempFiles} → ${r.after.tempFiles}`,
    );
  }
  printFailures(checks, (c) => c.engine);
  console.log(`\nkill test: ${passed} passed, ${failed} failed (${seconds} s)`);
  return exitCode;
}

exitWith(main);
