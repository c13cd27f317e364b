// Admins run the catalogue: brands, games (texts per language, artwork, links, order, shown or
// hidden), FAQs and their types, inquiry categories, regions and servers. Every change is audited
// and shows on the player site at once: a catalogue.changed event drops the caches of every API
// process. Every object is scoped to the caller's brands like the staff routes (1002 otherwise):
// admins have every brand today, the checks make brand-scoped admins safe to introduce.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import type { Kysely, Transaction } from 'kysely';
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
  FaqTypeEditSchema,
  type FaqTypeEdit,
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
import type { ActiveStaff } from '../staff/staff-sessions';
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

  async function gameRow(gameId: number, from: Kysely<Database> = db) {
    const g = await from.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirst();
    if (!g) throw AppError.notFound();
    return g;
  }

  /** Refuses a brand that is not among the caller's brands with 1002, as the staff routes do. */
  function ownBrand(active: ActiveStaff, brandId: string) {
    if (!active.brands.includes(brandId)) throw AppError.notFound();
  }

  /** The game, if it exists and is on one of the caller's brands; else 1002. */
  async function ownGame(active: ActiveStaff, gameId: number) {
    const g = await gameRow(gameId);
    ownBrand(active, g.brand_id);
    return g;
  }

  /** A FAQ, FAQ type or inquiry category as read (each belongs to a game), if its game is the caller's; else 1002. */
  async function ownGameChild<R extends { game_id: number }>(active: ActiveStaff, row: R | undefined): Promise<R> {
    if (!row) throw AppError.notFound();
    await ownGame(active, row.game_id);
    return row;
  }

  async function gameView(gameId: number, from: Kysely<Database> = db) {
    const g = await gameRow(gameId, from);
    const texts = await from.selectFrom('game_texts').selectAll().where('game_id', '=', gameId).execute();
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
    const active = await request.requireStaff('admin');
    const rows = await db.selectFrom('brands').selectAll().where('id', 'in', active.brands.length ? active.brands : ['']).orderBy('sort').execute();
    return reply.ok(rows.map((r) => ({ ...toBrand(r), hosts: JSON.parse(r.hosts) as string[] })));
  });

  app.post(adminPaths.brand, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { brandId } = parseWith(z.object({ brandId: z.string().max(40) }), request.params);
    const body = parseWith(BrandEditSchema, request.body);
    ownBrand(staff, brandId);
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
    const active = await request.requireStaff('admin');
    const q = parseWith(z.object({ brand: z.string().max(40).optional() }), request.query);
    if (q.brand) ownBrand(active, q.brand);
    const brands = q.brand ? [q.brand] : active.brands;
    const ids = brands.length === 0 ? [] : await db.selectFrom('games').select('id').where('brand_id', 'in', brands).orderBy('brand_id').orderBy('sort').execute();
    return reply.ok(await Promise.all(ids.map((g) => gameView(g.id))));
  });

  async function writeTexts(gameId: number, texts: z.infer<typeof GameEditSchema>['texts'], to: Kysely<Database> = db) {
    await to.deleteFrom('game_texts').where('game_id', '=', gameId).execute();
    for (const [lang, t] of Object.entries(texts)) {
      await to.insertInto('game_texts').values({ game_id: gameId, lang, title: t.title, sub_title: t.subTitle, description: t.description }).execute();
    }
  }

  app.post(adminPaths.games, { config: { signed: true, idempotent: true } }, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const body = parseWith(GameEditSchema, request.body);
    if (!(await db.selectFrom('brands').select('id').where('id', '=', body.brand).executeTakeFirst())) throw new AppError(ErrorCode.validation, [{ field: 'brand', rule: 'unknown' }]);
    ownBrand(staff, body.brand);
    const slug = `${body.gameName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'game'}-${Date.now().toString(36)}`;
    // New games start with their brand's logo as artwork until an admin uploads theirs.
    const brand = await db.selectFrom('brands').select(['logo']).where('id', '=', body.brand).executeTakeFirstOrThrow();
    // The game, its texts, its audit entry and its idempotent answer commit together.
    const view = await db.transaction().execute(async (trx) => {
      const row = await trx
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
      await writeTexts(row.id, body.texts, trx);
      await audit(trx, { staffId: staff.staff.id, action: 'game.created', targetType: 'game', targetId: row.id, after: body, ip: request.ip });
      return request.sealIdempotent(trx, await gameView(row.id, trx));
    });
    await changed(body.brand);
    return reply.ok(view);
  });

  app.post(adminPaths.game, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { gameId } = parseWith(z.object({ gameId: id }), request.params);
    const body = parseWith(GameEditSchema, request.body);
    // Both ends of a move must be the caller's: the game's brand now and the one it goes to.
    await ownGame(staff, gameId);
    ownBrand(staff, body.brand);
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
    const game = await ownGame(staff, gameId);
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
    const active = await request.requireStaff('admin');
    const { gameId } = parseWith(z.object({ gameId: id }), request.params);
    await ownGame(active, gameId);
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
    await ownGame(staff, gameId);
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
    const before = await ownGameChild(staff, await db.selectFrom('faqs').selectAll().where('id', '=', faqId).executeTakeFirst());
    if (!(await db.selectFrom('faq_types').select('id').where('id', '=', body.typeId).where('game_id', '=', before.game_id).executeTakeFirst())) throw new AppError(ErrorCode.validation, [{ field: 'typeId', rule: 'unknown' }]);
    await db.updateTable('faqs').set({ type_id: body.typeId, sort: body.sort, updated_at: now() }).where('id', '=', faqId).execute();
    await writeFaqTexts(faqId, body.texts);
    await audit(db, { staffId: staff.staff.id, action: 'faq.updated', targetType: 'faq', targetId: faqId, before, after: body, ip: request.ip });
    return reply.ok(null);
  });

  // FAQ types: names per language like the FAQ list shows them (faq_type_texts, one row a
  // language). Players read them live (no cache), so no catalogue.changed, like the FAQs.
  async function faqTypeNames(typeId: number) {
    const rows = await db.selectFrom('faq_type_texts').select(['lang', 'name']).where('type_id', '=', typeId).execute();
    return Object.fromEntries(rows.map((r) => [r.lang, r.name]));
  }

  async function writeFaqTypeNames(trx: Transaction<Database>, typeId: number, names: FaqTypeEdit['names']) {
    await trx.deleteFrom('faq_type_texts').where('type_id', '=', typeId).execute();
    for (const [lang, name] of Object.entries(names)) await trx.insertInto('faq_type_texts').values({ type_id: typeId, lang, name }).execute();
  }

  app.post(adminPaths.faqTypes, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { gameId } = parseWith(z.object({ gameId: id }), request.params);
    const body = parseWith(FaqTypeEditSchema, request.body);
    await ownGame(staff, gameId);
    const typeId = await db.transaction().execute(async (trx) => {
      // A new type goes after the game's last one, where the FAQ list shows it.
      const last = await trx.selectFrom('faq_types').select((eb) => eb.fn.max('sort').as('sort')).where('game_id', '=', gameId).executeTakeFirst();
      const sort = last?.sort === null || last?.sort === undefined ? 0 : Number(last.sort) + 1;
      const row = await trx.insertInto('faq_types').values({ game_id: gameId, sort, created_at: now() }).returning('id').executeTakeFirstOrThrow();
      await writeFaqTypeNames(trx, row.id, body.names);
      return row.id;
    });
    await audit(db, { staffId: staff.staff.id, action: 'faq_type.created', targetType: 'faq_type', targetId: typeId, after: { gameId, ...body }, ip: request.ip });
    return reply.ok({ id: typeId });
  });

  app.post(adminPaths.faqType, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { typeId } = parseWith(z.object({ typeId: id }), request.params);
    const body = parseWith(FaqTypeEditSchema, request.body);
    const type = await ownGameChild(staff, await db.selectFrom('faq_types').selectAll().where('id', '=', typeId).executeTakeFirst());
    const before = { gameId: type.game_id, names: await faqTypeNames(typeId) };
    await db.transaction().execute((trx) => writeFaqTypeNames(trx, typeId, body.names));
    await audit(db, { staffId: staff.staff.id, action: 'faq_type.updated', targetType: 'faq_type', targetId: typeId, before, after: body, ip: request.ip });
    return reply.ok(null);
  });

  // Deleting a type would take its FAQs with it (the foreign key cascades), so a type still in use
  // is refused with 1004 and the number of FAQs to move or delete first.
  app.post(adminPaths.faqTypeDelete, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { typeId } = parseWith(z.object({ typeId: id }), request.params);
    const type = await ownGameChild(staff, await db.selectFrom('faq_types').selectAll().where('id', '=', typeId).executeTakeFirst());
    const before = { gameId: type.game_id, sort: type.sort, names: await faqTypeNames(typeId) };
    const inUse = async () => Number((await db.selectFrom('faqs').select((eb) => eb.fn.countAll().as('n')).where('type_id', '=', typeId).executeTakeFirstOrThrow()).n);
    const refuse = (faqs: number) => new AppError(ErrorCode.conflict, [{ field: 'typeId', rule: 'in_use', faqs }]);
    const used = await inUse();
    if (used > 0) throw refuse(used);
    // The same condition in the DELETE itself: a FAQ added since the count keeps the type (and
    // is not cascaded away).
    const deleted = await db
      .deleteFrom('faq_types')
      .where('id', '=', typeId)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('faqs').select('faqs.id').where('faqs.type_id', '=', typeId))))
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) throw refuse(await inUse());
    await audit(db, { staffId: staff.staff.id, action: 'faq_type.deleted', targetType: 'faq_type', targetId: typeId, before, ip: request.ip });
    return reply.ok(null);
  });

  app.get(adminPaths.categories, async (request, reply) => {
    const active = await request.requireStaff('admin');
    const { gameId } = parseWith(z.object({ gameId: id }), request.params);
    // An unknown game is 1002, not an empty list.
    await ownGame(active, gameId);
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
    await ownGame(staff, gameId);
    const row = await db.insertInto('inquiry_types').values({ game_id: gameId, sort: body.sort, created_at: now() }).returning('id').executeTakeFirstOrThrow();
    await writeCategoryNames(row.id, body.names);
    await audit(db, { staffId: staff.staff.id, action: 'category.created', targetType: 'category', targetId: row.id, after: body, ip: request.ip });
    return reply.ok({ id: row.id });
  });

  app.post(adminPaths.category, signed, async (request, reply) => {
    const staff = await request.requireStaff('admin');
    const { categoryId } = parseWith(z.object({ categoryId: id }), request.params);
    const body = parseWith(CategoryEditSchema, request.body);
    const before = await ownGameChild(staff, await db.selectFrom('inquiry_types').selectAll().where('id', '=', categoryId).executeTakeFirst());
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
    const game = await ownGame(active, gameId);
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
    await ownGame(staff, gameId);
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
