import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { BindEmailSchema, ChangePasswordSchema, LoginConfigQuerySchema, GuestLoginSchema, PasswordLoginSchema, PlatformSessionSchema, QuickLoginSchema, RecoverPasswordSchema, RegisterSchema, SendCodeSchema, SendEmailCodeSchema, type LoginConfig } from '@guildhall/contract/accounts';
import { LOGIN_METHODS, SOCIAL_PROVIDERS, type LoginMethod, type SocialProvider } from '@guildhall/contract/account-types';
import { AREA_LANGUAGES } from '@guildhall/contract/areas';
import { apiPaths } from '@guildhall/contract/paths';
import type { Database } from '../../db/schema';
import type { NonceStore } from '../../lib/rate-limit';
import { parseWith } from '../../lib/validate';
import { createAccountsService, toUserInfo, type AccountsDeps, type CallContext } from './accounts.service';
import { platformSession } from './platform.service';

export function callContext(request: FastifyRequest): CallContext {
  return {
    ip: request.ip,
    brandId: request.site.brand.id,
    brandName: request.site.brand.name,
    lang: request.site.lang,
    brandLang: AREA_LANGUAGES[request.site.brand.defaultArea][0],
    userAgent: request.headers['user-agent'],
  };
}

async function loginConfig(db: Kysely<Database>, brandId: string, clientId: number | undefined, social: readonly SocialProvider[]): Promise<LoginConfig> {
  const game = clientId
    ? await db.selectFrom('games').select(['login_methods', 'registration']).where('id', '=', clientId).where('brand_id', '=', brandId).executeTakeFirst()
    : undefined;
  const listed = (game?.login_methods ?? LOGIN_METHODS.join(',')).split(',') as LoginMethod[];
  // A social method is offered only when its provider is configured on this server.
  const methods = LOGIN_METHODS.filter(
    (m) => listed.includes(m) && (!(SOCIAL_PROVIDERS as readonly string[]).includes(m) || social.includes(m as SocialProvider)),
  );
  return { methods, registration: game ? game.registration === 1 : true };
}

export const accountsRoutes: FastifyPluginAsync<AccountsDeps & { nonces: NonceStore; socialProviders: () => readonly SocialProvider[] }> = async (app, deps) => {
  const accounts = createAccountsService(deps);
  const { db } = deps;
  const signed = { config: { signed: true } };

  app.get(apiPaths.loginConfig, async (request, reply) => {
    const q = parseWith(LoginConfigQuerySchema, request.query);
    return reply.ok(await loginConfig(db, request.site.brand.id, q.clientId, deps.socialProviders()));
  });

  app.post(apiPaths.login, signed, async (request, reply) => {
    const ctx = callContext(request);
    // Two shapes on one path: a guest asks with `guest: true`, everyone else with a password.
    const asGuest = typeof request.body === 'object' && request.body !== null && 'guest' in request.body;
    if (asGuest) return reply.ok(await accounts.loginAsGuest(parseWith(GuestLoginSchema, request.body).remember, ctx));
    return reply.ok(await accounts.loginWithPassword(parseWith(PasswordLoginSchema, request.body), ctx));
  });

  app.post(apiPaths.register, { config: { signed: true, idempotent: true } }, async (request, reply) => {
    const body = parseWith(RegisterSchema, request.body);
    return reply.ok(await accounts.register(body, callContext(request), request.sealIdempotent));
  });

  app.post(apiPaths.quickLoginSendCode, signed, async (request, reply) => {
    const body = parseWith(SendCodeSchema, request.body);
    await accounts.sendLoginCode('quick_login', body.account, callContext(request));
    return reply.ok(null);
  });

  app.post(apiPaths.quickLogin, signed, async (request, reply) => {
    const body = parseWith(QuickLoginSchema, request.body);
    return reply.ok(await accounts.loginWithCode(body, callContext(request)));
  });

  app.post(apiPaths.recoverSendCode, signed, async (request, reply) => {
    const body = parseWith(SendCodeSchema, request.body);
    await accounts.sendLoginCode('password_reset', body.account, callContext(request));
    return reply.ok(null);
  });

  app.post(apiPaths.recoverPassword, signed, async (request, reply) => {
    const body = parseWith(RecoverPasswordSchema, request.body);
    await accounts.recoverPassword(body);
    return reply.ok(null);
  });

  app.post(apiPaths.logout, signed, async (request, reply) => {
    await accounts.logout(await request.user());
    return reply.ok(null);
  });

  app.get(apiPaths.userInfo, async (request, reply) => {
    const { user } = await request.requireUser();
    return reply.ok(toUserInfo(user));
  });

  app.post(apiPaths.changePassword, signed, async (request, reply) => {
    const active = await request.requireUser();
    const body = parseWith(ChangePasswordSchema, request.body);
    await accounts.changePassword(active, body);
    return reply.ok(null);
  });

  app.post(apiPaths.sendEmailCode, signed, async (request, reply) => {
    const active = await request.requireUser();
    const body = parseWith(SendEmailCodeSchema, request.body);
    await accounts.sendEmailCode(active, body.email, callContext(request));
    return reply.ok(null);
  });

  app.post(apiPaths.bindEmail, signed, async (request, reply) => {
    const active = await request.requireUser();
    const body = parseWith(BindEmailSchema, request.body);
    await accounts.bindEmail(active, body);
    return reply.ok(null);
  });

  app.post(apiPaths.revokeOtherSessions, signed, async (request, reply) => {
    const active = await request.requireUser();
    return reply.ok({ revoked: await accounts.revokeOthers(active) });
  });

  // Server to server, signed with the game's secret instead of the browser signature.
  app.post(apiPaths.platformSession, async (request, reply) => {
    const body = parseWith(PlatformSessionSchema, request.body);
    const header = (name: string) => (typeof request.headers[name] === 'string' ? (request.headers[name] as string) : undefined);
    const result = await platformSession(db, deps.nonces, {
      ...body,
      timestamp: header('x-timestamp'),
      nonce: header('x-platform-nonce'),
      signature: header('x-platform-signature'),
      rawBody: request.rawBody ?? '',
    });
    return reply.ok(result);
  });
};
