// Area and language in force (docs/product.md section 2) and the switch between the area's languages.
// The choice is remembered by the browser in the gh_lang cookie, so a new tab, a return visit and
// the server's render all start in it (decision 0023); it is also kept in session (self_lang,
// self_area), which stands in for the cookie where the browser keeps none.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AREA_LANGUAGES, RTL_LANGUAGES, type Area, type Language } from '@guildhall/contract/areas';
import { localeCookie, type Locale } from '@guildhall/contract/locale-cookie';
import { I18nProvider, loadDictionary, type Dictionary } from './i18n';
import { readSession, sessionArea, writeSession, type UrlContext } from './session';
import type { Boot } from './boot';
import { setApiLocale } from './api-client';

export interface LocaleState {
  area: Area;
  lang: Language;
  languages: readonly Language[];
  setLang(lang: Language): void;
}

const LocaleContext = createContext<LocaleState | null>(null);

/** The browser remembers the locale (gh_lang): every later page of this site, in any tab, starts in it. */
export function rememberLocale(locale: Locale): void {
  try {
    document.cookie = localeCookie(locale, location.protocol === 'https:');
  } catch {
    // A sandboxed frame (opaque origin) has no cookies: this tab's session (self_lang, self_area) keeps the choice.
  }
}

function hasLocaleCookie(): boolean {
  try {
    return document.cookie.includes('gh_lang=');
  } catch {
    return false;
  }
}

/**
 * The server chose area and language by the order of docs/product.md section 2 with the remembered choice
 * (contract chooseLocale: spec_lang / domain_area, the gh_lang cookie, Accept-Language, the
 * area's default) and says so in the boot data, for the page it rendered or /site/boot: the
 * browser takes its word, so the page hydrates. Without the cookie, this tab's choice (session)
 * comes before the server's guess. A locale the URL names (a mail's link) is remembered.
 */
export function initialLocale(boot: Boot, url: UrlContext): Locale {
  const named = url.specLang ?? url.domainArea;
  const area = sessionArea();
  const lang = readSession('self_lang') as Language | null;
  const locale =
    !named && area && lang && AREA_LANGUAGES[area].includes(lang) && !hasLocaleCookie()
      ? { area, lang }
      : { area: boot.area, lang: boot.lang };
  if (named) rememberLocale(locale);
  return locale;
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

  const setLang = useCallback(
    (lang: Language) => {
      void loadDictionary(lang).then((dict) => {
        // The API client adds spec_lang to every call: switch it before queries with the new key run.
        setApiLocale({ lang, area });
        setState({ lang, dict });
        rememberLocale({ lang, area });
        // A spec_lang still in the address bar comes first on the next load: it now names the
        // chosen language, so a reload keeps the choice (and the server sends lang and dir right).
        const url = new URL(window.location.href);
        if (url.searchParams.has('spec_lang')) {
          url.searchParams.set('spec_lang', lang);
          window.history.replaceState(window.history.state, '', url);
        }
      });
    },
    [area],
  );

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
