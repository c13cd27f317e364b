// The API's messages come from the same dictionaries as the player site (@guildhall/locales,
// player/<lang>.json), so an error reads the same in a toast and in the API's `msg`.
import { LANGUAGES, type Language } from '@guildhall/contract/areas';
import { errorMessageKey } from '@guildhall/contract/errors';
import { readDictionary, type DictionaryTree } from '@guildhall/locales/read-dictionary';
import { formatText, lookupText } from '@guildhall/locales/plural';

const dictionaries = new Map<Language, DictionaryTree>();

function dictionary(lang: Language): DictionaryTree {
  let dict = dictionaries.get(lang);
  if (!dict) {
    dict = readDictionary('player', lang) ?? {};
    dictionaries.set(lang, dict);
  }
  return dict;
}

/** A text in `lang`, else English: plural forms by `vars.count`, numbers formatted for the language. */
export function message(lang: Language, key: string, vars: Record<string, string | number> = {}): string {
  return formatText((k) => lookupText(dictionary(lang), k) ?? lookupText(dictionary('en'), k), lang, key, vars);
}

export function errorMessage(lang: Language, code: number, vars?: Record<string, string | number>): string {
  const key = errorMessageKey[code];
  return key ? message(lang, `errors.${key}`, vars) : message(lang, 'errors.internal');
}

/** Loads every dictionary once so a missing or broken file fails the start, not a request. */
export function preloadMessages(): void {
  for (const lang of LANGUAGES) dictionary(lang);
}
