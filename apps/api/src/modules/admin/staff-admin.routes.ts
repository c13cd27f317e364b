// Staff accounts under /api/staff/admin/staff, for admins: list, create, edit, disable or enable,
// reset the second factor, set a new password. HTTP only: each route declares its request and
// answer from the contract; the rules (brand scope, the last admin, audit) live in
// staff-admin.service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { envelopeSchema } from '@guildhall/contract/envelope';
import {
  CreatedSchema,
  StaffAccountListSchema,
  StaffCreateSchema,
  StaffDisabledSchema,
  StaffIdParamSchema,
  StaffPasswordSetSchema,
  staffAccountPaths,
  StaffUpdateSchema,
} from '@guildhall/contract/staff-admin';
import type { Database } from '../../db/schema';
import * as accounts from './staff-admin.service';

export interface StaffAdminRoutesOptions {
  db: Kysely<Database>;
  /** scrypt cost of new passwords (config PASSWORD_HASH_COST), as for every other password. */
  passwordCost: number;
}

const done = { 200: envelopeSchema(z.null()) };

export const staffAdminRoutes: FastifyPluginAsyncZod<StaffAdminRoutesOptions> = async (app, { db, passwordCost }) => {
  const admin = { signed: true, auth: 'admin' } as const;
  const sensitive = { ...admin, rateLimit: 'sensitive' } as const;

  app.get(
    staffAccountPaths.list,
    { config: { auth: 'admin' }, schema: { response: { 200: envelopeSchema(StaffAccountListSchema) } } },
    async (request, reply) => reply.ok(await accounts.list(db, await request.requireStaff('admin'))),
  );

  app.post(
    staffAccountPaths.list,
    { config: admin, schema: { body: StaffCreateSchema, response: { 200: envelopeSchema(CreatedSchema) } } },
    async (request, reply) =>
      reply.ok(await accounts.create(db, await request.requireStaff('admin'), request.body, request.ip, passwordCost)),
  );

  app.post(
    staffAccountPaths.one,
    { config: admin, schema: { params: StaffIdParamSchema, body: StaffUpdateSchema, response: done } },
    async (request, reply) => {
      await accounts.update(db, await request.requireStaff('admin'), request.params.staffId, request.body, request.ip);
      return reply.ok(null);
    },
  );

  app.post(
    staffAccountPaths.disabled,
    { config: admin, schema: { params: StaffIdParamSchema, body: StaffDisabledSchema, response: done } },
    async (request, reply) => {
      await accounts.setDisabled(
        db,
        await request.requireStaff('admin'),
        request.params.staffId,
        request.body.disabled,
        request.ip,
      );
      return reply.ok(null);
    },
  );

  app.post(
    staffAccountPaths.totpReset,
    { config: sensitive, schema: { params: StaffIdParamSchema, response: done } },
    async (request, reply) => {
      await accounts.resetTotp(db, await request.requireStaff('admin'), request.params.staffId, request.ip);
      return reply.ok(null);
    },
  );

  app.post(
    staffAccountPaths.password,
    { config: sensitive, schema: { params: StaffIdParamSchema, body: StaffPasswordSetSchema, response: done } },
    async (request, reply) => {
      await accounts.setPassword(
        db,
        await request.requireStaff('admin'),
        request.params.staffId,
        request.body.password,
        request.ip,
        passwordCost,
      );
      return reply.ok(null);
    },
  );
};
