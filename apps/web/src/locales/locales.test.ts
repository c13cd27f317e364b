// Every language has exactly the English keys, with the same placeholders, and no empty text.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@guildhall/contract/areas';
import { errorMessageKey } from '@guildhall/contract/errors';

type Tree = { [k: string]: string | Tree };
const load = (lang: string) => JSON.parse(fs.readFileSync(new URL(`./${lang}.json`, import.meta.url), 'utf8')) as Tree;

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of leaves(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const en = leaves(load('en'));

describe('dictionaries', () => {
  it('exist for all sixteen languages and nothing else', () => {
    const files = fs.readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', ''));
    expect(files.sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key, no stray key, same placeholders', (lang) => {
    const dict = leaves(load(lang));
    expect([...en.keys()].filter((k) => !dict.has(k))).toEqual([]);
    expect([...dict.keys()].filter((k) => !en.has(k))).toEqual([]);
    for (const [key, text] of dict) {
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en.get(key)!));
    }
  });

  it('are translations, not English copies', () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const dict = leaves(load(lang));
      const same = [...dict].filter(([k, v]) => v === en.get(k)).length;
      expect(same / dict.size, lang).toBeLessThan(0.1);
    }
  });

  it('have a message for every error code', () => {
    for (const key of Object.values(errorMessageKey)) expect(en.has(`errors.${key}`), key).toBe(true);
  });
});
