// The console's five dictionaries (packages/locales/console): each has exactly the English keys, the same
// placeholders, no empty text, and is a translation rather than an English copy.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorMessageKey } from '@guildhall/contract/errors';
import { dictionaryFolder } from '@guildhall/locales/read-dictionary';
import { CONSOLE_LANGUAGES } from './i18n';
import {
  dictionariesIn,
  expectSameKeysAsEnglish,
  neededCategories,
  pluralKeys,
} from '../../../../tests/setup/dictionaries';

const dictionaries = dictionariesIn(dictionaryFolder('console'));
const en = dictionaries.load('en');

describe('console dictionaries', () => {
  it('exist for exactly en, ko, ja, zh-CN and zh-TW', () => {
    const files = dictionaries.languages();
    expect(files.sort()).toEqual([...CONSOLE_LANGUAGES].sort());
  });

  it.each(CONSOLE_LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every key, no stray key, the same placeholders',
    (lang) => {
      expectSameKeysAsEnglish(en, dictionaries.load(lang), lang);
    },
  );

  it('are translations, not English copies', () => {
    for (const lang of CONSOLE_LANGUAGES.filter((l) => l !== 'en')) {
      const dict = dictionaries.load(lang);
      // Texts without words (numbers, placeholders, "ID") are the same everywhere.
      const wordy = (v: string) => /\p{L}{3,}/u.test(v.replace(/\{\{\w+\}\}/g, ''));
      const same = [...dict].filter(([k, v]) => v === en.get(k) && wordy(v)).map(([k]) => k);
      expect(same, lang).toEqual([]);
    }
  });

  it('give every plural key exactly the CLDR categories its language needs (en one and other, the CJK languages other)', () => {
    for (const lang of CONSOLE_LANGUAGES) {
      const plural = pluralKeys(dictionaries.load(lang));
      expect(plural.size, lang).toBeGreaterThan(0);
      for (const [key, categories] of plural) expect(categories, `${lang} ${key}`).toEqual(neededCategories(lang));
    }
  });

  it('have a message for every error code of the contract', () => {
    for (const key of Object.values(errorMessageKey)) expect(en.has(`errors.${key}`), key).toBe(true);
  });

  it('use only keys the English dictionary has (every t() call names a real key)', () => {
    const src = new URL('../', import.meta.url);
    const files = fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts') && !f.endsWith('.test.tsx'));
    const used = new Set<string>();
    for (const f of files) {
      for (const m of fs.readFileSync(new URL(f, src), 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(100);
    // A plural text is named by its base key and stored as key_<category> (formatText).
    expect([...used].filter((k) => !en.has(k) && !en.has(`${k}_other`))).toEqual([]);
  });
});
