// The player site's dictionaries (player/<lang>.json): every language has exactly the English keys, with the same placeholders, and no empty text.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@guildhall/contract/areas';
import { errorMessageKey } from '@guildhall/contract/errors';
import {
  dictionariesIn,
  expectSameKeysAsEnglish,
  neededCategories,
  pluralKeys,
} from '../../../tests/setup/dictionaries';
import { dictionaryFolder } from './read-dictionary';

const dictionaries = dictionariesIn(dictionaryFolder('player'));
const en = dictionaries.load('en');

describe('dictionaries', () => {
  it('exist for all sixteen languages and nothing else', () => {
    const files = dictionaries.languages();
    expect(files.sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key, no stray key, same placeholders', (lang) => {
    expectSameKeysAsEnglish(en, dictionaries.load(lang), lang);
  });

  it('are translations, not English copies', () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const dict = dictionaries.load(lang);
      const same = [...dict].filter(([k, v]) => v === en.get(k)).length;
      expect(same / dict.size, lang).toBeLessThan(0.1);
    }
  });

  it('have a message for every error code', () => {
    for (const key of Object.values(errorMessageKey))
      expect(en.has(`errors.${key}`) || en.has(`errors.${key}_other`), key).toBe(true);
  });

  it('give every plural key exactly the CLDR categories its language needs (ar six, ru four, en two, ja one)', () => {
    expect(neededCategories('ar')).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    expect(neededCategories('ru')).toEqual(['few', 'many', 'one', 'other']);
    expect(neededCategories('ja')).toEqual(['other']);
    for (const lang of LANGUAGES) {
      const plural = pluralKeys(dictionaries.load(lang));
      expect(plural.size, lang).toBeGreaterThan(10);
      for (const [key, categories] of plural) expect(categories, `${lang} ${key}`).toEqual(neededCategories(lang));
    }
  });

  it('a plural key missing a category its language needs fails the check', () => {
    const ru = new Map(dictionaries.load('ru'));
    ru.delete('support.rules.minWords_few');
    expect(() => expectSameKeysAsEnglish(en, ru, 'ru')).toThrow(/plural categories/);
  });
});
