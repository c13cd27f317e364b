import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { apiPaths } from '@guildhall/contract/paths';
import {
  CreateInquirySchema,
  FeedbackQuerySchema,
  InquiryDetailQuerySchema,
  InquiryIdSchema,
  InquiryListQuerySchema,
  ReplySchema,
  ScoreSchema,
  UnresolvedQuerySchema,
} from '@guildhall/contract/support';
import type { Database } from '../../db/schema';
import { parseWith } from '../../lib/validate';
import { AppError } from '../../lib/app-error';
import type { RateLimitStore } from '../../lib/rate-limit';
import { ErrorCode } from '@guildhall/contract/errors';
import { createInquiriesService, type FileUrl, type PlayerContext } from './inquiries.service';

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

export const inquiriesRoutes: FastifyPluginAsync<{ db: Kysely<Database>; fileUrl: FileUrl; rateLimits: RateLimitStore; createPerHour: number }> = async (
  app,
  { db, fileUrl, rateLimits, createPerHour },
) => {
  const inquiries = createInquiriesService(db, fileUrl);

  app.post(apiPaths.inquiries, { config: { signed: true, idempotent: true } }, async (request, reply) => {
    const session = await request.requireUser();
    const body = parseWith(CreateInquirySchema, request.body);
    // Counted only for valid requests, so a player fixing a form is never locked out by it.
    const hit = await rateLimits.hit(`inquiry:user:${session.user.id}`, createPerHour, 60 * 60_000);
    if (!hit.allowed) throw new AppError(ErrorCode.rateLimited, null, { 'retry-after': String(hit.retryAfterSeconds) });
    return reply.ok(await inquiries.create(session, body, playerContext(request), request.sealIdempotent));
  });

  app.get(apiPaths.inquiryList, async (request, reply) => {
    const session = await request.requireUser();
    const q = parseWith(InquiryListQuerySchema, request.query);
    const { brand, lang, area } = request.site;
    return reply.ok(await inquiries.list(session, q, brand.id, lang, area));
  });

  app.get(apiPaths.inquiryDetail, async (request, reply) => {
    const session = await request.requireUser();
    const q = parseWith(InquiryDetailQuerySchema, request.query);
    const { brand, lang, area } = request.site;
    return reply.ok(await inquiries.detail(session, q.inquiryId, brand.id, lang, area));
  });

  app.post(apiPaths.inquiryReply, { config: { signed: true, idempotent: true } }, async (request, reply) => {
    const session = await request.requireUser();
    const body = parseWith(ReplySchema, request.body);
    await inquiries.reply(session, body, playerContext(request), request.sealIdempotent);
    return reply.ok(null);
  });

  app.post(apiPaths.inquiryEnd, { config: { signed: true } }, async (request, reply) => {
    const session = await request.requireUser();
    const body = parseWith(InquiryIdSchema, request.body);
    await inquiries.end(session, body.inquiryId, request.site.brand.id);
    return reply.ok(null);
  });

  app.post(apiPaths.inquiryScore, { config: { signed: true } }, async (request, reply) => {
    const session = await request.requireUser();
    const body = parseWith(ScoreSchema, request.body);
    await inquiries.score(session, body, request.site.brand.id);
    return reply.ok(null);
  });

  // The red dot. Without a token there is nothing to be unread; an invalid one is -600.
  app.get(apiPaths.inquiryFeedback, async (request, reply) => {
    const q = parseWith(FeedbackQuerySchema, request.query);
    const session = request.headers.authorization ? await request.requireUser() : null;
    return reply.ok(await inquiries.feedback(session, request.site.brand.id, q.clientId));
  });

  app.get(apiPaths.inquiryUnresolved, async (request, reply) => {
    const q = parseWith(UnresolvedQuerySchema, request.query);
    const session = request.headers.authorization ? await request.requireUser() : null;
    return reply.ok(await inquiries.unresolved(session, request.site.brand.id, q.clientId));
  });
};
