// Plural forms and numbers in texts (plural.ts): the CLDR category of each count picks the key, in
// Arabic (six forms), Russian (four), English (two) and Japanese (one), with the real dictionaries.
import { describe, expect, it } from 'vitest';
import { formatText, lookupText, pluralCategory } from './plural';
import { readDictionary } from './read-dictionary';

const text = (lang: string, key: string, vars?: Record<string, string | number>) =>
  formatText((k) => lookupText(readDictionary('player', lang as 'en'), k), lang, key, vars);

describe('plural forms', () => {
  it('Arabic has zero, one, two, few, many and other', () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map((n) => pluralCategory('ar', n))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'few',
      'many',
      'many',
      'other',
      'other',
    ]);
    expect(text('ar', 'support.rules.minWords', { count: 2 })).toBe('اكتب كلمتين على الأقل.');
    expect(text('ar', 'support.rules.minWords', { count: 5 })).toBe('اكتب 5 كلمات على الأقل.');
    expect(text('ar', 'support.rules.minWords', { count: 20 })).toBe('اكتب 20 كلمةً على الأقل.');
    expect(text('ar', 'errors.tooManyAttachments', { count: 1 })).toBe('يمكنك إرفاق ملفًا واحدًا كحد أقصى.');
    // The hint that read "10 حرفًا و2 كلمات" on every form.
    const hint = (chars: number, words: number) =>
      text('ar', 'support.form.contentHint', {
        chars: text('ar', 'support.form.chars', { count: chars }),
        words: text('ar', 'support.form.words', { count: words }),
      });
    expect(hint(10, 2)).toBe('10 أحرف وكلمتان على الأقل.');
    expect(hint(15, 3)).toBe('15 حرفًا و3 كلمات على الأقل.');
  });

  it('Russian has one, few, many and other (1, 21 / 2–4 / 5–20, 11–14)', () => {
    expect([1, 21, 2, 4, 5, 11, 14, 1.5].map((n) => pluralCategory('ru', n))).toEqual([
      'one',
      'one',
      'few',
      'few',
      'many',
      'many',
      'many',
      'other',
    ]);
    expect(text('ru', 'ucenter.revokedOthers', { count: 1 })).toBe('Завершён 1 сеанс на других устройствах.');
    expect(text('ru', 'ucenter.revokedOthers', { count: 3 })).toBe('Завершено 3 сеанса на других устройствах.');
    expect(text('ru', 'ucenter.revokedOthers', { count: 12 })).toBe('Завершено 12 сеансов на других устройствах.');
    expect(text('ru', 'support.upload.hint', { count: 5, size: '20 МБ', types: 'PNG' })).toBe(
      'До 5 файлов, не больше 20 МБ каждый: PNG',
    );
  });

  it('English says "1 file", "5 files" and groups thousands', () => {
    expect(text('en', 'errors.tooManyAttachments', { count: 1 })).toBe('You can attach at most 1 file.');
    expect(text('en', 'errors.tooManyAttachments', { count: 5 })).toBe('You can attach at most 5 files.');
    expect(text('en', 'support.form.counter', { used: 1200, count: 2000 })).toBe('1,200 of 2,000 characters');
    // Identifiers are not quantities: no grouping.
    expect(text('en', 'support.feedback.number', { id: 12345 })).toBe('Inquiry no. 12345');
  });

  it('Japanese has one form for every count, with its own number format', () => {
    expect([0, 1, 2, 5, 100].map((n) => pluralCategory('ja', n))).toEqual([
      'other',
      'other',
      'other',
      'other',
      'other',
    ]);
    expect(text('ja', 'errors.tooManyAttachments', { count: 1 })).toBe(
      text('ja', 'errors.tooManyAttachments', { count: 5 }).replace('5', '1'),
    );
    expect(text('ja', 'support.form.counter', { used: 12, count: 2000 })).toBe('2,000文字中12文字');
  });

  it('falls back to _other, then to the key itself; a text without count is untouched', () => {
    const dict = { a: { files_other: '{{count}} files', plain: 'Hello {{name}}' } };
    const find = (k: string) => lookupText(dict, k);
    expect(formatText(find, 'en', 'a.files', { count: 1 })).toBe('1 files');
    expect(formatText(find, 'en', 'a.missing', { count: 1 })).toBe('a.missing');
    expect(formatText(find, 'en', 'a.plain', { name: 'Ana', other: 2 })).toBe('Hello Ana');
    expect(formatText(find, 'en', 'a.plain')).toBe('Hello {{name}}');
  });
});
