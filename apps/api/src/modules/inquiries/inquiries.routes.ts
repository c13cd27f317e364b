import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { envelopeSchema } from '@guildhall/contract/envelope';
import { apiPaths } from '@guildhall/contract/paths';
import {
  CreateInquiryResultSchema,
  CreateInquirySchema,
  FeedbackQuerySchema,
  FeedbackSchema,
  InquiryDetailQuerySchema,
  InquiryDetailSchema,
  InquiryIdSchema,
  InquiryListQuerySchema,
  InquiryListSchema,
  ReplySchema,
  ScoreSchema,
  UnresolvedQuerySchema,
  UnresolvedSchema,
} from '@guildhall/contract/support';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RateLimitStore } from '../../lib/rate-limit';
import { ErrorCode } from '@guildhall/contract/errors';
import * as inquiries from './inquiries.service';
import type { FileUrl, PlayerContext } from './inquiries.service';
import { checkNewInquiryFields } from '../fields/fields.service';

function playerContext(request: FastifyRequest): PlayerContext {
  const platform = (request.query as Record<string, unknown> | undefined)?.platform;
  return {
    brandId: request.site.brand.id,
    area: request.site.area,
    lang: request.site.lang,
    platform: typeof platform === 'string' && ['android', 'ios', 'web'].includes(platform) ? platform : undefined,
    userAgent: request.headers['user-agent'],
    log: request.log,
  };
}

const answers = <T extends z.ZodType>(data: T) => ({ 200: envelopeSchema(data) });
const none = answers(z.null());

export const inquiriesRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  fileUrl: FileUrl;
  rateLimits: RateLimitStore;
  createPerHour: number;
}> = async (app, { db, fileUrl, rateLimits, createPerHour }) => {
  const create = { signed: true, idempotent: true, auth: 'user' } as const;
  const signedUser = { signed: true, auth: 'user' } as const;

  app.post(
    apiPaths.inquiries,
    { config: create, schema: { body: CreateInquirySchema, response: answers(CreateInquiryResultSchema) } },
    async (request, reply) => {
      const session = await request.requireUser();
      // The category's fields are part of a valid request: checked before counting too.
      await checkNewInquiryFields(db, {
        typeId: request.body.queryType,
        values: request.body.fields,
        lang: request.site.lang,
        area: request.site.area,
      });
      // Counted only for valid requests, so a player fixing a form is never locked out by it.
      const hit = await rateLimits.hit(`inquiry:user:${session.user.id}`, createPerHour, 60 * 60_000);
      if (!hit.allowed)
        throw new AppError(ErrorCode.rateLimited, { headers: { 'retry-after': String(hit.retryAfterSeconds) } });
      return reply.ok(
        await inquiries.create(db, session, request.body, playerContext(request), request.sealIdempotent),
      );
    },
  );

  app.get(
    apiPaths.inquiryList,
    { config: { auth: 'user' }, schema: { querystring: InquiryListQuerySchema, response: answers(InquiryListSchema) } },
    async (request, reply) => {
      const { brand, lang, area } = request.site;
      return reply.ok(await inquiries.list(db, await request.requireUser(), request.query, brand.id, lang, area));
    },
  );

  app.get(
    apiPaths.inquiryDetail,
    {
      config: { auth: 'user' },
      schema: { querystring: InquiryDetailQuerySchema, response: answers(InquiryDetailSchema) },
    },
    async (request, reply) => {
      const { brand, lang, area } = request.site;
      return reply.ok(
        await inquiries.detail(db, await request.requireUser(), request.query.inquiryId, brand.id, lang, area, fileUrl),
      );
    },
  );

  app.post(
    apiPaths.inquiryReply,
    { config: create, schema: { body: ReplySchema, response: none } },
    async (request, reply) => {
      await inquiries.reply(
        db,
        await request.requireUser(),
        request.body,
        playerContext(request),
        request.sealIdempotent,
      );
      return reply.ok(null);
    },
  );

  app.post(
    apiPaths.inquiryEnd,
    { config: signedUser, schema: { body: InquiryIdSchema, response: none } },
    async (request, reply) => {
      await inquiries.end(db, await request.requireUser(), request.body.inquiryId, request.site.brand.id);
      return reply.ok(null);
    },
  );

  app.post(
    apiPaths.inquiryScore,
    { config: signedUser, schema: { body: ScoreSchema, response: none } },
    async (request, reply) => {
      await inquiries.score(db, await request.requireUser(), request.body, request.site.brand.id);
      return reply.ok(null);
    },
  );

  // The red dot. Without a token there is nothing to be unread; an invalid one is -600 (after the
  // query's check: no `config.auth`, the session is optional).
  app.get(
    apiPaths.inquiryFeedback,
    { schema: { querystring: FeedbackQuerySchema, response: answers(FeedbackSchema) } },
    async (request, reply) => {
      const session = request.headers.authorization ? await request.requireUser() : null;
      return reply.ok(await inquiries.feedback(db, session, request.site.brand.id, request.query.clientId));
    },
  );

  app.get(
    apiPaths.inquiryUnresolved,
    { schema: { querystring: UnresolvedQuerySchema, response: answers(UnresolvedSchema) } },
    async (request, reply) => {
      const session = request.headers.authorization ? await request.requireUser() : null;
      return reply.ok(await inquiries.unresolved(db, session, request.site.brand.id, request.query.clientId));
    },
  );
};
