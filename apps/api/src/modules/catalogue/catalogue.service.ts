// The support catalogue of one game: FAQ types and FAQs (search and paging), inquiry categories,
// and the game directory. Texts come in the language asked for, else the area's, else English.
import type { Kysely } from 'kysely';
import type { Area, Language } from '@guildhall/contract/areas';
import type { Faq, FaqType, InquiryType } from '@guildhall/contract/support';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { languageFallbacks } from '../games/games.service';
import { playerFieldsOf } from '../fields/fields.service';
import { faqsOfGame, faqTexts, findVisibleGameOfBrand, typeIdsOfGame, typeTexts } from './catalogue.repository';
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
  const game = await findVisibleGameOfBrand(db, brandId, gameId);
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

async function typeNames(
  db: Kysely<Database>,
  table: 'faq_types' | 'inquiry_types',
  gameId: number,
  prefs: Language[],
) {
  const textTable = table === 'faq_types' ? 'faq_type_texts' : 'inquiry_type_texts';
  const types = await typeIdsOfGame(db, table, gameId);
  if (types.length === 0) return [];
  const texts = await typeTexts(
    db,
    textTable,
    types.map((t) => t.id),
  );
  return types.map((t) => ({
    id: t.id,
    name:
      pick(
        texts.filter((x) => x.type_id === t.id),
        prefs,
      )?.name ?? '',
  }));
}

export function faqTypes(db: Kysely<Database>, game: { id: number }, lang: Language, area: Area): Promise<FaqType[]> {
  return typeNames(db, 'faq_types', game.id, languageFallbacks(lang, area));
}

export function inquiryTypes(
  db: Kysely<Database>,
  game: { id: number },
  lang: Language,
  area: Area,
): Promise<InquiryType[]> {
  return typeNames(db, 'inquiry_types', game.id, languageFallbacks(lang, area));
}

/**
 * The categories with their form fields in the player's language: the answer the
 * inquiry form reads, so picking a category costs the phone no request of its own.
 */
export async function inquiryTypesWithFields(
  db: Kysely<Database>,
  game: { id: number },
  lang: Language,
  area: Area,
): Promise<InquiryType[]> {
  const types = await inquiryTypes(db, game, lang, area);
  const fields = await playerFieldsOf(
    db,
    types.map((t) => t.id),
    lang,
    area,
  );
  return types.map((t) => ({ ...t, fields: fields.get(t.id) ?? [] }));
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
  const rows = await faqsOfGame(db, game.id, q.typeId);
  if (rows.length === 0) return { list: [], total: 0 };
  const texts = await faqTexts(
    db,
    rows.map((r) => r.id),
  );
  let list = rows.map((r) => {
    const t = pick(
      texts.filter((x) => x.faq_id === r.id),
      prefs,
    );
    return { id: r.id, typeId: r.type_id, question: t?.question ?? '', answer: t?.answer ?? '' };
  });
  const keyword = q.keyword?.toLocaleLowerCase(lang);
  if (keyword) {
    list = list.filter(
      (f) => f.question.toLocaleLowerCase(lang).includes(keyword) || f.answer.toLocaleLowerCase(lang).includes(keyword),
    );
  }
  const start = (q.page - 1) * q.pageSize;
  return { list: list.slice(start, start + q.pageSize), total: list.length };
}

export function directoryOf(
  db: Kysely<Database>,
  game: CatalogueGame,
  area: Area,
  log: { warn(obj: object, msg: string): void },
): GameDirectory {
  if (game.directory_url && game.directory_secret) return httpDirectory(game.directory_url, game.directory_secret, log);
  return builtInDirectory(db, game.id, (lang) => languageFallbacks(lang, area));
}
