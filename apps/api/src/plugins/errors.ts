// The one error handler: AppError becomes its envelope and HTTP status in the player's language;
// anything unexpected is logged with the request id and answered as 5000 without details.
import fp from 'fastify-plugin';
import { ErrorCode } from '@guildhall/contract/errors';
import type { Envelope } from '@guildhall/contract/envelope';
import { AppError } from '../lib/app-error';
import { errorMessage, message } from '../lib/messages';
import type { RateLimitStore } from '../lib/rate-limit';

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  validation?: unknown;
}

function fromFastifyError(error: FastifyLikeError): AppError | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError(ErrorCode.validation, [{ field: '(body)', rule: 'too_big' }]);
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new AppError(ErrorCode.validation, [{ field: '(body)', rule: 'media_type' }]);
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
    return new AppError(ErrorCode.validation, [{ field: '(body)', rule: 'invalid_json' }]);
  if (error instanceof SyntaxError || error.validation) return new AppError(ErrorCode.validation, [{ field: '(body)', rule: 'invalid' }]);
  if (error.statusCode === 404) return AppError.notFound();
  return null;
}

export const errorsPlugin = fp<{ rateLimits: RateLimitStore; notFoundPerMinute: number }>(
  async (app, { rateLimits, notFoundPerMinute }) => {
    app.setErrorHandler(async (error, request, reply) => {
      const appError = error instanceof AppError ? error : fromFastifyError(error as FastifyLikeError);
      const lang = request.site?.lang ?? 'en';
      if (!appError) {
        request.log.error({ err: error }, 'unhandled error');
        const body: Envelope<null> = { code: ErrorCode.internal, msg: errorMessage(lang, ErrorCode.internal), data: null };
        return reply.status(500).send(body);
      }
      if (appError.httpStatus >= 500) request.log.error({ err: error }, 'server error');
      for (const [k, v] of Object.entries(appError.headers)) reply.header(k, v);
      const body: Envelope<unknown> = {
        code: appError.code,
        msg: appError.detail.messageKey ? message(lang, `errors.${appError.detail.messageKey}`, appError.vars) : errorMessage(lang, appError.code, appError.vars),
        data: appError.data,
      };
      return reply.status(appError.httpStatus).send(body);
    });

    // Unknown paths are what scanners repeat: count them per IP and slow them down.
    app.setNotFoundHandler(async (request) => {
      const hit = await rateLimits.hit(`404:${request.ip}`, notFoundPerMinute, 60_000);
      if (!hit.allowed) {
        throw new AppError(ErrorCode.rateLimited, null, { 'retry-after': String(hit.retryAfterSeconds) });
      }
      throw AppError.notFound();
    });
  },
);
