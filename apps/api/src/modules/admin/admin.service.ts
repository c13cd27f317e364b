// Admins run the catalogue: brands, games (texts per language, artwork, links, order, shown or
// hidden), FAQs and their types, inquiry categories, regions and servers. Every change commits in
// one transaction with its audit entry, and shows on the player site at once: a catalogue.changed
// event, published once the change has committed, drops the caches of every API process. Every
// object is scoped to the caller's brands like the staff routes (1002 otherwise): admins have every
// brand today, the checks make brand-scoped admins safe to introduce.
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { LANGUAGES, type Language } from '@guildhall/contract/areas';
import { extensionOf } from '@guildhall/contract/attachments';
import { ErrorCode } from '@guildhall/contract/errors';
import type {
  AdminBrand,
  AdminCategory,
  AdminFaqs,
  AdminGame,
  AdminRegions,
  ARTWORK_KINDS,
  BrandEdit,
  CategoryEditSchema,
  FaqEditSchema,
  FaqTypeEdit,
  GameEdit,
  RegionsEditSchema,
} from '@guildhall/contract/staff-admin';
import type { z } from 'zod';
import type { Database, Executor, GameRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { EventBus } from '../../lib/events';
import { sniffContentType } from '../../lib/file-sniff';
import type { Storage } from '../../lib/storage';
import type { SealIdempotent } from '../../plugins/idempotency';
import { toBrand } from '../brands/brands.service';
import { audit } from '../audit/audit.service';
import type { ActiveStaff } from '../staff-sessions/staff-sessions.service';
import * as repo from './admin.repository';

export const ARTWORK_MAX_BYTES = 5 * 1024 * 1024;

type ArtworkKind = (typeof ARTWORK_KINDS)[number];
type FaqEdit = z.output<typeof FaqEditSchema>;
type CategoryEdit = z.output<typeof CategoryEditSchema>;
type RegionsEdit = z.output<typeof RegionsEditSchema>;

/** Who asks: the staff session, and the address the audit entry records. */
export interface Caller {
  staff: ActiveStaff;
  ip: string;
}

/** An uploaded artwork file as the route received it. */
export interface ArtworkUpload {
  filename: string;
  buffer: Buffer | null;
  /** The upload went past the size the route reads. */
  truncated: boolean;
}

/** What a change of the catalogue needs besides the database. */
export interface AdminDeps {
  /** Where uploaded artwork is stored. */
  media: Storage;
  /** Carries `catalogue.changed` to every process, whose brand and catalogue caches it drops. */
  events: EventBus;
}

/** What a change the player site shows at once needs: the bus that announces it. */
type Announce = Pick<AdminDeps, 'events'>;

const languages = new Set<string>(LANGUAGES);
const invalid = (field: string, rule: string) => new AppError(ErrorCode.validation, { data: [{ field, rule }] });
const now = () => new Date().toISOString();

/** Names as stored (a JSON object per language), limited to the contract's languages. */
function storedNames(json: string): Partial<Record<Language, string>> {
  const names = JSON.parse(json) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(names).filter(([lang, name]) => languages.has(lang) && typeof name === 'string' && name !== ''),
  );
}

function toAdminGame(g: GameRow, texts: repo.GameTextRow[]): AdminGame {
  return {
    id: g.id,
    brand: g.brand_id,
    gameName: g.game_name,
    area: g.area as AdminGame['area'],
    platforms: g.platforms.split(',').filter(Boolean) as AdminGame['platforms'],
    rechargeUrl: g.recharge_url,
    repaymentUrl: g.repayment_url,
    downloadUrl: g.download_url,
    sort: g.sort,
    visible: g.visible === 1,
    artwork: { logo: g.logo, cover: g.cover, banner: g.banner, icon: g.icon },
    texts: Object.fromEntries(
      texts.map((t) => [t.lang, { title: t.title, subTitle: t.sub_title, description: t.description }]),
    ),
  };
}

/** Rows of `children` grouped under the key `keyOf` gives each, in their order. */
function groupBy<T, K>(children: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const c of children) {
    const k = keyOf(c);
    let list = out.get(k);
    if (!list) out.set(k, (list = []));
    list.push(c);
  }
  return out;
}

/** Refuses a brand that is not among the caller's brands with 1002, as the staff routes do. */
function ownBrand(staff: ActiveStaff, brandId: string) {
  if (!staff.brands.includes(brandId)) throw AppError.notFound();
}

/** The game, if it exists and is on one of the caller's brands; else 1002. */
async function ownGame(db: Executor, staff: ActiveStaff, gameId: number): Promise<GameRow> {
  const g = await repo.findGame(db, gameId);
  if (!g) throw AppError.notFound();
  ownBrand(staff, g.brand_id);
  return g;
}

/** A FAQ, FAQ type or inquiry category as read (each belongs to a game), if its game is the caller's; else 1002. */
async function ownGameChild<R extends { game_id: number }>(
  db: Executor,
  staff: ActiveStaff,
  row: R | undefined,
): Promise<R> {
  if (!row) throw AppError.notFound();
  await ownGame(db, staff, row.game_id);
  return row;
}

async function gameView(from: Executor, gameId: number): Promise<AdminGame> {
  const g = await repo.findGame(from, gameId);
  if (!g) throw AppError.notFound();
  return toAdminGame(g, await repo.gameTexts(from, gameId));
}

/** Runs `change` in a transaction and, once it has committed, tells every process which brands changed. */
async function commitThenAnnounce<T>(
  db: Kysely<Database>,
  { events }: Announce,
  change: (trx: Transaction<Database>) => Promise<{ result: T; brands: string[] }>,
): Promise<T> {
  const { result, brands } = await db.transaction().execute(change);
  for (const brandId of new Set(brands)) await events.publish('catalogue.changed', { brandId });
  return result;
}

// ---- brands ---------------------------------------------------------------------------------

export async function listBrands(db: Executor, staff: ActiveStaff): Promise<AdminBrand[]> {
  const rows = await repo.listBrandsIn(db, staff.brands);
  return rows.map((r) => ({ ...toBrand(r), hosts: JSON.parse(r.hosts) as string[] }));
}

export async function updateBrand(
  db: Kysely<Database>,
  by: Caller,
  brandId: string,
  body: BrandEdit,
  deps: Announce,
): Promise<void> {
  ownBrand(by.staff, brandId);
  await commitThenAnnounce(db, deps, async (trx) => {
    if (!(await repo.lockBrand(trx, brandId))) throw AppError.notFound();
    const before = (await repo.findBrand(trx, brandId))!;
    await repo.updateBrand(trx, brandId, {
      name: body.name,
      hosts: JSON.stringify(body.hosts),
      main_color: body.mainColor,
      radius: body.radius,
      footer: body.footer,
      default_area: body.defaultArea,
      user_center: body.userCenter ? 1 : 0,
      recharge_button: body.rechargeButton ? 1 : 0,
      carousel: body.carousel,
      reply_within_hours: body.replyWithinHours,
      company: body.company,
      contact_email: body.contactEmail,
      attachment_max_files: body.attachmentMaxFiles,
      attachment_max_bytes: body.attachmentMaxBytes,
      updated_at: now(),
    });
    const beforeView = { ...toBrand(before), hosts: JSON.parse(before.hosts) as unknown };
    await audit(trx, {
      staffId: by.staff.staff.id,
      action: 'brand.updated',
      targetType: 'brand',
      targetId: brandId,
      before: beforeView,
      after: body,
      ip: by.ip,
    });
    return { result: undefined, brands: [brandId] };
  });
}

// ---- games ----------------------------------------------------------------------------------

/** The games of one of the caller's brands, or of all of them: two queries however many games. */
export async function listGames(db: Executor, staff: ActiveStaff, brand?: string): Promise<AdminGame[]> {
  if (brand) ownBrand(staff, brand);
  const brands = brand ? [brand] : staff.brands;
  const games = await repo.listGamesOf(db, brands);
  if (games.length === 0) return [];
  const texts = groupBy(await repo.gameTextsOfBrands(db, brands), (t) => t.game_id);
  return games.map((g) => toAdminGame(g, texts.get(g.id) ?? []));
}

export async function createGame(
  db: Kysely<Database>,
  by: Caller,
  body: GameEdit,
  seal: SealIdempotent,
  deps: Announce,
): Promise<AdminGame> {
  // New games start with their brand's logo as artwork until an admin uploads theirs.
  const brand = await repo.brandLogo(db, body.brand);
  if (!brand) throw invalid('brand', 'unknown');
  ownBrand(by.staff, body.brand);
  const slug = `${
    body.gameName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'game'
  }-${Date.now().toString(36)}`;
  // The game, its texts, its audit entry and its idempotent answer commit together.
  return commitThenAnnounce(db, deps, async (trx) => {
    const at = now();
    const row = await repo.insertGame(trx, {
      brand_id: body.brand,
      slug,
      game_name: body.gameName,
      area: body.area,
      platforms: body.platforms.join(','),
      recharge_url: body.rechargeUrl,
      repayment_url: body.repaymentUrl,
      download_url: body.downloadUrl,
      logo: brand.logo,
      cover: brand.logo,
      banner: brand.logo,
      icon: brand.logo,
      sort: body.sort,
      visible: body.visible ? 1 : 0,
      platform_secret: null,
      directory_url: null,
      directory_secret: null,
      created_at: at,
      updated_at: at,
    });
    await repo.replaceGameTexts(trx, row.id, body.texts);
    await audit(trx, {
      staffId: by.staff.staff.id,
      action: 'game.created',
      targetType: 'game',
      targetId: row.id,
      after: body,
      ip: by.ip,
    });
    return { result: await seal(trx, await gameView(trx, row.id)), brands: [body.brand] };
  });
}

export async function updateGame(
  db: Kysely<Database>,
  by: Caller,
  gameId: number,
  body: GameEdit,
  deps: Announce,
): Promise<AdminGame> {
  // Both ends of a move must be the caller's: the game's brand now and the one it goes to.
  await ownGame(db, by.staff, gameId);
  ownBrand(by.staff, body.brand);
  return commitThenAnnounce(db, deps, async (trx) => {
    if (!(await repo.lockGame(trx, gameId))) throw AppError.notFound();
    // Read under the lock: a concurrent edit has committed or waits, so `before` is what this
    // edit replaces (and its brand is still the caller's).
    const before = await gameView(trx, gameId);
    ownBrand(by.staff, before.brand);
    await repo.updateGame(trx, gameId, {
      brand_id: body.brand,
      game_name: body.gameName,
      area: body.area,
      platforms: body.platforms.join(','),
      recharge_url: body.rechargeUrl,
      repayment_url: body.repaymentUrl,
      download_url: body.downloadUrl,
      sort: body.sort,
      visible: body.visible ? 1 : 0,
      updated_at: now(),
    });
    await repo.replaceGameTexts(trx, gameId, body.texts);
    await audit(trx, {
      staffId: by.staff.staff.id,
      action: 'game.updated',
      targetType: 'game',
      targetId: gameId,
      before,
      after: body,
      ip: by.ip,
    });
    // A game moved to another brand leaves the old brand's lists too.
    return { result: await gameView(trx, gameId), brands: [body.brand, before.brand] };
  });
}

/**
 * Artwork: PNG, JPEG or GIF up to 5 MB, checked by content, stored under a content hash. The
 * file is read (`read`) only once the game is known to be the caller's.
 */
export async function uploadArtwork(
  db: Kysely<Database>,
  by: Caller,
  gameId: number,
  kind: ArtworkKind,
  read: () => Promise<ArtworkUpload | undefined>,
  deps: AdminDeps,
): Promise<{ url: string }> {
  const game = await ownGame(db, by.staff, gameId);
  const part = await read();
  if (!part) throw invalid('file', 'required');
  const { buffer } = part;
  if (!buffer || part.truncated || buffer.length > ARTWORK_MAX_BYTES)
    throw new AppError(ErrorCode.attachmentTooLarge, {
      data: { maxBytes: ARTWORK_MAX_BYTES },
      params: { size: '5 MB' },
    });
  const ext = extensionOf(part.filename);
  if (
    !['png', 'jpg', 'jpeg', 'gif'].includes(ext) ||
    !sniffContentType(ext, buffer.subarray(0, 64), { complete: true })
  ) {
    throw new AppError(ErrorCode.fileTypeMismatch, { data: [{ field: 'file', rule: 'content' }] });
  }
  const key = `games/${game.slug}-${kind}.${createHash('sha256').update(buffer).digest('hex').slice(0, 10)}.${ext === 'jpeg' ? 'jpg' : ext}`;
  // Stored before the row points at it; a file left by a failed update is only unreferenced.
  await deps.media.put(key, buffer);
  const url = `/media/${key}`;
  return commitThenAnnounce(db, deps, async (trx) => {
    if (!(await repo.lockGame(trx, gameId))) throw AppError.notFound();
    const current = (await repo.findGame(trx, gameId))!;
    await repo.updateGame(trx, gameId, { [kind]: url, updated_at: now() });
    await audit(trx, {
      staffId: by.staff.staff.id,
      action: 'game.artwork',
      targetType: 'game',
      targetId: gameId,
      before: { [kind]: current[kind] },
      after: { [kind]: url },
      ip: by.ip,
    });
    return { result: { url }, brands: [current.brand_id] };
  });
}

// ---- FAQs and FAQ types ---------------------------------------------------------------------
// The FAQ page is rendered on the server and kept: every change announces the
// game's brand, once committed, like the rest of the catalogue.

/** The game's FAQ types and FAQs with their texts: four queries however many there are. */
export async function listFaqs(db: Executor, staff: ActiveStaff, gameId: number): Promise<AdminFaqs> {
  await ownGame(db, staff, gameId);
  const types = await repo.faqTypesOfGame(db, gameId);
  const typeNames = groupBy(await repo.faqTypeNamesOfGame(db, gameId), (x) => x.type_id);
  const faqs = await repo.faqsOfGame(db, gameId);
  const texts = groupBy(await repo.faqTextsOfGame(db, gameId), (x) => x.faq_id);
  return {
    types: types.map((t) => ({
      id: t.id,
      names: Object.fromEntries((typeNames.get(t.id) ?? []).map((x) => [x.lang, x.name])),
    })),
    faqs: faqs.map((f) => ({
      id: f.id,
      typeId: f.type_id,
      sort: f.sort,
      texts: Object.fromEntries(
        (texts.get(f.id) ?? []).map((x) => [x.lang, { question: x.question, answer: x.answer }]),
      ),
    })),
  };
}

export async function createFaq(
  db: Kysely<Database>,
  by: Caller,
  gameId: number,
  body: FaqEdit,
  deps: Announce,
): Promise<{ id: number }> {
  const game = await ownGame(db, by.staff, gameId);
  return commitThenAnnounce(db, deps, async (trx) => {
    // The type's lock keeps it from being deleted (and the new FAQ cascaded away with it)
    // until this FAQ is in; a type deleted first is unknown here.
    if (!(await repo.lockFaqType(trx, body.typeId, gameId))) throw invalid('typeId', 'unknown');
    const row = await repo.insertFaq(trx, { game_id: gameId, type_id: body.typeId, sort: body.sort, at: now() });
    await repo.replaceFaqTexts(trx, row.id, body.texts);
    await audit(trx, {
      staffId: by.staff.staff.id,
      action: 'faq.created',
      targetType: 'faq',
      targetId: row.id,
      after: body,
      ip: by.ip,
    });
    return { result: { id: row.id }, brands: [game.brand_id] };
  });
}

export async function updateFaq(
  db: Kysely<Database>,
  by: Caller,
  faqId: number,
  body: FaqEdit,
  deps: Announce,
): Promise<void> {
  const faq = await ownGameChild(db, by.staff, await repo.findFaq(db, faqId));
  const game = await ownGame(db, by.staff, faq.game_id);
  await commitThenAnnounce(db, deps, async (trx) => {
    if (!(await repo.lockFaq(trx, faqId))) throw AppError.notFound();
    const before = (await repo.findFaq(trx, faqId))!;
    if (!(await repo.lockFaqType(trx, body.typeId, before.game_id))) throw invalid('typeId', 'unknown');
    await repo.updateFaq(trx, faqId, { type_id: body.typeId, sort: body.sort, at: now() });
    await repo.replaceFaqTexts(trx, faqId, body.texts);
    await audit(trx, {
      staffId: by.staff.staff.id,
      action: 'faq.updated',
      targetType: 'faq',
      targetId: faqId,
      before,
      after: body,
      ip: by.ip,
    });
    return { result: undefined, brands: [game.brand_id] };
  });
}

export async function createFaqType(
  db: Kysely<Database>,
  by: Caller,
  gameId: number,
  body: FaqTypeEdit,
  deps: Announce,
): Promise<{ id: number }> {
  const game = await ownGame(db, by.staff, gameId);
  return commitThenAnnounce(db, deps, async (trx) => {
    // A new type goes after the game's last one, where the FAQ list shows it; the game's lock
    // keeps two creates at once from taking the same place.
    if (!(await repo.lockGame(trx, gameId))) throw AppError.notFound();
    const row = await repo.insertFaqType(trx, {
      game_id: gameId,
      sort: await repo.nextFaqTypeSort(trx, gameId),
      at: now(),
    });
    await repo.replaceFaqTypeNames(trx, row.id, body.names);
    await audit(trx, {
      staffId: by.staff.staff.id,
      action: 'faq_type.created',
      targetType: 'faq_type',
      targetId: row.id,
      after: { gameId, ...body },
      ip: by.ip,
    });
    return { result: { id: row.id }, brands: [game.brand_id] };
  });
}

export async function renameFaqType(
  db: Kysely<Database>,
  by: Caller,
  typeId: number,
  body: FaqTypeEdit,
  deps: Announce,
): Promise<void> {
  const type = await ownGameChild(db, by.staff, await repo.findFaqType(db, typeId));
  const game = await ownGame(db, by.staff, type.game_id);
  await commitThenAnnounce(db, deps, async (trx) => {
    if (!(await repo.lockFaqType(trx, typeId))) throw AppError.notFound();
    const before = { gameId: type.game_id, names: await repo.faqTypeNames(trx, typeId) };
    await repo.replaceFaqTypeNames(trx, typeId, body.names);
    await audit(trx, {
      staffId: by.staff.staff.id,
      action: 'faq_type.updated',
      targetType: 'faq_type',
      targetId: typeId,
      before,
      after: body,
      ip: by.ip,
    });
    return { result: undefined, brands: [game.brand_id] };
  });
}

/**
 * Deleting a type would take its FAQs with it (the foreign key cascades), so a type still in
 * use is refused with 1004 and the number of FAQs to move or delete first.
 */
export async function deleteFaqType(db: Kysely<Database>, by: Caller, typeId: number, deps: Announce): Promise<void> {
  const owned = await ownGameChild(db, by.staff, await repo.findFaqType(db, typeId));
  const game = await ownGame(db, by.staff, owned.game_id);
  await commitThenAnnounce(db, deps, async (trx) => {
    // Under the type's lock a FAQ being added to it has committed (and is counted) or waits
    // (and then finds the type gone).
    if (!(await repo.lockFaqType(trx, typeId))) throw AppError.notFound();
    const type = (await repo.findFaqType(trx, typeId))!;
    const before = { gameId: type.game_id, sort: type.sort, names: await repo.faqTypeNames(trx, typeId) };
    const refuse = (faqs: number) =>
      new AppError(ErrorCode.conflict, { data: [{ field: 'typeId', rule: 'in_use', faqs }] });
    const used = await repo.countFaqsOfType(trx, typeId);
    if (used > 0) throw refuse(used);
    if (!(await repo.deleteUnusedFaqType(trx, typeId))) throw refuse(await repo.countFaqsOfType(trx, typeId));
    await audit(trx, {
      staffId: by.staff.staff.id,
      action: 'faq_type.deleted',
      targetType: 'faq_type',
      targetId: typeId,
      before,
      ip: by.ip,
    });
    return { result: undefined, brands: [game.brand_id] };
  });
}

// ---- inquiry categories ---------------------------------------------------------------------

/** The game's categories with their names: two queries however many there are. */
export async function listCategories(db: Executor, staff: ActiveStaff, gameId: number): Promise<AdminCategory[]> {
  // An unknown game is 1002, not an empty list.
  await ownGame(db, staff, gameId);
  const types = await repo.categoriesOfGame(db, gameId);
  const names = groupBy(await repo.categoryNamesOfGame(db, gameId), (x) => x.type_id);
  return types.map((t) => ({
    id: t.id,
    sort: t.sort,
    names: Object.fromEntries((names.get(t.id) ?? []).map((x) => [x.lang, x.name])),
    skill: t.skill,
  }));
}

export async function createCategory(
  db: Kysely<Database>,
  by: Caller,
  gameId: number,
  body: CategoryEdit,
): Promise<{ id: number }> {
  await ownGame(db, by.staff, gameId);
  return db.transaction().execute(async (trx) => {
    const row = await repo.insertCategory(trx, {
      game_id: gameId,
      sort: body.sort,
      skill: body.skill ?? null,
      at: now(),
    });
    await repo.replaceCategoryNames(trx, row.id, body.names);
    await audit(trx, {
      staffId: by.staff.staff.id,
      action: 'category.created',
      targetType: 'category',
      targetId: row.id,
      after: body,
      ip: by.ip,
    });
    return { id: row.id };
  });
}

export async function updateCategory(
  db: Kysely<Database>,
  by: Caller,
  categoryId: number,
  body: CategoryEdit,
): Promise<void> {
  await ownGameChild(db, by.staff, await repo.findCategory(db, categoryId));
  await db.transaction().execute(async (trx) => {
    if (!(await repo.lockCategory(trx, categoryId))) throw AppError.notFound();
    const before = (await repo.findCategory(trx, categoryId))!;
    await repo.updateCategory(trx, categoryId, {
      sort: body.sort,
      ...(body.skill !== undefined ? { skill: body.skill } : {}),
    });
    await repo.replaceCategoryNames(trx, categoryId, body.names);
    await audit(trx, {
      staffId: by.staff.staff.id,
      action: 'category.updated',
      targetType: 'category',
      targetId: categoryId,
      before,
      after: body,
      ip: by.ip,
    });
  });
}

// ---- regions and servers of the built-in directory ------------------------------------------

/**
 * The game's regions and servers, each with its names in every language stored, so the editor
 * starts from what is there before it replaces the lot (a read: nothing audited).
 */
export async function listRegions(db: Executor, staff: ActiveStaff, gameId: number): Promise<AdminRegions> {
  const game = await ownGame(db, staff, gameId);
  const areas = await repo.regionsOfGame(db, gameId);
  const servers = groupBy(await repo.serversOfGame(db, gameId), (x) => x.area_id);
  return {
    // Players get this game's regions and servers from its own backend (catalogue/directoryOf).
    external: Boolean(game.directory_url && game.directory_secret),
    regions: areas.map((a) => ({
      gameAreaId: a.area_id,
      names: storedNames(a.names),
      servers: (servers.get(a.area_id) ?? []).map((x) => ({ serverId: x.server_id, names: storedNames(x.names) })),
    })),
  };
}

/** Replaces the game's regions and servers as a whole, in one transaction with its audit entry. */
export async function replaceRegions(
  db: Kysely<Database>,
  by: Caller,
  gameId: number,
  body: RegionsEdit,
): Promise<void> {
  await ownGame(db, by.staff, gameId);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.lockGame(trx, gameId))) throw AppError.notFound();
    const before = await repo.countServersOfGame(trx, gameId);
    await repo.replaceRegions(trx, gameId, body.regions);
    await audit(trx, {
      staffId: by.staff.staff.id,
      action: 'regions.replaced',
      targetType: 'game',
      targetId: gameId,
      before: { servers: before },
      after: body,
      ip: by.ip,
    });
  });
}
