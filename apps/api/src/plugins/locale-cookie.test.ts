// The language and area a player chose, remembered in the gh_lang cookie (decision
// 0023): the API and the server-rendered pages honour it after the URL and before the browser's
// Accept-Language; a cookie that is not a valid locale is ignored, never an error; pages that may
// depend on it say so to caches (Vary: cookie; private when it chose).
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, host, type TestApp } from '../../test/helper';
import { localeCookieOf } from './context';

const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const GARBAGE = [
  'gh_lang=',
  'gh_lang=th',
  'gh_lang=xx.sea',
  'gh_lang=ar.sea',
  'gh_lang=th.mars',
  'gh_lang=th.sea.eru',
  'gh_lang="th.sea"',
  'gh_lang=%74%68.sea',
  `gh_lang=${'th.sea'.repeat(2000)}`,
  'gh_lang=__proto__.sea',
  'gh_lang=constructor.eru',
  'gh_lang=\u00e9\u00e9.sea',
  ';;;gh_lang',
  'other=1; gh_lang=; gh_lang',
];

function bootOf(html: string): { lang: string; area: string } {
  const m = /<script type="application\/json" id="gh-boot">(.*?)<\/script>/s.exec(html);
  if (!m) throw new Error('no boot block');
  return JSON.parse(m[1]!) as { lang: string; area: string };
}

function ssrOf(html: string): { lang: string; area: string } {
  const m = /<script type="application\/json" id="gh-ssr">(.*?)<\/script>/s.exec(html);
  if (!m) throw new Error('no gh-ssr block');
  return JSON.parse(m[1]!) as { lang: string; area: string };
}

describe('localeCookieOf', () => {
  it('takes the gh_lang pair out of a Cookie header, bounded', () => {
    expect(localeCookieOf(undefined)).toBe('');
    expect(localeCookieOf('a=1; b=2')).toBe('');
    expect(localeCookieOf('a=1; gh_lang=th.sea; b=2')).toBe('gh_lang=th.sea');
    expect(localeCookieOf(`gh_lang=${'x'.repeat(5000)}`).length).toBeLessThanOrEqual(24);
  });
});

describe.each(dialects)('the remembered locale (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { WEB_DIST: webDist, NOT_FOUND_RATE_LIMIT: '1000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const boot = async (url: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/site/boot${url}`, headers });
    expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
    return res.json().data as { lang: string; area: string };
  };

  it('API: URL parameter > cookie > Accept-Language > the brand default', async () => {
    const lumen = host('lumen');
    expect(await boot('', lumen)).toMatchObject({ lang: 'en', area: 'sea' });
    expect(await boot('', { ...lumen, 'accept-language': 'id-ID,id;q=0.9' })).toMatchObject({
      lang: 'id',
      area: 'sea',
    });
    expect(await boot('', { ...lumen, cookie: 'gh_lang=th.sea', 'accept-language': 'id-ID' })).toMatchObject({
      lang: 'th',
      area: 'sea',
    });
    expect(await boot('?spec_lang=vi', { ...lumen, cookie: 'gh_lang=th.sea' })).toMatchObject({
      lang: 'vi',
      area: 'sea',
    });
    // An eru player keeps their area on a sea brand...
    expect(await boot('', { ...lumen, cookie: 'x=1; gh_lang=ar.eru' })).toMatchObject({ lang: 'ar', area: 'eru' });
    // ...until the URL names another area, or a language their area does not offer.
    expect(await boot('?domain_area=sea', { ...lumen, cookie: 'gh_lang=ar.eru' })).toMatchObject({
      lang: 'en',
      area: 'sea',
    });
    expect(await boot('?spec_lang=th', { ...lumen, cookie: 'gh_lang=ar.eru' })).toMatchObject({
      lang: 'th',
      area: 'sea',
    });
    expect(await boot('?spec_lang=de', { ...lumen, cookie: 'gh_lang=ar.eru' })).toMatchObject({
      lang: 'de',
      area: 'eru',
    });
  });

  it('API: a cookie that is not a valid locale is ignored, never an error', async () => {
    for (const cookie of GARBAGE) {
      expect(await boot('', { ...host('lumen'), cookie, 'accept-language': 'vi' }), cookie.slice(0, 40)).toMatchObject({
        lang: 'vi',
        area: 'sea',
      });
    }
  });

  it("API: error messages are in the cookie's language when the call names none", async () => {
    const msgIn = async (headers: Record<string, string>, query = '') =>
      (
        await t.app.inject({ method: 'GET', url: `/api/users/info${query}`, headers: { ...host('vela'), ...headers } })
      ).json() as { code: number; msg: string };
    const ar = await msgIn({}, '?domain_area=eru&spec_lang=ar');
    const en = await msgIn({}, '?domain_area=eru&spec_lang=en');
    expect(ar.code).toBe(-600);
    expect(ar.msg).not.toBe(en.msg);
    expect(await msgIn({ cookie: 'gh_lang=ar.eru', 'accept-language': 'en' })).toEqual(ar);
    expect(await msgIn({ cookie: 'gh_lang=ar.eru' }, '?spec_lang=en')).toEqual(en);
    expect(await msgIn({ cookie: 'gh_lang=ar.sea' })).toEqual(en);
  });

  it('answers before routing (a URL that does not decode) speak the cookie language too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/games/%E0%A4%A',
      headers: { ...host('lumen'), cookie: 'gh_lang=ar.eru', 'accept-language': 'en' },
    });
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/games/%E0%A4%A',
      headers: { ...host('lumen'), 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/[\u0600-\u06ff]/);
    expect(plain.json().msg).not.toMatch(/[\u0600-\u06ff]/);
  });

  it("pages: the server renders in the cookie's locale, keeps one copy per locale, and tells caches", async () => {
    const page = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { ...host('lumen'), ...headers } });
    const plain = await page('/');
    const th = await page('/', { cookie: 'gh_lang=th.sea' });
    const eru = await page('/games', { cookie: 'gh_lang=ar.eru' });
    const asked = await page('/?spec_lang=id', { cookie: 'gh_lang=th.sea' });
    const garbage = await page('/', { cookie: 'gh_lang=ar.sea' });

    expect(th.body).toContain('<html lang="th" dir="ltr"');
    expect(ssrOf(th.body)).toMatchObject({ lang: 'th', area: 'sea', complete: true });
    expect(bootOf(th.body)).toMatchObject({ lang: 'th', area: 'sea' });
    expect(eru.body).toContain('<html lang="ar" dir="rtl"');
    expect(ssrOf(eru.body)).toMatchObject({ lang: 'ar', area: 'eru' });
    expect(ssrOf(asked.body)).toMatchObject({ lang: 'id', area: 'sea' });
    // The kept page of one locale is never another's: the same URL without the cookie is English.
    expect(plain.body).toContain('<html lang="en"');
    expect(garbage.body).toContain('<html lang="en"');
    expect(plain.headers.etag).not.toBe(th.headers.etag);

    // Every page may depend on the cookie: shared caches key on it; one the cookie chose is private.
    for (const res of [plain, th, eru, asked, garbage]) {
      expect(res.statusCode).toBe(200);
      expect(String(res.headers.vary).split(/,\s*/)).toEqual(
        expect.arrayContaining(['cookie', 'accept-language', 'host']),
      );
    }
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(garbage.headers['cache-control']).toBe('no-cache');
    expect(th.headers['cache-control']).toBe('private, no-cache');
    expect(eru.headers['cache-control']).toBe('private, no-cache');
    // A revalidation by the ETag of the page in this locale answers 304; another locale's does not match.
    expect((await page('/', { cookie: 'gh_lang=th.sea', 'if-none-match': String(th.headers.etag) })).statusCode).toBe(
      304,
    );
    expect(
      (await page('/', { cookie: 'gh_lang=th.sea', 'if-none-match': String(plain.headers.etag) })).statusCode,
    ).toBe(200);
  });
});
