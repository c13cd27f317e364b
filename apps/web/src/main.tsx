// Start-up: take tokens and one-time codes out of the address bar, read the brand the server
// injected, settle area and language, start the front page's data and the dictionary in
// parallel, then render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { readBoot } from './lib/boot';
import { configureApi } from './lib/api-client';
import { loadDictionary } from './lib/i18n';
import { adoptRememberedSession, captureUrlToken, takeUrlContext, writeSession } from './lib/session';
import { takeOAuthCallback } from './lib/oauth-callback';
import { createQueryClient } from './lib/query-client';
import { BrandContext } from './lib/brand';
import { applyDocumentLocale, initialLocale, LocaleProvider } from './lib/locale';
import { ToastProvider } from './components/toast';
import { Layout } from './app/layout';
import { simpleGamesOptions } from './features/games/api/get-games';
import './app/styles.css';

// First, before anything reads the URL: the in-game token and a social login's code leave it.
captureUrlToken();
takeOAuthCallback();
adoptRememberedSession();

async function start() {
  const boot = await readBoot();
  writeSession('self_brand', boot.brand.id);
  const url = takeUrlContext(window.location.search);
  const initial = initialLocale(boot, url);
  configureApi(boot.apiBase, initial);
  applyDocumentLocale(initial.lang);

  const queryClient = createQueryClient();
  void queryClient.prefetchQuery(simpleGamesOptions(initial.lang, initial.area));
  const dict = await loadDictionary(initial.lang);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrandContext.Provider value={boot.brand}>
        <QueryClientProvider client={queryClient}>
          <LocaleProvider initial={initial} initialDict={dict}>
            <ToastProvider>
              <BrowserRouter>
                <Layout />
              </BrowserRouter>
            </ToastProvider>
          </LocaleProvider>
        </QueryClientProvider>
      </BrandContext.Provider>
    </StrictMode>,
  );
}

void start();
