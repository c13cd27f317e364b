// The staff API under /api/staff: login, the queue, an inquiry's page and its actions, the staff
// list (for assignment), brands and catalogue for the filters, and the audit log (canned replies
// have a module of their own). HTTP only: each route declares its request and answer from the
// contract; the rules live in staff.service and queue.service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { envelopeSchema } from '@guildhall/contract/envelope';
import {
  AssignSchema,
  AuditListSchema,
  AuditQuerySchema,
  InquiryParamSchema,
  QueuePageSchema,
  QueueQuerySchema,
  StaffBrandListSchema,
  StaffCatalogueQuerySchema,
  StaffCatalogueSchema,
  StaffInquiryDetailSchema,
  StaffListSchema,
  StaffLoginResultSchema,
  StaffLoginSchema,
  StaffNoteSchema,
  staffPaths,
  StaffReplySchema,
  StaffSchema,
  TotpCodeSchema,
  TotpSetupSchema,
} from '@guildhall/contract/staff';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../lib/mail';
import type { RateLimitStore } from '../../lib/rate-limit';
import * as queue from './queue.service';
import { brandOrigin } from '../site/seo';
import * as staff from './staff.service';

export interface StaffRoutesOptions {
  db: Kysely<Database>;
  rateLimits: RateLimitStore;
  mailer: Mailer;
  passwordCost: number;
  enforceAdminTotp: boolean;
  fileUrl: (fileId: string) => string;
}

const done = { 200: envelopeSchema(z.null()) };

export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, opts) => {
  const { db, mailer, fileUrl } = opts;
  const staffWrite = { signed: true, auth: 'staff' } as const;

  app.post(
    staffPaths.login,
    {
      config: { signed: true },
      schema: { body: StaffLoginSchema, response: { 200: envelopeSchema(StaffLoginResultSchema) } },
    },
    async (request, reply) => reply.ok(await staff.login(db, request.body, request.ip, opts)),
  );

  app.post(staffPaths.logout, { config: staffWrite, schema: { response: done } }, async (request, reply) => {
    await staff.logout(db, await request.requireStaff(), request.ip);
    return reply.ok(null);
  });

  app.get(
    staffPaths.me,
    { config: { auth: 'staff' }, schema: { response: { 200: envelopeSchema(StaffSchema) } } },
    async (request, reply) => reply.ok(await staff.me(db, await request.requireStaff())),
  );

  app.post(
    staffPaths.totpSetup,
    {
      config: { signed: true, auth: 'staff-setup', rateLimit: 'sensitive' },
      schema: { response: { 200: envelopeSchema(TotpSetupSchema) } },
    },
    async (request, reply) =>
      reply.ok(await staff.totpSetup(db, await request.requireStaff(undefined, { allowTotpSetup: true }))),
  );

  app.post(
    staffPaths.totpEnable,
    {
      config: { signed: true, auth: 'staff-setup', rateLimit: 'sensitive' },
      schema: { body: TotpCodeSchema, response: done },
    },
    async (request, reply) => {
      const active = await request.requireStaff(undefined, { allowTotpSetup: true });
      await staff.totpEnable(db, active, request.body.totp, request.ip);
      return reply.ok(null);
    },
  );

  app.get(
    staffPaths.queue,
    {
      config: { auth: 'staff' },
      schema: { querystring: QueueQuerySchema, response: { 200: envelopeSchema(QueuePageSchema) } },
    },
    async (request, reply) => reply.ok(await queue.queue(db, await request.requireStaff(), request.query)),
  );

  app.get(
    staffPaths.inquiry,
    {
      config: { auth: 'staff' },
      schema: { params: InquiryParamSchema, response: { 200: envelopeSchema(StaffInquiryDetailSchema) } },
    },
    async (request, reply) =>
      reply.ok(await queue.detail(db, await request.requireStaff(), request.params.inquiryId, request.ip, fileUrl)),
  );

  app.post(
    staffPaths.reply,
    {
      config: { ...staffWrite, idempotent: true },
      schema: { params: InquiryParamSchema, body: StaffReplySchema, response: done },
    },
    async (request, reply) => {
      await queue.reply(
        db,
        await request.requireStaff(),
        request.params.inquiryId,
        request.body,
        request.ip,
        mailer,
        request.sealIdempotent,
        (brandId) => brandOrigin(request, app.brands, brandId),
      );
      return reply.ok(null);
    },
  );

  app.post(
    staffPaths.note,
    { config: staffWrite, schema: { params: InquiryParamSchema, body: StaffNoteSchema, response: done } },
    async (request, reply) => {
      await queue.note(db, await request.requireStaff(), request.params.inquiryId, request.body.content, request.ip);
      return reply.ok(null);
    },
  );

  app.post(
    staffPaths.assign,
    { config: staffWrite, schema: { params: InquiryParamSchema, body: AssignSchema, response: done } },
    async (request, reply) => {
      await queue.assign(db, await request.requireStaff(), request.params.inquiryId, request.body.staffId, request.ip);
      return reply.ok(null);
    },
  );

  app.post(
    staffPaths.resolve,
    { config: staffWrite, schema: { params: InquiryParamSchema, response: done } },
    async (request, reply) => {
      await queue.resolve(db, await request.requireStaff(), request.params.inquiryId, request.ip);
      return reply.ok(null);
    },
  );

  app.post(
    staffPaths.reopen,
    { config: staffWrite, schema: { params: InquiryParamSchema, response: done } },
    async (request, reply) => {
      await queue.reopen(db, await request.requireStaff(), request.params.inquiryId, request.ip);
      return reply.ok(null);
    },
  );

  // Colleagues on the caller's brands, for assignment.
  app.get(
    staffPaths.staffList,
    { config: { auth: 'staff' }, schema: { response: { 200: envelopeSchema(StaffListSchema) } } },
    async (request, reply) => reply.ok(await staff.colleagues(db, await request.requireStaff())),
  );

  app.get(
    staffPaths.brands,
    { config: { auth: 'staff' }, schema: { response: { 200: envelopeSchema(StaffBrandListSchema) } } },
    async (request, reply) => reply.ok(await staff.brands(db, await request.requireStaff())),
  );

  app.get(
    staffPaths.catalogue,
    {
      config: { auth: 'staff' },
      schema: { querystring: StaffCatalogueQuerySchema, response: { 200: envelopeSchema(StaffCatalogueSchema) } },
    },
    async (request, reply) =>
      reply.ok(await staff.catalogue(db, await request.requireStaff(), request.query.brand, request.log)),
  );

  app.get(
    staffPaths.audit,
    {
      config: { auth: 'admin' },
      schema: { querystring: AuditQuerySchema, response: { 200: envelopeSchema(AuditListSchema) } },
    },
    async (request, reply) => {
      await request.requireStaff('admin');
      return reply.ok(await staff.auditLog(db, request.query));
    },
  );
};
