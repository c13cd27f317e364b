// Staff accounts, managed by admins from the console: list, create (with a first password chosen
// by the admin), edit name, role and brands, disable or enable, reset the second factor, set a
// new password. Every change commits with its audit entry, which never holds the password or its
// hash; disabling and the two resets end the account's sessions at once (resolveStaffSession also
// refuses a disabled account).
//
// Brand scope: an admin without staff_brands rows works for every brand (brandsOf). A brand-scoped
// admin manages only staff whose assigned brands are all among theirs (others answer 1002, as
// foreign objects do in the admin routes) and grants only their own brands (1003); never an
// admin of every brand, which would be more than they have. An admin cannot disable or demote
// themself, and the last enabled admin of every brand cannot be disabled, demoted or scoped.
import type { Kysely, Transaction } from 'kysely';
import { ErrorCode } from '@guildhall/contract/errors';
import type { StaffRole } from '@guildhall/contract/staff';
import type { StaffAccount } from '@guildhall/contract/staff-admin';
import type { Database, Executor, StaffRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword, passwordWeakness } from '../../lib/password';
import { audit } from '../audit/audit.service';
import { revokeAllStaffSessions, type ActiveStaff } from '../staff-sessions/staff-sessions.service';
import { findStaff } from '../staff/staff.repository';
import {
  assignedBrands,
  clearStaffTotp,
  emailTaken,
  existingBrands,
  hasOtherUnscopedAdmin,
  insertStaffAccount,
  listStaffAccounts,
  lockStaffRow,
  lockUnscopedAdmins,
  replaceStaffBrands,
  setStaffDisabled,
  setStaffPasswordHash,
  updateStaffProfile,
} from './staff-admin.repository';

const issue = (code: number, field: string, rule: string) => new AppError(code, { data: [{ field, rule }] });
const now = () => new Date().toISOString();

const view = (row: StaffRow, brands: string[]): StaffAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  brands,
  allBrands: row.role === 'admin' && brands.length === 0,
  totpEnabled: row.totp_enabled === 1,
  disabled: row.disabled === 1,
  createdAt: row.created_at,
});

/**
 * Whether the caller may manage an account with these assigned brands: an unscoped admin manages
 * everyone; a scoped one only accounts whose brands are all theirs (an account with none is an
 * admin of every brand, or an agent of none, and stays with the unscoped admins).
 */
function manages(active: ActiveStaff, unscoped: boolean, brands: string[]): boolean {
  return unscoped || (brands.length > 0 && brands.every((b) => active.brands.includes(b)));
}

/** Whether two lists of brands hold the same brands. */
function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const sorted = [...a].sort();
  return a.length === b.length && [...b].sort().every((x, i) => x === sorted[i]);
}

const isUnscopedAdmin = (row: StaffRow, brands: string[]) =>
  row.role === 'admin' && row.disabled === 0 && brands.length === 0;

/** The password rules of every account; the email's name part may not be in it. */
function checkPassword(password: string, email: string) {
  const weak = passwordWeakness(password, email.split('@')[0]);
  if (weak) throw issue(ErrorCode.validation, 'password', weak);
}

/**
 * Refuses to take away the last enabled admin of every brand (`rule: last_admin`, 1004): someone
 * must remain who can manage everyone, or the console could lock itself out. Runs in the
 * transaction of the change, with those admins locked, so two admins cannot take each other away.
 */
async function keepLastAdmin(trx: Transaction<Database>, staffId: number, field: string) {
  await lockUnscopedAdmins(trx);
  if (!(await hasOtherUnscopedAdmin(trx, staffId))) throw issue(ErrorCode.conflict, field, 'last_admin');
}

/**
 * The account as it is now, held until the transaction ends: a colleague's change since it was
 * read is what this change replaces, in the account and in its audit entry's before. (Callers
 * lock the admins of every brand first when they need them: every change takes them in that order.)
 */
async function lockedAccount(trx: Transaction<Database>, staffId: number): Promise<StaffRow> {
  const row = (await lockStaffRow(trx, staffId)) ? await findStaff(trx, staffId) : undefined;
  if (!row) throw AppError.notFound();
  return row;
}

/** Whether the caller is an admin of every brand (no brands assigned). */
async function callerUnscoped(db: Executor, active: ActiveStaff): Promise<boolean> {
  return ((await assignedBrands(db, [active.staff.id])).get(active.staff.id) ?? []).length === 0;
}

/** The account and its assigned brands, if the caller may manage it; else 1002. */
async function target(db: Executor, active: ActiveStaff, staffId: number) {
  const row = await findStaff(db, staffId);
  if (!row) throw AppError.notFound();
  const brands = (await assignedBrands(db, [row.id])).get(row.id) ?? [];
  if (!manages(active, await callerUnscoped(db, active), brands)) throw AppError.notFound();
  return { row, brands };
}

/** Brands to grant: they must exist (1001) and, for a scoped caller, be theirs and not none (1003). */
async function checkGrant(db: Executor, active: ActiveStaff, brands: string[]) {
  if (brands.length > 0) {
    const known = await existingBrands(db, brands);
    if (brands.some((b) => !known.has(b))) throw issue(ErrorCode.validation, 'brands', 'unknown');
  }
  if (await callerUnscoped(db, active)) return;
  if (brands.length === 0 || brands.some((b) => !active.brands.includes(b)))
    throw issue(ErrorCode.forbidden, 'brands', 'not_yours');
}

/** The accounts the caller manages: three queries whatever their number. */
export async function list(db: Executor, active: ActiveStaff): Promise<StaffAccount[]> {
  const rows = await listStaffAccounts(db);
  const brands = await assignedBrands(
    db,
    rows.map((r) => r.id),
  );
  const unscoped = (brands.get(active.staff.id) ?? []).length === 0;
  return rows
    .filter((r) => manages(active, unscoped, brands.get(r.id) ?? []))
    .map((r) => view(r, brands.get(r.id) ?? []));
}

export async function create(
  db: Kysely<Database>,
  active: ActiveStaff,
  body: { email: string; name: string; role: StaffRole; brands: string[]; password: string },
  ip: string,
  passwordCost: number,
): Promise<{ id: number }> {
  await checkGrant(db, active, body.brands);
  checkPassword(body.password, body.email);
  if (await emailTaken(db, body.email)) throw issue(ErrorCode.conflict, 'email', 'taken');
  const passwordHash = await hashPassword(body.password, passwordCost);
  const id = await db.transaction().execute(async (trx) => {
    let created: number;
    try {
      created = await insertStaffAccount(
        trx,
        { email: body.email, name: body.name, role: body.role, passwordHash },
        now(),
      );
    } catch {
      // The unique index settles a race between two creates of the same email.
      throw issue(ErrorCode.conflict, 'email', 'taken');
    }
    await replaceStaffBrands(trx, created, body.brands);
    await audit(trx, {
      staffId: active.staff.id,
      action: 'staff.created',
      targetType: 'staff',
      targetId: created,
      after: { email: body.email, name: body.name, role: body.role, brands: body.brands },
      ip,
    });
    return created;
  });
  return { id };
}

export async function update(
  db: Kysely<Database>,
  active: ActiveStaff,
  staffId: number,
  body: { name: string; role: StaffRole; brands: string[] },
  ip: string,
): Promise<void> {
  const { row, brands } = await target(db, active, staffId);
  if (!sameSet(brands, body.brands)) await checkGrant(db, active, body.brands);
  if (staffId === active.staff.id && body.role !== row.role) throw issue(ErrorCode.forbidden, 'role', 'self');
  await db.transaction().execute(async (trx) => {
    // Demoted to agent or given brands: no longer an admin of every brand.
    if (isUnscopedAdmin(row, brands) && (body.role !== 'admin' || body.brands.length > 0))
      await keepLastAdmin(trx, staffId, body.role !== 'admin' ? 'role' : 'brands');
    const current = await lockedAccount(trx, staffId);
    const currentBrands = (await assignedBrands(trx, [staffId])).get(staffId) ?? [];
    await updateStaffProfile(trx, staffId, { name: body.name, role: body.role }, now());
    if (!sameSet(currentBrands, body.brands)) await replaceStaffBrands(trx, staffId, body.brands);
    await audit(trx, {
      staffId: active.staff.id,
      action: 'staff.updated',
      targetType: 'staff',
      targetId: staffId,
      before: { name: current.name, role: current.role, brands: currentBrands },
      after: body,
      ip,
    });
  });
}

export async function setDisabled(
  db: Kysely<Database>,
  active: ActiveStaff,
  staffId: number,
  disabled: boolean,
  ip: string,
): Promise<void> {
  const { row, brands } = await target(db, active, staffId);
  if (disabled && staffId === active.staff.id) throw issue(ErrorCode.forbidden, 'disabled', 'self');
  await db.transaction().execute(async (trx) => {
    if (disabled && isUnscopedAdmin(row, brands)) await keepLastAdmin(trx, staffId, 'disabled');
    const current = await lockedAccount(trx, staffId);
    const at = now();
    await setStaffDisabled(trx, staffId, disabled, at);
    if (disabled) await revokeAllStaffSessions(trx, staffId, at);
    await audit(trx, {
      staffId: active.staff.id,
      action: disabled ? 'staff.disabled' : 'staff.enabled',
      targetType: 'staff',
      targetId: staffId,
      before: { disabled: current.disabled === 1 },
      after: { disabled },
      ip,
    });
  });
}

export async function resetTotp(db: Kysely<Database>, active: ActiveStaff, staffId: number, ip: string): Promise<void> {
  await target(db, active, staffId);
  await db.transaction().execute(async (trx) => {
    const current = await lockedAccount(trx, staffId);
    const at = now();
    await clearStaffTotp(trx, staffId, at);
    await revokeAllStaffSessions(trx, staffId, at);
    await audit(trx, {
      staffId: active.staff.id,
      action: 'staff.totp_reset',
      targetType: 'staff',
      targetId: staffId,
      before: { totpEnabled: current.totp_enabled === 1 },
      after: { totpEnabled: false },
      ip,
    });
  });
}

export async function setPassword(
  db: Kysely<Database>,
  active: ActiveStaff,
  staffId: number,
  password: string,
  ip: string,
  passwordCost: number,
): Promise<void> {
  const { row } = await target(db, active, staffId);
  checkPassword(password, row.email);
  const passwordHash = await hashPassword(password, passwordCost);
  await db.transaction().execute(async (trx) => {
    const at = now();
    await setStaffPasswordHash(trx, staffId, passwordHash, at);
    await revokeAllStaffSessions(trx, staffId, at);
    // Only that it changed: never the password nor its hash.
    await audit(trx, {
      staffId: active.staff.id,
      action: 'staff.password_reset',
      targetType: 'staff',
      targetId: staffId,
      ip,
    });
  });
}
