import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { apiPaths } from '@guildhall/contract/paths';
import { GamesQuerySchema, PrecheckQuerySchema } from '@guildhall/contract/games';
import type { Database } from '../../db/schema';
import { parseWith } from '../../lib/validate';
import type { TtlCache } from '../../lib/ttl-cache';
import { listGameDetails, listGameItems, precheck } from './games.service';

/** The answer is the same for every player of a brand, language, area and platform: it is
 * serialised once and cached (see ttl-cache.ts for how fresh it stays). */
function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

export const gamesRoutes: FastifyPluginAsync<{ db: Kysely<Database>; cache: TtlCache<string> }> = async (app, { db, cache }) => {
  app.get(apiPaths.gamesSimple, async (request, reply) => {
    const q = parseWith(GamesQuerySchema, request.query);
    const { brand, lang, area } = request.site;
    const json = await cache.get(`simple:${brand.id}:${lang}:${area}:${q.platform ?? ''}`, async () =>
      JSON.stringify({ code: 0, msg: 'success', data: await listGameItems(db, brand, lang, area, q.platform) }),
    );
    return sendJson(reply, json);
  });

  app.get(apiPaths.gamesAll, async (request, reply) => {
    const q = parseWith(GamesQuerySchema, request.query);
    const { brand, lang, area } = request.site;
    const json = await cache.get(`all:${brand.id}:${lang}:${area}:${q.platform ?? ''}`, async () =>
      JSON.stringify({ code: 0, msg: 'success', data: await listGameDetails(db, brand, lang, area, q.platform) }),
    );
    return sendJson(reply, json);
  });

  app.get(apiPaths.gamesPrecheck, async (request, reply) => {
    const q = parseWith(PrecheckQuerySchema, request.query);
    return reply.ok(await precheck(db, request.site.brand, q.clientId));
  });
};
