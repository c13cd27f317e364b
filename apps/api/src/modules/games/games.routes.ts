import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { apiPaths } from '@guildhall/contract/paths';
import { GamesQuerySchema, PrecheckQuerySchema } from '@guildhall/contract/games';
import type { Database } from '../../db/schema';
import { parseWith } from '../../lib/validate';
import { listGameDetails, listGameItems, precheck } from './games.service';

export const gamesRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(apiPaths.gamesSimple, async (request, reply) => {
    const q = parseWith(GamesQuerySchema, request.query);
    const { brand, lang, area } = request.site;
    return reply.ok(await listGameItems(db, brand, lang, area, q.platform));
  });

  app.get(apiPaths.gamesAll, async (request, reply) => {
    const q = parseWith(GamesQuerySchema, request.query);
    const { brand, lang, area } = request.site;
    return reply.ok(await listGameDetails(db, brand, lang, area, q.platform));
  });

  app.get(apiPaths.gamesPrecheck, async (request, reply) => {
    const q = parseWith(PrecheckQuerySchema, request.query);
    return reply.ok(await precheck(db, request.site.brand, q.clientId));
  });
};
