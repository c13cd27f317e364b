// @vitest-environment happy-dom
// The admin's fields per category: the list of a category's fields, a new choice field sent with
// its labels per language, a label missing in a language of the game's area refused before
// sending, and archiving. A refused value is named under its box in words (never a schema path),
// and choices are rows that come and go.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { FieldDefinition } from '@guildhall/contract/fields';
import type { AdminCategory } from '@guildhall/contract/staff-admin';
import { answer, describedBy, enter, renderPage, stubFetch } from '../../../../test/render';
import { FieldsPanel } from './fields-panel';

const CATEGORIES: AdminCategory[] = [
  { id: 21, sort: 0, names: { en: 'Account', ko: '계정' }, skill: 'account' },
  { id: 22, sort: 1, names: { en: 'Payments & top-ups', ko: '결제' }, skill: 'payment' },
];
const FIELDS: FieldDefinition[] = [
  {
    id: 1,
    gameId: 7,
    categoryId: 22,
    key: 'order_id',
    kind: 'order_id',
    required: true,
    agentOnly: false,
    config: {},
    texts: { en: { label: 'Order ID' }, ko: { label: '주문 번호' } },
    sort: 0,
    archived: false,
  },
  {
    id: 2,
    gameId: 7,
    categoryId: 21,
    key: 'last_login_date',
    kind: 'date',
    required: false,
    agentOnly: false,
    config: { past: true },
    texts: { en: { label: 'Last login date' } },
    sort: 0,
    archived: true,
  },
];

type Call = [string, RequestInit | undefined];
const posts = (fetchMock: { mock: { calls: unknown[][] } }) =>
  (fetchMock.mock.calls as Call[])
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [url, JSON.parse(String(init?.body))] as const);

async function open(...answers: Response[]) {
  const fetchMock = stubFetch(answer(0, FIELDS), ...answers);
  const view = renderPage(<FieldsPanel gameId={7} area="kr" languages={['en', 'ko']} categories={CATEGORIES} />);
  await screen.findByRole('heading', { name: 'Fields per category' });
  return { fetchMock, ...view };
}

describe('the fields panel', () => {
  it('lists the chosen category fields with their rules and status', async () => {
    const { user } = await open();
    const rows = () =>
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .slice(0, 5)
            .map((c) => c.textContent?.trim()),
        );
    expect(rows()).toEqual([['last_login_date', 'Last login date', 'Date', '', 'Archived']]);
    await user.selectOptions(screen.getByLabelText('Category'), '22');
    expect(rows()).toEqual([['order_id', 'Order ID', 'Order or receipt ID', 'Required', 'Active']]);
  });

  it('creates a choice field with labels in the area languages, refusing a missing one first', async () => {
    const { fetchMock, user } = await open(answer(0, { ...FIELDS[0], id: 3 }), answer(0, FIELDS));
    await user.selectOptions(screen.getByLabelText('Category'), '22');
    await user.click(screen.getByRole('button', { name: 'Add a field' }));
    await user.type(screen.getByLabelText('Key'), 'store');
    await user.selectOptions(screen.getByLabelText('Kind'), 'choice');
    await user.click(screen.getByLabelText('Players must fill it in'));
    await user.type(screen.getByLabelText('Label'), 'Store');
    await user.click(screen.getByRole('button', { name: 'Add a choice' }));
    await enter(user, screen.getByLabelText('Value'), 'google_play');
    await enter(user, screen.getByLabelText('Label (en)'), 'Google Play');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Korean');
    expect(posts(fetchMock)).toEqual([]);

    await user.click(screen.getByRole('tab', { name: /ko/ }));
    await enter(user, screen.getByLabelText('Label'), '결제 스토어');
    await enter(user, screen.getByLabelText('Label (ko)'), 'Google Play');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        [
          '/api/staff/admin/games/7/fields',
          {
            categoryId: 22,
            key: 'store',
            kind: 'choice',
            required: true,
            agentOnly: false,
            config: { choices: [{ value: 'google_play', labels: { en: 'Google Play', ko: 'Google Play' } }] },
            texts: { en: { label: 'Store' }, ko: { label: '결제 스토어' } },
            sort: 0,
          },
        ],
      ]),
    );
  });

  it('names a malformed key and a maximum below the minimum under their boxes, in words, and sends nothing', async () => {
    const { fetchMock, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Add a field' }));
    await user.type(screen.getByLabelText('Key'), 'Bad Key');
    await user.selectOptions(screen.getByLabelText('Kind'), 'number');
    await user.type(screen.getByLabelText('Minimum'), '10');
    await user.type(screen.getByLabelText('Maximum'), '5');
    await user.type(screen.getByLabelText('Label'), 'Amount');
    await user.click(screen.getByRole('tab', { name: /ko/ }));
    await user.type(screen.getByLabelText('Label'), '금액');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const key = screen.getByLabelText('Key');
    await waitFor(() => expect(key.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(key)).toContain('Use lowercase letters, digits and _, starting with a letter.');
    expect(describedBy(screen.getByLabelText('Maximum'))).toBe('This number is too small.');
    expect(document.body.textContent).not.toMatch(/config\.max|too_small|invalid_format/);
    const summary = within(screen.getByRole('alert'));
    expect(summary.getByRole('link', { name: 'Maximum: This number is too small.' })).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);
  });

  it('adds and removes choices, and sends the ones left', async () => {
    const { fetchMock, user } = await open(answer(0, { ...FIELDS[0], id: 4 }), answer(0, FIELDS));
    await user.click(screen.getByRole('button', { name: 'Add a field' }));
    await user.type(screen.getByLabelText('Key'), 'platform');
    await user.selectOptions(screen.getByLabelText('Kind'), 'choice');
    await user.type(screen.getByLabelText('Label'), 'Platform');
    await user.click(screen.getByRole('button', { name: 'Add a choice' }));
    await user.click(screen.getByRole('button', { name: 'Add a choice' }));
    const values = screen.getAllByLabelText('Value');
    await user.type(values[0]!, 'pc');
    await user.type(values[1]!, 'mobile');
    await user.type(screen.getAllByLabelText('Label (en)')[1]!, 'Mobile');
    await user.click(screen.getByRole('button', { name: 'Remove choice pc' }));
    expect(screen.getAllByLabelText('Value')).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: /ko/ }));
    await user.type(screen.getByLabelText('Label'), '플랫폼');
    await user.type(screen.getByLabelText('Label (ko)'), '모바일');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        [
          '/api/staff/admin/games/7/fields',
          {
            categoryId: 21,
            key: 'platform',
            kind: 'choice',
            required: false,
            agentOnly: false,
            config: { choices: [{ value: 'mobile', labels: { en: 'Mobile', ko: '모바일' } }] },
            texts: { en: { label: 'Platform' }, ko: { label: '플랫폼' } },
            sort: 0,
          },
        ],
      ]),
    );
  });

  it('archives and restores', async () => {
    const { fetchMock, user } = await open(answer(0, null), answer(0, FIELDS));
    await user.click(screen.getByRole('button', { name: 'Restore: Last login date' }));
    await waitFor(() => expect(posts(fetchMock)).toEqual([['/api/staff/admin/fields/2/archive', { archived: false }]]));
  });
});
