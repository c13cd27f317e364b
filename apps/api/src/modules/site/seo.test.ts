// seoHead and originFor as pure functions (no database): absolute URLs, the language set, what is
// stripped from the query, escaping of hostile texts, and the origin rules. The structured data
// of real pages is checked against schema.org in seo.routes.test.ts; here, that the check can fail.
import { describe, expect, it } from 'vitest';
import type { Brand } from '@guildhall/contract/brands';
import type { GameDetail } from '@guildhall/contract/games';
import { checkStructuredData, rangeIssues } from '../../../test/structured-data';
import { originFor, pageLanguageUrls, scriptSafeJson, seoHead } from './seo';

const brand: Brand = {
  id: 'lumen',
  name: 'Lumen Games',
  mainColor: '#1e90ff',
  radius: 8,
  footer: 'standard',
  defaultArea: 'sea',
  userCenter: true,
  rechargeButton: true,
  carousel: 'fade',
  replyWithinHours: 24,
  logo: '/media/brands/lumen-logo.abc.svg',
  favicon: '/media/brands/lumen-favicon.abc.svg',
  company: 'Lumen Ltd.',
  contactEmail: 'help@lumen.example',
  attachmentMaxFiles: 5,
  attachmentMaxBytes: 10_000_000,
};
const SEA = ['en', 'zh-CN', 'zh-TW', 'id', 'th', 'vi'] as const;
const origin = 'https://www.lumen.example';

const game: GameDetail = {
  id: 7,
  title: 'Star Tide',
  subTitle: 'Sail the night',
  gameName: 'startide',
  logo: '/media/games/st-logo.1.svg',
  imageConfig: {
    cover: '/media/games/st-cover.1.svg',
    banner: '/media/games/st-banner.1.svg',
    icon: '/media/games/st-icon.1.svg',
  },
  link: { replenishment: 'https://pay.example/st', payment: 'https://pay.example/st2' },
  description: 'A long voyage.',
  downloadUrl: 'https://apps.example/st',
  area: 'sea',
  platforms: ['android', 'ios'],
};

/** [attribute, value] of every tag named `tag` with `rel`/`property`/`name` = key, values unescaped. */
function attrs(html: string, pattern: RegExp): string[] {
  const unescape = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return [...html.matchAll(pattern)].map((m) => unescape(m[1]!));
}
const metaContent = (html: string, key: string) =>
  attrs(html, new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`, 'g'));
const hreflangs = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
    (m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')] as const,
  );

describe('seoHead', () => {
  it('names the canonical URL of the language in force and one URL per language of the area, plus x-default', () => {
    const html = seoHead({
      origin,
      brand,
      lang: 'th',
      languages: SEA,
      pathname: '/GamesDetails',
      search: '?id=7&oauth_token=secret&utm_source=x&spec_lang=th&domain_area=sea',
      kind: 'game',
      title: game.title,
      description: game.description,
      game,
    });
    expect(attrs(html, /<link rel="canonical" href="([^"]+)">/g)).toEqual([`${origin}/GamesDetails?id=7&spec_lang=th`]);
    const links = hreflangs(html);
    expect(links.map(([l]) => l)).toEqual([...SEA, 'x-default']);
    for (const [lang, href] of links) {
      expect(href).toBe(
        lang === 'x-default' ? `${origin}/GamesDetails?id=7` : `${origin}/GamesDetails?id=7&spec_lang=${lang}`,
      );
    }
    expect(html).not.toContain('secret');
    expect(html).not.toContain('utm_source');
    expect(metaContent(html, 'og:url')).toEqual([`${origin}/GamesDetails?id=7&spec_lang=th`]);
    expect(metaContent(html, 'og:locale')).toEqual(['th_TH']);
    // Without spec_lang the page picks the visitor's language: it is the x-default page and names
    // itself, never one language's copy (Lighthouse's canonical audit fails that).
    const negotiated = seoHead({
      origin,
      brand,
      lang: 'th',
      languages: SEA,
      pathname: '/GamesDetails',
      search: '?id=7',
      kind: 'game',
      title: game.title,
      description: game.description,
      game,
    });
    expect(attrs(negotiated, /<link rel="canonical" href="([^"]+)">/g)).toEqual([`${origin}/GamesDetails?id=7`]);
    expect(metaContent(html, 'og:locale:alternate')).toEqual(['en_US', 'zh_CN', 'zh_TW', 'id_ID', 'vi_VN']);
    // The raster share image of the game, absolute, with its size and type.
    expect(metaContent(html, 'og:image')[0]).toMatch(/^https:\/\/www\.lumen\.example\/og\/game\/7\.jpg\?v=[\w-]+$/);
    expect(metaContent(html, 'og:image:type')).toEqual(['image/jpeg']);
    expect(metaContent(html, 'og:image:width')).toEqual(['1200']);
    expect(metaContent(html, 'og:image:height')).toEqual(['630']);
    expect(metaContent(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContent(html, 'twitter:image')).toEqual(metaContent(html, 'og:image'));
    // Every URL the head names is absolute, on the origin given.
    for (const [, url] of html.matchAll(/(?:href|content)="(https?:[^"]+|\/[^"]*)"/g))
      expect(url!.startsWith(`${origin}/`)).toBe(true);
  });

  it('keeps a domain_area other than the brand default, and only a well-formed page parameter', () => {
    const other = pageLanguageUrls({
      origin,
      brand,
      kind: 'faq',
      pathname: '/SupportCenter/faq',
      search: 'clientId=12&domain_area=eru&token=x',
      languages: ['en', 'ar'],
    });
    expect(other.byLanguage.map((u) => u.url)).toEqual([
      `${origin}/SupportCenter/faq?clientId=12&domain_area=eru&spec_lang=en`,
      `${origin}/SupportCenter/faq?clientId=12&domain_area=eru&spec_lang=ar`,
    ]);
    const junk = pageLanguageUrls({
      origin,
      brand,
      kind: 'game',
      pathname: '/gamesdetails/',
      search: 'id=7%22%3E&domain_area=sea',
      languages: ['en'],
    });
    expect(junk.byLanguage[0]!.url).toBe(`${origin}/GamesDetails?spec_lang=en`);
    expect(
      pageLanguageUrls({ origin, brand, kind: 'notice', pathname: '/notice/Privacy/', search: '', languages: ['en'] })
        .xDefault,
    ).toBe(`${origin}/notice/privacy`);
  });

  it('escapes hostile titles and descriptions in attributes and in the JSON-LD', async () => {
    const hostile = `Evil "game" </script><script>alert('x')</script> & \u2028 <!--`;
    const html = seoHead({
      origin,
      brand: { ...brand, name: hostile },
      lang: 'en',
      languages: SEA,
      pathname: '/',
      search: '',
      kind: 'home',
      title: hostile,
      description: hostile,
    });
    // One script element only: ours, closed once.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(metaContent(html, 'og:title')).toEqual([hostile]);
    expect(metaContent(html, 'og:site_name')).toEqual([hostile]);
    expect(metaContent(html, 'description')[0]).toBe(hostile.replace(/\s+/g, ' ').trim());
    const json = /<script type="application\/ld\+json">(.*)<\/script>/s.exec(html)![1]!;
    // Raw in an attribute is harmless; inside the script, the line separators are escaped.
    expect(json).not.toMatch(/[\u2028\u2029<>]/);
    expect((JSON.parse(json) as { name: string }).name).toBe(hostile);
    expect(scriptSafeJson({ a: '</script>&\u2029' })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2029"}');
    // A crawler reads the same name back.
    const report = await checkStructuredData(`<html><head>${html}</head><body></body></html>`);
    expect(report.items.Organization?.[0]?.name).toBe(hostile);
  });

  it('gives Organization data on the front page and VideoGame data on a game page, none elsewhere', () => {
    const ld = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
        (m) => JSON.parse(m[1]!) as Record<string, unknown>,
      );
    const common = { origin, brand, lang: 'en', languages: SEA, search: '', title: 't', description: 'd' } as const;
    expect(ld(seoHead({ ...common, pathname: '/', kind: 'home' })).map((d) => d['@type'])).toEqual(['Organization']);
    expect(
      ld(seoHead({ ...common, pathname: '/GamesDetails', search: 'id=7', kind: 'game', game })).map((d) => d['@type']),
    ).toEqual(['VideoGame']);
    expect(ld(seoHead({ ...common, pathname: '/games', kind: 'allGames' }))).toEqual([]);
    expect(ld(seoHead({ ...common, pathname: '/notice/terms', kind: 'notice' }))).toEqual([]);
  });
});

describe('structured data check', () => {
  const page = (data: unknown) =>
    `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body></body></html>`;

  it('refuses a property schema.org does not give the type', async () => {
    const report = await checkStructuredData(
      page({ '@context': 'https://schema.org', '@type': 'VideoGame', name: 'x', favouriteSnack: 'crisps' }),
    );
    expect(report.issues.map((i) => i.fieldNames)).toContainEqual(['favouriteSnack']);
  });

  it('refuses a type that is not a schema.org type', async () => {
    const report = await checkStructuredData(
      page({ '@context': 'https://schema.org', '@type': 'VideoGamez', name: 'x' }),
    );
    expect(report.issues.filter((i) => i.severity === 'ERROR').map((i) => i.issueMessage)).toContainEqual(
      expect.stringContaining('VideoGamez'),
    );
  });

  it('refuses a value of the wrong type for its property', () => {
    expect(rangeIssues({ '@type': 'VideoGame', publisher: { '@type': 'Place', name: 'Somewhere' } })).toEqual([
      expect.stringContaining('publisher: Place'),
    ]);
    expect(rangeIssues({ '@type': 'VideoGame', publisher: 'Lumen Games' })).toEqual([
      expect.stringContaining('publisher: text'),
    ]);
    expect(rangeIssues({ '@type': 'VideoGame', publisher: { '@type': 'Organization', name: 'Lumen Games' } })).toEqual(
      [],
    );
  });

  it('refuses an Organization without its name (Google’s rule)', async () => {
    const report = await checkStructuredData(
      page({ '@context': 'https://schema.org', '@type': 'Organization', url: 'https://x.example/' }),
    );
    expect(report.issues.filter((i) => i.severity === 'ERROR').map((i) => i.fieldNames)).toContainEqual(['name']);
  });
});

describe('originFor', () => {
  const resolved = {
    brand: { id: 'nova' } as Brand,
    hosts: ['nova.localhost', 'www.nova.example', 'nova.example', 'nova.alias.example'],
  };

  it('keeps a host of the brand, with its port unless it is the default one', () => {
    expect(originFor({ protocol: 'http', host: 'nova.localhost:8080', resolved })).toBe('http://nova.localhost:8080');
    expect(originFor({ protocol: 'https', host: 'NOVA.alias.example:443', resolved })).toBe(
      'https://nova.alias.example',
    );
    expect(originFor({ protocol: 'http', host: 'nova-demo.localhost:9000', resolved })).toBe(
      'http://nova-demo.localhost:9000',
    );
  });

  it('never names a host that is not the brand’s', () => {
    expect(originFor({ protocol: 'https', host: 'evil.example', resolved })).toBe('https://www.nova.example');
    expect(originFor({ protocol: 'http', host: '127.0.0.1:8080', resolved })).toBe('http://www.nova.example');
    expect(originFor({ protocol: 'https', host: 'nova.example@evil.example', resolved })).toBe(
      'https://www.nova.example',
    );
    // A brand with no host of its own but <id>.localhost keeps the request's port.
    expect(
      originFor({ protocol: 'http', host: '127.0.0.1:8080', resolved: { ...resolved, hosts: ['nova.localhost'] } }),
    ).toBe('http://nova.localhost:8080');
  });
});
