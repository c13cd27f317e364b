// Start-up: take tokens and one-time codes out of the address bar, read the brand the server
// injected, settle area and language, then hydrate the page the server rendered with
// the data and dictionary it sent along, or, where it rendered for another language or not at all
// (the Vite dev server), fetch the dictionary and the front page's data and render.
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { readBoot, readJsonBlock } from './lib/boot';
import { configureApi } from './lib/api-client';
import { loadDictionary } from './lib/i18n';
import { adoptRememberedSession, captureUrlToken, takeUrlContext, writeSession } from './lib/session';
import { webPaths } from '@guildhall/contract/paths';
import { createQueryClient } from './lib/query-client';
import { applyDocumentLocale, initialLocale } from './lib/locale';
import { SSR_STATE_ID, type SsrState } from './lib/ssr-state';
import { APP_READY, APP_STARTING } from './lib/picture-first';
import { AppProviders } from './app/providers';
import { Layout } from './app/layout';
import { CLIENT_ONLY_DIGEST, routeFor } from './app/router';
import { simpleGamesOptions } from './features/games/api/get-games';
import './app/styles.css';

// The contract's schemas parse in the browser without zod's compiled fast path: it probes with
// `new Function`, which the page's CSP (no 'unsafe-eval') refuses and reports as a violation.
// zod keeps its settings in this global and adopts an object already there (zod/v4/core/core.js);
// setting it here, before any chunk with zod loads, costs the entry no byte of zod.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

// First, before anything reads the URL: the in-game token and a social login's code leave it.
captureUrlToken();
// A social login's answer comes back on one page only: the code that takes it loads only there.
const oauthCallback =
  window.location.pathname.toLowerCase() === webPaths.vkRedirect.toLowerCase()
    ? import('./lib/oauth-callback').then((m) => void m.takeOAuthCallback())
    : null;
adoptRememberedSession();

/** Resolves once the browser has had a frame to paint what it has. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Tells the page loader (src/page-loader.ts) that the page now answers: it gives a tap made before to its button. */
function AppReady() {
  useEffect(() => {
    document.dispatchEvent(new Event(APP_READY));
  }, []);
  return null;
}

async function start() {
  await oauthCallback;
  const boot = await readBoot();
  writeSession('self_brand', boot.brand.id);
  const url = takeUrlContext(window.location.search);
  const initial = initialLocale(boot, url);
  configureApi(boot.apiBase, initial);
  applyDocumentLocale(initial.lang);

  const queryClient = createQueryClient();
  const rootElement = document.getElementById('root')!;
  const ssr = readJsonBlock<SsrState>(SSR_STATE_ID);
  // The server's page is taken over only when it is the page this tab would draw: same language
  // and area (a language chosen earlier in this tab may differ from the one the server chose).
  const hydrate =
    ssr !== null &&
    ssr.complete &&
    ssr.lang === initial.lang &&
    ssr.area === initial.area &&
    rootElement.firstElementChild !== null;
  let dict;
  if (hydrate) {
    for (const [key, data] of ssr.queries) queryClient.setQueryData(key, data);
    dict = ssr.dict;
    // The page's chunk first, so hydration does not wait on it with the server's HTML inert; and
    // the server's page on screen first: hydrating takes a phone's CPU for a while, and the page
    // should not wait behind it for its first paint.
    await Promise.all([
      routeFor(window.location.pathname)
        .Component.preload()
        .catch(() => undefined),
      afterNextPaint(),
    ]);
  } else {
    void queryClient.prefetchQuery(simpleGamesOptions(initial.lang, initial.area));
    dict = await loadDictionary(initial.lang);
  }

  const app = (
    <StrictMode>
      <AppProviders brand={boot.brand} queryClient={queryClient} locale={initial} dict={dict}>
        <BrowserRouter>
          <Layout />
        </BrowserRouter>
        <AppReady />
      </AppProviders>
    </StrictMode>
  );
  // The page loader hands taps over to React from here (src/page-loader.ts).
  document.dispatchEvent(new Event(APP_STARTING));
  if (hydrate) {
    hydrateRoot(rootElement, app, {
      // A page the server left to the browser (its digest) is expected; anything else is reported.
      onRecoverableError(error, info) {
        const digest = (error as { digest?: string }).digest ?? (info as { digest?: string }).digest;
        if (digest === CLIENT_ONLY_DIGEST) return;
        console.error(error, info.componentStack);
      },
    });
  } else {
    rootElement.replaceChildren();
    createRoot(rootElement).render(app);
  }
}

void start();
