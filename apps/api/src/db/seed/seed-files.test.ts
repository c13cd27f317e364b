// The seed's prose lives in Markdown and JSON under apps/api/seed-data. The readers reject a file
// they would misread (text outside a section, an unknown or repeated language, a page without its
// title), and every file there is read by the seed: none is left behind unread when a list changes.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOTICE_SLUGS } from '@guildhall/contract/footers';
import { seedDataPath } from './data-path';
import { parseLanguageSections, parsePage, readSeedText, seedFiles } from './seed-files';
import { seedGames } from './demo-data';
import { noticeTemplates } from './notices';

describe('language sections', () => {
  it('are read in the order written, with the text between headings trimmed', () => {
    const text = '# en: Why?\n\nBecause.\n\nTwice.\n\n# ko: 왜?\n\n그래서.\n';
    expect(parseLanguageSections(text, 'x.md')).toEqual([
      { lang: 'en', heading: 'Why?', body: 'Because.\n\nTwice.' },
      { lang: 'ko', heading: '왜?', body: '그래서.' },
    ]);
  });

  it('refuse text before the first heading, an unknown language and a language written twice', () => {
    expect(() => parseLanguageSections('stray\n# en: A\n\nb\n', 'x.md')).toThrow(/x\.md: text before/);
    expect(() => parseLanguageSections('# xx: A\n\nb\n', 'x.md')).toThrow(/x\.md: unknown language "xx"/);
    expect(() => parseLanguageSections('# en: A\n\nb\n\n# en: C\n\nd\n', 'x.md')).toThrow(/"en" written twice/);
  });
});

describe('a page', () => {
  it('is its "# " title line and the body after it', () => {
    expect(parsePage('# Terms\n\n## 1. Scope\n\n- one\n', 'p.md')).toEqual({
      title: 'Terms',
      body: '## 1. Scope\n\n- one',
    });
    expect(() => parsePage('Terms\n\nbody\n', 'p.md')).toThrow(/p\.md: the first line must be/);
  });
});

describe('seed-data', () => {
  it('has a game-texts file for each demo game and no other', () => {
    expect(seedFiles('game-texts', '.md')).toEqual(seedGames.map((g) => `${g.slug}.md`).sort());
  });

  it('has a notice folder for each notice the footers link to, every file of it seeded', () => {
    const folders = fs
      .readdirSync(seedDataPath('notices'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(folders.sort()).toEqual([...NOTICE_SLUGS].sort());
    for (const slug of NOTICE_SLUGS)
      expect(seedFiles(`notices/${slug}`, '.md')).toEqual(
        Object.keys(noticeTemplates[slug])
          .map((l) => `${l}.md`)
          .sort(),
      );
  });

  it('lists every FAQ file in faqs.json, once', () => {
    const listed = (JSON.parse(readSeedText('support', 'faqs.json')) as { text: string }[]).map((f) => f.text);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(seedFiles('support/faqs', '.md').map((f) => `faqs/${f}`));
  });
});
