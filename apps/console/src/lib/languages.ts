// Areas and languages in the admin's editors: which languages an editor offers for texts, which of
// a record's texts to show, and an area's name.
import { AREA_LANGUAGES, LANGUAGES, type Area, type Language } from '@guildhall/contract/areas';
import type { MessageKey } from './i18n';

/** The brand's area's languages, the game's area's, English, and any that already has a text, in the contract's order. */
export function editableLanguages(areas: readonly (Area | undefined)[], existing: readonly string[] = []): Language[] {
  const wanted = new Set<string>(['en', ...existing]);
  for (const area of areas) if (area) for (const l of AREA_LANGUAGES[area]) wanted.add(l);
  return LANGUAGES.filter((l) => wanted.has(l));
}

/** The first of `order` that has a value, else any. */
export function pick<T>(record: Partial<Record<string, T>>, order: readonly string[]): T | undefined {
  for (const l of order) if (record[l] !== undefined) return record[l];
  return Object.values(record).find((v) => v !== undefined);
}

export const AREA_KEYS: Record<Area, MessageKey> = {
  kr: 'admin.area.kr',
  jp: 'admin.area.jp',
  twhk: 'admin.area.twhk',
  vn: 'admin.area.vn',
  sea: 'admin.area.sea',
  eru: 'admin.area.eru',
};
