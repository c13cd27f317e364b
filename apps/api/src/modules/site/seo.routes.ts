// robots.txt, sitemap.xml and the share images, outside the API base (decision 0021).
// The brand is the Host's, as for every request. Registered as plain routes, they win over the
// player site's catch-all (`/*` in plugins/web.ts): Fastify prefers a static path to a wildcard.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { GameImageParamsSchema, seoPaths, SHARE_IMAGE, ShareImageQuerySchema } from '@guildhall/contract/seo';
import type { Database } from '../../db/schema';
import type { EventBus } from '../../lib/events';
import type { Storage } from '../../lib/storage';
import { ttlCache } from '../../lib/ttl-cache';
import { publicOrigin } from './seo';
import { robotsTxt, sitemapXml } from './seo.service';
import { createShareImages, type ShareImage, type ShareImages } from './share-image.service';

/** A sitemap is kept this long at most; a catalogue.changed event drops it at once. */
const SITEMAP_TTL_MS = 10 * 60_000;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function ifNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

async function sendImage(
  request: FastifyRequest<{ Querystring: { v?: string | undefined } }>,
  reply: FastifyReply,
  image: ShareImage,
) {
  // The URL that names the current artwork may be kept for a year; any other (an old `v`, none)
  // is answered with the current image but kept only briefly.
  const current = request.query.v === image.version;
  reply
    .header('cache-control', current ? IMMUTABLE : 'public, max-age=3600')
    .header('etag', image.etag)
    .header('x-content-type-options', 'nosniff');
  if (ifNoneMatch(request, image.etag)) return reply.code(304).send();
  const { bytes, final } = await image.body();
  // A stand-in (the artwork could not be read) is neither tagged nor kept.
  if (!final) reply.removeHeader('etag').header('cache-control', 'no-cache');
  return reply.type(SHARE_IMAGE.type).header('content-length', String(bytes.length)).send(bytes);
}

export const seoRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  media: Storage;
  events: EventBus;
  shareImages?: ShareImages;
}> = async (app, { db, media, events, shareImages }) => {
  const sitemaps = ttlCache<string>(SITEMAP_TTL_MS, 200);
  const unsubscribe = events.subscribe('catalogue.changed', () => sitemaps.clear());
  app.addHook('onClose', async () => unsubscribe());
  const images = shareImages ?? createShareImages({ db, storage: media });

  app.get(seoPaths.robots, async (request, reply) => {
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicOrigin(request)));
  });

  app.get(seoPaths.sitemap, async (request, reply) => {
    const { brand, resolved } = request.site;
    const origin = publicOrigin(request);
    // The origin is one of the brand's own hosts (publicOrigin), so the keys stay few.
    const body = await sitemaps.get(`${brand.id}\n${origin}`, () =>
      sitemapXml(db, brand, resolved.row.updated_at, origin),
    );
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get(seoPaths.brandImage, { schema: { querystring: ShareImageQuerySchema } }, async (request, reply) => {
    return sendImage(request, reply, images.brandImage(request.site.brand));
  });

  app.get(
    seoPaths.gameImage,
    { schema: { params: GameImageParamsSchema, querystring: ShareImageQuerySchema } },
    async (request, reply) => {
      return sendImage(request, reply, await images.gameImage(request.site.brand, request.params.id));
    },
  );
};
