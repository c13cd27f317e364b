// Dictionaries and the `t` function. One JSON file per language in @guildhall/locales (player/);
// only the language in force is loaded (a small chunk of its own), so the front page pays for one
// dictionary. The pages' own sections (the scopes of the package's dictionary-scopes.ts) load with
// those pages: the account pages' `useAccountTexts()` (features/accounts/texts.ts) and the support
// center's `useSupportTexts()` (features/support/texts.ts).
import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import { RTL_LANGUAGES, type Language } from '@guildhall/contract/areas';
import { playerShellTexts, type PlayerDictionary } from '@guildhall/locales/player-shell-texts';
import type { TextLoaders } from '@guildhall/locales/by-language';
import { formatText, lookupText as lookup, type PluralBase } from '@guildhall/locales/plural';

export type Dictionary = PlayerDictionary;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${PluralBase<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<Dictionary>;
export type TFunction = (key: MessageKey, vars?: Record<string, string | number>) => string;

type Texts = Record<string, unknown>;
/**
 * Loaders of the pages' scopes. Each feature registers its own from its chunk (`account`,
 * `support`), so the shell does not carry their loaders.
 */
const scopeLoaders: Record<string, TextLoaders> = {};
export type TextScope = string;

/** Makes a scope's loaders known (by language, from @guildhall/locales: `player-<scope>-texts`). */
export function registerTextScope(scope: TextScope, loaders: TextLoaders): void {
  scopeLoaders[scope] ??= loaders;
}

/** Loaded page texts by `<scope>:<lang>`, and the loads under way (or done) by the same key. */
const scopeTexts = new Map<string, Texts>();
const scopeLoads = new Map<string, Promise<void>>();
const loadedScopes = new Set<TextScope>();

/** A scope's texts in a language (cached; a failed load may be tried again). */
export function loadScopeTexts(scope: TextScope, lang: Language): Promise<void> {
  const key = `${scope}:${lang}`;
  let pending = scopeLoads.get(key);
  if (!pending) {
    const loaders = scopeLoaders[scope];
    const load = loaders?.[lang] ?? loaders?.en;
    if (!load) return Promise.reject(new Error('no dictionary'));
    loadedScopes.add(scope);
    const loading = load().then((m) => {
      scopeTexts.set(key, m.default);
      // React's `use` reads a settled promise's status and then does not suspend again.
      Object.assign(loading, { status: 'fulfilled', value: undefined });
    });
    loading.catch(() => scopeLoads.delete(key));
    scopeLoads.set(key, loading);
    pending = loading;
  }
  return pending;
}

export async function loadDictionary(lang: Language): Promise<Dictionary> {
  const load = playerShellTexts[lang] ?? playerShellTexts.en;
  if (!load) throw new Error('no dictionary');
  // After a language switch on a page with texts of its own, they must be there before it re-renders.
  const [dict] = await Promise.all([load(), ...[...loadedScopes].map((scope) => loadScopeTexts(scope, lang))]);
  return dict.default;
}

function pageText(lang: Language, key: string): string | undefined {
  for (const scope of loadedScopes) {
    const text = lookup(scopeTexts.get(`${scope}:${lang}`), key);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** A text of `dict` (plural forms by `vars.count`, numbers formatted for `lang`). */
export function translate(
  dict: Dictionary,
  key: string,
  vars?: Record<string, string | number>,
  lang: Language = 'en',
): string {
  return formatText((k) => lookup(dict, k), lang, key, vars);
}

export interface I18n {
  lang: Language;
  dir: 'ltr' | 'rtl';
  t: TFunction;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ lang, dict, children }: { lang: Language; dict: Dictionary; children: ReactNode }) {
  const value = useMemo<I18n>(
    () => ({
      lang,
      dir: RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr',
      t: (key, vars) => formatText((k) => lookup(dict, k) ?? pageText(lang, k), lang, key, vars),
    }),
    [lang, dict],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('useI18n outside I18nProvider');
  return ctx;
}

export function useT(): TFunction {
  return useI18n().t;
}

/** Suspends a page until its scope's texts in the language in force are loaded. */
export function useScopeTexts(scope: TextScope): void {
  const { lang } = useI18n();
  use(loadScopeTexts(scope, lang));
}
