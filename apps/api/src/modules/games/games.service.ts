// The catalogue as the player site sees it: the brand's visible games in display order, texts in
// the language asked for with a fallback to the area's default language, then English.
import type { Kysely } from 'kysely';
import { AREA_LANGUAGES, type Area, type Language } from '@guildhall/contract/areas';
import type { GameDetail, GameListItem, PrecheckResult } from '@guildhall/contract/games';
import type { Platform } from '@guildhall/contract/constants';
import type { Brand } from '@guildhall/contract/brands';
import type { Database, GameRow } from '../../db/schema';
import { findVisibleGame, listVisibleGames, textsFor, type GameText } from './games.repository';

export function languageFallbacks(lang: Language, area: Area): Language[] {
  return [...new Set<Language>([lang, AREA_LANGUAGES[area][0], 'en'])];
}

function pickText(texts: Map<string, GameText> | undefined, prefs: Language[], fallbackName: string): GameText {
  for (const l of prefs) {
    const t = texts?.get(l);
    if (t) return t;
  }
  const any = texts?.values().next().value;
  return any ?? { title: fallbackName, sub_title: '', description: '' };
}

function toListItem(row: GameRow, text: GameText): GameListItem {
  return {
    id: row.id,
    title: text.title,
    subTitle: text.sub_title,
    gameName: row.game_name,
    logo: row.logo,
    imageConfig: { cover: row.cover, banner: row.banner, icon: row.icon },
    link: { replenishment: row.recharge_url, payment: row.repayment_url },
  };
}

function toDetail(row: GameRow, text: GameText): GameDetail {
  return {
    ...toListItem(row, text),
    description: text.description,
    downloadUrl: row.download_url,
    area: row.area as Area,
    platforms: row.platforms.split(',').filter(Boolean) as Platform[],
  };
}

async function load(db: Kysely<Database>, brand: Brand, lang: Language, area: Area, platform?: Platform) {
  const rows = await listVisibleGames(db, brand.id, platform);
  const prefs = languageFallbacks(lang, area);
  const texts = await textsFor(
    db,
    rows.map((r) => r.id),
    prefs,
  );
  return rows.map((row) => ({ row, text: pickText(texts.get(row.id), prefs, row.game_name) }));
}

export async function listGameItems(
  db: Kysely<Database>,
  brand: Brand,
  lang: Language,
  area: Area,
  platform?: Platform,
) {
  return (await load(db, brand, lang, area, platform)).map(({ row, text }) => toListItem(row, text));
}

export async function listGameDetails(
  db: Kysely<Database>,
  brand: Brand,
  lang: Language,
  area: Area,
  platform?: Platform,
) {
  return (await load(db, brand, lang, area, platform)).map(({ row, text }) => toDetail(row, text));
}

/** `result` false when this brand does not offer the game; `area` is the game's own area then. */
export async function precheck(db: Kysely<Database>, brand: Brand, clientId: number): Promise<PrecheckResult> {
  const game = await findVisibleGame(db, brand.id, clientId);
  if (!game) return { result: false, area: brand.defaultArea };
  return { result: true, area: game.area as Area };
}
