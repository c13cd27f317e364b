// Slow uploads against the real server: twenty clients each open an upload and then send
// a few bytes a second, as a slowloris would. The server must cut every one of them off by its
// transfer-rate floor (UPLOAD_MIN_BYTES_PER_SECOND averaged over UPLOAD_RATE_WINDOW_MS, 1024 B/s
// over 10 s by default), answer 408 in the envelope, and keep nothing: no row, no object, no
// temporary file. Prints when each upload was cut off, and fails when one was not within
// `--deadline` seconds or something was stored.
//
//   node --import tsx scripts/bench-slow-uploads.ts [--clients 20] [--bytes-per-second 5] [--deadline 30]
//     [--min-rate 1024] [--window 10000]
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { signRequest } from '@guildhall/contract/signature';
import { BenchError, Resources } from './bench-process';
import { guestToken } from './bench-http';
import { startApiNode } from './lib/nodes';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

const CLIENTS = arg('clients', 20);
const BYTES_PER_SECOND = arg('bytes-per-second', 5);
const DEADLINE_S = arg('deadline', 30);
const MIN_RATE = arg('min-rate', 1024);
const WINDOW_MS = arg('window', 10_000);
const HOST = 'nova.localhost';
/** What each client claims it will send: a 1 MB attachment. */
const FILE_BYTES = 1024 * 1024;

interface Outcome {
  client: number;
  /** Seconds from the first byte of the request to the answer (or to the connection closing). */
  cutAfterS: number | null;
  status: number | null;
  code: number | null;
  rule: string | null;
  bytesSent: number;
}

async function slowUpload(origin: string, token: string, client: number): Promise<Outcome> {
  const { port } = new URL(origin);
  const boundary = `----slow${client}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow-${client}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const headers = {
    host: HOST,
    authorization: `Bearer ${token}`,
    ...(await signRequest({ method: 'POST', path: '/files', token, body: '' })),
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': String(head.length + FILE_BYTES + tail.length),
  };
  return new Promise((resolve) => {
    const socket = net.createConnection(Number(port), '127.0.0.1');
    const started = Date.now();
    let bytesSent = 0;
    let received = '';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearInterval(drip);
      clearTimeout(deadline);
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      const body = received.slice(received.indexOf('\r\n\r\n') + 4);
      type Envelope = { code?: number; data?: { rule?: string }[] };
      const json = ((): Envelope | null => {
        try {
          return JSON.parse(body) as Envelope;
        } catch {
          return null;
        }
      })();
      resolve({
        client,
        cutAfterS: received || socket.destroyed ? (Date.now() - started) / 1000 : null,
        status: status ? Number(status) : null,
        code: json?.code ?? null,
        rule: json?.data?.[0]?.rule ?? null,
        bytesSent,
      });
    };
    const deadline = setTimeout(() => {
      received = '';
      done = true;
      clearInterval(drip);
      socket.destroy();
      resolve({ client, cutAfterS: null, status: null, code: null, rule: null, bytesSent });
    }, DEADLINE_S * 1000);
    let drip: NodeJS.Timeout | undefined;
    socket.on('data', (c: Buffer) => {
      received += c.toString('utf8');
      const m = /content-length: *(\d+)/i.exec(received);
      const bodyStart = received.indexOf('\r\n\r\n');
      if (m && bodyStart >= 0 && Buffer.byteLength(received.slice(bodyStart + 4)) >= Number(m[1])) finish();
    });
    socket.on('close', finish);
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      socket.write(
        `POST /api/files?domain_area=eru&spec_lang=en HTTP/1.1\r\n${Object.entries(headers)
          .map(([k, v]) => `${k}: ${v}\r\n`)
          .join('')}\r\n`,
      );
      socket.write(head);
      bytesSent = head.length;
      // A few bytes a second, for ever: a slowloris.
      drip = setInterval(() => {
        socket.write(Buffer.alloc(BYTES_PER_SECOND, 0x41));
        bytesSent += BYTES_PER_SECOND;
      }, 1000);
    });
  });
}

/** Files of the attachment storage besides the signed-URL key: objects and temporary files. */
function storedFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'attachments');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
    .filter((f) => !f.startsWith(`secrets${path.sep}`));
}

async function main(): Promise<void> {
  const resources = new Resources();
  process.once('SIGINT', () => void resources.releaseAll().then(() => process.exit(130)));
  try {
    const api = await startApiNode(resources, {
      name: 'api',
      env: { UPLOAD_MIN_BYTES_PER_SECOND: String(MIN_RATE), UPLOAD_RATE_WINDOW_MS: String(WINDOW_MS) },
    });
    const token = await guestToken(api.origin, HOST);
    console.log(
      `${CLIENTS} uploads of a declared ${FILE_BYTES / 1024} KB, each sending ${BYTES_PER_SECOND} B/s; ` +
        `floor ${MIN_RATE} B/s over ${WINDOW_MS / 1000} s; deadline ${DEADLINE_S} s`,
    );
    const outcomes = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => slowUpload(api.origin, token, i + 1)));
    // Give the server a moment to finish cleaning up after the last cut.
    await new Promise((r) => setTimeout(r, 500));
    const files = storedFiles(api.dataDir);
    await api.stop();
    const db = new Database(path.join(api.dataDir, 'guildhall.db'), { readonly: true });
    const rows = (db.prepare('select count(*) as n from files').get() as { n: number }).n;
    db.close();

    for (const o of outcomes) {
      const when =
        o.cutAfterS === null ? `not cut off within ${DEADLINE_S} s` : `cut off after ${o.cutAfterS.toFixed(2)} s`;
      console.log(
        `  upload ${String(o.client).padStart(2)}: ${when}, HTTP ${o.status ?? '-'} code ${o.code ?? '-'} rule ${o.rule ?? '-'}, ${o.bytesSent} bytes sent`,
      );
    }
    const times = outcomes
      .map((o) => o.cutAfterS)
      .filter((t): t is number => t !== null)
      .sort((a, b) => a - b);
    const uncut = outcomes.length - times.length;
    console.log(
      `cut off: ${times.length}/${outcomes.length}` +
        (times.length
          ? `, after ${times[0]!.toFixed(2)}–${times[times.length - 1]!.toFixed(2)} s (median ${times[Math.floor(times.length / 2)]!.toFixed(2)} s)`
          : ''),
    );
    console.log(
      `stored: ${rows} file rows, ${files.length} files in attachments/ ${files.length ? JSON.stringify(files) : ''}`,
    );
    const answered408 = outcomes.filter((o) => o.status === 408 && o.rule === 'tooSlow').length;
    console.log(`answered 408 tooSlow: ${answered408}/${outcomes.length}`);
    if (uncut > 0 || rows > 0 || files.length > 0)
      throw new BenchError('slow uploads were not all cut off, or something was stored');
  } finally {
    await resources.releaseAll();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof BenchError ? `bench-slow-uploads: ${err.message}` : err);
  process.exit(1);
});
