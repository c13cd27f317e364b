// @vitest-environment happy-dom
// The macro editor: a macro is sent as the contract reads it; a refused field says why in words
// under itself (not by a schema path), and nothing is sent; actions are added and removed.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { answer, describedBy, posts, renderPage, stubFetch } from '../../../../test/render';
import { RulesDirectoryProvider } from '../lib/directory';
import { MacrosList } from './macros-list';

async function openNewMacro(...answers: Response[]) {
  const fetchMock = stubFetch(answer(0, []), ...answers);
  const view = renderPage(
    <RulesDirectoryProvider
      value={{ brands: [{ id: 'nova', name: 'Nova', languages: ['ko', 'th'] }], staff: [{ id: 2, name: 'Jun' }] }}
    >
      <MacrosList />
    </RulesDirectoryProvider>,
  );
  await view.user.click(await screen.findByRole('button', { name: 'New macro' }));
  return { fetchMock, ...view };
}

describe('the macro editor', () => {
  it('sends the macro as the contract reads it', async () => {
    const { fetchMock, user } = await openNewMacro(answer(0, { id: 4 }), answer(0, []));
    await user.type(screen.getByLabelText('Name'), 'Refund sent');
    await user.selectOptions(screen.getByLabelText('Brand'), 'nova');
    await user.selectOptions(screen.getByLabelText('Language'), 'th');
    await user.type(screen.getByLabelText('Text (Thai)'), 'คืนเงินแล้ว');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        [
          '/api/staff/macros',
          { brand: 'nova', name: 'Refund sent', actions: [{ type: 'reply', texts: { th: 'คืนเงินแล้ว' } }] },
        ],
      ]),
    );
  });

  it('says under each refused field what it needs, in words, and sends nothing', async () => {
    const { fetchMock, user } = await openNewMacro();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(name)).toBe('Fill this in.');
    const text = screen.getByLabelText(/^Text/);
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(text)).toContain('Fill this in.');
    expect(document.body.textContent).not.toMatch(/actions\.\d|texts|too_short|invalid_/);
    const summary = within(screen.getByRole('alert'));
    expect(summary.getByRole('link', { name: 'Name: Fill this in.' })).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);
  });

  it('adds and removes actions, and sends the ones left', async () => {
    const { fetchMock, user } = await openNewMacro(answer(0, { id: 5 }), answer(0, []));
    await user.type(screen.getByLabelText('Name'), 'Tag it');
    await user.click(screen.getByRole('button', { name: 'Add an action' }));
    await user.selectOptions(screen.getByLabelText('Action 2'), 'add_tag');
    await user.type(screen.getByLabelText('Tag'), 'refund');
    await user.click(screen.getByRole('button', { name: 'Add an action' }));
    expect(screen.getByLabelText('Action 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove action 3' }));
    await user.click(screen.getByRole('button', { name: 'Remove action 1' }));
    expect(screen.queryByLabelText('Action 2')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        ['/api/staff/macros', { brand: null, name: 'Tag it', actions: [{ type: 'add_tag', tag: 'refund' }] }],
      ]),
    );
  });
});
