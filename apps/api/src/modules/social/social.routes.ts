// Social login on the wire (API.md "Accounts"): `GET /website/login/<provider>_auth` starts without
// `code` and finishes with `code` and `state`; X also finishes at `/website/login/twitter_redirect`.
// `/vkRedirect` is the browser's callback page for every provider; Apple's form_post answer to it
// is turned into that page's GET by `socialCallbackRoutes`.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { SocialFinishSchema, SocialStartSchema } from '@guildhall/contract/accounts';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@guildhall/contract/account-types';
import { ErrorCode } from '@guildhall/contract/errors';
import { apiPaths, socialAuthPath, webPaths } from '@guildhall/contract/paths';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RateLimitStore } from '../../lib/rate-limit';
import { parseWith } from '../../lib/validate';
import { createSocialProtocol, SocialLoginError } from './protocol';
import type { ProviderSettings } from './providers';
import { createSocialService, type SocialContext } from './social.service';

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** `<scheme>://<host the browser used>/vkRedirect`; the scheme honours TRUST_PROXY. */
export function callbackUrl(request: FastifyRequest): string {
  const host = request.host.toLowerCase();
  if (!HOST.test(host)) throw new AppError(ErrorCode.validation, [{ field: 'host', rule: 'invalid' }]);
  return `${request.protocol}://${host}${webPaths.vkRedirect}`;
}

function queryOf(request: FastifyRequest): Record<string, unknown> {
  return request.query && typeof request.query === 'object' ? (request.query as Record<string, unknown>) : {};
}

function contextOf(request: FastifyRequest): SocialContext {
  return { ip: request.ip, brandId: request.site.brand.id, userAgent: request.headers['user-agent'] };
}

export interface SocialRoutesOptions {
  db: Kysely<Database>;
  rateLimits: RateLimitStore;
  providers: ReadonlyMap<SocialProvider, ProviderSettings>;
}

export const socialRoutes: FastifyPluginAsync<SocialRoutesOptions> = async (app, options) => {
  const social = createSocialService({ ...options, protocol: createSocialProtocol() });

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

  async function finish(id: SocialProvider, request: FastifyRequest, reply: FastifyReply) {
    if (!social.isEnabled(id)) throw AppError.notFound();
    const query = queryOf(request);
    if (query.error !== undefined) {
      const state = typeof query.state === 'string' ? query.state : undefined;
      return guarded(request, id, () => social.abandon(id, { state, error: query.error }, contextOf(request)));
    }
    const input = parseWith(SocialFinishSchema, query);
    const result = await guarded(request, id, () =>
      social.finish(id, { code: input.code, state: input.state, deviceId: input.device_id }, contextOf(request)),
    );
    return reply.ok(result);
  }

  for (const id of SOCIAL_PROVIDERS) {
    app.get(socialAuthPath(id), async (request, reply) => {
      if (!social.isEnabled(id)) throw AppError.notFound();
      const query = queryOf(request);
      if (query.code !== undefined || query.state !== undefined || query.error !== undefined) return finish(id, request, reply);
      const input = parseWith(SocialStartSchema, query);
      const redirectUri = callbackUrl(request);
      const result = await guarded(request, id, () => social.start(id, { remember: input.remember === 'true', redirectUri }, contextOf(request)));
      return reply.ok(result);
    });
  }

  app.get(apiPaths.twitterRedirect, async (request, reply) => finish('twitter', request, reply));
};

/**
 * Apple answers a request with scopes by form_post to the redirect URI. The callback page is a GET
 * route of the web, so the POST is turned into a 303 to that page with the same `code` and `state`
 * (or `error`) in its query — what every other provider sends it.
 */
export const socialCallbackRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
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
