// What each server-rendered page declares beside its component (app/server-route.ts): the
// queries its prefetch fetches, through the same query options its hooks use, and the head it
// reads from their answers. entry-server.test.tsx renders the pages themselves.
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteBrand } from '@guildhall/contract/brands';
import type { GameDetail } from '@guildhall/contract/games';
import en from '@guildhall/locales/player/en.json';
import { translate, type Dictionary } from '../../lib/i18n';
import { setApiEnvironment } from '../../lib/api-client';
import { allGamesOptions, simpleGamesOptions } from '../../features/games/api/get-games';
import { noticeOptions } from '../../features/notices/api/get-notice';
import type { RouteContext, ServerRoute } from '../server-route';
import { server as home } from './site/home-page';
import { server as allGames } from './site/all-games-page';
import { server as gameDetails } from './site/game-details-page';
import { server as download } from './site/download-page';
import { server as notice } from './site/notice-page';
import { server as faq } from './support/faq-page';
import { server as notFound } from './not-found-page';

const brand = { id: 'nova', name: 'Nova Games' } as SiteBrand;

function game(id: number, title: string): GameDetail {
  return {
    id,
    title,
    subTitle: `${title}, the sequel`,
    description: `All about ${title}.`,
    imageConfig: { cover: '', banner: '', icon: '' },
  } as GameDetail;
}
const GAMES = [game(1, 'Astral Keep'), game(2, 'Brass Tide')];

function context(url = '/', params: RouteContext['params'] = {}): RouteContext {
  return {
    lang: 'en',
    area: 'kr',
    brand,
    params,
    search: new URL(url, 'http://x').searchParams,
    t: (key, vars) => translate(en as Dictionary, key, vars, 'en'),
  };
}

/** The API answers by path (in the envelope), 404 for any other. */
beforeAll(() => {
  const answers: Record<string, unknown> = {
    '/api/games/simple': GAMES,
    '/api/games/all': GAMES,
    '/api/faqs/types': [],
    '/api/faqs': { list: [], total: 0 },
    '/api/site/notices/terms': { slug: 'terms', title: 'Terms', body: '', updatedAt: '2026-01-01T00:00:00Z' },
  };
  setApiEnvironment({
    config: () => ({ base: '/api', locale: { lang: 'en', area: 'kr' } }),
    transport: (url) => {
      const path = new URL(url, 'http://api.invalid').pathname;
      const found = path in answers;
      const body = found ? { code: 0, msg: 'ok', data: answers[path] } : { code: 1002, msg: 'Not found.', data: null };
      return Promise.resolve(Response.json(body, { status: found ? 200 : 404 }));
    },
  });
});

/** A client that records the key of every query it is asked for, in order. */
function recordingClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fetched: unknown[][] = [];
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'added') fetched.push([...event.query.queryKey]);
  });
  return { client, fetched };
}

function declared(route: ServerRoute | undefined): Required<Pick<ServerRoute, 'head'>> & ServerRoute {
  if (!route?.head) throw new Error('the page declares no head');
  return route as Required<Pick<ServerRoute, 'head'>> & ServerRoute;
}

describe('heads declared by the pages', () => {
  it('front page: the brand alone, described by its games, shared as the home page', () => {
    const client = new QueryClient();
    client.setQueryData(simpleGamesOptions('en', 'kr').queryKey, GAMES);
    expect(declared(home).head(client, context())).toEqual({
      heading: 'Nova Games',
      title: 'Nova Games',
      description: 'Nova Games: Astral Keep, Brass Tide',
      share: { kind: 'home' },
    });
  });

  it("all games and download: the route's title under the brand", () => {
    const client = new QueryClient();
    client.setQueryData(allGamesOptions('en', 'kr').queryKey, GAMES);
    expect(declared(allGames).head(client, context('/games'))).toEqual({
      heading: en.titles.allGames,
      title: `${en.titles.allGames} | Nova Games`,
      description: `${en.titles.allGames}: Astral Keep, Brass Tide`,
      share: { kind: 'allGames' },
    });
    expect(declared(download).head(client, context('/download'))).toMatchObject({
      title: `${en.titles.download} | Nova Games`,
      description: en.download.intro,
      share: { kind: 'download' },
    });
  });

  it("a game's page: named after its game and shared with it; an unknown id keeps the route's title", () => {
    const client = new QueryClient();
    client.setQueryData(allGamesOptions('en', 'kr').queryKey, GAMES);
    expect(declared(gameDetails).head(client, context('/GamesDetails?id=2'))).toEqual({
      heading: 'Brass Tide',
      title: 'Brass Tide | Nova Games',
      description: 'Brass Tide, the sequel. All about Brass Tide.',
      share: { kind: 'game', game: GAMES[1] },
    });
    expect(declared(gameDetails).head(client, context('/GamesDetails?id=9'))).toMatchObject({
      heading: en.titles.gameDetails,
      share: { kind: 'game' },
    });
  });

  it('a notice: its title, and its body flattened and clipped for the description', () => {
    const client = new QueryClient();
    const body = `# Privacy\n\n**We** keep ${'little '.repeat(40)}`;
    client.setQueryData(noticeOptions('privacy', 'en').queryKey, {
      slug: 'privacy',
      title: 'Privacy policy',
      body,
      updatedAt: '2026-01-01T00:00:00Z',
    });
    const head = declared(notice).head(client, context('/notice/privacy', { slug: 'privacy' }));
    expect(head.title).toBe('Privacy policy | Nova Games');
    expect(head.description).toMatch(/^Privacy We keep little little/);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description.endsWith('…')).toBe(true);
  });

  it('the FAQ: named after the game of `clientId`, else the FAQ of all games', () => {
    const client = new QueryClient();
    client.setQueryData(simpleGamesOptions('en', 'kr').queryKey, GAMES);
    const named = `${en.titles.supportFaq} · Astral Keep`;
    expect(declared(faq).head(client, context('/SupportCenter/faq?clientId=1'))).toEqual({
      heading: named,
      title: `${named} | Nova Games`,
      description: named,
      share: { kind: 'faq', game: GAMES[0] },
    });
    expect(declared(faq).head(client, context('/SupportCenter/faq'))).toMatchObject({
      heading: en.titles.supportFaq,
      share: { kind: 'faq' },
    });
  });

  it('the not-found page: titled, and shared with no one (noindex)', () => {
    expect(declared(notFound).head(new QueryClient(), context('/404'))).toMatchObject({
      title: `${en.titles.notFound} | Nova Games`,
      share: null,
    });
  });
});

describe('prefetches declared by the pages', () => {
  it('fetch the query keys their hooks read', async () => {
    const cases: [ServerRoute | undefined, RouteContext, unknown[][]][] = [
      [home, context(), [['games', 'simple', 'en', 'kr']]],
      [allGames, context('/games'), [['games', 'all', 'en', 'kr']]],
      [gameDetails, context('/GamesDetails?id=1'), [['games', 'all', 'en', 'kr']]],
      [download, context('/download'), [['games', 'all', 'en', 'kr']]],
      [notice, context('/notice/terms', { slug: 'terms' }), [['notice', 'terms', 'en']]],
    ];
    for (const [route, ctx, keys] of cases) {
      const { client, fetched } = recordingClient();
      await route!.prefetch!(client, ctx);
      expect(fetched).toEqual(keys);
      expect(
        client
          .getQueryCache()
          .getAll()
          .map((q) => q.state.status),
      ).toEqual(keys.map(() => 'success'));
    }
  });

  it("the FAQ: the games, then the chosen game's FAQ types and first FAQs; none while choosing again", async () => {
    const chosen = recordingClient();
    await faq!.prefetch!(chosen.client, context('/SupportCenter/faq?clientId=2'));
    expect(chosen.fetched).toEqual([
      ['games', 'simple', 'en', 'kr'],
      ['support', 'faq-types', 2, 'en', 'kr'],
      ['support', 'faqs', 2, null, '', 'en', 'kr'],
    ]);
    const choosing = recordingClient();
    await faq!.prefetch!(choosing.client, context('/SupportCenter/faq?clientId=2&choose=1'));
    expect(choosing.fetched).toEqual([['games', 'simple', 'en', 'kr']]);
    const unknown = recordingClient();
    await faq!.prefetch!(unknown.client, context('/SupportCenter/faq?clientId=99'));
    expect(unknown.fetched).toEqual([['games', 'simple', 'en', 'kr']]);
  });
});
