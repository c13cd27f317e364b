// Areas and their languages (docs/product.md section 2); the first language is the area's default.
export const AREAS = ['kr', 'jp', 'twhk', 'vn', 'sea', 'eru'] as const;
export type Area = (typeof AREAS)[number];

export const LANGUAGES = [
  'ko',
  'ja',
  'zh-TW',
  'zh-CN',
  'en',
  'id',
  'th',
  'vi',
  'de',
  'es',
  'fr',
  'pt',
  'ru',
  'tr',
  'it',
  'ar',
] as const;
export type Language = (typeof LANGUAGES)[number];

export const AREA_LANGUAGES: Record<Area, readonly [Language, ...Language[]]> = {
  kr: ['ko'],
  jp: ['ja'],
  twhk: ['zh-TW'],
  vn: ['vi'],
  sea: ['en', 'zh-CN', 'zh-TW', 'id', 'th', 'vi'],
  eru: ['en', 'de', 'es', 'fr', 'pt', 'ru', 'tr', 'zh-CN', 'it', 'ar'],
};

export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export function isArea(value: unknown): value is Area {
  return typeof value === 'string' && (AREAS as readonly string[]).includes(value);
}

/** Accepts `zh-tw`, `zh_TW`, `ja-JP`… and answers the supported language it names, if any. */
export function normalizeLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 35) return undefined;
  const v = value.replace('_', '-').toLowerCase();
  const exact = LANGUAGES.find((l) => l.toLowerCase() === v);
  if (exact) return exact;
  if (v.startsWith('zh')) {
    return /(tw|hk|mo|hant)/.test(v) ? 'zh-TW' : 'zh-CN';
  }
  const base = v.split('-')[0];
  return LANGUAGES.find((l) => l === base);
}

/**
 * The language in force (docs/product.md section 2): the asked one (`spec_lang`), then the one kept in
 * session, then the browser's preferred ones, each only if the area offers it; else the default.
 */
export function pickLanguage(area: Area, candidates: readonly unknown[]): Language {
  const offered = AREA_LANGUAGES[area];
  for (const c of candidates) {
    const lang = normalizeLanguage(c);
    if (lang && offered.includes(lang)) return lang;
  }
  return offered[0];
}

/** Parses an Accept-Language header into language tags, best first. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag ?? '', q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((x) => x.tag && x.tag !== '*')
    .sort((a, b) => b.q - a.q)
    .map((x) => x.tag);
}

/** Each language's name in itself, for the language switch (not translated on purpose). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ko: '한국어',
  ja: '日本語',
  'zh-TW': '繁體中文',
  'zh-CN': '简体中文',
  en: 'English',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  pt: 'Português',
  ru: 'Русский',
  tr: 'Türkçe',
  it: 'Italiano',
  ar: 'العربية',
};
