// Reading the JSON dictionaries for their tests (player site and console): nested keys become
// dotted ones, and {{name}} placeholders are listed so translations can be compared with English.
import fs from 'node:fs';
import { expect } from 'vitest';

type Tree = { [k: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of leaves(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

/** The dictionaries in `dir` (a folder URL): which languages have a file, and one language's texts by dotted key. */
export function dictionariesIn(dir: URL) {
  return {
    languages: () =>
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.replace('.json', '')),
    load: (lang: string) => leaves(JSON.parse(fs.readFileSync(new URL(`./${lang}.json`, dir), 'utf8')) as Tree),
  };
}

/** The {{name}} placeholders of a text, sorted. */
export const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');
/** The CLDR plural categories a language's texts must give (`ar`: six, `ru`: four, `ja`: other only). */
export const neededCategories = (lang: string) =>
  new Intl.PluralRules(lang).resolvedOptions().pluralCategories.map(String).sort();

/** The plural keys of a dictionary (`x.files` for `x.files_one` …) with the categories each has. */
export function pluralKeys(dict: Map<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const key of dict.keys()) {
    const m = PLURAL.exec(key);
    if (m) out.set(base(key), [...(out.get(base(key)) ?? []), m[1]!].sort());
  }
  return out;
}

/**
 * A translation has the English keys (a plural key with exactly the categories its own language
 * needs, decision record 0015), no empty text, and each text the English placeholders; a plural form
 * may leave out {{count}} ("كلمتان", two words) but the `_other` form keeps it.
 */
export function expectSameKeysAsEnglish(en: Map<string, string>, dict: Map<string, string>, lang: string) {
  const bases = (d: Map<string, string>) => new Set([...d.keys()].map(base));
  const enBases = bases(en);
  const dictBases = bases(dict);
  expect([...enBases].filter((k) => !dictBases.has(k))).toEqual([]);
  expect([...dictBases].filter((k) => !enBases.has(k))).toEqual([]);
  const enPlural = pluralKeys(en);
  for (const [key, categories] of pluralKeys(dict)) {
    expect(enPlural.has(key), `${lang} ${key} is plural in English too`).toBe(true);
    expect(categories, `${lang} ${key} plural categories`).toEqual(neededCategories(lang));
  }
  for (const key of enPlural.keys()) expect(dict.has(`${key}_other`), `${lang} ${key}_other`).toBe(true);
  for (const [key, text] of dict) {
    expect(text.trim(), `${lang} ${key}`).not.toBe('');
    const english = en.get(key) ?? en.get(`${base(key)}_other`)!;
    const optional = PLURAL.test(key) && !key.endsWith('_other') ? ['count'] : [];
    const strip = (names: string[]) => names.filter((n) => !optional.includes(n));
    expect(strip(placeholders(text)), `${lang} ${key}`).toEqual(strip(placeholders(english)));
  }
}
