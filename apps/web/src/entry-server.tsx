// The server renderer of the player site, built by `vite build --ssr` into
// apps/web/dist-ssr and called by the API (apps/api/src/plugins/web.ts; in development its source,
// through Vite). It renders the same tree as main.tsx for one URL, brand and language, once: the
// route a URL matches declares the queries it draws with (`prefetch`) and its head beside its
// component (app/server-route.ts), so the data is fetched first and the page drawn with it. Every
// other page is the shell with its content left to the browser. Data comes through the same query
// functions as in the browser, their calls answered by the caller's `fetch` (the API in-process).
// What goes in and out is declared once, in packages/contract/src/server-render.ts.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import type { Query, QueryClient } from '@tanstack/react-query';
import type { PageHead, RenderInput, RenderResult, RenderTransport } from '@guildhall/contract/server-render';
import { ApiError, setApiEnvironment, type ApiClientConfig } from './lib/api-client';
import { ErrorCode } from '@guildhall/contract/errors';
import { loadDictionary, translate } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import type { SsrState } from './lib/ssr-state';
import { AppProviders } from './app/providers';
import { Layout, prefetchShell } from './app/layout';
import { CLIENT_ONLY_DIGEST, routeFor, ServerRenderContext } from './app/router';
import { titled, type RouteContext } from './app/server-route';

export type { SsrState } from './lib/ssr-state';

interface RenderScope {
  config: ApiClientConfig;
  transport: RenderTransport;
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

function enabled(query: Query): boolean {
  const value = (query.options as { enabled?: unknown }).enabled;
  return typeof value === 'function' ? Boolean((value as (q: Query) => boolean)(query)) : value !== false;
}

/** Queries the render used that nobody fetched: its route's prefetch does not declare them. */
function undeclared(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && enabled(q));
}

function renderPage(element: React.ReactNode, errors: unknown[], timeoutMs: number): Promise<string> {
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
    // A stream rather than react-dom's renderToString: a page's texts and chunk may still suspend
    // (they load once per process), and the stream waits for them within this one render.
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

export async function render(input: RenderInput): Promise<RenderResult & { state: SsrState }> {
  const config: ApiClientConfig = { base: '/api', locale: { lang: input.lang, area: input.area } };
  return scope.run({ config, transport: input.fetch }, async () => {
    const url = new URL(input.url, 'http://render.invalid');
    const route = routeFor(url.pathname);
    const params = matchPath({ path: route.path, caseSensitive: false }, url.pathname)?.params ?? {};
    const client = createQueryClient();
    // A failed call is shown as it failed (the page's error state, not a spinner): the browser may
    // retry, the server does not.
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false, retryOnMount: false } });
    const [dict, page] = await Promise.all([
      loadDictionary(input.lang),
      route.ssr ? route.Component.preload() : undefined,
    ]);
    const ctx: RouteContext = {
      lang: input.lang,
      area: input.area,
      brand: input.boot.brand,
      params,
      search: url.searchParams,
      t: (key, vars) => translate(dict, key, vars, input.lang),
    };
    const errors: unknown[] = [];
    // The shell's and the route's data first; a query that fails stays failed in the cache and is
    // drawn as such.
    const declared = page?.server;
    const prefetches = [prefetchShell, declared?.prefetch].filter((p) => p !== undefined);
    await Promise.all(
      prefetches.map((prefetch) =>
        prefetch(client, ctx).catch((err: unknown) => {
          if (!client.getQueryCache().findAll({ predicate: (q) => q.state.error === err }).length) errors.push(err);
        }),
      ),
    );
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
    const html = await renderPage(element, errors, input.timeoutMs ?? 5000);
    const cached = client.getQueryCache().getAll();
    const failed = cached.filter((q) => q.state.status === 'error').map((q) => q.state.error);
    // A query the page drew as loading because its route does not declare it: the browser fetches it.
    for (const q of undeclared(client))
      errors.push(new Error(`query ${JSON.stringify(q.queryKey)} is not in its route's prefetch`));
    errors.unshift(...failed);
    const notFound = failed.some((err) => err instanceof ApiError && err.code === ErrorCode.notFound);
    const queries: SsrState['queries'] = cached
      .filter((q) => q.state.status === 'success')
      .map((q) => [q.queryKey, q.state.data]);
    const head: PageHead =
      declared?.head?.(client, ctx) ??
      titled(client, ctx, route.titleKey ? ctx.t(route.titleKey) : input.boot.brand.name, null);
    return {
      html,
      state: { lang: input.lang, area: input.area, dict, queries, complete: failed.length === 0 },
      // A page whose data does not exist (a notice the brand does not offer) is not found too.
      status: route.path === '*' || notFound ? 404 : 200,
      head,
      ...(route.Component.source ? { module: route.Component.source } : {}),
      errors,
    };
  });
}
