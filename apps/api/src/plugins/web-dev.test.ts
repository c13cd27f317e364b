// `npm run dev` (WEB_DEV=true): the API serves the player site from its sources through Vite in
// middleware mode, and still renders the pages on the server: the front page arrives with its
// games, its head and its data, with Vite's client for hot updates; the sources come from Vite.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, host, type TestApp } from '../../test/helper';
import { isDevAsset } from './web-dev';

// Only its folder counts in development (apps/web): the build need not exist.
const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

describe('the site from its sources (WEB_DEV)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { WEB_DIST: webDist, WEB_DEV: 'true' } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('renders the front page on the server, with its data and Vite’s client', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: host('nova') });
    expect(res.statusCode).toBe(200);
    const games = (await t.app.inject({ method: 'GET', url: '/api/games/simple', headers: host('nova') })).json()
      .data as { title: string }[];
    const root = res.body.slice(res.body.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1[^>]*>Nova Games<\/h1>/);
    for (const g of games) expect(root).toContain(g.title.replace(/&/g, '&amp;'));
    expect(res.body).toContain('<script type="application/json" id="gh-ssr">');
    expect(res.body).toContain('"@type":"Organization"');
    expect(res.body).toContain('<script type="module" src="/@vite/client"></script>');
    expect(res.body).toContain('<script type="module" src="/src/main.tsx"></script>');
  }, 60_000);

  it('answers a page that does not exist with 404 and the not-found page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page', headers: host('nova') });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('gh-not-found');
  }, 30_000);

  it('serves the sources through Vite, transformed for the browser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/src/main.tsx', headers: host('nova') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toContain('hydrateRoot');
    const client = await t.app.inject({ method: 'GET', url: '/@vite/client', headers: host('nova') });
    expect(client.statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/src/no-such-module.ts', headers: host('nova') });
    expect(missing.statusCode).toBe(404);
  }, 30_000);
});

describe('isDevAsset', () => {
  it("tells Vite's paths from the site's pages", () => {
    for (const p of ['/@vite/client', '/@fs/x/y.ts', '/src/main.tsx', '/node_modules/.vite/deps/react.js', '/a.svg'])
      expect(isDevAsset(p), p).toBe(true);
    for (const p of ['/', '/games', '/GamesDetails', '/notice/privacy', '/SupportCenter/faq'])
      expect(isDevAsset(p), p).toBe(false);
  });
});
