// @vitest-environment happy-dom
// Canned replies in the composer: inserting one fills the reply, the agent adapts it, and the
// edited text is what the API receives (with an Idempotency-Key for the attempt).
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { answer, enter, renderPage, stubFetch } from '../../../../test/render';
import { Composer } from './composer';

const CANNED = [
  { id: 1, title: 'Reward re-sent', body: 'The missing reward has been sent to your in-game mailbox again.' },
  { id: 2, title: 'Need more details', body: 'Could you tell us your server and character name?' },
];
const INQUIRY = { inquiryId: 7, brand: 'nova', lang: 'en', status: 1 };

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const field = <T extends HTMLElement = HTMLInputElement>(label: string) => screen.getByLabelText<T>(label);
const message = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });

describe('the reply composer', () => {
  it('inserts a canned reply that stays editable, and sends the edited text', async () => {
    const fetchMock = stubFetch(answer(0));
    const { user } = renderPage(<Composer inquiry={INQUIRY} canned={CANNED} maxFiles={3} />);
    const text = message();
    const insert = button('Insert');
    expect(insert.disabled).toBe(true);

    await user.selectOptions(field('Canned reply'), '1');
    await user.click(insert);
    expect(text.value).toBe(CANNED[0]!.body);

    // The agent adapts it, then adds a second canned reply at the end.
    // Typed at the start of the text (user-event types where the caret is; a click puts it at the end).
    await user.click(text);
    text.setSelectionRange(0, 0);
    await user.keyboard('Hello Mina,{Enter}{Enter}');
    expect(text.value).toBe(`Hello Mina,\n\n${CANNED[0]!.body}`);
    text.setSelectionRange(text.value.length, text.value.length);
    await user.selectOptions(field('Canned reply'), '2');
    await user.click(button('Insert'));
    expect(text.value).toBe(`Hello Mina,\n\n${CANNED[0]!.body}\n\n${CANNED[1]!.body}`);

    await user.click(button('Send reply'));
    await waitFor(() => expect(document.body.textContent).toContain('Reply sent.'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('/api/staff/inquiries/7/reply');
    expect(JSON.parse(String(init.body))).toEqual({
      content: `Hello Mina,\n\n${CANNED[0]!.body}\n\n${CANNED[1]!.body}`,
      attachments: [],
    });
    expect((init.headers as Record<string, string>)['idempotency-key']).toMatch(/^[\w-]{8,}$/);
    // Sent: the composer is empty again and says so.
    expect(text.value).toBe('');
    expect(document.body.textContent).toContain('Reply sent.');
  });

  it('keeps notes apart: no canned replies or attachments, sent to the note endpoint', async () => {
    const fetchMock = stubFetch(answer(0));
    const { user } = renderPage(<Composer inquiry={INQUIRY} canned={CANNED} maxFiles={3} />);
    await enter(user, message(), 'draft reply');
    await user.click(field('Internal note'));
    const text = message();
    expect(text.value).toBe('');
    expect(screen.queryByLabelText('Canned reply')).toBeNull();
    await enter(user, text, 'Player is a known reseller, check the payment logs.');
    await user.click(button('Add note'));
    await waitFor(() => expect(document.body.textContent).toContain('Note added.'));
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('/api/staff/inquiries/7/note');
    expect(JSON.parse(String(init.body))).toEqual({ content: 'Player is a known reseller, check the payment logs.' });
    // The reply draft is still there.
    await user.click(field('Reply to player'));
    expect(message().value).toBe('draft reply');
  });

  it('offers only notes on an inquiry awaiting a rating', () => {
    renderPage(<Composer inquiry={{ ...INQUIRY, status: 3 }} canned={CANNED} maxFiles={3} />);
    expect(field('Reply to player').disabled).toBe(true);
    expect(document.body.textContent).toContain('reopen it to reply');
    expect(button('Add note')).toBeTruthy();
  });
});
