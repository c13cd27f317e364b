// The rows the operator commands on accounts (ops/accounts.ts) read and change.
import type { Executor } from '../db/schema';

export function findStaffByEmail(db: Executor, email: string) {
  return db.selectFrom('staff').select(['id', 'email', 'disabled']).where('email', '=', email).executeTakeFirst();
}

/** Official players whose account is `key`, or (when `key` is an email) whose bound email is. */
export function findPlayers(db: Executor, key: string) {
  return db
    .selectFrom('users')
    .select(['id', 'account'])
    .where((eb) =>
      key.includes('@') ? eb.or([eb('account', '=', key), eb('email', '=', key)]) : eb('account', '=', key),
    )
    .where('type', '=', 'OFFICIAL')
    .execute();
}

export async function setStaffPassword(db: Executor, staffId: number, hash: string, at: string): Promise<void> {
  await db.updateTable('staff').set({ password_hash: hash, updated_at: at }).where('id', '=', staffId).execute();
}

/** Sets (or, with null, removes) a player's password. */
export async function setPlayerPassword(db: Executor, userId: number, hash: string | null, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: hash, password_changed_at: at, updated_at: at })
    .where('id', '=', userId)
    .execute();
}

/** Ends the open sessions of a staff member; how many there were. */
export async function endStaffSessions(db: Executor, staffId: number, at: string): Promise<number> {
  const ended = await db
    .updateTable('staff_sessions')
    .set({ revoked_at: at })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

/** Ends the open sessions of a player; how many there were. */
export async function endPlayerSessions(db: Executor, userId: number, at: string): Promise<number> {
  const ended = await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

export async function hasInquiries(db: Executor, userId: number): Promise<boolean> {
  return !!(await db.selectFrom('inquiries').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst());
}

/** Deletes a player (sessions, codes, bindings and unattached files go with the row: ON DELETE CASCADE) and their characters. */
export async function deletePlayer(db: Executor, userId: number, account: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
  await db.deleteFrom('game_roles').where('account', '=', account).execute();
}

export function staffRoleOf(db: Executor, staffId: number) {
  return db.selectFrom('staff').select(['role', 'disabled']).where('id', '=', staffId).executeTakeFirstOrThrow();
}

export async function disableStaff(db: Executor, staffId: number, hash: string, at: string): Promise<void> {
  await db
    .updateTable('staff')
    .set({ disabled: 1, password_hash: hash, updated_at: at })
    .where('id', '=', staffId)
    .execute();
}
