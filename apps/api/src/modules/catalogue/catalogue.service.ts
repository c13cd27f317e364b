// The support catalogue of one game: FAQ types and FAQs (search and paging), inquiry categories,
// and the game directory. Texts come in the language asked for, else the area's, else English.
import type { Kysely } from 'kysely';
import type { Area, Language } from '@guildhall/contract/areas';
import type { Faq, FaqType, InquiryType } from '@guildhall/contract/support';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { languageFallbacks } from '../games/games.service';
import { builtInDirectory, httpDirectory, type GameDirectory } from './game-directory';

export interface CatalogueGame {
  id: number;
  brand_id: string;
  game_name: string;
  icon: string;
  area: string;
  repayment_url: string;
  directory_url: string | null;
  directory_secret: string | null;
}

/** The game, if this brand offers it; otherwise 1002, as if it did not exist. */
export async function gameOfBrand(db: Kysely<Database>, brandId: string, gameId: number): Promise<CatalogueGame> {
  const game = await db
    .selectFrom('games')
    .select(['id', 'brand_id', 'game_name', 'icon', 'area', 'repayment_url', 'directory_url', 'directory_secret'])
    .where('id', '=', gameId)
    .where('brand_id', '=', brandId)
    .where('visible', '=', 1)
    .executeTakeFirst();
  if (!game) throw AppError.notFound();
  return game;
}

export function pick<T extends { lang: string }>(rows: T[], prefs: readonly string[]): T | undefined {
  for (const l of prefs) {
    const r = rows.find((x) => x.lang === l);
    if (r) return r;
  }
  return rows[0];
}

async function typeNames(db: Kysely<Database>, table: 'faq_types' | 'inquiry_types', gameId: number, prefs: Language[]) {
  const textTable = table === 'faq_types' ? 'faq_type_texts' : 'inquiry_type_texts';
  const types = await db.selectFrom(table).select('id').where('game_id', '=', gameId).orderBy('sort').orderBy('id').execute();
  if (types.length === 0) return [];
  const texts = await db.selectFrom(textTable).selectAll().where('type_id', 'in', types.map((t) => t.id)).execute();
  return types.map((t) => ({ id: t.id, name: pick(texts.filter((x) => x.type_id === t.id), prefs)?.name ?? '' }));
}

export function faqTypes(db: Kysely<Database>, game: { id: number }, lang: Language, area: Area): Promise<FaqType[]> {
  return typeNames(db, 'faq_types', game.id, languageFallbacks(lang, area));
}

export function inquiryTypes(db: Kysely<Database>, game: { id: number }, lang: Language, area: Area): Promise<InquiryType[]> {
  return typeNames(db, 'inquiry_types', game.id, languageFallbacks(lang, area));
}

/** FAQs of a game: a few dozen per game, so the search runs over the texts in memory, which
 * treats every script alike (no word splitting needed for CJK or Thai). */
export async function faqs(
  db: Kysely<Database>,
  game: CatalogueGame,
  q: { typeId?: number | undefined; keyword?: string | undefined; page: number; pageSize: number },
  lang: Language,
  area: Area,
): Promise<{ list: Faq[]; total: number }> {
  const prefs = languageFallbacks(lang, area);
  let query = db.selectFrom('faqs').select(['id', 'type_id']).where('game_id', '=', game.id);
  if (q.typeId) query = query.where('type_id', '=', q.typeId);
  const rows = await query.orderBy('sort').orderBy('id').execute();
  if (rows.length === 0) return { list: [], total: 0 };
  const texts = await db.selectFrom('faq_texts').selectAll().where('faq_id', 'in', rows.map((r) => r.id)).execute();
  let list = rows.map((r) => {
    const t = pick(texts.filter((x) => x.faq_id === r.id), prefs);
    return { id: r.id, typeId: r.type_id, question: t?.question ?? '', answer: t?.answer ?? '' };
  });
  const keyword = q.keyword?.toLocaleLowerCase(lang);
  if (keyword) {
    list = list.filter((f) => f.question.toLocaleLowerCase(lang).includes(keyword) || f.answer.toLocaleLowerCase(lang).includes(keyword));
  }
  const start = (q.page - 1) * q.pageSize;
  return { list: list.slice(start, start + q.pageSize), total: list.length };
}

export function directoryOf(db: Kysely<Database>, game: CatalogueGame, area: Area, log: { warn(obj: object, msg: string): void }): GameDirectory {
  if (game.directory_url && game.directory_secret) return httpDirectory(game.directory_url, game.directory_secret, log);
  return builtInDirectory(db, game.id, (lang) => languageFallbacks(lang, area));
}
