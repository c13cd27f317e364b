// @vitest-environment happy-dom
// A rule written in the editor: the preview sends the body the contract reads (nothing saved) and
// lists what each matching inquiry would get; Save sends the same body.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { answer, enter, renderPage, stubFetch } from '../../../../test/render';
import { RulesDirectoryProvider } from '../lib/directory';
import { RuleEditor } from './rule-editor';

describe('the rule editor', () => {
  it('previews a rule by a dry run, then saves the same body', async () => {
    const dry = {
      scanned: 40,
      truncated: false,
      matches: [
        {
          inquiryId: 31,
          brand: 'nova',
          title: 'Refund not received',
          status: 1,
          lang: 'th',
          actions: [
            { type: 'add_tag', changed: true, detail: 'refund' },
            { type: 'reply', changed: true, detail: 'th', text: 'สวัสดี Mina' },
          ],
        },
      ],
    };
    const fetchMock = stubFetch(answer(0, dry), answer(0, { id: 5 }));
    const done = vi.fn();
    const { user } = renderPage(
      <RulesDirectoryProvider
        value={{ brands: [{ id: 'nova', name: 'Nova', languages: ['ko', 'th'] }], staff: [{ id: 2, name: 'Jun' }] }}
      >
        <RuleEditor rule={null} onDone={done} />
      </RulesDirectoryProvider>,
    );
    await enter(user, screen.getByLabelText('Name'), 'Thai refunds');
    await user.selectOptions(screen.getByLabelText('Brand'), 'nova');
    await user.selectOptions(screen.getByLabelText('When'), 'idle');
    await user.clear(screen.getByLabelText('Minutes without an update'));
    await user.type(screen.getByLabelText('Minutes without an update'), '30');
    await user.click(screen.getByRole('button', { name: 'Add a condition' }));
    await user.selectOptions(screen.getByLabelText('Condition 1'), 'language');
    await user.type(screen.getByLabelText('Value'), 'th');
    await enter(user, screen.getByLabelText('Tag'), 'refund');
    await user.click(screen.getByRole('button', { name: 'Add an action' }));
    await user.selectOptions(screen.getByLabelText('Language'), 'th');
    await user.type(screen.getByLabelText(/^Text/), 'สวัสดี {{{{player}}');

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(document.body.textContent).toContain('Now: 1 open inquiry of 40 would match'));
    expect(document.body.textContent).toContain('#31 Refund not received');
    const expected = {
      brand: 'nova',
      name: 'Thai refunds',
      trigger: { type: 'idle', minutes: 30 },
      conditions: { match: 'all', list: [{ kind: 'language', op: 'eq', value: 'th' }] },
      actions: [
        { type: 'add_tag', tag: 'refund' },
        { type: 'reply', texts: { th: 'สวัสดี {{player}}' } },
      ],
      enabled: true,
    };
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/staff/admin/rules/dry-run');
    expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toEqual(expected);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/staff/admin/rules');
    expect(JSON.parse(String((fetchMock.mock.calls[1]![1] as RequestInit).body))).toEqual(expected);
  });
});
