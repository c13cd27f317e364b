// @vitest-environment happy-dom
// "Merge into…": the dialog offers the same player's other open inquiries on the same
// brand, says what will happen once one is chosen, works from the keyboard, merges on
// confirmation and opens the target; a refusal is said in place; closing returns focus.
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { answer, renderPage, stubFetch } from '../../../../test/render';
import type { InquiryDetail } from '../api/get-inquiry';
import { MergeAction, MergedNotice } from './merge-dialog';
import { OtherInquiries } from './other-inquiries';

const DETAIL = {
  inquiry: { inquiryId: 7, brand: 'nova', title: 'Reward missing after the event', status: 1, lang: 'ko' },
  player: { account: 'player01', deletedAt: null },
  messages: [
    { id: 1, from: 'player', staffId: null, content: 'a', createdAt: '2026-11-20T10:00:00Z', attachments: [] },
    { id: 2, from: 'agent', staffId: 3, content: 'b', createdAt: '2026-11-20T11:00:00Z', attachments: [] },
    { id: 3, from: 'note', staffId: 3, content: 'c', createdAt: '2026-11-20T12:00:00Z', attachments: [] },
  ],
  otherInquiries: [
    {
      inquiryId: 8,
      title: 'Mailbox does not open',
      lang: 'ko',
      status: 2,
      brand: 'nova',
      createdAt: '2026-11-21T10:00:00Z',
    },
    { inquiryId: 9, title: 'Old question', lang: 'ko', status: 4, brand: 'nova', createdAt: '2026-10-01T10:00:00Z' },
    {
      inquiryId: 10,
      title: 'On the other brand',
      lang: 'ko',
      status: 1,
      brand: 'ember',
      createdAt: '2026-11-22T10:00:00Z',
    },
    {
      inquiryId: 11,
      title: 'Cannot change nickname',
      lang: 'ko',
      status: 0,
      brand: 'nova',
      createdAt: '2026-11-23T10:00:00Z',
    },
  ],
} as unknown as InquiryDetail;

function renderAction(detail: InquiryDetail = DETAIL) {
  return renderPage(
    <Routes>
      <Route path="/" element={<MergeAction detail={detail} />} />
      <Route path="/inquiries/:inquiryId" element={<h1>Target page</h1>} />
    </Routes>,
  );
}
const dialog = () => screen.getByRole('dialog', { name: 'Merge #7 into another inquiry' });

describe('merging an inquiry from the console', () => {
  it('lists the open inquiries of the same brand, says what will happen, merges and opens the target, all from the keyboard', async () => {
    const fetchMock = stubFetch(answer(0, { intoInquiryId: 8, movedMessages: 3, movedAttachments: 0 }));
    const { user } = renderAction();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Merge into…' }));
    await user.keyboard('{Enter}');
    expect(dialog()).toBeTruthy();
    const options = screen.getAllByRole('radio');
    // Open, same brand only: not the concluded #9 nor ember's #10.
    expect(options.map((o) => o.closest('label')?.textContent)).toEqual([
      expect.stringContaining('#8'),
      expect.stringContaining('#11'),
    ]);
    expect(screen.queryByRole('heading', { name: 'What will happen' })).toBeNull();
    // Nothing chosen yet: nothing to confirm.
    expect(within(dialog()).getByRole<HTMLButtonElement>('button', { name: 'Merge into…' }).disabled).toBe(true);

    // Keyboard: into the group, Space chooses.
    options[0]!.focus();
    await user.keyboard(' ');
    expect((options[0] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('heading', { name: 'What will happen' })).toBeTruthy();
    const text = dialog().textContent ?? '';
    expect(text).toContain(
      'All 3 messages of #7 (internal notes included) and their attachments move to #8, in time order.',
    );
    expect(text).toContain('#7 is closed and points the player to #8.');
    expect(text).toContain('This cannot be undone.');

    await user.click(screen.getByRole('button', { name: 'Merge into #8' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Target page' })).toBeTruthy());
    expect(document.body.textContent).toContain('Merged into #8: the conversation continues here.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('/api/staff/inquiries/7/merge');
    expect(JSON.parse(String(init.body))).toEqual({ intoInquiryId: 8 });
  });

  it('says a refusal in place and keeps the dialog open', async () => {
    stubFetch(answer(1004, [{ field: 'intoInquiryId', rule: 'target_closed' }], 409));
    const { user } = renderAction();
    await user.click(screen.getByRole('button', { name: 'Merge into…' }));
    await user.click(screen.getAllByRole('radio')[1]!);
    await user.click(screen.getByRole('button', { name: 'Merge into #11' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That inquiry is no longer open. Reopen it first, or merge the other way round.',
    );
    expect(dialog()).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Target page' })).toBeNull();
  });

  it('returns focus to the button when cancelled, and merges nothing', async () => {
    const fetchMock = stubFetch();
    const { user } = renderAction();
    const opener = screen.getByRole('button', { name: 'Merge into…' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    // Escape closes it as Cancel does. A browser turns Escape into the dialog's cancel event; where
    // the test's DOM does not, the event is sent as a browser would.
    if (screen.queryByRole('dialog'))
      screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when there is nothing to merge into, and offers no merge on a merged inquiry', async () => {
    const { user } = renderAction({ ...DETAIL, otherInquiries: DETAIL.otherInquiries.filter((o) => o.status === 4) });
    await user.click(screen.getByRole('button', { name: 'Merge into…' }));
    expect(dialog().textContent).toContain('This player has no other open inquiry on this brand.');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Merge into #/ })).toBeNull();
  });

  it('hides the action on a merged inquiry (whose page points to the target) and on a deleted player’s', () => {
    renderPage(
      <>
        <MergeAction detail={{ ...DETAIL, inquiry: { ...DETAIL.inquiry, status: 4, mergedInto: 8 } }} />
        <MergeAction detail={{ ...DETAIL, player: { ...DETAIL.player, deletedAt: '2026-11-24T10:00:00Z' } }} />
        <MergedNotice into={8} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Merge into…' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Merged into #8' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open #8' }).getAttribute('href')).toBe('/inquiries/8');
  });

  it('marks the player’s merged inquiries in the list of their others', () => {
    renderPage(<OtherInquiries list={[{ ...DETAIL.otherInquiries[1]!, mergedInto: 8 }, DETAIL.otherInquiries[0]!]} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(items[0]).toContain('Merged into #8');
    expect(items[0]).not.toContain('Closed');
    expect(items[1]).toContain('Replied');
  });
});
