import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { apiPaths } from '@guildhall/contract/paths';
import { ErrorCode } from '@guildhall/contract/errors';
import { ClientErrorReportSchema } from '@guildhall/contract/site';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RateLimitStore } from '../../lib/rate-limit';
import { parseWith } from '../../lib/validate';
import { bootFor, noticeFor, recordClientError } from './site.service';

export const siteRoutes: FastifyPluginAsync<{
  db: Kysely<Database>;
  rateLimits: RateLimitStore;
  clientErrorsPerMinute: number;
}> = async (app, { db, rateLimits, clientErrorsPerMinute }) => {
  app.get(apiPaths.siteBoot, async (request, reply) => reply.ok(await bootFor(db, request.site)));

  app.get(apiPaths.siteNotice, async (request, reply) => {
    const { slug } = parseWith(z.object({ slug: z.string().max(40) }), request.params);
    return reply.ok(await noticeFor(db, request.site, slug));
  });

  // The error monitor's default sink (api error 1106 and friends). Signed like every POST, and
  // rate limited: a broken client in a loop must not fill the table.
  app.post(apiPaths.clientErrors, { config: { signed: true, idempotent: true } }, async (request, reply) => {
    const hit = await rateLimits.hit(`client-error:${request.ip}`, clientErrorsPerMinute, 60_000);
    if (!hit.allowed) throw new AppError(ErrorCode.rateLimited, null, { 'retry-after': String(hit.retryAfterSeconds) });
    const report = parseWith(ClientErrorReportSchema, request.body);
    await db.transaction().execute(async (trx) => {
      await recordClientError(trx, request.site, report, { requestId: request.id, userAgent: request.headers['user-agent'] });
      await request.sealIdempotent(trx, null);
    });
    request.log.warn({ clientError: { code: report.code, apiPath: report.apiPath, httpStatus: report.httpStatus } }, 'client error reported');
    return reply.ok(null);
  });
};
