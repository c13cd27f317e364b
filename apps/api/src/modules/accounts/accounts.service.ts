// Ways in and out (docs/product.md section 3): password, one-time code, guest, registration, recovery,
// logout; and the user center's password change and email binding. Failures that could tell an
// attacker whether an account exists answer exactly like unknown accounts (1006 / null).
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type LoginConfig, type LoginResult, type UserInfo } from '@guildhall/contract/accounts';
import {
  CODE_TTL_MS,
  LOGIN_METHODS,
  SOCIAL_PROVIDERS,
  type LoginMethod,
  type SocialProvider,
} from '@guildhall/contract/account-types';
import { AREA_LANGUAGES, isArea, normalizeLanguage, type Area, type Language } from '@guildhall/contract/areas';
import { webPaths } from '@guildhall/contract/paths';
import { ErrorCode } from '@guildhall/contract/errors';
import type { Database, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mail';
import { hashPassword, needsRehash, passwordWeakness, verifyAgainstDummy, verifyPassword } from '../../lib/password';
import type { RateLimitStore } from '../../lib/rate-limit';
import { noSeal, type SealIdempotent } from '../../plugins/idempotency';
import {
  findCertifiedEmailOwner,
  findGameLoginSettings,
  findUserByAccount,
  insertUser,
  updateUser,
} from './accounts.repository';
import { checkCode, createCode } from './codes.service';
import { bindAttemptMail, codeMail, type MailPurpose } from './mail-texts';
import { siteLink, withLink } from './mail-links';
import { issueSession, revokeOtherSessions, revokeSession, type ActiveSession } from './sessions.service';

export interface CallContext {
  ip: string;
  brandId: string;
  brandName: string;
  lang: Language;
  /** The first language of the brand's default area: for mail to someone whose language is unknown. */
  brandLang?: Language;
  userAgent?: string | undefined;
  /** Where the mails link to: the brand's public origin, the area in force, whether the brand has a user center. */
  site?: { origin: string; area: Area; userCenter: boolean };
}

/** The page a code is typed into: the login page, or the user center (the home page where the brand has none). */
const CODE_PAGES: Record<MailPurpose, 'login' | 'account'> = {
  quick_login: 'login',
  password_reset: 'login',
  email_bind: 'account',
};

/**
 * A mail with its link back to the site, when the call knows the site (every route's call does):
 * in the mail's language and the caller's area, or the area given (the addressee's own) when it
 * offers that language; else the site picks the area.
 */
function linked<M extends { subject: string; text: string }>(
  mail: M,
  ctx: CallContext,
  lang: Language,
  page: 'login' | 'account',
  kind: 'code' | 'account',
  theirArea?: unknown,
): M {
  if (!ctx.site) return mail;
  const path = page === 'login' ? webPaths.login : ctx.site.userCenter ? webPaths.userCenter : webPaths.home;
  const area = [theirArea, ctx.site.area].find((a): a is Area => isArea(a) && AREA_LANGUAGES[a].includes(lang));
  return withLink(mail, lang, kind, siteLink(ctx.site.origin, path, { lang, area }));
}

export interface AccountsDeps {
  db: Kysely<Database>;
  rateLimits: RateLimitStore;
  mailer: Mailer;
  passwordCost: number;
  /** Where a mail sent after the answer reports its failure (the caller has had their answer). */
  log?: { error(obj: unknown, msg: string): void };
}

/** Limits per window; chosen so a player never meets them and a script soon does. */
export const LIMITS = {
  loginPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  loginPerIp: { limit: 50, windowMs: 15 * 60_000 },
  codeSendPerAccount: { limit: 3, windowMs: 10 * 60_000 },
  codeSendPerIp: { limit: 20, windowMs: 10 * 60_000 },
  codeCheckPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  registerPerIp: { limit: 10, windowMs: 60 * 60_000 },
  guestPerIp: { limit: 30, windowMs: 60 * 60_000 },
} as const;

function weakness(rule: string, field: string): AppError {
  return new AppError(ErrorCode.validation, { data: [{ field, rule }] });
}

export function toUserInfo(user: UserRow): UserInfo {
  return {
    account: user.account,
    type: user.type,
    username: user.username,
    email: user.email,
    emailCertified: user.email_certified === 1,
    phone: user.phone,
    birthday: user.birthday,
  };
}

export function createAccountsService(deps: AccountsDeps) {
  const { db, rateLimits, mailer } = deps;

  async function limit(key: string, rule: { limit: number; windowMs: number }) {
    const hit = await rateLimits.hit(key, rule.limit, rule.windowMs);
    if (!hit.allowed)
      throw new AppError(ErrorCode.rateLimited, { headers: { 'retry-after': String(hit.retryAfterSeconds) } });
  }

  /** Failure-only limits: a player logging in often is fine, someone guessing is not. */
  async function failuresBelow(key: string, rule: { limit: number }) {
    const state = await rateLimits.peek(key, rule.limit);
    if (!state.allowed)
      throw new AppError(ErrorCode.rateLimited, { headers: { 'retry-after': String(state.retryAfterSeconds) } });
  }

  async function mailCode(ctx: CallContext, purpose: MailPurpose, user: UserRow, to: string) {
    const code = await createCode(db, { purpose, userId: user.id, target: to });
    await mailer.send({
      to,
      ...linked(
        codeMail(ctx.lang, purpose, { brand: ctx.brandName, code, minutes: CODE_TTL_MS / 60_000 }),
        ctx,
        ctx.lang,
        CODE_PAGES[purpose],
        'code',
      ),
    });
  }

  /**
   * Work for the account after the answer is sent, so the answer takes the same time whether the
   * account exists or not (docs/decisions/0032-brand-scope-and-account-enumeration.md). Closing
   * the app waits for what is under way (`settle`).
   */
  const pending = new Set<Promise<void>>();
  function afterAnswer(task: () => Promise<void>) {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err: unknown) => deps.log?.error({ err }, 'a mail after the answer failed'))
      .finally(() => pending.delete(run));
    pending.add(run);
  }

  const codeFailure = (account: string) =>
    rateLimits.hit(`codecheck:acct:${account}`, LIMITS.codeCheckPerAccount.limit, LIMITS.codeCheckPerAccount.windowMs);

  const session = (user: UserRow, ctx: CallContext, remember: boolean) =>
    issueSession(db, { user, brandId: ctx.brandId, remember, userAgent: ctx.userAgent });

  return {
    /** The login methods a game offers (all of them without a game); a social one only when its provider is configured here. */
    async loginConfig(
      brandId: string,
      clientId: number | undefined,
      social: readonly SocialProvider[],
    ): Promise<LoginConfig> {
      const game = clientId ? await findGameLoginSettings(db, brandId, clientId) : undefined;
      const listed = (game?.login_methods ?? LOGIN_METHODS.join(',')).split(',') as LoginMethod[];
      const methods = LOGIN_METHODS.filter(
        (m) =>
          listed.includes(m) &&
          (!(SOCIAL_PROVIDERS as readonly string[]).includes(m) || social.includes(m as SocialProvider)),
      );
      return { methods, registration: game ? game.registration === 1 : true };
    },

    async loginWithPassword(
      input: { account: string; password: string; remember: boolean },
      ctx: CallContext,
    ): Promise<LoginResult> {
      const account = input.account.toLowerCase();
      await limit(`login:ip:${ctx.ip}`, LIMITS.loginPerIp);
      await failuresBelow(`login:acct:${account}`, LIMITS.loginPerAccount);
      const user = await findUserByAccount(db, account);
      const ok = user?.password_hash
        ? await verifyPassword(input.password, user.password_hash)
        : await verifyAgainstDummy(input.password, deps.passwordCost);
      if (!user || !ok) {
        await rateLimits.hit(`login:acct:${account}`, LIMITS.loginPerAccount.limit, LIMITS.loginPerAccount.windowMs);
        throw new AppError(ErrorCode.loginFailed);
      }
      if (user.password_hash && needsRehash(user.password_hash, deps.passwordCost)) {
        await updateUser(db, user.id, { password_hash: await hashPassword(input.password, deps.passwordCost) });
      }
      return session(user, ctx, input.remember);
    },

    async loginAsGuest(remember: boolean, ctx: CallContext): Promise<LoginResult> {
      await limit(`guest:ip:${ctx.ip}`, LIMITS.guestPerIp);
      const id = randomBytes(6).toString('hex');
      const user = await insertUser(db, {
        account: `guest_${id}`,
        type: 'GUEST',
        username: `Guest-${id.slice(0, 6).toUpperCase()}`,
      });
      return session(user, ctx, remember);
    },

    async register(
      input: { account: string; password: string; email?: string | undefined; remember: boolean },
      ctx: CallContext,
      seal: SealIdempotent = noSeal,
    ): Promise<LoginResult> {
      await limit(`register:ip:${ctx.ip}`, LIMITS.registerPerIp);
      const account = input.account.toLowerCase();
      if (/^(guest_|pf_|sns_)/.test(account)) throw weakness('reserved', 'account');
      const weak = passwordWeakness(input.password, account);
      if (weak) throw weakness(weak, 'password');
      if (await findUserByAccount(db, account))
        throw new AppError(ErrorCode.conflict, { data: [{ field: 'account', rule: 'taken' }] });
      const passwordHash = await hashPassword(input.password, deps.passwordCost);
      // The account, its first session and the idempotent answer commit together.
      return db.transaction().execute(async (trx) => {
        let user: UserRow;
        try {
          user = await insertUser(trx, {
            account,
            type: 'OFFICIAL',
            username: input.account.trim(),
            password_hash: passwordHash,
            email: input.email ?? null,
          });
        } catch {
          // The unique index settles a race between two registrations of the same name.
          throw new AppError(ErrorCode.conflict, { data: [{ field: 'account', rule: 'taken' }] });
        }
        return seal(
          trx,
          await issueSession(trx, { user, brandId: ctx.brandId, remember: input.remember, userAgent: ctx.userAgent }),
        );
      });
    },

    /**
     * Always answers null, in the same time: whether the account exists or has an email is
     * nobody's business. The code is made and mailed after the answer.
     */
    async sendLoginCode(
      purpose: 'quick_login' | 'password_reset',
      accountInput: string,
      ctx: CallContext,
    ): Promise<void> {
      const account = accountInput.toLowerCase();
      await limit(`code:ip:${ctx.ip}`, LIMITS.codeSendPerIp);
      await limit(`code:acct:${purpose}:${account}`, LIMITS.codeSendPerAccount);
      const user = await findUserByAccount(db, account);
      if (!user || user.type !== 'OFFICIAL' || !user.email || user.email_certified !== 1) return;
      const to = user.email;
      afterAnswer(() => mailCode(ctx, purpose, user, to));
    },

    /** Waits for the mails under way (closing the app). */
    settle: async (): Promise<void> => {
      await Promise.all(pending);
    },

    async loginWithCode(
      input: { account: string; code: string; remember: boolean },
      ctx: CallContext,
    ): Promise<LoginResult> {
      const account = input.account.toLowerCase();
      await failuresBelow(`codecheck:acct:${account}`, LIMITS.codeCheckPerAccount);
      const user = await findUserByAccount(db, account);
      const result = user?.email
        ? await checkCode(db, { purpose: 'quick_login', userId: user.id, target: user.email, code: input.code })
        : 'wrong';
      if (!user || result !== 'ok') {
        await codeFailure(account);
        throw new AppError(ErrorCode.loginFailed);
      }
      return session(user, ctx, input.remember);
    },

    async recoverPassword(input: { account: string; code: string; newPassword: string }): Promise<void> {
      const account = input.account.toLowerCase();
      await failuresBelow(`codecheck:acct:${account}`, LIMITS.codeCheckPerAccount);
      const weak = passwordWeakness(input.newPassword, account);
      if (weak) throw weakness(weak, 'newPassword');
      const user = await findUserByAccount(db, account);
      const result = user?.email
        ? await checkCode(db, { purpose: 'password_reset', userId: user.id, target: user.email, code: input.code })
        : 'wrong';
      if (!user || result !== 'ok') {
        await codeFailure(account);
        throw new AppError(ErrorCode.loginFailed);
      }
      await updateUser(db, user.id, {
        password_hash: await hashPassword(input.newPassword, deps.passwordCost),
        password_changed_at: new Date().toISOString(),
      });
      // Whoever knew the old password is out.
      await revokeOtherSessions(db, user.id, null);
    },

    async logout(active: ActiveSession | null): Promise<void> {
      if (active) await revokeSession(db, active.sessionId);
    },

    async changePassword(active: ActiveSession, input: { oldPassword: string; newPassword: string }): Promise<void> {
      const { user } = active;
      await failuresBelow(`login:acct:${user.account}`, LIMITS.loginPerAccount);
      if (!user.password_hash || !(await verifyPassword(input.oldPassword, user.password_hash))) {
        await rateLimits.hit(
          `login:acct:${user.account}`,
          LIMITS.loginPerAccount.limit,
          LIMITS.loginPerAccount.windowMs,
        );
        throw new AppError(ErrorCode.loginFailed);
      }
      const weak = passwordWeakness(input.newPassword, user.account);
      if (weak) throw weakness(weak, 'newPassword');
      if (input.newPassword === input.oldPassword) throw weakness('same_as_old', 'newPassword');
      await updateUser(db, user.id, {
        password_hash: await hashPassword(input.newPassword, deps.passwordCost),
        password_changed_at: new Date().toISOString(),
      });
      await revokeOtherSessions(db, user.id, active.sessionId);
    },

    /**
     * Answers the same whether the address is free or another account's, with the same work (one
     * query, one code row, one mail), so neither the answer nor its timing tells them apart. For
     * a taken address the mail goes to its owner and says someone tried; the requester's code is
     * mailed to nobody, and binding it fails like a wrong code.
     */
    async sendEmailCode(active: ActiveSession, email: string, ctx: CallContext): Promise<void> {
      const { user } = active;
      if (user.type === 'GUEST') throw new AppError(ErrorCode.forbidden);
      await limit(`code:ip:${ctx.ip}`, LIMITS.codeSendPerIp);
      await limit(`code:acct:email_bind:${user.account}`, LIMITS.codeSendPerAccount);
      const owner = await findCertifiedEmailOwner(db, email, user.id);
      const code = await createCode(db, { purpose: 'email_bind', userId: user.id, target: email });
      if (!owner) {
        await mailer.send({
          to: email,
          ...linked(
            codeMail(ctx.lang, 'email_bind', { brand: ctx.brandName, code, minutes: CODE_TTL_MS / 60_000 }),
            ctx,
            ctx.lang,
            'account',
            'code',
          ),
        });
        return;
      }
      const lang = normalizeLanguage(owner.last_lang) ?? ctx.brandLang ?? 'en';
      await mailer.send({
        to: email,
        ...linked(bindAttemptMail(lang, { brand: ctx.brandName }), ctx, lang, 'account', 'account', owner.last_region),
      });
    },

    async bindEmail(active: ActiveSession, input: { email: string; code: string }): Promise<void> {
      const { user } = active;
      const result = await checkCode(db, {
        purpose: 'email_bind',
        userId: user.id,
        target: input.email,
        code: input.code,
      });
      if (result === 'exhausted')
        throw new AppError(ErrorCode.rateLimited, {
          data: [{ field: 'code', rule: 'attempts' }],
          headers: { 'retry-after': '60' },
        });
      // Another account's address answers like a wrong code: its code was mailed to nobody, and
      // an address taken since the code was sent must not be told apart either.
      if (result !== 'ok' || (await findCertifiedEmailOwner(db, input.email, user.id))) {
        throw new AppError(ErrorCode.loginFailed, { data: [{ field: 'code', rule: 'wrong' }] });
      }
      await updateUser(db, user.id, { email: input.email, email_certified: 1 });
    },

    revokeOthers: (active: ActiveSession) => revokeOtherSessions(db, active.user.id, active.sessionId),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
