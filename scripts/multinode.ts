// `npm run test:multinode`: several API nodes work as one site. Two real API processes
// (apps/api/src/server.ts) share one fresh PostgreSQL database, one Redis database and one DATA_DIR,
// behind a load balancer: nginx when it is installed (with docs/deployment.md's upstream settings)
// and the Node round-robin proxy of scripts/lib/round-robin-proxy.ts, both at once by default.
// Checks, each printed as a ✓/✗ line and counted in the closing line "multinode: N passed, N failed":
//
//   (start) both nodes start together on an empty database: one migration, one seed, same answers;
//   (a) one player's session works on node A, node B and through every balancer; a logout on one
//       node ends the session on the other;
//   (b) replay protection and rate limits are shared: a signed request seen by A is refused by B,
//       and failed logins alternating between A and B trip the limit at its configured count in
//       total, not per node;
//   (c) a screenshot uploaded on A is served by B; an inquiry filed on A is seen by staff on B; the
//       agent's reply on B lights the player's red dot on A and through the balancers; an
//       Idempotency-Key used on A replays on B;
//   (d) an admin's edit of a game on B shows in the catalogue on A within the caches' lifetime (2 s;
//       at once where the nodes tell each other of changes over Redis), and in A's server-rendered
//       front page, which is kept with no lifetime until that event drops it;
//   (e) node B is killed (SIGKILL) while a stream of GETs goes through every balancer: the
//       balancers keep answering, failed GETs are counted (allowed: MULTINODE_MAX_FAILED, default 0)
//       and POSTs sent after the crash succeed;
//   (f) node B started again rejoins: the balancers send it requests, the old session works on it.
//   (g) automatic assignment across nodes: two agents online (one on each node) with small
//       capacities; both nodes file inquiries at the same time, more than the free places: every
//       place is filled, no agent holds more than their capacity, no inquiry is assigned twice, and
//       each assignment has exactly one audit entry (read from the database itself); a rule on
//       filing, on at the same time, ran exactly once per inquiry (its run, audit, tag and note).
//
// Settings (environment):
//   TEST_DATABASE_URL   PostgreSQL where a scratch database is created and dropped
//                       (default postgres://postgres@127.0.0.1:5432/test)
//   TEST_REDIS_URL      Redis; an empty database among 1-15 is claimed and emptied afterwards
//                       (default redis://127.0.0.1:6379)
//   MULTINODE_BALANCER  "nginx", "node", or unset: nginx and the Node proxy when nginx is installed,
//                       the Node proxy alone otherwise
//   MULTINODE_MAX_FAILED failed GETs through a balancer allowed while a node dies (default 0)
//   MULTINODE_REPORT    write the checks as JSON to this file (scripts/test-all.mjs counts them)
//
// Ports 18400-18499. Everything started (processes, temp folders, the database, the Redis
// database) is released at the end, on failure and on Ctrl-C.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { apiPaths } from '@guildhall/contract/paths';
import { staffPaths } from '@guildhall/contract/staff';
import { adminPaths, staffAccountPaths, type AdminGame, type GameEdit } from '@guildhall/contract/staff-admin';
import { rulesPaths } from '@guildhall/contract/rules';
import { assignmentPaths, type AgentProfile } from '@guildhall/contract/assignment';
import { API_BASE } from '@guildhall/contract/constants';
import { signRequest, SIGNATURE_HEADERS } from '@guildhall/contract/signature';
import { ErrorCode } from '@guildhall/contract/errors';
import { LIMITS } from '../apps/api/src/modules/accounts/accounts.service';
import { DEMO_ACCOUNTS } from '../apps/api/src/db/seed/demo-accounts';
import { DEMO_STAFF } from '../apps/api/src/db/seed/demo-staff';
import { abortOnSignals, BenchError, httpGet, Resources, sleep } from './bench-process';
import { keepAliveAgent, requestJson, signedPost, type JsonAnswer } from './bench-http';
import { checkLine, exitWith, printFailures, tallyChecks, type Check } from './lib/checks';
import { wholeNumberFromEnv } from './lib/env';
import { inquiryTargets } from './lib/inquiries';
import { freePortInRange, portOpen, ROOT, startApiNode, type ApiNode, type StartNodeOptions } from './lib/nodes';
import { findNginx, startBalancer, type Balancer, type BalancerKind } from './lib/balancer';
import {
  claimScratchRedisDb,
  createScratchDatabase,
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  redact,
} from './lib/services';

const HOST = 'nova.localhost';
const PORTS = { from: 18400, to: 18499 };
const PLAYER = DEMO_ACCOUNTS[0];
const AGENT = DEMO_STAFF.find((s) => s.email === 'agent.nova@guildhall.example')!;
const ADMIN = DEMO_STAFF.find((s) => s.role === 'admin')!;
/** How long a node may keep serving a catalogue another node changed (apps/api: ttlCache(2000), brands CACHE_MS). */
const CATALOGUE_CACHE_MS = 2000;
const MAX_FAILED = wholeNumberFromEnv('multinode', 'MULTINODE_MAX_FAILED', 0, 0);

// ── Checks ────────────────────────────────────────────────────────────────────────────────────

const checks: (Check & { section: string })[] = [];
let currentSection = 'start';

/** A failed assertion: recorded already; stops the rest of its section. */
class CheckFailed extends Error {}

function record(ok: boolean, name: string, detail = ''): void {
  const c = { section: currentSection, name, ok, detail };
  checks.push(c);
  console.log(checkLine(c));
}

function check(ok: boolean, name: string, detail = ''): asserts ok {
  record(ok, name, detail);
  if (!ok) throw new CheckFailed(name);
}

/** Runs one section; a failed check or an unexpected error ends it, and the next one still runs. */
async function section(id: string, title: string, body: () => Promise<void>): Promise<boolean> {
  currentSection = id;
  console.log(`\n(${id}) ${title}`);
  try {
    await body();
    return true;
  } catch (err) {
    if (!(err instanceof CheckFailed))
      record(false, `section (${id}) stopped by an error`, err instanceof Error ? err.message : String(err));
    return false;
  }
}

// ── HTTP ──────────────────────────────────────────────────────────────────────────────────────

const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** GET under the API base with the brand's Host header. */
function get<T>(origin: string, p: string, token?: string, agent?: http.Agent): Promise<JsonAnswer<T>> {
  return requestJson<T>(origin, {
    method: 'GET',
    path: `${API_BASE}${p}`,
    headers: { host: HOST, ...auth(token) },
    ...(agent ? { agent } : {}),
    timeoutMs: 10_000,
  });
}

function post<T>(
  origin: string,
  p: string,
  body: unknown,
  options: { token?: string; idempotencyKey?: string } = {},
): Promise<JsonAnswer<T>> {
  return signedPost<T>(origin, p, body, {
    host: HOST,
    ...(options.token ? { token: options.token } : {}),
    ...(options.idempotencyKey ? { headers: { [SIGNATURE_HEADERS.idempotencyKey]: options.idempotencyKey } } : {}),
  });
}

/**
 * A real PNG of noise (about `bytes` of pixels), as multipart, signed like the web client's upload.
 * The server stores images re-encoded without metadata, so what it serves is compared with what
 * it answered (size) and across nodes, not with these bytes.
 */
async function uploadPng(
  origin: string,
  token: string,
  bytes: number,
): Promise<{ answer: JsonAnswer<{ fileId: string; url: string; size: number }>; content: Buffer }> {
  const side = Math.max(8, Math.round(Math.sqrt(bytes / 3)));
  const content = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
  const boundary = `----guildhallmultinode${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="screenshot.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  // The multipart upload signs an empty body (docs/wire-contract.md).
  const signed = await signRequest({ method: 'POST', path: apiPaths.files, token, body: '' });
  const answer = await requestJson<{ fileId: string; url: string; size: number }>(origin, {
    method: 'POST',
    path: `${API_BASE}${apiPaths.files}`,
    headers: { host: HOST, ...auth(token), 'content-type': `multipart/form-data; boundary=${boundary}`, ...signed },
    body,
  });
  return { answer, content };
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const brief = (a: JsonAnswer) => `HTTP ${a.status}, code ${a.json.code}`;
/** The node that answered through a balancer: the last address of X-Upstream (nginx lists each one tried). */
const upstreamOf = (headers: http.IncomingHttpHeaders) =>
  String(headers['x-upstream'] ?? '')
    .split(',')
    .pop()!
    .trim();

// ── Setup ─────────────────────────────────────────────────────────────────────────────────────

function balancerKinds(): { kinds: BalancerKind[]; note: string } {
  const wanted = (process.env.MULTINODE_BALANCER ?? '').trim();
  const nginx = findNginx();
  if (wanted === 'node') return { kinds: ['node'], note: 'MULTINODE_BALANCER=node: the Node round-robin proxy only' };
  if (wanted === 'nginx') {
    if (!nginx) throw new BenchError('MULTINODE_BALANCER=nginx but nginx is not installed (apt-get install nginx)');
    return { kinds: ['nginx'], note: 'MULTINODE_BALANCER=nginx: nginx only' };
  }
  if (wanted !== '')
    throw new BenchError(`MULTINODE_BALANCER must be nginx, node or empty (got ${JSON.stringify(wanted)})`);
  return nginx
    ? { kinds: ['nginx', 'node'], note: `nginx (${nginx}) and the Node round-robin proxy, side by side` }
    : { kinds: ['node'], note: 'nginx not found: the Node round-robin proxy only (apt-get install nginx for both)' };
}

interface Cluster {
  nodes: { A: ApiNode; B: ApiNode };
  /** The scratch database both nodes use, for checks that read it directly. */
  databaseUrl: string;
  balancers: Balancer[];
  /** How node B was started, to start it again in (f). */
  startB: () => Promise<ApiNode>;
}

async function startCluster(resources: Resources, signal: AbortSignal, kinds: BalancerKind[]): Promise<Cluster> {
  const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_DATABASE_URL;
  const redisBase = process.env.TEST_REDIS_URL || DEFAULT_REDIS_URL;
  const databaseUrl = await createScratchDatabase(resources, adminUrl, 'gh_multinode');
  const redisUrl = await claimScratchRedisDb(resources, redisBase, 'multinode');
  console.log(`PostgreSQL: ${redact(databaseUrl)} (scratch, dropped at the end)`);
  console.log(`Redis:      ${redact(redisUrl)} (claimed, emptied at the end)`);

  // One DATA_DIR for both: uploads and the seeded artwork must be visible to every node (the other
  // way is S3 storage, docs/deployment.md); the attachment URL key would then be shared through
  // it too, but it is set explicitly, as the deployment guide asks.
  const dataDir = resources.tempDir('guildhall-multinode-');
  const webDist = path.join(ROOT, 'apps/web/dist');
  const built = fs.existsSync(path.join(webDist, 'index.html'));
  console.log(`DATA_DIR:   ${dataDir} (shared)${built ? '' : '; apps/web/dist not built: API only'}`);
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // Its own key prefix too: pub/sub channels ignore the database number, and another run (or
    // the API suite) may be publishing catalogue events on the same Redis.
    REDIS_PREFIX: `gh-multinode-${process.pid}:`,
    FILE_URL_SECRET: randomBytes(36).toString('base64'),
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    // The seed hashes the demo passwords; the lowest allowed cost keeps two seeds and a dozen
    // failed logins quick on a small machine (the cost is not what this test is about).
    PASSWORD_HASH_COST: '14',
    // Section (g) files a few dozen inquiries as one player at once.
    INQUIRY_CREATE_PER_HOUR: '500',
    ...(built ? { WEB_DIST: webDist } : {}),
  };
  const taken = new Set<number>();
  const portA = await freePortInRange(PORTS.from, PORTS.to, taken);
  const portB = await freePortInRange(PORTS.from, PORTS.to, taken);
  const nodeOptions = (name: string, port: number): StartNodeOptions => ({
    name,
    port,
    dataDir,
    env,
    signal,
    timeoutMs: 120_000,
  });

  const started = performance.now();
  // Both at once on the empty database: the migration lock and the seed's races are exercised.
  const [A, B] = await Promise.all([
    startApiNode(resources, nodeOptions('node A', portA)),
    startApiNode(resources, nodeOptions('node B', portB)),
  ]);
  console.log(
    `Nodes:      A ${A.origin} (pid ${A.pid}), B ${B.origin} (pid ${B.pid}), ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const balancers: Balancer[] = [];
  for (const kind of kinds) {
    const b = await startBalancer(resources, {
      kind,
      upstreams: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`],
      port: await freePortInRange(PORTS.from, PORTS.to, taken),
      signal,
    });
    console.log(`Balancer:   ${b.label} at ${b.origin}`);
    balancers.push(b);
  }
  return {
    nodes: { A, B },
    databaseUrl,
    balancers,
    startB: () => startApiNode(resources, nodeOptions('node B (again)', portB)),
  };
}

// ── The checks ────────────────────────────────────────────────────────────────────────────────

interface State {
  playerToken?: string;
  inquiryId?: number;
  gameId?: number;
}

async function login(
  origin: string,
  account: string,
  password: string,
): Promise<JsonAnswer<{ token: string; account: string }>> {
  return post(origin, apiPaths.login, { account, password, remember: false });
}

async function checkStart(c: Cluster): Promise<void> {
  const { A, B } = c.nodes;
  const [a, b] = await Promise.all([
    get<unknown[]>(A.origin, apiPaths.gamesSimple),
    get<unknown[]>(B.origin, apiPaths.gamesSimple),
  ]);
  check(
    a.json.code === 0 &&
      b.json.code === 0 &&
      a.json.data.length > 0 &&
      JSON.stringify(a.json.data) === JSON.stringify(b.json.data),
    'both nodes, started together on an empty database, serve the same seeded catalogue',
    `${a.json.data?.length ?? 0} games on A, ${b.json.data?.length ?? 0} on B`,
  );
  for (const balancer of c.balancers) {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const r = await get(balancer.origin, apiPaths.gamesSimple);
      if (r.status === 200) seen.add(upstreamOf(r.headers));
    }
    check(
      seen.has(`127.0.0.1:${A.port}`) && seen.has(`127.0.0.1:${B.port}`),
      `${balancer.label} spreads requests over both nodes`,
      `answered by ${[...seen].join(' and ') || 'nobody'}`,
    );
  }
}

async function checkSession(c: Cluster, state: State): Promise<void> {
  const { A, B } = c.nodes;
  const login1 = await login(A.origin, PLAYER.account, PLAYER.password);
  check(
    login1.json.code === 0 && Boolean(login1.json.data?.token),
    `${PLAYER.account} logs in on node A`,
    brief(login1),
  );
  const token = login1.json.data.token;
  state.playerToken = token;
  for (const [name, origin] of [
    ['A', A.origin],
    ['B', B.origin],
    ['A', A.origin],
    ['B', B.origin],
  ] as const) {
    const info = await get<{ account: string }>(origin, apiPaths.userInfo, token);
    check(
      info.json.code === 0 && info.json.data.account === PLAYER.account,
      `the same token on node ${name}: /users/info is ${PLAYER.account}`,
      brief(info),
    );
  }
  for (const balancer of c.balancers) {
    const nodes = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const info = await get<{ account: string }>(balancer.origin, apiPaths.userInfo, token);
      check(
        info.json.code === 0 && info.json.data.account === PLAYER.account,
        `the same token through ${balancer.label} (request ${i + 1})`,
        `${brief(info)}, node ${upstreamOf(info.headers)}`,
      );
      nodes.add(upstreamOf(info.headers));
    }
    check(nodes.size === 2, `…and ${balancer.label} sent them to both nodes`, [...nodes].join(', '));
  }
  // A second session: ended on A, refused on B (sessions live in the database, not in a node).
  const login2 = await login(B.origin, PLAYER.account, PLAYER.password);
  check(login2.json.code === 0, 'a second session opens on node B', brief(login2));
  const out = await post(A.origin, apiPaths.logout, {}, { token: login2.json.data.token });
  check(out.json.code === 0, 'that session logs out on node A', brief(out));
  const after = await get(B.origin, apiPaths.userInfo, login2.json.data.token);
  check(
    after.status === 401 && after.json.code === ErrorCode.sessionInvalid,
    '…and node B refuses it at once (-600)',
    brief(after),
  );
  const still = await get(B.origin, apiPaths.userInfo, token);
  check(still.json.code === 0, '…while the first session still works on node B', brief(still));
}

async function checkSharedLimits(c: Cluster): Promise<void> {
  const { A, B } = c.nodes;
  // An account nobody has: every attempt fails, and its failures are counted per account.
  const account = `mn${process.pid}x${randomBytes(2).toString('hex')}`;
  const attemptBody = (n: number) => JSON.stringify({ account, password: `wrong-password-${n}`, remember: false });
  const send = (origin: string, body: string, signed: Record<string, string>) =>
    requestJson(origin, {
      method: 'POST',
      path: `${API_BASE}${apiPaths.login}`,
      headers: { host: HOST, 'content-type': 'application/json', ...signed },
      body,
    });

  // Replay: the very same signed request (same nonce) on A, then on B.
  const body1 = attemptBody(1);
  const signed1 = await signRequest({ method: 'POST', path: apiPaths.login, body: body1, token: null });
  const first = await send(A.origin, body1, signed1);
  check(first.json.code === ErrorCode.loginFailed, 'a signed failed login on node A is answered (1006)', brief(first));
  const replay = await send(B.origin, body1, signed1);
  // Recorded without stopping the section: the limit below is worth checking either way.
  record(
    replay.json.code === ErrorCode.badSignature,
    'the same signed request replayed on node B is refused (1010): the nonce store is shared',
    brief(replay),
  );

  // Failures alternate between the nodes; the first attempt above was failure number 1.
  const limit = LIMITS.loginPerAccount.limit;
  const perNode = { A: 1, B: 0 };
  for (let n = 2; n <= limit; n += 1) {
    const node = n % 2 === 0 ? B : A;
    const body = attemptBody(n);
    const r = await send(
      node.origin,
      body,
      await signRequest({ method: 'POST', path: apiPaths.login, body, token: null }),
    );
    if (r.json.code !== ErrorCode.loginFailed) {
      check(false, `failed login ${n} of ${limit} on ${node.name} is still answered 1006`, brief(r));
    }
    perNode[node === A ? 'A' : 'B'] += 1;
  }
  record(true, `${limit} failed logins answered 1006, alternating: ${perNode.A} on node A, ${perNode.B} on node B`);
  for (const node of [limit % 2 === 0 ? A : B, limit % 2 === 0 ? B : A]) {
    const body = attemptBody(99);
    const r = await send(
      node.origin,
      body,
      await signRequest({ method: 'POST', path: apiPaths.login, body, token: null }),
    );
    check(
      r.status === 429 && r.json.code === ErrorCode.rateLimited && Number(r.headers['retry-after']) > 0,
      `the next attempt on ${node.name} is rate limited (1005, Retry-After ${String(r.headers['retry-after'] ?? '-')}): the limit of ${limit} holds in total, not ${limit} per node`,
      brief(r),
    );
  }
}

async function checkRedDot(c: Cluster, state: State): Promise<void> {
  const { A, B } = c.nodes;
  const token = state.playerToken;
  check(token !== undefined, 'the player is logged in (from section a)');
  const target = (await inquiryTargets(A.origin, HOST, { token, roleName: 'Tester', limit: 1 }))[0]!;
  state.gameId = target.gameId;
  const dot = (origin: string) => get<boolean>(origin, `${apiPaths.inquiryFeedback}?clientId=${target.gameId}`, token);

  const before = await dot(A.origin);
  check(
    before.json.code === 0 && before.json.data === false,
    'no red dot on node A before anyone answers',
    brief(before),
  );

  // An attachment uploaded through A is served by B: shared storage and the same URL-signing key.
  const upload = await uploadPng(A.origin, token, 8 * 1024);
  check(
    upload.answer.json.code === 0 && upload.answer.json.data.size > 0,
    'the player uploads a screenshot on node A',
    brief(upload.answer),
  );
  const file = upload.answer.json.data;
  const fromA = await httpGet(`${A.origin}${file.url}`, { host: HOST });
  const fromB = await httpGet(`${B.origin}${file.url}`, { host: HOST });
  // What node A stored (the image re-encoded, without metadata): the same bytes from both nodes.
  const stored = fromA.body;
  check(
    fromA.status === 200 &&
      fromB.status === 200 &&
      stored.length === file.size &&
      sha256(fromB.body) === sha256(stored),
    'its signed URL serves the same bytes from node B (shared storage, same FILE_URL_SECRET)',
    `HTTP ${fromA.status}/${fromB.status}, ${fromA.body.length}/${fromB.body.length} bytes of ${file.size}`,
  );

  const { queryTypes, ...place } = target;
  const inquiry = {
    ...place,
    queryType: queryTypes[0],
    title: `Multi-node test ${process.pid}: reward missing`,
    content: 'The login reward of day 3 never arrived in my mailbox after the maintenance.',
    attachments: [file.fileId],
    email: 'player01@guildhall.example',
    agreements: { terms: true, userAgreement: true, privacy: true },
  };
  const key = `multinode-${randomBytes(8).toString('hex')}`;
  const created = await post<{ inquiryId: number }>(A.origin, apiPaths.inquiries, inquiry, {
    token,
    idempotencyKey: key,
  });
  check(
    created.json.code === 0 && created.json.data.inquiryId > 0,
    'the player files an inquiry on node A',
    `${brief(created)}, inquiry ${created.json.data?.inquiryId}`,
  );
  const inquiryId = created.json.data.inquiryId;
  state.inquiryId = inquiryId;
  const retried = await post<{ inquiryId: number }>(B.origin, apiPaths.inquiries, inquiry, {
    token,
    idempotencyKey: key,
  });
  check(
    retried.json.code === 0 &&
      retried.json.data.inquiryId === inquiryId &&
      retried.headers['idempotent-replayed'] === 'true',
    'the same Idempotency-Key retried on node B gets the first answer back, no second inquiry',
    `${brief(retried)}, inquiry ${retried.json.data?.inquiryId}, replayed ${String(retried.headers['idempotent-replayed'] ?? 'no')}`,
  );

  const staffLogin = await post<{ token: string }>(B.origin, staffPaths.login, {
    email: AGENT.email,
    password: AGENT.password,
  });
  check(
    staffLogin.json.code === 0 && Boolean(staffLogin.json.data?.token),
    `${AGENT.email} logs in to the staff API on node B`,
    brief(staffLogin),
  );
  const staffToken = staffLogin.json.data.token;
  const inquiryPath = staffPaths.inquiry.replace(':inquiryId', String(inquiryId));
  const seen = await get<{
    inquiry: { title: string };
    messages: { attachments: { fileId: string; url: string }[] }[];
  }>(B.origin, inquiryPath, staffToken);
  check(
    seen.json.code === 0 && seen.json.data.inquiry.title === inquiry.title,
    'the agent opens the inquiry filed on node A, on node B',
    brief(seen),
  );
  const attachment = seen.json.data.messages[0]?.attachments.find((a) => a.fileId === file.fileId);
  check(attachment !== undefined, '…with the screenshot attached');
  for (const balancer of c.balancers) {
    const r = await httpGet(`${balancer.origin}${attachment.url}`, { host: HOST });
    check(
      r.status === 200 && sha256(r.body) === sha256(stored),
      `the agent's link to it (signed by node B) works through ${balancer.label}`,
      `HTTP ${r.status}, node ${upstreamOf(r.headers)}`,
    );
  }
  const replied = await post(
    B.origin,
    staffPaths.reply.replace(':inquiryId', String(inquiryId)),
    { content: 'We have re-sent the reward to your mailbox.' },
    {
      token: staffToken,
      idempotencyKey: `multinode-reply-${randomBytes(6).toString('hex')}`,
    },
  );
  check(replied.json.code === 0, 'the agent replies on node B', brief(replied));

  const after = await dot(A.origin);
  check(after.json.code === 0 && after.json.data === true, 'the red dot shows on node A', brief(after));
  for (const balancer of c.balancers) {
    const r = await dot(balancer.origin);
    check(
      r.json.code === 0 && r.json.data === true,
      `the red dot shows through ${balancer.label}`,
      `${brief(r)}, node ${upstreamOf(r.headers)}`,
    );
  }
  const detail = await get<{ messages: { from: string; content: string }[] }>(
    A.origin,
    `${apiPaths.inquiryDetail}?inquiryId=${inquiryId}`,
    token,
  );
  check(
    detail.json.code === 0 && detail.json.data.messages.some((m) => m.from === 'agent'),
    'the player reads the reply on node A',
    `${brief(detail)}, ${detail.json.data?.messages?.length ?? 0} messages`,
  );
  const cleared = await dot(B.origin);
  check(cleared.json.code === 0 && cleared.json.data === false, '…and the red dot is gone on node B', brief(cleared));
}

async function checkCatalogueEdit(c: Cluster): Promise<void> {
  const { A, B } = c.nodes;
  const login = await post<{ token: string }>(B.origin, staffPaths.login, {
    email: ADMIN.email,
    password: ADMIN.password,
  });
  check(login.json.code === 0, `${ADMIN.email} logs in to the staff API on node B`, brief(login));
  const token = login.json.data.token;
  const games = await get<AdminGame[]>(B.origin, `${adminPaths.games}?brand=nova`, token);
  const game = games.json.data?.[0];
  check(games.json.code === 0 && game !== undefined, "the admin lists nova's games on node B", brief(games));
  // Node A serves (and caches) the catalogue before the change, so a stale cache would show.
  const names = async (origin: string) =>
    (await get<{ id: number; gameName: string }[]>(origin, apiPaths.gamesSimple)).json.data.map((g) => g.gameName);
  const before = await names(A.origin);
  const renamed = `${game.gameName.slice(0, 60)} (renamed ${process.pid})`;
  check(
    before.includes(game.gameName) && !before.includes(renamed),
    'node A lists the game under its old name',
    game.gameName,
  );
  // Node A's server-rendered front page is kept with no lifetime at all: only the
  // catalogue.changed event from node B can make it show the new name.
  const rendered = fs.existsSync(path.join(ROOT, 'apps/web/dist-ssr/entry-server.js'));
  const frontPage = async (origin: string) =>
    (await httpGet(`${origin}/`, { host: HOST, 'accept-encoding': 'identity' })).body.toString('utf8');
  const shown = (html: string, name: string) =>
    html.includes(JSON.stringify(name).slice(1, -1).replace(/</g, '\\u003c'));
  if (rendered) {
    const page = await frontPage(A.origin);
    check(
      page.includes('id="gh-ssr"') && shown(page, game.gameName) && !shown(page, renamed),
      'node A renders (and keeps) the front page with the old name',
      game.gameName,
    );
  }
  const edit: GameEdit = {
    brand: game.brand,
    gameName: renamed,
    area: game.area,
    platforms: game.platforms,
    rechargeUrl: game.rechargeUrl,
    repaymentUrl: game.repaymentUrl,
    downloadUrl: game.downloadUrl,
    sort: game.sort,
    visible: game.visible,
    texts: game.texts,
  };
  const edited = await post(B.origin, adminPaths.game.replace(':gameId', String(game.id)), edit, { token });
  check(edited.json.code === 0, 'the admin renames the game on node B', brief(edited));
  const changedAt = performance.now();
  let seenAfter = -1;
  while (performance.now() - changedAt < CATALOGUE_CACHE_MS + 3000) {
    if ((await names(A.origin)).includes(renamed)) {
      seenAfter = Math.round(performance.now() - changedAt);
      break;
    }
    await sleep(50);
  }
  check(
    seenAfter >= 0 && seenAfter <= CATALOGUE_CACHE_MS + 500,
    `node A lists the new name within the caches' ${CATALOGUE_CACHE_MS / 1000} s lifetime`,
    // Node A's cache was filled just before the change: seeing the new name well before it
    // expires means A was told of the change (the event bus over Redis), not that it aged out.
    seenAfter < 0
      ? 'not within 5 s'
      : `after ${seenAfter} ms${seenAfter < CATALOGUE_CACHE_MS / 2 ? ': node A was told of the change, it did not wait for its cache to expire' : ''}`,
  );
  if (rendered) {
    let pageAfter = -1;
    while (performance.now() - changedAt < 5000) {
      if (shown(await frontPage(A.origin), renamed)) {
        pageAfter = Math.round(performance.now() - changedAt);
        break;
      }
      await sleep(50);
    }
    check(
      pageAfter >= 0,
      "node A's kept front page shows the new name: the event from node B dropped it",
      pageAfter < 0 ? 'not within 5 s' : `after ${pageAfter} ms`,
    );
  }
}

interface StreamFigures {
  balancer: string;
  requests: number;
  ok: number;
  failed: number;
  failures: Record<string, number>;
  beforeKill: { requests: number; byNode: Record<string, number> };
  afterKill: { requests: number; byNode: Record<string, number> };
}

/**
 * GETs through `balancer` from `concurrency` keep-alive clients until `stop` resolves: the anonymous
 * catalogue and the player's /users/info in turn. `killedAt()` is the moment node B died (0 before).
 */
async function stream(
  balancer: Balancer,
  token: string,
  concurrency: number,
  stop: Promise<void>,
  killedAt: () => number,
): Promise<StreamFigures> {
  const agent = keepAliveAgent(concurrency);
  const figures: StreamFigures = {
    balancer: balancer.label,
    requests: 0,
    ok: 0,
    failed: 0,
    failures: {},
    beforeKill: { requests: 0, byNode: {} },
    afterKill: { requests: 0, byNode: {} },
  };
  let stopped = false;
  void stop.then(() => (stopped = true));
  const client = async (n: number) => {
    for (let i = n; !stopped; i += 1) {
      const started = performance.now();
      const path = i % 2 === 0 ? apiPaths.gamesSimple : apiPaths.userInfo;
      let outcome: string;
      let node = '';
      try {
        const r = await get(balancer.origin, path, path === apiPaths.userInfo ? token : undefined, agent);
        node = upstreamOf(r.headers);
        outcome = r.status === 200 && r.json.code === 0 ? 'ok' : `HTTP ${r.status} code ${r.json.code}`;
      } catch (err) {
        outcome = err instanceof Error ? err.message.slice(0, 80) : String(err);
      }
      figures.requests += 1;
      const phase = killedAt() > 0 && started >= killedAt() ? figures.afterKill : figures.beforeKill;
      phase.requests += 1;
      if (outcome === 'ok') {
        figures.ok += 1;
        phase.byNode[node] = (phase.byNode[node] ?? 0) + 1;
      } else {
        figures.failed += 1;
        figures.failures[outcome] = (figures.failures[outcome] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, n) => client(n)));
  agent.destroy();
  return figures;
}

async function checkFailover(c: Cluster, state: State, report: { failover?: unknown }): Promise<void> {
  const { A, B } = c.nodes;
  const token = state.playerToken;
  check(token !== undefined, 'the player is logged in (from section a)');
  const concurrency = 8;
  let killedAt = 0;
  let release!: () => void;
  const stop = new Promise<void>((resolve) => (release = resolve));
  const streams = c.balancers.map((b) => stream(b, token, concurrency, stop, () => killedAt));
  await sleep(3000);
  killedAt = performance.now();
  await B.kill('SIGKILL');
  console.log(`  … node B (pid ${B.pid}) killed with SIGKILL after 3 s of traffic; the stream goes on for 5 s`);
  await sleep(5000);
  release();
  const results = await Promise.all(streams);
  report.failover = results;
  check(!(await portOpen(B.port)), 'node B is gone (its port refuses connections)');
  const nodeA = `127.0.0.1:${A.port}`;
  const nodeB = `127.0.0.1:${B.port}`;
  for (const r of results) {
    const fmt = (byNode: Record<string, number>) => `A ${byNode[nodeA] ?? 0}, B ${byNode[nodeB] ?? 0}`;
    const failures = Object.entries(r.failures)
      .map(([k, v]) => `${v}× ${k}`)
      .join('; ');
    console.log(
      `  ${r.balancer}: ${r.requests} GETs, ${r.ok} answered, ${r.failed} failed${failures ? ` (${failures})` : ''}; ` +
        `before the kill ${fmt(r.beforeKill.byNode)}, after ${fmt(r.afterKill.byNode)}`,
    );
    check(
      (r.beforeKill.byNode[nodeB] ?? 0) > 0 && (r.beforeKill.byNode[nodeA] ?? 0) > 0,
      `${r.balancer} used both nodes before the kill`,
      fmt(r.beforeKill.byNode),
    );
    check(
      (r.afterKill.byNode[nodeA] ?? 0) > 20,
      `${r.balancer} kept answering after the kill, from node A`,
      `${r.afterKill.byNode[nodeA] ?? 0} answers after the kill`,
    );
    check(
      r.failed <= MAX_FAILED,
      `${r.balancer}: ${r.failed} failed GETs of ${r.requests} while node B died (allowed ${MAX_FAILED})`,
      failures,
    );
  }
  // POSTs after the crash: a balancer that still tries node B must move them to node A, which is
  // safe because a refused connection means the request was never sent.
  check(state.inquiryId !== undefined, 'the inquiry of section c exists, to reply to');
  for (const balancer of c.balancers) {
    for (let i = 0; i < 3; i += 1) {
      const r = await post(
        balancer.origin,
        apiPaths.inquiryReply,
        {
          inquiryId: state.inquiryId,
          content: `Still there after the crash (${balancer.kind} ${i + 1}).`,
          attachments: [],
        },
        {
          token,
          idempotencyKey: `multinode-after-${randomBytes(6).toString('hex')}`,
        },
      );
      check(
        r.json.code === 0,
        `a signed POST (player reply) through ${balancer.label} after the crash succeeds (${i + 1}/3)`,
        `${brief(r)}, node ${upstreamOf(r.headers)}`,
      );
    }
  }
}

async function checkRejoin(c: Cluster, state: State): Promise<void> {
  const token = state.playerToken;
  check(token !== undefined, 'the player is logged in (from section a)');
  check(
    c.nodes.B.child.process.signalCode !== null || c.nodes.B.child.process.exitCode !== null,
    'node B is down (killed in section e)',
  );
  const started = performance.now();
  const B = await c.startB();
  c.nodes.B = B;
  record(
    true,
    `node B starts again on port ${B.port} against the same database`,
    `ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const info = await get<{ account: string }>(B.origin, apiPaths.userInfo, token);
  check(
    info.json.code === 0 && info.json.data.account === PLAYER.account,
    'the session from before the crash works on the new node B',
    brief(info),
  );
  const nodeB = `127.0.0.1:${B.port}`;
  for (const balancer of c.balancers) {
    // Both balancers take a failed node out for 5 s (fail_timeout), then try it again.
    const deadline = performance.now() + 20_000;
    let back = false;
    let tries = 0;
    while (!back && performance.now() < deadline) {
      const r = await get(balancer.origin, apiPaths.gamesSimple);
      tries += 1;
      back = r.status === 200 && upstreamOf(r.headers) === nodeB;
      if (!back) await sleep(100);
    }
    check(
      back,
      `${balancer.label} sends requests to node B again`,
      `after ${tries} requests, ${((performance.now() - started) / 1000).toFixed(1)} s after the restart began`,
    );
  }
}

/**
 * (g) Two agents on nova go online, one on each node, with room for a few inquiries; both nodes file
 * more inquiries than that at the same time. The database then shows every place filled, nobody
 * above capacity, and one audit entry per assignment (none for those that wait).
 */
async function checkAutoAssignment(c: Cluster, state: State): Promise<void> {
  const { A, B } = c.nodes;
  const token = state.playerToken;
  check(token !== undefined, 'the player is logged in (from section a)');
  const adminLogin = await post<{ token: string }>(A.origin, staffPaths.login, {
    email: ADMIN.email,
    password: ADMIN.password,
  });
  check(adminLogin.json.code === 0, `${ADMIN.email} logs in to the staff API on node A`, brief(adminLogin));
  const adminToken = adminLogin.json.data.token;
  const second = {
    email: `mn-agent-${process.pid}@guildhall.example`,
    password: `Multinode-${randomBytes(6).toString('hex')}!`,
  };
  const created = await post<{ id: number }>(
    A.origin,
    staffAccountPaths.list,
    { ...second, name: 'Second Agent', role: 'agent', brands: ['nova'] },
    { token: adminToken },
  );
  check(created.json.code === 0, 'the admin adds a second agent for nova on node A', brief(created));

  // Each agent logs in on their own node and goes online; then the admin sets small capacities
  // from the load each already holds, so the places are few and known.
  const agents: {
    name: string;
    node: ApiNode;
    email: string;
    password: string;
    id?: number;
    token?: string;
    capacity?: number;
  }[] = [
    { name: AGENT.email, node: A, email: AGENT.email, password: AGENT.password },
    { name: second.email, node: B, email: second.email, password: second.password },
  ];
  let places = 0;
  for (const [i, agent] of agents.entries()) {
    const login = await post<{ token: string; staff: { id: number } }>(agent.node.origin, staffPaths.login, {
      email: agent.email,
      password: agent.password,
    });
    check(login.json.code === 0, `${agent.name} logs in on ${agent.node.name}`, brief(login));
    agent.token = login.json.data.token;
    agent.id = login.json.data.staff.id;
    const online = await post<{ presence: string }>(
      agent.node.origin,
      assignmentPaths.presence,
      { presence: 'online' },
      { token: agent.token },
    );
    check(
      online.json.code === 0 && online.json.data.presence === 'online',
      `${agent.name} goes online on ${agent.node.name}`,
      brief(online),
    );
    const profilePath = assignmentPaths.profile.replace(':staffId', String(agent.id));
    const now = await get<AgentProfile>(B.origin, profilePath, adminToken);
    check(now.json.code === 0, `the admin reads ${agent.name}'s assignment profile on node B`, brief(now));
    agent.capacity = now.json.data.openLoad + 3 + i;
    const saved = await post<AgentProfile>(
      B.origin,
      profilePath,
      { languages: ['ko', 'en'], skills: [], capacity: agent.capacity, autoAssign: true },
      { token: adminToken },
    );
    check(
      saved.json.code === 0 && saved.json.data.capacity === agent.capacity,
      `…and gives them capacity ${agent.capacity}`,
      brief(saved),
    );
    // Whatever was waiting for them took its place already: the places left are what the burst fills.
    places += agent.capacity - saved.json.data.openLoad;
  }
  check(places >= 3, `${places} free places across the two agents before the burst`);

  // A rule on nova, on at the same time: each filed inquiry gets this run's tag and a note, once,
  // whichever node filed it (rule_runs' unique key; decision record 27).
  const ruleTag = `mn-rule-${process.pid}`;
  const rule = await post<{ id: number }>(
    B.origin,
    rulesPaths.rules,
    {
      brand: 'nova',
      name: `Multi-node rule ${process.pid}`,
      trigger: { type: 'created' },
      conditions: { match: 'all', list: [{ kind: 'brand', op: 'eq', value: 'nova' }] },
      actions: [
        { type: 'add_tag', tag: ruleTag },
        { type: 'note', text: 'Filed during the multi-node burst.' },
      ],
      enabled: true,
    },
    { token: adminToken },
  );
  check(rule.json.code === 0, 'the admin adds a rule on filing (a tag and a note) on node B', brief(rule));

  const target = (await inquiryTargets(A.origin, HOST, { token, roleName: 'Tester', limit: 1 }))[0]!;
  const { queryTypes, ...place } = target;
  const count = places + 25;
  const body = (i: number) => ({
    ...place,
    queryType: queryTypes[i % queryTypes.length],
    title: `Multi-node assignment ${process.pid} #${i}`,
    content: 'My purchase of 300 gems went through but the gems never arrived in the game.',
    attachments: [],
    email: 'player01@guildhall.example',
    agreements: { terms: true, userAgreement: true, privacy: true },
  });
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      post<{ inquiryId: number }>(i % 2 === 0 ? A.origin : B.origin, apiPaths.inquiries, body(i), { token }),
    ),
  );
  const failed = answers.filter((a) => a.json.code !== 0);
  check(
    failed.length === 0,
    `${count} inquiries filed at the same time, half on node A and half on node B`,
    failed.map(brief).slice(0, 3).join('; '),
  );
  const ids = answers.map((a) => a.json.data.inquiryId);

  const client = new pg.Client({ connectionString: c.databaseUrl });
  await client.connect();
  try {
    const rows = (
      await client.query<{ id: number; assigned_staff_id: number | null }>(
        'select id, assigned_staff_id from inquiries where id = any($1::int[])',
        [ids],
      )
    ).rows;
    const audits = (
      await client.query<{ target_id: string; after: string }>(
        "select target_id, after from audit_log where action = 'inquiry.auto_assigned' and target_id = any($1::text[])",
        [ids.map(String)],
      )
    ).rows;
    const assigned = rows.filter((r) => r.assigned_staff_id !== null);
    check(
      assigned.length === places,
      `every free place is filled: ${assigned.length} of ${count} assigned, ${count - assigned.length} wait`,
      `${places} places`,
    );
    for (const agent of agents) {
      const load = Number(
        (
          await client.query<{ n: string }>(
            'select count(*) as n from inquiries where assigned_staff_id = $1 and status < 3',
            [agent.id],
          )
        ).rows[0]!.n,
      );
      // More inquiries than places: each agent is full, and not one above.
      check(
        load === agent.capacity!,
        `${agent.name} holds ${load} open inquiries: full, not above capacity ${agent.capacity}`,
      );
    }
    const perInquiry = new Map<string, number>();
    for (const a of audits) perInquiry.set(a.target_id, (perInquiry.get(a.target_id) ?? 0) + 1);
    const twice = [...perInquiry].filter(([, n]) => n > 1);
    check(
      twice.length === 0,
      'no inquiry was assigned twice (at most one automatic assignment each)',
      twice.map(([id, n]) => `#${id}: ${n}`).join(', '),
    );
    const holderAgrees = assigned.every((r) =>
      audits.some(
        (a) =>
          a.target_id === String(r.id) &&
          (JSON.parse(a.after) as { assignedTo: number }).assignedTo === r.assigned_staff_id,
      ),
    );
    check(
      audits.length === assigned.length && holderAgrees,
      'one audit entry per assignment, naming the agent who holds it; none for those that wait',
      `${audits.length} entries, ${assigned.length} assigned`,
    );

    // The rule ran once per inquiry: one run row, one audit entry, one tag and one note each.
    const perId = async (q: string) => {
      const counts = new Map<string, number>();
      for (const r of (await client.query<{ id: string; n: string }>(q, [ids, rule.json.data.id, ruleTag])).rows)
        counts.set(String(r.id), Number(r.n));
      return ids.every((id) => counts.get(String(id)) === 1) && counts.size === ids.length;
    };
    check(
      await perId(
        'select inquiry_id as id, count(*) as n from rule_runs where inquiry_id = any($1::int[]) and rule_id = $2 and $3::text is not null group by inquiry_id',
      ),
      `the rule ran exactly once for each of the ${count} inquiries (rule_runs), whichever node filed it`,
    );
    check(
      await perId(
        "select target_id as id, count(*) as n from audit_log where action = 'rule.ran' and target_id = any($1::text[]) and (after::json->>'ruleId')::int = $2 and $3::text is not null group by target_id".replace(
          'any($1::text[])',
          'any(array(select x::text from unnest($1::int[]) as x))',
        ),
      ),
      '…with one audit entry each',
    );
    check(
      await perId(
        'select inquiry_id as id, count(*) as n from inquiry_tags where inquiry_id = any($1::int[]) and tag = $3 and $2::int is not null group by inquiry_id',
      ),
      '…and its tag once on each',
    );
    check(
      await perId(
        "select inquiry_id as id, count(*) as n from inquiry_messages where inquiry_id = any($1::int[]) and author = 'note' and content = 'Filed during the multi-node burst.' and $2::int is not null and $3::text is not null group by inquiry_id",
      ),
      '…and its note once in each conversation',
    );
  } finally {
    await client.end();
  }
  const removed = await post(
    A.origin,
    rulesPaths.ruleDelete.replace(':ruleId', String(rule.json.data.id)),
    {},
    { token: adminToken },
  );
  check(removed.json.code === 0, 'the admin removes the rule again on node A', brief(removed));
  // Offline again: the later sections file inquiries of their own.
  for (const agent of agents)
    await post(agent.node.origin, assignmentPaths.presence, { presence: 'offline' }, { token: agent.token! });
}

// ── Main ──────────────────────────────────────────────────────────────────────────────────────

async function main(): Promise<number> {
  const abort = new AbortController();
  const resources = new Resources();
  const signals = abortOnSignals(abort);

  const startedAt = performance.now();
  const report: { balancers?: string[]; note?: string; failover?: unknown } = {};
  let setupError: string | undefined;
  try {
    const { kinds, note } = balancerKinds();
    report.note = note;
    console.log(`Multi-node test: two API nodes on PostgreSQL and Redis behind ${note}.`);
    const cluster = await startCluster(resources, abort.signal, kinds);
    report.balancers = cluster.balancers.map((b) => b.label);
    const state: State = {};
    const sections: [string, string, () => Promise<void>][] = [
      ['start', 'two nodes, one database, one site', () => checkStart(cluster)],
      ['a', 'one session on both nodes', () => checkSession(cluster, state)],
      ['b', 'replay protection and rate limits shared through Redis', () => checkSharedLimits(cluster)],
      ['c', "a reply on one node lights the player's red dot on the other", () => checkRedDot(cluster, state)],
      ['d', 'a catalogue change on one node reaches the other', () => checkCatalogueEdit(cluster)],
      [
        'g',
        'automatic assignment: both nodes file at once, nobody assigned twice or above capacity',
        () => checkAutoAssignment(cluster, state),
      ],
      ['e', 'node B dies under traffic', () => checkFailover(cluster, state, report)],
      ['f', 'node B comes back', () => checkRejoin(cluster, state)],
    ];
    for (const [id, title, body] of sections) {
      if (abort.signal.aborted) break;
      await section(id, title, body);
    }
    for (const b of cluster.balancers) {
      const log = b.errorLog().trim();
      if (log)
        console.log(
          `\n${b.label} error log (upstream failures it handled):\n${log
            .split('\n')
            .slice(-8)
            .map((l) => `  ${l}`)
            .join('\n')}`,
        );
    }
  } catch (err) {
    setupError =
      err instanceof BenchError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err);
    currentSection = 'start';
    record(false, 'set-up', setupError);
  } finally {
    signals.cleaning(true);
    await resources.releaseAll();
  }
  if (abort.signal.aborted) record(false, 'interrupted');

  const { passed, failed, seconds, exitCode } = tallyChecks(checks, {
    startedAt,
    reportFile: process.env.MULTINODE_REPORT,
    figures: report,
  });
  printFailures(checks, (c) => c.section);
  console.log(
    `\nmultinode: ${passed} passed, ${failed} failed (${seconds} s; balancers: ${report.balancers?.join(', ') ?? 'none'})`,
  );
  return exitCode;
}

exitWith(main);
