// The support catalogue as players read it: a brand's visible game, FAQ types and inquiry
// categories with their texts, FAQs with theirs, and the built-in game directory (regions, servers,
// characters). Plain Kysely, `db` first so a caller's transaction passes through.
import type { Executor } from '../../db/schema';

/** The game if this brand offers it and it is visible. */
export function findVisibleGameOfBrand(db: Executor, brandId: string, gameId: number) {
  return db
    .selectFrom('games')
    .select(['id', 'brand_id', 'game_name', 'icon', 'area', 'repayment_url', 'directory_url', 'directory_secret'])
    .where('id', '=', gameId)
    .where('brand_id', '=', brandId)
    .where('visible', '=', 1)
    .executeTakeFirst();
}

/** The ids of a game's FAQ types or inquiry categories, in their order. */
export function typeIdsOfGame(db: Executor, table: 'faq_types' | 'inquiry_types', gameId: number) {
  return db.selectFrom(table).select('id').where('game_id', '=', gameId).orderBy('sort').orderBy('id').execute();
}

/** Every language's name of those types (`typeIds` not empty). */
export function typeTexts(db: Executor, textTable: 'faq_type_texts' | 'inquiry_type_texts', typeIds: number[]) {
  return db.selectFrom(textTable).selectAll().where('type_id', 'in', typeIds).execute();
}

/** A game's FAQs, of one type when given, in their order. */
export function faqsOfGame(db: Executor, gameId: number, typeId?: number) {
  let query = db.selectFrom('faqs').select(['id', 'type_id']).where('game_id', '=', gameId);
  if (typeId) query = query.where('type_id', '=', typeId);
  return query.orderBy('sort').orderBy('id').execute();
}

/** Every language's text of those FAQs (`faqIds` not empty). */
export function faqTexts(db: Executor, faqIds: number[]) {
  return db.selectFrom('faq_texts').selectAll().where('faq_id', 'in', faqIds).execute();
}

// ---- the built-in game directory -----------------------------------------------------------------

export function directoryAreas(db: Executor, gameId: number) {
  return db
    .selectFrom('game_areas')
    .select(['area_id', 'names'])
    .where('game_id', '=', gameId)
    .orderBy('sort')
    .execute();
}

export function directoryServers(db: Executor, gameId: number, areaId: string) {
  return db
    .selectFrom('game_servers')
    .select(['server_id', 'names'])
    .where('game_id', '=', gameId)
    .where('area_id', '=', areaId)
    .orderBy('sort')
    .execute();
}

/** An account's characters on a server, highest level first. */
/** The tier the built-in directory keeps for an account of a game (game_player_tiers), if any. */
export async function directoryTier(db: Executor, gameId: number, account: string): Promise<string | null> {
  const row = await db
    .selectFrom('game_player_tiers')
    .select('tier')
    .where('game_id', '=', gameId)
    .where('account', '=', account)
    .executeTakeFirst();
  return row?.tier ?? null;
}

export function directoryRoles(db: Executor, gameId: number, serverId: string, account: string) {
  return db
    .selectFrom('game_roles')
    .select(['role_id', 'role_name', 'level'])
    .where('game_id', '=', gameId)
    .where('server_id', '=', serverId)
    .where('account', '=', account)
    .orderBy('level', 'desc')
    .execute();
}
