// Automatic assignment under /api/staff: the caller's presence (any staff member), and an agent's
// assignment profile (admins). HTTP only: each route declares its request and answer from the
// contract; the rules live in assignment.service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { envelopeSchema } from '@guildhall/contract/envelope';
import {
  AgentProfileEditSchema,
  AgentProfileSchema,
  assignmentPaths,
  PresenceSchema,
  PresenceSetSchema,
} from '@guildhall/contract/assignment';
import { StaffIdParamSchema } from '@guildhall/contract/staff-admin';
import type { Database } from '../../db/schema';
import * as assignment from './assignment.service';

export const assignmentRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(
    assignmentPaths.presence,
    { config: { auth: 'staff' }, schema: { response: { 200: envelopeSchema(PresenceSchema) } } },
    async (request, reply) => reply.ok(await assignment.presence(db, await request.requireStaff())),
  );

  app.post(
    assignmentPaths.presence,
    {
      config: { signed: true, auth: 'staff' },
      schema: { body: PresenceSetSchema, response: { 200: envelopeSchema(PresenceSchema) } },
    },
    async (request, reply) =>
      reply.ok(await assignment.setPresence(db, await request.requireStaff(), request.body.presence, request.ip)),
  );

  app.get(
    assignmentPaths.profile,
    {
      config: { auth: 'admin' },
      schema: { params: StaffIdParamSchema, response: { 200: envelopeSchema(AgentProfileSchema) } },
    },
    async (request, reply) =>
      reply.ok(await assignment.profile(db, await request.requireStaff('admin'), request.params.staffId)),
  );

  app.post(
    assignmentPaths.profile,
    {
      config: { signed: true, auth: 'admin' },
      schema: {
        params: StaffIdParamSchema,
        body: AgentProfileEditSchema,
        response: { 200: envelopeSchema(AgentProfileSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await assignment.saveProfile(
          db,
          await request.requireStaff('admin'),
          request.params.staffId,
          request.body,
          request.ip,
        ),
      ),
  );
};
