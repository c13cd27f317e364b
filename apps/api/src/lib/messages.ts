// The API's messages come from the same dictionaries as the player site (@guildhall/locales,
// player/<lang>.json), so an error reads the same in a toast and in the API's `msg`.
import { LANGUAGES, type Language } from '@guildhall/contract/areas';
import { errorMessageKey } from '@guildhall/contract/errors';
import { readDictionary, type DictionaryTree } from '@guildhall/locales/read-dictionary';

const dictionaries = new Map<Language, DictionaryTree>();

function dictionary(lang: Language): DictionaryTree {
  let dict = dictionaries.get(lang);
  if (!dict) {
    dict = readDictionary('player', lang) ?? {};
    dictionaries.set(lang, dict);
  }
  return dict;
}

function lookup(dict: DictionaryTree, key: string): string | undefined {
  let node: unknown = dict;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as DictionaryTree)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

export function message(lang: Language, key: string, vars: Record<string, string | number> = {}): string {
  const text = lookup(dictionary(lang), key) ?? lookup(dictionary('en'), key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function errorMessage(lang: Language, code: number, vars?: Record<string, string | number>): string {
  const key = errorMessageKey[code];
  return key ? message(lang, `errors.${key}`, vars) : message(lang, 'errors.internal');
}

/** Loads every dictionary once so a missing or broken file fails the start, not a request. */
export function preloadMessages(): void {
  for (const lang of LANGUAGES) dictionary(lang);
}
