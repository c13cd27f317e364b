// @vitest-environment happy-dom
// The login page's body against a stubbed API: only offered methods show, the contract's rules
// report inline on the inputs, "remember password" decides the storage, and a second click
// while a login runs sends nothing.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginConfig, LoginResult } from '@guildhall/contract/accounts';
import { I18nProvider } from '../../../lib/i18n';
import { configureApi } from '../../../lib/api-client';
import { ToastProvider } from '../../../components/toast';
import en from '@guildhall/locales/player/en.json';
import { LoginPanel } from './login-panel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ALL: LoginConfig = { methods: ['password', 'quick', 'guest', 'google', 'vk'], registration: true };
const RESULT: LoginResult = { token: 'tok-1', account: 'alice', username: 'Alice', type: 'OFFICIAL', expiresAt: '2099-01-01T00:00:00.000Z' };

let container: HTMLDivElement;
let root: Root | null = null;
let fetchMock: ReturnType<typeof vi.fn>;

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function render(config: LoginConfig) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() => {
    root = createRoot(container);
    root.render(
      <MemoryRouter initialEntries={['/login']}>
        <QueryClientProvider client={client}>
          <I18nProvider lang="en" dict={en}>
            <ToastProvider>
              <Routes>
                <Route path="/login" element={<LoginPanel config={config} target="/UserCenter" />} />
                <Route path="/UserCenter" element={<p>user center page</p>} />
              </Routes>
            </ToastProvider>
          </I18nProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
  });
}

function input(label: string): HTMLInputElement {
  const el = Array.from(container.querySelectorAll('label')).find((l) => l.textContent === label);
  const field = el ? document.getElementById(el.htmlFor) : null;
  if (!(field instanceof HTMLInputElement)) throw new Error(`no input labelled ${label}`);
  return field;
}
function button(name: string): HTMLButtonElement {
  const el = Array.from(container.querySelectorAll('button')).find((b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name);
  if (!el) throw new Error(`no button ${name}`);
  return el;
}
function type(el: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
function click(el: HTMLElement) {
  act(() => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}
function submit(form: HTMLFormElement | null) {
  act(() => {
    form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}
/** Lets pending calls settle (signing, the stubbed fetch, React's updates). */
async function settle(until: () => boolean) {
  for (let i = 0; i < 50 && !until(); i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
  }
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  configureApi('/api', { lang: 'en', area: 'eru' });
  fetchMock = vi.fn(async () => answer({ code: 0, msg: 'ok', data: RESULT }));
  vi.stubGlobal('fetch', fetchMock);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  vi.unstubAllGlobals();
});

describe('LoginPanel', () => {
  it('shows only the methods the login config offers', () => {
    render({ methods: ['password', 'facebook'], registration: false });
    expect(container.querySelector('[role="tablist"]')).toBeNull();
    expect(input('Account')).toBeTruthy();
    expect(button('Continue with Facebook')).toBeTruthy();
    expect(container.textContent).not.toContain('Continue with Google');
    expect(container.textContent).not.toContain('Continue as guest');
    expect(container.textContent).not.toContain('Create an account');

    act(() => root?.unmount());
    render(ALL);
    const tabs = Array.from(container.querySelectorAll('[role="tab"]')).map((t) => t.textContent);
    expect(tabs).toEqual(['Password login', 'Quick login']);
    expect(button('Continue with Google')).toBeTruthy();
    expect(button('Continue with VK')).toBeTruthy();
    expect(button('Continue as guest')).toBeTruthy();
    expect(button('Create an account')).toBeTruthy();
  });

  it('reports the contract rules on the inputs, tied by aria-describedby, without calling the API', () => {
    render(ALL);
    type(input('Account'), 'ab');
    submit(container.querySelector('form'));
    const account = input('Account');
    expect(account.getAttribute('aria-invalid')).toBe('true');
    const describedBy = account.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Use at least 4 characters.');
    expect(input('Password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(account);
    expect(fetchMock).not.toHaveBeenCalled();
    // Typing again clears that field's message.
    type(account, 'alice');
    expect(input('Account').hasAttribute('aria-invalid')).toBe(false);
  });

  it('with "remember password" keeps the token in local storage too, then goes to the redirect target', async () => {
    render(ALL);
    type(input('Account'), 'alice');
    type(input('Password'), 'correct horse');
    click(container.querySelector<HTMLInputElement>('input[type="checkbox"]')!);
    submit(container.querySelector('form'));
    await settle(() => container.textContent?.includes('user center page') ?? false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/^\/api\/website\/login\/auth\?/);
    expect(JSON.parse(init.body as string)).toEqual({ account: 'alice', password: 'correct horse', remember: true });
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(sessionStorage.getItem('type')).toBe('0');
    expect(container.textContent).toContain('Logged in successfully');
  });

  it('without remember keeps it in session storage only; a second submit while pending sends nothing', async () => {
    render(ALL);
    type(input('Account'), 'alice');
    type(input('Password'), 'correct horse');
    const form = container.querySelector('form');
    submit(form);
    submit(form);
    await settle(() => container.textContent?.includes('user center page') ?? false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows the API's localised message when the account or password is wrong", async () => {
    fetchMock.mockImplementation(async () => answer({ code: 1006, msg: 'Login failed: incorrect account or password.', data: null }, 401));
    render(ALL);
    type(input('Account'), 'alice');
    type(input('Password'), 'wrong');
    submit(container.querySelector('form'));
    await settle(() => container.querySelector('[role="alert"]') !== null);
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Login failed: incorrect account or password.');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(button('Log in').disabled).toBe(false);
  });
});
