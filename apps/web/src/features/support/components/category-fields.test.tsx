// @vitest-environment happy-dom
// The category's own fields on the inquiry form, against a stubbed API: they appear once
// the category is chosen, each with its control, label, help and required mark; the contract's
// validation words its refusals inline in the player's language before anything is sent; the
// values go with the inquiry; the API's 1001 on a field lands on that field.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import en from '@guildhall/locales/player/en.json';
import th from '@guildhall/locales/player/th.json';
import ar from '@guildhall/locales/player/ar.json';
import type { PlayerField } from '@guildhall/contract/fields';
import type { CreateInquiryResult } from '@guildhall/contract/support';
import { configureApi } from '../../../lib/api-client';
import type { Dictionary } from '../../../lib/i18n';
import { enter, renderSite } from '../../../../test/render';
import { InquiryForm } from './inquiry-form';

let fetchMock: ReturnType<typeof vi.fn>;
let createAnswer: () => Response;
const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: 'ok', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const paymentFields = (lang: 'en' | 'th' | 'ar'): PlayerField[] => {
  const l = {
    en: {
      store: 'Store',
      order: 'Order ID',
      help: 'On your receipt.',
      amount: 'Amount paid',
      date: 'Purchase date',
      web: 'Official web shop',
    },
    th: {
      store: 'ร้านค้าที่ซื้อ',
      order: 'หมายเลขคำสั่งซื้อ',
      help: 'ดูได้จากใบเสร็จ',
      amount: 'จำนวนเงินที่ชำระ',
      date: 'วันที่ซื้อ',
      web: 'เว็บช็อปอย่างเป็นทางการ',
    },
    ar: {
      store: 'المتجر',
      order: 'رقم الطلب',
      help: 'تجده في الإيصال.',
      amount: 'المبلغ المدفوع',
      date: 'تاريخ الشراء',
      web: 'المتجر الإلكتروني الرسمي',
    },
  }[lang];
  return [
    {
      key: 'store',
      kind: 'choice',
      required: true,
      label: l.store,
      help: '',
      choices: [
        { value: 'google_play', label: 'Google Play' },
        { value: 'web_shop', label: l.web },
      ],
    },
    { key: 'order_id', kind: 'order_id', required: true, label: l.order, help: l.help },
    { key: 'amount', kind: 'number', required: false, label: l.amount, help: '', min: 0, max: 100000 },
    { key: 'purchase_date', kind: 'date', required: false, label: l.date, help: '', past: true },
  ];
};

function stub(lang: 'en' | 'th' | 'ar') {
  fetchMock = vi.fn(async (url: string) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/game/areas') return ok([{ gameAreaId: 'sea-th', name: 'Thailand' }]);
    if (path === '/api/game/servers/v2') return ok([{ serverId: 's3', name: 'S3 Siam' }]);
    if (path === '/api/game/roles') return ok([{ roleId: 'r1', roleName: 'Nok', level: 30 }]);
    if (path === '/api/inquiries/types')
      return ok([
        { id: 2, name: 'Payment', fields: paymentFields(lang) },
        { id: 3, name: 'Other', fields: [] },
      ]);
    if (path === '/api/inquiries') return createAnswer();
    throw new Error(`unexpected call ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
}

function render(lang: 'en' | 'th' | 'ar') {
  stub(lang);
  configureApi('/api', { lang, area: lang === 'ar' ? 'eru' : 'sea' });
  return renderSite(
    <InquiryForm
      clientId={1}
      token="tok"
      isGuest={false}
      limits={{ maxFiles: 3, maxBytes: 20 * 1024 * 1024 }}
      initial={{ serverId: 's3', email: 'nok@example.com', queryType: '2' }}
      onSubmitted={vi.fn<(r: CreateInquiryResult) => void>()}
    />,
    { area: lang === 'ar' ? 'eru' : 'sea', lang, dict: { en, th, ar }[lang] as Dictionary },
  );
}

const control = <T extends HTMLElement>(label: RegExp) => screen.getByLabelText<T>(label);
const messageOf = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((n) => n?.className === 'gh-field__error')?.textContent;
const hintOf = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((n) => n?.className === 'gh-field__hint')?.textContent;
const posts = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('token', 'tok');
  createAnswer = () => ok({ inquiryId: 9 });
});

describe('the category fields of the inquiry form', () => {
  it('appear with the category: a control per kind, label, help and required mark', async () => {
    const { user } = render('en');
    const store = await screen.findByLabelText<HTMLSelectElement>(/^Store/);
    expect(store.tagName).toBe('SELECT');
    expect(store.getAttribute('aria-required')).toBe('true');
    expect([...store.options].map((o) => o.textContent)).toEqual([
      'Choose an option',
      'Google Play',
      'Official web shop',
    ]);
    const order = control<HTMLInputElement>(/^Order ID/);
    expect(hintOf(order)).toBe('On your receipt.');
    expect(order.getAttribute('dir')).toBe('ltr');
    expect(control<HTMLInputElement>(/^Purchase date/).type).toBe('date');
    expect(control<HTMLInputElement>(/^Amount paid/).inputMode).toBe('decimal');
    expect(screen.getAllByText('(Optional)', { exact: false })).toHaveLength(2);
    // Another category has none of them.
    await user.selectOptions(screen.getByLabelText('Category'), '3');
    expect(screen.queryByLabelText(/^Order ID/)).toBeNull();
  });

  it('words the contract rules inline before sending, then sends the values with the inquiry', async () => {
    const { user } = render('en');
    await screen.findByRole('option', { name: 'Nok (Lv. 30)' });
    await user.selectOptions(screen.getByLabelText('Character'), 'r1');
    await enter(user, screen.getByLabelText('Title'), 'Gems missing');
    await enter(user, screen.getByLabelText('Details'), 'I paid yesterday and the gems never arrived.');
    await user.click(screen.getByLabelText('I agree to all of the following'));
    await user.type(control(/^Amount paid/), '-3');
    await user.click(screen.getByRole('button', { name: 'Submit inquiry' }));
    const store = control<HTMLSelectElement>(/^Store/);
    await waitFor(() => expect(messageOf(store)).toBe('Choose one of the options.'));
    expect(messageOf(control(/^Order ID/))).toBe('This field is required.');
    expect(messageOf(control(/^Amount paid/))).toBe('Enter a number of at least 0.');
    await waitFor(() => expect(document.activeElement).toBe(store));
    expect(posts()).toHaveLength(0);

    await user.selectOptions(store, 'web_shop');
    expect(messageOf(store)).toBeUndefined();
    await enter(user, control(/^Order ID/), 'ORD-2026-0042');
    await user.clear(control(/^Amount paid/));
    await enter(user, control(/^Amount paid/), '4.99');
    await user.click(screen.getByRole('button', { name: 'Submit inquiry' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const body = JSON.parse(String((posts()[0]![1] as RequestInit).body));
    expect(body.fields).toEqual({ store: 'web_shop', order_id: 'ORD-2026-0042', amount: '4.99', purchase_date: '' });
  });

  it('puts the API refusal of a field on that field, in Thai', async () => {
    const { user } = render('th');
    createAnswer = () =>
      new Response(JSON.stringify({ code: 1001, msg: 'x', data: [{ field: 'fields.order_id', rule: 'order_id' }] }), {
        status: 400,
      });
    await screen.findByRole('option', {
      name: th.support.form.roleOption.replace('{{name}}', 'Nok').replace('{{level}}', '30'),
    });
    await user.selectOptions(screen.getByLabelText(th.support.form.role), 'r1');
    await enter(user, screen.getByLabelText(th.support.form.title), 'เพชรไม่เข้า');
    await enter(user, screen.getByLabelText(th.support.form.content), 'ชำระเงินแล้ว แต่ยังไม่ได้รับเพชรในเกมครับ');
    await user.click(screen.getByLabelText(th.support.form.agreeAll));
    await user.selectOptions(control(/^ร้านค้าที่ซื้อ/), 'google_play');
    await enter(user, control(/^หมายเลขคำสั่งซื้อ/), 'GPA.1234');
    await user.click(screen.getByRole('button', { name: th.support.form.submit }));
    const order = control<HTMLInputElement>(/^หมายเลขคำสั่งซื้อ/);
    await waitFor(() => expect(messageOf(order)).toBe(th.support.fields.rules.orderId));
    await waitFor(() => expect(document.activeElement).toBe(order));
  });

  it('labels the fields in Arabic and keeps ids and numbers left to right', async () => {
    render('ar');
    const order = await screen.findByLabelText<HTMLInputElement>(/^رقم الطلب/);
    expect(order.getAttribute('dir')).toBe('ltr');
    expect(control<HTMLInputElement>(/^المبلغ المدفوع/).getAttribute('dir')).toBe('ltr');
    expect(screen.getAllByText(`(${ar.support.fields.optional})`, { exact: false })).toHaveLength(2);
  });
});
