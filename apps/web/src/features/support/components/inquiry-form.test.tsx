// @vitest-environment happy-dom
// The inquiry form against a stubbed API: the directory fills the selects, the contract's rules
// report inline before anything is sent, the API's 1001 rules land on the same fields (the first
// one focused), and a retry of the same submission reuses its Idempotency-Key.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import en from '@guildhall/locales/player/en.json';
import { configureApi } from '../../../lib/api-client';
import { enter, renderSite } from '../../../../test/render';
import type { CreateInquiryResult } from '@guildhall/contract/support';
import { InquiryForm } from './inquiry-form';

let fetchMock: ReturnType<typeof vi.fn>;
let createAnswer: () => Response;
let onSubmitted: ReturnType<typeof vi.fn<(result: CreateInquiryResult) => void>>;

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: 'ok', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

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
  return renderSite(
    <InquiryForm
      clientId={1}
      token="tok"
      isGuest={false}
      limits={{ maxFiles: 3, maxBytes: 20 * 1024 * 1024 }}
      initial={{ serverId: 'S1', email: 'mina@example.com' }}
      onSubmitted={onSubmitted}
      {...props}
    />,
    { area: 'kr', dict: en },
  );
}

/** The directory has answered: the character and the category can be chosen. */
const loaded = () =>
  Promise.all([
    screen.findByRole('option', { name: 'Mina (Lv. 58)' }),
    screen.findByRole('option', { name: 'Payment' }),
  ]);
const control = <T extends HTMLElement>(label: string) => screen.getByLabelText<T>(label);
const submitButton = () => screen.getByRole('button', { name: 'Submit inquiry' });
const messageOf = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((n) => n?.className === 'gh-field__error')?.textContent;
const posts = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

async function fillValidForm(user: ReturnType<typeof render>['user']) {
  // Without a server in the URL the player chooses it first; the characters follow.
  await screen.findByRole('option', { name: 'S1 Aurora' });
  if (control<HTMLSelectElement>('Server').value === '') await user.selectOptions(control('Server'), 's1');
  await loaded();
  await user.selectOptions(control('Character'), 'r1');
  await user.selectOptions(control('Category'), '2');
  await enter(user, control('Title'), 'Items missing');
  await enter(user, control('Details'), 'I paid yesterday and the crystals never arrived.');
  await user.click(control('I agree to all of the following'));
}

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('token', 'tok');
  configureApi('/api', { lang: 'en', area: 'kr' });
  createAnswer = () => ok({ inquiryId: 7 });
  onSubmitted = vi.fn<(result: CreateInquiryResult) => void>();
  fetchMock = vi.fn(async (url: string) => route(url));
  vi.stubGlobal('fetch', fetchMock);
});

describe('InquiryForm', () => {
  it('takes region and server from the directory and the URL (S1 → s1)', async () => {
    render();
    await loaded();
    expect(control<HTMLSelectElement>('Region').value).toBe('kr');
    expect(control<HTMLSelectElement>('Server').value).toBe('s1');
    expect(control<HTMLInputElement>('Email address').value).toBe('mina@example.com');
  });

  it('reports the contract rules inline and sends nothing', async () => {
    const { user } = render();
    await loaded();
    await user.type(control('Title'), 'A');
    await enter(user, control('Details'), 'Broken');
    await user.click(submitButton());
    const role = control<HTMLSelectElement>('Character');
    await waitFor(() => expect(role.getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(role)).toBe('Please make a choice.');
    expect(messageOf(control('Title'))).toBe('Use at least 2 characters.');
    expect(messageOf(control('Details'))).toBe('Use at least 10 characters.');
    expect(messageOf(control('I agree to the terms of service'))).toBe('Please accept this to continue.');
    await waitFor(() => expect(document.activeElement).toBe(role));
    expect(posts()).toHaveLength(0);
  });

  it('counts as the server does (NFC, code points) and asks for visible text', async () => {
    const { user } = render();
    await loaded();
    const counterOf = (el: HTMLElement) => document.getElementById(`${el.id}-count`)!;
    const title = control<HTMLInputElement>('Title');
    // Pasted: the texts are made of combining marks and invisible characters.
    const set = async (text: string) => {
      await user.clear(title);
      await user.click(title);
      await user.paste(text);
    };
    await set('Tiếng Việt'.normalize('NFD'));
    expect(counterOf(title).firstElementChild!.textContent).toBe('10 / 100');
    expect(counterOf(title).className).not.toContain('--over');
    await set(`ab${'\u0301'.repeat(500)}`);
    expect(counterOf(title).firstElementChild!.textContent).toBe('2 / 100');
    expect(counterOf(title).className).toContain('gh-field__counter--over');
    await set('\u200B\u3164\u2800');
    expect(counterOf(title).firstElementChild!.textContent).toBe('0 / 100');
    await user.click(submitButton());
    await waitFor(() => expect(messageOf(control('Title'))).toBe('Write some visible text.'));
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
    const { user } = render();
    await fillValidForm(user);
    await user.click(submitButton());
    const role = control<HTMLSelectElement>('Character');
    await waitFor(() => expect(posts()).toHaveLength(1));
    await waitFor(() => expect(messageOf(role)).toBe('This choice is no longer available. Please choose again.'));
    expect(messageOf(control('Title'))).toBe('Use at most 100 characters.');
    expect(messageOf(control('Email address'))).toBe('Enter a valid email address.');
    expect(messageOf(control('I agree to the collection and use of my personal data'))).toBe(
      'Please accept this to continue.',
    );
    await waitFor(() => expect(document.activeElement).toBe(role));
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('says "submission failed" on another failure, and a retry of the same form reuses its Idempotency-Key', async () => {
    let attempt = 0;
    createAnswer = () => {
      attempt += 1;
      return attempt === 1
        ? new Response(JSON.stringify({ code: 5000, msg: 'internal', data: null }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          })
        : ok({ inquiryId: 7 });
    };
    const { user } = render();
    await fillValidForm(user);
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Submission failed.');
    await user.click(submitButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ inquiryId: 7 }));
    const keys = posts()
      .filter(([url]) => new URL(String(url), 'http://x').pathname === '/api/inquiries')
      .map(([, init]) => (init as RequestInit).headers as Record<string, string>)
      .map((h) => h['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    const body = JSON.parse(String((posts()[0]![1] as RequestInit).body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      gameId: 1,
      gameAreaId: 'kr',
      serverId: 's1',
      roleId: 'r1',
      roleName: 'Mina',
      queryType: 2,
      email: 'mina@example.com',
    });
  });

  it('asks a guest for an email address', async () => {
    const { user } = render({ isGuest: true, initial: {} });
    await fillValidForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(messageOf(control('Email address'))).toBe('Guests must give an email address.'));
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
