// Rendering a player-site component for a unit test (happy-dom) with Testing Library: a memory
// router, the brand, a fresh query client, the player's language (English unless asked) and toasts.
// Tests find what a person finds (role and label, `screen`) and act through user-event.
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { SiteBrand } from '@guildhall/contract/brands';
import type { Area, Language } from '@guildhall/contract/areas';
import en from '@guildhall/locales/player/en.json';
import { BrandContext } from '../src/lib/brand';
import { I18nProvider, type Dictionary } from '../src/lib/i18n';
import { LocaleProvider } from '../src/lib/locale';
import { ToastProvider } from '../src/components/toast';
import '../../../tests/setup/happy-dom-forms';
import { setupUser } from '../../../tests/setup/user-event';

export { enter } from '../../../tests/setup/user-event';

// Answers, timers and signing take a moment; the hand-made harnesses waited about as long.
configure({ asyncUtilTimeout: 3000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

export const TEST_BRAND = {
  id: 'nova',
  name: 'Nova',
  footer: 'standard',
  attachmentMaxFiles: 3,
  attachmentMaxBytes: 20 * 1024 * 1024,
  notices: ['privacy', 'terms', 'user-agreement'],
} as SiteBrand;

export interface SiteOptions {
  /** The address the memory router starts at. */
  route?: string;
  lang?: Language;
  dict?: Dictionary;
  brand?: SiteBrand;
  /** The whole locale (language and area, as the app has it) instead of the dictionary alone. */
  area?: Area;
  /** The toast region (it renders a live region of its own); on unless a test counts every node. */
  toasts?: boolean;
}

/** Renders `ui` inside the site's providers; `user` acts on it like a person (typing, clicking). */
export function renderSite(
  ui: ReactNode,
  { route = '/', lang = 'en', dict = en as Dictionary, brand = TEST_BRAND, area, toasts = true }: SiteOptions = {},
) {
  const withToasts = (children: ReactNode) => (toasts ? <ToastProvider>{children}</ToastProvider> : children);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = setupUser();
  const result = render(ui, {
    wrapper: ({ children }) => (
      <MemoryRouter initialEntries={[route]}>
        <BrandContext.Provider value={brand}>
          <QueryClientProvider client={client}>
            {area ? (
              <LocaleProvider initial={{ area, lang }} initialDict={dict}>
                {withToasts(children)}
              </LocaleProvider>
            ) : (
              <I18nProvider lang={lang} dict={dict}>
                {withToasts(children)}
              </I18nProvider>
            )}
          </QueryClientProvider>
        </BrandContext.Provider>
      </MemoryRouter>
    ),
  });
  return { ...result, user, client };
}

/** A JSON answer of the stubbed API (`fetch`), the envelope as the API sends it. */
export function jsonAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The texts tied to a control by aria-describedby (its hint, counter and error), as a screen reader reads them. */
export function describedText(el: HTMLElement): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
