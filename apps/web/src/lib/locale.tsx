// Area and language in force (PRODUCT.md section 2) and the switch between the area's languages.
// The choice is kept in session (self_lang, self_area) and outlives a reload.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AREA_LANGUAGES, pickLanguage, RTL_LANGUAGES, type Area, type Language } from '@guildhall/contract/areas';
import { I18nProvider, loadDictionary, type Dictionary } from './i18n';
import { readSession, writeSession, type UrlContext } from './session';
import type { Boot } from './boot';
import { setApiLocale } from './api-client';

export interface LocaleState {
  area: Area;
  lang: Language;
  languages: readonly Language[];
  setLang(lang: Language): void;
}

const LocaleContext = createContext<LocaleState | null>(null);

/** Language order of PRODUCT.md: spec_lang, self_lang, the browser's, the area's default. */
export function initialLocale(boot: Boot, url: UrlContext): { area: Area; lang: Language } {
  const area = url.domainArea ?? (readSession('self_area') as Area | null) ?? boot.brand.defaultArea;
  const offered = AREA_LANGUAGES[area] ? area : boot.brand.defaultArea;
  const lang = pickLanguage(offered, [url.specLang, readSession('self_lang'), ...navigator.languages]);
  return { area: offered, lang };
}

export function applyDocumentLocale(lang: Language): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr';
}

export function LocaleProvider({
  initial,
  initialDict,
  children,
}: {
  initial: { area: Area; lang: Language };
  initialDict: Dictionary;
  children: ReactNode;
}) {
  const [area] = useState(initial.area);
  const [state, setState] = useState({ lang: initial.lang, dict: initialDict });

  useEffect(() => {
    writeSession('self_area', area);
  }, [area]);
  useEffect(() => {
    writeSession('self_lang', state.lang);
    applyDocumentLocale(state.lang);
  }, [state.lang]);

  const setLang = useCallback((lang: Language) => {
    void loadDictionary(lang).then((dict) => {
      // The API client adds spec_lang to every call: switch it before queries with the new key run.
      setApiLocale({ lang, area });
      setState({ lang, dict });
      // A spec_lang still in the address bar comes first on the next load: it now names the
      // chosen language, so a reload keeps the choice (and the server sends lang and dir right).
      const url = new URL(window.location.href);
      if (url.searchParams.has('spec_lang')) {
        url.searchParams.set('spec_lang', lang);
        window.history.replaceState(window.history.state, '', url);
      }
    });
  }, [area]);

  const value = useMemo<LocaleState>(
    () => ({ area, lang: state.lang, languages: AREA_LANGUAGES[area], setLang }),
    [area, state.lang, setLang],
  );
  return (
    <LocaleContext.Provider value={value}>
      <I18nProvider lang={state.lang} dict={state.dict}>
        {children}
      </I18nProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleState {
  const ctx = useContext(LocaleContext);
  if (!ctx) throw new Error('useLocale outside LocaleProvider');
  return ctx;
}
