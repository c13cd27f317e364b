// Rules (admins) and macros (admins write, staff apply) over HTTP. Each route declares its request
// and answer from the contract (rules.ts); the rules live in rules.service and macros.service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { envelopeSchema } from '@guildhall/contract/envelope';
import {
  ApplyMacroSchema,
  BulkApplyMacroSchema,
  BulkMacroResultSchema,
  DryRunResultSchema,
  MacroAppliedSchema,
  MacroEditSchema,
  MacroListSchema,
  MacroParamSchema,
  MacroQuerySchema,
  RuleEditSchema,
  RuleListSchema,
  RuleOrderSchema,
  RuleParamSchema,
  rulesPaths,
} from '@guildhall/contract/rules';
import { CreatedSchema } from '@guildhall/contract/staff-admin';
import { InquiryParamSchema } from '@guildhall/contract/staff';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../lib/mail';
import { brandOrigin } from '../site/seo';
import * as macros from './macros.service';
import * as rules from './rules.service';

export interface RulesRoutesOptions {
  db: Kysely<Database>;
  mailer: Mailer;
}

const done = { 200: envelopeSchema(z.null()) };
const created = { 200: envelopeSchema(CreatedSchema) };

export const rulesRoutes: FastifyPluginAsyncZod<RulesRoutesOptions> = async (app, { db, mailer }) => {
  const adminRead = { auth: 'admin' } as const;
  const adminWrite = { auth: 'admin', signed: true } as const;
  const staffWrite = { auth: 'staff', signed: true } as const;

  app.get(
    rulesPaths.rules,
    { config: adminRead, schema: { response: { 200: envelopeSchema(RuleListSchema) } } },
    async (request, reply) => reply.ok(await rules.list(db, await request.requireStaff('admin'))),
  );
  app.post(
    rulesPaths.rules,
    { config: adminWrite, schema: { body: RuleEditSchema, response: created } },
    async (request, reply) =>
      reply.ok(await rules.create(db, await request.requireStaff('admin'), request.body, request.ip)),
  );
  app.post(
    rulesPaths.ruleDryRun,
    { config: adminWrite, schema: { body: RuleEditSchema, response: { 200: envelopeSchema(DryRunResultSchema) } } },
    async (request, reply) => reply.ok(await rules.dryRun(db, await request.requireStaff('admin'), request.body)),
  );
  app.post(
    rulesPaths.ruleOrder,
    { config: adminWrite, schema: { body: RuleOrderSchema, response: done } },
    async (request, reply) => {
      await rules.order(db, await request.requireStaff('admin'), request.body.ids, request.ip);
      return reply.ok(null);
    },
  );
  app.post(
    rulesPaths.rule,
    { config: adminWrite, schema: { params: RuleParamSchema, body: RuleEditSchema, response: done } },
    async (request, reply) => {
      await rules.update(db, await request.requireStaff('admin'), request.params.ruleId, request.body, request.ip);
      return reply.ok(null);
    },
  );
  app.post(
    rulesPaths.ruleDelete,
    { config: adminWrite, schema: { params: RuleParamSchema, response: done } },
    async (request, reply) => {
      await rules.remove(db, await request.requireStaff('admin'), request.params.ruleId, request.ip);
      return reply.ok(null);
    },
  );

  app.get(
    rulesPaths.macros,
    {
      config: { auth: 'staff' },
      schema: { querystring: MacroQuerySchema, response: { 200: envelopeSchema(MacroListSchema) } },
    },
    async (request, reply) => reply.ok(await macros.list(db, await request.requireStaff(), request.query.brand)),
  );
  app.post(
    rulesPaths.macros,
    { config: adminWrite, schema: { body: MacroEditSchema, response: created } },
    async (request, reply) =>
      reply.ok(await macros.create(db, await request.requireStaff('admin'), request.body, request.ip)),
  );
  app.post(
    rulesPaths.macro,
    { config: adminWrite, schema: { params: MacroParamSchema, body: MacroEditSchema, response: done } },
    async (request, reply) => {
      await macros.update(db, await request.requireStaff('admin'), request.params.macroId, request.body, request.ip);
      return reply.ok(null);
    },
  );
  app.post(
    rulesPaths.macroDelete,
    { config: adminWrite, schema: { params: MacroParamSchema, response: done } },
    async (request, reply) => {
      await macros.remove(db, await request.requireStaff('admin'), request.params.macroId, request.ip);
      return reply.ok(null);
    },
  );

  // A reply a macro sends is mailed with a link to the inquiry on its brand's site.
  const mailing = (request: Parameters<typeof brandOrigin>[0]) => ({
    mailer,
    originOf: (brandId: string) => brandOrigin(request, app.brands, brandId),
  });
  app.post(
    rulesPaths.inquiryMacro,
    {
      config: { ...staffWrite, idempotent: true },
      schema: {
        params: InquiryParamSchema,
        body: ApplyMacroSchema,
        response: { 200: envelopeSchema(MacroAppliedSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await macros.apply(
          db,
          await request.requireStaff(),
          request.params.inquiryId,
          request.body.macroId,
          request.ip,
          request.sealIdempotent,
          mailing(request),
        ),
      ),
  );
  app.post(
    rulesPaths.macroApply,
    {
      config: staffWrite,
      schema: {
        params: MacroParamSchema,
        body: BulkApplyMacroSchema,
        response: { 200: envelopeSchema(BulkMacroResultSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await macros.applyMany(
          db,
          await request.requireStaff(),
          request.params.macroId,
          request.body.inquiryIds,
          request.ip,
          mailing(request),
        ),
      ),
  );
};
