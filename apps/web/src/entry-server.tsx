// The server renderer of the player site, built by `vite build --ssr` into
// apps/web/dist-ssr and called by the API (apps/api/src/plugins/web.ts). It renders the same
// tree as main.tsx for one URL, brand and language: the public pages with their data, every other
// page as the shell with its content left to the browser. Data comes through the same query
// functions as in the browser, their calls answered by the caller's `fetch` (the API in-process).
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Query, QueryClient } from '@tanstack/react-query';
import type { Area, Language } from '@guildhall/contract/areas';
import type { GameDetail, GameListItem } from '@guildhall/contract/games';
import type { Notice } from '@guildhall/contract/brands';
import type { Boot } from './lib/boot';
import { ApiError, setApiEnvironment, type ApiClientConfig } from './lib/api-client';
import { ErrorCode } from '@guildhall/contract/errors';
import { webPaths } from '@guildhall/contract/paths';
import { loadDictionary, translate, type Dictionary } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import type { SsrState } from './lib/ssr-state';
import { AppProviders } from './app/providers';
import { Layout } from './app/layout';
import { CLIENT_ONLY_DIGEST, routeFor, ServerRenderContext } from './app/router';

export type { SsrState } from './lib/ssr-state';

type Transport = (url: string, init: RequestInit) => Promise<Response>;

interface RenderScope {
  config: ApiClientConfig;
  transport: Transport;
}

const scope = new AsyncLocalStorage<RenderScope>();
setApiEnvironment({
  config: () => scope.getStore()?.config ?? { base: '/api', locale: { lang: 'en', area: 'kr' } },
  transport: (url, init) => {
    const current = scope.getStore();
    if (!current) return Promise.reject(new Error('api call outside a server render'));
    return current.transport(url, init);
  },
});

export type PageKind = 'home' | 'allGames' | 'game' | 'download' | 'notice' | 'faq' | 'notFound' | 'app';

export interface RenderInput {
  /** Path and query of the page (only the values pages read; the caller drops the rest). */
  url: string;
  boot: Boot;
  lang: Language;
  area: Area;
  /** Answers the API calls the page's queries make (method, URL with query, headers). */
  fetch: Transport;
  /** Aborts a render that takes longer (ms). */
  timeoutMs?: number;
}

export interface RenderResult {
  /** The markup inside <div id="root">. */
  html: string;
  /** For <script type="application/json" id="gh-ssr">. */
  state: SsrState;
  status: 200 | 404;
  page: {
    kind: PageKind;
    /** The tab's title: "<page> | <brand>", the brand alone on the front page. */
    title: string;
    /** The page's own title, without the brand (for share cards). */
    heading: string;
    description: string;
    game?: GameDetail | GameListItem;
    /** The page's module as the build's manifest names it (its chunk and CSS go in <head>). */
    module?: string;
  };
  /** Errors the render met (a failed query, a component that threw); the page still renders. */
  errors: unknown[];
}

/** What each server-rendered route is, by its path in the route table. */
const KINDS: Record<string, PageKind> = {
  [webPaths.home]: 'home',
  [webPaths.allGames]: 'allGames',
  [webPaths.gameDetails]: 'game',
  [webPaths.download]: 'download',
  [webPaths.notice]: 'notice',
  [webPaths.supportFaq]: 'faq',
  '*': 'notFound',
};

function enabled(query: Query): boolean {
  const value = (query.options as { enabled?: unknown }).enabled;
  return typeof value === 'function' ? Boolean((value as (q: Query) => boolean)(query)) : value !== false;
}

/** Queries a render asked for and nobody has fetched (the server never fetches during a render). */
function unfetched(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (q) =>
        q.state.status === 'pending' && q.state.fetchStatus === 'idle' && q.state.errorUpdateCount === 0 && enabled(q),
    );
}

function renderOnce(element: React.ReactNode, errors: unknown[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Everything in place, in order: no boundary sent apart with an inline script to move it
      // (the page has no inline script; its CSP allows none).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (err) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
      onError: (err) => {
        if ((err as { digest?: string } | null)?.digest === CLIENT_ONLY_DIGEST) return CLIENT_ONLY_DIGEST;
        errors.push(err);
        return undefined;
      },
    });
    const timer = setTimeout(() => stream.abort(new Error(`server render took over ${timeoutMs} ms`)), timeoutMs);
  });
}

function clip(text: string, max = 160): string {
  const flat = text
    .replace(/[#*_>`[\]()|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

function describe(
  kind: PageKind,
  client: QueryClient,
  input: RenderInput,
  dict: Dictionary,
  titleKey: string | undefined,
  params: URLSearchParams,
): RenderResult['page'] {
  const { brand } = input.boot;
  const t = (key: string, vars?: Record<string, string | number>) => translate(dict, key, vars, input.lang);
  const key = [input.lang, input.area];
  const simple = client.getQueryData<GameListItem[]>(['games', 'simple', ...key]);
  const all = client.getQueryData<GameDetail[]>(['games', 'all', ...key]);
  const titles = (simple ?? all ?? []).map((g) => g.title).join(', ');
  const withBrand = (heading: string) => ({ heading, title: `${heading} | ${brand.name}` });
  switch (kind) {
    case 'home':
      return { kind, heading: brand.name, title: brand.name, description: clip(`${brand.name}: ${titles}`) };
    case 'game': {
      const id = Number(params.get('id'));
      const game = all?.find((g) => g.id === id);
      if (game)
        return { kind, ...withBrand(game.title), description: clip(`${game.subTitle}. ${game.description}`), game };
      break;
    }
    case 'notice': {
      const slug = decodeURIComponent(new URL(input.url, 'http://x').pathname.split('/')[2] ?? '');
      const notice = client.getQueryData<Notice>(['notice', slug, input.lang]);
      if (notice) return { kind, ...withBrand(notice.title), description: clip(notice.body) };
      break;
    }
    case 'faq': {
      const id = Number(params.get('clientId'));
      const game = simple?.find((g) => g.id === id);
      const heading = t('titles.supportFaq');
      if (game)
        return {
          kind,
          ...withBrand(`${heading} · ${game.title}`),
          description: clip(`${heading} · ${game.title}`),
          game,
        };
      return { kind, ...withBrand(heading), description: clip(`${heading}: ${titles}`) };
    }
    default:
      break;
  }
  const heading = titleKey ? t(titleKey) : brand.name;
  const description = kind === 'download' ? t('download.intro') : titles ? `${heading}: ${titles}` : heading;
  return { kind, ...withBrand(heading), description: clip(description) };
}

export async function render(input: RenderInput): Promise<RenderResult> {
  const config: ApiClientConfig = { base: '/api', locale: { lang: input.lang, area: input.area } };
  return scope.run({ config, transport: input.fetch }, async () => {
    const url = new URL(input.url, 'http://render.invalid');
    const route = routeFor(url.pathname);
    const kind = route.ssr ? (KINDS[route.path] ?? 'app') : 'app';
    const client = createQueryClient();
    // A failed call is shown as it failed (the page's error state, not a spinner): the browser may
    // retry, the server does not.
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false, retryOnMount: false } });
    const [dict] = await Promise.all([loadDictionary(input.lang), route.ssr ? route.Component.preload() : undefined]);
    const locale = { lang: input.lang, area: input.area };
    const element = (
      <ServerRenderContext.Provider value={true}>
        <AppProviders brand={input.boot.brand} queryClient={client} locale={locale} dict={dict}>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <Layout />
          </StaticRouter>
        </AppProviders>
      </ServerRenderContext.Provider>
    );
    const timeoutMs = input.timeoutMs ?? 5000;
    const errors: unknown[] = [];
    let html = '';
    let failedQueries = 0;
    let notFound = false;
    // Render, fetch what the render asked for, render again with it, until it asks for nothing
    // new (a page whose second query needs its first's answer takes one pass more).
    for (let pass = 0; pass < 4; pass += 1) {
      const passErrors: unknown[] = [];
      html = await renderOnce(element, passErrors, timeoutMs);
      const wanted = unfetched(client);
      if (wanted.length === 0 || pass === 3) {
        errors.push(...passErrors);
        break;
      }
      await Promise.all(
        wanted.map((q) =>
          q.fetch().catch((err: unknown) => {
            failedQueries += 1;
            if (err instanceof ApiError && err.code === ErrorCode.notFound) notFound = true;
            errors.push(err);
          }),
        ),
      );
    }
    const queries: SsrState['queries'] = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'success')
      .map((q) => [q.queryKey, q.state.data]);
    return {
      html,
      state: { lang: input.lang, area: input.area, dict, queries, complete: failedQueries === 0 },
      // A page whose data does not exist (a notice the brand does not offer) is not found too.
      status: kind === 'notFound' || notFound ? 404 : 200,
      page: {
        ...describe(kind, client, input, dict, route.titleKey, url.searchParams),
        ...(route.Component.source ? { module: route.Component.source } : {}),
      },
      errors,
    };
  });
}
