// Canned replies under /api/staff/canned-replies: list (per brand and language), create, edit,
// delete. HTTP only: the rules live in canned-replies.service.
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { CannedReplySchema, staffPaths } from '@guildhall/contract/staff';
import type { Database } from '../../db/schema';
import { parseWith } from '../../lib/validate';
import { createCannedRepliesService } from './canned-replies.service';

const IdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export interface CannedRepliesRoutesOptions {
  db: Kysely<Database>;
}

export const cannedRepliesRoutes: FastifyPluginAsync<CannedRepliesRoutesOptions> = async (app, { db }) => {
  const canned = createCannedRepliesService(db);
  const signed = { config: { signed: true } };

  app.get(staffPaths.canned, async (request, reply) => {
    const active = await request.requireStaff();
    const q = parseWith(z.object({ brand: z.string().max(40).optional(), lang: z.string().max(10).optional() }), request.query);
    return reply.ok(await canned.list(active, q));
  });

  app.post(staffPaths.canned, signed, async (request, reply) => {
    const active = await request.requireStaff();
    return reply.ok(await canned.create(active, parseWith(CannedReplySchema, request.body), request.ip));
  });

  app.post(staffPaths.cannedOne, signed, async (request, reply) => {
    const active = await request.requireStaff();
    const { id } = parseWith(IdParam, request.params);
    await canned.update(active, id, parseWith(CannedReplySchema, request.body), request.ip);
    return reply.ok(null);
  });

  app.post(staffPaths.cannedDelete, signed, async (request, reply) => {
    const active = await request.requireStaff();
    const { id } = parseWith(IdParam, request.params);
    await canned.remove(active, id, request.ip);
    return reply.ok(null);
  });
};
