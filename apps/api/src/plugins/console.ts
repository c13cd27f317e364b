// Serves the built staff console (apps/console) under /console: content-hashed assets cached for
// a year, every other /console path the app shell with a fresh CSP nonce (the console routes in
// the browser). Not branded by host: it is the publisher's tool, the same on every domain.
// Registered before the player site, whose catch-all would otherwise answer /console/*.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CONSOLE_BASE = '/console';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The console's build beside the player site's: apps/web/dist → apps/console/dist. */
export function consoleDistFor(webDist: string): string {
  return webDist ? path.resolve(webDist, '../../console/dist') : '';
}

export function renderConsoleHtml(template: string, nonce: string): string {
  return template.replace(/<script type="module"/g, `<script nonce="${nonce}" type="module"`);
}

export const consolePlugin = fp<{ distDir: string }>(async (app, { distDir }) => {
  const indexFile = distDir ? path.join(distDir, 'index.html') : '';
  if (!indexFile || !fs.existsSync(indexFile)) {
    if (distDir) app.log.warn({ distDir }, 'console build not found: /console is not served (run `npm run build`)');
    return;
  }
  const template = fs.readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: path.join(distDir, 'assets'),
    prefix: `${CONSOLE_BASE}/assets/`,
    decorateReply: false,
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside each text asset (scripts/precompress.mjs).
    preCompressed: true,
    setHeaders(res) {
      res.header('cache-control', IMMUTABLE);
      res.header('x-content-type-options', 'nosniff');
    },
  });

  const shell = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing asset is a 404, not the app shell (a stale tab would otherwise parse HTML as JS).
    if (pathname.startsWith(`${CONSOLE_BASE}/assets/`)) return reply.callNotFound();
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .header('x-robots-tag', 'noindex, nofollow')
      .header(
        'content-security-policy',
        `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' blob:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'`,
      )
      .send(renderConsoleHtml(template, nonce));
  };
  app.get(CONSOLE_BASE, shell);
  app.get(`${CONSOLE_BASE}/*`, shell);
});
