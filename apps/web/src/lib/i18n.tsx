// Dictionaries and the `t` function. One JSON file per language in src/locales; only the language
// in force is loaded (a small chunk of its own), so the front page pays for one dictionary. The
// account pages' sections (lib/dictionary-scopes.ts) load with those pages: `useAccountTexts()`.
import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import { RTL_LANGUAGES, type Language } from '@guildhall/contract/areas';
import type en from '../locales/en.json';

export type Dictionary = typeof en;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<Dictionary>;
export type TFunction = (key: MessageKey, vars?: Record<string, string | number>) => string;

type Texts = Record<string, unknown>;
const shellLoaders = import.meta.glob<{ default: Dictionary }>('../locales/*.json', { query: '?scope=shell' });
const accountLoaders = import.meta.glob<{ default: Texts }>('../locales/*.json', { query: '?scope=account' });

const accountTexts = new Map<Language, Texts>();
const accountLoads = new Map<Language, Promise<void>>();

/** The account pages' texts in a language (cached; a failed load may be tried again). */
export function loadAccountTexts(lang: Language): Promise<void> {
  let pending = accountLoads.get(lang);
  if (!pending) {
    const load = accountLoaders[`../locales/${lang}.json`] ?? accountLoaders['../locales/en.json'];
    if (!load) return Promise.reject(new Error('no dictionary'));
    const loading = load().then((m) => {
      accountTexts.set(lang, m.default);
      // React's `use` reads a settled promise's status and then does not suspend again.
      Object.assign(loading, { status: 'fulfilled', value: undefined });
    });
    loading.catch(() => accountLoads.delete(lang));
    accountLoads.set(lang, loading);
    pending = loading;
  }
  return pending;
}

export async function loadDictionary(lang: Language): Promise<Dictionary> {
  const load = shellLoaders[`../locales/${lang}.json`] ?? shellLoaders['../locales/en.json'];
  if (!load) throw new Error('no dictionary');
  // After a language switch on an account page, its texts must be there before it re-renders.
  const [dict] = await Promise.all([load(), accountLoads.size > 0 ? loadAccountTexts(lang) : null]);
  return dict.default;
}

function lookup(texts: unknown, key: string): string | undefined {
  let node = texts;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

function fill(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function translate(dict: Dictionary, key: string, vars?: Record<string, string | number>): string {
  return fill(lookup(dict, key) ?? key, vars);
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
      t: (key, vars) => fill(lookup(dict, key) ?? lookup(accountTexts.get(lang), key) ?? key, vars),
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

/** Suspends an account page until its texts in the language in force are loaded. */
export function useAccountTexts(): void {
  const { lang } = useI18n();
  use(loadAccountTexts(lang));
}
