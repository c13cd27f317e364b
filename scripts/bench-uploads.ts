// The "uploads" scenario of scripts/bench.ts: several players upload large attachments at once,
// and the server must stream them to storage instead of holding them in memory. Measures the
// API process's resident memory (VmRSS, sampled every 50 ms) before and during the run, and the
// total upload throughput. Files are generated on the fly as streams (an MP4 header, then random
// bytes: videos are stored as sent, while images are decoded and re-encoded), so the bench process
// does not hold them either.
import fs from 'node:fs';
import http from 'node:http';
import { randomBytes, randomFillSync } from 'node:crypto';
import { Readable } from 'node:stream';
import { signRequest } from '@guildhall/contract/signature';
import { BenchError } from './bench-process';
import { guestToken } from './bench-http';

const MIB = 1024 * 1024;
const MP4_HEADER = Buffer.from('\0\0\0\x20ftypisom\0\0\x02\0isomiso2avc1mp41', 'latin1');

export interface UploadsSettings {
  clients: number;
  filesPerClient: number;
  fileBytes: number;
  /** Host of the brand whose limits allow `fileBytes` (nova: 20 MB; hanami allows only 8 MB). */
  host: string;
  /** Peak RSS growth goal, bytes. */
  goalBytes: number;
  sampleMs: number;
}

export const DEFAULT_UPLOADS: UploadsSettings = {
  clients: 8,
  filesPerClient: 3,
  fileBytes: 20 * MIB,
  host: 'nova.localhost',
  goalBytes: 64 * MIB,
  sampleMs: 50,
};

export interface UploadsFigures {
  clients: number;
  filesPerClient: number;
  fileBytes: number;
  uploads: number;
  totalBytes: number;
  elapsedMs: number;
  throughputMiBps: number;
  latencyMs: { p50: number; max: number };
  rss: { baselineBytes: number; peakBytes: number; growthBytes: number; samples: number } | null;
  goalBytes: number;
  meetsGoal: boolean;
}

/** Resident set size of a process in bytes (Linux /proc); undefined elsewhere or when it is gone. */
export function rssBytes(pid: number | undefined): number | undefined {
  if (pid === undefined || process.platform !== 'linux') return undefined;
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples VmRSS every `intervalMs` until stopped; the peak and the number of samples. */
function rssSampler(pid: number | undefined, intervalMs: number) {
  let peak = 0;
  let samples = 0;
  const sample = () => {
    const v = rssBytes(pid);
    if (v === undefined) return;
    samples += 1;
    if (v > peak) peak = v;
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { peak, samples };
    },
  };
}

/** `size` bytes passing as MP4: an ftyp box, then fresh random bytes, made as they are read. */
export function mp4Stream(size: number, chunkBytes = 64 * 1024): Readable {
  let sent = 0;
  return new Readable({
    highWaterMark: chunkBytes,
    read() {
      if (sent >= size) return void this.push(null);
      const n = Math.min(chunkBytes, size - sent);
      const chunk = randomFillSync(Buffer.allocUnsafe(n));
      if (sent === 0) MP4_HEADER.copy(chunk, 0, 0, Math.min(MP4_HEADER.length, n));
      sent += n;
      this.push(chunk);
    },
  });
}

interface Answer {
  status: number;
  json: { code: number; msg: string; data: unknown };
}

function request(
  origin: string,
  options: { method: string; path: string; headers: Record<string, string>; body?: Buffer | Readable },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}${options.path}`,
      { method: options.method, headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({
              status: res.statusCode ?? 0,
              json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['json'],
            });
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    const body = options.body;
    if (!body) req.end();
    else if (Buffer.isBuffer(body)) req.end(body);
    else {
      body.on('error', (err) => req.destroy(err));
      body.pipe(req);
    }
  });
}

/** One upload of `size` bytes as multipart/form-data, streamed; resolves with the time it took. */
async function uploadOne(origin: string, host: string, token: string, name: string, size: number): Promise<number> {
  const boundary = `----guildhallbench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const signed = await signRequest({ method: 'POST', path: '/files', token, body: '' });
  async function* body() {
    yield head;
    yield* mp4Stream(size);
    yield tail;
  }
  const started = performance.now();
  const answer = await request(origin, {
    method: 'POST',
    path: '/api/files',
    headers: {
      host,
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + size + tail.length),
      ...signed,
    },
    body: Readable.from(body(), { objectMode: false }),
  });
  const data = answer.json.data as { size?: number } | null;
  if (answer.status !== 200 || answer.json.code !== 0 || data?.size !== size) {
    throw new BenchError(`upload ${name} failed: HTTP ${answer.status} ${JSON.stringify(answer.json)}`);
  }
  return performance.now() - started;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Logs `clients` guests in, lets each upload a small file (so code loaded on first use is not
 * counted as growth), takes the baseline RSS, then has every client upload `filesPerClient`
 * files of `fileBytes` one after another, all clients at once, sampling RSS meanwhile.
 */
export async function runUploads(
  api: { origin: string; pid: number | undefined },
  settings: UploadsSettings = DEFAULT_UPLOADS,
  signal?: AbortSignal,
): Promise<UploadsFigures> {
  const tokens = await Promise.all(
    Array.from({ length: settings.clients }, () => guestToken(api.origin, settings.host)),
  );
  await Promise.all(
    tokens.map((token, i) => uploadOne(api.origin, settings.host, token, `warm-up-${i}.mp4`, 64 * 1024)),
  );
  await sleep(500);
  const baseline = rssBytes(api.pid);
  const sampler = rssSampler(api.pid, settings.sampleMs);
  const latencies: number[] = [];
  const started = performance.now();
  let sampled: { peak: number; samples: number } | undefined;
  try {
    await Promise.all(
      tokens.map(async (token, client) => {
        for (let f = 0; f < settings.filesPerClient; f++) {
          if (signal?.aborted) throw new BenchError('interrupted');
          latencies.push(
            await uploadOne(api.origin, settings.host, token, `bench-${client}-${f}.mp4`, settings.fileBytes),
          );
        }
      }),
    );
  } finally {
    sampled = sampler.stop();
  }
  const { peak, samples } = sampled;
  const elapsedMs = performance.now() - started;
  const uploads = settings.clients * settings.filesPerClient;
  const totalBytes = uploads * settings.fileBytes;
  latencies.sort((a, b) => a - b);
  const rss =
    baseline === undefined || samples === 0
      ? null
      : {
          baselineBytes: baseline,
          peakBytes: Math.max(peak, baseline),
          growthBytes: Math.max(0, peak - baseline),
          samples,
        };
  return {
    clients: settings.clients,
    filesPerClient: settings.filesPerClient,
    fileBytes: settings.fileBytes,
    uploads,
    totalBytes,
    elapsedMs: Math.round(elapsedMs),
    throughputMiBps: Math.round((totalBytes / MIB / (elapsedMs / 1000)) * 10) / 10,
    latencyMs: {
      p50: Math.round(latencies[Math.floor(latencies.length / 2)] ?? 0),
      max: Math.round(latencies.at(-1) ?? 0),
    },
    rss,
    goalBytes: settings.goalBytes,
    meetsGoal: rss === null ? true : rss.growthBytes < settings.goalBytes,
  };
}

export function describeUploads(f: UploadsFigures): string[] {
  const mib = (n: number) => `${(n / MIB).toFixed(1)} MB`;
  const lines = [
    `${f.clients} clients × ${f.filesPerClient} files × ${mib(f.fileBytes)} = ${f.uploads} uploads, ${mib(f.totalBytes)} in ` +
      `${(f.elapsedMs / 1000).toFixed(1)} s → ${f.throughputMiBps} MB/s; per upload p50 ${f.latencyMs.p50} ms, max ${f.latencyMs.max} ms`,
  ];
  if (f.rss) {
    lines.push(
      `server RSS: baseline ${mib(f.rss.baselineBytes)}, peak ${mib(f.rss.peakBytes)}, growth ${mib(f.rss.growthBytes)} ` +
        `(${f.rss.samples} samples) → goal < ${mib(f.goalBytes)} ${f.meetsGoal ? '✓' : '✗ ABOVE GOAL'}`,
    );
  } else {
    lines.push('server RSS: not measured (needs Linux /proc)');
  }
  return lines;
}
