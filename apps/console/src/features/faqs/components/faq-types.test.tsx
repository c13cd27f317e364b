// @vitest-environment happy-dom
// The FAQ panel: its own list, each FAQ with its type, question, languages and order; an editor
// that sends the texts written, and that opens the tab of a language whose text is half written;
// no New button to press while the game has no FAQ type.
// Its types: a new type and a rename send the names per language to their own paths,
// a delete asks first, and a type in use is refused with a sentence that says how many FAQs use
// it, whether the console knew (no request) or only the API did (1004 on a stale list).
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminFaqs } from '@guildhall/contract/staff-admin';
import { answer, cellTexts, enter, posts, renderPage, stubFetch } from '../../../../test/render';
import { FaqsPanel } from './faqs-panel';

const STORED: AdminFaqs = {
  types: [
    { id: 11, names: { en: 'Account', ko: '계정' } },
    { id: 12, names: { en: 'Payments' } },
  ],
  faqs: [
    {
      id: 101,
      typeId: 11,
      sort: 0,
      texts: { en: { question: 'How do I link my account?', answer: 'In the settings.' } },
    },
  ],
};

const button = (name: string) => screen.getByRole('button', { name });
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

async function open(...answers: Response[]) {
  const fetchMock = stubFetch(answer(0, STORED), ...answers);
  const { user } = renderPage(<FaqsPanel gameId={7} languages={['en', 'ko']} />);
  await screen.findByRole('group', { name: 'FAQ types' });
  return { fetchMock, user };
}

describe('the FAQ types of the FAQ panel', () => {
  it('lists the types with how many FAQs use each', async () => {
    await open();
    const table = within(screen.getByRole('group', { name: 'FAQ types' })).getByRole('table');
    expect(cellTexts(table).map((cells) => cells.slice(0, 3))).toEqual([
      ['Account', 'enko', '1'],
      ['Payments', 'en', '0'],
    ]);
  });

  it('creates a type with its names per language, skipping the empty ones', async () => {
    const { fetchMock, user } = await open(answer(0, { id: 13 }), answer(0, STORED));
    await user.click(button('New type'));
    await user.clear(field('English (en)'));
    await enter(user, field('English (en)'), '  Events ');
    await user.click(button('Save'));
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([['/api/staff/admin/games/7/faq-types', { names: { en: 'Events' } }]]),
    );
    await waitFor(() => expect(document.body.textContent).toContain('FAQ type saved.'));
  });

  it('asks for a name in at least one language and sends nothing without one', async () => {
    const { fetchMock, user } = await open();
    await user.click(button('New type'));
    await user.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('Give the type a name in at least one language.');
    expect(posts(fetchMock)).toEqual([]);
  });

  it('renames a type, starting from its stored names', async () => {
    const { fetchMock, user } = await open(answer(0), answer(0, STORED));
    await user.click(button('Rename: Account'));
    expect(document.body.textContent).toContain('Rename FAQ type #11');
    expect(field('Korean (ko)').value).toBe('계정');
    await user.clear(field('English (en)'));
    await enter(user, field('English (en)'), 'Account and login');
    await user.click(button('Save'));
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        ['/api/staff/admin/faq-types/11', { names: { en: 'Account and login', ko: '계정' } }],
      ]),
    );
  });

  it('deletes an unused type after a confirmation', async () => {
    const { fetchMock, user } = await open(answer(0), answer(0, { ...STORED, types: [STORED.types[0]!] }));
    await user.click(button('Delete: Payments'));
    expect(screen.getByRole('alertdialog').textContent).toContain('Delete the type “Payments” for good?');
    expect(posts(fetchMock)).toEqual([]);
    await user.click(button('Delete for good'));
    await waitFor(() => expect(posts(fetchMock)).toEqual([['/api/staff/admin/faq-types/12/delete', {}]]));
    await waitFor(() => expect(document.body.textContent).toContain('Type “Payments” deleted.'));
  });

  it('says a type in use cannot be deleted, from the list or from the API', async () => {
    const { fetchMock, user } = await open(
      answer(1004, [{ field: 'typeId', rule: 'in_use', faqs: 2 }], 409),
      answer(0, STORED),
    );
    // Known in use: no confirmation, no request.
    await user.click(button('Delete: Account'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(
      '“Account” is still used by 1 FAQ. Move it to another type or delete it first.',
    );
    // Unused in this list, but FAQs were added since: the API's count is what the sentence says.
    await user.click(button('Delete: Payments'));
    await user.click(button('Delete for good'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        '“Payments” is still used by 2 FAQs. Move them to another type or delete them first.',
      ),
    );
    expect(posts(fetchMock)).toEqual([['/api/staff/admin/faq-types/12/delete', {}]]);
  });
});

describe('the FAQ list of the FAQ panel', () => {
  it('lists the FAQs with their type, question, languages and order', async () => {
    await open();
    const table = screen.getByRole('table', { name: 'FAQs' });
    expect(cellTexts(table)).toEqual([['Account', 'How do I link my account?', 'en', '0', 'Edit']]);
    expect(button('New FAQ').hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('group', { name: 'FAQ types' })).toBeDefined();
  });

  it('edits a FAQ, and opens the tab of a language whose text is half written before sending anything', async () => {
    const { fetchMock, user } = await open(answer(0), answer(0, STORED));
    await user.click(button('Edit: How do I link my account?'));
    expect(screen.getByRole('form', { name: 'Edit FAQ #101' })).toBeDefined();
    expect(field('Question').value).toBe('How do I link my account?');
    await user.click(screen.getByRole('tab', { name: /Korean/ }));
    await enter(user, field('Question'), '계정 연결은?');
    await user.click(screen.getByRole('tab', { name: /English/ }));
    await user.click(button('Save'));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Korean/ }).getAttribute('aria-selected')).toBe('true'));
    expect(posts(fetchMock)).toEqual([]);
    await enter(user, field('Answer'), '설정에서.');
    await user.click(button('Save'));
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        [
          '/api/staff/admin/faqs/101',
          {
            typeId: 11,
            sort: 0,
            texts: {
              en: { question: 'How do I link my account?', answer: 'In the settings.' },
              ko: { question: '계정 연결은?', answer: '설정에서.' },
            },
          },
        ],
      ]),
    );
    await waitFor(() => expect(document.body.textContent).toContain('FAQ saved.'));
  });

  it('says why no FAQ can be added while the game has no type', async () => {
    stubFetch(answer(0, { types: [], faqs: [] }));
    renderPage(<FaqsPanel gameId={7} languages={['en', 'ko']} />);
    expect(await screen.findByText('This game has no FAQ types yet, so no FAQ can be added.')).toBeDefined();
    expect(button('New FAQ').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('No FAQs for this game yet.').className).toBe('c-empty');
    // The types' own list is empty too: its New button is how to start.
    expect(within(screen.getByRole('group', { name: 'FAQ types' })).queryByRole('table')).toBeNull();
  });
});
