import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { envelopeSchema } from '@guildhall/contract/envelope';
import { apiPaths } from '@guildhall/contract/paths';
import {
  ClientQuerySchema,
  FaqPageSchema,
  FaqsQuerySchema,
  FaqTypeSchema,
  GameAreaSchema,
  GameRoleSchema,
  GameServerSchema,
  InquiryTypeSchema,
  RolesQuerySchema,
  ServersQuerySchema,
} from '@guildhall/contract/support';
import type { Database } from '../../db/schema';
import { directoryOf, faqs, faqTypes, gameOfBrand, inquiryTypesWithFields } from './catalogue.service';

const listOf = <T extends z.ZodType>(item: T) => ({ 200: envelopeSchema(z.array(item)) });

export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(
    apiPaths.faqTypes,
    { schema: { querystring: ClientQuerySchema, response: listOf(FaqTypeSchema) } },
    async (request, reply) => {
      const { brand, lang, area } = request.site;
      return reply.ok(await faqTypes(db, await gameOfBrand(db, brand.id, request.query.clientId), lang, area));
    },
  );

  app.get(
    apiPaths.faqs,
    { schema: { querystring: FaqsQuerySchema, response: { 200: envelopeSchema(FaqPageSchema) } } },
    async (request, reply) => {
      const q = request.query;
      const { brand, lang, area } = request.site;
      return reply.ok(await faqs(db, await gameOfBrand(db, brand.id, q.clientId), q, lang, area));
    },
  );

  app.get(
    apiPaths.inquiryTypes,
    { schema: { querystring: ClientQuerySchema, response: listOf(InquiryTypeSchema) } },
    async (request, reply) => {
      const { brand, lang, area } = request.site;
      return reply.ok(
        await inquiryTypesWithFields(db, await gameOfBrand(db, brand.id, request.query.clientId), lang, area),
      );
    },
  );

  app.get(
    apiPaths.gameAreas,
    { schema: { querystring: ClientQuerySchema, response: listOf(GameAreaSchema) } },
    async (request, reply) => {
      const { brand, lang, area } = request.site;
      const game = await gameOfBrand(db, brand.id, request.query.clientId);
      return reply.ok(await directoryOf(db, game, area, request.log).areas(lang));
    },
  );

  app.get(
    apiPaths.gameServers,
    { schema: { querystring: ServersQuerySchema, response: listOf(GameServerSchema) } },
    async (request, reply) => {
      const q = request.query;
      const { brand, lang, area } = request.site;
      const game = await gameOfBrand(db, brand.id, q.clientId);
      return reply.ok(await directoryOf(db, game, area, request.log).servers(q.gameAreaId, lang));
    },
  );

  // The caller's characters; guests and anonymous callers have none ("no character info").
  app.get(
    apiPaths.gameRoles,
    { schema: { querystring: RolesQuerySchema, response: listOf(GameRoleSchema) } },
    async (request, reply) => {
      const q = request.query;
      const { brand, area } = request.site;
      const game = await gameOfBrand(db, brand.id, q.clientId);
      const session = await request.user();
      if (!session || session.user.type === 'GUEST') return reply.ok([]);
      return reply.ok(await directoryOf(db, game, area, request.log).roles(q.serverId, session.user.account));
    },
  );
};
