// Who is calling the staff API: `await request.requireStaff()` answers the staff member and the
// brands they work for, or -600; `requireStaff('admin')` also refuses agents with 1003.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ErrorCode } from '@guildhall/contract/errors';
import type { StaffRole } from '@guildhall/contract/staff';
import type { Database } from '../db/schema';
import { AppError } from '../lib/app-error';
import { resolveStaffSession, type ActiveStaff } from '../modules/staff-sessions/staff-sessions.service';
import { createPresenceToucher } from '../modules/assignment/assignment.service';
import { bearerToken } from './signature';

declare module 'fastify' {
  interface FastifyRequest {
    requireStaff(role?: StaffRole, options?: { allowTotpSetup?: boolean }): Promise<ActiveStaff>;
    /** The staff session lookup, started by the first `requireStaff()` of the request. */
    staffLookup: Promise<ActiveStaff | null> | null;
  }
}

export const staffAuthPlugin = fp<{ db: Kysely<Database> }>(async (app, { db }) => {
  // A method of every request rather than a hook that makes it per request (see auth.ts).
  app.decorateRequest('staffLookup', null);
  // Any signed-in console request is activity: the agent's presence time moves forward (at most
  // once a minute per agent, never waited for), so the inactivity job leaves them be.
  const touch = createPresenceToucher(db);
  app.decorateRequest(
    'requireStaff',
    async function (this: FastifyRequest, role?: StaffRole, options?: { allowTotpSetup?: boolean }) {
      this.staffLookup ??= resolveStaffSession(db, bearerToken(this));
      const active = await this.staffLookup;
      if (!active) throw new AppError(ErrorCode.sessionInvalid);
      // A setup-only session opens nothing but the second factor's setup.
      if (active.scope === 'totp_setup' && !options?.allowTotpSetup)
        throw new AppError(ErrorCode.forbidden, { data: [{ field: 'totp', rule: 'setup_required' }] });
      if (role === 'admin' && active.staff.role !== 'admin') throw new AppError(ErrorCode.forbidden);
      void touch(active.staff.id);
      return active;
    },
  );
});
