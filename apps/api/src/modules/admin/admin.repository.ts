// The catalogue as admins edit it: brands, games and their texts, FAQs and FAQ types, inquiry
// categories, regions and servers. Plain Kysely, `db` first so the service's transaction passes
// through; the same SQL runs on SQLite and PostgreSQL.
import type { Insertable, Updateable } from 'kysely';
import type { BrandRow, BrandsTable, Executor, GameRow, GamesTable } from '../../db/schema';

/** Rows per multi-row INSERT: well under both engines' limits on bound parameters. */
const INSERT_CHUNK = 500;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await insert(rows.slice(i, i + INSERT_CHUNK));
}

// ---- row locks ----------------------------------------------------------------------------------
// A change that reads the current state (for its audit entry, or a rule) and then writes it first
// takes its parent row's write lock with a no-op UPDATE: portable where SELECT … FOR UPDATE is not
// (SQLite has none; it serialises writers anyway), and on PostgreSQL it holds until the transaction
// ends, so a second change of the same object waits and then reads what the first one wrote.
// Each answers false when the row is gone.

export async function lockBrand(db: Executor, brandId: string): Promise<boolean> {
  const r = await db
    .updateTable('brands')
    .set((eb) => ({ sort: eb.ref('sort') }))
    .where('id', '=', brandId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function lockGame(db: Executor, gameId: number): Promise<boolean> {
  const r = await db
    .updateTable('games')
    .set((eb) => ({ sort: eb.ref('sort') }))
    .where('id', '=', gameId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function lockFaq(db: Executor, faqId: number): Promise<boolean> {
  const r = await db
    .updateTable('faqs')
    .set((eb) => ({ sort: eb.ref('sort') }))
    .where('id', '=', faqId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Locks a FAQ type, if it is one of `gameId`'s when given. */
export async function lockFaqType(db: Executor, typeId: number, gameId?: number): Promise<boolean> {
  let q = db
    .updateTable('faq_types')
    .set((eb) => ({ sort: eb.ref('sort') }))
    .where('id', '=', typeId);
  if (gameId !== undefined) q = q.where('game_id', '=', gameId);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function lockCategory(db: Executor, categoryId: number): Promise<boolean> {
  const r = await db
    .updateTable('inquiry_types')
    .set((eb) => ({ sort: eb.ref('sort') }))
    .where('id', '=', categoryId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

// ---- brands -------------------------------------------------------------------------------------

export function listBrandsIn(db: Executor, brandIds: string[]): Promise<BrandRow[]> {
  if (brandIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('brands').selectAll().where('id', 'in', brandIds).orderBy('sort').execute();
}

export function findBrand(db: Executor, brandId: string): Promise<BrandRow | undefined> {
  return db.selectFrom('brands').selectAll().where('id', '=', brandId).executeTakeFirst();
}

export async function updateBrand(db: Executor, brandId: string, values: Updateable<BrandsTable>): Promise<void> {
  await db.updateTable('brands').set(values).where('id', '=', brandId).execute();
}

// ---- games and their texts ----------------------------------------------------------------------

export interface GameTextRow {
  game_id: number;
  lang: string;
  title: string;
  sub_title: string;
  description: string;
}

export function findGame(db: Executor, gameId: number): Promise<GameRow | undefined> {
  return db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirst();
}

/** The games of these brands, by brand then place in the list (the id breaks ties). */
export function listGamesOf(db: Executor, brandIds: string[]): Promise<GameRow[]> {
  if (brandIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('games')
    .selectAll()
    .where('brand_id', 'in', brandIds)
    .orderBy('brand_id')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/**
 * The texts of the games of these brands, in one query whatever the number of games (a subquery
 * rather than a list of ids, so a long list never meets a bound-parameter limit).
 */
export function gameTextsOfBrands(db: Executor, brandIds: string[]): Promise<GameTextRow[]> {
  if (brandIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('game_texts')
    .select(['game_id', 'lang', 'title', 'sub_title', 'description'])
    .where('game_id', 'in', (eb) => eb.selectFrom('games').select('games.id').where('games.brand_id', 'in', brandIds))
    .execute();
}

export function gameTexts(db: Executor, gameId: number): Promise<GameTextRow[]> {
  return db
    .selectFrom('game_texts')
    .select(['game_id', 'lang', 'title', 'sub_title', 'description'])
    .where('game_id', '=', gameId)
    .execute();
}

export function insertGame(db: Executor, values: Insertable<GamesTable>): Promise<{ id: number }> {
  return db.insertInto('games').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function updateGame(db: Executor, gameId: number, values: Updateable<GamesTable>): Promise<void> {
  await db.updateTable('games').set(values).where('id', '=', gameId).execute();
}

/** Replaces a game's texts with these, one row a language. Run it in a transaction. */
export async function replaceGameTexts(
  db: Executor,
  gameId: number,
  texts: Record<string, { title: string; subTitle: string; description: string }>,
): Promise<void> {
  await db.deleteFrom('game_texts').where('game_id', '=', gameId).execute();
  const rows = Object.entries(texts).map(([lang, t]) => ({
    game_id: gameId,
    lang,
    title: t.title,
    sub_title: t.subTitle,
    description: t.description,
  }));
  await insertChunked(rows, (chunk) => db.insertInto('game_texts').values(chunk).execute());
}

export function brandLogo(db: Executor, brandId: string): Promise<{ logo: string } | undefined> {
  return db.selectFrom('brands').select('logo').where('id', '=', brandId).executeTakeFirst();
}

// ---- FAQs and FAQ types -------------------------------------------------------------------------

export function findFaq(db: Executor, faqId: number) {
  return db.selectFrom('faqs').selectAll().where('id', '=', faqId).executeTakeFirst();
}

export function faqsOfGame(db: Executor, gameId: number) {
  return db.selectFrom('faqs').selectAll().where('game_id', '=', gameId).orderBy('sort').execute();
}

/** The texts of every FAQ of the game, in one query. */
export function faqTextsOfGame(db: Executor, gameId: number) {
  return db
    .selectFrom('faq_texts')
    .selectAll()
    .where('faq_id', 'in', (eb) => eb.selectFrom('faqs').select('faqs.id').where('faqs.game_id', '=', gameId))
    .execute();
}

export function insertFaq(
  db: Executor,
  values: { game_id: number; type_id: number; sort: number; at: string },
): Promise<{ id: number }> {
  return db
    .insertInto('faqs')
    .values({
      game_id: values.game_id,
      type_id: values.type_id,
      sort: values.sort,
      created_at: values.at,
      updated_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateFaq(
  db: Executor,
  faqId: number,
  values: { type_id: number; sort: number; at: string },
): Promise<void> {
  await db
    .updateTable('faqs')
    .set({ type_id: values.type_id, sort: values.sort, updated_at: values.at })
    .where('id', '=', faqId)
    .execute();
}

/** Replaces a FAQ's question and answer per language. Run it in a transaction. */
export async function replaceFaqTexts(
  db: Executor,
  faqId: number,
  texts: Record<string, { question: string; answer: string }>,
): Promise<void> {
  await db.deleteFrom('faq_texts').where('faq_id', '=', faqId).execute();
  const rows = Object.entries(texts).map(([lang, t]) => ({
    faq_id: faqId,
    lang,
    question: t.question,
    answer: t.answer,
  }));
  await insertChunked(rows, (chunk) => db.insertInto('faq_texts').values(chunk).execute());
}

export function findFaqType(db: Executor, typeId: number) {
  return db.selectFrom('faq_types').selectAll().where('id', '=', typeId).executeTakeFirst();
}

export function faqTypesOfGame(db: Executor, gameId: number) {
  return db.selectFrom('faq_types').select('id').where('game_id', '=', gameId).orderBy('sort').execute();
}

/** The names of every FAQ type of the game, in one query. */
export function faqTypeNamesOfGame(db: Executor, gameId: number) {
  return db
    .selectFrom('faq_type_texts')
    .selectAll()
    .where('type_id', 'in', (eb) =>
      eb.selectFrom('faq_types').select('faq_types.id').where('faq_types.game_id', '=', gameId),
    )
    .execute();
}

export async function faqTypeNames(db: Executor, typeId: number): Promise<Record<string, string>> {
  const rows = await db.selectFrom('faq_type_texts').select(['lang', 'name']).where('type_id', '=', typeId).execute();
  return Object.fromEntries(rows.map((r) => [r.lang, r.name]));
}

/** The place after the game's last FAQ type (0 for its first). */
export async function nextFaqTypeSort(db: Executor, gameId: number): Promise<number> {
  const last = await db
    .selectFrom('faq_types')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return last?.sort === null || last?.sort === undefined ? 0 : Number(last.sort) + 1;
}

export function insertFaqType(
  db: Executor,
  values: { game_id: number; sort: number; at: string },
): Promise<{ id: number }> {
  return db
    .insertInto('faq_types')
    .values({ game_id: values.game_id, sort: values.sort, created_at: values.at })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Replaces a FAQ type's names per language. Run it in a transaction. */
export async function replaceFaqTypeNames(db: Executor, typeId: number, names: Record<string, string>): Promise<void> {
  await db.deleteFrom('faq_type_texts').where('type_id', '=', typeId).execute();
  const rows = Object.entries(names).map(([lang, name]) => ({ type_id: typeId, lang, name }));
  await insertChunked(rows, (chunk) => db.insertInto('faq_type_texts').values(chunk).execute());
}

export async function countFaqsOfType(db: Executor, typeId: number): Promise<number> {
  const row = await db
    .selectFrom('faqs')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('type_id', '=', typeId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Deletes a FAQ type no FAQ uses; answers whether it did. The condition sits in the DELETE itself
 * because the foreign key cascades: a FAQ of the type must never be taken along.
 */
export async function deleteUnusedFaqType(db: Executor, typeId: number): Promise<boolean> {
  const r = await db
    .deleteFrom('faq_types')
    .where('id', '=', typeId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('faqs').select('faqs.id').where('faqs.type_id', '=', typeId))))
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

// ---- inquiry categories -------------------------------------------------------------------------

export function findCategory(db: Executor, categoryId: number) {
  return db.selectFrom('inquiry_types').selectAll().where('id', '=', categoryId).executeTakeFirst();
}

export function categoriesOfGame(db: Executor, gameId: number) {
  return db.selectFrom('inquiry_types').selectAll().where('game_id', '=', gameId).orderBy('sort').execute();
}

/** The names of every category of the game, in one query. */
export function categoryNamesOfGame(db: Executor, gameId: number) {
  return db
    .selectFrom('inquiry_type_texts')
    .selectAll()
    .where('type_id', 'in', (eb) =>
      eb.selectFrom('inquiry_types').select('inquiry_types.id').where('inquiry_types.game_id', '=', gameId),
    )
    .execute();
}

export function insertCategory(
  db: Executor,
  values: { game_id: number; sort: number; skill: string | null; at: string },
): Promise<{ id: number }> {
  return db
    .insertInto('inquiry_types')
    .values({ game_id: values.game_id, sort: values.sort, skill: values.skill, created_at: values.at })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A category's order and, when given, its skill key (automatic assignment). */
export async function updateCategory(
  db: Executor,
  categoryId: number,
  values: { sort: number; skill?: string | null },
): Promise<void> {
  await db.updateTable('inquiry_types').set(values).where('id', '=', categoryId).execute();
}

/** Replaces a category's names per language. Run it in a transaction. */
export async function replaceCategoryNames(
  db: Executor,
  categoryId: number,
  names: Record<string, string>,
): Promise<void> {
  await db.deleteFrom('inquiry_type_texts').where('type_id', '=', categoryId).execute();
  const rows = Object.entries(names).map(([lang, name]) => ({ type_id: categoryId, lang, name }));
  await insertChunked(rows, (chunk) => db.insertInto('inquiry_type_texts').values(chunk).execute());
}

// ---- regions and servers of the built-in directory ----------------------------------------------

/** The game's regions in the order players see them; the id breaks ties so both engines agree. */
export function regionsOfGame(db: Executor, gameId: number) {
  return db
    .selectFrom('game_areas')
    .select(['area_id', 'names'])
    .where('game_id', '=', gameId)
    .orderBy('sort')
    .orderBy('area_id')
    .execute();
}

export function serversOfGame(db: Executor, gameId: number) {
  return db
    .selectFrom('game_servers')
    .select(['area_id', 'server_id', 'names'])
    .where('game_id', '=', gameId)
    .orderBy('sort')
    .orderBy('server_id')
    .execute();
}

export async function countServersOfGame(db: Executor, gameId: number): Promise<number> {
  const row = await db
    .selectFrom('game_servers')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('game_id', '=', gameId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface RegionInput {
  gameAreaId: string;
  names: Record<string, string>;
  servers: { serverId: string; names: Record<string, string> }[];
}

/** Replaces the game's regions and servers as a whole, each in the order given. Run it in a transaction. */
export async function replaceRegions(db: Executor, gameId: number, regions: RegionInput[]): Promise<void> {
  await db.deleteFrom('game_servers').where('game_id', '=', gameId).execute();
  await db.deleteFrom('game_areas').where('game_id', '=', gameId).execute();
  const areas = regions.map((r, ri) => ({
    game_id: gameId,
    area_id: r.gameAreaId,
    names: JSON.stringify(r.names),
    sort: ri,
  }));
  const servers = regions.flatMap((r) =>
    r.servers.map((s, si) => ({
      game_id: gameId,
      area_id: r.gameAreaId,
      server_id: s.serverId,
      names: JSON.stringify(s.names),
      sort: si,
    })),
  );
  await insertChunked(areas, (chunk) => db.insertInto('game_areas').values(chunk).execute());
  await insertChunked(servers, (chunk) => db.insertInto('game_servers').values(chunk).execute());
}
