// The staff API under /api/staff: login, the queue, an inquiry's page and its actions, the staff
// list (for assignment), brands and catalogue for the filters, and the audit log (canned replies
// have a module of their own). HTTP only: the rules live in staff.service and queue.service.
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AssignSchema, QueueQuerySchema, StaffLoginSchema, StaffNoteSchema, staffPaths, StaffReplySchema, TotpCodeSchema } from '@guildhall/contract/staff';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../lib/mail';
import type { RateLimitStore } from '../../lib/rate-limit';
import { parseWith } from '../../lib/validate';
import { createQueueService } from './queue.service';
import { createStaffService } from './staff.service';

const InquiryParam = z.object({ inquiryId: z.coerce.number().int().positive().max(2_147_483_647) });

export interface StaffRoutesOptions {
  db: Kysely<Database>;
  rateLimits: RateLimitStore;
  mailer: Mailer;
  passwordCost: number;
  enforceAdminTotp: boolean;
  fileUrl: (fileId: string) => string;
}

export const staffRoutes: FastifyPluginAsync<StaffRoutesOptions> = async (app, opts) => {
  const staffService = createStaffService(opts);
  const queue = createQueueService(opts.db, { mailer: opts.mailer, fileUrl: opts.fileUrl });
  const signed = { config: { signed: true } };

  app.post(staffPaths.login, signed, async (request, reply) => reply.ok(await staffService.login(parseWith(StaffLoginSchema, request.body), request.ip)));

  app.post(staffPaths.logout, signed, async (request, reply) => {
    await staffService.logout(await request.requireStaff(), request.ip);
    return reply.ok(null);
  });

  app.get(staffPaths.me, async (request, reply) => reply.ok(staffService.me(await request.requireStaff())));

  app.post(staffPaths.totpSetup, signed, async (request, reply) =>
    reply.ok(await staffService.totpSetup(await request.requireStaff(undefined, { allowTotpSetup: true }))),
  );

  app.post(staffPaths.totpEnable, signed, async (request, reply) => {
    const active = await request.requireStaff(undefined, { allowTotpSetup: true });
    await staffService.totpEnable(active, parseWith(TotpCodeSchema, request.body).totp, request.ip);
    return reply.ok(null);
  });

  app.get(staffPaths.queue, async (request, reply) => {
    const active = await request.requireStaff();
    return reply.ok(await queue.queue(active, parseWith(QueueQuerySchema, request.query)));
  });

  app.get(staffPaths.inquiry, async (request, reply) => {
    const active = await request.requireStaff();
    return reply.ok(await queue.detail(active, parseWith(InquiryParam, request.params).inquiryId, request.ip));
  });

  app.post(staffPaths.reply, { config: { signed: true, idempotent: true } }, async (request, reply) => {
    const active = await request.requireStaff();
    await queue.reply(active, parseWith(InquiryParam, request.params).inquiryId, parseWith(StaffReplySchema, request.body), request.ip, request.sealIdempotent);
    return reply.ok(null);
  });

  app.post(staffPaths.note, signed, async (request, reply) => {
    const active = await request.requireStaff();
    await queue.note(active, parseWith(InquiryParam, request.params).inquiryId, parseWith(StaffNoteSchema, request.body).content, request.ip);
    return reply.ok(null);
  });

  app.post(staffPaths.assign, signed, async (request, reply) => {
    const active = await request.requireStaff();
    await queue.assign(active, parseWith(InquiryParam, request.params).inquiryId, parseWith(AssignSchema, request.body).staffId, request.ip);
    return reply.ok(null);
  });

  app.post(staffPaths.resolve, signed, async (request, reply) => {
    const active = await request.requireStaff();
    await queue.resolve(active, parseWith(InquiryParam, request.params).inquiryId, request.ip);
    return reply.ok(null);
  });

  app.post(staffPaths.reopen, signed, async (request, reply) => {
    const active = await request.requireStaff();
    await queue.reopen(active, parseWith(InquiryParam, request.params).inquiryId, request.ip);
    return reply.ok(null);
  });

  // Colleagues on the caller's brands, for assignment.
  app.get(staffPaths.staffList, async (request, reply) => reply.ok(await staffService.colleagues(await request.requireStaff())));

  app.get(staffPaths.brands, async (request, reply) => reply.ok(await staffService.brands(await request.requireStaff())));

  app.get(staffPaths.catalogue, async (request, reply) => {
    const active = await request.requireStaff();
    const { brand } = parseWith(z.object({ brand: z.string().max(40) }), request.query);
    return reply.ok(await staffService.catalogue(active, brand, request.log));
  });

  app.get(staffPaths.audit, async (request, reply) => {
    await request.requireStaff('admin');
    const q = parseWith(z.object({ targetType: z.string().max(40).optional(), targetId: z.string().max(40).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }), request.query);
    return reply.ok(await staffService.auditLog(q));
  });
};
