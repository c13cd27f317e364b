import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { languageName } from '../lib/format';
import { useI18n } from '../lib/i18n';

export type Names = Partial<Record<string, string>>;

/** The languages an editor offers: the game's, and every one the item already has a text in. */
export function withStoredLanguages(languages: readonly string[], texts: object): string[] {
  return [...new Set([...languages, ...Object.keys(texts)])];
}

/**
 * One input per language for a short name (a category, a FAQ type), in the editor's grid: the
 * form's `names`, in the given languages and every language the item already has a name in.
 */
export function LanguageNameFields<V extends { names: Names }, O>({
  form,
  idPrefix,
  languages,
  children,
}: {
  form: UseFormReturn<V, unknown, O>;
  idPrefix: string;
  languages: readonly string[];
  /** More fields in the same grid (e.g. the sort order). */
  children?: ReactNode;
}) {
  const { lang: uiLang } = useI18n();
  // `V` has `names`, but react-hook-form's paths of a generic `V` cannot be named: its own view of it.
  const { control, getValues, setValue } = form as unknown as UseFormReturn<{ names: Names }>;
  const names = useWatch({ control, name: 'names' });
  return (
    <div className="c-lang-grid">
      {withStoredLanguages(languages, names).map((l) => (
        <div className="c-field" key={l}>
          <label htmlFor={`${idPrefix}-${l}`}>
            {languageName(l, uiLang)} <span className="c-muted">({l})</span>
          </label>
          <input
            id={`${idPrefix}-${l}`}
            lang={l}
            value={names[l] ?? ''}
            maxLength={60}
            onChange={(e) => setValue('names', { ...getValues('names'), [l]: e.target.value })}
          />
        </div>
      ))}
      {children}
    </div>
  );
}

/** The languages an item has texts in, as tags; `title` gives a tag's tooltip (the text itself). */
export function LanguageTags({ texts, title }: { texts: object; title?: (lang: string) => string | undefined }) {
  return Object.keys(texts).map((l) => (
    <span key={l} className="c-tag c-tag--lang" title={title?.(l)}>
      {l}
    </span>
  ));
}

/** The names that were filled in, for the request body. */
export function filledNames(names: Names): Record<string, string> {
  return Object.fromEntries(Object.entries(names).filter((e): e is [string, string] => Boolean(e[1]?.trim())));
}
