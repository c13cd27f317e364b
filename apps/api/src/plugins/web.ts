// Serves the built player site. Its HTML is rewritten per request so the brand (title, favicon,
// colour, radius, language and direction, boot data) is right from the first byte: no flash of
// another brand, no extra round trip before the first paint. Static assets are content-hashed
// and cached for a year; media (artwork) is served from storage the same way (plugins/media.ts
// when storage is not a local folder).
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { webPaths } from '@guildhall/contract/paths';
import { NOTICE_SLUGS } from '@guildhall/contract/footers';
import { API_BASE } from '@guildhall/contract/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitStore } from '../lib/rate-limit';
import type { Storage } from '../lib/storage';
import { mediaRoutes } from './media';
import {
  injectFetch,
  inlineTemplateCss,
  loadSsrModule,
  pageAssets,
  pageCache,
  pageLoaderOf,
  pageScripts,
  renderedPage,
  renderedUrl,
  type PageAssets,
  type RenderedPage,
} from './web-render';
// Vite itself is imported only when createWebDevServer runs (WEB_DEV), never in production.
import { createWebDevServer, isDevAsset, type WebDevServer } from './web-dev';
import type { RenderResult } from '@guildhall/contract/server-render';
import type { EventBus } from '../lib/events';
import { publicOrigin, seoHead } from '../modules/site/seo';
import { AREA_LANGUAGES } from '@guildhall/contract/areas';
import { textColorOn } from '@guildhall/contract/colors';
import { AppError } from '../lib/app-error';
import { ErrorCode } from '@guildhall/contract/errors';
import { bootFor } from '../modules/site/site.service';
import type { SiteBoot } from '@guildhall/contract/brands';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { escapeHtml, scriptJson } from '../lib/html';
import { chooseCoding } from './compression';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const KNOWN_PAGES = new Set<string>(
  [...Object.values(webPaths).filter((p) => !p.includes(':')), ...NOTICE_SLUGS.map((s) => `/notice/${s}`)].map((p) =>
    p.toLowerCase(),
  ),
);

export function isKnownPage(pathname: string): boolean {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN_PAGES.has(p.toLowerCase());
}

export function apiBaseFor(request: FastifyRequest): string {
  const row = request.site.resolved.row;
  if (request.site.host.includes('-demo') && row.beta_api_base) return row.beta_api_base;
  return row.api_base ?? API_BASE;
}

/** The page's own markup and data from the server renderer, when it rendered one. */
export interface RenderedContent {
  title: string;
  html: string;
  state: unknown;
  /** Tags for <head> beyond the brand's (description, canonical, share cards, structured data). */
  head?: string;
  /** The page's own chunks (pageAssets), and the build's page loader if it has one (pageScripts). */
  modules?: string[];
  loader?: string;
}

/**
 * The HTML of a page: the build's index.html with the brand (title, colours, favicon, language and
 * direction, boot data) and, when the server rendered it, the page itself and the data
 * it was drawn from. No inline script: boot and page data are JSON blocks the entry script reads,
 * so the page needs no nonce and the same bytes serve every request until the catalogue changes.
 */
export function renderIndexHtml(
  template: string,
  request: FastifyRequest,
  siteBoot: SiteBoot,
  content?: RenderedContent,
): string {
  const { brand, lang, dir } = request.site;
  const boot = { ...siteBoot, apiBase: apiBaseFor(request) };
  const head = [
    `<meta name="theme-color" content="${escapeHtml(brand.mainColor)}">`,
    `<link rel="icon" type="image/svg+xml" href="${escapeHtml(brand.favicon)}">`,
    `<style>:root{--brand:${brand.mainColor};--brand-contrast:${textColorOn(brand.mainColor)};--brand-radius:${brand.radius}px}</style>`,
    content?.head ?? '',
    `<script type="application/json" id="gh-boot">${scriptJson(boot)}</script>`,
  ].join('');
  let html = template
    .replace(/<html[^>]*>/, `<html lang="${escapeHtml(lang)}" dir="${dir}" data-brand="${escapeHtml(brand.id)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(content?.title ?? brand.name)}</title>`)
    .replace('<!--gh-head-->', head);
  if (content) {
    // React puts the preloads of the page's first images ahead of the markup; they belong in <head>,
    // where the browser finds them before anything else (the LCP image among them).
    const preloads = /^(?:<link [^>]*\/>)+/.exec(content.html)?.[0] ?? '';
    const markup = content.html.slice(preloads.length);
    html = html
      .replace('</head>', () => `${preloads}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${markup}</div><script type="application/json" id="gh-ssr">${scriptJson(content.state)}</script>`,
      )
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
    // Its first pictures are marked for the page loader (apps/web/src/lib/picture-first.ts).
    html = pageScripts(
      html,
      content.modules ?? [],
      content.loader,
      /<img [^>]*elementtiming="picture-first"/.test(markup),
    );
  }
  return html;
}

/**
 * Description, canonical and language links, share cards and structured data of a public page
 * (modules/site/seo.ts), as its route's head declares it; the pages a search engine has no use
 * for (a player's own, not found) say so instead.
 */
function pageHead(request: FastifyRequest, origin: string, url: string, result: RenderResult): string {
  const { head } = result;
  if (!head.share || result.status !== 200) return '<meta name="robots" content="noindex">';
  const [pathname = '/', search = ''] = url.split('?');
  return seoHead({
    origin,
    brand: request.site.brand,
    lang: request.site.lang,
    languages: AREA_LANGUAGES[request.site.area],
    pathname,
    search,
    kind: head.share.kind,
    title: head.heading,
    description: head.description,
    ...(head.share.game ? { game: head.share.game } : {}),
  });
}

const MEDIA_HEADERS: Record<string, string> = {
  'cache-control': IMMUTABLE,
  'x-content-type-options': 'nosniff',
  // Artwork may be SVG: never let it run script or load anything.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/** How pages are made: from the build (production, tests), or from the sources through Vite (`npm run dev`). */
interface SiteSource {
  /** The page for this request: rendered on the server, or the shell alone. */
  pageFor(request: FastifyRequest, known: boolean, pathname: string): Promise<RenderedPage>;
  /** In development, Vite's own answers (sources, its client) before any page. */
  dev?: WebDevServer;
}

export const webPlugin = fp<{
  db: Kysely<Database>;
  distDir: string;
  media: Storage;
  rateLimits: RateLimitStore;
  notFoundPerMinute: number;
  /** Kept rendered pages are dropped on its catalogue.changed events. */
  events: EventBus;
  /** Serve the site from its sources through Vite (web-dev.ts) instead of the build in `distDir`. */
  dev?: boolean;
}>(async (app, { db, distDir, media, rateLimits, notFoundPerMinute, events, dev }) => {
  // Artwork from storage (its folder, or S3), with ETag/304 and SVG compressed (plugins/media.ts).
  await app.register(mediaRoutes, { storage: media, headers: MEDIA_HEADERS });

  const site = dev ? await devSite(app, db, distDir) : await builtSite(app, db, distDir, events);
  if (!site) return;

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (
      pathname.startsWith(`${API_BASE}/`) ||
      pathname === API_BASE ||
      pathname.startsWith('/media/') ||
      pathname.startsWith('/assets/')
    ) {
      return reply.callNotFound();
    }
    if (site.dev && isDevAsset(pathname)) {
      reply.hijack();
      return site.dev.serve(request.raw, reply.raw);
    }
    const known = isKnownPage(pathname);
    if (!known) {
      const hit = await rateLimits.hit(`404:${request.ip}`, notFoundPerMinute, 60_000);
      if (!hit.allowed)
        throw new AppError(ErrorCode.rateLimited, { headers: { 'retry-after': String(hit.retryAfterSeconds) } });
    }
    const page = await site.pageFor(request, known, pathname);
    // HEAD gets the plain page's headers, as every answer does from plugins/compression.ts.
    const encoding = request.method === 'HEAD' ? null : chooseCoding(request.headers['accept-encoding']);
    const etag = encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
    const apiBase = apiBaseFor(request);
    const connect = apiBase.startsWith('http') ? ` ${new URL(apiBase).origin}` : '';
    reply
      .status(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      // A page without spec_lang and domain_area is in the language the gh_lang cookie remembers
      // (decision 0023): shared caches keep one copy per Cookie, and none of one whose locale the
      // cookie chose (it is that browser's own).
      .header('cache-control', request.site.remembered ? 'private, no-cache' : 'no-cache')
      .header('etag', etag)
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-security-policy',
        `default-src 'self'; script-src ${["'self'", ...(page.scriptSources ?? [])].join(' ')}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'${connect}; frame-ancestors 'self'; base-uri 'none'; form-action 'self'; object-src 'none'`,
      )
      .header('vary', 'host, accept-language, cookie, accept-encoding');
    const match = request.headers['if-none-match'];
    if (page.status === 200 && match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.status(304).send();
    }
    if (!encoding) return reply.send(page.body);
    return reply.header('content-encoding', encoding).send(await page.encoded(encoding));
  });
});

/** The page's HTML from a renderer's result: the brand, the markup, its data, its head, its chunks. */
function renderedContent(
  request: FastifyRequest,
  url: string,
  result: RenderResult,
  assets: PageAssets,
  loader: string | undefined,
): RenderedContent {
  for (const err of result.errors) request.log.warn({ err, url }, 'server render met an error');
  return {
    title: result.head.title,
    html: result.html,
    state: result.state,
    head: assets.css + pageHead(request, publicOrigin(request), url, result),
    modules: assets.modules,
    loader,
  };
}

/** Every unknown path is the same not-found page (one kept copy, whatever the path); the query keeps only what pages read. */
function renderedUrlOf(request: FastifyRequest, known: boolean, pathname: string): string {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  return known ? renderedUrl(pathname, query) : renderedUrl('/404', query);
}

/** The built site (apps/web/dist, its server bundle in dist-ssr): pages rendered once and kept until the catalogue changes. */
async function builtSite(
  app: FastifyInstance,
  db: Kysely<Database>,
  distDir: string,
  events: EventBus,
): Promise<SiteSource | null> {
  const indexFile = path.join(distDir, 'index.html');
  if (!distDir || !fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web build not found: serving the API only (run `npm run build`)');
    return null;
  }
  const template = fs.readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside each text asset (scripts/precompress.mjs).
    preCompressed: true,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      res.header('x-content-type-options', 'nosniff');
    },
  });

  const ssr = await loadSsrModule(distDir).catch((err: unknown) => {
    app.log.error({ err }, 'server renderer failed to load: pages are rendered in the browser');
    return null;
  });
  if (!ssr)
    app.log.warn({ distDir }, 'server renderer not built: pages are rendered in the browser (run `npm run build`)');
  const pages = pageCache();
  // Rendered pages carry the site's CSS inside them (a request less before the first paint).
  const renderTemplate = inlineTemplateCss(template, distDir);
  const assetsOf = pageAssets(distDir);
  const loader = pageLoaderOf(distDir);
  events.subscribe('catalogue.changed', () => pages.clear());

  /** The page for this request: rendered on the server (kept until the catalogue changes), or the shell alone. */
  async function pageFor(request: FastifyRequest, known: boolean, pathname: string): Promise<RenderedPage> {
    const site = request.site;
    const apiBase = apiBaseFor(request);
    // A brand whose API lives elsewhere gets the shell: this process cannot answer its calls.
    if (!ssr || apiBase !== API_BASE)
      return renderedPage(known ? 200 : 404, renderIndexHtml(template, request, await bootFor(db, site)));
    const url = renderedUrlOf(request, known, pathname);
    const host = request.headers.host ?? '';
    // The origin the page names in its links (canonical, share cards) is part of what is kept.
    const origin = publicOrigin(request);
    const key = `${origin}\u0000${host}\u0000${site.lang}\u0000${site.area}\u0000${url}`;
    return pages.get(key, async () => {
      const started = performance.now();
      const boot = await bootFor(db, site);
      const result = await ssr.render({
        url,
        boot: { ...boot, apiBase },
        lang: site.lang,
        area: site.area,
        fetch: injectFetch(app, host),
      });
      const content = renderedContent(request, url, result, assetsOf(result.module), loader);
      const page = renderedPage(known ? result.status : 404, renderIndexHtml(renderTemplate, request, boot, content));
      request.log.debug({ url, ms: Math.round(performance.now() - started) }, 'page rendered');
      return page;
    });
  }
  return { pageFor };
}

/**
 * The site from its sources (`npm run dev`): Vite in middleware mode serves the modules with hot
 * updates, and every page is rendered anew through the renderer's current source, never kept.
 */
async function devSite(app: FastifyInstance, db: Kysely<Database>, distDir: string): Promise<SiteSource> {
  const webRoot = path.dirname(distDir);
  const dev = await createWebDevServer(webRoot, app.server);
  app.addHook('onClose', () => dev.close());
  app.log.info({ webRoot }, 'web: rendering from the sources through Vite (WEB_DEV)');
  const none: PageAssets = { css: '', modules: [] };
  return {
    dev,
    async pageFor(request, known, pathname) {
      const site = request.site;
      const apiBase = apiBaseFor(request);
      const url = renderedUrlOf(request, known, pathname);
      const [boot, { html: template, scriptSources }] = await Promise.all([bootFor(db, site), dev.template(url)]);
      if (apiBase !== API_BASE)
        return { ...renderedPage(known ? 200 : 404, renderIndexHtml(template, request, boot)), scriptSources };
      const result = await (
        await dev.renderer()
      ).render({
        url,
        boot: { ...boot, apiBase },
        lang: site.lang,
        area: site.area,
        fetch: injectFetch(app, request.headers.host ?? ''),
      });
      const content = renderedContent(request, url, result, none, undefined);
      const html = renderIndexHtml(template, request, boot, content);
      return { ...renderedPage(known ? result.status : 404, html), scriptSources };
    },
  };
}
