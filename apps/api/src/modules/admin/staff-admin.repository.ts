// Staff accounts as the console and the operator commands (ops/accounts.ts) see them: queries
// shared by both, `db` first so a transaction passes through.
import type { StaffRole } from '@guildhall/contract/staff';
import type { Executor, StaffRow } from '../../db/schema';

/**
 * Whether an enabled admin of every brand (no `staff_brands` rows) other than `staffId` exists:
 * someone must remain who can manage everyone, or the console could lock itself out.
 */
export async function hasOtherUnscopedAdmin(db: Executor, staffId: number): Promise<boolean> {
  const row = await db
    .selectFrom('staff')
    .select('id')
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .where('id', '!=', staffId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('staff_brands')
            .select('staff_brands.staff_id')
            .whereRef('staff_brands.staff_id', '=', 'staff.id'),
        ),
      ),
    )
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** The brands assigned to each staff member (no entry: none assigned), in one query. */
export async function assignedBrands(db: Executor, staffIds: readonly number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (staffIds.length === 0) return map;
  const rows = await db
    .selectFrom('staff_brands')
    .select(['staff_id', 'brand_id'])
    .where('staff_id', 'in', [...staffIds])
    .orderBy('brand_id')
    .execute();
  for (const r of rows) map.set(r.staff_id, [...(map.get(r.staff_id) ?? []), r.brand_id]);
  return map;
}

/** Every staff account, by name. */
export function listStaffAccounts(db: Executor): Promise<StaffRow[]> {
  return db.selectFrom('staff').selectAll().orderBy('name').orderBy('id').execute();
}

/** Which of these brand ids exist. */
export async function existingBrands(db: Executor, brandIds: readonly string[]): Promise<Set<string>> {
  if (brandIds.length === 0) return new Set();
  return new Set(
    (
      await db
        .selectFrom('brands')
        .select('id')
        .where('id', 'in', [...brandIds])
        .execute()
    ).map((b) => b.id),
  );
}

export async function emailTaken(db: Executor, email: string): Promise<boolean> {
  return Boolean(await db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirst());
}

export async function insertStaffAccount(
  db: Executor,
  account: { email: string; name: string; role: StaffRole; passwordHash: string },
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('staff')
    .values({
      email: account.email,
      name: account.name,
      role: account.role,
      password_hash: account.passwordHash,
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled: 0,
      totp_last_step: 0,
      disabled: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces the brands assigned to a staff member (none: an admin of every brand, or an agent of none). */
export async function replaceStaffBrands(db: Executor, staffId: number, brandIds: readonly string[]): Promise<void> {
  await db.deleteFrom('staff_brands').where('staff_id', '=', staffId).execute();
  if (brandIds.length > 0)
    await db
      .insertInto('staff_brands')
      .values(brandIds.map((b) => ({ staff_id: staffId, brand_id: b })))
      .execute();
}

/**
 * Holds an account's row until the transaction ends (an UPDATE that changes nothing, portable
 * where SELECT … FOR UPDATE is not SQLite): a colleague's change of it waits, then sees this one.
 * False when there is no such account.
 */
export async function lockStaffRow(db: Executor, staffId: number): Promise<boolean> {
  const r = await db
    .updateTable('staff')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', staffId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function updateStaffProfile(
  db: Executor,
  staffId: number,
  profile: { name: string; role: StaffRole },
  at: string,
): Promise<void> {
  await db
    .updateTable('staff')
    .set({ name: profile.name, role: profile.role, updated_at: at })
    .where('id', '=', staffId)
    .execute();
}

export async function setStaffDisabled(db: Executor, staffId: number, disabled: boolean, at: string): Promise<void> {
  await db
    .updateTable('staff')
    .set({ disabled: disabled ? 1 : 0, updated_at: at })
    .where('id', '=', staffId)
    .execute();
}

export async function clearStaffTotp(db: Executor, staffId: number, at: string): Promise<void> {
  await db
    .updateTable('staff')
    .set({ totp_secret: null, totp_pending_secret: null, totp_enabled: 0, totp_last_step: 0, updated_at: at })
    .where('id', '=', staffId)
    .execute();
}

export async function setStaffPasswordHash(
  db: Executor,
  staffId: number,
  passwordHash: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('staff')
    .set({ password_hash: passwordHash, updated_at: at })
    .where('id', '=', staffId)
    .execute();
}

/**
 * Locks the rows of the enabled admins of every brand until the transaction ends (an UPDATE that
 * changes nothing: portable, where SELECT … FOR UPDATE is not SQLite). Two admins taking each other
 * away at once then run one after the other, and the second sees that the first left no one else.
 */
export async function lockUnscopedAdmins(db: Executor): Promise<void> {
  await db
    .updateTable('staff')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('staff_brands')
            .select('staff_brands.staff_id')
            .whereRef('staff_brands.staff_id', '=', 'staff.id'),
        ),
      ),
    )
    .execute();
}
