// The staff_sessions table and the staff_brands rows a session's brands are read from.
import type { Insertable } from 'kysely';
import type { Executor, StaffSessionsTable } from '../../db/schema';

export async function insertStaffSession(db: Executor, row: Insertable<StaffSessionsTable>): Promise<void> {
  await db.insertInto('staff_sessions').values(row).execute();
}

/** The staff_brands rows of these staff members, by brand. */
export function staffBrandRows(db: Executor, staffIds: readonly number[]) {
  return db
    .selectFrom('staff_brands')
    .select(['staff_id', 'brand_id'])
    .where('staff_id', 'in', staffIds)
    .orderBy('brand_id')
    .execute();
}

/** Every brand's id, in display order. */
export async function allBrandIds(db: Executor): Promise<string[]> {
  return (await db.selectFrom('brands').select('id').orderBy('sort').execute()).map((b) => b.id);
}

/** The session with this token hash and its staff member's row. */
export function findStaffSession(db: Executor, tokenHash: string) {
  return db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .selectAll('staff')
    .select([
      'staff_sessions.id as session_id',
      'staff_sessions.expires_at',
      'staff_sessions.revoked_at',
      'staff_sessions.scope',
    ])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function revokeSession(db: Executor, sessionId: number, at: string): Promise<void> {
  await db.updateTable('staff_sessions').set({ revoked_at: at }).where('id', '=', sessionId).execute();
}

export async function revokeSessionsOf(db: Executor, staffId: number, at: string): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: at })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}
