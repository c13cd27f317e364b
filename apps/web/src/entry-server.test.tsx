// The server render of a page whose data call fails: the page's own words for the
// failure in the page's language, with its retry, and no empty room where the carousel would be;
// never the server's word for it ("internal"). A notice the brand does not offer is the
// not-found page (its heading, the ways home) answered 404.
import { describe, expect, it } from 'vitest';
import type { SiteBrand } from '@guildhall/contract/brands';
import ko from '@guildhall/locales/player/ko.json';
import en from '@guildhall/locales/player/en.json';
import type { Boot } from './lib/boot';
import { render } from './entry-server';

const brand = {
  id: 'nova',
  name: 'Nova Games',
  mainColor: '#4f7cff',
  radius: 12,
  footer: 'standard',
  defaultArea: 'kr',
  userCenter: true,
  rechargeButton: true,
  carousel: 'coverflow',
  logo: '/media/logo.svg',
  favicon: '/media/favicon.svg',
  company: 'Nova Games Ltd.',
  contactEmail: 'help@nova.example',
  attachmentMaxFiles: 3,
  attachmentMaxBytes: 20 * 1024 * 1024,
  notices: ['privacy', 'terms'],
} as SiteBrand;

const boot = { brand, area: 'kr', lang: 'ko', languages: ['ko'], dir: 'ltr', apiBase: '/api' } as Boot;

function answering(status: number, body: unknown) {
  return () =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('server render when the data fails', () => {
  it("front page: the translated failure and a retry, no carousel room, not the server's word", async () => {
    const result = await render({
      url: '/',
      boot,
      lang: 'ko',
      area: 'kr',
      fetch: answering(500, { code: 5000, msg: 'internal', data: null }),
    });
    expect(result.status).toBe(200);
    expect(result.state.complete).toBe(false);
    expect(result.html).toContain('role="alert"');
    expect(result.html).toContain(ko.errors.internal);
    expect(result.html).toContain(`>${ko.common.retry}</button>`);
    expect(result.html).not.toMatch(/>internal</);
    expect(result.html).not.toContain('gh-bleed');
  });

  it('a notice the brand does not offer: the not-found page with its heading and the ways on, 404', async () => {
    const result = await render({
      url: '/notice/commercial-transactions',
      boot: { ...boot, lang: 'en' } as Boot,
      lang: 'en',
      area: 'kr',
      fetch: (url) =>
        url.includes('/site/notices/')
          ? answering(404, { code: 1002, msg: 'Not found.', data: null })()
          : answering(200, { code: 0, msg: 'ok', data: [] })(),
    });
    expect(result.status).toBe(404);
    expect(result.html).toMatch(new RegExp(`<h1[^>]*>${en.titles.notFound}</h1>`));
    expect(result.html).toContain(en.states.notFound.hint);
    expect(result.html).toMatch(new RegExp(`href="/"[^>]*>${en.common.backHome}</a>`));
    expect(result.html).toMatch(
      new RegExp(`<div class="gh-state__actions">.*href="/games"[^>]*>${en.nav.allGames}</a>`),
    );
    expect(result.html).not.toContain(`>${en.common.retry}<`);
  });
});
