// @vitest-environment happy-dom
// Canned replies in the composer: inserting one fills the reply, the agent adapts it, and the
// edited text is what the API receives (with an Idempotency-Key for the attempt).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, button, change, click, field, render, stubFetch, waitFor, type Rendered } from '../../../../test/render';
import { Composer } from './composer';

const CANNED = [
  { id: 1, title: 'Reward re-sent', body: 'The missing reward has been sent to your in-game mailbox again.' },
  { id: 2, title: 'Need more details', body: 'Could you tell us your server and character name?' },
];
const INQUIRY = { inquiryId: 7, brand: 'nova', lang: 'en', status: 1 };

let page: Rendered | null = null;
afterEach(() => {
  page?.unmount();
  page = null;
  vi.unstubAllGlobals();
});

describe('the reply composer', () => {
  it('inserts a canned reply that stays editable, and sends the edited text', async () => {
    const fetchMock = stubFetch(answer(0));
    page = render(<Composer inquiry={INQUIRY} canned={CANNED} maxFiles={3} />);
    const text = page.container.querySelector('textarea')!;
    const insert = button(page.container, 'Insert');
    expect(insert.disabled).toBe(true);

    change(field<HTMLSelectElement>(page.container, 'Canned reply'), '1');
    await click(insert);
    expect(text.value).toBe(CANNED[0]!.body);

    // The agent adapts it, then adds a second canned reply at the end.
    change(text, `Hello Mina,\n\n${CANNED[0]!.body}`);
    text.setSelectionRange(text.value.length, text.value.length);
    change(field<HTMLSelectElement>(page.container, 'Canned reply'), '2');
    await click(button(page.container, 'Insert'));
    expect(text.value).toBe(`Hello Mina,\n\n${CANNED[0]!.body}\n\n${CANNED[1]!.body}`);

    await click(button(page.container, 'Send reply'));
    await waitFor(() => expect(page!.container.textContent).toContain('Reply sent.'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('/api/staff/inquiries/7/reply');
    expect(JSON.parse(String(init.body))).toEqual({ content: `Hello Mina,\n\n${CANNED[0]!.body}\n\n${CANNED[1]!.body}`, attachments: [] });
    expect((init.headers as Record<string, string>)['idempotency-key']).toMatch(/^[\w-]{8,}$/);
    // Sent: the composer is empty again and says so.
    expect(text.value).toBe('');
    expect(page.container.textContent).toContain('Reply sent.');
  });

  it('keeps notes apart: no canned replies or attachments, sent to the note endpoint', async () => {
    const fetchMock = stubFetch(answer(0));
    page = render(<Composer inquiry={INQUIRY} canned={CANNED} maxFiles={3} />);
    change(page.container.querySelector('textarea')!, 'draft reply');
    await click(field(page.container, 'Internal note'));
    const text = page.container.querySelector('textarea')!;
    expect(text.value).toBe('');
    expect(() => field(page!.container, 'Canned reply')).toThrow();
    change(text, 'Player is a known reseller, check the payment logs.');
    await click(button(page.container, 'Add note'));
    await waitFor(() => expect(page!.container.textContent).toContain('Note added.'));
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('/api/staff/inquiries/7/note');
    expect(JSON.parse(String(init.body))).toEqual({ content: 'Player is a known reseller, check the payment logs.' });
    // The reply draft is still there.
    await click(field(page.container, 'Reply to player'));
    expect(page.container.querySelector('textarea')!.value).toBe('draft reply');
  });

  it('offers only notes on an inquiry awaiting a rating', () => {
    page = render(<Composer inquiry={{ ...INQUIRY, status: 3 }} canned={CANNED} maxFiles={3} />);
    expect(field(page.container, 'Reply to player').disabled).toBe(true);
    expect(page.container.textContent).toContain('reopen it to reply');
    expect(button(page.container, 'Add note')).toBeTruthy();
  });
});
