import type { ReactNode } from 'react';
import { languageName } from '../lib/format';
import { useI18n } from '../lib/i18n';

export type Names = Partial<Record<string, string>>;

/** One input per language for a short name (a category, a FAQ type), in the editor's grid. */
export function LanguageNameFields({
  idPrefix,
  languages,
  names,
  onChange,
  children,
}: {
  idPrefix: string;
  languages: readonly string[];
  names: Names;
  onChange: (update: (names: Names) => Names) => void;
  /** More fields in the same grid (e.g. the sort order). */
  children?: ReactNode;
}) {
  const { lang: uiLang } = useI18n();
  return (
    <div className="c-lang-grid">
      {languages.map((l) => (
        <div className="c-field" key={l}>
          <label htmlFor={`${idPrefix}-${l}`}>
            {languageName(l, uiLang)} <span className="c-muted">({l})</span>
          </label>
          <input
            id={`${idPrefix}-${l}`}
            lang={l}
            value={names[l] ?? ''}
            maxLength={60}
            onChange={(e) => onChange((n) => ({ ...n, [l]: e.target.value }))}
          />
        </div>
      ))}
      {children}
    </div>
  );
}

/** The names that were filled in, for the request body. */
export function filledNames(names: Names): Record<string, string> {
  return Object.fromEntries(Object.entries(names).filter((e): e is [string, string] => Boolean(e[1]?.trim())));
}
