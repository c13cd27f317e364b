// The language and area a player chose, remembered by the browser beyond the tab
// (docs/decisions/0023-language-remembered-in-a-cookie.md): one first-party cookie,
// `gh_lang=<lang>.<area>` (`th.sea`, `zh-TW.sea`), a year long, no personal data. The browser
// writes it when the player picks a language or arrives by a link that names one; the server's
// render, the API and the browser's start-up read it through chooseLocale, so all three agree.
import { AREA_LANGUAGES, isArea, normalizeLanguage, pickLanguage, type Area, type Language } from './areas';

export const LOCALE_COOKIE = 'gh_lang';

export interface Locale {
  lang: Language;
  area: Area;
}

/**
 * The locale a Cookie header (or `document.cookie`) remembers: a known area and one of its
 * languages, spelled exactly as written; anything else (garbage, a language the area does not
 * offer, an over-long value) is no locale.
 */
export function readLocaleCookie(cookies: string | null | undefined): Locale | null {
  const m = /(?:^|;) *gh_lang=([A-Za-z-]{2,5})\.([a-z]{2,4}) *(?:;|$)/.exec(cookies ?? '');
  if (!m || !isArea(m[2])) return null;
  const lang = AREA_LANGUAGES[m[2]].find((l) => l === m[1]);
  return lang ? { lang, area: m[2] } : null;
}

/** The cookie as `document.cookie` takes it: whole site, a year, not sent by other sites' requests. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale.lang}.${locale.area}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Area and language in force, one rule for the server and the browser:
 * the URL's `domain_area`, else the remembered area (unless the URL asks for a language that area
 * does not offer), else the brand's default; the URL's `spec_lang`, else the remembered language,
 * else the browser's preferred ones, each only where the area offers it, else the area's first.
 */
export function chooseLocale(
  defaultArea: Area,
  url: { lang?: unknown; area?: unknown },
  kept: Locale | null,
  preferred: readonly unknown[],
): Locale {
  const asked = normalizeLanguage(url.lang);
  const area = isArea(url.area)
    ? url.area
    : kept && (!asked || AREA_LANGUAGES[kept.area].includes(asked))
      ? kept.area
      : defaultArea;
  return { area, lang: pickLanguage(area, [asked, kept?.lang, ...preferred]) };
}
