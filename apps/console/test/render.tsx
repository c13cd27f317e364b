// Rendering a console component for a unit test (happy-dom): English texts, a fresh query client,
// toasts, a memory router that navigates like the app's (app/router-options.ts); and small
// helpers to act like a person on the page.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { routerOptions } from '../src/app/router-options';
import { ToastProvider } from '../src/components/toast';
import { I18nProvider } from '../src/lib/i18n';
import en from '@guildhall/locales/console/en.json';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  unmount(): void;
}

export function render(ui: ReactNode): Rendered {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  let root: Root | null = null;
  act(() => {
    root = createRoot(container);
    root.render(
      <MemoryRouter {...routerOptions}>
        <QueryClientProvider client={client}>
          <I18nProvider lang="en" dict={en}>
            <ToastProvider>{ui}</ToastProvider>
          </I18nProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
  });
  return {
    container,
    unmount() {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

/** A JSON answer in the API's envelope. */
export function answer(code: number, data: unknown = null, status = 200): Response {
  return new Response(JSON.stringify({ code, msg: '', data }), { status, headers: { 'content-type': 'application/json' } });
}

export function stubFetch(...answers: Response[]) {
  const fn = vi.fn(async (_url: string, _init?: RequestInit) => answers.shift() ?? answer(0));
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The form control a <label> with this exact text points at. */
export function field<T extends HTMLElement = HTMLInputElement>(container: HTMLElement, label: string): T {
  const el = Array.from(container.querySelectorAll('label')).find((l) => l.textContent?.trim() === label);
  const control = el?.htmlFor ? document.getElementById(el.htmlFor) : (el?.querySelector('input, select, textarea') ?? null);
  if (!control) throw new Error(`no control labelled ${label}`);
  return control as T;
}

export function button(container: HTMLElement, name: string): HTMLButtonElement {
  const el = Array.from(container.querySelectorAll('button')).find((b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name);
  if (!el) throw new Error(`no button ${name}`);
  return el;
}

/** Types into a React-controlled input, textarea or select. */
export function change(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

export async function click(el: HTMLElement): Promise<void> {
  await act(async () => {
    el.click();
  });
}

/** Lets pending promises and timers of the page settle. */
export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
}

/** Retries `check` until it passes (signing and answers are asynchronous), at most `timeoutMs`. */
export async function waitFor(check: () => void, timeoutMs = 3000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (err) {
      if (Date.now() - start > timeoutMs) throw err;
      await settle(10);
    }
  }
}
