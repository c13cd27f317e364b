// Social login (docs/product.md section 3, docs/decisions/0013): the authorization code flow with state, PKCE and (OpenID
// Connect) nonce. A start stores the attempt, keyed by the SHA-256 of its state, for ten minutes;
// a finish takes it out (single use), exchanges the code, and logs the provider's player into the
// official account bound to that identity, creating it on the first visit.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { LoginResult } from '@guildhall/contract/accounts';
import type { SocialProvider } from '@guildhall/contract/account-types';
import { ErrorCode } from '@guildhall/contract/errors';
import type { Database, Executor, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/hash';
import type { RateLimitStore } from '../../lib/rate-limit';
import { findCertifiedEmailOwner, insertUser } from '../accounts/accounts.repository';
import { issueSession } from '../accounts/sessions.service';
import { pkceChallenge, randomToken, safeErrorCode, SocialLoginError, type SocialProtocol } from './protocol';
import type { ProviderSettings, SocialProfile } from './providers';
import { findUserByIdentity, insertIdentity, insertOauthState, takeOauthState } from './social.repository';

export const STATE_TTL_MS = 10 * 60_000;

/** Per IP; a player never meets them, a script soon does (starts also bound the state table). */
export const SOCIAL_LIMITS = {
  startPerIp: { limit: 60, windowMs: 10 * 60_000 },
  finishPerIp: { limit: 30, windowMs: 10 * 60_000 },
} as const;

/** The providers configured here, how to talk to them, the per-IP limits' store and the clock. */
export interface SocialDeps {
  rateLimits: RateLimitStore;
  providers: ReadonlyMap<SocialProvider, ProviderSettings>;
  protocol: SocialProtocol;
  now?: () => number;
}

export interface SocialContext {
  ip: string;
  brandId: string;
  userAgent?: string | undefined;
}

const emailSchema = z.string().trim().toLowerCase().max(254).email();

/** The provider's display name made fit for a user name: printable, single-spaced, 64 characters. */
export function usernameFrom(name: string | null, label: string): string {
  const clean = (name ?? '').normalize('NFC').replace(/\p{C}/gu, '').replace(/\s+/g, ' ').trim();
  return Array.from(clean).slice(0, 64).join('').trim() || `${label} player`;
}

function provider(providers: SocialDeps['providers'], id: SocialProvider): ProviderSettings {
  const p = providers.get(id);
  if (!p) throw AppError.notFound();
  return p;
}

async function limit(rateLimits: RateLimitStore, key: string, rule: { limit: number; windowMs: number }) {
  const hit = await rateLimits.hit(key, rule.limit, rule.windowMs);
  if (!hit.allowed)
    throw new AppError(ErrorCode.rateLimited, { headers: { 'retry-after': String(hit.retryAfterSeconds) } });
}

/** Takes the attempt out (it is gone whatever follows) and checks it belongs here and now. */
async function consumeState(db: Executor, state: string, p: ProviderSettings, brandId: string, now: () => number) {
  const row = await takeOauthState(db, sha256Hex(state));
  if (!row) throw new SocialLoginError('state', { error: 'unknown' });
  if (row.provider !== p.id) throw new SocialLoginError('state', { error: 'other_provider' });
  if (row.brand_id !== brandId) throw new SocialLoginError('state', { error: 'other_brand' });
  if (row.expires_at <= new Date(now()).toISOString()) throw new SocialLoginError('state', { error: 'expired' });
  return row;
}

async function accountFor(
  db: Kysely<Database>,
  p: ProviderSettings,
  profile: SocialProfile,
  now: () => number,
): Promise<UserRow> {
  const known = await findUserByIdentity(db, p.id, profile.subject);
  if (known) return known;
  const parsedEmail = profile.email ? emailSchema.safeParse(profile.email) : null;
  const email = parsedEmail?.success ? parsedEmail.data : null;
  // A verified address is certified here too, unless another account already holds it certified.
  const certified = email !== null && profile.emailVerified && !(await findCertifiedEmailOwner(db, email, 0));
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, {
        account: `sns_${p.id}_${randomBytes(8).toString('hex')}`,
        type: 'OFFICIAL',
        username: usernameFrom(profile.name, p.label),
        email,
        email_certified: certified ? 1 : 0,
      });
      await insertIdentity(trx, {
        provider: p.id,
        subject: profile.subject,
        user_id: user.id,
        email,
        created_at: new Date(now()).toISOString(),
      });
      return user;
    });
  } catch (err) {
    // Two first logins of the same identity at once: the primary key lets one win; use its account.
    const winner = await findUserByIdentity(db, p.id, profile.subject);
    if (winner) return winner;
    throw err;
  }
}

export async function start(
  db: Executor,
  id: SocialProvider,
  input: { remember: boolean; redirectUri: string },
  ctx: SocialContext,
  { rateLimits, providers, protocol, now = Date.now }: SocialDeps,
): Promise<{ authorizeUrl: string }> {
  const p = provider(providers, id);
  await limit(rateLimits, `social:start:ip:${ctx.ip}`, SOCIAL_LIMITS.startPerIp);
  const state = randomToken(32);
  const codeVerifier = randomToken(32);
  const nonce = randomToken(16);
  const authorizeUrl = await protocol.authorizationUrl(p, {
    state,
    codeChallenge: pkceChallenge(codeVerifier),
    nonce,
    redirectUri: input.redirectUri,
  });
  const at = now();
  await insertOauthState(db, {
    state_hash: sha256Hex(state),
    provider: p.id,
    code_verifier: codeVerifier,
    nonce,
    brand_id: ctx.brandId,
    redirect_uri: input.redirectUri,
    remember: input.remember ? 1 : 0,
    created_at: new Date(at).toISOString(),
    expires_at: new Date(at + STATE_TTL_MS).toISOString(),
  });
  return { authorizeUrl };
}

/** The provider turned the player back (`error=access_denied`): the attempt is over. */
export async function abandon(
  db: Executor,
  id: SocialProvider,
  input: { state: string | undefined; error: unknown },
  ctx: SocialContext,
  { rateLimits, providers }: SocialDeps,
): Promise<never> {
  provider(providers, id);
  await limit(rateLimits, `social:finish:ip:${ctx.ip}`, SOCIAL_LIMITS.finishPerIp);
  if (input.state) await takeOauthState(db, sha256Hex(input.state));
  const error = safeErrorCode(input.error);
  throw new SocialLoginError('authorize', error ? { error } : {});
}

export async function finish(
  db: Kysely<Database>,
  id: SocialProvider,
  input: { code: string; state: string; deviceId?: string | undefined },
  ctx: SocialContext,
  { rateLimits, providers, protocol, now = Date.now }: SocialDeps,
): Promise<LoginResult> {
  const p = provider(providers, id);
  await limit(rateLimits, `social:finish:ip:${ctx.ip}`, SOCIAL_LIMITS.finishPerIp);
  const attempt = await consumeState(db, input.state, p, ctx.brandId, now);
  const profile = await protocol.finish(p, {
    code: input.code,
    codeVerifier: attempt.code_verifier,
    redirectUri: attempt.redirect_uri,
    nonce: attempt.nonce,
    // VK ID wants the device id of its callback and the state back at its token endpoint.
    ...(p.id === 'vk'
      ? { extra: { state: input.state, ...(input.deviceId ? { device_id: input.deviceId } : {}) } }
      : {}),
  });
  const user = await accountFor(db, p, profile, now);
  return issueSession(db, {
    user,
    brandId: ctx.brandId,
    remember: attempt.remember === 1,
    userAgent: ctx.userAgent,
  });
}
