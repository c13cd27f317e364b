// The console's language (kept in local storage, else the browser's) and theme; both set on <html>.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { I18nProvider, loadDictionary, type ConsoleLanguage, type Dictionary } from '../lib/i18n';

const LANG_KEY = 'gh_console_lang';
const THEME_KEY = 'gh_console_theme';
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

export function storedLanguage(): string | null {
  return read(LANG_KEY);
}

export function storedTheme(): Theme {
  const v = read(THEME_KEY);
  return (THEMES as readonly string[]).includes(v ?? '') ? (v as Theme) : 'system';
}

export function applyTheme(theme: Theme): void {
  write(THEME_KEY, theme);
  if (theme === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
}

export function LocaleProvider({
  initial,
  initialDict,
  children,
}: {
  initial: ConsoleLanguage;
  initialDict: Dictionary;
  children: ReactNode;
}) {
  const [state, setState] = useState({ lang: initial, dict: initialDict });
  useEffect(() => {
    document.documentElement.lang = state.lang;
    write(LANG_KEY, state.lang);
  }, [state.lang]);
  const setLang = useCallback((lang: ConsoleLanguage) => {
    // Kept at once: a reload while the dictionary loads still comes back in the chosen language.
    write(LANG_KEY, lang);
    void loadDictionary(lang).then((dict) => setState({ lang, dict }));
  }, []);
  return (
    <I18nProvider lang={state.lang} dict={state.dict} setLang={setLang}>
      {children}
    </I18nProvider>
  );
}
