// Priority, tags and the predefined tags under /api/staff: one inquiry's priority and
// tags, many inquiries at once from the queue, the predefined tags (admins change them), and the
// field definitions the queue filters by. HTTP only: each route declares its request and answer
// from the contract (queue-automation.ts); the rules live in triage.service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { envelopeSchema } from '@guildhall/contract/envelope';
import {
  BulkChangeSchema,
  BulkResultSchema,
  ChangeTagsSchema,
  PredefinedTagInputSchema,
  PredefinedTagListSchema,
  PredefinedTagParamSchema,
  PredefinedTagQuerySchema,
  PredefinedTagRenameSchema,
  QueueFieldListSchema,
  QueueFieldsQuerySchema,
  queueAutomationPaths as paths,
  SetPrioritySchema,
  TriageSchema,
} from '@guildhall/contract/queue-automation';
import { InquiryParamSchema } from '@guildhall/contract/staff';
import { CreatedSchema } from '@guildhall/contract/staff-admin';
import type { Database } from '../../db/schema';
import * as triage from './triage.service';

export interface TriageRoutesOptions {
  db: Kysely<Database>;
}

const done = { 200: envelopeSchema(z.null()) };

export const triageRoutes: FastifyPluginAsyncZod<TriageRoutesOptions> = async (app, { db }) => {
  const staff = { signed: true, auth: 'staff' } as const;
  const admin = { signed: true, auth: 'admin' } as const;

  app.get(
    paths.triage,
    {
      config: { auth: 'staff' },
      schema: { params: InquiryParamSchema, response: { 200: envelopeSchema(TriageSchema) } },
    },
    async (request, reply) => reply.ok(await triage.triage(db, await request.requireStaff(), request.params.inquiryId)),
  );

  app.post(
    paths.priority,
    { config: staff, schema: { params: InquiryParamSchema, body: SetPrioritySchema, response: done } },
    async (request, reply) => {
      await triage.setPriority(
        db,
        await request.requireStaff(),
        request.params.inquiryId,
        request.body.priority,
        request.ip,
      );
      return reply.ok(null);
    },
  );

  app.post(
    paths.tags,
    { config: staff, schema: { params: InquiryParamSchema, body: ChangeTagsSchema, response: done } },
    async (request, reply) => {
      await triage.changeTags(db, await request.requireStaff(), request.params.inquiryId, request.body, request.ip);
      return reply.ok(null);
    },
  );

  app.post(
    paths.bulk,
    { config: staff, schema: { body: BulkChangeSchema, response: { 200: envelopeSchema(BulkResultSchema) } } },
    async (request, reply) => reply.ok(await triage.bulk(db, await request.requireStaff(), request.body, request.ip)),
  );

  app.get(
    paths.predefinedTags,
    {
      config: { auth: 'staff' },
      schema: { querystring: PredefinedTagQuerySchema, response: { 200: envelopeSchema(PredefinedTagListSchema) } },
    },
    async (request, reply) => reply.ok(await triage.listTags(db, await request.requireStaff(), request.query.brand)),
  );

  app.post(
    paths.predefinedTags,
    { config: admin, schema: { body: PredefinedTagInputSchema, response: { 200: envelopeSchema(CreatedSchema) } } },
    async (request, reply) =>
      reply.ok(await triage.createTag(db, await request.requireStaff('admin'), request.body, request.ip)),
  );

  app.post(
    paths.predefinedTag,
    { config: admin, schema: { params: PredefinedTagParamSchema, body: PredefinedTagRenameSchema, response: done } },
    async (request, reply) => {
      await triage.renameTag(db, await request.requireStaff('admin'), request.params.id, request.body.name, request.ip);
      return reply.ok(null);
    },
  );

  app.post(
    paths.predefinedTagDelete,
    { config: admin, schema: { params: PredefinedTagParamSchema, response: done } },
    async (request, reply) => {
      await triage.deleteTag(db, await request.requireStaff('admin'), request.params.id, request.ip);
      return reply.ok(null);
    },
  );

  app.get(
    paths.queueFields,
    {
      config: { auth: 'staff' },
      schema: { querystring: QueueFieldsQuerySchema, response: { 200: envelopeSchema(QueueFieldListSchema) } },
    },
    async (request, reply) =>
      reply.ok(await triage.queueFields(db, await request.requireStaff(), request.query.brand, request.query.gameId)),
  );
};
