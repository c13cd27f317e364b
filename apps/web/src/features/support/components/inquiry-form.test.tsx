// @vitest-environment happy-dom
// The inquiry form against a stubbed API: the directory fills the selects, the contract's rules
// report inline before anything is sent, the API's 1001 rules land on the same fields (the first
// one focused), and a retry of the same submission reuses its Idempotency-Key.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Brand } from '@guildhall/contract/brands';
import { configureApi } from '../../../lib/api-client';
import { BrandContext } from '../../../lib/brand';
import { LocaleProvider } from '../../../lib/locale';
import { ToastProvider } from '../../../components/toast';
import en from '@guildhall/locales/player/en.json';
import { InquiryForm } from './inquiry-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const BRAND = { id: 'nova', name: 'Nova', footer: 'standard', attachmentMaxFiles: 3, attachmentMaxBytes: 20 * 1024 * 1024 } as Brand;

let container: HTMLDivElement;
let root: Root | null = null;
let fetchMock: ReturnType<typeof vi.fn>;
let createAnswer: () => Response;
let onSubmitted: ReturnType<typeof vi.fn<(inquiryId: number) => void>>;

const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { status: 200, headers: { 'content-type': 'application/json' } });

function route(url: string): Response {
  const path = new URL(url, 'http://x').pathname;
  if (path === '/api/game/areas') return ok([{ gameAreaId: 'kr', name: 'Korea' }]);
  if (path === '/api/game/servers/v2') return ok([{ serverId: 's1', name: 'S1 Aurora' }]);
  if (path === '/api/game/roles') return ok([{ roleId: 'r1', roleName: 'Mina', level: 58 }]);
  if (path === '/api/inquiries/types') return ok([{ id: 2, name: 'Payment' }]);
  if (path === '/api/inquiries') return createAnswer();
  throw new Error(`unexpected call ${url}`);
}

function render(props: Partial<Parameters<typeof InquiryForm>[0]> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() => {
    root = createRoot(container);
    root.render(
      <MemoryRouter>
        <BrandContext.Provider value={BRAND}>
          <QueryClientProvider client={client}>
            <LocaleProvider initial={{ area: 'kr', lang: 'en' }} initialDict={en}>
              <ToastProvider>
                <InquiryForm
                  clientId={1}
                  token="tok"
                  isGuest={false}
                  limits={{ maxFiles: 3, maxBytes: 20 * 1024 * 1024 }}
                  initial={{ serverId: 'S1', email: 'mina@example.com' }}
                  onSubmitted={onSubmitted}
                  {...props}
                />
              </ToastProvider>
            </LocaleProvider>
          </QueryClientProvider>
        </BrandContext.Provider>
      </MemoryRouter>,
    );
  });
}

async function settle(until: () => boolean) {
  for (let i = 0; i < 60 && !until(); i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
  }
}

function control<T extends HTMLElement>(label: string): T {
  const el = Array.from(container.querySelectorAll('label')).find((l) => l.textContent === label);
  const found = el ? document.getElementById(el.htmlFor) : null;
  if (!found) throw new Error(`no control labelled ${label}`);
  return found as T;
}
function set(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  act(() => {
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}
function submit() {
  act(() => {
    container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}
const messageOf = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((n) => n?.className === 'gh-field__error')?.textContent;
const posts = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

async function fillValidForm() {
  await settle(() => !!container.querySelector('option[value="r1"]') && !!container.querySelector('option[value="2"]'));
  set(control<HTMLSelectElement>('Character'), 'r1');
  set(control<HTMLSelectElement>('Category'), '2');
  set(control<HTMLInputElement>('Title'), 'Items missing');
  set(control<HTMLTextAreaElement>('Details'), 'I paid yesterday and the crystals never arrived.');
  act(() => control<HTMLInputElement>('I agree to all of the following').click());
}

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('token', 'tok');
  configureApi('/api', { lang: 'en', area: 'kr' });
  createAnswer = () => ok({ inquiryId: 7 });
  onSubmitted = vi.fn<(inquiryId: number) => void>();
  fetchMock = vi.fn(async (url: string) => route(url));
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

describe('InquiryForm', () => {
  it('takes region and server from the directory and the URL (S1 → s1)', async () => {
    render();
    await settle(() => !!container.querySelector('option[value="r1"]'));
    expect(control<HTMLSelectElement>('Region').value).toBe('kr');
    expect(control<HTMLSelectElement>('Server').value).toBe('s1');
    expect(control<HTMLInputElement>('Email address').value).toBe('mina@example.com');
  });

  it('reports the contract rules inline and sends nothing', async () => {
    render();
    await settle(() => !!container.querySelector('option[value="r1"]'));
    set(control<HTMLInputElement>('Title'), 'A');
    set(control<HTMLTextAreaElement>('Details'), 'Broken');
    submit();
    const role = control<HTMLSelectElement>('Character');
    expect(role.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(role)).toBe('Please make a choice.');
    expect(messageOf(control('Title'))).toBe('Use at least 2 characters.');
    expect(messageOf(control('Details'))).toBe('Use at least 10 characters.');
    expect(messageOf(control('I agree to the terms of service'))).toBe('Please accept this to continue.');
    expect(document.activeElement).toBe(role);
    expect(posts()).toHaveLength(0);
  });

  it('counts as the server does (NFC, code points) and asks for visible text', async () => {
    render();
    await settle(() => !!container.querySelector('option[value="r1"]'));
    const counterOf = (el: HTMLElement) => document.getElementById(`${el.id}-count`)!;
    const title = control<HTMLInputElement>('Title');
    set(title, 'Tiếng Việt'.normalize('NFD'));
    expect(counterOf(title).firstElementChild!.textContent).toBe('10 / 100');
    expect(counterOf(title).className).not.toContain('--over');
    set(title, `ab${'\u0301'.repeat(500)}`);
    expect(counterOf(title).firstElementChild!.textContent).toBe('2 / 100');
    expect(counterOf(title).className).toContain('gh-field__counter--over');
    set(title, '\u200B\u3164\u2800');
    expect(counterOf(title).firstElementChild!.textContent).toBe('0 / 100');
    submit();
    expect(messageOf(control('Title'))).toBe('Write some visible text.');
    expect(posts()).toHaveLength(0);
  });

  it('puts the API’s 1001 rules on the same fields and focuses the first', async () => {
    createAnswer = () =>
      new Response(
        JSON.stringify({
          code: 1001,
          msg: 'Please check the highlighted fields.',
          data: [
            { field: 'title', rule: 'too_long' },
            { field: 'roleId', rule: 'unknown' },
            { field: 'agreements.privacy', rule: 'agreement' },
            { field: 'email', rule: 'email' },
          ],
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      );
    render();
    await fillValidForm();
    submit();
    await settle(() => posts().length === 1 && !!container.querySelector('[aria-invalid="true"]'));
    const role = control<HTMLSelectElement>('Character');
    expect(messageOf(role)).toBe('This choice is no longer available. Please choose again.');
    expect(messageOf(control('Title'))).toBe('Use at most 100 characters.');
    expect(messageOf(control('Email address'))).toBe('Enter a valid email address.');
    expect(messageOf(control('I agree to the collection and use of my personal data'))).toBe('Please accept this to continue.');
    expect(document.activeElement).toBe(role);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('says "submission failed" on another failure, and a retry of the same form reuses its Idempotency-Key', async () => {
    let attempt = 0;
    createAnswer = () => {
      attempt += 1;
      return attempt === 1
        ? new Response(JSON.stringify({ code: 5000, msg: 'internal', data: null }), { status: 500, headers: { 'content-type': 'application/json' } })
        : ok({ inquiryId: 7 });
    };
    render();
    await fillValidForm();
    submit();
    await settle(() => !!container.querySelector('.gh-form__alert'));
    expect(container.querySelector('.gh-form__alert')?.textContent).toBe('Submission failed.');
    submit();
    await settle(() => onSubmitted.mock.calls.length > 0);
    expect(onSubmitted).toHaveBeenCalledWith(7);
    const keys = posts()
      .filter(([url]) => new URL(String(url), 'http://x').pathname === '/api/inquiries')
      .map(([, init]) => (init as RequestInit).headers as Record<string, string>)
      .map((h) => h['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    const body = JSON.parse(String((posts()[0]![1] as RequestInit).body)) as Record<string, unknown>;
    expect(body).toMatchObject({ gameId: 1, gameAreaId: 'kr', serverId: 's1', roleId: 'r1', roleName: 'Mina', queryType: 2, email: 'mina@example.com' });
  });

  it('asks a guest for an email address', async () => {
    render({ isGuest: true, initial: {} });
    await fillValidForm();
    submit();
    expect(messageOf(control('Email address'))).toBe('Guests must give an email address.');
    expect(container.querySelector('[role=radiogroup]')).toBeNull();
  });
});
