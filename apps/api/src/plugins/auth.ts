// Who is calling: the Bearer token resolved to its session once per request. Routes ask with
// `await request.user()` (null when anonymous) or `await request.requireUser()` (-600 otherwise).
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { ErrorCode } from '@guildhall/contract/errors';
import type { Database } from '../db/schema';
import { AppError } from '../lib/app-error';
import { resolveSession, type ActiveSession } from '../modules/accounts/sessions.service';
import { bearerToken } from './signature';

declare module 'fastify' {
  interface FastifyRequest {
    user(): Promise<ActiveSession | null>;
    requireUser(): Promise<ActiveSession>;
  }
}

export const authPlugin = fp<{ db: Kysely<Database> }>(async (app, { db }) => {
  app.decorateRequest('user', function () {
    throw new Error('auth plugin not ready');
  });
  app.decorateRequest('requireUser', function () {
    throw new Error('auth plugin not ready');
  });
  app.addHook('onRequest', async (request) => {
    let cached: Promise<ActiveSession | null> | null = null;
    request.user = () => {
      const token = bearerToken(request);
      cached ??= token ? resolveSession(db, token, request.site.brand.id) : Promise.resolve(null);
      return cached;
    };
    request.requireUser = async () => {
      const session = await request.user();
      if (!session) throw new AppError(ErrorCode.sessionInvalid);
      return session;
    };
  });
});
