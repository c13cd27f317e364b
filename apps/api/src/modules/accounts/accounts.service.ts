// Ways in and out (docs/product.md section 3): password, one-time code, guest, registration, recovery,
// logout; and the user center's password change and email binding. Failures that could tell an
// attacker whether an account exists answer exactly like unknown accounts (1006 / null). Plain
// functions with `db` first and the other collaborators in `deps` (docs/decisions/0028).
import { randomBytes } from 'node:crypto';
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
import type { Executor, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AfterAnswer } from '../../lib/after-answer';
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
import { bindAttemptMail, codeMail, registerAttemptMail, type MailPurpose } from './mail-texts';
import { siteLink, withLink, type MailLinkKind } from './mail-links';
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
  register: 'login',
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
  kind: MailLinkKind,
  theirArea?: unknown,
): M {
  if (!ctx.site) return mail;
  const path = page === 'login' ? webPaths.login : ctx.site.userCenter ? webPaths.userCenter : webPaths.home;
  const area = [theirArea, ctx.site.area].find((a): a is Area => isArea(a) && AREA_LANGUAGES[a].includes(lang));
  return withLink(mail, lang, kind, siteLink(ctx.site.origin, path, { lang, area }));
}

/**
 * What the services need besides the database: the rate limits, the mailer, the password cost,
 * and where the work after an answer runs (`lib/after-answer.ts`).
 */
export interface AccountsDeps {
  rateLimits: RateLimitStore;
  mailer: Mailer;
  passwordCost: number;
  after: AfterAnswer;
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

async function limit(rateLimits: RateLimitStore, key: string, rule: { limit: number; windowMs: number }) {
  const hit = await rateLimits.hit(key, rule.limit, rule.windowMs);
  if (!hit.allowed)
    throw new AppError(ErrorCode.rateLimited, { headers: { 'retry-after': String(hit.retryAfterSeconds) } });
}

/** Failure-only limits: a player logging in often is fine, someone guessing is not. */
async function failuresBelow(rateLimits: RateLimitStore, key: string, rule: { limit: number }) {
  const state = await rateLimits.peek(key, rule.limit);
  if (!state.allowed)
    throw new AppError(ErrorCode.rateLimited, { headers: { 'retry-after': String(state.retryAfterSeconds) } });
}

const failure = (rateLimits: RateLimitStore, key: string, rule: { limit: number; windowMs: number }) =>
  rateLimits.hit(key, rule.limit, rule.windowMs);

const codeFailure = (rateLimits: RateLimitStore, account: string) =>
  failure(rateLimits, `codecheck:acct:${account}`, LIMITS.codeCheckPerAccount);

/** A code's mail in the caller's language, linking to the page the code is typed into. */
const codeMessage = (ctx: CallContext, purpose: MailPurpose, code: string) =>
  linked(
    codeMail(ctx.lang, purpose, { brand: ctx.brandName, code, minutes: CODE_TTL_MS / 60_000 }),
    ctx,
    ctx.lang,
    CODE_PAGES[purpose],
    'code',
  );

type EmailOwner = NonNullable<Awaited<ReturnType<typeof findCertifiedEmailOwner>>>;

/** A mail to an address's owner: in the language of their latest inquiry (else the brand's), linking in their area. */
function ownerMessage(
  ctx: CallContext,
  owner: EmailOwner,
  mail: (lang: Language, owner: EmailOwner) => { subject: string; text: string },
  page: 'login' | 'account',
  kind: MailLinkKind,
) {
  const lang = normalizeLanguage(owner.last_lang) ?? ctx.brandLang ?? 'en';
  return linked(mail(lang, owner), ctx, lang, page, kind, owner.last_region);
}

async function mailCode(
  db: Executor,
  mailer: Mailer,
  ctx: CallContext,
  purpose: MailPurpose,
  user: UserRow,
  to: string,
) {
  const code = await createCode(db, { purpose, userId: user.id, target: to });
  await mailer.send({ to, ...codeMessage(ctx, purpose, code) });
}

const session = (db: Executor, user: UserRow, ctx: CallContext, remember: boolean) =>
  issueSession(db, { user, brandId: ctx.brandId, remember, userAgent: ctx.userAgent });

/** The login methods a game offers (all of them without a game); a social one only when its provider is configured here. */
export async function loginConfig(
  db: Executor,
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
}

export async function loginWithPassword(
  db: Executor,
  deps: Pick<AccountsDeps, 'rateLimits' | 'passwordCost'>,
  input: { account: string; password: string; remember: boolean },
  ctx: CallContext,
): Promise<LoginResult> {
  const { rateLimits } = deps;
  const account = input.account.toLowerCase();
  await limit(rateLimits, `login:ip:${ctx.ip}`, LIMITS.loginPerIp);
  await failuresBelow(rateLimits, `login:acct:${account}`, LIMITS.loginPerAccount);
  const user = await findUserByAccount(db, account);
  const ok = user?.password_hash
    ? await verifyPassword(input.password, user.password_hash)
    : await verifyAgainstDummy(input.password, deps.passwordCost);
  if (!user || !ok) {
    await failure(rateLimits, `login:acct:${account}`, LIMITS.loginPerAccount);
    throw new AppError(ErrorCode.loginFailed);
  }
  if (user.password_hash && needsRehash(user.password_hash, deps.passwordCost)) {
    await updateUser(db, user.id, { password_hash: await hashPassword(input.password, deps.passwordCost) });
  }
  return session(db, user, ctx, input.remember);
}

export async function loginAsGuest(
  db: Executor,
  deps: Pick<AccountsDeps, 'rateLimits'>,
  remember: boolean,
  ctx: CallContext,
): Promise<LoginResult> {
  await limit(deps.rateLimits, `guest:ip:${ctx.ip}`, LIMITS.guestPerIp);
  const id = randomBytes(6).toString('hex');
  const user = await insertUser(db, {
    account: `guest_${id}`,
    type: 'GUEST',
    username: `Guest-${id.slice(0, 6).toUpperCase()}`,
  });
  return session(db, user, ctx, remember);
}

/**
 * Registration's first step (docs/decisions/0032-brand-scope-and-account-enumeration.md): answers
 * null, in the same time, whatever the address; all the work follows the answer. A free address
 * gets a registration code. An address that is already an account's gets a mail to its owner
 * saying someone tried and how to log in instead; a code is still made for it (the same rows and
 * attempts as for a free address, so checking codes cannot tell the two apart) and mailed to
 * nobody, and `register` refuses it like a wrong one.
 */
export async function sendRegisterCode(
  db: Executor,
  deps: Pick<AccountsDeps, 'rateLimits' | 'mailer' | 'after'>,
  email: string,
  ctx: CallContext,
): Promise<void> {
  const { rateLimits, mailer } = deps;
  await limit(rateLimits, `code:ip:${ctx.ip}`, LIMITS.codeSendPerIp);
  await limit(rateLimits, `code:addr:register:${email}`, LIMITS.codeSendPerAccount);
  deps.after.run(async () => {
    const owner = await findCertifiedEmailOwner(db, email);
    const code = await createCode(db, { purpose: 'register', userId: null, target: email });
    const notice = (lang: Language, to: EmailOwner) =>
      registerAttemptMail(lang, { brand: ctx.brandName, account: to.account });
    await mailer.send({
      to: email,
      ...(owner ? ownerMessage(ctx, owner, notice, 'login', 'login') : codeMessage(ctx, 'register', code)),
    });
  });
}

const codeWrong = () => new AppError(ErrorCode.loginFailed, { data: [{ field: 'code', rule: 'wrong' }] });

/**
 * An official account with the proven address, verified. The code is checked before anything
 * about the name is said: a wrong or expired code is 1006 whatever the name; only with the right
 * one may the answer be that the name is taken, and that answer spends the code, so listing names
 * costs a mailbox round trip per name.
 */
export async function register(
  db: Executor,
  deps: Pick<AccountsDeps, 'rateLimits' | 'passwordCost'>,
  input: { email: string; code: string; account: string; password: string; remember: boolean },
  ctx: CallContext,
  seal: SealIdempotent = noSeal,
): Promise<LoginResult> {
  const { rateLimits } = deps;
  await limit(rateLimits, `register:ip:${ctx.ip}`, LIMITS.registerPerIp);
  const checks = `codecheck:addr:${input.email}`;
  await failuresBelow(rateLimits, checks, LIMITS.codeCheckPerAccount);
  // Rules of the input alone, before the code is spent: they say nothing about anyone's account.
  const account = input.account.toLowerCase();
  if (/^(guest_|pf_|sns_)/.test(account)) throw weakness('reserved', 'account');
  const weak = passwordWeakness(input.password, account);
  if (weak) throw weakness(weak, 'password');
  const result = await checkCode(db, { purpose: 'register', userId: null, target: input.email, code: input.code });
  if (result === 'exhausted')
    throw new AppError(ErrorCode.rateLimited, {
      data: [{ field: 'code', rule: 'attempts' }],
      headers: { 'retry-after': '60' },
    });
  // An account's address answers like a wrong code: its code was mailed to nobody, and an address
  // verified by another account since the code was sent must not be told apart either.
  if (result !== 'ok' || (await findCertifiedEmailOwner(db, input.email))) {
    await failure(rateLimits, checks, LIMITS.codeCheckPerAccount);
    throw codeWrong();
  }
  const taken = () => new AppError(ErrorCode.conflict, { data: [{ field: 'account', rule: 'taken' }] });
  if (await findUserByAccount(db, account)) throw taken();
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
        email: input.email,
        email_certified: 1,
      });
    } catch {
      // The unique index settles a race between two registrations of the same name.
      throw taken();
    }
    return seal(trx, await session(trx, user, ctx, input.remember));
  });
}

/**
 * Always answers null, in the same time: whether the account exists or has an email is
 * nobody's business. The code is made and mailed after the answer.
 */
export async function sendLoginCode(
  db: Executor,
  deps: Pick<AccountsDeps, 'rateLimits' | 'mailer' | 'after'>,
  purpose: 'quick_login' | 'password_reset',
  accountInput: string,
  ctx: CallContext,
): Promise<void> {
  const { rateLimits } = deps;
  const account = accountInput.toLowerCase();
  await limit(rateLimits, `code:ip:${ctx.ip}`, LIMITS.codeSendPerIp);
  await limit(rateLimits, `code:acct:${purpose}:${account}`, LIMITS.codeSendPerAccount);
  const user = await findUserByAccount(db, account);
  if (!user || user.type !== 'OFFICIAL' || !user.email || user.email_certified !== 1) return;
  const to = user.email;
  deps.after.run(() => mailCode(db, deps.mailer, ctx, purpose, user, to));
}

export async function loginWithCode(
  db: Executor,
  deps: Pick<AccountsDeps, 'rateLimits'>,
  input: { account: string; code: string; remember: boolean },
  ctx: CallContext,
): Promise<LoginResult> {
  const { rateLimits } = deps;
  const account = input.account.toLowerCase();
  await failuresBelow(rateLimits, `codecheck:acct:${account}`, LIMITS.codeCheckPerAccount);
  const user = await findUserByAccount(db, account);
  const result = user?.email
    ? await checkCode(db, { purpose: 'quick_login', userId: user.id, target: user.email, code: input.code })
    : 'wrong';
  if (!user || result !== 'ok') {
    await codeFailure(rateLimits, account);
    throw new AppError(ErrorCode.loginFailed);
  }
  return session(db, user, ctx, input.remember);
}

export async function recoverPassword(
  db: Executor,
  deps: Pick<AccountsDeps, 'rateLimits' | 'passwordCost'>,
  input: { account: string; code: string; newPassword: string },
): Promise<void> {
  const { rateLimits } = deps;
  const account = input.account.toLowerCase();
  await failuresBelow(rateLimits, `codecheck:acct:${account}`, LIMITS.codeCheckPerAccount);
  const weak = passwordWeakness(input.newPassword, account);
  if (weak) throw weakness(weak, 'newPassword');
  const user = await findUserByAccount(db, account);
  const result = user?.email
    ? await checkCode(db, { purpose: 'password_reset', userId: user.id, target: user.email, code: input.code })
    : 'wrong';
  if (!user || result !== 'ok') {
    await codeFailure(rateLimits, account);
    throw new AppError(ErrorCode.loginFailed);
  }
  await updateUser(db, user.id, {
    password_hash: await hashPassword(input.newPassword, deps.passwordCost),
    password_changed_at: new Date().toISOString(),
  });
  // Whoever knew the old password is out.
  await revokeOtherSessions(db, user.id, null);
}

export async function logout(db: Executor, active: ActiveSession | null): Promise<void> {
  if (active) await revokeSession(db, active.sessionId);
}

export async function changePassword(
  db: Executor,
  deps: Pick<AccountsDeps, 'rateLimits' | 'passwordCost'>,
  active: ActiveSession,
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  const { rateLimits } = deps;
  const { user } = active;
  await failuresBelow(rateLimits, `login:acct:${user.account}`, LIMITS.loginPerAccount);
  if (!user.password_hash || !(await verifyPassword(input.oldPassword, user.password_hash))) {
    await failure(rateLimits, `login:acct:${user.account}`, LIMITS.loginPerAccount);
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
}

/**
 * Answers the same whether the address is free or another account's, with the same work (one
 * query, one code row, one mail), so neither the answer nor its timing tells them apart. For
 * a taken address the mail goes to its owner and says someone tried; the requester's code is
 * mailed to nobody, and binding it fails like a wrong code.
 */
export async function sendEmailCode(
  db: Executor,
  deps: Pick<AccountsDeps, 'rateLimits' | 'mailer'>,
  active: ActiveSession,
  email: string,
  ctx: CallContext,
): Promise<void> {
  const { rateLimits, mailer } = deps;
  const { user } = active;
  if (user.type === 'GUEST') throw new AppError(ErrorCode.forbidden);
  await limit(rateLimits, `code:ip:${ctx.ip}`, LIMITS.codeSendPerIp);
  await limit(rateLimits, `code:acct:email_bind:${user.account}`, LIMITS.codeSendPerAccount);
  const owner = await findCertifiedEmailOwner(db, email, user.id);
  const code = await createCode(db, { purpose: 'email_bind', userId: user.id, target: email });
  const notice = (lang: Language) => bindAttemptMail(lang, { brand: ctx.brandName });
  await mailer.send({
    to: email,
    ...(owner ? ownerMessage(ctx, owner, notice, 'account', 'account') : codeMessage(ctx, 'email_bind', code)),
  });
}

export async function bindEmail(
  db: Executor,
  active: ActiveSession,
  input: { email: string; code: string },
): Promise<void> {
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
}

export const revokeOthers = (db: Executor, active: ActiveSession) =>
  revokeOtherSessions(db, active.user.id, active.sessionId);
