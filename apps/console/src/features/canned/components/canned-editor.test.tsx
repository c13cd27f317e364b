// @vitest-environment happy-dom
// The canned reply editor counts its text as the API does (after NFC, with the code point and
// byte limits), refuses a title of invisible characters before sending, and sends NFC.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, button, change, click, field, render, stubFetch, waitFor, type Rendered } from '../../../../test/render';
import { CannedEditor } from './canned-editor';

let page: Rendered | null = null;
afterEach(() => {
  page?.unmount();
  page = null;
  vi.unstubAllGlobals();
});

const posts = (fetchMock: { mock: { calls: unknown[][] } }) =>
  (fetchMock.mock.calls as [string, RequestInit | undefined][]).filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));

function open() {
  const fetchMock = stubFetch(answer(0, { id: 9 }));
  const onDone = vi.fn();
  page = render(<CannedEditor initial={null} brands={['nova']} defaults={{ brand: 'nova', lang: 'vi' }} onDone={onDone} />);
  return { fetchMock, onDone, container: page.container };
}
const counterOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby')!)!.textContent;

describe('the canned reply editor', () => {
  it('counts the text after NFC and marks it past the code point limit', () => {
    const { container } = open();
    const body = field<HTMLTextAreaElement>(container, 'Text');
    change(body, 'Tiếng Việt'.normalize('NFD'));
    expect(counterOf(body)).toBe('10 / 4000');
    expect(body.getAttribute('aria-invalid')).toBeNull();
    change(body, `ab${'\u0301'.repeat(16_000)}`);
    expect(counterOf(body)).toBe('2 / 4000');
    expect(body.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a title of invisible characters before sending, and sends NFC', async () => {
    const { container, fetchMock, onDone } = open();
    change(field(container, 'Title'), '\u200B\u3164');
    change(field<HTMLTextAreaElement>(container, 'Text'), 'Xin chào, chúng tôi đã nhận được yêu cầu.'.normalize('NFD'));
    await click(button(container, 'Save'));
    expect(field(container, 'Title').getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetchMock)).toHaveLength(0);

    change(field(container, 'Title'), ' Đã nhận '.normalize('NFD'));
    await click(button(container, 'Save'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posts(fetchMock)).toEqual([{ brand: 'nova', lang: 'vi', title: 'Đã nhận'.normalize('NFC'), body: 'Xin chào, chúng tôi đã nhận được yêu cầu.'.normalize('NFC') }]);
  });
});
