// /media/*: public artwork (brand logos and favicons, game art) streamed from storage when it is
// not on this machine's disk (S3). The answers are those the static file server gives for the
// folder: content type by extension, ETag and Last-Modified, 304 to a matching If-None-Match or
// If-Modified-Since, one byte range (206, or 416 with the size), HEAD, the caller's headers
// (caching, nosniff, sandbox), and the site's 404 for anything else.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { parseRange } from '../modules/files/files.routes';
import { contentTypeOfKey } from '../lib/s3-storage';
import { isValidKey, type ObjectInfo, type Storage, type StoredObject } from '../lib/storage';

export interface MediaRoutesOptions {
  storage: Storage;
  /** Sent with every answer about an existing object, as the static server's setHeaders. */
  headers: Record<string, string>;
}

/** Whether the client's copy (If-None-Match, else If-Modified-Since) is the object's current one. */
export function isFresh(request: FastifyRequest, info: ObjectInfo): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch) {
    const strip = (tag: string) => tag.trim().replace(/^W\//, '');
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
    const conditional = request.headers['if-none-match'] !== undefined || request.headers['if-modified-since'] !== undefined;
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

    reply
      .headers(headers)
      .header('content-type', contentTypeOfKey(key))
      .header('etag', info.etag)
      .header('last-modified', info.lastModified.toUTCString())
      .header('accept-ranges', 'bytes');
    if (fresh) return reply.code(304).send();
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${info.size}`).send();
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
    reply.header('content-length', String(range ? range.end - range.start + 1 : info.size));
    if (request.method === 'HEAD' || !object) return reply.send();
    return reply.send(object.stream);
  }
  app.route({ method: ['GET', 'HEAD'], url: '/media/*', handler });
};
