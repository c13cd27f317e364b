import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { apiPaths } from '@guildhall/contract/paths';
import { envelopeSchema, type Envelope } from '@guildhall/contract/envelope';
import {
  GameDetailSchema,
  GameListItemSchema,
  GamesQuerySchema,
  PrecheckQuerySchema,
  PrecheckResultSchema,
  type GameDetail,
  type GameListItem,
} from '@guildhall/contract/games';
import type { Database } from '../../db/schema';
import type { TtlCache } from '../../lib/ttl-cache';
import { listGameDetails, listGameItems, precheck } from './games.service';

/** The answer is the same for every player of a brand, language, area and platform: it is
 * serialised once and cached (see ttl-cache.ts for how fresh it stays), as bytes: a string answer
 * is measured and UTF-8 encoded again on every send (about 1.2 µs for these lists, measured with
 * `npm run bench`, docs/architecture.md "Request pipeline"). */
function sendJson(reply: FastifyReply, json: Buffer) {
  return reply.type('application/json; charset=utf-8').send(json);
}

function encoded<T>(answer: Envelope<T>): Buffer {
  return Buffer.from(JSON.stringify(answer));
}

export const gamesRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; cache: TtlCache<Buffer> }> = async (
  app,
  { db, cache },
) => {
  app.get(
    apiPaths.gamesSimple,
    { schema: { querystring: GamesQuerySchema, response: { 200: envelopeSchema(z.array(GameListItemSchema)) } } },
    async (request, reply) => {
      const q = request.query;
      const { brand, lang, area } = request.site;
      const json = await cache.get(`simple:${brand.id}:${lang}:${area}:${q.platform ?? ''}`, async () =>
        encoded<GameListItem[]>({
          code: 0,
          msg: 'success',
          data: await listGameItems(db, brand, lang, area, q.platform),
        }),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    apiPaths.gamesAll,
    { schema: { querystring: GamesQuerySchema, response: { 200: envelopeSchema(z.array(GameDetailSchema)) } } },
    async (request, reply) => {
      const q = request.query;
      const { brand, lang, area } = request.site;
      const json = await cache.get(`all:${brand.id}:${lang}:${area}:${q.platform ?? ''}`, async () =>
        encoded<GameDetail[]>({
          code: 0,
          msg: 'success',
          data: await listGameDetails(db, brand, lang, area, q.platform),
        }),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    apiPaths.gamesPrecheck,
    { schema: { querystring: PrecheckQuerySchema, response: { 200: envelopeSchema(PrecheckResultSchema) } } },
    async (request, reply) => {
      return reply.ok(await precheck(db, request.site.brand, request.query.clientId));
    },
  );
};
