// Who is calling the staff API: `await request.requireStaff()` answers the staff member and the
// brands they work for, or -600; `requireStaff('admin')` also refuses agents with 1003.
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { ErrorCode } from '@guildhall/contract/errors';
import type { StaffRole } from '@guildhall/contract/staff';
import type { Database } from '../db/schema';
import { AppError } from '../lib/app-error';
import { resolveStaffSession, type ActiveStaff } from '../modules/staff/staff-sessions';
import { bearerToken } from './signature';

declare module 'fastify' {
  interface FastifyRequest {
    requireStaff(role?: StaffRole, options?: { allowTotpSetup?: boolean }): Promise<ActiveStaff>;
  }
}

export const staffAuthPlugin = fp<{ db: Kysely<Database> }>(async (app, { db }) => {
  app.decorateRequest('requireStaff', function () {
    throw new Error('staff auth plugin not ready');
  });
  app.addHook('onRequest', async (request) => {
    let cached: Promise<ActiveStaff | null> | null = null;
    request.requireStaff = async (role, options) => {
      cached ??= resolveStaffSession(db, bearerToken(request));
      const active = await cached;
      if (!active) throw new AppError(ErrorCode.sessionInvalid);
      // A setup-only session opens nothing but the second factor's setup.
      if (active.scope === 'totp_setup' && !options?.allowTotpSetup) throw new AppError(ErrorCode.forbidden, [{ field: 'totp', rule: 'setup_required' }]);
      if (role === 'admin' && active.staff.role !== 'admin') throw new AppError(ErrorCode.forbidden);
      return active;
    };
  });
});
