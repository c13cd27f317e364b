// Fields per category on both engines: admins define them (labels in every language of
// the game's area, audited, archived without losing values); players get them with the categories
// in their language and file inquiries whose values the contract checks, refusals worded in the
// player's language; agents read and change values, audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { z } from 'zod';
import {
  FieldDefinitionListSchema,
  FieldReportSchema,
  InquiryFieldValuesSchema,
  StaffFieldListSchema,
} from '@guildhall/contract/fields';
import { InquiryTypeSchema } from '@guildhall/contract/support';
import { createTestApp, dialects, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { DEMO_STAFF } from '../../db/seed/demo-staff';
import { issueStaffSession } from '../staff-sessions/staff-sessions.service';

const [admin, novaAgent] = DEMO_STAFF;
const BRAND = 'lumen'; // a brand of the sea area: English, Chinese, Indonesian, Thai, Vietnamese

describe.each(dialects)('fields per category on %s', (dialect) => {
  let t: TestApp;
  let game: number;
  let payment: number;
  let bug: number;
  let other: number;
  let player: string;
  const staff: Record<string, string> = {};

  const { get, post, loginPlayer, registerPlayer, firstGame } = testClient(() => t, { brand: BRAND });
  const audits = (targetType: string, targetId: number | string, action: string) =>
    t.db.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', targetType)
      .where('target_id', '=', String(targetId))
      .where('action', '=', action)
      .execute();

  const inquiry = (queryType: number, fields?: Record<string, string>) => ({
    gameId: game,
    gameAreaId: 'sea-th',
    serverId: 's3',
    roleName: 'Nok',
    queryType,
    title: 'Gems not received',
    content: 'I paid for the gem pack but nothing arrived in my mailbox.',
    email: 'nok@example.com',
    agreements: { terms: true, userAgreement: true, privacy: true },
    ...(fields ? { fields } : {}),
  });
  const paid = {
    store: 'google_play',
    order_id: 'GPA.3312-4451-0021-77810',
    amount: '99',
    purchase_date: '2026-01-15',
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    game = await firstGame(BRAND);
    const types = await t.db.db
      .selectFrom('inquiry_types')
      .select(['id', 'skill'])
      .where('game_id', '=', game)
      .orderBy('sort')
      .execute();
    payment = types.find((c) => c.skill === 'payment')!.id;
    bug = types.find((c) => c.skill === 'bug')!.id;
    other = types.find((c) => c.skill === null)!.id;
    player = await loginPlayer(DEMO_ACCOUNTS[0]);
    for (const s of [admin, novaAgent]) {
      const row = await t.db.db.selectFrom('staff').select('id').where('email', '=', s.email).executeTakeFirstOrThrow();
      staff[s.email] = (await issueStaffSession(t.db.db, row.id)).token;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the categories with their fields in the player language, agent-only ones left out', async () => {
    const th = z
      .array(InquiryTypeSchema)
      .parse((await get(`/inquiries/types?clientId=${game}&spec_lang=th`)).json().data);
    const pay = th.find((c) => c.id === payment)!;
    expect(pay.fields?.map((f) => f.key)).toEqual(['store', 'order_id', 'amount', 'purchase_date']);
    expect(pay.fields?.find((f) => f.key === 'order_id')).toMatchObject({
      kind: 'order_id',
      required: true,
      label: 'หมายเลขคำสั่งซื้อ',
    });
    expect(pay.fields?.find((f) => f.key === 'store')?.choices).toContainEqual({
      value: 'web_shop',
      label: 'เว็บช็อปอย่างเป็นทางการ',
    });
    expect(th.find((c) => c.id === other)?.fields).toEqual([]);
    const vi = z
      .array(InquiryTypeSchema)
      .parse((await get(`/inquiries/types?clientId=${game}&spec_lang=vi`)).json().data);
    expect(vi.find((c) => c.id === bug)?.fields?.[0]).toMatchObject({
      key: 'device',
      label: 'Thiết bị',
      help: 'Ví dụ: iPhone 15 hoặc Galaxy S23.',
    });
  });

  it('files an inquiry with valid values and stores them, normalised', async () => {
    const res = await post('/inquiries', inquiry(payment, { ...paid, amount: '+99' }), {
      token: player,
      query: '?spec_lang=th',
    });
    expect(res.json()).toMatchObject({ code: 0 });
    const id = res.json().data.inquiryId as number;
    const stored = await t.db.db
      .selectFrom('inquiry_field_values')
      .innerJoin('inquiry_fields', 'inquiry_fields.id', 'inquiry_field_values.field_id')
      .select(['inquiry_fields.field_key', 'inquiry_field_values.value'])
      .where('inquiry_id', '=', id)
      .orderBy('inquiry_fields.field_key')
      .execute();
    expect(Object.fromEntries(stored.map((s) => [s.field_key, s.value]))).toEqual({ ...paid, amount: '99' });
  });

  it.each([
    ['th', 'หมายเลขคำสั่งซื้อ: จำเป็นต้องกรอกช่องนี้'],
    ['zh-CN', '订单号：此项为必填项。'],
    ['en', 'Order ID: This field is required.'],
  ])('refuses a missing required value, worded in %s', async (lang, msg) => {
    const { order_id: _omitted, ...rest } = paid;
    const res = await post('/inquiries', inquiry(payment, rest), { token: player, query: `?spec_lang=${lang}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 1001, msg, data: [{ field: 'fields.order_id', rule: 'required' }] });
  });

  it('words a refusal in Arabic for a player reading Arabic, and names every broken field', async () => {
    const res = await post('/inquiries', inquiry(payment, { ...paid, store: 'steam', amount: '-5' }), {
      token: player,
      query: '?spec_lang=ar&domain_area=eru',
    });
    expect(res.json()).toEqual({
      code: 1001,
      msg: 'المتجر: اختر أحد الخيارات.',
      data: [
        { field: 'fields.store', rule: 'choice' },
        { field: 'fields.amount', rule: 'too_small' },
      ],
    });
    const th = await post('/inquiries', inquiry(payment, { ...paid, amount: '100001' }), {
      token: player,
      query: '?spec_lang=th',
    });
    expect(th.json().msg).toBe('จำนวนเงินที่ชำระ: กรุณากรอกตัวเลขไม่เกิน 100,000');
  });

  it('refuses agent-only fields and unknown keys from players, and stores nothing', async () => {
    const before = await t.db.db
      .selectFrom('inquiries')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const agentOnly = await post('/inquiries', inquiry(payment, { ...paid, refund_ref: 'RF-1' }), {
      token: player,
      query: '?spec_lang=th',
    });
    expect(agentOnly.json()).toMatchObject({
      code: 1001,
      data: [{ field: 'fields.refund_ref', rule: 'agent_only' }],
      msg: 'เลขอ้างอิงการคืนเงิน: ช่องนี้ทีมบริการลูกค้าเป็นผู้กรอก',
    });
    const unknown = await post('/inquiries', inquiry(other, { store: 'google_play' }), player);
    expect(unknown.json()).toMatchObject({ code: 1001, data: [{ field: 'fields.store', rule: 'unknown' }] });
    const after = await t.db.db
      .selectFrom('inquiries')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('does not count a refused field against the hourly allowance of new inquiries', async () => {
    const limited = await createTestApp(dialect, { env: { INQUIRY_CREATE_PER_HOUR: '1' } });
    try {
      const api = testClient(() => limited, { brand: BRAND });
      const send = (body: unknown, token: string) => api.post('/inquiries', body, token);
      const token = await api.loginPlayer(DEMO_ACCOUNTS[1]);
      const { order_id: _missing, ...rest } = paid;
      for (let i = 0; i < 3; i++) expect((await send(inquiry(payment, rest), token)).json().code).toBe(1001);
      expect((await send(inquiry(payment, paid), token)).json().code).toBe(0);
      expect((await send(inquiry(payment, paid), token)).json().code).toBe(1005);
    } finally {
      await limited.close();
    }
  });

  it('still files inquiries of clients that send no fields at all', async () => {
    expect((await post('/inquiries', inquiry(other), player)).json().code).toBe(0);
    expect((await post('/inquiries', inquiry(payment), player)).json().code).toBe(0);
    // A current client sends the map: then required fields are required.
    expect((await post('/inquiries', inquiry(payment, {}), player)).json().data).toEqual([
      { field: 'fields.store', rule: 'required' },
      { field: 'fields.order_id', rule: 'required' },
    ]);
  });

  it('lets admins define fields: labels in every language of the area, audited, key unique per category', async () => {
    const token = staff[admin.email]!;
    const langs = {
      en: 'Gift code',
      'zh-CN': '礼包码',
      'zh-TW': '禮包碼',
      id: 'Kode hadiah',
      th: 'รหัสของขวัญ',
      vi: 'Mã quà tặng',
    } as const;
    const texts = Object.fromEntries(Object.entries(langs).map(([l, label]) => [l, { label }]));
    const body = {
      categoryId: other,
      key: 'gift_code',
      kind: 'text',
      required: true,
      config: { maxLength: 20 },
      texts,
      sort: 1,
    };
    const { th: _th, ...noThai } = texts;
    const missing = await post(`/staff/admin/games/${game}/fields`, { ...body, texts: noThai }, token);
    expect(missing.json()).toMatchObject({ code: 1001, data: [{ field: 'texts.th.label', rule: 'required' }] });
    expect((await post(`/staff/admin/games/${game}/fields`, body, staff[novaAgent.email])).json().code).toBe(1003);
    const created = await post(`/staff/admin/games/${game}/fields`, body, token);
    expect(created.json()).toMatchObject({
      code: 0,
      data: { key: 'gift_code', categoryId: other, required: true, archived: false },
    });
    const id = created.json().data.id as number;
    expect(await audits('field', id, 'field.created')).toHaveLength(1);
    expect((await post(`/staff/admin/games/${game}/fields`, body, token)).json()).toMatchObject({
      code: 1004,
      data: [{ field: 'key', rule: 'taken' }],
    });
    const bad = await post(
      `/staff/admin/games/${game}/fields`,
      { ...body, key: 'pick', kind: 'choice', config: {} },
      token,
    );
    expect(bad.json()).toMatchObject({ code: 1001, data: [{ field: 'config.choices', rule: 'required' }] });

    const renamed = await post(
      `/staff/admin/fields/${id}`,
      { ...body, required: false, texts: { ...texts, th: { label: 'โค้ดของขวัญ', help: 'ดูได้ในอีเมล' } } },
      token,
    );
    expect(renamed.json().data).toMatchObject({
      required: false,
      texts: { th: { label: 'โค้ดของขวัญ', help: 'ดูได้ในอีเมล' } },
    });
    expect((await post(`/staff/admin/fields/${id}`, { ...body, kind: 'number' }, token)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'kind', rule: 'fixed' }],
    });
    const [updated] = await audits('field', id, 'field.updated');
    expect(JSON.parse(updated!.before!).required).toBe(true);
    expect(JSON.parse(updated!.after!).required).toBe(false);

    const list = FieldDefinitionListSchema.parse((await get(`/staff/admin/games/${game}/fields`, token)).json().data);
    expect(list.filter((f) => f.categoryId === other).map((f) => f.key)).toEqual(['gift_code']);
    expect(list.filter((f) => f.categoryId === payment).map((f) => f.key)).toEqual([
      'store',
      'order_id',
      'amount',
      'purchase_date',
      'refund_ref',
    ]);
    // Another brand's game: as if it did not exist, for an admin scoped to other brands too.
    expect((await get(`/staff/admin/games/${game}/fields`, staff[novaAgent.email])).json().code).toBe(1003);
  });

  it('archives a field: new inquiries no longer ask for it, stored values stay and are shown to agents', async () => {
    const token = staff[admin.email]!;
    const filed = await post(
      '/inquiries',
      inquiry(bug, { device: 'Galaxy S23', os: 'Android 14', game_build: '1.8.2 (2041)' }),
      player,
    );
    expect(filed.json().code).toBe(0);
    const inquiryId = filed.json().data.inquiryId as number;
    const build = (
      await t.db.db
        .selectFrom('inquiry_fields')
        .select('id')
        .where('type_id', '=', bug)
        .where('field_key', '=', 'game_build')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await post(`/staff/admin/fields/${build}/archive`, { archived: true }, token)).json().code).toBe(0);
    expect(await audits('field', build, 'field.archived')).toHaveLength(1);
    const types = z.array(InquiryTypeSchema).parse((await get(`/inquiries/types?clientId=${game}`)).json().data);
    expect(types.find((c) => c.id === bug)?.fields?.map((f) => f.key)).toEqual(['device', 'os']);
    expect(
      (await post('/inquiries', inquiry(bug, { device: 'Pixel 8', game_build: '1.9' }), player)).json().data,
    ).toEqual([{ field: 'fields.game_build', rule: 'unknown' }]);
    const shown = InquiryFieldValuesSchema.parse(
      (await get(`/staff/inquiries/${inquiryId}/fields?lang=en`, token)).json().data,
    );
    expect(shown.find((f) => f.key === 'game_build')).toMatchObject({
      archived: true,
      value: '1.8.2 (2041)',
      label: 'Game version',
    });
    expect((await post(`/staff/admin/fields/${build}/archive`, { archived: false }, token)).json().code).toBe(0);
  });

  it('shows agents the values with labels in the console language and lets them edit, agent-only ones too, audited', async () => {
    const token = staff[admin.email]!;
    const inquiryId = (
      await post('/inquiries', inquiry(payment, paid), { token: player, query: '?spec_lang=th' })
    ).json().data.inquiryId as number;
    const ja = InquiryFieldValuesSchema.parse(
      (await get(`/staff/inquiries/${inquiryId}/fields?lang=ja`, token)).json().data,
    );
    expect(ja.find((f) => f.key === 'store')).toMatchObject({
      label: '購入ストア',
      value: 'google_play',
      display: 'Google Play',
    });
    expect(ja.find((f) => f.key === 'refund_ref')).toMatchObject({ agentOnly: true, value: '' });

    const edited = await post(
      `/staff/inquiries/${inquiryId}/fields`,
      { values: { refund_ref: 'RF-2026-0042', store: 'web_shop', amount: '' } },
      { token, query: '?lang=en' },
    );
    expect(edited.json().code).toBe(0);
    const after = InquiryFieldValuesSchema.parse(edited.json().data);
    expect(after.find((f) => f.key === 'refund_ref')?.value).toBe('RF-2026-0042');
    expect(after.find((f) => f.key === 'store')?.display).toBe('Official web shop');
    expect(after.find((f) => f.key === 'amount')?.value).toBe('');
    const [entry, ...more] = await audits('inquiry', inquiryId, 'inquiry.fields');
    expect(more).toHaveLength(0);
    expect(JSON.parse(entry!.before!)).toEqual({ refund_ref: '', store: 'google_play', amount: '99' });
    expect(JSON.parse(entry!.after!)).toEqual({ refund_ref: 'RF-2026-0042', store: 'web_shop', amount: '' });

    // The same values again change nothing and record nothing.
    await post(`/staff/inquiries/${inquiryId}/fields`, { values: { refund_ref: 'RF-2026-0042' } }, token);
    expect(await audits('inquiry', inquiryId, 'inquiry.fields')).toHaveLength(1);
    const refused = await post(`/staff/inquiries/${inquiryId}/fields`, { values: { order_id: '' } }, token);
    expect(refused.json()).toMatchObject({ code: 1001, data: [{ field: 'fields.order_id', rule: 'required' }] });
    // An agent of other brands: as if the inquiry did not exist.
    expect((await get(`/staff/inquiries/${inquiryId}/fields`, staff[novaAgent.email])).json().code).toBe(1002);
    expect(
      (
        await post(`/staff/inquiries/${inquiryId}/fields`, { values: { refund_ref: 'x' } }, staff[novaAgent.email])
      ).json().code,
    ).toBe(1002);
  });

  it('lists the fields of the caller brands for the queue filters', async () => {
    const mine = StaffFieldListSchema.parse((await get(`/staff/fields?lang=th`, staff[novaAgent.email])).json().data);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((f) => ['nova', 'ember'].includes(f.brand))).toBe(true);
    const lumen = StaffFieldListSchema.parse(
      (await get(`/staff/fields?brand=${BRAND}&gameId=${game}&lang=th`, staff[admin.email])).json().data,
    );
    expect(lumen.find((f) => f.key === 'store' && f.categoryId === payment)?.choices).toContainEqual({
      value: 'app_store',
      label: 'App Store',
    });
    expect(lumen.find((f) => f.key === 'order_id')?.label).toBe('หมายเลขคำสั่งซื้อ');
  });

  it('breaks the inquiries of a category down by a choice field', async () => {
    const store = (
      await t.db.db
        .selectFrom('inquiry_fields')
        .select('id')
        .where('type_id', '=', payment)
        .where('field_key', '=', 'store')
        .executeTakeFirstOrThrow()
    ).id;
    await post('/inquiries', inquiry(payment, { ...paid, store: 'app_store', order_id: 'MT2P3Q9ZX1' }), player);
    const today = new Date().toISOString().slice(0, 10);
    const res = await get(
      `/staff/reports/fields?from=2020-01-01&to=${today}&fieldId=${store}&lang=en`,
      staff[admin.email],
    );
    const report = FieldReportSchema.parse(res.json().data);
    expect(report.field).toMatchObject({ key: 'store', label: 'Store' });
    const count = (v: string) => report.rows.find((r) => r.value === v)?.inquiries ?? 0;
    // Filed above: google_play twice (one changed to web_shop by the agent), app_store once, one without a value (an older client).
    expect(count('google_play')).toBe(1);
    expect(count('web_shop')).toBe(1);
    expect(count('app_store')).toBe(1);
    expect(report.rows.find((r) => r.value === 'web_shop')?.label).toBe('Official web shop');
    expect(count('')).toBe(1);
    expect(
      (await get(`/staff/reports/fields?from=2020-01-01&to=${today}&fieldId=${store}`, staff[novaAgent.email])).json()
        .code,
    ).toBe(1002);
  });

  it('puts the values in the player data export and removes all but choices when the account is deleted', async () => {
    const account = `fields_${Date.now().toString(36)}`;
    const password = 'Lantern-Quartz-2026!';
    const token = await registerPlayer({ account, password, email: `${account}@example.com` });
    const inquiryId = (
      await post('/inquiries', inquiry(payment, { ...paid, order_id: 'GPA.9999-0000' }), {
        token,
        query: '?spec_lang=th',
      })
    ).json().data.inquiryId as number;
    const res = await get('/ucenter/data/export?spec_lang=th', token);
    const docs = JSON.parse(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['inquiries.json']!)) as {
      inquiryId: number;
      fields: Record<string, string>;
    }[];
    expect(docs.find((d) => d.inquiryId === inquiryId)?.fields).toMatchObject({
      ร้านค้าที่ซื้อ: 'Google Play',
      หมายเลขคำสั่งซื้อ: 'GPA.9999-0000',
      จำนวนเงินที่ชำระ: '99',
    });

    expect((await post('/ucenter/account/delete', { account, password }, token)).json().code).toBe(0);
    const left = await t.db.db
      .selectFrom('inquiry_field_values')
      .innerJoin('inquiry_fields', 'inquiry_fields.id', 'inquiry_field_values.field_id')
      .select(['inquiry_fields.field_key', 'inquiry_field_values.value'])
      .where('inquiry_id', '=', inquiryId)
      .execute();
    expect(left).toEqual([{ field_key: 'store', value: 'google_play' }]);
  });
});
