import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { SiteBootSchema, NoticeSchema } from '@guildhall/contract/brands';
import { envelopeSchema } from '@guildhall/contract/envelope';
import { ErrorCode } from '@guildhall/contract/errors';
import { apiPaths } from '@guildhall/contract/paths';
import { ClientErrorReportSchema, NoticeParamsSchema } from '@guildhall/contract/site';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RateLimitStore } from '../../lib/rate-limit';
import { bootFor, noticeFor, recordClientError } from './site.service';

export const siteRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  rateLimits: RateLimitStore;
  clientErrorsPerMinute: number;
}> = async (app, { db, rateLimits, clientErrorsPerMinute }) => {
  app.get(
    apiPaths.siteBoot,
    { schema: { response: { 200: envelopeSchema(SiteBootSchema) } } },
    async (request, reply) => reply.ok(await bootFor(db, request.site)),
  );

  app.get(
    apiPaths.siteNotice,
    { schema: { params: NoticeParamsSchema, response: { 200: envelopeSchema(NoticeSchema) } } },
    async (request, reply) => {
      return reply.ok(await noticeFor(db, request.site, request.params.slug));
    },
  );

  // The error monitor's default sink (api error 1106 and friends). Signed like every POST, and
  // rate limited: a broken client in a loop must not fill the table. Every report counts, a
  // malformed one too, so the limit comes before the report's check.
  const limitReports: preHandlerAsyncHookHandler = async (request) => {
    const hit = await rateLimits.hit(`client-error:${request.ip}`, clientErrorsPerMinute, 60_000);
    if (!hit.allowed)
      throw new AppError(ErrorCode.rateLimited, { headers: { 'retry-after': String(hit.retryAfterSeconds) } });
  };
  app.post(
    apiPaths.clientErrors,
    {
      config: { signed: true, idempotent: true },
      preHandler: limitReports,
      schema: { body: ClientErrorReportSchema, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request, reply) => {
      const report = request.body;
      await recordClientError(
        db,
        request.site,
        report,
        { requestId: request.id, userAgent: request.headers['user-agent'] },
        request.sealIdempotent,
      );
      request.log.warn(
        { clientError: { code: report.code, apiPath: report.apiPath, httpStatus: report.httpStatus } },
        'client error reported',
      );
      return reply.ok(null);
    },
  );
};
