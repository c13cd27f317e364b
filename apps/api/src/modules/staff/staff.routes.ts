// The staff API under /api/staff: login, the queue, an inquiry's page and its actions, canned
// replies, the staff list (for assignment) and the audit log. Every call needs a staff session;
// every object is scoped to the caller's brands; every change is audited.
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AssignSchema, CannedReplySchema, QueueQuerySchema, StaffLoginSchema, StaffNoteSchema, staffPaths, StaffReplySchema, TotpCodeSchema } from '@guildhall/contract/staff';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mail';
import type { RateLimitStore } from '../../lib/rate-limit';
import { parseWith } from '../../lib/validate';
import { audit } from './audit';
import { AREA_LANGUAGES, type Area } from '@guildhall/contract/areas';
import { directoryOf, inquiryTypes } from '../catalogue/catalogue.service';
import { createQueueService } from './queue.service';
import { revokeStaffSession } from './staff-sessions';
import { createStaffService, toStaff } from './staff.service';

const InquiryParam = z.object({ inquiryId: z.coerce.number().int().positive().max(2_147_483_647) });
const IdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export interface StaffRoutesOptions {
  db: Kysely<Database>;
  rateLimits: RateLimitStore;
  mailer: Mailer;
  passwordCost: number;
  enforceAdminTotp: boolean;
  fileUrl: (fileId: string) => string;
}

export const staffRoutes: FastifyPluginAsync<StaffRoutesOptions> = async (app, opts) => {
  const { db } = opts;
  const staffService = createStaffService(opts);
  const brandName = async (id: string) => (await db.selectFrom('brands').select('name').where('id', '=', id).executeTakeFirst())?.name ?? id;
  const queue = createQueueService(db, { mailer: opts.mailer, fileUrl: opts.fileUrl, brandName });
  const signed = { config: { signed: true } };

  app.post(staffPaths.login, signed, async (request, reply) => reply.ok(await staffService.login(parseWith(StaffLoginSchema, request.body), request.ip)));

  app.post(staffPaths.logout, signed, async (request, reply) => {
    const active = await request.requireStaff();
    await revokeStaffSession(db, active.sessionId);
    await audit(db, { staffId: active.staff.id, action: 'staff.logout', targetType: 'staff', targetId: active.staff.id, ip: request.ip });
    return reply.ok(null);
  });

  app.get(staffPaths.me, async (request, reply) => {
    const active = await request.requireStaff();
    return reply.ok(await toStaff(db, active.staff));
  });

  app.post(staffPaths.totpSetup, signed, async (request, reply) =>
    reply.ok(await staffService.totpSetup(await request.requireStaff(undefined, { allowTotpSetup: true }))),
  );

  app.post(staffPaths.totpEnable, signed, async (request, reply) => {
    const active = await request.requireStaff(undefined, { allowTotpSetup: true });
    await staffService.totpEnable(active, parseWith(TotpCodeSchema, request.body).totp, request.ip);
    return reply.ok(null);
  });

  app.get(staffPaths.queue, async (request, reply) => {
    const active = await request.requireStaff();
    return reply.ok(await queue.queue(active, parseWith(QueueQuerySchema, request.query)));
  });

  app.get(staffPaths.inquiry, async (request, reply) => {
    const active = await request.requireStaff();
    return reply.ok(await queue.detail(active, parseWith(InquiryParam, request.params).inquiryId, request.ip));
  });

  app.post(staffPaths.reply, { config: { signed: true, idempotent: true } }, async (request, reply) => {
    const active = await request.requireStaff();
    await queue.reply(active, parseWith(InquiryParam, request.params).inquiryId, parseWith(StaffReplySchema, request.body), request.ip, request.sealIdempotent);
    return reply.ok(null);
  });

  app.post(staffPaths.note, signed, async (request, reply) => {
    const active = await request.requireStaff();
    await queue.note(active, parseWith(InquiryParam, request.params).inquiryId, parseWith(StaffNoteSchema, request.body).content, request.ip);
    return reply.ok(null);
  });

  app.post(staffPaths.assign, signed, async (request, reply) => {
    const active = await request.requireStaff();
    await queue.assign(active, parseWith(InquiryParam, request.params).inquiryId, parseWith(AssignSchema, request.body).staffId, request.ip);
    return reply.ok(null);
  });

  app.post(staffPaths.resolve, signed, async (request, reply) => {
    const active = await request.requireStaff();
    await queue.resolve(active, parseWith(InquiryParam, request.params).inquiryId, request.ip);
    return reply.ok(null);
  });

  app.post(staffPaths.reopen, signed, async (request, reply) => {
    const active = await request.requireStaff();
    await queue.reopen(active, parseWith(InquiryParam, request.params).inquiryId, request.ip);
    return reply.ok(null);
  });

  // Colleagues on the caller's brands, for assignment.
  app.get(staffPaths.staffList, async (request, reply) => {
    const active = await request.requireStaff();
    const rows = await db.selectFrom('staff').selectAll().where('disabled', '=', 0).orderBy('name').execute();
    const all = await Promise.all(rows.map((r) => toStaff(db, r)));
    return reply.ok(all.filter((s) => s.brands.some((b) => active.brands.includes(b))).map((s) => ({ ...s, brands: s.brands.filter((b) => active.brands.includes(b)) })));
  });

  app.get(staffPaths.brands, async (request, reply) => {
    const active = await request.requireStaff();
    const rows = await db.selectFrom('brands').selectAll().where('id', 'in', active.brands.length ? active.brands : ['']).orderBy('sort').execute();
    return reply.ok(
      rows.map((b) => ({
        id: b.id,
        name: b.name,
        mainColor: b.main_color,
        defaultArea: b.default_area,
        languages: [...AREA_LANGUAGES[b.default_area as Area]],
        attachmentMaxFiles: b.attachment_max_files,
        attachmentMaxBytes: b.attachment_max_bytes,
      })),
    );
  });

  app.get(staffPaths.catalogue, async (request, reply) => {
    const active = await request.requireStaff();
    const { brand } = parseWith(z.object({ brand: z.string().max(40) }), request.query);
    if (!active.brands.includes(brand)) throw AppError.notFound();
    const games = await db
      .selectFrom('games')
      .select(['id', 'brand_id', 'game_name', 'icon', 'area', 'repayment_url', 'directory_url', 'directory_secret'])
      .where('brand_id', '=', brand)
      .orderBy('sort')
      .execute();
    return reply.ok(
      await Promise.all(
        games.map(async (g) => ({
          id: g.id,
          gameName: g.game_name,
          categories: await inquiryTypes(db, g, 'en', g.area as Area),
          // A game backend that does not answer leaves the region filter empty, not the page.
          regions: await directoryOf(db, g, g.area as Area, request.log).areas('en').catch(() => []),
        })),
      ),
    );
  });

  app.post(staffPaths.cannedDelete, signed, async (request, reply) => {
    const active = await request.requireStaff();
    const { id } = parseWith(IdParam, request.params);
    const before = await db.selectFrom('canned_replies').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before || !active.brands.includes(before.brand_id)) throw AppError.notFound();
    await db.deleteFrom('canned_replies').where('id', '=', id).execute();
    await audit(db, { staffId: active.staff.id, action: 'canned.deleted', targetType: 'canned_reply', targetId: id, before, ip: request.ip });
    return reply.ok(null);
  });

  app.get(staffPaths.canned, async (request, reply) => {
    const active = await request.requireStaff();
    const q = parseWith(z.object({ brand: z.string().max(40).optional(), lang: z.string().max(10).optional() }), request.query);
    if (q.brand && !active.brands.includes(q.brand)) throw AppError.notFound();
    let query = db.selectFrom('canned_replies').selectAll().where('brand_id', 'in', q.brand ? [q.brand] : active.brands);
    if (q.lang) query = query.where('lang', '=', q.lang);
    const rows = await query.orderBy('title').execute();
    return reply.ok(rows.map((r) => ({ id: r.id, brand: r.brand_id, lang: r.lang, title: r.title, body: r.body, updatedAt: r.updated_at })));
  });

  app.post(staffPaths.canned, signed, async (request, reply) => {
    const active = await request.requireStaff();
    const body = parseWith(CannedReplySchema, request.body);
    if (!active.brands.includes(body.brand)) throw AppError.notFound();
    const now = new Date().toISOString();
    const row = await db.insertInto('canned_replies').values({ brand_id: body.brand, lang: body.lang, title: body.title, body: body.body, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    await audit(db, { staffId: active.staff.id, action: 'canned.created', targetType: 'canned_reply', targetId: row.id, after: body, ip: request.ip });
    return reply.ok({ id: row.id });
  });

  app.post(staffPaths.cannedOne, signed, async (request, reply) => {
    const active = await request.requireStaff();
    const { id } = parseWith(IdParam, request.params);
    const body = parseWith(CannedReplySchema, request.body);
    const before = await db.selectFrom('canned_replies').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before || !active.brands.includes(before.brand_id) || !active.brands.includes(body.brand)) throw AppError.notFound();
    await db.updateTable('canned_replies').set({ brand_id: body.brand, lang: body.lang, title: body.title, body: body.body, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    await audit(db, { staffId: active.staff.id, action: 'canned.updated', targetType: 'canned_reply', targetId: id, before: { brand: before.brand_id, lang: before.lang, title: before.title, body: before.body }, after: body, ip: request.ip });
    return reply.ok(null);
  });

  app.get(staffPaths.audit, async (request, reply) => {
    await request.requireStaff('admin');
    const q = parseWith(z.object({ targetType: z.string().max(40).optional(), targetId: z.string().max(40).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }), request.query);
    let query = db.selectFrom('audit_log').selectAll();
    if (q.targetType) query = query.where('target_type', '=', q.targetType);
    if (q.targetId) query = query.where('target_id', '=', q.targetId);
    const rows = await query.orderBy('id', 'desc').limit(q.limit).execute();
    return reply.ok(rows.map((r) => ({ ...r, before: r.before ? JSON.parse(r.before) : null, after: r.after ? JSON.parse(r.after) : null })));
  });

};
