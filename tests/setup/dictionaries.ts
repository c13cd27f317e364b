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
    languages: () => fs.readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', '')),
    load: (lang: string) => leaves(JSON.parse(fs.readFileSync(new URL(`./${lang}.json`, dir), 'utf8')) as Tree),
  };
}

/** The {{name}} placeholders of a text, sorted. */
export const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** A translation has exactly the English keys, no empty text, and each text the English placeholders. */
export function expectSameKeysAsEnglish(en: Map<string, string>, dict: Map<string, string>, lang: string) {
  expect([...en.keys()].filter((k) => !dict.has(k))).toEqual([]);
  expect([...dict.keys()].filter((k) => !en.has(k))).toEqual([]);
  for (const [key, text] of dict) {
    expect(text.trim(), `${lang} ${key}`).not.toBe('');
    expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en.get(key)!));
  }
}
