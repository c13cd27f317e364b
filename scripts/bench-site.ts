// The "site/front" scenario of scripts/bench.ts: the server-rendered front page as a
// browser asks for it (Host of a brand, `Accept-Encoding: br, gzip`), served from the kept page
// (cache warm), against a bare node:http server answering the very same bytes with the very same
// headers (the real answer is captured once, Content-Encoding included). After the load, the cost
// of a cold render: distinct pages the server has not kept yet (`/?clientId=<n>`, every one a
// new cache key, web-render.ts RENDERED_QUERY), asked one at a time over one keep-alive
// connection so that each latency is the render (data through app.inject, React to HTML, Brotli
// of the new page), not queueing; the same for the kept page, for comparison.
import http from 'node:http';
import zlib from 'node:zlib';
import { BenchError, processCpuMs, type HttpAnswer } from './bench-process';
import { keepAliveAgent, latencyStats, type LatencyStats } from './bench-http';

/** What a browser sends that matters to the answer: the encodings it takes and its languages. */
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', 'accept-language': 'en-US,en;q=0.9' } as const;

/** Headers of the captured answer that belong to the connection or the moment, not to the page. */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** The captured answer's headers as the bare server should send them (everything but the per-connection ones). */
export function replayedHeaders(answer: HttpAnswer): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined || NOT_REPLAYED.has(name)) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** Fails unless the captured front page is what a browser would get: 200, Brotli, HTML with the page inside. */
export function checkFrontPage(answer: HttpAnswer): { htmlBytes: number; html: string } {
  if (answer.status !== 200) throw new BenchError(`GET / answered ${answer.status}`);
  if (answer.headers['content-encoding'] !== 'br') {
    throw new BenchError(
      `GET / with accept-encoding "${BROWSER_HEADERS['accept-encoding']}" was not sent as Brotli (content-encoding ${String(answer.headers['content-encoding'])})`,
    );
  }
  const html = zlib.brotliDecompressSync(answer.body).toString('utf8');
  // The renderer's page data block: without it the server sent the bare shell (no server bundle).
  if (!html.includes('id="gh-ssr"')) {
    throw new BenchError(
      'GET / is the empty shell, not a rendered page: is apps/web/dist-ssr/entry-server.js built (`npm run build`)?',
    );
  }
  return { htmlBytes: Buffer.byteLength(html), html };
}

export interface RenderFigures {
  host: string;
  /** Kept page: bytes on the wire (Brotli) and decoded. */
  frontPage: { brotliBytes: number; htmlBytes: number };
  /** `serverCpuMs`: the server process's CPU time per request (null off Linux), steadier than latency on a busy machine. */
  cold: { path: string; stats: LatencyStats; serverCpuMs: number | null; meanHtmlBytes: number };
  warm: { path: string; stats: LatencyStats; serverCpuMs: number | null };
  /** CPU time of Brotli (quality 9, as web-render.ts) of the front page's HTML in the bench process, median of 10: the share of a cold render that is compression. */
  brotliCpuMs: number;
}

interface Timed {
  status: number;
  encoding: string | undefined;
  body: Buffer;
  ms: number;
}

function timedGet(origin: string, path: string, headers: Record<string, string>, agent: http.Agent): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(`${origin}${path}`, { headers, agent, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${path} timed out`)));
    req.on('error', reject);
  });
}

/**
 * `samples` cold renders and as many warm answers, sequential on one keep-alive connection. A few
 * cold renders first are not counted (the first ones after a start pay for the code's first runs
 * on paths the load did not take, e.g. the render of a key not kept).
 */
export async function measureRenders(
  origin: string,
  host: string,
  front: { brotliBytes: number; htmlBytes: number; html: string },
  pid: number | undefined,
  options: { samples: number; unmeasured: number; signal: AbortSignal },
): Promise<RenderFigures> {
  const agent = keepAliveAgent(1);
  const headers = { host, ...BROWSER_HEADERS };
  // Distinct from anything the load asked for; a new value is a new kept page.
  const base = 1_000_000;
  const coldPath = (i: number) => `/?clientId=${base + i}`;
  try {
    const cold: number[] = [];
    let htmlBytes = 0;
    let coldCpuBefore: number | undefined;
    for (let i = 0; i < options.unmeasured + options.samples; i += 1) {
      if (options.signal.aborted) throw new BenchError('interrupted');
      if (i === options.unmeasured) coldCpuBefore = processCpuMs(pid);
      const answer = await timedGet(origin, coldPath(i), headers, agent);
      if (answer.status !== 200 || answer.encoding !== 'br') {
        throw new BenchError(
          `GET ${coldPath(i)}: HTTP ${answer.status}, content-encoding ${String(answer.encoding)} (expected 200, br)`,
        );
      }
      if (i < options.unmeasured) continue;
      cold.push(answer.ms);
      const html = zlib.brotliDecompressSync(answer.body);
      if (!html.includes('id="gh-ssr"')) throw new BenchError(`GET ${coldPath(i)} is the shell, not a rendered page`);
      htmlBytes += html.length;
    }
    const coldCpuAfter = processCpuMs(pid);
    const warm: number[] = [];
    const warmCpuBefore = processCpuMs(pid);
    for (let i = 0; i < options.samples; i += 1) {
      if (options.signal.aborted) throw new BenchError('interrupted');
      const answer = await timedGet(origin, '/', headers, agent);
      if (answer.status !== 200) throw new BenchError(`GET /: HTTP ${answer.status}`);
      warm.push(answer.ms);
    }
    const warmCpuAfter = processCpuMs(pid);
    const perRequest = (before: number | undefined, after: number | undefined) =>
      before === undefined || after === undefined ? null : Math.round(((after - before) / options.samples) * 100) / 100;
    const brotli: number[] = [];
    const html = Buffer.from(front.html, 'utf8');
    for (let i = 0; i < 10; i += 1) {
      const started = process.cpuUsage();
      zlib.brotliCompressSync(html, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length },
      });
      const used = process.cpuUsage(started);
      brotli.push((used.user + used.system) / 1000);
    }
    return {
      host,
      frontPage: { brotliBytes: front.brotliBytes, htmlBytes: front.htmlBytes },
      cold: {
        path: `${coldPath(options.unmeasured)} … ${coldPath(options.unmeasured + options.samples - 1)}`,
        stats: latencyStats(cold),
        serverCpuMs: perRequest(coldCpuBefore, coldCpuAfter),
        meanHtmlBytes: Math.round(htmlBytes / cold.length),
      },
      warm: { path: '/', stats: latencyStats(warm), serverCpuMs: perRequest(warmCpuBefore, warmCpuAfter) },
      brotliCpuMs: latencyStats(brotli).median,
    };
  } finally {
    agent.destroy();
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function describeRenders(f: RenderFigures): string[] {
  const cpu = (ms: number | null) => (ms === null ? '' : `; server CPU ${ms} ms a request`);
  return [
    `front page on ${f.host}: ${kb(f.frontPage.brotliBytes)} Brotli (${kb(f.frontPage.htmlBytes)} HTML)`,
    `cold render (${f.cold.stats.count} pages not kept yet, ${f.cold.path}, one at a time; ${kb(f.cold.meanHtmlBytes)} HTML each): ` +
      `median ${f.cold.stats.median} ms, p95 ${f.cold.stats.p95} ms, max ${f.cold.stats.max} ms${cpu(f.cold.serverCpuMs)}`,
    `warm (the kept page /, ${f.warm.stats.count} one at a time): median ${f.warm.stats.median} ms, p95 ${f.warm.stats.p95} ms${cpu(f.warm.serverCpuMs)}`,
    `of a cold render, Brotli q9 of the page costs about ${f.brotliCpuMs} ms of CPU (median of 10 in the bench process)`,
  ];
}
