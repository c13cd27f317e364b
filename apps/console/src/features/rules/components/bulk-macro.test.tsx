// @vitest-environment happy-dom
// The macro for the queue's selection, and the inquiry page's macro picker: the chosen macro goes
// to the API with the selected ids, and the answer (each inquiry done or refused) is said.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { answer, renderPage, stubFetch } from '../../../../test/render';
import { BulkMacro } from './bulk-macro';
import { MacroPicker } from './macro-picker';

const MACROS = [
  {
    id: 4,
    brand: null,
    name: 'Ask for receipt',
    actions: [{ type: 'add_tag', tag: 'receipt' }],
    updatedAt: '2026-11-25T00:00:00.000Z',
  },
  {
    id: 9,
    brand: 'nova',
    name: 'Close as solved',
    actions: [{ type: 'set_status', status: 3 }],
    updatedAt: '2026-11-25T00:00:00.000Z',
  },
];

describe('macros from the console', () => {
  it('applies a macro to the selected inquiries and says how many could not take it', async () => {
    const fetchMock = stubFetch(
      answer(0, MACROS),
      answer(0, {
        results: [
          { inquiryId: 11, ok: true, actions: [] },
          { inquiryId: 12, ok: false, error: 1002, actions: [] },
          { inquiryId: 13, ok: true, actions: [] },
        ],
      }),
    );
    const { user } = renderPage(<BulkMacro inquiryIds={[11, 12, 13]} brand="nova" />);
    const select = await screen.findByLabelText<HTMLSelectElement>('Macro for 3 selected inquiries');
    await waitFor(() => expect(select.options.length).toBe(3));
    const apply = screen.getByRole<HTMLButtonElement>('button', { name: 'Apply' });
    expect(apply.disabled).toBe(true);
    await user.selectOptions(select, '4');
    await user.click(apply);
    await waitFor(() =>
      expect(document.body.textContent).toContain('“Ask for receipt” applied to 2 inquiries; 1 could not take it'),
    );
    const [url, init] = fetchMock.mock.calls[1]! as [string, RequestInit];
    expect(url).toBe('/api/staff/macros/4/apply');
    expect(JSON.parse(String(init.body))).toEqual({ inquiryIds: [11, 12, 13] });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/staff/macros?brand=nova');
  });

  it('applies a macro to the inquiry on its page', async () => {
    const fetchMock = stubFetch(
      answer(0, MACROS),
      answer(0, { inquiryId: 7, actions: [{ type: 'set_status', changed: true, detail: 3 }] }),
    );
    const { user } = renderPage(<MacroPicker inquiry={{ inquiryId: 7, brand: 'nova' }} />);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Choose a macro' });
    await user.selectOptions(select, '9');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(document.body.textContent).toContain('“Close as solved” applied: 1 change.'));
    const [url, init] = fetchMock.mock.calls[1]! as [string, RequestInit];
    expect(url).toBe('/api/staff/inquiries/7/macro');
    expect(JSON.parse(String(init.body))).toEqual({ macroId: 9 });
  });
});
