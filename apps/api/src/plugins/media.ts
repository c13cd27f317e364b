// /media/*: public artwork (brand logos and favicons, game art) streamed from storage when it is
// not on this machine's disk (S3). The answers are those the static file server gives for the
// folder: content type by extension, ETag and Last-Modified, 304 to a matching If-None-Match or
// If-Modified-Since, one byte range (206, or 416 with the size), HEAD, the caller's headers
// (caching, nosniff, sandbox), and the site's 404 for anything else.
// Text artwork (SVG, 10-25 KB for the demo's key art) goes out in Brotli or gzip as
// Accept-Encoding asks, compressed while it streams: the compressed answer has its own
// ETag (the object's with -br / -gzip), every answer about such an object says
// Vary: Accept-Encoding, and a range request gets the plain bytes. Works over any Storage, so it
// can serve the local folder as well.
import zlib from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { parseRange } from '../modules/files/files.routes';
import { contentTypeOfKey } from '../lib/s3-storage';
import { isValidKey, type ObjectInfo, type Storage, type StoredObject } from '../lib/storage';
import { chooseCoding, COMPRESS_FLOOR, type Coding } from './compression';
import { AppError } from '../lib/app-error';
import { ErrorCode } from '@guildhall/contract/errors';

/** Artwork types that are text, so worth compressing; the raster types are compressed already. */
const COMPRESSIBLE_MEDIA = /^image\/svg\+xml\b/;

/** The ETag of the object sent in `coding`: the object's, with the coding inside the quotes. */
export function codedEtag(etag: string, coding: Coding | null): string {
  return coding ? etag.replace(/"$/, `-${coding}"`) : etag;
}

export interface MediaRoutesOptions {
  storage: Storage;
  /** Sent with every answer about an existing object, as the static server's setHeaders. */
  headers: Record<string, string>;
}

/** Whether the client's copy (If-None-Match, else If-Modified-Since) is the object's current one. */
export function isFresh(request: FastifyRequest, info: ObjectInfo): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch) {
    // Weak comparison; a tag of a compressed copy matches the object it was made from.
    const strip = (tag: string) =>
      tag
        .trim()
        .replace(/^W\//, '')
        .replace(/-(br|gzip)"$/, '"');
    return noneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(info.etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  // HTTP dates have whole seconds.
  return Number.isFinite(since) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= since;
}

export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, { storage, headers }) => {
  async function handler(request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) {
    const key = request.params['*'];
    if (!isValidKey(key)) return reply.callNotFound();
    const wantsRange = request.method === 'GET' && request.headers.range !== undefined;
    const conditional =
      request.headers['if-none-match'] !== undefined || request.headers['if-modified-since'] !== undefined;
    // A plain GET is one request to storage; HEAD, conditional and range requests look first.
    let object: StoredObject | null = null;
    let info: ObjectInfo | null;
    if (request.method === 'GET' && !wantsRange && !conditional) info = object = await storage.openRead(key);
    else info = await storage.stat(key);
    if (!info) return reply.callNotFound();
    const fresh = isFresh(request, info);
    const range = wantsRange && !fresh ? parseRange(request.headers.range, info.size) : null;
    // The bytes are opened only when they will be sent, and before any header is set: an object
    // deleted in between is then a plain 404.
    if (request.method === 'GET' && !fresh && range !== 'unsatisfiable' && !object) {
      object = await storage.openRead(key, range ?? undefined);
      if (!object) return reply.callNotFound();
    }

    const type = contentTypeOfKey(key);
    const compressible = COMPRESSIBLE_MEDIA.test(type) && info.size >= COMPRESS_FLOOR;
    // A range is of the plain bytes; otherwise the coding the client accepts best.
    const coding = compressible && !wantsRange ? chooseCoding(request.headers['accept-encoding']) : null;
    reply
      .headers(headers)
      .header('content-type', type)
      .header('etag', codedEtag(info.etag, coding))
      .header('last-modified', info.lastModified.toUTCString())
      .header('accept-ranges', 'bytes');
    if (compressible) reply.header('vary', 'accept-encoding');
    if (fresh) return reply.code(304).send();
    // Past the end: 416 in the envelope with the size, as the static file server answers it.
    if (range === 'unsatisfiable') {
      reply.removeHeader('content-type').removeHeader('etag').removeHeader('last-modified');
      throw new AppError(ErrorCode.validation, {
        data: [{ field: '(request)', rule: 'range' }],
        headers: { 'content-range': `bytes */${info.size}` },
        httpStatus: 416,
      });
    }
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
    if (coding) {
      // The length is known only once compressed: the answer is chunked.
      reply.header('content-encoding', coding);
      if (request.method === 'HEAD' || !object) return reply.send();
      const encoder =
        coding === 'br'
          ? zlib.createBrotliCompress({
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: info.size },
            })
          : zlib.createGzip({ level: 6 });
      object.stream.on('error', (err) => encoder.destroy(err));
      return reply.send(object.stream.pipe(encoder));
    }
    reply.header('content-length', String(range ? range.end - range.start + 1 : info.size));
    if (request.method === 'HEAD' || !object) return reply.send();
    return reply.send(object.stream);
  }
  app.route({ method: ['GET', 'HEAD'], url: '/media/*', handler });
};
