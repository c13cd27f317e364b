// Demo support data: inquiry categories, FAQ types and FAQs (every language, since a brand may
// offer any of them), and the built-in game directory: regions and servers (the languages of the
// game's area) and the demo accounts' characters, read from apps/api/seed-data/support. `{game}` in
// a FAQ is replaced by the game's name.
import { z } from 'zod';
import { AREAS, type Area, type Language } from '@guildhall/contract/areas';
import { FieldDefinitionEditSchema, type FieldDefinitionEdit } from '@guildhall/contract/fields';
import { namesSchema, parseLanguageSections, readSeedJson, readSeedText } from './seed-files';
import { PLAYER_TIERS } from '@guildhall/contract/queue-automation';

type Names = Partial<Record<Language, string>> & { en: string };

export const INQUIRY_CATEGORIES: Names[] = readSeedJson(z.array(namesSchema), 'support', 'inquiry-categories.json');

/**
 * The skill key of each demo category, in the same order (automatic assignment: an agent with
 * skills takes only the categories whose keys they cover; "Other" needs none).
 */
export const INQUIRY_CATEGORY_SKILLS: (string | null)[] = [
  'account',
  'payment',
  'bug',
  'gameplay',
  'conduct',
  'suggestion',
  null,
];
if (INQUIRY_CATEGORY_SKILLS.length !== INQUIRY_CATEGORIES.length)
  throw new Error('INQUIRY_CATEGORY_SKILLS must name a skill (or null) for each inquiry category');

/**
 * Fields per category: the fields of the category with each skill key (payment, bug,
 * account), checked by the contract as an admin's would be (the category is filled in when seeded).
 */
const seedField = z.unknown().transform((v, ctx) => {
  const parsed = FieldDefinitionEditSchema.safeParse({ ...(v as object), categoryId: 1 });
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: z.prettifyError(parsed.error) });
    return z.NEVER;
  }
  return parsed.data;
});
const inquiryFields = readSeedJson(
  z.object({ fields: z.record(z.enum(['payment', 'bug', 'account']), z.array(seedField)) }),
  'support',
  'inquiry-fields.json',
);
export const CATEGORY_FIELDS: Record<string, z.output<typeof FieldDefinitionEditSchema>[]> = inquiryFields.fields;
export type SeedField = FieldDefinitionEdit;

/** FAQ types by id (faqs.json names them), in the order they are listed. */
const faqTypes = readSeedJson(z.record(z.string(), namesSchema), 'support', 'faq-types.json');
export const FAQ_TYPES: Names[] = Object.values(faqTypes);

interface FaqText {
  q: string;
  a: string;
}

/** One FAQ in every language: `# <lang>: <question>`, then the answer. */
function readFaq(file: string): Record<Language, FaqText> {
  const texts = Object.fromEntries(
    parseLanguageSections(readSeedText('support', file), `support/${file}`).map(({ lang, heading, body }) => [
      lang,
      { q: heading, a: body },
    ]),
  );
  if (!texts.en) throw new Error(`seed-data/support/${file}: no English (en) text`);
  return texts as Record<Language, FaqText>;
}

/**
 * [faq type index, texts by language], in faqs.json's order. Every FAQ exists in every language;
 * names in quotes are the player site's own labels (packages/locales/player) and the categories
 * above, word for word, so a player can find what the answer points at.
 */
export const FAQS: [number, Record<Language, FaqText>][] = readSeedJson(
  z.array(z.strictObject({ type: z.string(), text: z.string() })),
  'support',
  'faqs.json',
).map(({ type, text }) => {
  const typeIndex = Object.keys(faqTypes).indexOf(type);
  if (typeIndex < 0) throw new Error(`seed-data/support/faqs.json: ${text} names an unknown FAQ type "${type}"`);
  return [typeIndex, readFaq(text)];
});

/**
 * Regions of a game by the brand's area: ids are the game backend's, names in every language of
 * the area. Server names are proper nouns: where a language writes them the same as English they
 * are still stated, so a missing translation cannot hide behind the English fallback.
 */
export const REGIONS: Record<Area, { id: string; names: Names; servers: Names[] }[]> = readSeedJson(
  z.record(
    z.enum(AREAS),
    z.array(z.strictObject({ id: z.string(), names: namesSchema, servers: z.array(namesSchema) })),
  ),
  'support',
  'regions.json',
);

/** Characters of the demo accounts on the first server of each game's first region. */
/** The demo players' tiers (by spend, in the game's smallest currency unit) in the built-in directory of every demo game. */
export const DEMO_TIERS: Record<string, { tier: (typeof PLAYER_TIERS)[number]; spend: number }> = readSeedJson(
  z.record(z.string(), z.strictObject({ tier: z.enum(PLAYER_TIERS), spend: z.number().int().nonnegative() })),
  'support',
  'demo-tiers.json',
);

export const DEMO_ROLES: Record<string, { name: string; level: number }[]> = readSeedJson(
  z.record(z.string(), z.array(z.strictObject({ name: z.string(), level: z.number().int() }))),
  'support',
  'demo-roles.json',
);
