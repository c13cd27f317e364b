// @vitest-environment happy-dom
// The canned reply editor counts its text as the API does (after NFC, with the code point and
// byte limits), refuses a title of invisible characters before sending, and sends NFC.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { answer, renderPage, stubFetch } from '../../../../test/render';
import { CannedEditor } from './canned-editor';

const posts = (fetchMock: { mock: { calls: unknown[][] } }) =>
  (fetchMock.mock.calls as [string, RequestInit | undefined][])
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

function open() {
  const fetchMock = stubFetch(answer(0, { id: 9 }));
  const onDone = vi.fn();
  const { user } = renderPage(
    <CannedEditor initial={null} brands={['nova']} defaults={{ brand: 'nova', lang: 'vi' }} onDone={onDone} />,
  );
  return { fetchMock, onDone, user };
}
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
/** Replaces what the field holds, as pasting does (the texts are long, or made of combining marks). */
async function fill(user: UserEvent, el: HTMLElement, text: string) {
  await user.clear(el);
  await user.click(el);
  await user.paste(text);
}
const counterOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby')!)!.textContent;

describe('the canned reply editor', () => {
  it('counts the text after NFC and marks it past the code point limit', async () => {
    const { user } = open();
    const body = field('Text');
    await fill(user, body, 'Tiếng Việt'.normalize('NFD'));
    expect(counterOf(body)).toBe('10 / 4000');
    expect(body.getAttribute('aria-invalid')).toBeNull();
    await fill(user, body, `ab${'\u0301'.repeat(16_000)}`);
    expect(counterOf(body)).toBe('2 / 4000');
    expect(body.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a title of invisible characters before sending, and sends NFC', async () => {
    const { user, fetchMock, onDone } = open();
    await fill(user, field('Title'), '\u200B\u3164');
    await fill(user, field('Text'), 'Xin chào, chúng tôi đã nhận được yêu cầu.'.normalize('NFD'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetchMock)).toHaveLength(0);

    await fill(user, field('Title'), ' Đã nhận '.normalize('NFD'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posts(fetchMock)).toEqual([
      {
        brand: 'nova',
        lang: 'vi',
        title: 'Đã nhận'.normalize('NFC'),
        body: 'Xin chào, chúng tôi đã nhận được yêu cầu.'.normalize('NFC'),
      },
    ]);
  });
});
