// Staff accounts, managed by admins from the console: list, create (with a first password chosen
// by the admin), edit name, role and brands, disable or enable, reset the second factor, set a
// new password. Every change is audited without the password or its hash; disabling and the two
// resets end the account's sessions at once (resolveStaffSession also refuses a disabled account).
//
// Brand scope: an admin without staff_brands rows works for every brand (brandsOf). A brand-scoped
// admin manages only staff whose assigned brands are all among theirs (others answer 1002, as
// foreign objects do in the admin routes) and grants only their own brands (1003); never an
// admin of every brand, which would be more than they have. An admin cannot disable or demote
// themself, and the last enabled admin of every brand cannot be disabled, demoted or scoped.
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ErrorCode } from '@guildhall/contract/errors';
import { StaffCreateSchema, StaffDisabledSchema, StaffPasswordSetSchema, staffAccountPaths, StaffUpdateSchema, type StaffAccount } from '@guildhall/contract/staff-admin';
import type { Database, StaffRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword, passwordWeakness } from '../../lib/password';
import { parseWith } from '../../lib/validate';
import { audit } from '../staff/audit';
import { hasOtherUnscopedAdmin } from './staff-admin.repository';
import type { ActiveStaff } from '../staff/staff-sessions';

const StaffParam = z.object({ staffId: z.coerce.number().int().positive().max(2_147_483_647) });

export interface StaffAdminRoutesOptions {
  db: Kysely<Database>;
  /** scrypt cost of new passwords (config PASSWORD_HASH_COST), as for every other password. */
  passwordCost: number;
}

const issue = (code: number, field: string, rule: string) => new AppError(code, [{ field, rule }]);

export const staffAdminRoutes: FastifyPluginAsync<StaffAdminRoutesOptions> = async (app, { db, passwordCost }) => {
  const signed = { config: { signed: true } };
  const now = () => new Date().toISOString();

  /** The brands assigned to each staff member (no entry: none assigned). */
  async function assignedBrands(ids: number[]): Promise<Map<number, string[]>> {
    const map = new Map<number, string[]>();
    if (ids.length === 0) return map;
    const rows = await db.selectFrom('staff_brands').select(['staff_id', 'brand_id']).where('staff_id', 'in', ids).orderBy('brand_id').execute();
    for (const r of rows) map.set(r.staff_id, [...(map.get(r.staff_id) ?? []), r.brand_id]);
    return map;
  }

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

  /** Whether the caller is an admin of every brand (no brands assigned). */
  async function callerUnscoped(active: ActiveStaff): Promise<boolean> {
    return ((await assignedBrands([active.staff.id])).get(active.staff.id) ?? []).length === 0;
  }

  /**
   * Whether the caller may manage an account with these assigned brands: an unscoped admin manages
   * everyone; a scoped one only accounts whose brands are all theirs (an account with none is an
   * admin of every brand, or an agent of none, and stays with the unscoped admins).
   */
  function manages(active: ActiveStaff, unscoped: boolean, brands: string[]): boolean {
    return unscoped || (brands.length > 0 && brands.every((b) => active.brands.includes(b)));
  }

  /** The account and its assigned brands, if the caller may manage it; else 1002. */
  async function target(active: ActiveStaff, staffId: number) {
    const row = await db.selectFrom('staff').selectAll().where('id', '=', staffId).executeTakeFirst();
    if (!row) throw AppError.notFound();
    const brands = (await assignedBrands([row.id])).get(row.id) ?? [];
    if (!manages(active, await callerUnscoped(active), brands)) throw AppError.notFound();
    return { row, brands };
  }

  /** Brands to grant: they must exist (1001) and, for a scoped caller, be theirs and not none (1003). */
  async function checkGrant(active: ActiveStaff, brands: string[]) {
    if (brands.length > 0) {
      const known = new Set((await db.selectFrom('brands').select('id').where('id', 'in', brands).execute()).map((b) => b.id));
      if (brands.some((b) => !known.has(b))) throw issue(ErrorCode.validation, 'brands', 'unknown');
    }
    if (await callerUnscoped(active)) return;
    if (brands.length === 0 || brands.some((b) => !active.brands.includes(b))) throw issue(ErrorCode.forbidden, 'brands', 'not_yours');
  }

  /**
   * Refuses to take away the last enabled admin of every brand (`rule: last_admin`, 1004): someone
   * must remain who can manage everyone, or the console could lock itself out.
   */
  async function keepLastAdmin(staffId: number, field: string) {
    if (!(await hasOtherUnscopedAdmin(db, staffId))) throw issue(ErrorCode.conflict, field, 'last_admin');
  }

  const isUnscopedAdmin = (row: StaffRow, brands: string[]) => row.role === 'admin' && row.disabled === 0 && brands.length === 0;

  async function revokeSessions(staffId: number) {
    await db.updateTable('staff_sessions').set({ revoked_at: now() }).where('staff_id', '=', staffId).where('revoked_at', 'is', null).execute();
  }

  /** The password rules of every account; the email's name part may not be in it. */
  function checkPassword(password: string, email: string) {
    const weak = passwordWeakness(password, email.split('@')[0]);
    if (weak) throw issue(ErrorCode.validation, 'password', weak);
  }

  app.get(staffAccountPaths.list, async (request, reply) => {
    const active = await request.requireStaff('admin');
    const rows = await db.selectFrom('staff').selectAll().orderBy('name').orderBy('id').execute();
    const brands = await assignedBrands(rows.map((r) => r.id));
    const unscoped = await callerUnscoped(active);
    return reply.ok(rows.filter((r) => manages(active, unscoped, brands.get(r.id) ?? [])).map((r) => view(r, brands.get(r.id) ?? [])));
  });

  app.post(staffAccountPaths.list, signed, async (request, reply) => {
    const active = await request.requireStaff('admin');
    const body = parseWith(StaffCreateSchema, request.body);
    await checkGrant(active, body.brands);
    checkPassword(body.password, body.email);
    if (await db.selectFrom('staff').select('id').where('email', '=', body.email).executeTakeFirst()) throw issue(ErrorCode.conflict, 'email', 'taken');
    const passwordHash = await hashPassword(body.password, passwordCost);
    const at = now();
    let id: number;
    try {
      id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('staff')
          .values({ email: body.email, name: body.name, role: body.role, password_hash: passwordHash, totp_secret: null, totp_pending_secret: null, totp_enabled: 0, totp_last_step: 0, disabled: 0, created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (body.brands.length > 0) await trx.insertInto('staff_brands').values(body.brands.map((b) => ({ staff_id: row.id, brand_id: b }))).execute();
        return row.id;
      });
    } catch {
      // The unique index settles a race between two creates of the same email.
      throw issue(ErrorCode.conflict, 'email', 'taken');
    }
    await audit(db, { staffId: active.staff.id, action: 'staff.created', targetType: 'staff', targetId: id, after: { email: body.email, name: body.name, role: body.role, brands: body.brands }, ip: request.ip });
    return reply.ok({ id });
  });

  app.post(staffAccountPaths.one, signed, async (request, reply) => {
    const active = await request.requireStaff('admin');
    const { staffId } = parseWith(StaffParam, request.params);
    const body = parseWith(StaffUpdateSchema, request.body);
    const { row, brands } = await target(active, staffId);
    const sorted = [...brands].sort();
    const sameBrands = body.brands.length === brands.length && [...body.brands].sort().every((b, i) => b === sorted[i]);
    if (!sameBrands) await checkGrant(active, body.brands);
    if (staffId === active.staff.id && body.role !== row.role) throw issue(ErrorCode.forbidden, 'role', 'self');
    // Demoted to agent or given brands: no longer an admin of every brand.
    if (isUnscopedAdmin(row, brands) && (body.role !== 'admin' || body.brands.length > 0)) await keepLastAdmin(staffId, body.role !== 'admin' ? 'role' : 'brands');
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('staff').set({ name: body.name, role: body.role, updated_at: now() }).where('id', '=', staffId).execute();
      if (!sameBrands) {
        await trx.deleteFrom('staff_brands').where('staff_id', '=', staffId).execute();
        if (body.brands.length > 0) await trx.insertInto('staff_brands').values(body.brands.map((b) => ({ staff_id: staffId, brand_id: b }))).execute();
      }
    });
    await audit(db, { staffId: active.staff.id, action: 'staff.updated', targetType: 'staff', targetId: staffId, before: { name: row.name, role: row.role, brands }, after: body, ip: request.ip });
    return reply.ok(null);
  });

  app.post(staffAccountPaths.disabled, signed, async (request, reply) => {
    const active = await request.requireStaff('admin');
    const { staffId } = parseWith(StaffParam, request.params);
    const { disabled } = parseWith(StaffDisabledSchema, request.body);
    const { row, brands } = await target(active, staffId);
    if (disabled && staffId === active.staff.id) throw issue(ErrorCode.forbidden, 'disabled', 'self');
    if (disabled && isUnscopedAdmin(row, brands)) await keepLastAdmin(staffId, 'disabled');
    await db.updateTable('staff').set({ disabled: disabled ? 1 : 0, updated_at: now() }).where('id', '=', staffId).execute();
    if (disabled) await revokeSessions(staffId);
    await audit(db, { staffId: active.staff.id, action: disabled ? 'staff.disabled' : 'staff.enabled', targetType: 'staff', targetId: staffId, before: { disabled: row.disabled === 1 }, after: { disabled }, ip: request.ip });
    return reply.ok(null);
  });

  app.post(staffAccountPaths.totpReset, signed, async (request, reply) => {
    const active = await request.requireStaff('admin');
    const { staffId } = parseWith(StaffParam, request.params);
    const { row } = await target(active, staffId);
    await db.updateTable('staff').set({ totp_secret: null, totp_pending_secret: null, totp_enabled: 0, totp_last_step: 0, updated_at: now() }).where('id', '=', staffId).execute();
    await revokeSessions(staffId);
    await audit(db, { staffId: active.staff.id, action: 'staff.totp_reset', targetType: 'staff', targetId: staffId, before: { totpEnabled: row.totp_enabled === 1 }, after: { totpEnabled: false }, ip: request.ip });
    return reply.ok(null);
  });

  app.post(staffAccountPaths.password, signed, async (request, reply) => {
    const active = await request.requireStaff('admin');
    const { staffId } = parseWith(StaffParam, request.params);
    const { password } = parseWith(StaffPasswordSetSchema, request.body);
    const { row } = await target(active, staffId);
    checkPassword(password, row.email);
    await db.updateTable('staff').set({ password_hash: await hashPassword(password, passwordCost), updated_at: now() }).where('id', '=', staffId).execute();
    await revokeSessions(staffId);
    // Only that it changed: never the password nor its hash.
    await audit(db, { staffId: active.staff.id, action: 'staff.password_reset', targetType: 'staff', targetId: staffId, ip: request.ip });
    return reply.ok(null);
  });
};
