import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, host, type TestApp } from '../../test/helper';
import { fakeWebDist } from '../../test/web-dist';

// A build folder with the web app's real index.html and one hashed asset.
const fakeDist = () => fakeWebDist({ 'assets/index-abc123.js': 'console.log(1)' });

function bootOf(html: string) {
  const m = /<script type="application\/json" id="gh-boot">(\{.*?\})<\/script>/.exec(html);
  return JSON.parse(m![1]!) as {
    brand: { id: string; mainColor: string; name: string };
    lang: string;
    area: string;
    languages: string[];
    dir: string;
  };
}

describe('the player site HTML', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestApp('sqlite', { env: { WEB_DIST: dist, NOT_FOUND_RATE_LIMIT: '100' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('carries the brand of the host from the first byte', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: host('hanami') });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Hanami Play</title>');
    expect(html).toContain('<meta name="theme-color" content="#e84393">');
    expect(html).toMatch(
      /<link rel="icon" type="image\/svg\+xml" href="\/media\/brands\/hanami-favicon\.[0-9a-f]+\.svg">/,
    );
    expect(html).toContain('--brand:#e84393');
    expect(html).toContain('--brand-radius:20px');
    expect(html).toContain('<html lang="ja" dir="ltr" data-brand="hanami">');
    expect(bootOf(html)).toMatchObject({
      brand: { id: 'hanami', name: 'Hanami Play' },
      lang: 'ja',
      area: 'jp',
      languages: ['ja'],
    });
    const hoshi = await t.app.inject({ method: 'GET', url: '/', headers: host('hoshi') });
    expect(hoshi.body).toContain('--brand-radius:10px');
  });

  it('carries the attachment limits in force for the area', async () => {
    await t.db.db
      .insertInto('attachment_limits')
      .values({ brand_id: 'lumen', area: 'eru', max_files: 2, max_bytes: 5 * 1024 * 1024 })
      .execute();
    const eru = bootOf(
      (await t.app.inject({ method: 'GET', url: '/?domain_area=eru', headers: host('lumen') })).body,
    ) as unknown as { brand: { attachmentMaxFiles: number; attachmentMaxBytes: number } };
    const sea = bootOf((await t.app.inject({ method: 'GET', url: '/', headers: host('lumen') })).body) as unknown as {
      brand: { attachmentMaxFiles: number };
    };
    expect(eru.brand).toMatchObject({ attachmentMaxFiles: 2, attachmentMaxBytes: 5 * 1024 * 1024 });
    expect(sea.brand.attachmentMaxFiles).toBe(3);
  });

  it('serves unknown hosts the default brand', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'games.unknown.example' } });
    expect(bootOf(res.body).brand.id).toBe('nova');
  });

  it('picks the language from spec_lang and the browser, within the area', async () => {
    const ar = await t.app.inject({ method: 'GET', url: '/?domain_area=eru&spec_lang=ar', headers: host('vela') });
    expect(ar.body).toContain('<html lang="ar" dir="rtl"');
    expect(bootOf(ar.body)).toMatchObject({ area: 'eru', dir: 'rtl' });
    const th = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { ...host('lumen'), 'accept-language': 'th-TH,th;q=0.9,en;q=0.5' },
    });
    expect(bootOf(th.body).lang).toBe('th');
    // The kr area offers only Korean, whatever the browser prefers.
    const ko = await t.app.inject({
      method: 'GET',
      url: '/?spec_lang=de',
      headers: { ...host('nova'), 'accept-language': 'de' },
    });
    expect(bootOf(ko.body).lang).toBe('ko');
  });

  it('sends strict security headers and no inline script to allow', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/GamesDetails?id=1', headers: host('nova') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|nonce-)/);
    // The entry script by its address; boot data as a JSON block, which a browser never runs.
    const scripts = res.body.match(/<script[^>]*>/g)!;
    expect(scripts).toEqual([
      '<script type="application/json" id="gh-boot">',
      '<script type="module" crossorigin src="/assets/index-abc123.js">',
    ]);
  });

  it('answers unknown pages with 404 and the app shell, known ones case-insensitively', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-page', headers: host('nova') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('id="gh-boot"');
    for (const page of [
      '/SupportCenter/inquiry',
      '/supportcenter/history',
      '/notice/privacy',
      '/UserCenter/',
      '/vkRedirect',
    ]) {
      expect((await t.app.inject({ method: 'GET', url: page, headers: host('nova') })).statusCode).toBe(200);
    }
  });

  it('serves hashed assets and artwork as immutable, and never HTML for a missing asset', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: host('nova') });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js', headers: host('nova') });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
    const games = (await t.app.inject({ method: 'GET', url: '/api/games/simple', headers: host('nova') })).json()
      .data as { imageConfig: { banner: string } }[];
    const art = await t.app.inject({ method: 'GET', url: games[0]!.imageConfig.banner, headers: host('nova') });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.headers['cache-control']).toContain('immutable');
    expect(art.headers['content-security-policy']).toContain("default-src 'none'");
    expect(art.body).toContain('<svg');
  });

  it('escapes brand data so stored text can not break out of the script', async () => {
    await t.db.db
      .updateTable('brands')
      .set({ name: 'Evil</script><script>alert(1)</script>' })
      .where('id', '=', 'ember')
      .execute();
    t.app.brands.invalidate();
    const res = await t.app.inject({ method: 'GET', url: '/', headers: host('ember') });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(bootOf(res.body).brand.name).toBe('Evil</script><script>alert(1)</script>');
  });

  it('serves the notices the brand has (the footer links and the consent documents) only, in the nearest language', async () => {
    const ja = await t.app.inject({
      method: 'GET',
      url: '/api/site/notices/commercial-transactions',
      headers: host('hanami'),
    });
    expect(ja.json()).toMatchObject({ code: 0, data: { slug: 'commercial-transactions' } });
    expect(ja.json().data.title).toContain('特定商取引法');
    expect(ja.json().data.body).not.toMatch(/\{(company|email|address)\}/);
    const notOffered = await t.app.inject({
      method: 'GET',
      url: '/api/site/notices/commercial-transactions',
      headers: host('nova'),
    });
    expect(notOffered.json()).toMatchObject({ code: 1002 });
    const twCompany = await t.app.inject({ method: 'GET', url: '/api/site/notices/company', headers: host('jade') });
    expect(twCompany.json().code).toBe(0);
    // Hoshi's footer shows neither, but its inquiry form's consents link to privacy, terms and the
    // user agreement: the documents exist, and the boot data lists them for the links.
    for (const slug of ['privacy', 'terms', 'user-agreement']) {
      const doc = await t.app.inject({ method: 'GET', url: `/api/site/notices/${slug}`, headers: host('hoshi') });
      expect(doc.json(), slug).toMatchObject({ code: 0, data: { slug } });
      expect(doc.json().data.title, slug).toMatch(/\p{L}/u);
    }
    const hoshi = bootOf((await t.app.inject({ method: 'GET', url: '/', headers: host('hoshi') })).body) as unknown as {
      brand: { notices: string[] };
    };
    expect(hoshi.brand.notices).toEqual([
      'privacy',
      'terms',
      'commercial-transactions',
      'settlement-law',
      'user-agreement',
    ]);
  });
});
