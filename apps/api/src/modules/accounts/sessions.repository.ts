// The sessions table: a player's login tokens, kept as their hashes. `db` first, so a caller's
// transaction passes through.
import type { Insertable } from 'kysely';
import type { Executor, SessionsTable } from '../../db/schema';

export async function insertSession(db: Executor, row: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/** The session of a token's hash with its user's row, whatever its brand, expiry or revocation. */
export function findSessionWithUser(db: Executor, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.brand_id',
      'sessions.expires_at',
      'sessions.revoked_at',
      'sessions.last_used_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchSession(db: Executor, sessionId: number, at: string): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: at }).where('id', '=', sessionId).execute();
}

/** Revokes a session unless it already was. */
export async function revokeSessionById(db: Executor, sessionId: number, at: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes the user's live sessions (not revoked, not expired at `at`) but `keep`; answers how many. */
export async function revokeUserSessions(
  db: Executor,
  userId: number,
  keep: number | null,
  at: string,
): Promise<number> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at);
  if (keep !== null) q = q.where('id', '!=', keep);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Removes sessions expired or revoked at or before `cutoff`; answers how many. */
export async function deleteSessionsEndedBy(db: Executor, cutoff: string): Promise<number> {
  const r = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', cutoff), eb('revoked_at', '<=', cutoff)]))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
