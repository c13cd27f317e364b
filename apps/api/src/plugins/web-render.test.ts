// The server-rendered player site with the real web build (apps/web/dist and the
// server bundle in apps/web/dist-ssr, written by `npm run build`; `npm test` builds before the
// API suite): pages arrive finished with their data, are kept until the catalogue changes, and
// go out compressed as the client asks.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, host, type TestApp } from '../../test/helper';
import { testClient } from '../../test/client';
import { DEMO_STAFF } from '../db/seed/demo-staff';
import { ssrEntryFor } from './web-render';

const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

function ssrStateOf(html: string) {
  const m = /<script type="application\/json" id="gh-ssr">(.*?)<\/script>/s.exec(html);
  if (!m) throw new Error('no gh-ssr block');
  return JSON.parse(m[1]!) as {
    lang: string;
    area: string;
    complete: boolean;
    queries: [unknown[], unknown][];
    dict: Record<string, unknown>;
  };
}

function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="gh-ssr">');
  return html.slice(start, end);
}

describe('the web build with its server renderer', () => {
  it('is built (npm run build)', () => {
    expect(fs.existsSync(path.join(webDist, 'index.html')), `${webDist} missing: run npm run build -w apps/web`).toBe(
      true,
    );
    expect(fs.existsSync(ssrEntryFor(webDist)), 'server bundle missing: run npm run build -w apps/web').toBe(true);
  });
});

describe.each(dialects)('server-rendered pages (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { WEB_DIST: webDist, NOT_FOUND_RATE_LIMIT: '1000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function games(brand: string, query = '') {
    const res = await t.app.inject({ method: 'GET', url: `/api/games/simple${query}`, headers: host(brand) });
    return res.json().data as { id: number; title: string }[];
  }

  it('sends the front page finished: games, title, footer and the data it was drawn from', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: host('lumen') });
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    const list = await games('lumen');
    expect(list.length).toBeGreaterThan(1);
    for (const g of list) expect(root).toContain(g.title.replace(/&/g, '&amp;'));
    expect(root).toMatch(/<h1[^>]*>Lumen Games<\/h1>/);
    expect(root).toContain('<footer');
    const state = ssrStateOf(res.body);
    expect(state).toMatchObject({ lang: 'en', area: 'sea', complete: true });
    expect(state.queries.map(([key]) => key)).toContainEqual(['games', 'simple', 'en', 'sea']);
    expect(Object.keys(state.dict)).toContain('home');
    // No inline script for the CSP to allow: the page needs none.
    expect(res.body.match(/<script(?![^>]*type="application\/(?:ld\+)?json")(?![^>]*src=)[^>]*>/g)).toBeNull();
    // Found and described: the brand as an Organization, a description, a canonical URL.
    expect(res.body).toContain('"@type":"Organization"');
    expect(res.body).toMatch(/<meta name="description" content="[^"]+">/);
    expect(res.body).toMatch(/<link rel="canonical" href="http:\/\/lumen\.localhost[^"]*">/);
  });

  it('renders the language in force, right to left in Arabic', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/?domain_area=eru&spec_lang=ar', headers: host('vela') });
    expect(res.body).toContain('<html lang="ar" dir="rtl"');
    const state = ssrStateOf(res.body);
    expect(state).toMatchObject({ lang: 'ar', area: 'eru' });
    const list = await games('vela', '?domain_area=eru&spec_lang=ar');
    expect(rootOf(res.body)).toContain(list[0]!.title);
    // The grid's heading from the Arabic dictionary.
    expect(rootOf(res.body)).toContain(String((state.dict.home as Record<string, string>).gridTitle));
  });

  it('names the game on its details page, in the title and the markup', async () => {
    const [first] = await games('nova');
    const res = await t.app.inject({ method: 'GET', url: `/GamesDetails?id=${first!.id}`, headers: host('nova') });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${first!.title} | Nova Games</title>`);
    expect(rootOf(res.body)).toContain(first!.title);
  });

  it("leaves a player's own pages to the browser but sends their shell", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/SupportCenter/history', headers: host('nova') });
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('<header class="gh-topbar"');
    expect(root).toContain('<footer');
    expect(root).toContain('data-dgst="gh-client-only"');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });

  it("never puts a token or a provider's callback code from the URL into the page", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/?oauth_token=sekrit-token-123&code=abc-code-987&state=st-456',
      headers: host('nova'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('sekrit-token-123');
    expect(res.body).not.toContain('abc-code-987');
    expect(res.body).not.toContain('st-456');
  });

  it('answers a notice the brand does not offer with 404 and the not-found page, not a spinner or a retry', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/notice/company', headers: host('hoshi') });
    expect(res.statusCode).toBe(404);
    // The not-found page: its heading and the ways on, no error to retry.
    expect(rootOf(res.body)).toContain('gh-not-found');
    expect(rootOf(res.body)).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(rootOf(res.body)).toContain('href="/games"');
    expect(rootOf(res.body)).not.toContain('gh-state--error');
    expect(rootOf(res.body)).not.toContain('gh-spinner');
    expect(ssrStateOf(res.body).complete).toBe(false);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });

  it('answers every unknown path with the not-found page and 404', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/no/such/page', headers: host('nova') });
    const b = await t.app.inject({ method: 'GET', url: '/another-missing-one', headers: host('nova') });
    expect(a.statusCode).toBe(404);
    expect(b.statusCode).toBe(404);
    expect(a.body).toBe(b.body);
    expect(rootOf(a.body)).toContain('gh-not-found');
    expect(a.body).toContain('<meta name="robots" content="noindex">');
  });

  it('keeps a rendered page until the catalogue changes, then renders the edit', async () => {
    const [first] = await games('hanami');
    const before = await t.app.inject({ method: 'GET', url: '/', headers: host('hanami') });
    const again = await t.app.inject({ method: 'GET', url: '/', headers: host('hanami') });
    expect(again.headers.etag).toBe(before.headers.etag);
    await t.db.db
      .updateTable('game_texts')
      .set({ title: 'Renamed In The Console' })
      .where('game_id', '=', first!.id)
      .execute();
    // Kept as it was until the change is announced…
    expect((await t.app.inject({ method: 'GET', url: '/', headers: host('hanami') })).body).not.toContain(
      'Renamed In The Console',
    );
    // …as every console edit does (admin.service publishes catalogue.changed, carried to every node).
    await t.app.events.publish('catalogue.changed', { brandId: 'hanami' });
    const after = await t.app.inject({ method: 'GET', url: '/', headers: host('hanami') });
    expect(rootOf(after.body)).toContain('Renamed In The Console');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("shows a FAQ an admin adds in the console on the game's server-rendered FAQ page at once", async () => {
    const [game] = await games('nova');
    const { get, post, loginStaff } = testClient(() => t);
    const page = `/SupportCenter/faq?clientId=${game!.id}`;
    const before = await t.app.inject({ method: 'GET', url: page, headers: host('nova') });
    const state = ssrStateOf(before.body);
    // The FAQs themselves are in the page (its route's prefetch fetches them once the games have answered).
    expect(state.queries.some(([key]) => key[0] === 'support' && key[1] === 'faqs')).toBe(true);
    // Its own CSS and chunks come with the HTML: drawn styled without a script, hydrated without a wait.
    const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    expect(before.body).toContain(
      `<link rel="modulepreload" crossorigin href="/${manifest['src/app/routes/support/faq-page.tsx']!.file}">`,
    );
    // Its CSS inside the page (small, refers to nothing by URL): no request before the first paint.
    expect(before.body).toMatch(/<style data-href="\/assets\/support-[\w-]+\.css">[^<]*\.gh-faq/);
    expect(before.body).not.toMatch(/<link rel="stylesheet"/);
    const admin = DEMO_STAFF[0]!;
    const token = await loginStaff(admin);
    const faqs = (await get(`/staff/admin/games/${game!.id}/faqs`, token)).json().data;
    const question = '서버 렌더링 질문이 바로 보이나요?';
    const created = await post(
      `/staff/admin/games/${game!.id}/faqs`,
      { typeId: faqs.types[0].id, sort: 0, texts: { ko: { question, answer: '네, 바로 보입니다.' } } },
      token,
    );
    expect(created.json().code).toBe(0);
    const after = await t.app.inject({ method: 'GET', url: page, headers: host('nova') });
    expect(rootOf(after.body)).toContain(question);
  });

  it('starts a page whose first paint is a picture with the page loader, naming the app and the page chunks, and preloads nothing before it', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    const home = await t.app.inject({ method: 'GET', url: '/', headers: host('nova') });
    const scripts = [...home.body.matchAll(/<script type="module"[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain(`src="/${manifest['src/page-loader.ts']!.file}"`);
    expect(scripts[0]).toContain(`data-app="/${manifest['index.html']!.file}"`);
    const modules = /data-modules="([^"]*)"/.exec(scripts[0]!)![1]!.split(' ');
    expect(modules).toContain(`/${manifest['src/app/routes/site/home-page.tsx']!.file}`);
    // Nothing races the pictures for the phone's bandwidth: no module preload in the page itself.
    expect(home.body).not.toContain('rel="modulepreload"');
    expect(rootOf(home.body)).toMatch(/<img [^>]*fetchPriority="high" elementtiming="picture-first"/);
    // A page without such a picture loads the app at once.
    const faq = await t.app.inject({ method: 'GET', url: '/SupportCenter/faq', headers: host('nova') });
    expect(faq.body).toContain(`<script type="module" crossorigin src="/${manifest['index.html']!.file}"></script>`);
    expect(faq.body).not.toContain(manifest['src/page-loader.ts']!.file);
  });

  it('sends Brotli or gzip as asked, identity when not, with Vary and a 304 for a page already held', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/games', headers: host('jade') });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toContain('accept-encoding');
    const br = await t.app.inject({
      method: 'GET',
      url: '/games',
      headers: { ...host('jade'), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/games',
      headers: { ...host('jade'), 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/games',
      headers: { ...host('jade'), 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const held = await t.app.inject({
      method: 'GET',
      url: '/games',
      headers: { ...host('jade'), 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(held.statusCode).toBe(304);
    expect(held.rawPayload.length).toBe(0);
  });
});
