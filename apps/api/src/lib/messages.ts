// The API's messages come from the same dictionaries as the player site (apps/web/src/locales), so
// an error reads the same in a toast and in the API's `msg`.
import fs from 'node:fs';
import { LANGUAGES, type Language } from '@guildhall/contract/areas';
import { errorMessageKey } from '@guildhall/contract/errors';

type Dict = Record<string, unknown>;
const localesDir = new URL('../../../web/src/locales/', import.meta.url);
const dictionaries = new Map<Language, Dict>();

function dictionary(lang: Language): Dict {
  let dict = dictionaries.get(lang);
  if (!dict) {
    const file = new URL(`${lang}.json`, localesDir);
    dict = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Dict) : {};
    dictionaries.set(lang, dict);
  }
  return dict;
}

function lookup(dict: Dict, key: string): string | undefined {
  let node: unknown = dict;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Dict)[part] : undefined;
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
