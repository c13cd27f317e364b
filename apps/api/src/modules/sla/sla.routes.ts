// SLA calendars and policies over HTTP (admins only): each route declares its request
// and answer from the contract (@guildhall/contract/sla) and asks sla-admin.service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { envelopeSchema } from '@guildhall/contract/envelope';
import {
  SlaCalendarEditSchema,
  SlaCalendarListSchema,
  SlaCalendarParamSchema,
  SlaPolicyEditSchema,
  SlaPolicyListSchema,
  SlaPolicyParamSchema,
  SlaSavedSchema,
  slaPaths,
} from '@guildhall/contract/sla';
import type { Database } from '../../db/schema';
import * as sla from './sla-admin.service';

export interface SlaRoutesOptions {
  db: Kysely<Database>;
}

const saved = { 200: envelopeSchema(SlaSavedSchema) };

export const slaRoutes: FastifyPluginAsyncZod<SlaRoutesOptions> = async (app, { db }) => {
  const read = { auth: 'admin' } as const;
  const write = { auth: 'admin', signed: true } as const;

  app.get(
    slaPaths.calendars,
    { config: read, schema: { response: { 200: envelopeSchema(SlaCalendarListSchema) } } },
    async (request, reply) => {
      await request.requireStaff('admin');
      return reply.ok(await sla.listCalendars(db));
    },
  );
  app.post(
    slaPaths.calendars,
    { config: write, schema: { body: SlaCalendarEditSchema, response: saved } },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      return reply.ok(await sla.createCalendar(db, { staff, ip: request.ip }, request.body));
    },
  );
  app.post(
    slaPaths.calendar,
    { config: write, schema: { params: SlaCalendarParamSchema, body: SlaCalendarEditSchema, response: saved } },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      return reply.ok(await sla.updateCalendar(db, { staff, ip: request.ip }, request.params.calendarId, request.body));
    },
  );
  app.post(
    slaPaths.calendarDelete,
    { config: write, schema: { params: SlaCalendarParamSchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      await sla.deleteCalendar(db, { staff, ip: request.ip }, request.params.calendarId);
      return reply.ok(null);
    },
  );

  app.get(
    slaPaths.policies,
    { config: read, schema: { response: { 200: envelopeSchema(SlaPolicyListSchema) } } },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      return reply.ok(await sla.listPolicies(db, staff));
    },
  );
  app.post(
    slaPaths.policies,
    { config: write, schema: { body: SlaPolicyEditSchema, response: saved } },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      return reply.ok(await sla.createPolicy(db, { staff, ip: request.ip }, request.body));
    },
  );
  app.post(
    slaPaths.policy,
    { config: write, schema: { params: SlaPolicyParamSchema, body: SlaPolicyEditSchema, response: saved } },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      return reply.ok(await sla.updatePolicy(db, { staff, ip: request.ip }, request.params.policyId, request.body));
    },
  );
  app.post(
    slaPaths.policyDelete,
    { config: write, schema: { params: SlaPolicyParamSchema, response: saved } },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      return reply.ok(await sla.deletePolicy(db, { staff, ip: request.ip }, request.params.policyId));
    },
  );
};
