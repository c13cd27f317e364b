// @vitest-environment happy-dom
// The FAQ panel's types: a new type and a rename send the names per language to their own paths,
// a delete asks first, and a type in use is refused with a sentence that says how many FAQs use
// it, whether the console knew (no request) or only the API did (1004 on a stale list).
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminFaqs } from '@guildhall/contract/staff-admin';
import { answer, enter, renderPage, stubFetch } from '../../../../test/render';
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

type Call = [string, RequestInit | undefined];
const posts = (fetchMock: { mock: { calls: unknown[][] } }) =>
  (fetchMock.mock.calls as Call[])
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [url, JSON.parse(String(init?.body))] as const);

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
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
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
