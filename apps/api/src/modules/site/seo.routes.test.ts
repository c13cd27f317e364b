// robots.txt, sitemap.xml and the share images per brand host, the public origin behind a proxy,
// and the structured data of real pages checked against schema.org (decision 0021).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { AREA_LANGUAGES, type Language } from '@guildhall/contract/areas';
import type { SiteBoot } from '@guildhall/contract/brands';
import { FOOTER_NOTICES } from '@guildhall/contract/footers';
import type { GameDetail } from '@guildhall/contract/games';
import { createTestApp, dialects, host, type TestApp } from '../../../test/helper';
import { checkStructuredData } from '../../../test/structured-data';
import { loadConfig } from '../../config';
import { storageFor } from '../../lib/s3-storage';
import { seoHead } from './seo';
import { createShareImages } from './share-image.service';

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  'xhtml:link': { '@_rel': string; '@_hreflang': string; '@_href': string }[];
}

function parseSitemap(xml: string): SitemapUrl[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'url' || name === 'xhtml:link',
  }).parse(xml) as {
    urlset: { '@_xmlns': string; '@_xmlns:xhtml': string; url: SitemapUrl[] };
  };
  expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(doc.urlset['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  return doc.urlset.url;
}

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

describe.each(dialects)('SEO routes on %s', (dialect) => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    // A built web (its index.html), so the site's catch-all route is there to lose against ours.
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-seo-web-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>x</title><!--gh-head--></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp(dialect, { env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, brand = 'nova', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...host(brand), ...headers } });
  const gamesOf = async (brand: string) => (await get('/api/games/all', brand)).json<{ data: GameDetail[] }>().data;

  it('serves robots.txt per host: public pages allowed, private ones not, the sitemap named absolutely', async () => {
    for (const brand of ['nova', 'lumen']) {
      const res = await get('/robots.txt', brand);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = res.body.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      for (const p of ['/api/', '/console', '/UserCenter', '/SupportCenter', '/login'])
        expect(lines).toContain(`Disallow: ${p}`);
      expect(lines).toContain('Allow: /SupportCenter/faq');
      expect(lines.filter((l) => /^Disallow: \/$/.test(l))).toEqual([]);
      expect(lines).toContain(`Sitemap: http://${brand}.localhost:8080/sitemap.xml`);
    }
  });

  it('is not taken by the site catch-all, which still answers other paths with the HTML', async () => {
    const page = await get('/no-such-page');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const url of ['/robots.txt', '/sitemap.xml', '/og/brand.jpg']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).not.toMatch(/html/);
    }
  });

  it('lists every public page of the brand in every language of its area, on its own host only', async () => {
    const expectations = [
      { brand: 'nova', languages: AREA_LANGUAGES.kr },
      { brand: 'lumen', languages: AREA_LANGUAGES.sea },
    ];
    const idsByBrand = new Map<string, number[]>();
    for (const { brand, languages } of expectations) {
      const res = await get('/sitemap.xml', brand);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      const urls = parseSitemap(res.body);
      const origin = `http://${brand}.localhost:8080`;
      for (const u of urls) {
        expect(u.loc.startsWith(`${origin}/`)).toBe(true);
        for (const link of u['xhtml:link']) expect(link['@_href'].startsWith(`${origin}/`)).toBe(true);
        // Each entry names every language of the area and x-default, itself among them.
        expect(u['xhtml:link'].map((l) => l['@_hreflang'])).toEqual([...languages, 'x-default']);
        expect(u['xhtml:link'].find((l) => l['@_href'] === u.loc)).toBeDefined();
        if (u.lastmod) expect(new Date(u.lastmod).toISOString()).toBe(u.lastmod);
      }
      const locs = urls.map((u) => u.loc);
      expect(new Set(locs).size).toBe(locs.length);
      const games = await gamesOf(brand);
      idsByBrand.set(
        brand,
        games.map((g) => g.id),
      );
      for (const lang of languages) {
        const q = `spec_lang=${lang}`;
        expect(locs).toContain(`${origin}/?${q}`);
        expect(locs).toContain(`${origin}/games?${q}`);
        expect(locs).toContain(`${origin}/download?${q}`);
        for (const g of games) expect(locs).toContain(`${origin}/GamesDetails?id=${g.id}&${q}`);
        const brandRow = (await get('/api/site/boot', brand)).json<{ data: SiteBoot }>().data.brand;
        for (const slug of FOOTER_NOTICES[brandRow.footer]) expect(locs).toContain(`${origin}/notice/${slug}?${q}`);
      }
      // The FAQ of every game that has FAQs.
      for (const g of games) {
        const faqs = (await get(`/api/faqs?clientId=${g.id}`, brand)).json<{ data: { total: number } }>().data;
        const hasFaqs = faqs.total > 0;
        expect(locs.some((l) => l.startsWith(`${origin}/SupportCenter/faq?clientId=${g.id}&`))).toBe(hasFaqs);
      }
      // Only pages: no private path.
      expect(locs.filter((l) => /\/(api|console|UserCenter|login)\b|SupportCenter\/(?!faq)/.test(l))).toEqual([]);
      // Every page in every language: pages × languages entries.
      expect(locs.length % languages.length).toBe(0);
    }
    // Two brands, two sets of games.
    expect(idsByBrand.get('nova')!.some((id) => idsByBrand.get('lumen')!.includes(id))).toBe(false);
  });

  it('drops a cached sitemap when the catalogue changes', async () => {
    const before = parseSitemap((await get('/sitemap.xml', 'lumen')).body);
    const game = (await gamesOf('lumen'))[0]!;
    await t.db.db.updateTable('games').set({ visible: 0 }).where('id', '=', game.id).execute();
    try {
      // Still the cached list until the change is announced, as a console edit does.
      expect((await get('/sitemap.xml', 'lumen')).body).toContain(`GamesDetails?id=${game.id}&`);
      await t.app.events.publish('catalogue.changed', { brandId: 'lumen' });
      const after = parseSitemap((await get('/sitemap.xml', 'lumen')).body);
      expect(after.map((u) => u.loc).filter((l) => l.includes(`GamesDetails?id=${game.id}&`))).toEqual([]);
      expect(after.length).toBeLessThan(before.length);
    } finally {
      await t.db.db.updateTable('games').set({ visible: 1 }).where('id', '=', game.id).execute();
      await t.app.events.publish('catalogue.changed', { brandId: 'lumen' });
    }
  });

  it('draws share images as 1200×630 JPEG, with an ETag that answers 304', async () => {
    const game = (await gamesOf('nova'))[0]!;
    for (const url of ['/og/brand.jpg', `/og/game/${game.id}.jpg`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.rawPayload.subarray(0, 3).equals(JPEG_MAGIC)).toBe(true);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^"og-/);
      const again = await get(url, 'nova', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect((await get(url, 'nova', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    }
  });

  it('names the share image in the head with a version that the route keeps for a year', async () => {
    const game = (await gamesOf('nova'))[0]!;
    const boot = (await get('/api/site/boot')).json<{ data: SiteBoot }>().data;
    const html = seoHead({
      origin: 'http://nova.localhost:8080',
      brand: boot.brand,
      lang: boot.lang,
      languages: boot.languages,
      pathname: '/GamesDetails',
      search: `id=${game.id}`,
      kind: 'game',
      title: game.title,
      description: game.description,
      game,
    });
    const imageUrl = /<meta property="og:image" content="([^"]+)">/.exec(html)![1]!.replace(/&amp;/g, '&');
    const { pathname, search } = new URL(imageUrl);
    const res = await get(pathname + search);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // An old version still gets the current picture, but not for long.
    expect((await get(`${pathname}?v=old`)).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404 in the envelope for a game the host’s brand does not show', async () => {
    const lumenGame = (await gamesOf('lumen'))[0]!;
    for (const url of [`/og/game/${lumenGame.id}.jpg`, '/og/game/999999.jpg']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ code: number }>().code).not.toBe(0);
    }
    expect((await get(`/og/game/${lumenGame.id}.jpg`, 'lumen')).statusCode).toBe(200);
  });

  it('draws from uploaded raster artwork read through storage', async () => {
    const storage = storageFor(loadConfig({ DATA_DIR: t.dataDir }), 'media');
    const red = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    await storage.put('games/test-banner.0123456789.png', red);
    const game = (await gamesOf('nova'))[1]!;
    await t.db.db
      .updateTable('games')
      .set({ banner: '/media/games/test-banner.0123456789.png' })
      .where('id', '=', game.id)
      .execute();
    const res = await get(`/og/game/${game.id}.jpg`);
    expect(res.statusCode).toBe(200);
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    const mid = (315 * 1200 + 600) * info.channels;
    expect(data[mid]).toBeGreaterThan(240);
    expect(data[mid + 1]).toBeLessThan(15);
  });

  it('draws each image once, however many ask at the same time, and keeps it in memory and in storage', async () => {
    const storage = storageFor(loadConfig({ DATA_DIR: t.dataDir }), 'media');
    for await (const o of storage.list('og/')) await storage.delete(o.key);
    const images = createShareImages({ db: t.db.db, storage });
    const boot = (await get('/api/site/boot')).json<{ data: SiteBoot }>().data;
    const game = (await gamesOf('nova'))[0]!;
    const image = await images.gameImage(boot.brand, game.id);
    const bodies = await Promise.all(Array.from({ length: 5 }, () => image.body()));
    expect(images.renders()).toBe(1);
    expect(new Set(bodies.map((b) => b.bytes)).size).toBe(1);
    expect(bodies.every((b) => b.final)).toBe(true);
    await (await images.gameImage(boot.brand, game.id)).body();
    await images.brandImage(boot.brand).body();
    expect(images.renders()).toBe(2);
    expect(images.size().entries).toBe(2);
    // Another process (or this one after a restart) reads what was drawn instead of drawing it.
    const stored: string[] = [];
    for await (const o of storage.list('og/')) stored.push(o.key);
    expect(stored.sort()).toEqual(
      [`og/brand-${images.brandImage(boot.brand).version}-r1.jpg`, `og/game-${image.version}-r1.jpg`].sort(),
    );
    const restarted = createShareImages({ db: t.db.db, storage });
    const again = await (await restarted.gameImage(boot.brand, game.id)).body();
    expect(restarted.renders()).toBe(0);
    expect(again.bytes.equals(bodies[0]!.bytes)).toBe(true);
  });

  it('sends a stand-in, untagged and unkept, when the artwork cannot be read', async () => {
    const storage = storageFor(loadConfig({ DATA_DIR: t.dataDir }), 'media');
    const game = (await gamesOf('nova'))[2]!;
    await t.db.db
      .updateTable('games')
      .set({ banner: '/media/games/gone-banner.9999999999.png' })
      .where('id', '=', game.id)
      .execute();
    const res = await get(`/og/game/${game.id}.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
    const stored: string[] = [];
    for await (const o of storage.list('og/game-')) stored.push(o.key);
    const images = createShareImages({ db: t.db.db, storage });
    const boot = (await get('/api/site/boot')).json<{ data: SiteBoot }>().data;
    expect(stored).not.toContain(`og/game-${(await images.gameImage(boot.brand, game.id)).version}-r1.jpg`);
  });

  it('keeps at most its bound of drawn images', async () => {
    const storage = storageFor(loadConfig({ DATA_DIR: t.dataDir }), 'media');
    const images = createShareImages({ db: t.db.db, storage, maxEntries: 2 });
    const boot = (await get('/api/site/boot')).json<{ data: SiteBoot }>().data;
    for (const g of (await gamesOf('nova')).slice(0, 3)) await (await images.gameImage(boot.brand, g.id)).body();
    expect(images.size().entries).toBe(2);
  });

  it('gives pages structured data that schema.org validates: Organization on the front page, VideoGame on a game page', async () => {
    for (const brand of ['nova', 'lumen']) {
      const boot = (await get('/api/site/boot', brand)).json<{ data: SiteBoot }>().data;
      const game = (await gamesOf(brand))[0]!;
      const common = {
        origin: `http://${brand}.localhost:8080`,
        brand: boot.brand,
        lang: boot.lang,
        languages: boot.languages,
      };
      const home = seoHead({
        ...common,
        pathname: '/',
        search: '',
        kind: 'home',
        title: boot.brand.name,
        description: boot.brand.name,
      });
      const details = seoHead({
        ...common,
        pathname: '/GamesDetails',
        search: `id=${game.id}`,
        kind: 'game',
        title: game.title,
        description: game.description,
        game,
      });
      for (const [html, type] of [
        [home, 'Organization'],
        [details, 'VideoGame'],
      ] as const) {
        const report = await checkStructuredData(`<!doctype html><html><head>${html}</head><body></body></html>`);
        expect(Object.keys(report.items)).toEqual([type]);
        expect(report.issues).toEqual([]);
        expect(report.ranges).toEqual([]);
      }
      const data = (await checkStructuredData(`<html><head>${details}</head></html>`)).items.VideoGame![0]!;
      // Asked for without spec_lang: the page as asked (x-default) is its own canonical URL.
      expect(data).toMatchObject({
        name: game.title,
        url: `${common.origin}/GamesDetails?id=${game.id}`,
        inLanguage: boot.lang,
        publisher: { '@type': 'Organization', name: boot.brand.name },
      });
      expect((data.image as string[]).every((u) => u.startsWith(`${common.origin}/`))).toBe(true);
    }
  });
});

describe.each(dialects)('public origin on %s', (dialect) => {
  const robotsSitemap = async (t: TestApp, headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers });
    return /^Sitemap: (.+)$/m.exec(res.body)![1];
  };

  it('without TRUST_PROXY: the Host as sent, forwarded headers ignored, aliases of BRAND_HOSTS_* kept', async () => {
    const t = await createTestApp(dialect, { env: { BRAND_HOSTS_NOVA: 'play.nova-alias.example' } });
    try {
      const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.novagames.example' };
      expect(await robotsSitemap(t, { host: 'nova.localhost:8080', ...forwarded })).toBe(
        'http://nova.localhost:8080/sitemap.xml',
      );
      expect(await robotsSitemap(t, { host: 'play.nova-alias.example' })).toBe(
        'http://play.nova-alias.example/sitemap.xml',
      );
      expect(await robotsSitemap(t, { host: 'www.novagames.example:80' })).toBe(
        'http://www.novagames.example/sitemap.xml',
      );
      // An unknown host is the default brand's, under that brand's first configured host.
      expect(await robotsSitemap(t, { host: 'evil.example' })).toBe('http://www.novagames.example/sitemap.xml');
      expect(await robotsSitemap(t, { host: '127.0.0.1:8080' })).toBe('http://www.novagames.example/sitemap.xml');
      // The sitemap's own URLs follow the same rule.
      const res = await t.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'play.nova-alias.example' },
      });
      expect(parseSitemap(res.body).every((u) => u.loc.startsWith('http://play.nova-alias.example/'))).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('with TRUST_PROXY: X-Forwarded-Proto and X-Forwarded-Host count, but only for a host of the brand', async () => {
    const t = await createTestApp(dialect, {
      env: { TRUST_PROXY: 'true', BRAND_HOSTS_NOVA: 'play.nova-alias.example' },
    });
    try {
      expect(
        await robotsSitemap(t, {
          host: 'nova.localhost:8080',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'play.nova-alias.example',
        }),
      ).toBe('https://play.nova-alias.example/sitemap.xml');
      expect(await robotsSitemap(t, { host: 'www.novagames.example', 'x-forwarded-proto': 'https' })).toBe(
        'https://www.novagames.example/sitemap.xml',
      );
      // A forwarded host of another brand, or of nobody, is not taken: the brand's own host is.
      expect(
        await robotsSitemap(t, {
          host: 'nova.localhost:8080',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'lumen.localhost',
        }),
      ).toBe('https://www.novagames.example/sitemap.xml');
      expect(
        await robotsSitemap(t, {
          host: 'nova.localhost:8080',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'evil.example',
        }),
      ).toBe('https://www.novagames.example/sitemap.xml');
      const res = await t.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: {
          host: 'lumen.localhost',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'www.lumengames.example',
        },
      });
      const urls = parseSitemap(res.body);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.every((u) => u.loc.startsWith('https://www.lumengames.example/'))).toBe(true);
      const languages = new Set(urls.flatMap((u) => u['xhtml:link'].map((l) => l['@_hreflang'])));
      expect([...languages].sort()).toEqual([...AREA_LANGUAGES.sea, 'x-default'].sort() as (Language | 'x-default')[]);
    } finally {
      await t.close();
    }
  });
});
