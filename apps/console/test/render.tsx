// Rendering a console component for a unit test (happy-dom) with Testing Library: English texts, a
// fresh query client, toasts, a memory router that navigates like the app's
// (app/router-options.ts). Tests find what a person finds (role and label, `screen`) and act
// through user-event; this file adds only the API's answers and a stubbed fetch.
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, within } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import en from '@guildhall/locales/console/en.json';
import { routerOptions } from '../src/app/router-options';
import { ToastProvider } from '../src/components/toast';
import { I18nProvider } from '../src/lib/i18n';
import '../../../tests/setup/happy-dom-forms';
import { setupUser } from '../../../tests/setup/user-event';

export { enter } from '../../../tests/setup/user-event';

// Signing a request (WebCrypto) and the answers take a moment; the old harness waited up to 3 s too.
configure({ asyncUtilTimeout: 3000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders `ui` inside the console's providers; `user` acts on it like a person (typing, clicking). */
export function renderPage(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = setupUser();
  const result = render(ui, {
    wrapper: ({ children }) => (
      <MemoryRouter {...routerOptions}>
        <QueryClientProvider client={client}>
          <I18nProvider lang="en" dict={en}>
            <ToastProvider>{children}</ToastProvider>
          </I18nProvider>
        </QueryClientProvider>
      </MemoryRouter>
    ),
  });
  return { ...result, user };
}

/** A JSON answer in the API's envelope. */
export function answer(code: number, data: unknown = null, status = 200): Response {
  return new Response(JSON.stringify({ code, msg: '', data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function stubFetch(...answers: Response[]) {
  const fn = vi.fn(async (_url: string, _init?: RequestInit) => answers.shift() ?? answer(0));
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The POST requests a stubbed fetch received, as `[url, body]`. */
export function posts(fetchMock: { mock: { calls: unknown[][] } }) {
  return (fetchMock.mock.calls as [string, RequestInit | undefined][])
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [url, JSON.parse(String(init?.body))] as const);
}

/** A table's rows below its head row, each as the texts of its cells (`th` row headers left out). */
export function cellTexts(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent?.trim() ?? ''),
    );
}

/** The sentences a control points at through aria-describedby (its error, its hint). */
export function describedBy(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
