// Staff accounts under /api/staff/admin/staff, for admins: list, create, edit, disable or enable,
// reset the second factor, set a new password. HTTP only: the rules (brand scope, the last admin,
// audit) live in staff-admin.service.
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { StaffCreateSchema, StaffDisabledSchema, StaffPasswordSetSchema, staffAccountPaths, StaffUpdateSchema } from '@guildhall/contract/staff-admin';
import type { Database } from '../../db/schema';
import { parseWith } from '../../lib/validate';
import { createStaffAdminService } from './staff-admin.service';

const StaffParam = z.object({ staffId: z.coerce.number().int().positive().max(2_147_483_647) });

export interface StaffAdminRoutesOptions {
  db: Kysely<Database>;
  /** scrypt cost of new passwords (config PASSWORD_HASH_COST), as for every other password. */
  passwordCost: number;
}

export const staffAdminRoutes: FastifyPluginAsync<StaffAdminRoutesOptions> = async (app, options) => {
  const accounts = createStaffAdminService(options);
  const signed = { config: { signed: true } };

  app.get(staffAccountPaths.list, async (request, reply) => reply.ok(await accounts.list(await request.requireStaff('admin'))));

  app.post(staffAccountPaths.list, signed, async (request, reply) => {
    const active = await request.requireStaff('admin');
    return reply.ok(await accounts.create(active, parseWith(StaffCreateSchema, request.body), request.ip));
  });

  app.post(staffAccountPaths.one, signed, async (request, reply) => {
    const active = await request.requireStaff('admin');
    const { staffId } = parseWith(StaffParam, request.params);
    await accounts.update(active, staffId, parseWith(StaffUpdateSchema, request.body), request.ip);
    return reply.ok(null);
  });

  app.post(staffAccountPaths.disabled, signed, async (request, reply) => {
    const active = await request.requireStaff('admin');
    const { staffId } = parseWith(StaffParam, request.params);
    await accounts.setDisabled(active, staffId, parseWith(StaffDisabledSchema, request.body).disabled, request.ip);
    return reply.ok(null);
  });

  app.post(staffAccountPaths.totpReset, signed, async (request, reply) => {
    const active = await request.requireStaff('admin');
    await accounts.resetTotp(active, parseWith(StaffParam, request.params).staffId, request.ip);
    return reply.ok(null);
  });

  app.post(staffAccountPaths.password, signed, async (request, reply) => {
    const active = await request.requireStaff('admin');
    const { staffId } = parseWith(StaffParam, request.params);
    await accounts.setPassword(active, staffId, parseWith(StaffPasswordSetSchema, request.body).password, request.ip);
    return reply.ok(null);
  });
};
