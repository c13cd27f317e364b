// Dictionaries and the `t` function. One JSON file per language in src/locales; only the language
// in force is loaded (a small chunk of its own), so the front page pays for one dictionary.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { RTL_LANGUAGES, type Language } from '@guildhall/contract/areas';
import type en from '../locales/en.json';

export type Dictionary = typeof en;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<Dictionary>;
export type TFunction = (key: MessageKey, vars?: Record<string, string | number>) => string;

const loaders = import.meta.glob<{ default: Dictionary }>('../locales/*.json');

export async function loadDictionary(lang: Language): Promise<Dictionary> {
  const load = loaders[`../locales/${lang}.json`] ?? loaders['../locales/en.json'];
  if (!load) throw new Error('no dictionary');
  return (await load()).default;
}

export function translate(dict: Dictionary, key: string, vars?: Record<string, string | number>): string {
  let node: unknown = dict;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  const text = typeof node === 'string' ? node : key;
  if (!vars) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
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
      t: (key, vars) => translate(dict, key, vars),
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
