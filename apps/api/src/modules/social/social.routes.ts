// Social login on the wire (docs/wire-contract.md, Paths): `GET /website/login/<provider>_auth` starts without
// `code` and finishes with `code` and `state`; X also finishes at `/website/login/twitter_redirect`.
// `/vkRedirect` is the browser's callback page for every provider; Apple's form_post answer to it
// is turned into that page's GET by `socialCallbackRoutes`.
import type { FastifyPluginAsync, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  LoginResultSchema,
  SocialAbandonSchema,
  SocialAuthQuerySchema,
  SocialFinishSchema,
  SocialRedirectQuerySchema,
  SocialStartResultSchema,
} from '@guildhall/contract/accounts';
import { envelopeSchema } from '@guildhall/contract/envelope';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@guildhall/contract/account-types';
import { ErrorCode } from '@guildhall/contract/errors';
import { apiPaths, socialAuthPath, webPaths } from '@guildhall/contract/paths';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RateLimitStore } from '../../lib/rate-limit';
import { createSocialProtocol, SocialLoginError } from './protocol';
import type { ProviderSettings } from './providers';
import * as social from './social.service';

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** `<scheme>://<host the browser used>/vkRedirect`; the scheme honours TRUST_PROXY. */
export function callbackUrl(request: FastifyRequest): string {
  const host = request.host.toLowerCase();
  if (!HOST.test(host)) throw new AppError(ErrorCode.validation, { data: [{ field: 'host', rule: 'invalid' }] });
  return `${request.protocol}://${host}${webPaths.vkRedirect}`;
}

function contextOf(request: FastifyRequest): social.SocialContext {
  return { ip: request.ip, brandId: request.site.brand.id, userAgent: request.headers['user-agent'] };
}

export interface SocialRoutesOptions {
  db: Kysely<Database>;
  rateLimits: RateLimitStore;
  providers: ReadonlyMap<SocialProvider, ProviderSettings>;
}

type Finishing = z.output<typeof SocialAbandonSchema> | z.output<typeof SocialFinishSchema>;

export const socialRoutes: FastifyPluginAsyncZod<SocialRoutesOptions> = async (app, { db, rateLimits, providers }) => {
  const deps: social.SocialDeps = { rateLimits, providers, protocol: createSocialProtocol() };

  /** Provider trouble of any kind is "login failed" to the player, and one safe log line to us. */
  async function guarded<T>(request: FastifyRequest, provider: SocialProvider, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (!(err instanceof SocialLoginError)) throw err;
      request.log.warn({ provider, step: err.step, ...err.detail }, 'social login failed');
      throw new AppError(ErrorCode.loginFailed);
    }
  }

  /** A provider not configured here has no routes, as far as callers can tell (before the query's check). */
  const enabled =
    (id: SocialProvider): preHandlerAsyncHookHandler =>
    async () => {
      if (!providers.has(id)) throw AppError.notFound();
    };

  /** The provider's answer: the session, or (the provider said `error`) the login abandoned. */
  function finish(id: SocialProvider, request: FastifyRequest, query: Finishing) {
    if ('error' in query) {
      const state = typeof query.state === 'string' ? query.state : undefined;
      return guarded(request, id, () =>
        social.abandon(db, id, { state, error: query.error }, contextOf(request), deps),
      );
    }
    return guarded(request, id, () =>
      social.finish(
        db,
        id,
        { code: query.code, state: query.state, deviceId: query.device_id },
        contextOf(request),
        deps,
      ),
    );
  }

  for (const id of SOCIAL_PROVIDERS) {
    app.get(
      socialAuthPath(id),
      {
        preHandler: enabled(id),
        schema: {
          querystring: SocialAuthQuerySchema,
          response: { 200: envelopeSchema(SocialStartResultSchema.or(LoginResultSchema)) },
        },
      },
      async (request, reply) => {
        const query = request.query;
        if ('error' in query || 'code' in query) return reply.ok(await finish(id, request, query));
        const redirectUri = callbackUrl(request);
        return reply.ok(
          await guarded(request, id, () =>
            social.start(db, id, { remember: query.remember === 'true', redirectUri }, contextOf(request), deps),
          ),
        );
      },
    );
  }

  app.get(
    apiPaths.twitterRedirect,
    {
      preHandler: enabled('twitter'),
      schema: { querystring: SocialRedirectQuerySchema, response: { 200: envelopeSchema(LoginResultSchema) } },
    },
    async (request, reply) => reply.ok(await finish('twitter', request, request.query)),
  );
};

/**
 * Apple answers a request with scopes by form_post to the redirect URI. The callback page is a GET
 * route of the web, so the POST is turned into a 303 to that page with the same `code` and `state`
 * (or `error`) in its query — what every other provider sends it.
 */
export const socialCallbackRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  app.post(webPaths.vkRedirect, async (request, reply) => {
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const query = new URLSearchParams();
    for (const key of ['code', 'state', 'error']) {
      const value = body[key];
      if (typeof value === 'string' && value.length > 0 && value.length <= 2048) query.set(key, value);
    }
    reply.header('referrer-policy', 'no-referrer');
    return reply.redirect(query.size > 0 ? `${webPaths.vkRedirect}?${query}` : webPaths.vkRedirect, 303);
  });
};
