// Fields per category over HTTP: admins define them per game and category; agents read
// and change an inquiry's values; staff list them for the queue's filters and break reports down
// by them. HTTP only: the rules live in fields.service.ts and inquiry-fields.service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { envelopeSchema } from '@guildhall/contract/envelope';
import {
  AdminFieldParamSchema,
  FieldArchiveSchema,
  FieldDefinitionEditSchema,
  FieldDefinitionListSchema,
  FieldDefinitionSchema,
  fieldPaths,
  FieldReportQuerySchema,
  FieldReportSchema,
  InquiryFieldsEditSchema,
  InquiryFieldsQuerySchema,
  InquiryFieldValuesSchema,
  StaffFieldListSchema,
  StaffFieldsQuerySchema,
} from '@guildhall/contract/fields';
import { AdminGameParamSchema } from '@guildhall/contract/staff-admin';
import { InquiryParamSchema } from '@guildhall/contract/staff';
import type { Database } from '../../db/schema';
import * as fields from './fields.service';
import * as inquiryFields from './inquiry-fields.service';

const answers = <T extends z.ZodType>(data: T) => ({ 200: envelopeSchema(data) });

export const fieldsRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  const adminRead = { auth: 'admin' } as const;
  const adminWrite = { auth: 'admin', signed: true } as const;
  const staffRead = { auth: 'staff' } as const;
  const staffWrite = { auth: 'staff', signed: true } as const;

  app.get(
    fieldPaths.adminFields,
    { config: adminRead, schema: { params: AdminGameParamSchema, response: answers(FieldDefinitionListSchema) } },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      return reply.ok(await fields.listDefinitions(db, staff, request.params.gameId));
    },
  );

  app.post(
    fieldPaths.adminFields,
    {
      config: adminWrite,
      schema: {
        params: AdminGameParamSchema,
        body: FieldDefinitionEditSchema,
        response: answers(FieldDefinitionSchema),
      },
    },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      return reply.ok(
        await fields.createDefinition(db, { staff, ip: request.ip }, request.params.gameId, request.body),
      );
    },
  );

  app.post(
    fieldPaths.adminField,
    {
      config: adminWrite,
      schema: {
        params: AdminFieldParamSchema,
        body: FieldDefinitionEditSchema,
        response: answers(FieldDefinitionSchema),
      },
    },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      return reply.ok(
        await fields.updateDefinition(db, { staff, ip: request.ip }, request.params.fieldId, request.body),
      );
    },
  );

  app.post(
    fieldPaths.adminFieldArchive,
    {
      config: adminWrite,
      schema: { params: AdminFieldParamSchema, body: FieldArchiveSchema, response: answers(z.null()) },
    },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      await fields.archiveDefinition(db, { staff, ip: request.ip }, request.params.fieldId, request.body.archived);
      return reply.ok(null);
    },
  );

  app.get(
    fieldPaths.inquiryFields,
    {
      config: staffRead,
      schema: {
        params: InquiryParamSchema,
        querystring: InquiryFieldsQuerySchema,
        response: answers(InquiryFieldValuesSchema),
      },
    },
    async (request, reply) => {
      const staff = await request.requireStaff();
      return reply.ok(await inquiryFields.list(db, staff, request.params.inquiryId, request.query.lang ?? 'en'));
    },
  );

  app.post(
    fieldPaths.inquiryFields,
    {
      config: staffWrite,
      schema: {
        params: InquiryParamSchema,
        querystring: InquiryFieldsQuerySchema,
        body: InquiryFieldsEditSchema,
        response: answers(InquiryFieldValuesSchema),
      },
    },
    async (request, reply) => {
      const staff = await request.requireStaff();
      return reply.ok(
        await inquiryFields.edit(
          db,
          staff,
          request.params.inquiryId,
          request.body.values,
          request.query.lang ?? 'en',
          request.ip,
        ),
      );
    },
  );

  app.get(
    fieldPaths.staffFields,
    {
      config: staffRead,
      schema: {
        querystring: StaffFieldsQuerySchema.extend(InquiryFieldsQuerySchema.shape),
        response: answers(StaffFieldListSchema),
      },
    },
    async (request, reply) => {
      const staff = await request.requireStaff();
      return reply.ok(await fields.listForFilters(db, staff, request.query, request.query.lang ?? 'en'));
    },
  );

  app.get(
    fieldPaths.fieldReport,
    { config: staffRead, schema: { querystring: FieldReportQuerySchema, response: answers(FieldReportSchema) } },
    async (request, reply) => {
      const staff = await request.requireStaff();
      return reply.ok(await fields.report(db, staff, request.query));
    },
  );
};
