import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BindEmailSchema,
  ChangePasswordSchema,
  LoginConfigQuerySchema,
  LoginConfigSchema,
  LoginRequestSchema,
  LoginResultSchema,
  PlatformSessionSchema,
  QuickLoginSchema,
  RecoverPasswordSchema,
  RegisterSchema,
  RegisterSendCodeSchema,
  RevokeOthersResultSchema,
  SendCodeSchema,
  SendEmailCodeSchema,
  UserInfoSchema,
} from '@guildhall/contract/accounts';
import type { SocialProvider } from '@guildhall/contract/account-types';
import { AREA_LANGUAGES } from '@guildhall/contract/areas';
import { envelopeSchema } from '@guildhall/contract/envelope';
import { apiPaths } from '@guildhall/contract/paths';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { afterAnswer } from '../../lib/after-answer';
import type { Mailer } from '../../lib/mail';
import type { NonceStore, RateLimitStore } from '../../lib/rate-limit';
import * as accounts from './accounts.service';
import type { CallContext } from './accounts.service';
import { platformSession } from './platform.service';
import { publicOrigin } from '../site/seo';

export function callContext(request: FastifyRequest): CallContext {
  return {
    ip: request.ip,
    brandId: request.site.brand.id,
    brandName: request.site.brand.name,
    lang: request.site.lang,
    brandLang: AREA_LANGUAGES[request.site.brand.defaultArea][0],
    userAgent: request.headers['user-agent'],
    site: { origin: publicOrigin(request), area: request.site.area, userCenter: request.site.brand.userCenter },
  };
}

const answers = <T extends z.ZodType>(data: T) => ({ 200: envelopeSchema(data) });
const none = answers(z.null());

export interface AccountsRoutesOptions {
  db: Kysely<Database>;
  rateLimits: RateLimitStore;
  mailer: Mailer;
  passwordCost: number;
  nonces: NonceStore;
  socialProviders: () => readonly SocialProvider[];
}

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, options) => {
  const { db } = options;
  // The mails sent after their answer; closing the app waits for them.
  const after = afterAnswer(app.log);
  app.addHook('onClose', () => after.settle());
  const deps: accounts.AccountsDeps = {
    rateLimits: options.rateLimits,
    mailer: options.mailer,
    passwordCost: options.passwordCost,
    after,
  };
  const signed = { signed: true } as const;
  const signedUser = { signed: true, auth: 'user' } as const;

  app.get(
    apiPaths.loginConfig,
    { schema: { querystring: LoginConfigQuerySchema, response: answers(LoginConfigSchema) } },
    async (request, reply) => {
      return reply.ok(
        await accounts.loginConfig(db, request.site.brand.id, request.query.clientId, options.socialProviders()),
      );
    },
  );

  app.post(
    apiPaths.login,
    { config: signed, schema: { body: LoginRequestSchema, response: answers(LoginResultSchema) } },
    async (request, reply) => {
      const ctx = callContext(request);
      const body = request.body;
      if ('guest' in body) return reply.ok(await accounts.loginAsGuest(db, deps, body.remember, ctx));
      return reply.ok(await accounts.loginWithPassword(db, deps, body, ctx));
    },
  );

  app.post(
    apiPaths.register,
    {
      config: { signed: true, idempotent: true },
      schema: { body: RegisterSchema, response: answers(LoginResultSchema) },
    },
    async (request, reply) =>
      reply.ok(await accounts.register(db, deps, request.body, callContext(request), request.sealIdempotent)),
  );

  app.post(
    apiPaths.registerSendCode,
    { config: signed, schema: { body: RegisterSendCodeSchema, response: none } },
    async (request, reply) => {
      await accounts.sendRegisterCode(db, deps, request.body.email, callContext(request));
      return reply.ok(null);
    },
  );

  app.post(
    apiPaths.quickLoginSendCode,
    { config: signed, schema: { body: SendCodeSchema, response: none } },
    async (request, reply) => {
      await accounts.sendLoginCode(db, deps, 'quick_login', request.body.account, callContext(request));
      return reply.ok(null);
    },
  );

  app.post(
    apiPaths.quickLogin,
    { config: signed, schema: { body: QuickLoginSchema, response: answers(LoginResultSchema) } },
    async (request, reply) => {
      return reply.ok(await accounts.loginWithCode(db, deps, request.body, callContext(request)));
    },
  );

  app.post(
    apiPaths.recoverSendCode,
    { config: signed, schema: { body: SendCodeSchema, response: none } },
    async (request, reply) => {
      await accounts.sendLoginCode(db, deps, 'password_reset', request.body.account, callContext(request));
      return reply.ok(null);
    },
  );

  app.post(
    apiPaths.recoverPassword,
    { config: signed, schema: { body: RecoverPasswordSchema, response: none } },
    async (request, reply) => {
      await accounts.recoverPassword(db, deps, request.body);
      return reply.ok(null);
    },
  );

  // Without a session there is nothing to end: still a success.
  app.post(apiPaths.logout, { config: signed, schema: { response: none } }, async (request, reply) => {
    await accounts.logout(db, await request.user());
    return reply.ok(null);
  });

  app.get(
    apiPaths.userInfo,
    { config: { auth: 'user' }, schema: { response: answers(UserInfoSchema) } },
    async (request, reply) => {
      const { user } = await request.requireUser();
      return reply.ok(accounts.toUserInfo(user));
    },
  );

  app.post(
    apiPaths.changePassword,
    { config: signedUser, schema: { body: ChangePasswordSchema, response: none } },
    async (request, reply) => {
      await accounts.changePassword(db, deps, await request.requireUser(), request.body);
      return reply.ok(null);
    },
  );

  app.post(
    apiPaths.sendEmailCode,
    { config: signedUser, schema: { body: SendEmailCodeSchema, response: none } },
    async (request, reply) => {
      await accounts.sendEmailCode(db, deps, await request.requireUser(), request.body.email, callContext(request));
      return reply.ok(null);
    },
  );

  app.post(
    apiPaths.bindEmail,
    { config: signedUser, schema: { body: BindEmailSchema, response: none } },
    async (request, reply) => {
      await accounts.bindEmail(db, await request.requireUser(), request.body);
      return reply.ok(null);
    },
  );

  app.post(
    apiPaths.revokeOtherSessions,
    { config: signedUser, schema: { response: answers(RevokeOthersResultSchema) } },
    async (request, reply) => {
      return reply.ok({ revoked: await accounts.revokeOthers(db, await request.requireUser()) });
    },
  );

  // Server to server, signed with the game's secret instead of the browser signature.
  app.post(
    apiPaths.platformSession,
    { schema: { body: PlatformSessionSchema, response: answers(LoginResultSchema) } },
    async (request, reply) => {
      const body = request.body;
      const header = (name: string) =>
        typeof request.headers[name] === 'string' ? (request.headers[name] as string) : undefined;
      const result = await platformSession(db, options.nonces, {
        ...body,
        timestamp: header('x-timestamp'),
        nonce: header('x-platform-nonce'),
        signature: header('x-platform-signature'),
        rawBody: request.rawBody ?? '',
      });
      return reply.ok(result);
    },
  );
};
