// POST /api/staff/inquiries/:inquiryId/merge (contract merge.ts). HTTP only: the
// request and answer come from the contract, the rules live in merge.service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { envelopeSchema } from '@guildhall/contract/envelope';
import { MergeBodySchema, MergeParamSchema, mergePaths, MergeResultSchema } from '@guildhall/contract/merge';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../lib/mail';
import { brandOrigin } from '../site/seo';
import * as merges from './merge.service';

export interface MergeRoutesOptions {
  db: Kysely<Database>;
  mailer: Mailer;
}

export const mergeRoutes: FastifyPluginAsyncZod<MergeRoutesOptions> = async (app, { db, mailer }) => {
  app.post(
    mergePaths.merge,
    {
      config: { signed: true, auth: 'staff' },
      schema: { params: MergeParamSchema, body: MergeBodySchema, response: { 200: envelopeSchema(MergeResultSchema) } },
    },
    async (request, reply) =>
      reply.ok(
        await merges.merge(
          db,
          await request.requireStaff(),
          request.params.inquiryId,
          request.body.intoInquiryId,
          request.ip,
          { mailer, originOf: (brandId) => brandOrigin(request, app.brands, brandId) },
        ),
      ),
  );
};
