// The console's texts in five languages (en, ko, ja, zh-CN, zh-TW). One JSON file per
// language in @guildhall/locales (console/); only the language in force is loaded. Dates and numbers go through
// Intl in the same language.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { consoleTexts, type ConsoleDictionary } from '@guildhall/locales/console-texts';
import { formatText, lookupText, type PluralBase } from '@guildhall/locales/plural';

export const CONSOLE_LANGUAGES = ['en', 'ko', 'ja', 'zh-CN', 'zh-TW'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
/** Each language in its own name, for the switcher. */
export const LANGUAGE_NAMES: Record<ConsoleLanguage, string> = {
  en: 'English',
  ko: '한국어',
  ja: '日本語',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};

export type Dictionary = ConsoleDictionary;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${PluralBase<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<Dictionary>;
export type TFunction = (key: MessageKey, vars?: Record<string, string | number>) => string;

export async function loadDictionary(lang: ConsoleLanguage): Promise<Dictionary> {
  const load = consoleTexts[lang] ?? consoleTexts.en;
  if (!load) throw new Error('no dictionary');
  return (await load()).default;
}

export function isConsoleLanguage(value: unknown): value is ConsoleLanguage {
  return typeof value === 'string' && (CONSOLE_LANGUAGES as readonly string[]).includes(value);
}

/** The stored choice, else the browser's first language the console speaks, else English. */
export function pickLanguage(stored: string | null, browser: readonly string[]): ConsoleLanguage {
  if (isConsoleLanguage(stored)) return stored;
  for (const tag of browser) {
    const v = tag.toLowerCase();
    if (v.startsWith('zh')) return /(tw|hk|mo|hant)/.test(v) ? 'zh-TW' : 'zh-CN';
    const base = v.split('-')[0];
    if (isConsoleLanguage(base)) return base;
  }
  return 'en';
}

/** A text of `dict` (plural forms by `vars.count`, numbers formatted for `lang`). */
export function translate(
  dict: Dictionary,
  key: string,
  vars?: Record<string, string | number>,
  lang: ConsoleLanguage = 'en',
): string {
  return formatText((k) => lookupText(dict, k), lang, key, vars);
}

export interface I18n {
  lang: ConsoleLanguage;
  t: TFunction;
  setLang: (lang: ConsoleLanguage) => void;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  lang,
  dict,
  setLang = () => undefined,
  children,
}: {
  lang: ConsoleLanguage;
  dict: Dictionary;
  setLang?: (lang: ConsoleLanguage) => void;
  children: ReactNode;
}) {
  const value = useMemo<I18n>(
    () => ({ lang, setLang, t: (key, vars) => translate(dict, key, vars, lang) }),
    [lang, dict, setLang],
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
