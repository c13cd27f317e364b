// The notice pages: privacy, terms and the support center's user agreement (the documents the inquiry
// form's consents link to) exist in every language, and each translation keeps the
// English text's shape (headings, list items, paragraphs) and its placeholders, so no section or
// contact detail goes missing in one language. The Korean, Japanese and Chinese versions are
// adapted to their countries' laws (extra sections such as a privacy officer): they may add
// sections and contact details but not drop any.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@guildhall/contract/areas';
import { noticeTemplates, type NoticeText } from './notices';

const ADAPTED: readonly Language[] = ['ko', 'ja', 'zh-TW', 'zh-CN'];

function shape(text: NoticeText) {
  const blocks = text.body.split(/\n\s*\n/);
  const lines = text.body.split('\n');
  return {
    headings: lines.filter((l) => l.startsWith('## ')).length,
    items: lines.filter((l) => l.startsWith('- ')).length,
    blocks: blocks.length,
    placeholders: [...`${text.title}\n${text.body}`.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort(),
  };
}

describe.each(['privacy', 'terms', 'user-agreement'] as const)('%s notice', (slug) => {
  const versions = noticeTemplates[slug];
  const english = versions.en;

  it('is written in all sixteen languages', () => {
    expect(Object.keys(versions).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s keeps the English structure and placeholders, translated',
    (lang) => {
      const text = versions[lang]!;
      expect(text.title.trim()).not.toBe('');
      expect(text.title).not.toBe(english.title);
      expect(text.body).toBe(text.body.trim());
      if (ADAPTED.includes(lang)) {
        const [own, en] = [shape(text), shape(english)];
        expect(own.headings).toBeGreaterThanOrEqual(en.headings);
        for (const name of en.placeholders) expect(own.placeholders).toContain(name);
      } else {
        expect(shape(text)).toEqual(shape(english));
      }
    },
  );
});
