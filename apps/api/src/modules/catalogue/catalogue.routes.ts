import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { apiPaths } from '@guildhall/contract/paths';
import { ClientQuerySchema, FaqsQuerySchema, RolesQuerySchema, ServersQuerySchema } from '@guildhall/contract/support';
import type { Database } from '../../db/schema';
import { parseWith } from '../../lib/validate';
import { directoryOf, faqs, faqTypes, gameOfBrand, inquiryTypes } from './catalogue.service';

export const catalogueRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(apiPaths.faqTypes, async (request, reply) => {
    const q = parseWith(ClientQuerySchema, request.query);
    const { brand, lang, area } = request.site;
    return reply.ok(await faqTypes(db, await gameOfBrand(db, brand.id, q.clientId), lang, area));
  });

  app.get(apiPaths.faqs, async (request, reply) => {
    const q = parseWith(FaqsQuerySchema, request.query);
    const { brand, lang, area } = request.site;
    return reply.ok(await faqs(db, await gameOfBrand(db, brand.id, q.clientId), q, lang, area));
  });

  app.get(apiPaths.inquiryTypes, async (request, reply) => {
    const q = parseWith(ClientQuerySchema, request.query);
    const { brand, lang, area } = request.site;
    return reply.ok(await inquiryTypes(db, await gameOfBrand(db, brand.id, q.clientId), lang, area));
  });

  app.get(apiPaths.gameAreas, async (request, reply) => {
    const q = parseWith(ClientQuerySchema, request.query);
    const { brand, lang, area } = request.site;
    const game = await gameOfBrand(db, brand.id, q.clientId);
    return reply.ok(await directoryOf(db, game, area, request.log).areas(lang));
  });

  app.get(apiPaths.gameServers, async (request, reply) => {
    const q = parseWith(ServersQuerySchema, request.query);
    const { brand, lang, area } = request.site;
    const game = await gameOfBrand(db, brand.id, q.clientId);
    return reply.ok(await directoryOf(db, game, area, request.log).servers(q.gameAreaId, lang));
  });

  // The caller's characters; guests and anonymous callers have none ("no character info").
  app.get(apiPaths.gameRoles, async (request, reply) => {
    const q = parseWith(RolesQuerySchema, request.query);
    const { brand, area } = request.site;
    const game = await gameOfBrand(db, brand.id, q.clientId);
    const session = await request.user();
    if (!session || session.user.type === 'GUEST') return reply.ok([]);
    return reply.ok(await directoryOf(db, game, area, request.log).roles(q.serverId, session.user.account));
  });
};
