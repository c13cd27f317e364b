// @vitest-environment happy-dom
// A rule written in the editor: the preview sends the body the contract reads (nothing saved) and
// lists what each matching inquiry would get; Save sends the same body. A refused field says why
// in words under itself (never a schema path such as actions.1.texts.ko), and rows come and go.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { answer, describedBy, enter, renderPage, stubFetch } from '../../../../test/render';
import { RulesDirectoryProvider } from '../lib/directory';
import { RuleEditor } from './rule-editor';

function openEditor() {
  const done = vi.fn();
  const view = renderPage(
    <RulesDirectoryProvider
      value={{ brands: [{ id: 'nova', name: 'Nova', languages: ['ko', 'th'] }], staff: [{ id: 2, name: 'Jun' }] }}
    >
      <RuleEditor rule={null} onDone={done} />
    </RulesDirectoryProvider>,
  );
  return { done, ...view };
}

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

  it('names a refused field under it in words, not by its schema path, and sends nothing', async () => {
    const fetchMock = stubFetch();
    const { user } = openEditor();
    await user.type(screen.getByLabelText('Name'), 'Korean greeting');
    await user.selectOptions(screen.getByLabelText('Brand'), 'nova');
    await user.click(screen.getByRole('button', { name: 'Add an action' }));
    // Only an invisible character: the contract refuses the Korean text (actions.1.texts.ko).
    await user.type(screen.getByLabelText('Text (Korean)'), '\u200b');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const text = await screen.findByLabelText('Text (Korean)');
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(text)).toContain('Fill this in.');
    const tag = screen.getByLabelText('Tag');
    expect(tag.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(tag)).toBe('Fill this in.');
    expect(document.body.textContent).not.toMatch(/actions\.\d|texts\.ko|too_small|invalid_/);
    // The rows' errors are not the list's: the list itself is fine.
    expect(screen.getByRole('button', { name: 'Add an action' }).getAttribute('aria-invalid')).toBeNull();
    expect(document.body.textContent).not.toContain('Check this value.');
    expect(fetchMock).not.toHaveBeenCalled();

    const summary = screen.getByRole('alert');
    const link = within(summary).getByRole('link', { name: 'Action 2: Fill this in.' });
    await user.click(link);
    expect(document.activeElement).toBe(text);
  });

  it('asks for a number where a condition takes one, and for enough idle minutes', async () => {
    stubFetch();
    const { user } = openEditor();
    await user.type(screen.getByLabelText('Name'), 'Urgent');
    await user.selectOptions(screen.getByLabelText('When'), 'idle');
    await user.clear(screen.getByLabelText('Minutes without an update'));
    await user.type(screen.getByLabelText('Minutes without an update'), '2');
    await user.click(screen.getByRole('button', { name: 'Add a condition' }));
    await user.selectOptions(screen.getByLabelText('Condition 1'), 'priority');
    await user.type(screen.getByLabelText('Value'), 'high');
    await user.type(screen.getByLabelText('Tag'), 'vip');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(describedBy(screen.getByLabelText('Value'))).toBe('Enter a whole number.'));
    expect(describedBy(screen.getByLabelText('Minutes without an update'))).toBe('Enter 5 or more.');
    expect(screen.getByLabelText('Tag').getAttribute('aria-invalid')).toBeNull();
  });

  it('adds and removes condition and action rows, and saves what is left', async () => {
    const fetchMock = stubFetch(answer(0, { id: 9 }));
    const { user, done } = openEditor();
    await user.type(screen.getByLabelText('Name'), 'Rows');
    await user.click(screen.getByRole('button', { name: 'Add a condition' }));
    await user.click(screen.getByRole('button', { name: 'Add a condition' }));
    const values = screen.getAllByLabelText('Value');
    await user.type(values[0]!, 'first');
    await user.type(values[1]!, 'second');
    await user.click(screen.getByRole('button', { name: 'Remove condition 1' }));
    expect(screen.queryByLabelText('Condition 2')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Value').value).toBe('second');

    await user.click(screen.getByRole('button', { name: 'Add an action' }));
    await user.selectOptions(screen.getByLabelText('Action 2'), 'note');
    await user.type(screen.getByLabelText('Note'), 'Checked by the rule');
    await user.click(screen.getByRole('button', { name: 'Remove action 1' }));
    expect(screen.queryByLabelText('Action 2')).toBeNull();
    expect(screen.queryByLabelText('Tag')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toEqual({
      brand: null,
      name: 'Rows',
      trigger: { type: 'created' },
      conditions: { match: 'all', list: [{ kind: 'tag', op: 'has', value: 'second' }] },
      actions: [{ type: 'note', text: 'Checked by the rule' }],
      enabled: true,
    });
  });

  it('offers "all brands" to an admin of every brand only', () => {
    const brands = [{ id: 'nova', name: 'Nova', languages: ['ko'] }];
    const options = () => [...(screen.getByLabelText('Brand') as HTMLSelectElement).options].map((o) => o.value);
    const first = renderPage(
      <RulesDirectoryProvider value={{ brands, staff: [], everyBrand: false }}>
        <RuleEditor rule={null} onDone={vi.fn()} />
      </RulesDirectoryProvider>,
    );
    expect(options()).toEqual(['nova']);
    expect((screen.getByLabelText('Brand') as HTMLSelectElement).value).toBe('nova');
    first.unmount();
    renderPage(
      <RulesDirectoryProvider value={{ brands, staff: [], everyBrand: true }}>
        <RuleEditor rule={null} onDone={vi.fn()} />
      </RulesDirectoryProvider>,
    );
    expect(options()).toEqual(['', 'nova']);
  });
});
