// @vitest-environment happy-dom
// The front page's parts are rendered on the server (react-dom/server) and hydrated in the browser
// (docs/decisions/0022). Each is rendered here with renderToString while the browser's globals are gone
// (window, document, navigator, storage, matchMedia: a reference in render throws, as in node)
// and Math.random / Date.now answer differently than in the browser afterwards, then the same
// markup is hydrated with hydrateRoot in happy-dom under a browser that prefers reduced motion
// (or not). A render that reads the browser, the clock or chance, or decides motion before
// mount, shows up as a recoverable error, a console.error, or nodes replaced instead of adopted.
// The markup itself: the first banner eager and fetched first, the rest lazy, every image sized.
import { act, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteBrand } from '@guildhall/contract/brands';
import type { Area, Language } from '@guildhall/contract/areas';
import type { GameDetail } from '@guildhall/contract/games';
import en from '@guildhall/locales/player/en.json';
import ar from '@guildhall/locales/player/ar.json';
import { BrandContext } from '../../../lib/brand';
import type { Dictionary } from '../../../lib/i18n';
import { LocaleProvider } from '../../../lib/locale';
import { allGamesOptions, simpleGamesOptions } from '../../../features/games/api/get-games';
import { GameCard, GameCardPlaceholder } from '../../../features/games/components/game-card';
import { BannerCarousel, BannerCarouselPlaceholder } from '../../../features/home/components/banner-carousel';
import { ParticleBackground } from '../../../features/home/components/particle-background';
import { Page as HomePage } from './home-page';
import { Page as AllGamesPage } from './all-games-page';
import { Page as GameDetailsPage } from './game-details-page';
import { Page as DownloadPage } from './download-page';

const BRAND = {
  id: 'nova',
  name: 'Nova',
  footer: 'standard',
  carousel: 'coverflow',
  rechargeButton: true,
  attachmentMaxFiles: 3,
  attachmentMaxBytes: 20 * 1024 * 1024,
  notices: ['privacy', 'terms'],
} as SiteBrand;

function game(id: number, title: string): GameDetail {
  return {
    id,
    title,
    subTitle: `${title} subtitle`,
    gameName: title.toLowerCase(),
    logo: `/media/logo-${id}.svg`,
    imageConfig: { cover: `/media/cover-${id}.svg`, banner: `/media/banner-${id}.svg`, icon: `/media/icon-${id}.svg` },
    link: { replenishment: `https://pay.example/${id}`, payment: '' },
    description: `About ${title}.`,
    downloadUrl: id % 2 ? `https://get.example/${id}` : null,
    area: 'sea',
    platforms: ['android', 'ios'],
  } as GameDetail;
}
const GAMES = [game(11, 'Astral Keep'), game(22, 'Brass Tide'), game(33, 'Cinder Vale'), game(44, 'Dusk Harbour')];

interface Setup {
  route?: string;
  lang?: Language;
  area?: Area;
  brand?: SiteBrand;
  /** Games already in the query cache (as the server-rendered page carries them); none = loading. */
  games?: GameDetail[];
}

/** The site's providers around `ui`, a fresh query client each time (server, then browser). */
function tree(ui: ReactNode, { route = '/', lang = 'en', area = 'sea', brand = BRAND, games }: Setup): ReactNode {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (games) {
    client.setQueryData(simpleGamesOptions(lang, area).queryKey, games);
    client.setQueryData(allGamesOptions(lang, area).queryKey, games);
  }
  const dict = (lang === 'ar' ? ar : en) as Dictionary;
  return (
    <MemoryRouter initialEntries={[route]}>
      <BrandContext.Provider value={brand}>
        <QueryClientProvider client={client}>
          <LocaleProvider initial={{ area, lang }} initialDict={dict}>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
          </LocaleProvider>
        </QueryClientProvider>
      </BrandContext.Provider>
    </MemoryRouter>
  );
}

const BROWSER_GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'matchMedia',
  'requestAnimationFrame',
] as const;

/** renderToString as on the server: no browser globals, and chance and the clock of another machine. */
function serverRender(element: ReactNode): string {
  const saved = BROWSER_GLOBALS.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  for (const name of BROWSER_GLOBALS)
    Object.defineProperty(globalThis, name, { value: undefined, configurable: true, writable: true });
  const random = vi.spyOn(Math, 'random').mockReturnValue(0.123);
  const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
  try {
    return renderToString(element);
  } finally {
    random.mockRestore();
    now.mockRestore();
    BROWSER_GLOBALS.forEach((name, i) => {
      const descriptor = saved[i];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    });
  }
}

/** A browser that prefers reduced motion (or not): the query the components ask after mount. */
function preferReducedMotion(reduce: boolean) {
  const original = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    if (!query.includes('prefers-reduced-motion')) return original(query);
    return {
      matches: reduce,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    } as Partial<MediaQueryList> as MediaQueryList;
  });
}

interface Hydrated {
  container: HTMLElement;
  html: string;
  errors: string[];
  /**
   * Images and top-level elements of the server markup that hydration replaced instead of
   * adopting (a failed hydration renders the tree anew; updates after it leave these alone).
   */
  replaced: number;
}

const roots: Root[] = [];

/** Server-renders `ui`, puts the markup in the page, hydrates the same tree, and reports what went wrong. */
async function hydrate(ui: ReactNode, setup: Setup & { reduceMotion?: boolean } = {}): Promise<Hydrated> {
  const html = serverRender(tree(ui, setup));
  preferReducedMotion(setup.reduceMotion ?? false);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const before = [
    ...Array.from(container.children),
    ...Array.from(container.querySelectorAll('img, h1, h2, h3, .gh-card, .gh-carousel__stage')),
  ];
  // The browser asks for data the page does not carry: never answered here.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  const errors: string[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
  vi.spyOn(Math, 'random').mockReturnValue(0.987);
  vi.spyOn(Date, 'now').mockReturnValue(9_000_000);
  try {
    await act(async () => {
      roots.push(
        hydrateRoot(container, tree(ui, setup), {
          onRecoverableError: (error) => errors.push(`recoverable: ${String(error)}`),
        }),
      );
    });
    // Effects after mount (reduced motion, autoplay, particles) run and settle.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  } finally {
    consoleError.mockRestore();
  }
  const replaced = before.filter((el) => !el.isConnected).length;
  return { container, html, errors, replaced };
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function expectClean(result: Hydrated) {
  expect(result.errors).toEqual([]);
  expect(result.replaced).toBe(0);
}

/** Every img has a width and height (its room is known before it loads). */
function expectSizedImages(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const imgs = Array.from(doc.querySelectorAll('img'));
  expect(imgs.length).toBeGreaterThan(0);
  for (const img of imgs) {
    expect(Number(img.getAttribute('width')), img.outerHTML).toBeGreaterThan(0);
    expect(Number(img.getAttribute('height')), img.outerHTML).toBeGreaterThan(0);
  }
  return imgs;
}

describe('the harness', () => {
  it('catches a component whose first render reads chance', async () => {
    function Unsafe() {
      return <p data-seed={Math.random()}>{Math.random() > 0.5 ? 'heads' : 'tails'}</p>;
    }
    const result = await hydrate(<Unsafe />);
    expect(result.errors.join('\n')).toMatch(/hydrat/i);
  });

  it('catches a component whose first render reads the browser', async () => {
    function Unsafe() {
      return <p>{typeof window === 'undefined' ? 'server' : window.innerWidth}</p>;
    }
    const result = await hydrate(<Unsafe />);
    expect(result.errors.join('\n')).toMatch(/hydrat/i);
  });
});

describe.each([
  { variant: 'coverflow', lang: 'en', reduceMotion: false },
  { variant: 'fade', lang: 'en', reduceMotion: true },
  { variant: 'coverflow', lang: 'ar', reduceMotion: true },
] as const)('banner carousel ($variant, $lang, reduced motion $reduceMotion)', ({ variant, lang, reduceMotion }) => {
  it('hydrates the server markup without a mismatch, then follows the browser', async () => {
    const result = await hydrate(<BannerCarousel games={GAMES} variant={variant} />, {
      lang,
      area: lang === 'ar' ? 'eru' : 'sea',
      reduceMotion,
    });
    expectClean(result);
    // The server cannot know the preference: it draws the play/pause button; the browser drops it
    // after hydration when motion is unwanted.
    expect(result.html).toContain('gh-carousel__toggle');
    expect(result.container.querySelector('.gh-carousel__toggle') === null).toBe(reduceMotion);
    expect(result.container.querySelector('.gh-carousel')?.classList.contains('gh-carousel--playing')).toBe(
      !reduceMotion,
    );
    expect(result.container.querySelector('.gh-carousel')?.getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  });

  it('names the first banner eager and fetched first, the others lazy, all sized', async () => {
    const imgs = expectSizedImages(
      serverRender(
        tree(<BannerCarousel games={GAMES} variant={variant} />, { lang, area: lang === 'ar' ? 'eru' : 'sea' }),
      ),
    );
    expect(imgs).toHaveLength(GAMES.length);
    const [first, ...rest] = imgs;
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    // Decoded with the frame that paints the text around it, the others off that frame.
    expect(first!.getAttribute('decoding')).toBe('sync');
    for (const img of rest) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('fetchpriority')).toBeNull();
      expect(img.getAttribute('decoding')).toBe('async');
    }
  });
});

describe('particle background', () => {
  it.each([false, true])(
    'renders nothing on the server and hydrates cleanly (reduced motion %s)',
    async (reduceMotion) => {
      // A canvas context happy-dom lacks: the drawing loop starts and draws without failing.
      const ctx = new Proxy({}, { get: () => () => undefined, set: () => true });
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
      vi.stubGlobal(
        'Path2D',
        class {
          moveTo() {}
          lineTo() {}
        },
      );
      const result = await hydrate(<ParticleBackground />, { reduceMotion });
      expect(result.html).toBe('');
      expectClean(result);
      expect(result.container.querySelector('canvas') === null).toBe(reduceMotion);
    },
  );
});

describe('placeholders', () => {
  it('hydrate cleanly and take the carousel and card classes (their room)', async () => {
    const result = await hydrate(
      <>
        <BannerCarouselPlaceholder variant="fade" />
        <GameCardPlaceholder />
      </>,
    );
    expectClean(result);
    const carousel = result.container.querySelector('.gh-carousel');
    expect(carousel?.className).toBe('gh-carousel gh-carousel--fade gh-carousel--placeholder');
    expect(carousel?.querySelector('.gh-carousel__stage')).not.toBeNull();
    expect(carousel?.querySelector('.gh-carousel__controls')).not.toBeNull();
    expect(result.container.querySelector('.gh-card .gh-card__cover')).not.toBeNull();
  });
});

describe('game card', () => {
  it('hydrates cleanly; priority is eager and fetched first, the default lazy', async () => {
    const result = await hydrate(
      <>
        <GameCard game={GAMES[0]!} priority />
        <GameCard game={GAMES[1]!} eager />
        <GameCard game={GAMES[2]!} />
      </>,
    );
    expectClean(result);
    const imgs = expectSizedImages(result.html);
    const covers = imgs.filter((img) => img.getAttribute('src')?.includes('cover'));
    expect(
      covers.map((img) => [
        img.getAttribute('loading'),
        img.getAttribute('fetchpriority'),
        img.getAttribute('decoding'),
      ]),
    ).toEqual([
      ['eager', 'high', 'sync'],
      ['eager', null, 'async'],
      ['lazy', null, 'async'],
    ]);
  });
});

describe.each(['en', 'ar'] as const)('pages with their data in the page (%s)', (lang) => {
  const area: Area = lang === 'ar' ? 'eru' : 'sea';

  it('front page: carousel and cards, the first banner and the first cover fetched first', async () => {
    const result = await hydrate(<HomePage />, { lang, area, games: GAMES });
    expectClean(result);
    expect(result.container.querySelectorAll('.gh-card')).toHaveLength(GAMES.length);
    const imgs = expectSizedImages(result.html);
    const high = imgs
      .filter((img) => img.getAttribute('fetchpriority') === 'high')
      .map((img) => img.getAttribute('src'));
    expect(high).toEqual([GAMES[0]!.imageConfig.banner, GAMES[0]!.imageConfig.cover]);
    // Below the carousel every other card's art waits until it comes near.
    const laterCovers = imgs.filter((img) => /cover-(22|33|44)/.test(img.getAttribute('src') ?? ''));
    expect(laterCovers.map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy']);
  });

  it('front page while the games load: the placeholders, then the same page hydrates', async () => {
    const result = await hydrate(<HomePage />, { lang, area });
    expectClean(result);
    expect(result.container.querySelector('.gh-carousel--placeholder')).not.toBeNull();
    expect(result.container.querySelectorAll('.gh-card--placeholder')).toHaveLength(3);
    expect(result.container.querySelector('[role="status"]')?.textContent).toBe(
      (lang === 'ar' ? ar : en).common.loading,
    );
  });

  it('all games: the first row eager, the first cover fetched first, the rest lazy', async () => {
    const result = await hydrate(<AllGamesPage />, { lang, area, games: GAMES });
    expectClean(result);
    const covers = expectSizedImages(result.html).filter((img) => img.getAttribute('src')?.includes('cover'));
    expect(covers.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy']);
    expect(covers.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null, null]);
  });

  it('game details: the hero eager and fetched first, the hidden logo lazy', async () => {
    const result = await hydrate(<GameDetailsPage />, { lang, area, games: GAMES, route: '/GamesDetails?id=22' });
    expectClean(result);
    expect(result.container.querySelector('.gh-details__title')?.textContent).toBe('Brass Tide');
    const imgs = expectSizedImages(result.html);
    const hero = imgs.find((img) => img.getAttribute('src') === GAMES[1]!.imageConfig.banner)!;
    expect([hero.getAttribute('loading'), hero.getAttribute('fetchpriority'), hero.getAttribute('decoding')]).toEqual([
      'eager',
      'high',
      'sync',
    ]);
    expect(imgs.find((img) => img.getAttribute('src') === GAMES[1]!.logo)?.getAttribute('loading')).toBe('lazy');
  });

  it('game details while the games load: the hero room', async () => {
    const result = await hydrate(<GameDetailsPage />, { lang, area, route: '/GamesDetails?id=22' });
    expectClean(result);
    expect(result.container.querySelector('.gh-details__hero--placeholder')).not.toBeNull();
  });

  it('download: hydrates cleanly, icons sized and lazy', async () => {
    const result = await hydrate(<DownloadPage />, { lang, area, games: GAMES });
    expectClean(result);
    const imgs = expectSizedImages(result.html);
    expect(imgs).toHaveLength(GAMES.length);
    for (const img of imgs) expect(img.getAttribute('loading')).toBe('lazy');
  });
});
