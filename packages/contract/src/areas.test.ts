import { describe, expect, it } from 'vitest';
import { AREA_LANGUAGES, LANGUAGES, normalizeLanguage, parseAcceptLanguage, pickLanguage } from './areas';

describe('areas and languages', () => {
  it('covers sixteen languages, every one offered by some area', () => {
    expect(LANGUAGES).toHaveLength(16);
    const offered = new Set(Object.values(AREA_LANGUAGES).flat());
    expect([...LANGUAGES].filter((l) => !offered.has(l))).toEqual([]);
  });

  it('normalises the usual spellings of a language', () => {
    expect(normalizeLanguage('zh_tw')).toBe('zh-TW');
    expect(normalizeLanguage('zh-Hant-HK')).toBe('zh-TW');
    expect(normalizeLanguage('zh-Hans')).toBe('zh-CN');
    expect(normalizeLanguage('ja-JP')).toBe('ja');
    expect(normalizeLanguage('pt-BR')).toBe('pt');
    expect(normalizeLanguage('xx')).toBeUndefined();
    expect(normalizeLanguage(42)).toBeUndefined();
  });

  it('picks the first candidate the area offers, else the area default', () => {
    expect(pickLanguage('sea', [undefined, 'de', 'th-TH', 'en'])).toBe('th');
    expect(pickLanguage('kr', ['en', 'ja'])).toBe('ko');
    expect(pickLanguage('eru', ['ar'])).toBe('ar');
    expect(pickLanguage('eru', [])).toBe('en');
  });

  it('orders Accept-Language by quality', () => {
    expect(parseAcceptLanguage('en;q=0.5, th-TH, th;q=0.9, *;q=0.1')).toEqual(['th-TH', 'th', 'en']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});
