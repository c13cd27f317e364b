// The server-rendered public pages as a crawler and a link preview read them: the
// JSON-LD of the front page and of a game's page validated against schema.org, every URL of the
// head absolute and on the brand's own host (behind a proxy too), the language set complete, and
// the share image each page names answering as a 1200×630 raster. Needs the web's build (client and
// server bundle), which `npm test` makes first.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { AREA_LANGUAGES } from '@guildhall/contract/areas';
import type { GameDetail } from '@guildhall/contract/games';
import { createTestApp, dialects, type TestApp } from '../../../test/helper';
import { checkStructuredData } from '../../../test/structured-data';

const webDist = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

function headOf(html: string): string {
  return /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
}
const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const metas = (head: string, key: string) =>
  [...head.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`, 'g'))].map((m) =>
    unescape(m[1]!),
  );

describe.each(dialects)('public pages for crawlers and previews (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    expect(fs.existsSync(`${webDist}/index.html`), `${webDist} missing: run npm run build -w apps/web`).toBe(true);
    t = await createTestApp(dialect, {
      env: {
        WEB_DIST: webDist,
        NOT_FOUND_RATE_LIMIT: '1000',
        TRUST_PROXY: 'true',
        BRAND_HOSTS_LUMEN: 'play.lumen-alias.example',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const cases = [
    {
      brand: 'nova',
      headers: { host: 'nova.localhost:8080' },
      origin: 'http://nova.localhost:8080',
      languages: AREA_LANGUAGES.kr,
    },
    // Behind a TLS proxy, on an alias of BRAND_HOSTS_LUMEN.
    {
      brand: 'lumen',
      headers: {
        host: 'lumen.localhost',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'play.lumen-alias.example',
      },
      origin: 'https://play.lumen-alias.example',
      languages: AREA_LANGUAGES.sea,
    },
  ];

  for (const c of cases) {
    it(`${c.brand}: the front page and a game page carry valid schema.org data and share cards on the brand's host`, async () => {
      const games = (await t.app.inject({ url: '/api/games/all', headers: c.headers })).json<{ data: GameDetail[] }>()
        .data;
      const game = games[0]!;
      for (const [url, type] of [
        ['/', 'Organization'],
        [`/GamesDetails?id=${game.id}&utm_source=x`, 'VideoGame'],
      ] as const) {
        const res = await t.app.inject({ url, headers: c.headers });
        expect(res.statusCode).toBe(200);
        const head = headOf(res.body);

        const report = await checkStructuredData(res.body);
        expect(Object.keys(report.items)).toEqual([type]);
        expect(report.issues).toEqual([]);
        expect(report.ranges).toEqual([]);
        if (type === 'VideoGame') expect(report.items.VideoGame![0]!.name).toBe(game.title);

        // Every absolute URL the head names is on the brand's host, and nothing from the query leaks.
        const urls = [...head.matchAll(/(?:href|content)="(https?:\/\/[^"]+)"/g)].map((m) => unescape(m[1]!));
        expect(urls.length).toBeGreaterThan(5);
        for (const u of urls) expect(u.startsWith(`${c.origin}/`)).toBe(true);
        expect(head).not.toContain('utm_source');
        const hreflangs = [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map((m) => m[1]);
        expect(hreflangs).toEqual([...c.languages, 'x-default']);
        expect(metas(head, 'description')[0]?.length).toBeGreaterThan(0);

        // The share image answers as a raster of the size the tags give.
        const image = metas(head, 'og:image')[0]!;
        expect(metas(head, 'twitter:card')).toEqual(['summary_large_image']);
        const { pathname, search } = new URL(image);
        const img = await t.app.inject({ url: pathname + search, headers: c.headers });
        expect(img.statusCode).toBe(200);
        expect(img.headers['content-type']).toBe(metas(head, 'og:image:type')[0]);
        const meta = await sharp(img.rawPayload).metadata();
        expect([meta.format, String(meta.width), String(meta.height)]).toEqual([
          'jpeg',
          metas(head, 'og:image:width')[0],
          metas(head, 'og:image:height')[0],
        ]);
      }
    });
  }
});
