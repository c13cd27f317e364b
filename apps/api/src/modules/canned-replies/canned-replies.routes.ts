// Canned replies under /api/staff/canned-replies: list (per brand and language), create, edit,
// delete. HTTP only: each route declares its request and answer from the contract; the rules
// live in canned-replies.service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { envelopeSchema } from '@guildhall/contract/envelope';
import { CreatedSchema } from '@guildhall/contract/staff-admin';
import {
  CannedReplyListSchema,
  CannedReplyParamSchema,
  CannedReplyQuerySchema,
  CannedReplySchema,
  staffPaths,
} from '@guildhall/contract/staff';
import type { Database } from '../../db/schema';
import * as canned from './canned-replies.service';

export interface CannedRepliesRoutesOptions {
  db: Kysely<Database>;
}

const done = { 200: envelopeSchema(z.null()) };

export const cannedRepliesRoutes: FastifyPluginAsyncZod<CannedRepliesRoutesOptions> = async (app, { db }) => {
  const staff = { signed: true, auth: 'staff' } as const;

  app.get(
    staffPaths.canned,
    {
      config: { auth: 'staff' },
      schema: { querystring: CannedReplyQuerySchema, response: { 200: envelopeSchema(CannedReplyListSchema) } },
    },
    async (request, reply) => reply.ok(await canned.list(db, await request.requireStaff(), request.query)),
  );

  app.post(
    staffPaths.canned,
    { config: staff, schema: { body: CannedReplySchema, response: { 200: envelopeSchema(CreatedSchema) } } },
    async (request, reply) => reply.ok(await canned.create(db, await request.requireStaff(), request.body, request.ip)),
  );

  app.post(
    staffPaths.cannedOne,
    { config: staff, schema: { params: CannedReplyParamSchema, body: CannedReplySchema, response: done } },
    async (request, reply) => {
      await canned.update(db, await request.requireStaff(), request.params.id, request.body, request.ip);
      return reply.ok(null);
    },
  );

  app.post(
    staffPaths.cannedDelete,
    { config: staff, schema: { params: CannedReplyParamSchema, response: done } },
    async (request, reply) => {
      await canned.remove(db, await request.requireStaff(), request.params.id, request.ip);
      return reply.ok(null);
    },
  );
};
