// The demo games' texts must exist, translated, in every language a player can see them
// in, or a Thai or Arabic page shows English cards. Pure data checks (no database), run in the
// `unit` project. Each check collects every offending text, so a failure names all of them at once.
import { describe, expect, it } from 'vitest';
import { AREA_LANGUAGES, LANGUAGES, type Language } from '@guildhall/contract/areas';
import { seedBrands, seedGames, type SeedGame } from './demo-data';
import { languagesNeeded, seedGameTexts, type SeedGameText } from './game-texts';

const FIELDS = ['title', 'subTitle', 'description'] as const;

// Written out rather than derived, so that a change to the area rules has to be made on purpose.
const SEA_AND_ERU = ['en', 'zh-CN', 'zh-TW', 'id', 'th', 'vi', 'de', 'es', 'fr', 'pt', 'ru', 'tr', 'it', 'ar'];

/** Languages whose texts must be written mostly in their own script (not English left in place). */
const SCRIPT: Partial<Record<Language, RegExp>> = {
  ar: /\p{Script=Arabic}/u,
  th: /\p{Script=Thai}/u,
  ru: /\p{Script=Cyrillic}/u,
  'zh-CN': /\p{Script=Han}/u,
  'zh-TW': /\p{Script=Han}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ko: /\p{Script=Hangul}/u,
};

// Common characters that exist in one Chinese variant only: a Simplified text pasted as zh-TW (or
// the reverse) shows them.
const SIMPLIFIED_ONLY = /[们这个为时会过让战岛与灯击级龙银说门开关发现来]/u;
const TRADITIONAL_ONLY = /[們這個為時會過讓戰島與燈擊級龍銀說門開關發現來]/u;

function brandOf(game: SeedGame) {
  const brand = seedBrands.find((b) => b.id === game.brandId);
  if (!brand) throw new Error(`game ${game.slug} names unknown brand ${game.brandId}`);
  return brand;
}

/** Every (game, language, text) of the seed. */
function allTexts(): { slug: string; lang: Language; text: SeedGameText; en: SeedGameText }[] {
  return seedGames.flatMap((g) =>
    Object.entries(g.texts).map(([lang, text]) => ({
      slug: g.slug,
      lang: lang as Language,
      text: text!,
      en: g.texts.en,
    })),
  );
}

/** Share of the letters of `s` that match `script` (marks and punctuation are not letters). */
function scriptShare(s: string, script: RegExp): number {
  const letters = [...s].filter((c) => /\p{L}/u.test(c));
  if (letters.length === 0) return 0;
  return letters.filter((c) => script.test(c)).length / letters.length;
}

function placeholders(s: string): string[] {
  return [...s.matchAll(/\{[^{}]*\}/g)].map((m) => m[0]).sort();
}

describe('demo game texts', () => {
  it('belong to seeded games, one entry per game', () => {
    const slugs = seedGames.map((g) => g.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(Object.keys(seedGameTexts).sort()).toEqual([...slugs].sort());
    for (const g of seedGames) expect(g.texts).toBe(seedGameTexts[g.slug]);
  });

  it('cover the sea and eru areas for the sea brands', () => {
    expect([...languagesNeeded('sea')].sort()).toEqual([...SEA_AND_ERU].sort());
    const seaGames = seedGames.filter((g) => brandOf(g).defaultArea === 'sea');
    // lumen, tidal and vela have three games each; an empty list would make the check below vacuous.
    expect(seaGames.length).toBe(9);
    const missing = seaGames.flatMap((g) => SEA_AND_ERU.filter((l) => !(l in g.texts)).map((l) => `${g.slug}: ${l}`));
    expect(missing).toEqual([]);
  });

  it('cover English and the default language of the brand and game area, for every game', () => {
    const missing = seedGames.flatMap((g) => {
      const needed = new Set<Language>([
        'en',
        AREA_LANGUAGES[brandOf(g).defaultArea][0],
        AREA_LANGUAGES[g.area][0],
        ...languagesNeeded(brandOf(g).defaultArea),
      ]);
      return [...needed].filter((l) => !g.texts[l]).map((l) => `${g.slug}: ${l}`);
    });
    expect(missing).toEqual([]);
  });

  it('use only supported languages', () => {
    const unknown = allTexts().filter((t) => !(LANGUAGES as readonly string[]).includes(t.lang));
    expect(unknown.map((t) => `${t.slug}: ${t.lang}`)).toEqual([]);
  });

  it('have no empty or padded field', () => {
    const bad = allTexts().flatMap((t) =>
      FIELDS.filter(
        (f) => typeof t.text[f] !== 'string' || t.text[f].trim() === '' || t.text[f] !== t.text[f].trim(),
      ).map((f) => `${t.slug}.${t.lang}.${f}`),
    );
    expect(bad).toEqual([]);
  });

  it('translate the subtitle and description rather than copying the English', () => {
    const copies = allTexts()
      .filter((t) => t.lang !== 'en')
      .flatMap((t) =>
        (['subTitle', 'description'] as const)
          .filter((f) => t.text[f] === t.en[f])
          .map((f) => `${t.slug}.${t.lang}.${f}`),
      );
    expect(copies).toEqual([]);
  });

  it('give each language its own description', () => {
    // Catches a translation pasted under the wrong language (Spanish as Portuguese, zh-CN as zh-TW).
    const dupes = seedGames.flatMap((g) => {
      const seen = new Map<string, string>();
      return Object.entries(g.texts).flatMap(([lang, t]) => {
        const first = seen.get(t!.description);
        seen.set(t!.description, lang);
        return first ? [`${g.slug}: ${lang} = ${first}`] : [];
      });
    });
    expect(dupes).toEqual([]);
  });

  it('write ar, th, ru, zh, ja and ko texts in their own script', () => {
    const wrong = allTexts().flatMap((t) => {
      const script = SCRIPT[t.lang];
      if (!script) return [];
      return FIELDS.filter((f) => scriptShare(t.text[f], script) < 0.5).map((f) => `${t.slug}.${t.lang}.${f}`);
    });
    expect(wrong).toEqual([]);
  });

  it('keep Simplified and Traditional Chinese apart', () => {
    const mixed = allTexts().flatMap((t) => {
      const foreign = t.lang === 'zh-CN' ? TRADITIONAL_ONLY : t.lang === 'zh-TW' ? SIMPLIFIED_ONLY : null;
      return foreign ? FIELDS.filter((f) => foreign.test(t.text[f])).map((f) => `${t.slug}.${t.lang}.${f}`) : [];
    });
    expect(mixed).toEqual([]);
  });

  it('keep the English placeholders', () => {
    const changed = allTexts().flatMap((t) =>
      FIELDS.filter((f) => placeholders(t.text[f]).join() !== placeholders(t.en[f]).join()).map(
        (f) => `${t.slug}.${t.lang}.${f}`,
      ),
    );
    expect(changed).toEqual([]);
  });
});
