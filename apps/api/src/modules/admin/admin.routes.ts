// Catalogue administration over HTTP (admins only; the reports are for every staff member): each
// route reads its request, asks the admin service and answers. Rules, brand scope, transactions
// and audit entries live in admin.service.ts, the SQL in admin.repository.ts.
import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  adminPaths,
  ARTWORK_KINDS,
  BrandEditSchema,
  CategoryEditSchema,
  FaqEditSchema,
  FaqTypeEditSchema,
  GameEditSchema,
  RegionsEditSchema,
  ReportQuerySchema,
} from '@guildhall/contract/staff-admin';
import type { Database } from '../../db/schema';
import type { EventBus } from '../../lib/events';
import type { Storage } from '../../lib/storage';
import { parseWith } from '../../lib/validate';
import { ARTWORK_MAX_BYTES, createAdminService } from './admin.service';
import { createReportsService } from './reports.service';

const id = z.coerce.number().int().positive().max(2_147_483_647);

export interface AdminRoutesOptions {
  db: Kysely<Database>;
  media: Storage;
  /** Carries `catalogue.changed` to every process, whose brand and catalogue caches it drops. */
  events: EventBus;
}

export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, { db, media, events }) => {
  await app.register(multipart, { limits: { files: 1, fileSize: ARTWORK_MAX_BYTES + 1, fields: 2, parts: 3 } });
  const admin = createAdminService({ db, media, events });
  const reports = createReportsService(db);
  const signed = { config: { signed: true } };

  app.get(adminPaths.brands, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    return reply.ok(await admin.listBrands(staff));
  });

  app.post(adminPaths.brand, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { brandId } = parseWith(z.object({ brandId: z.string().max(40) }), request.params);
    const body = parseWith(BrandEditSchema, request.body);
    await admin.updateBrand({ staff, ip: request.ip }, brandId, body);
    return reply.ok(null);
  });

  app.get(adminPaths.games, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const q = parseWith(z.object({ brand: z.string().max(40).optional() }), request.query);
    return reply.ok(await admin.listGames(staff, q.brand));
  });

  app.post(adminPaths.games, { config: { signed: true, idempotent: true } }, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const body = parseWith(GameEditSchema, request.body);
    return reply.ok(await admin.createGame({ staff, ip: request.ip }, body, request.sealIdempotent));
  });

  app.post(adminPaths.game, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { gameId } = parseWith(z.object({ gameId: id }), request.params);
    const body = parseWith(GameEditSchema, request.body);
    return reply.ok(await admin.updateGame({ staff, ip: request.ip }, gameId, body));
  });

  app.post(adminPaths.gameArtwork, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { gameId, kind } = parseWith(z.object({ gameId: id, kind: z.enum(ARTWORK_KINDS) }), request.params);
    // The multipart part is read only once the service knows the game is the caller's.
    const read = async () => {
      const part = await request.file().catch(() => undefined);
      if (!part) return undefined;
      const buffer = await part.toBuffer().catch(() => null);
      return { filename: part.filename, buffer, truncated: part.file.truncated };
    };
    return reply.ok(await admin.uploadArtwork({ staff, ip: request.ip }, gameId, kind, read));
  });

  app.get(adminPaths.faqs, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { gameId } = parseWith(z.object({ gameId: id }), request.params);
    return reply.ok(await admin.listFaqs(staff, gameId));
  });

  app.post(adminPaths.faqs, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { gameId } = parseWith(z.object({ gameId: id }), request.params);
    const body = parseWith(FaqEditSchema, request.body);
    return reply.ok(await admin.createFaq({ staff, ip: request.ip }, gameId, body));
  });

  app.post(adminPaths.faq, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { faqId } = parseWith(z.object({ faqId: id }), request.params);
    const body = parseWith(FaqEditSchema, request.body);
    await admin.updateFaq({ staff, ip: request.ip }, faqId, body);
    return reply.ok(null);
  });

  app.post(adminPaths.faqTypes, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { gameId } = parseWith(z.object({ gameId: id }), request.params);
    const body = parseWith(FaqTypeEditSchema, request.body);
    return reply.ok(await admin.createFaqType({ staff, ip: request.ip }, gameId, body));
  });

  app.post(adminPaths.faqType, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { typeId } = parseWith(z.object({ typeId: id }), request.params);
    const body = parseWith(FaqTypeEditSchema, request.body);
    await admin.renameFaqType({ staff, ip: request.ip }, typeId, body);
    return reply.ok(null);
  });

  app.post(adminPaths.faqTypeDelete, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { typeId } = parseWith(z.object({ typeId: id }), request.params);
    await admin.deleteFaqType({ staff, ip: request.ip }, typeId);
    return reply.ok(null);
  });

  app.get(adminPaths.categories, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { gameId } = parseWith(z.object({ gameId: id }), request.params);
    return reply.ok(await admin.listCategories(staff, gameId));
  });

  app.post(adminPaths.categories, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { gameId } = parseWith(z.object({ gameId: id }), request.params);
    const body = parseWith(CategoryEditSchema, request.body);
    return reply.ok(await admin.createCategory({ staff, ip: request.ip }, gameId, body));
  });

  app.post(adminPaths.category, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { categoryId } = parseWith(z.object({ categoryId: id }), request.params);
    const body = parseWith(CategoryEditSchema, request.body);
    await admin.updateCategory({ staff, ip: request.ip }, categoryId, body);
    return reply.ok(null);
  });

  app.get(adminPaths.regions, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { gameId } = parseWith(z.object({ gameId: id }), request.params);
    return reply.ok(await admin.listRegions(staff, gameId));
  });

  app.post(adminPaths.regions, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { gameId } = parseWith(z.object({ gameId: id }), request.params);
    const body = parseWith(RegionsEditSchema, request.body);
    await admin.replaceRegions({ staff, ip: request.ip }, gameId, body);
    return reply.ok(null);
  });

  app.get(adminPaths.reports, async (request, reply) => {
    const staff = await request.requireStaff();
    const q = parseWith(ReportQuerySchema, request.query);
    return reply.ok(await reports.report(staff, q));
  });
};
