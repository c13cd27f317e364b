// robots.txt and sitemap.xml of a brand host (decision 0021). The sitemap lists every
// public page in every language of the brand's area, each with its alternates (hreflang) and its
// last change where the data has one; its URLs follow the rules of seo.ts, so they are the
// canonical URLs the pages themselves name.
import type { Kysely } from 'kysely';
import { AREA_LANGUAGES } from '@guildhall/contract/areas';
import type { Brand } from '@guildhall/contract/brands';
import { FOOTER_NOTICES } from '@guildhall/contract/footers';
import { API_BASE } from '@guildhall/contract/constants';
import { webPaths } from '@guildhall/contract/paths';
import { seoPaths } from '@guildhall/contract/seo';
import type { Database } from '../../db/schema';
import { listVisibleGames } from '../games/games.repository';
import { pageLanguageUrls, type SeoPageKind } from './seo';
import { faqDates, noticeDates } from './seo.repository';

/** Paths no crawler needs: the API, the staff console, the account and support pages, login. */
const PRIVATE_PATHS = [
  `${API_BASE}/`,
  '/console',
  webPaths.userCenter,
  webPaths.support,
  webPaths.login,
  webPaths.vkRedirect,
];

/**
 * robots.txt: everything public may be crawled, the private paths not, except the FAQ of the
 * support center, which is public (and in the sitemap). The Allow line comes first for crawlers
 * that take the first matching rule; the others take the longest, which is the same answer.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    `Allow: ${webPaths.supportFaq}`,
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}${seoPaths.sitemap}`,
    '',
  ].join('\n');
}

function xml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** A stored time as W3C Datetime, or null when there is none (or it is not a time). */
function lastmod(...values: (string | null | undefined)[]): string | null {
  const times = values.map((v) => (v ? Date.parse(v) : Number.NaN)).filter((t) => Number.isFinite(t));
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
}

interface SitemapPage {
  kind: SeoPageKind;
  pathname: string;
  search: string;
  lastmod: string | null;
}

/** The public pages of a brand: front page, all games, download, each game and its FAQ, the notices its footer offers. */
export async function publicPages(db: Kysely<Database>, brand: Brand, brandUpdatedAt: string): Promise<SitemapPage[]> {
  const games = await listVisibleGames(db, brand.id);
  const faqs = new Map(
    (
      await faqDates(
        db,
        games.map((g) => g.id),
      )
    ).map((f) => [f.game_id, f.updated_at]),
  );
  const notices = new Map((await noticeDates(db, brand.id)).map((n) => [n.slug, n.updated_at]));
  const catalogue = lastmod(brandUpdatedAt, ...games.map((g) => g.updated_at));
  const pages: SitemapPage[] = [
    { kind: 'home', pathname: webPaths.home, search: '', lastmod: catalogue },
    { kind: 'allGames', pathname: webPaths.allGames, search: '', lastmod: catalogue },
    { kind: 'download', pathname: webPaths.download, search: '', lastmod: catalogue },
  ];
  for (const g of games)
    pages.push({ kind: 'game', pathname: webPaths.gameDetails, search: `id=${g.id}`, lastmod: lastmod(g.updated_at) });
  for (const g of games) {
    if (faqs.has(g.id))
      pages.push({
        kind: 'faq',
        pathname: webPaths.supportFaq,
        search: `clientId=${g.id}`,
        lastmod: lastmod(faqs.get(g.id)),
      });
  }
  for (const slug of FOOTER_NOTICES[brand.footer]) {
    if (notices.has(slug))
      pages.push({ kind: 'notice', pathname: `/notice/${slug}`, search: '', lastmod: lastmod(notices.get(slug)) });
  }
  return pages;
}

/** sitemap.xml of the brand on `origin`: one <url> per page and language, each naming all its languages and x-default. */
export async function sitemapXml(
  db: Kysely<Database>,
  brand: Brand,
  brandUpdatedAt: string,
  origin: string,
): Promise<string> {
  const languages = AREA_LANGUAGES[brand.defaultArea];
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of await publicPages(db, brand, brandUpdatedAt)) {
    const urls = pageLanguageUrls({
      origin,
      brand,
      kind: page.kind,
      pathname: page.pathname,
      search: page.search,
      languages,
    });
    const alternates = [
      ...urls.byLanguage.map((u) => `<xhtml:link rel="alternate" hreflang="${xml(u.lang)}" href="${xml(u.url)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(urls.xDefault)}"/>`,
    ].join('');
    for (const u of urls.byLanguage) {
      out.push(
        `<url><loc>${xml(u.url)}</loc>${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ''}${alternates}</url>`,
      );
    }
  }
  out.push('</urlset>', '');
  return out.join('\n');
}
