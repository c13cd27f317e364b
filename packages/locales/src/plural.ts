// Plural forms and numbers in the dictionaries' texts, one implementation for the player site, the
// console and the API (decision record 0015, amended). A text that depends on a count has one key per
// CLDR plural category its language uses, i18next style: `files_one`, `files_few`, `files_other`…
// `Intl.PluralRules(lang).select(count)` picks the key; `_other` is the fallback. Every number put
// into a text goes through `Intl.NumberFormat` in the same language, except identifiers (`id`, `year`).

/** The CLDR plural categories, in their usual order. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];
/** Strips a plural suffix from a dictionary key type: `files_one` → `files`. */
export type PluralBase<K extends string> = K extends `${infer B}_${PluralCategory}` ? B : K;

export type TextVars = Record<string, string | number>;
const rules: Record<string, Intl.PluralRules> = {};

/** The plural category of `count` in `lang` (`ar` 3 → `few`, `ja` 1 → `other`). */
export const pluralCategory = (lang: string, count: number): PluralCategory =>
  (rules[lang] ??= new Intl.PluralRules(lang)).select(count) as PluralCategory;

/**
 * The text of `key` in `lang` with `vars` filled in: with a numeric `count`, the key of its plural
 * category, else `_other`, else the key itself; numbers formatted for the language (`toLocaleString`, Intl.NumberFormat's defaults), identifiers
 * (`id`, `year`) as they are. `find` looks a dotted key up in the dictionaries in force; an unknown
 * key shows as itself.
 */
export function formatText(
  find: (key: string) => string | undefined,
  lang: string,
  key: string,
  vars?: TextVars,
): string {
  const n = vars?.count;
  const text =
    (typeof n == 'number' && (find(`${key}_${pluralCategory(lang, n)}`) ?? find(`${key}_other`))) || find(key) || key;
  return vars
    ? text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
        const v = vars[name];
        return v === undefined
          ? whole
          : typeof v == 'number' && name != 'id' && name != 'year'
            ? v.toLocaleString(lang)
            : String(v);
      })
    : text;
}

/** A dotted key's text in a nested dictionary. */
export function lookupText(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}
