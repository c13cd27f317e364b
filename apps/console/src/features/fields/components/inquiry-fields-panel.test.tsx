// @vitest-environment happy-dom
// The inquiry's fields on the console: values with their labels (a choice by its name), agent-only
// and archived ones marked; an agent's edit sends only what changed, is checked by the contract's
// validation first, and an API refusal lands on its field.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { InquiryFieldValue } from '@guildhall/contract/fields';
import { answer, enter, renderPage, stubFetch } from '../../../../test/render';
import { InquiryFieldsPanel } from './inquiry-fields-panel';

const FIELDS: InquiryFieldValue[] = [
  {
    key: 'store',
    kind: 'choice',
    label: 'Store',
    help: '',
    required: true,
    agentOnly: false,
    archived: false,
    config: {
      choices: [
        { value: 'google_play', labels: { en: 'Google Play' } },
        { value: 'web_shop', labels: { en: 'Official web shop', th: 'เว็บช็อป' } },
      ],
    },
    value: 'google_play',
    display: 'Google Play',
  },
  {
    key: 'order_id',
    kind: 'order_id',
    label: 'Order ID',
    help: '',
    required: true,
    agentOnly: false,
    archived: false,
    config: {},
    value: 'GPA.1234-5678',
    display: 'GPA.1234-5678',
  },
  {
    key: 'refund_ref',
    kind: 'text',
    label: 'Refund reference',
    help: '',
    required: false,
    agentOnly: true,
    archived: false,
    config: { maxLength: 10 },
    value: '',
    display: '',
  },
  {
    key: 'game_build',
    kind: 'device',
    label: 'Game version',
    help: '',
    required: false,
    agentOnly: false,
    archived: true,
    config: {},
    value: '1.8.2',
    display: '1.8.2',
  },
];

type Call = [string, RequestInit | undefined];
const posts = (fetchMock: { mock: { calls: unknown[][] } }) =>
  (fetchMock.mock.calls as Call[])
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [url, JSON.parse(String(init?.body))] as const);

describe('the inquiry fields panel', () => {
  it('shows the values with labels, agent-only and archived ones marked', async () => {
    stubFetch(answer(0, FIELDS));
    renderPage(<InquiryFieldsPanel inquiryId={5} />);
    await screen.findByText('Google Play');
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['Store', 'Order ID', 'Refund reference Agents only', 'Game version Archived']);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(values).toEqual(['Google Play', 'GPA.1234-5678', '—', '1.8.2']);
  });

  it("marks a text the player typed with the inquiry's language and direction, and ids left to right", async () => {
    const note: InquiryFieldValue = {
      key: 'note',
      kind: 'text',
      label: 'What happened',
      help: '',
      required: false,
      agentOnly: false,
      archived: false,
      config: {},
      value: 'لم تصل الجواهر',
      display: 'لم تصل الجواهر',
    };
    stubFetch(answer(0, [...FIELDS, note]));
    renderPage(<InquiryFieldsPanel inquiryId={5} playerLang="ar" />);
    const text = await screen.findByText('لم تصل الجواهر');
    expect([text.getAttribute('lang'), text.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    const order = screen.getByText('GPA.1234-5678');
    expect([order.getAttribute('lang'), order.getAttribute('dir')]).toEqual([null, 'ltr']);
    // A choice is the console's own word for it, not the player's text.
    expect(screen.getByText('Google Play').getAttribute('lang')).toBeNull();
  });

  it('sends only what changed, after the contract checked it, and puts an API refusal on its field', async () => {
    const fetchMock = stubFetch(
      answer(0, FIELDS),
      answer(1001, [{ field: 'fields.order_id', rule: 'order_id' }], 400),
      answer(0, FIELDS),
      answer(0, FIELDS),
      answer(0, FIELDS),
    );
    const { user } = renderPage(<InquiryFieldsPanel inquiryId={5} />);
    await user.click(await screen.findByRole('button', { name: 'Edit fields' }));
    expect(screen.queryByLabelText(/Game version/)).toBeNull();
    const refund = screen.getByLabelText<HTMLInputElement>(/Refund reference/);
    await enter(user, refund, 'RF-2026-00042');
    await user.click(screen.getByRole('button', { name: 'Save fields' }));
    // The contract's own check first: nothing sent.
    expect(await screen.findByText('At most 10 characters.')).toBeTruthy();
    expect(refund.getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetchMock)).toEqual([]);

    await user.clear(refund);
    await user.type(refund, 'RF-42');
    await user.selectOptions(screen.getByLabelText<HTMLSelectElement>(/Store/), 'web_shop');
    await user.click(screen.getByRole('button', { name: 'Save fields' }));
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        ['/api/staff/inquiries/5/fields', { values: { store: 'web_shop', refund_ref: 'RF-42' } }],
      ]),
    );
    const order = screen.getByLabelText<HTMLInputElement>(/Order ID/);
    await waitFor(() => expect(order.getAttribute('aria-invalid')).toBe('true'));
    expect(within(order.parentElement!).getByText('Letters, digits and . _ - : only (4 to 64).')).toBeTruthy();
  });
});
