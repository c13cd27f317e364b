// The demo games' title, subtitle and description in every language a player can see them in,
// keyed by game slug (seeded by ./seed through ./demo-data), read from
// apps/api/seed-data/game-texts/<slug>.md: per language a `# <lang>: <title>` heading, the subtitle
// as a `> ` quote, then the description. A brand's games are shown in its default area and, for the
// sea brands, in the eru area too, so sea games carry all fourteen languages of those two areas;
// the other games carry English and their area's language (seed-data/README.md;
// ./game-texts.test.ts holds these rules).
import { AREA_LANGUAGES, type Area, type Language } from '@guildhall/contract/areas';
import { parseLanguageSections, readSeedText, seedFiles } from './seed-files';

export interface SeedGameText {
  title: string;
  subTitle: string;
  description: string;
}

/** English is required: it is the fallback and the source of the generated artwork's subtitle. */
export type SeedGameTexts = Partial<Record<Language, SeedGameText>> & { en: SeedGameText };

/** The areas a brand's games are shown in, by the brand's default area. */
export const AREAS_SHOWN_IN: Record<Area, readonly Area[]> = {
  kr: ['kr'],
  jp: ['jp'],
  twhk: ['twhk'],
  vn: ['vn'],
  sea: ['sea', 'eru'],
  eru: ['eru'],
};

/** The languages a game of a brand with this default area needs texts in: English and every language of those areas. */
export function languagesNeeded(defaultArea: Area): Language[] {
  const needed = new Set<Language>(['en']);
  for (const area of AREAS_SHOWN_IN[defaultArea]) for (const lang of AREA_LANGUAGES[area]) needed.add(lang);
  return [...needed];
}

function readGameTexts(file: string): SeedGameTexts {
  const texts: Partial<Record<Language, SeedGameText>> = {};
  for (const { lang, heading, body } of parseLanguageSections(readSeedText('game-texts', file), `game-texts/${file}`)) {
    const [quote = '', ...rest] = body.split('\n\n');
    if (!quote.startsWith('> ') || quote.includes('\n'))
      throw new Error(`seed-data/game-texts/${file}: ${lang} must start with a one-line "> <subtitle>"`);
    texts[lang] = { title: heading, subTitle: quote.slice(2), description: rest.join('\n\n') };
  }
  if (!texts.en) throw new Error(`seed-data/game-texts/${file}: no English (en) text`);
  return texts as SeedGameTexts;
}

export const seedGameTexts: Record<string, SeedGameTexts> = Object.fromEntries(
  seedFiles('game-texts', '.md').map((file) => [file.slice(0, -'.md'.length), readGameTexts(file)]),
);
