// Serves the built player site. Its HTML is rewritten per request so the brand (title, favicon,
// colour, radius, language and direction, boot data) is right from the first byte: no flash of
// another brand, no extra round trip before the first paint. Static assets are content-hashed
// and cached for a year; media (artwork) is served from storage the same way (plugins/media.ts
// when storage is not a local folder).
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { webPaths } from '@guildhall/contract/paths';
import { NOTICE_SLUGS } from '@guildhall/contract/footers';
import { API_BASE } from '@guildhall/contract/constants';
import type { FastifyRequest } from 'fastify';
import type { RateLimitStore } from '../lib/rate-limit';
import type { Storage } from '../lib/storage';
import { mediaRoutes } from './media';
import { AppError } from '../lib/app-error';
import { ErrorCode } from '@guildhall/contract/errors';
import { bootFor } from '../modules/site/site.service';
import type { SiteBoot } from '@guildhall/contract/brands';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Readable text colour on the brand colour (WCAG relative luminance). */
export function contrastOn(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
  return l > 0.4 ? '#14141f' : '#ffffff';
}

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

export function renderIndexHtml(template: string, request: FastifyRequest, nonce: string, siteBoot: SiteBoot): string {
  const { brand, lang, dir } = request.site;
  const boot = { ...siteBoot, apiBase: apiBaseFor(request) };
  const head = [
    `<meta name="theme-color" content="${escapeHtml(brand.mainColor)}">`,
    `<link rel="icon" type="image/svg+xml" href="${escapeHtml(brand.favicon)}">`,
    `<link rel="preload" as="image" href="${escapeHtml(brand.logo)}">`,
    `<style>:root{--brand:${brand.mainColor};--brand-contrast:${contrastOn(brand.mainColor)};--brand-radius:${brand.radius}px}</style>`,
    `<script nonce="${nonce}">window.__GUILDHALL__=${scriptJson(boot)}</script>`,
  ].join('');
  return template
    .replace(/<html[^>]*>/, `<html lang="${escapeHtml(lang)}" dir="${dir}" data-brand="${escapeHtml(brand.id)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(brand.name)}</title>`)
    .replace('<!--gh-head-->', head)
    .replace(/<script type="module"/g, `<script nonce="${nonce}" type="module"`);
}

const MEDIA_HEADERS: Record<string, string> = {
  'cache-control': IMMUTABLE,
  'x-content-type-options': 'nosniff',
  // Artwork may be SVG: never let it run script or load anything.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

export const webPlugin = fp<{ db: Kysely<Database>; distDir: string; media: Storage; rateLimits: RateLimitStore; notFoundPerMinute: number }>(
  async (app, { db, distDir, media, rateLimits, notFoundPerMinute }) => {
    // Artwork from its folder when it is on this disk, else streamed from storage (S3).
    if (media.root) {
      await app.register(fastifyStatic, {
        root: media.root,
        prefix: '/media/',
        decorateReply: false,
        index: false,
        setHeaders(res) {
          for (const [name, value] of Object.entries(MEDIA_HEADERS)) res.header(name, value);
        },
      });
    } else {
      await app.register(mediaRoutes, { storage: media, headers: MEDIA_HEADERS });
    }

    const indexFile = path.join(distDir, 'index.html');
    if (!distDir || !fs.existsSync(indexFile)) {
      app.log.warn({ distDir }, 'web build not found: serving the API only (run `npm run build`)');
      return;
    }
    const template = fs.readFileSync(indexFile, 'utf8');

    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each text asset (scripts/precompress.mjs, issue 13).
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
        res.header('x-content-type-options', 'nosniff');
      },
    });

    app.get('/*', async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith(`${API_BASE}/`) || pathname === API_BASE || pathname.startsWith('/media/') || pathname.startsWith('/assets/')) {
        return reply.callNotFound();
      }
      const known = isKnownPage(pathname);
      if (!known) {
        const hit = await rateLimits.hit(`404:${request.ip}`, notFoundPerMinute, 60_000);
        if (!hit.allowed) throw new AppError(ErrorCode.rateLimited, null, { 'retry-after': String(hit.retryAfterSeconds) });
      }
      const nonce = randomBytes(16).toString('base64');
      const apiBase = apiBaseFor(request);
      const connect = apiBase.startsWith('http') ? ` ${new URL(apiBase).origin}` : '';
      return reply
        .status(known ? 200 : 404)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('referrer-policy', 'no-referrer')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-security-policy',
          `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'${connect}; frame-ancestors 'self'; base-uri 'none'; form-action 'self'; object-src 'none'`,
        )
        .header('vary', 'host, accept-language')
        .send(renderIndexHtml(template, request, nonce, await bootFor(db, request.site)));
    });
  },
);
