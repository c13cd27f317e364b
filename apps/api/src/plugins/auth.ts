// Who is calling: the Bearer token resolved to its session once per request. Routes ask with
// `await request.user()` (null when anonymous) or `await request.requireUser()` (-600 otherwise).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
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
    /** The session lookup, started by the first `user()` of the request. */
    sessionLookup: Promise<ActiveSession | null> | null;
  }
}

export const authPlugin = fp<{ db: Kysely<Database> }>(async (app, { db }) => {
  // Methods of every request rather than a hook that makes them per request: a request that
  // never asks who is calling (most reads) pays nothing.
  app.decorateRequest('sessionLookup', null);
  app.decorateRequest('user', function (this: FastifyRequest) {
    if (this.sessionLookup === null) {
      const token = bearerToken(this);
      this.sessionLookup = token ? resolveSession(db, token, this.site.brand.id) : Promise.resolve(null);
    }
    return this.sessionLookup;
  });
  app.decorateRequest('requireUser', async function (this: FastifyRequest) {
    const session = await this.user();
    if (!session) throw new AppError(ErrorCode.sessionInvalid);
    return session;
  });
});
