// @vitest-environment happy-dom
// A game's inquiry categories: the list (id, name with its skill key, languages, order), an editor
// opened from a row's button that starts from the stored names and sends what the contract takes,
// a refusal kept in the editor, and the empty and failed states.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminCategory } from '@guildhall/contract/staff-admin';
import { answer, cellTexts, enter, posts, renderPage, stubFetch } from '../../../../test/render';
import { CategoriesPanel } from './categories-panel';

const STORED: AdminCategory[] = [
  { id: 3, sort: 0, names: { en: 'Payment', ko: '결제' }, skill: 'payment' },
  { id: 4, sort: 5, names: { ko: '계정' }, skill: null },
];

const button = (name: string) => screen.getByRole('button', { name });
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

function open(...answers: Response[]) {
  const fetchMock = stubFetch(...answers);
  const { user } = renderPage(<CategoriesPanel gameId={7} languages={['en', 'ko']} />);
  return { fetchMock, user };
}

describe('the inquiry categories panel', () => {
  it('lists the categories under its heading, each row with its own Edit button', async () => {
    open(answer(0, STORED));
    // The card and its table's scrolling region are both named by the heading; the card comes first.
    const [panel] = await screen.findAllByRole('region', { name: 'Inquiry categories' });
    expect(panel!.tagName).toBe('SECTION');
    expect(within(panel!).getByRole('heading', { level: 2 }).textContent).toBe('Inquiry categories');
    const table = within(panel!).getByRole('table', { name: 'Inquiry categories' });
    expect(cellTexts(table)).toEqual([
      ['3', 'Payment payment', 'enko', '0', 'Edit'],
      ['4', '계정', 'ko', '5', 'Edit'],
    ]);
    expect(within(table).getByText('ko', { selector: '.c-tag--lang[title="결제"]' })).toBeDefined();
    expect(button('Edit: 계정')).toBeDefined();
    expect(panel!.textContent).toContain('What players choose when they write to support.');
  });

  it('edits a category from its stored names and sends the names filled in, the order and the skill', async () => {
    const { fetchMock, user } = open(answer(0, STORED), answer(0), answer(0, STORED));
    await screen.findByRole('table');
    await user.click(button('Edit: Payment'));
    const editor = screen.getByRole('form', { name: 'Edit category #3' });
    expect(field('Korean (ko)').value).toBe('결제');
    expect(within(editor).getByLabelText<HTMLInputElement>('Order').value).toBe('0');
    await user.clear(field('English (en)'));
    await enter(user, field('English (en)'), 'Payments');
    await user.clear(field('Korean (ko)'));
    await user.click(button('Save'));
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        ['/api/staff/admin/categories/3', { sort: 0, names: { en: 'Payments' }, skill: 'payment' }],
      ]),
    );
    await waitFor(() => expect(document.body.textContent).toContain('Category saved.'));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });

  it('asks for a name before sending a new category, and keeps an API refusal in the editor', async () => {
    const { fetchMock, user } = open(answer(0, STORED), answer(1002, null, 404));
    await screen.findByRole('table');
    await user.click(button('New category'));
    expect(screen.getByRole('form', { name: 'New category' })).toBeDefined();
    await user.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('Give the category a name in at least one language.');
    expect(posts(fetchMock)).toEqual([]);
    await enter(user, field('English (en)'), 'Bugs');
    await user.click(button('Save'));
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        ['/api/staff/admin/games/7/categories', { sort: 0, names: { en: 'Bugs' }, skill: null }],
      ]),
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
    expect(screen.getByRole('form', { name: 'New category' })).toBeDefined();
  });

  it('says when the game has no categories yet', async () => {
    open(answer(0, []));
    expect((await screen.findByText('No categories for this game yet.')).className).toBe('c-empty');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says a failed load in words, with a retry', async () => {
    const { user } = open(answer(5000, null, 500), answer(0, STORED));
    expect((await screen.findByRole('alert')).textContent).toContain('The server had a problem.');
    await user.click(button('Try again'));
    expect(await screen.findByRole('table', { name: 'Inquiry categories' })).toBeDefined();
  });
});
