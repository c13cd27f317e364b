// Catalogue administration over HTTP (admins only; the reports are for every staff member): each
// route declares its request and answer from the contract, asks the admin service and answers.
// Rules, brand scope, transactions and audit entries live in admin.service.ts, the SQL in
// admin.repository.ts. `config.auth` is checked before the request's schemas, as the handlers
// asked for the session before parsing (-600/1003 beat 1001).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { envelopeSchema } from '@guildhall/contract/envelope';
import {
  AdminArtworkParamSchema,
  AdminBrandListSchema,
  AdminBrandParamSchema,
  AdminCategoryListSchema,
  AdminCategoryParamSchema,
  AdminFaqParamSchema,
  AdminFaqsSchema,
  AdminFaqTypeParamSchema,
  AdminGameListSchema,
  AdminGameParamSchema,
  AdminGameSchema,
  AdminGamesQuerySchema,
  AdminRegionsSchema,
  adminPaths,
  ArtworkUploadSchema,
  BrandEditSchema,
  CategoryEditSchema,
  CreatedSchema,
  FaqEditSchema,
  FaqTypeEditSchema,
  GameEditSchema,
  RegionsEditSchema,
  ReportQuerySchema,
  ReportSchema,
} from '@guildhall/contract/staff-admin';
import type { Database } from '../../db/schema';
import type { EventBus } from '../../lib/events';
import type { Storage } from '../../lib/storage';
import * as admin from './admin.service';
import * as reports from './reports.service';

export interface AdminRoutesOptions {
  db: Kysely<Database>;
  media: Storage;
  /** Carries `catalogue.changed` to every process, whose brand and catalogue caches it drops. */
  events: EventBus;
}

const done = { 200: envelopeSchema(z.null()) };
const created = { 200: envelopeSchema(CreatedSchema) };

export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { db, media, events }) => {
  await app.register(multipart, { limits: { files: 1, fileSize: admin.ARTWORK_MAX_BYTES + 1, fields: 2, parts: 3 } });
  const deps = { media, events };
  const read = { auth: 'admin' } as const;
  const write = { auth: 'admin', signed: true } as const;

  app.get(
    adminPaths.brands,
    { config: read, schema: { response: { 200: envelopeSchema(AdminBrandListSchema) } } },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      return reply.ok(await admin.listBrands(db, staff));
    },
  );

  app.post(
    adminPaths.brand,
    { config: write, schema: { params: AdminBrandParamSchema, body: BrandEditSchema, response: done } },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      await admin.updateBrand(db, { staff, ip: request.ip }, request.params.brandId, request.body, deps);
      return reply.ok(null);
    },
  );

  app.get(
    adminPaths.games,
    {
      config: read,
      schema: { querystring: AdminGamesQuerySchema, response: { 200: envelopeSchema(AdminGameListSchema) } },
    },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      return reply.ok(await admin.listGames(db, staff, request.query.brand));
    },
  );

  app.post(
    adminPaths.games,
    {
      config: { ...write, idempotent: true },
      schema: { body: GameEditSchema, response: { 200: envelopeSchema(AdminGameSchema) } },
    },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      return reply.ok(
        await admin.createGame(db, { staff, ip: request.ip }, request.body, request.sealIdempotent, deps),
      );
    },
  );

  app.post(
    adminPaths.game,
    {
      config: write,
      schema: {
        params: AdminGameParamSchema,
        body: GameEditSchema,
        response: { 200: envelopeSchema(AdminGameSchema) },
      },
    },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      return reply.ok(await admin.updateGame(db, { staff, ip: request.ip }, request.params.gameId, request.body, deps));
    },
  );

  // A multipart upload: the body is the file, read by the service's call below, not declared.
  app.post(
    adminPaths.gameArtwork,
    {
      config: write,
      schema: { params: AdminArtworkParamSchema, response: { 200: envelopeSchema(ArtworkUploadSchema) } },
    },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      // The multipart part is read only once the service knows the game is the caller's.
      const readFile = async () => {
        const part = await request.file().catch(() => undefined);
        if (!part) return undefined;
        const buffer = await part.toBuffer().catch(() => null);
        return { filename: part.filename, buffer, truncated: part.file.truncated };
      };
      return reply.ok(
        await admin.uploadArtwork(
          db,
          { staff, ip: request.ip },
          request.params.gameId,
          request.params.kind,
          readFile,
          deps,
        ),
      );
    },
  );

  app.get(
    adminPaths.faqs,
    { config: read, schema: { params: AdminGameParamSchema, response: { 200: envelopeSchema(AdminFaqsSchema) } } },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      return reply.ok(await admin.listFaqs(db, staff, request.params.gameId));
    },
  );

  app.post(
    adminPaths.faqs,
    { config: write, schema: { params: AdminGameParamSchema, body: FaqEditSchema, response: created } },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      return reply.ok(await admin.createFaq(db, { staff, ip: request.ip }, request.params.gameId, request.body, deps));
    },
  );

  app.post(
    adminPaths.faq,
    { config: write, schema: { params: AdminFaqParamSchema, body: FaqEditSchema, response: done } },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      await admin.updateFaq(db, { staff, ip: request.ip }, request.params.faqId, request.body, deps);
      return reply.ok(null);
    },
  );

  app.post(
    adminPaths.faqTypes,
    { config: write, schema: { params: AdminGameParamSchema, body: FaqTypeEditSchema, response: created } },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      return reply.ok(
        await admin.createFaqType(db, { staff, ip: request.ip }, request.params.gameId, request.body, deps),
      );
    },
  );

  app.post(
    adminPaths.faqType,
    { config: write, schema: { params: AdminFaqTypeParamSchema, body: FaqTypeEditSchema, response: done } },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      await admin.renameFaqType(db, { staff, ip: request.ip }, request.params.typeId, request.body, deps);
      return reply.ok(null);
    },
  );

  app.post(
    adminPaths.faqTypeDelete,
    { config: write, schema: { params: AdminFaqTypeParamSchema, response: done } },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      await admin.deleteFaqType(db, { staff, ip: request.ip }, request.params.typeId, deps);
      return reply.ok(null);
    },
  );

  app.get(
    adminPaths.categories,
    {
      config: read,
      schema: { params: AdminGameParamSchema, response: { 200: envelopeSchema(AdminCategoryListSchema) } },
    },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      return reply.ok(await admin.listCategories(db, staff, request.params.gameId));
    },
  );

  app.post(
    adminPaths.categories,
    { config: write, schema: { params: AdminGameParamSchema, body: CategoryEditSchema, response: created } },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      return reply.ok(await admin.createCategory(db, { staff, ip: request.ip }, request.params.gameId, request.body));
    },
  );

  app.post(
    adminPaths.category,
    { config: write, schema: { params: AdminCategoryParamSchema, body: CategoryEditSchema, response: done } },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      await admin.updateCategory(db, { staff, ip: request.ip }, request.params.categoryId, request.body);
      return reply.ok(null);
    },
  );

  app.get(
    adminPaths.regions,
    { config: read, schema: { params: AdminGameParamSchema, response: { 200: envelopeSchema(AdminRegionsSchema) } } },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      return reply.ok(await admin.listRegions(db, staff, request.params.gameId));
    },
  );

  app.post(
    adminPaths.regions,
    { config: write, schema: { params: AdminGameParamSchema, body: RegionsEditSchema, response: done } },
    async (request, reply) => {
      const staff = await request.requireStaff('admin');
      await admin.replaceRegions(db, { staff, ip: request.ip }, request.params.gameId, request.body);
      return reply.ok(null);
    },
  );

  // Every staff member reads the reports of their own brands.
  app.get(
    adminPaths.reports,
    {
      config: { auth: 'staff' },
      schema: { querystring: ReportQuerySchema, response: { 200: envelopeSchema(ReportSchema) } },
    },
    async (request, reply) => {
      const staff = await request.requireStaff();
      return reply.ok(await reports.report(db, staff, request.query));
    },
  );
};
