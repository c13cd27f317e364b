// The server render of a page whose data call fails: the page's own words for the
// failure in the page's language, with its retry, and no empty room where the carousel would be;
// never the server's word for it ("internal"). A notice the brand does not offer is the
// not-found page (its heading, the ways home) answered 404. And the render itself: the route's
// declared prefetch fetches the data first, so every page, the FAQ's dependent queries included,
// is drawn by one render.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as server from 'react-dom/server';
import type { SiteBrand } from '@guildhall/contract/brands';
import ko from '@guildhall/locales/player/ko.json';
import en from '@guildhall/locales/player/en.json';
import type { Boot } from './lib/boot';
import { render } from './entry-server';

vi.mock('react-dom/server', async (original) => {
  const actual = await original<typeof server>();
  return { ...actual, renderToPipeableStream: vi.fn(actual.renderToPipeableStream) };
});

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

const GAME = {
  id: 7,
  title: 'Astral Keep',
  subTitle: 'A keep among the stars',
  gameName: 'astral',
  logo: '/media/logo-7.svg',
  imageConfig: { cover: '/media/cover-7.svg', banner: '/media/banner-7.svg', icon: '/media/icon-7.svg' },
  link: { replenishment: 'https://pay.example/7', payment: '' },
  description: 'Hold the keep.',
  downloadUrl: null,
  area: 'kr',
  platforms: ['android'],
};

/** An API with one game, its FAQ types and FAQs and a notice; the paths it was asked for, in order. */
function fakeApi() {
  const asked: string[] = [];
  const fetch = (url: string) => {
    const { pathname } = new URL(url, 'http://api.invalid');
    asked.push(pathname);
    const data: Record<string, unknown> = {
      '/api/games/simple': [GAME],
      '/api/games/all': [GAME],
      '/api/faqs/types': [{ id: 3, name: 'Account' }],
      '/api/faqs': { list: [{ id: 9, typeId: 3, question: 'Where is my keep?', answer: 'Up north.' }], total: 1 },
      '/api/site/notices/privacy': {
        slug: 'privacy',
        title: 'Privacy',
        body: '# Privacy\n\nWe keep little.',
        updatedAt: '2026-01-02T00:00:00Z',
      },
    };
    return pathname in data
      ? answering(200, { code: 0, msg: 'ok', data: data[pathname] })()
      : answering(404, { code: 1002, msg: 'Not found.', data: null })();
  };
  return { asked, fetch };
}

describe('one render per page, with the data its route declares', () => {
  const renders = vi.mocked(server.renderToPipeableStream);
  beforeEach(() => renders.mockClear());

  it.each([
    // The shell's top bar names the page's game on every page: the brand's games come along.
    ['/', ['/api/games/simple']],
    ['/games', ['/api/games/all', '/api/games/simple']],
    ['/GamesDetails?id=7', ['/api/games/all', '/api/games/simple']],
    ['/download', ['/api/games/all', '/api/games/simple']],
    ['/notice/privacy', ['/api/site/notices/privacy', '/api/games/simple']],
    // Its FAQ needs the game first: a dependent query, formerly a third render.
    ['/SupportCenter/faq?clientId=7', ['/api/games/simple', '/api/faqs/types', '/api/faqs']],
    ['/no-such-page', ['/api/games/simple']],
    ['/SupportCenter/history', ['/api/games/simple']],
  ])('%s: rendered once, after fetching %j', async (url, calls) => {
    const api = fakeApi();
    const result = await render({
      url,
      boot: { ...boot, lang: 'en' } as Boot,
      lang: 'en',
      area: 'kr',
      fetch: api.fetch,
    });
    expect(renders).toHaveBeenCalledTimes(1);
    expect(api.asked.sort()).toEqual([...calls].sort());
    expect(result.errors).toEqual([]);
    expect(result.state.complete).toBe(true);
  });

  it("draws the FAQ page's questions and names its game in the head", async () => {
    const result = await render({
      url: '/SupportCenter/faq?clientId=7',
      boot: { ...boot, lang: 'en' } as Boot,
      lang: 'en',
      area: 'kr',
      fetch: fakeApi().fetch,
    });
    expect(result.html).toContain('Where is my keep?');
    expect(result.state.queries.map(([key]) => key.slice(0, 2))).toEqual(
      expect.arrayContaining([
        ['games', 'simple'],
        ['support', 'faq-types'],
        ['support', 'faqs'],
      ]),
    );
    const heading = `${en.titles.supportFaq} · Astral Keep`;
    expect(result.head).toEqual({
      heading,
      title: `${heading} | Nova Games`,
      description: heading,
      share: { kind: 'faq', game: GAME },
    });
  });

  it('answers a page its route does not prefetch as loading, and says so in its errors', async () => {
    // The games' page drawn as if its route declared nothing: its list is not in the page.
    const api = fakeApi();
    const { routeFor } = await import('./app/router');
    const Component = routeFor('/games').Component;
    const preload = vi.spyOn(Component, 'preload').mockImplementation(async () => {
      const { Page, server } = await import('./app/routes/site/all-games-page');
      return { Page, server: { ...server, prefetch: undefined } };
    });
    try {
      const result = await render({
        url: '/games',
        boot: { ...boot, lang: 'en' } as Boot,
        lang: 'en',
        area: 'kr',
        fetch: api.fetch,
      });
      expect(renders).toHaveBeenCalledTimes(1);
      expect(api.asked).toEqual(['/api/games/simple']);
      expect(result.html).toContain('gh-card--placeholder');
      expect(String(result.errors[0])).toMatch(/\["games","all","en","kr"\] is not in its route's prefetch/);
    } finally {
      preload.mockRestore();
    }
  });
});
