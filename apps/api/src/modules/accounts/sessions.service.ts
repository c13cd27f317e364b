// Sessions: opaque random tokens (256 bits) that exist on the server only as their SHA-256, with
// an expiry and revocation. A token belongs to the brand it was issued on.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LoginResult } from '@guildhall/contract/accounts';
import type { AccountType } from '@guildhall/contract/account-types';
import type { Database, UserRow } from '../../db/schema';
import { sha256Hex } from '../../lib/hash';
import {
  deleteSessionsEndedBy,
  findSessionWithUser,
  insertSession,
  revokeSessionById,
  revokeUserSessions,
  touchSession,
} from './sessions.repository';

const HOUR = 60 * 60 * 1000;
/** Lifetimes: a remembered login or a guest keeps 30 days; a session-only login one day. */
export const SESSION_TTL_MS = { remembered: 30 * 24 * HOUR, guest: 30 * 24 * HOUR, session: 24 * HOUR } as const;
const TOUCH_EVERY_MS = 60_000;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return sha256Hex(token);
}

export async function issueSession(
  db: Kysely<Database>,
  input: { user: UserRow; brandId: string; remember: boolean; userAgent?: string | undefined; now?: number },
): Promise<LoginResult> {
  const now = input.now ?? Date.now();
  const ttl =
    input.user.type === 'GUEST'
      ? SESSION_TTL_MS.guest
      : input.remember
        ? SESSION_TTL_MS.remembered
        : SESSION_TTL_MS.session;
  const token = newToken();
  const expiresAt = new Date(now + ttl).toISOString();
  await insertSession(db, {
    token_hash: tokenHash(token),
    user_id: input.user.id,
    brand_id: input.brandId,
    remember: input.remember ? 1 : 0,
    created_at: new Date(now).toISOString(),
    expires_at: expiresAt,
    revoked_at: null,
    last_used_at: new Date(now).toISOString(),
    user_agent: input.userAgent?.slice(0, 300) ?? null,
  });
  return {
    token,
    account: input.user.account,
    username: input.user.username,
    type: input.user.type as AccountType,
    expiresAt,
  };
}

export interface ActiveSession {
  sessionId: number;
  user: UserRow;
}

/** The session of a token on this brand, or null when unknown, expired, revoked or another brand's. */
export async function resolveSession(
  db: Kysely<Database>,
  token: string,
  brandId: string,
  now = Date.now(),
): Promise<ActiveSession | null> {
  if (!token || token.length > 200) return null;
  const row = await findSessionWithUser(db, tokenHash(token));
  if (!row || row.revoked_at !== null || row.brand_id !== brandId || row.expires_at <= new Date(now).toISOString())
    return null;
  // A deleted account opens nothing, even with a session a login still running during the deletion wrote.
  if (row.deleted_at) return null;
  if (now - Date.parse(row.last_used_at) > TOUCH_EVERY_MS) {
    await touchSession(db, row.session_id, new Date(now).toISOString());
  }
  const { session_id, brand_id: _b, expires_at: _e, revoked_at: _r, last_used_at: _l, ...user } = row;
  return { sessionId: session_id, user };
}

export async function revokeSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await revokeSessionById(db, sessionId, new Date().toISOString());
}

/** Ends every session of the user but `keep`; answers how many were ended. */
export async function revokeOtherSessions(db: Kysely<Database>, userId: number, keep: number | null): Promise<number> {
  return revokeUserSessions(db, userId, keep, new Date().toISOString());
}

/** Removes sessions expired or revoked more than a week ago (housekeeping). */
export async function purgeSessions(db: Kysely<Database>, at = new Date()): Promise<number> {
  const cutoff = new Date(at.getTime() - 7 * 24 * HOUR).toISOString();
  return deleteSessionsEndedBy(db, cutoff);
}
