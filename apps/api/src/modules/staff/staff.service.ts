// Staff login with an optional second factor (TOTP), which admins can be required to use.
import type { Kysely } from 'kysely';
import { ErrorCode } from '@guildhall/contract/errors';
import type { Staff } from '@guildhall/contract/staff';
import type { Database, StaffRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import type { RateLimitStore } from '../../lib/rate-limit';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../../lib/totp';
import { audit } from './audit';
import { brandsOf, issueStaffSession, type ActiveStaff } from './staff-sessions';

export async function toStaff(db: Kysely<Database>, row: StaffRow): Promise<Staff> {
  return { id: row.id, email: row.email, name: row.name, role: row.role, brands: await brandsOf(db, row), totpEnabled: row.totp_enabled === 1 };
}

/** Accepts the TOTP code once: the step it used is stored, a replay finds it spent. */
async function spendTotp(db: Kysely<Database>, row: StaffRow, code: string | undefined): Promise<boolean> {
  if (!row.totp_secret || !code) return false;
  const step = verifyTotp(row.totp_secret, code, row.totp_last_step);
  if (step === null) return false;
  const r = await db.updateTable('staff').set({ totp_last_step: step }).where('id', '=', row.id).where('totp_last_step', '<', step).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function createStaffService(deps: { db: Kysely<Database>; rateLimits: RateLimitStore; passwordCost: number; enforceAdminTotp: boolean }) {
  const { db, rateLimits } = deps;
  return {
    async login(input: { email: string; password: string; totp?: string | undefined }, ip: string) {
      const key = `staff-login:${input.email}`;
      const ipHit = await rateLimits.hit(`staff-login-ip:${ip}`, 30, 15 * 60_000);
      const state = await rateLimits.peek(key, 8);
      if (!ipHit.allowed || !state.allowed) throw new AppError(ErrorCode.rateLimited, null, { 'retry-after': String(Math.max(ipHit.retryAfterSeconds, state.retryAfterSeconds, 1)) });
      const row = await db.selectFrom('staff').selectAll().where('email', '=', input.email).executeTakeFirst();
      const ok = row && row.disabled === 0 ? await verifyPassword(input.password, row.password_hash) : await verifyAgainstDummy(input.password, deps.passwordCost);
      const fail = async (rule: string | null) => {
        await rateLimits.hit(key, 8, 15 * 60_000);
        return new AppError(ErrorCode.loginFailed, rule ? [{ field: 'totp', rule }] : null);
      };
      if (!row || !ok) throw await fail(null);
      if (row.totp_enabled === 1) {
        // Only someone who knows the password learns that a code is needed.
        if (!input.totp) throw new AppError(ErrorCode.loginFailed, [{ field: 'totp', rule: 'required' }]);
        if (!(await spendTotp(db, row, input.totp))) throw await fail('wrong');
      } else if (row.role === 'admin' && deps.enforceAdminTotp) {
        // The password was right: a session that can only set up the second factor.
        const setup = await issueStaffSession(db, row.id, Date.now(), 'totp_setup');
        throw new AppError(ErrorCode.forbidden, { setupToken: setup.token, rule: 'setup_required', field: 'totp' });
      }
      const session = await issueStaffSession(db, row.id);
      await audit(db, { staffId: row.id, action: 'staff.login', targetType: 'staff', targetId: row.id, ip });
      return { ...session, staff: await toStaff(db, row) };
    },

    /** A new secret to scan; the current one stays in force until a code from the new one is confirmed. */
    async totpSetup(active: ActiveStaff) {
      const secret = newTotpSecret();
      await db.updateTable('staff').set({ totp_pending_secret: secret, updated_at: new Date().toISOString() }).where('id', '=', active.staff.id).execute();
      return { secret, otpauthUrl: otpauthUrl(secret, active.staff.email) };
    },

    async totpEnable(active: ActiveStaff, code: string, ip: string) {
      const row = await db.selectFrom('staff').selectAll().where('id', '=', active.staff.id).executeTakeFirstOrThrow();
      const step = row.totp_pending_secret ? verifyTotp(row.totp_pending_secret, code, 0) : null;
      if (step === null) throw new AppError(ErrorCode.loginFailed, [{ field: 'totp', rule: 'wrong' }]);
      await db
        .updateTable('staff')
        .set({ totp_secret: row.totp_pending_secret, totp_pending_secret: null, totp_enabled: 1, totp_last_step: step, updated_at: new Date().toISOString() })
        .where('id', '=', row.id)
        .execute();
      // A setup-only session has served its purpose.
      if (active.scope === 'totp_setup') await db.updateTable('staff_sessions').set({ revoked_at: new Date().toISOString() }).where('id', '=', active.sessionId).execute();
      await audit(db, { staffId: row.id, action: 'staff.totp_enabled', targetType: 'staff', targetId: row.id, before: { totpEnabled: false }, after: { totpEnabled: true }, ip });
    },
  };
}
