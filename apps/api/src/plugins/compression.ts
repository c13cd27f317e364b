// Compresses on the fly what the server renders or answers itself: the branded HTML
// and JSON answers above a size floor, in Brotli or gzip as the client's Accept-Encoding asks
// (Brotli preferred). Static build files are not handled here: they are compressed at build
// (scripts/precompress.mjs) and sent by @fastify/static with `preCompressed`. A small onSend
// step rather than @fastify/compress: it only looks at string and Buffer bodies, so streams
// (static files, media, downloads) pass untouched, and a request without Accept-Encoding costs
// a few comparisons.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply, onSendAsyncHookHandler, RouteOptions } from 'fastify';

/** Answers smaller than this go as they are: the saving would not pay for the work. */
export const COMPRESS_FLOOR = 1024;
// Text types worth compressing; images, video and archives are already compressed formats.
const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|problem\+json|[\w.+-]+\+json|[\w.+-]+\+xml)|image\/svg\+xml)/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Coding = 'br' | 'gzip';

/** The coding to use for an Accept-Encoding header: br, then gzip, honouring q=0; null = identity. */
export function chooseCoding(header: string | undefined): Coding | null {
  if (!header) return null;
  let br: boolean | undefined;
  let gz: boolean | undefined;
  let star = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    const token = name.trim();
    if (token === 'br') br = accepted;
    else if (token === 'gzip' || token === 'x-gzip') gz = accepted;
    else if (token === '*') star = accepted;
  }
  // `*` stands for every coding not named: `br;q=0, *` still allows gzip.
  if (br ?? star) return 'br';
  if (gz ?? star) return 'gzip';
  return null;
}

function addVary(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  if (current === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const value = Array.isArray(current) ? current.join(', ') : String(current);
  if (value === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(value)) return;
  reply.header('vary', `${value}, accept-encoding`);
}

const compress: onSendAsyncHookHandler = async (request, reply, payload) => {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const status = reply.statusCode;
  if (status === 206 || status === 204 || status === 304 || status < 200) return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload;
  const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  if (size < COMPRESS_FLOOR) return payload;
  // The answer depends on Accept-Encoding from here on, whatever this client sent.
  addVary(reply);
  if (request.method === 'HEAD') return payload;
  const coding = chooseCoding(request.headers['accept-encoding']);
  if (!coding) return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const out =
    coding === 'br'
      ? // Quality 4: most of Brotli's gain over gzip at a fraction of the default's (11) cost.
        await brotli(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
        })
      : await gzip(body, { level: 6 });
  reply.header('content-encoding', coding);
  reply.removeHeader('content-length');
  return out;
};

/**
 * Appended as the last route-level onSend of every route registered after it, so every other
 * onSend step (the answer check of route-schemas, the idempotency plugin storing an answer) sees
 * the plain body. Register it after the idempotency plugin, before the routes.
 */
export const compressionPlugin = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...own, compress] as RouteOptions['onSend'];
  });
});
