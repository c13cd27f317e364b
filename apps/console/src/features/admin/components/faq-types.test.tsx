// @vitest-environment happy-dom
// The FAQ panel's types: a new type and a rename send the names per language to their own paths,
// a delete asks first, and a type in use is refused with a sentence that says how many FAQs use
// it, whether the console knew (no request) or only the API did (1004 on a stale list).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminFaqs } from '@guildhall/contract/staff-admin';
import { answer, button, change, click, field, render, stubFetch, waitFor, type Rendered } from '../../../../test/render';
import { FaqsPanel } from './faqs-panel';

const STORED: AdminFaqs = {
  types: [
    { id: 11, names: { en: 'Account', ko: '계정' } },
    { id: 12, names: { en: 'Payments' } },
  ],
  faqs: [{ id: 101, typeId: 11, sort: 0, texts: { en: { question: 'How do I link my account?', answer: 'In the settings.' } } }],
};

let page: Rendered | null = null;
afterEach(() => {
  page?.unmount();
  page = null;
  vi.unstubAllGlobals();
});

type Call = [string, RequestInit | undefined];
const posts = (fetchMock: { mock: { calls: unknown[][] } }) =>
  (fetchMock.mock.calls as Call[]).filter(([, init]) => init?.method === 'POST').map(([url, init]) => [url, JSON.parse(String(init?.body))] as const);

async function open(...answers: Response[]) {
  const fetchMock = stubFetch(answer(0, STORED), ...answers);
  page = render(<FaqsPanel gameId={7} languages={['en', 'ko']} />);
  await waitFor(() => expect(page!.container.textContent).toContain('FAQ types'));
  return { fetchMock, container: page.container };
}

describe('the FAQ types of the FAQ panel', () => {
  it('lists the types with how many FAQs use each', async () => {
    const { container } = await open();
    const rows = [...container.querySelectorAll('.c-faq-types tbody tr')].map((r) => [...r.querySelectorAll('td')].slice(0, 3).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Account', 'enko', '1'],
      ['Payments', 'en', '0'],
    ]);
  });

  it('creates a type with its names per language, skipping the empty ones', async () => {
    const { fetchMock, container } = await open(answer(0, { id: 13 }), answer(0, STORED));
    await click(button(container, 'New type'));
    change(field(container, 'English (en)'), '  Events ');
    await click(button(container, 'Save'));
    await waitFor(() => expect(posts(fetchMock)).toEqual([['/api/staff/admin/games/7/faq-types', { names: { en: 'Events' } }]]));
    await waitFor(() => expect(container.ownerDocument.body.textContent).toContain('FAQ type saved.'));
  });

  it('asks for a name in at least one language and sends nothing without one', async () => {
    const { fetchMock, container } = await open();
    await click(button(container, 'New type'));
    await click(button(container, 'Save'));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Give the type a name in at least one language.');
    expect(posts(fetchMock)).toEqual([]);
  });

  it('renames a type, starting from its stored names', async () => {
    const { fetchMock, container } = await open(answer(0), answer(0, STORED));
    await click(button(container, 'Rename: Account'));
    expect(container.textContent).toContain('Rename FAQ type #11');
    expect(field(container, 'Korean (ko)').value).toBe('계정');
    change(field(container, 'English (en)'), 'Account and login');
    await click(button(container, 'Save'));
    await waitFor(() => expect(posts(fetchMock)).toEqual([['/api/staff/admin/faq-types/11', { names: { en: 'Account and login', ko: '계정' } }]]));
  });

  it('deletes an unused type after a confirmation', async () => {
    const { fetchMock, container } = await open(answer(0), answer(0, { ...STORED, types: [STORED.types[0]!] }));
    await click(button(container, 'Delete: Payments'));
    expect(container.querySelector('[role="alertdialog"]')?.textContent).toContain('Delete the type “Payments” for good?');
    expect(posts(fetchMock)).toEqual([]);
    await click(button(container, 'Delete for good'));
    await waitFor(() => expect(posts(fetchMock)).toEqual([['/api/staff/admin/faq-types/12/delete', {}]]));
    await waitFor(() => expect(container.ownerDocument.body.textContent).toContain('Type “Payments” deleted.'));
  });

  it('says a type in use cannot be deleted, from the list or from the API', async () => {
    const { fetchMock, container } = await open(answer(1004, [{ field: 'typeId', rule: 'in_use', faqs: 2 }], 409), answer(0, STORED));
    // Known in use: no confirmation, no request.
    await click(button(container, 'Delete: Account'));
    expect(container.querySelector('[role="alertdialog"]')).toBeNull();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('“Account” is still used by 1 FAQ(s). Move them to another type or delete them first.');
    // Unused in this list, but FAQs were added since: the API's count is what the sentence says.
    await click(button(container, 'Delete: Payments'));
    await click(button(container, 'Delete for good'));
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe('“Payments” is still used by 2 FAQ(s). Move them to another type or delete them first.'));
    expect(posts(fetchMock)).toEqual([['/api/staff/admin/faq-types/12/delete', {}]]);
  });
});
