// Admins run the catalogue: brands, games (texts per language, artwork, links, order, shown or
// hidden), FAQs, inquiry categories, regions and servers. Every change is audited and shows on
// the player site at once: a catalogue.changed event drops the caches of every API process.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@guildhall/contract/areas';
import { extensionOf } from '@guildhall/contract/attachments';
import { ErrorCode } from '@guildhall/contract/errors';
import {
  adminPaths,
  ARTWORK_KINDS,
  BrandEditSchema,
  CategoryEditSchema,
  FaqEditSchema,
  GameEditSchema,
  RegionsEditSchema,
  ReportQuerySchema,
} from '@guildhall/contract/staff-admin';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { sniffContentType } from '../../lib/file-sniff';
import type { EventBus } from '../../lib/events';
import type { Storage } from '../../lib/storage';
import { parseWith } from '../../lib/validate';
import { toBrand } from '../brands/brands.service';
import { audit } from '../staff/audit';
import { buildReport } from './reports.service';

const ARTWORK_MAX_BYTES = 5 * 1024 * 1024;
const id = z.coerce.number().int().positive().max(2_147_483_647);
const languages = new Set<string>(LANGUAGES);

/** Names as stored (a JSON object per language), limited to the contract's languages. */
function storedNames(json: string): Partial<Record<Language, string>> {
  const names = JSON.parse(json) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(names).filter(([lang, name]) => languages.has(lang) && typeof name === 'string' && name !== ''));
}

export interface AdminRoutesOptions {
  db: Kysely<Database>;
  media: Storage;
  /** Carries `catalogue.changed` to every process, whose brand and catalogue caches it drops. */
  events: EventBus;
}

export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, { db, media, events }) => {
  await app.register(multipart, { limits: { files: 1, fileSize: ARTWORK_MAX_BYTES + 1, fields: 2, parts: 3 } });
  const signed = { config: { signed: true } };
  const now = () => new Date().toISOString();
  const changed = (brandId: string) => events.publish('catalogue.changed', { brandId });

  async function gameRow(gameId: number) {
    const g = await db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirst();
    if (!g) throw AppError.notFound();
    return g;
  }

  async function gameView(gameId: number) {
    const g = await gameRow(gameId);
    const texts = await db.selectFrom('game_texts').selectAll().where('game_id', '=', gameId).execute();
    return {
      id: g.id,
      brand: g.brand_id,
      gameName: g.game_name,
      area: g.area,
      platforms: g.platforms.split(',').filter(Boolean),
      rechargeUrl: g.recharge_url,
      repaymentUrl: g.repayment_url,
      downloadUrl: g.download_url,
      sort: g.sort,
      visible: g.visible === 1,
      artwork: { logo: g.logo, cover: g.cover, banner: g.banner, icon: g.icon },
      texts: Object.fromEntries(texts.map((t) => [t.lang, { title: t.title, subTitle: t.sub_title, description: t.description }])),
    };
  }

  app.get(adminPaths.brands, async (request, reply) => {
    await request.requireStaff('admin');
    const rows = await db.selectFrom('brands').selectAll().orderBy('sort').execute();
    return reply.ok(rows.map((r) => ({ ...toBrand(r), hosts: JSON.parse(r.hosts) as string[] })));
  });

  app.post(adminPaths.brand, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { brandId } = parseWith(z.object({ brandId: z.string().max(40) }), request.params);
    const body = parseWith(BrandEditSchema, request.body);
    const before = await db.selectFrom('brands').selectAll().where('id', '=', brandId).executeTakeFirst();
    if (!before) throw AppError.notFound();
    await db
      .updateTable('brands')
      .set({
        name: body.name,
        hosts: JSON.stringify(body.hosts),
        main_color: body.mainColor,
        radius: body.radius,
        footer: body.footer,
        default_area: body.defaultArea,
        user_center: body.userCenter ? 1 : 0,
        recharge_button: body.rechargeButton ? 1 : 0,
        carousel: body.carousel,
        company: body.company,
        contact_email: body.contactEmail,
        attachment_max_files: body.attachmentMaxFiles,
        attachment_max_bytes: body.attachmentMaxBytes,
        updated_at: now(),
      })
      .where('id', '=', brandId)
      .execute();
    await changed(brandId);
    await audit(db, { staffId: staff.staff.id, action: 'brand.updated', targetType: 'brand', targetId: brandId, before: { ...toBrand(before), hosts: JSON.parse(before.hosts) }, after: body, ip: request.ip });
    return reply.ok(null);
  });

  app.get(adminPaths.games, async (request, reply) => {
    await request.requireStaff('admin');
    const q = parseWith(z.object({ brand: z.string().max(40).optional() }), request.query);
    let query = db.selectFrom('games').select('id');
    if (q.brand) query = query.where('brand_id', '=', q.brand);
    const ids = await query.orderBy('brand_id').orderBy('sort').execute();
    return reply.ok(await Promise.all(ids.map((g) => gameView(g.id))));
  });

  async function writeTexts(gameId: number, texts: z.infer<typeof GameEditSchema>['texts']) {
    await db.deleteFrom('game_texts').where('game_id', '=', gameId).execute();
    for (const [lang, t] of Object.entries(texts)) {
      await db.insertInto('game_texts').values({ game_id: gameId, lang, title: t.title, sub_title: t.subTitle, description: t.description }).execute();
    }
  }

  app.post(adminPaths.games, { config: { signed: true, idempotent: true } }, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const body = parseWith(GameEditSchema, request.body);
    if (!(await db.selectFrom('brands').select('id').where('id', '=', body.brand).executeTakeFirst())) throw new AppError(ErrorCode.validation, [{ field: 'brand', rule: 'unknown' }]);
    const slug = `${body.gameName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'game'}-${Date.now().toString(36)}`;
    // New games start with their brand's logo as artwork until an admin uploads theirs.
    const brand = await db.selectFrom('brands').select(['logo']).where('id', '=', body.brand).executeTakeFirstOrThrow();
    const row = await db
      .insertInto('games')
      .values({
        brand_id: body.brand, slug, game_name: body.gameName, area: body.area, platforms: body.platforms.join(','),
        recharge_url: body.rechargeUrl, repayment_url: body.repaymentUrl, download_url: body.downloadUrl,
        logo: brand.logo, cover: brand.logo, banner: brand.logo, icon: brand.logo,
        sort: body.sort, visible: body.visible ? 1 : 0, platform_secret: null, directory_url: null, directory_secret: null,
        created_at: now(), updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTexts(row.id, body.texts);
    await changed(body.brand);
    await audit(db, { staffId: staff.staff.id, action: 'game.created', targetType: 'game', targetId: row.id, after: body, ip: request.ip });
    return reply.ok(await gameView(row.id));
  });

  app.post(adminPaths.game, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { gameId } = parseWith(z.object({ gameId: id }), request.params);
    const body = parseWith(GameEditSchema, request.body);
    const before = await gameView(gameId);
    await db
      .updateTable('games')
      .set({
        brand_id: body.brand, game_name: body.gameName, area: body.area, platforms: body.platforms.join(','),
        recharge_url: body.rechargeUrl, repayment_url: body.repaymentUrl, download_url: body.downloadUrl,
        sort: body.sort, visible: body.visible ? 1 : 0, updated_at: now(),
      })
      .where('id', '=', gameId)
      .execute();
    await writeTexts(gameId, body.texts);
    // A game moved to another brand leaves the old brand's lists too.
    await changed(body.brand);
    if (before.brand !== body.brand) await changed(before.brand);
    await audit(db, { staffId: staff.staff.id, action: 'game.updated', targetType: 'game', targetId: gameId, before, after: body, ip: request.ip });
    return reply.ok(await gameView(gameId));
  });

  // Artwork: PNG, JPEG or GIF up to 5 MB, checked by content, stored under a content hash.
  app.post(adminPaths.gameArtwork, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { gameId, kind } = parseWith(z.object({ gameId: id, kind: z.enum(ARTWORK_KINDS) }), request.params);
    const game = await gameRow(gameId);
    const part = await request.file().catch(() => undefined);
    if (!part) throw new AppError(ErrorCode.validation, [{ field: 'file', rule: 'required' }]);
    const buffer = await part.toBuffer().catch(() => null);
    if (!buffer || part.file.truncated || buffer.length > ARTWORK_MAX_BYTES) throw new AppError(ErrorCode.attachmentTooLarge, { maxBytes: ARTWORK_MAX_BYTES }, {}, { size: '5 MB' });
    const ext = extensionOf(part.filename);
    if (!['png', 'jpg', 'jpeg', 'gif'].includes(ext) || !sniffContentType(ext, buffer.subarray(0, 64), { complete: true })) {
      throw new AppError(ErrorCode.fileTypeMismatch, [{ field: 'file', rule: 'content' }]);
    }
    const key = `games/${game.slug}-${kind}.${createHash('sha256').update(buffer).digest('hex').slice(0, 10)}.${ext === 'jpeg' ? 'jpg' : ext}`;
    await media.put(key, buffer);
    const url = `/media/${key}`;
    await db.updateTable('games').set({ [kind]: url, updated_at: now() }).where('id', '=', gameId).execute();
    await changed(game.brand_id);
    await audit(db, { staffId: staff.staff.id, action: 'game.artwork', targetType: 'game', targetId: gameId, before: { [kind]: game[kind] }, after: { [kind]: url }, ip: request.ip });
    return reply.ok({ url });
  });

  app.get(adminPaths.faqs, async (request, reply) => {
    await request.requireStaff('admin');
    const { gameId } = parseWith(z.object({ gameId: id }), request.params);
    await gameRow(gameId);
    const types = await db.selectFrom('faq_types').select('id').where('game_id', '=', gameId).orderBy('sort').execute();
    const typeTexts = types.length ? await db.selectFrom('faq_type_texts').selectAll().where('type_id', 'in', types.map((x) => x.id)).execute() : [];
    const faqs = await db.selectFrom('faqs').selectAll().where('game_id', '=', gameId).orderBy('sort').execute();
    const texts = faqs.length ? await db.selectFrom('faq_texts').selectAll().where('faq_id', 'in', faqs.map((f) => f.id)).execute() : [];
    return reply.ok({
      types: types.map((t) => ({ id: t.id, names: Object.fromEntries(typeTexts.filter((x) => x.type_id === t.id).map((x) => [x.lang, x.name])) })),
      faqs: faqs.map((f) => ({ id: f.id, typeId: f.type_id, sort: f.sort, texts: Object.fromEntries(texts.filter((x) => x.faq_id === f.id).map((x) => [x.lang, { question: x.question, answer: x.answer }])) })),
    });
  });

  async function writeFaqTexts(faqId: number, texts: z.infer<typeof FaqEditSchema>['texts']) {
    await db.deleteFrom('faq_texts').where('faq_id', '=', faqId).execute();
    for (const [lang, t] of Object.entries(texts)) await db.insertInto('faq_texts').values({ faq_id: faqId, lang, question: t.question, answer: t.answer }).execute();
  }

  app.post(adminPaths.faqs, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { gameId } = parseWith(z.object({ gameId: id }), request.params);
    const body = parseWith(FaqEditSchema, request.body);
    await gameRow(gameId);
    if (!(await db.selectFrom('faq_types').select('id').where('id', '=', body.typeId).where('game_id', '=', gameId).executeTakeFirst())) throw new AppError(ErrorCode.validation, [{ field: 'typeId', rule: 'unknown' }]);
    const row = await db.insertInto('faqs').values({ game_id: gameId, type_id: body.typeId, sort: body.sort, created_at: now(), updated_at: now() }).returning('id').executeTakeFirstOrThrow();
    await writeFaqTexts(row.id, body.texts);
    await audit(db, { staffId: staff.staff.id, action: 'faq.created', targetType: 'faq', targetId: row.id, after: body, ip: request.ip });
    return reply.ok({ id: row.id });
  });

  app.post(adminPaths.faq, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { faqId } = parseWith(z.object({ faqId: id }), request.params);
    const body = parseWith(FaqEditSchema, request.body);
    const before = await db.selectFrom('faqs').selectAll().where('id', '=', faqId).executeTakeFirst();
    if (!before) throw AppError.notFound();
    if (!(await db.selectFrom('faq_types').select('id').where('id', '=', body.typeId).where('game_id', '=', before.game_id).executeTakeFirst())) throw new AppError(ErrorCode.validation, [{ field: 'typeId', rule: 'unknown' }]);
    await db.updateTable('faqs').set({ type_id: body.typeId, sort: body.sort, updated_at: now() }).where('id', '=', faqId).execute();
    await writeFaqTexts(faqId, body.texts);
    await audit(db, { staffId: staff.staff.id, action: 'faq.updated', targetType: 'faq', targetId: faqId, before, after: body, ip: request.ip });
    return reply.ok(null);
  });

  app.get(adminPaths.categories, async (request, reply) => {
    await request.requireStaff('admin');
    const { gameId } = parseWith(z.object({ gameId: id }), request.params);
    const types = await db.selectFrom('inquiry_types').selectAll().where('game_id', '=', gameId).orderBy('sort').execute();
    const texts = types.length ? await db.selectFrom('inquiry_type_texts').selectAll().where('type_id', 'in', types.map((x) => x.id)).execute() : [];
    return reply.ok(types.map((t) => ({ id: t.id, sort: t.sort, names: Object.fromEntries(texts.filter((x) => x.type_id === t.id).map((x) => [x.lang, x.name])) })));
  });

  async function writeCategoryNames(typeId: number, names: Record<string, string>) {
    await db.deleteFrom('inquiry_type_texts').where('type_id', '=', typeId).execute();
    for (const [lang, name] of Object.entries(names)) await db.insertInto('inquiry_type_texts').values({ type_id: typeId, lang, name }).execute();
  }

  app.post(adminPaths.categories, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { gameId } = parseWith(z.object({ gameId: id }), request.params);
    const body = parseWith(CategoryEditSchema, request.body);
    await gameRow(gameId);
    const row = await db.insertInto('inquiry_types').values({ game_id: gameId, sort: body.sort, created_at: now() }).returning('id').executeTakeFirstOrThrow();
    await writeCategoryNames(row.id, body.names);
    await audit(db, { staffId: staff.staff.id, action: 'category.created', targetType: 'category', targetId: row.id, after: body, ip: request.ip });
    return reply.ok({ id: row.id });
  });

  app.post(adminPaths.category, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { categoryId } = parseWith(z.object({ categoryId: id }), request.params);
    const body = parseWith(CategoryEditSchema, request.body);
    const before = await db.selectFrom('inquiry_types').selectAll().where('id', '=', categoryId).executeTakeFirst();
    if (!before) throw AppError.notFound();
    await db.updateTable('inquiry_types').set({ sort: body.sort }).where('id', '=', categoryId).execute();
    await writeCategoryNames(categoryId, body.names);
    await audit(db, { staffId: staff.staff.id, action: 'category.updated', targetType: 'category', targetId: categoryId, before, after: body, ip: request.ip });
    return reply.ok(null);
  });

  // Regions and servers of the built-in directory, each with its names in every language stored,
  // so the editor starts from what is there before it replaces the lot (a read: nothing audited).
  app.get(adminPaths.regions, async (request, reply) => {
    const active = await request.requireStaff('admin');
    const { gameId } = parseWith(z.object({ gameId: id }), request.params);
    const game = await gameRow(gameId);
    if (!active.brands.includes(game.brand_id)) throw AppError.notFound();
    // The id breaks ties in `sort`, so both dialects answer the same order.
    const areas = await db.selectFrom('game_areas').select(['area_id', 'names']).where('game_id', '=', gameId).orderBy('sort').orderBy('area_id').execute();
    const servers = await db.selectFrom('game_servers').select(['area_id', 'server_id', 'names']).where('game_id', '=', gameId).orderBy('sort').orderBy('server_id').execute();
    return reply.ok({
      // Players get this game's regions and servers from its own backend (catalogue/directoryOf).
      external: Boolean(game.directory_url && game.directory_secret),
      regions: areas.map((a) => ({
        gameAreaId: a.area_id,
        names: storedNames(a.names),
        servers: servers.filter((x) => x.area_id === a.area_id).map((x) => ({ serverId: x.server_id, names: storedNames(x.names) })),
      })),
    });
  });

  // Regions and servers of the built-in directory, replaced as a whole in one transaction.
  app.post(adminPaths.regions, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { gameId } = parseWith(z.object({ gameId: id }), request.params);
    const body = parseWith(RegionsEditSchema, request.body);
    await gameRow(gameId);
    const before = await db.selectFrom('game_servers').selectAll().where('game_id', '=', gameId).execute();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('game_servers').where('game_id', '=', gameId).execute();
      await trx.deleteFrom('game_areas').where('game_id', '=', gameId).execute();
      for (const [ri, r] of body.regions.entries()) {
        await trx.insertInto('game_areas').values({ game_id: gameId, area_id: r.gameAreaId, names: JSON.stringify(r.names), sort: ri }).execute();
        for (const [si, s] of r.servers.entries()) {
          await trx.insertInto('game_servers').values({ game_id: gameId, area_id: r.gameAreaId, server_id: s.serverId, names: JSON.stringify(s.names), sort: si }).execute();
        }
      }
    });
    await audit(db, { staffId: staff.staff.id, action: 'regions.replaced', targetType: 'game', targetId: gameId, before: { servers: before.length }, after: body, ip: request.ip });
    return reply.ok(null);
  });

  app.get(adminPaths.reports, async (request, reply) => {
    const active = await request.requireStaff();
    const q = parseWith(ReportQuerySchema, request.query);
    if (q.brand && !active.brands.includes(q.brand)) throw AppError.notFound();
    return reply.ok(await buildReport(db, { from: q.from, to: q.to, groupBy: q.groupBy, brands: q.brand ? [q.brand] : active.brands }));
  });
};
