// Start-up of the staff console: theme and language first (no flash), then render under /console.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { loadDictionary, pickLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { AuthProvider } from './app/auth';
import { applyTheme, LocaleProvider, storedLanguage, storedTheme } from './app/locale';
import { AppRoutes } from './app/router';
import { routerOptions } from './app/router-options';
import { ToastProvider } from './components/toast';
import './app/styles.css';

async function start() {
  applyTheme(storedTheme());
  const lang = pickLanguage(storedLanguage(), navigator.languages);
  document.documentElement.lang = lang;
  const dict = await loadDictionary(lang);
  const queryClient = createQueryClient();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LocaleProvider initial={lang} initialDict={dict}>
          <AuthProvider>
            <ToastProvider>
              <BrowserRouter basename="/console" {...routerOptions}>
                <AppRoutes />
              </BrowserRouter>
            </ToastProvider>
          </AuthProvider>
        </LocaleProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
