// Player data rights over HTTP: the player's archive and deletion in the user center,
// and the same for admins on a player's request from the console. The archive answers a ZIP
// (`application/zip`, as an attachment); every refusal is the envelope.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { envelopeSchema } from '@guildhall/contract/envelope';
import {
  AccountDeletedSchema,
  DeleteAccountSchema,
  privacyPaths,
  StaffPlayerActionSchema,
} from '@guildhall/contract/privacy';
import { InquiryParamSchema, staffPaths } from '@guildhall/contract/staff';
import type { Database } from '../../db/schema';
import { contentDisposition } from '../files/file-names';
import * as privacy from './privacy.service';
import type { DataArchive, PrivacyDeps } from './privacy.service';

export interface PrivacyRoutesOptions extends PrivacyDeps {
  db: Kysely<Database>;
}

const archive = {
  200: {
    description: 'The ZIP archive: account.json, inquiries.json, inquiries/<id>.html, attachments/<inquiryId>/…',
    content: { 'application/zip': { schema: z.string() } },
  },
};

function sendArchive(typed: unknown, result: DataArchive) {
  const reply = typed as FastifyReply;
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', contentDisposition('attachment', result.fileName))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(result.stream);
}

export const privacyRoutes: FastifyPluginAsyncZod<PrivacyRoutesOptions> = async (app, { db, ...deps }) => {
  app.get(
    privacyPaths.exportData,
    { config: { auth: 'user' }, schema: { response: archive } },
    async (request, reply) => {
      const active = await request.requireUser();
      return sendArchive(reply, await privacy.exportOwn(db, active, request.ip, deps));
    },
  );

  app.post(
    privacyPaths.deleteAccount,
    {
      config: { signed: true, auth: 'user' },
      schema: { body: DeleteAccountSchema, response: { 200: envelopeSchema(AccountDeletedSchema) } },
    },
    async (request, reply) =>
      reply.ok(await privacy.deleteOwn(db, await request.requireUser(), request.body, request.ip, deps)),
  );

  app.post(
    staffPaths.playerExport,
    {
      config: { signed: true, auth: 'admin', rateLimit: 'sensitive' },
      schema: { params: InquiryParamSchema, body: StaffPlayerActionSchema, response: archive },
    },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      return sendArchive(
        reply,
        await privacy.exportForStaff(db, staff, request.params.inquiryId, request.body.reason, request.ip, deps),
      );
    },
  );

  app.post(
    staffPaths.playerDelete,
    {
      config: { signed: true, auth: 'admin', rateLimit: 'sensitive' },
      schema: {
        params: InquiryParamSchema,
        body: StaffPlayerActionSchema,
        response: { 200: envelopeSchema(AccountDeletedSchema) },
      },
    },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      return reply.ok(
        await privacy.deleteForStaff(db, staff, request.params.inquiryId, request.body.reason, request.ip, deps),
      );
    },
  );
};
