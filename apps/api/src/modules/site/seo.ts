// What a crawler or a link preview reads in a public page's head (decision 0021): the
// description, the canonical URL, one URL per language of the area (`spec_lang`, the parameter the
// site already chooses its language by) with x-default, Open Graph and Twitter card tags naming a
// raster share image, and schema.org data (Organization on the front page, VideoGame on a game's
// page). Pure functions of their input: the SSR renderer calls seoHead, sitemap.xml uses the same
// URL rules (pageLanguageUrls), so a page's canonical URL and its sitemap entry never disagree.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isArea, type Language } from '@guildhall/contract/areas';
import type { Brand } from '@guildhall/contract/brands';
import type { GameDetail, GameListItem } from '@guildhall/contract/games';
import { webPaths } from '@guildhall/contract/paths';
import { gameImagePath, seoPaths, SHARE_IMAGE } from '@guildhall/contract/seo';
import type { SeoPageKind } from '@guildhall/contract/server-render';
import { hostName, type ResolvedBrand } from '../brands/brands.service';
import { escapeHtml, scriptJson } from '../../lib/html';

export type { SeoPageKind };

export interface SeoImage {
  /** Absolute, or a path on `origin`. */
  url: string;
  width: number;
  height: number;
  type: string;
  /** Default: the page's title. */
  alt?: string;
}

export interface SeoHeadInput {
  /** `https://www.nova.example`, from publicOrigin(request). */
  origin: string;
  brand: Brand;
  /** The language in force (request.site.lang). */
  lang: Language;
  /** The languages of the area in force (AREA_LANGUAGES[request.site.area]). */
  languages: readonly Language[];
  /** The request's path (a notice's slug is read from it). */
  pathname: string;
  /** The request's query: only the page's own parameters (`id`, `clientId`, a `domain_area` other than the brand's) are kept. */
  search: URLSearchParams | string;
  kind: SeoPageKind;
  /** The page's title as the document shows it. */
  title: string;
  description: string;
  /** Default: the game's share image on a game's page (and its FAQ), else the brand's. */
  image?: SeoImage;
  /** The game of a game's page (VideoGame data) or of a FAQ page (its share image). */
  game?: GameDetail | GameListItem;
  /** The brand's profiles elsewhere (Organization.sameAs), when it has any. */
  sameAs?: readonly string[];
}

/** Text safe in an attribute value or element content (lib/html.ts). */
export const escapeAttr = escapeHtml;
/** JSON safe inside a <script> element (lib/html.ts). */
export const scriptSafeJson = scriptJson;

/** Open Graph wants language_TERRITORY; the usual territory of each of the site's languages. */
export const OG_LOCALES: Record<Language, string> = {
  ko: 'ko_KR',
  ja: 'ja_JP',
  'zh-TW': 'zh_TW',
  'zh-CN': 'zh_CN',
  en: 'en_US',
  id: 'id_ID',
  th: 'th_TH',
  vi: 'vi_VN',
  de: 'de_DE',
  es: 'es_ES',
  fr: 'fr_FR',
  pt: 'pt_BR',
  ru: 'ru_RU',
  tr: 'tr_TR',
  it: 'it_IT',
  ar: 'ar_AR',
};

const PAGE_PATHS: Record<Exclude<SeoPageKind, 'notice'>, string> = {
  home: webPaths.home,
  allGames: webPaths.allGames,
  game: webPaths.gameDetails,
  download: webPaths.download,
  faq: webPaths.supportFaq,
};

/** The query parameter that names what a page shows: `?id=` on a game's page, `?clientId=` on a FAQ. */
const PAGE_PARAMS: Partial<Record<SeoPageKind, string>> = { game: 'id', faq: 'clientId' };

export interface LanguageUrls {
  /** The URL of each language, in the order given. */
  byLanguage: { lang: Language; url: string }[];
  /** The URL without spec_lang: the site picks the visitor's language. */
  xDefault: string;
}

/**
 * A page's URL in each language: its path, its own parameter (kept only when it is a positive
 * integer), a `domain_area` other than the brand's default, then `spec_lang`. Every other parameter
 * (tokens, tracking) is dropped.
 */
export function pageLanguageUrls(input: {
  origin: string;
  brand: Pick<Brand, 'defaultArea'>;
  kind: SeoPageKind;
  pathname: string;
  search: URLSearchParams | string;
  languages: readonly Language[];
}): LanguageUrls {
  const given = typeof input.search === 'string' ? new URLSearchParams(input.search) : input.search;
  const path = input.kind === 'notice' ? noticePath(input.pathname) : PAGE_PATHS[input.kind];
  const kept = new URLSearchParams();
  const own = PAGE_PARAMS[input.kind];
  const ownValue = own ? given.get(own) : null;
  if (own && ownValue && /^[1-9]\d{0,9}$/.test(ownValue)) kept.set(own, ownValue);
  const area = given.get('domain_area');
  if (isArea(area) && area !== input.brand.defaultArea) kept.set('domain_area', area);
  const base = `${input.origin.replace(/\/+$/, '')}${path}`;
  const urlWith = (lang: Language | null) => {
    const q = new URLSearchParams(kept);
    if (lang) q.set('spec_lang', lang);
    const s = q.toString();
    return s ? `${base}?${s}` : base;
  };
  return { byLanguage: input.languages.map((lang) => ({ lang, url: urlWith(lang) })), xDefault: urlWith(null) };
}

function noticePath(pathname: string): string {
  const slug = /^\/notice\/([a-z0-9-]{1,40})\/?$/i.exec(pathname)?.[1];
  return slug ? `/notice/${slug.toLowerCase()}` : webPaths.home;
}

/** Whitespace collapsed, at most `max` characters (cut at a word where there is one). */
export function clip(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function absolute(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${origin.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** A short version tag of what an image is drawn from, so its URL changes when the artwork does. */
export function imageVersion(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 12);
}

/** The brand's share image: its logo on its colour, 1200×630 JPEG (GET /og/brand.jpg). */
export function brandShareImage(origin: string, brand: Pick<Brand, 'name' | 'logo' | 'mainColor'>): SeoImage {
  return {
    ...SHARE_IMAGE,
    url: `${absolute(origin, seoPaths.brandImage)}?v=${imageVersion(brand.logo, brand.mainColor)}`,
    alt: brand.name,
  };
}

/** A game's share image, drawn from its banner, 1200×630 JPEG (GET /og/game/:id.jpg). */
export function gameShareImage(origin: string, game: Pick<GameListItem, 'id' | 'title' | 'imageConfig'>): SeoImage {
  return {
    ...SHARE_IMAGE,
    url: `${absolute(origin, gameImagePath(game.id))}?v=${imageVersion(game.imageConfig.banner)}`,
    alt: game.title,
  };
}

const PLATFORM_NAMES: Record<string, string> = { android: 'Android', ios: 'iOS', web: 'Web browser' };

/** schema.org Organization of the brand (the front page). */
export function organizationLd(origin: string, brand: Brand, sameAs: readonly string[] = []): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${absolute(origin, '/')}#organization`,
    name: brand.name,
    url: absolute(origin, '/'),
    logo: absolute(origin, brand.logo),
    ...(brand.company ? { legalName: brand.company } : {}),
    ...(brand.contactEmail ? { email: brand.contactEmail } : {}),
    ...(sameAs.length > 0 ? { sameAs: [...sameAs] } : {}),
  };
}

/** schema.org VideoGame of a game's page; the brand publishes it. */
export function videoGameLd(input: {
  origin: string;
  brand: Brand;
  game: GameDetail | GameListItem;
  url: string;
  lang: Language;
  description: string;
  image: SeoImage;
}): Record<string, unknown> {
  const { origin, brand, game } = input;
  const detail = 'platforms' in game ? game : null;
  const download =
    detail?.downloadUrl && /^(https?:\/\/|\/)/i.test(detail.downloadUrl) ? absolute(origin, detail.downloadUrl) : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoGame',
    name: game.title,
    ...(game.subTitle ? { alternateName: game.subTitle } : {}),
    description: input.description,
    url: input.url,
    image: [absolute(origin, input.image.url), absolute(origin, game.imageConfig.banner)],
    thumbnailUrl: absolute(origin, game.imageConfig.icon),
    inLanguage: input.lang,
    applicationCategory: 'GameApplication',
    ...(detail && detail.platforms.length > 0
      ? { gamePlatform: detail.platforms.map((p) => PLATFORM_NAMES[p] ?? p) }
      : {}),
    ...(download ? { downloadUrl: download } : {}),
    publisher: {
      '@type': 'Organization',
      '@id': `${absolute(origin, '/')}#organization`,
      name: brand.name,
      url: absolute(origin, '/'),
      logo: absolute(origin, brand.logo),
    },
  };
}

/** The head tags of a public page (after <title>, which the renderer writes). */
export function seoHead(input: SeoHeadInput): string {
  const { origin, brand, lang, kind, game } = input;
  const urls = pageLanguageUrls(input);
  // A page asked for in a language (spec_lang) is that language's URL; one asked for without it
  // is the x-default page, whose language follows the visitor, and names itself: pointing it at
  // one language's URL would tell crawlers the language-picking page is that language's copy.
  const asked = (typeof input.search === 'string' ? new URLSearchParams(input.search) : input.search).has('spec_lang');
  const canonical = asked ? (urls.byLanguage.find((u) => u.lang === lang)?.url ?? urls.xDefault) : urls.xDefault;
  const description = clip(input.description || input.title);
  const image = input.image ?? (game ? gameShareImage(origin, game) : brandShareImage(origin, brand));
  const imageUrl = absolute(origin, image.url);
  const imageAlt = image.alt ?? input.title;
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeAttr(content)}">`;

  const tags = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeAttr(canonical)}">`,
    ...urls.byLanguage.map(
      (u) => `<link rel="alternate" hreflang="${escapeAttr(u.lang)}" href="${escapeAttr(u.url)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeAttr(urls.xDefault)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', brand.name),
    meta('property', 'og:title', input.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALES[lang]),
    ...input.languages.filter((l) => l !== lang).map((l) => meta('property', 'og:locale:alternate', OG_LOCALES[l])),
    meta('property', 'og:image', imageUrl),
    ...(imageUrl.startsWith('https:') ? [meta('property', 'og:image:secure_url', imageUrl)] : []),
    meta('property', 'og:image:type', image.type),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', input.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', imageAlt),
  ];
  const data =
    kind === 'home'
      ? organizationLd(origin, brand, input.sameAs)
      : kind === 'game' && game
        ? videoGameLd({ origin, brand, game, url: canonical, lang, description, image })
        : null;
  if (data) tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  return tags.join('');
}

// ── The public origin ──────────────────────────────────────────────────────────────────────────

const PORT = /:(\d{1,5})$/;

/**
 * The absolute origin of links a page gives out (canonical, hreflang, Open Graph, sitemap). The
 * scheme is the request's (X-Forwarded-Proto counts only with TRUST_PROXY, as Fastify's
 * request.protocol does); the host is the one the visitor used (X-Forwarded-Host only with
 * TRUST_PROXY) when it is one of the brand's hosts, its port kept unless it is the scheme's
 * default. Any other host (an IP, a host of another brand, a forged one) gets the brand's first
 * configured host (brands.hosts, then BRAND_HOSTS_*), or `<id>.localhost` on the request's port
 * where it has none: a page never links to a host that is not its brand's.
 */
export function originFor(input: {
  protocol: string;
  host: string;
  resolved: Pick<ResolvedBrand, 'hosts' | 'brand'>;
}): string {
  const protocol = input.protocol === 'https' ? 'https' : 'http';
  const given = input.host.trim().toLowerCase();
  const name = hostName(given);
  const portMatch = PORT.exec(given.startsWith('[') ? given.slice(given.indexOf(']') + 1) : given);
  const port =
    portMatch && Number(portMatch[1]) !== (protocol === 'https' ? 443 : 80) ? `:${Number(portMatch[1])}` : '';
  const { hosts, brand } = input.resolved;
  const ownHost =
    name !== '' && /^[a-z0-9.-]+$/.test(name) && (hosts.includes(name) || hosts.includes(name.replace('-demo', '')));
  if (ownHost) return `${protocol}://${name}${port}`;
  const local = `${brand.id}.localhost`;
  const configured = hosts.find((h) => h !== local && /^[a-z0-9.-]+$/.test(h));
  return configured ? `${protocol}://${configured}` : `${protocol}://${local}${port}`;
}

/** publicOrigin of the request: see originFor. */
export function publicOrigin(request: Pick<FastifyRequest, 'protocol' | 'host' | 'site'>): string {
  return originFor({ protocol: request.protocol, host: request.host, resolved: request.site.resolved });
}

/**
 * The public origin of another brand than the request's (a staff member's reply mails the
 * inquiry's brand): originFor with that brand's hosts, the request's scheme and, where the brand
 * is reached on `<id>.localhost`, its port. The request's own origin when the brand is unknown.
 */
export async function brandOrigin(
  request: Pick<FastifyRequest, 'protocol' | 'host' | 'site'>,
  brands: { all(): Promise<readonly Pick<ResolvedBrand, 'hosts' | 'brand'>[]> },
  brandId: string,
): Promise<string> {
  const resolved = (await brands.all()).find((b) => b.brand.id === brandId);
  return resolved ? originFor({ protocol: request.protocol, host: request.host, resolved }) : publicOrigin(request);
}
