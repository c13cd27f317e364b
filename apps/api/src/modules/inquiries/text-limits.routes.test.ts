// Attacks on stored text, posted to POST /inquiries as a client would send them:
// what is refused stores nothing, and what is accepted is stored normalised (contract text.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_RULE, InquiryDetailSchema, textCounter, textLength } from '@guildhall/contract/support';
import { createTestApp, dialects, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';

describe.each(dialects)('text limits of a new inquiry on %s', (dialect) => {
  let t: TestApp;
  let game: number;
  let category: number;
  let token: string;

  const { get, post, loginPlayer, firstGame } = testClient(() => t);
  const stored = () =>
    t.db.db
      .selectFrom('inquiries')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { INQUIRY_CREATE_PER_HOUR: '100' } });
    game = await firstGame('nova');
    category = (await get(`/inquiries/types?clientId=${game}`)).json().data[0].id;
    token = await loginPlayer(DEMO_ACCOUNTS[1]);
  });
  afterAll(async () => {
    await t.close();
  });

  const valid = () => ({
    gameId: game,
    gameAreaId: 'kr-main',
    serverId: 's1',
    roleName: 'Mina',
    queryType: category,
    title: 'Cannot claim the event reward',
    content: 'The login event reward for day 7 never arrived in my mailbox.',
    email: 'player@example.com',
    agreements: { terms: true, userAgreement: true, privacy: true },
  });

  // Built lazily, so the test titles do not carry 300,000 marks.
  const ATTACKS: Record<string, [field: string, change: () => Record<string, string>, rule: string]> = {
    'a title of two letters carrying 300,000 combining marks': [
      'title',
      () => ({ title: `a${'\u0301'.repeat(150_000)}b${'\u0302'.repeat(150_000)}` }),
      'too_long',
    ],
    'content of ten words carrying 200,000 marks': [
      'content',
      () => ({ content: Array.from({ length: 10 }, (_, i) => `word${i}${'\u0308'.repeat(20_000)}`).join(' ') }),
      'too_long',
    ],
    'a title of two letters carrying 1,000 marks (past 4 code points a character, under the raw bound)': [
      'title',
      () => ({ title: `a${'\u0301'.repeat(500)}b${'\u0301'.repeat(500)}` }),
      'too_long',
    ],
    'a title of zero-width characters only': [
      'title',
      () => ({ title: '\u200B\u200C\u200D\uFEFF\u2060' }),
      'invisible',
    ],
    'a title of Hangul fillers and blank braille': [
      'title',
      () => ({ title: '\u3164\u115F\u2800\u2800' }),
      'invisible',
    ],
    'a title of bidi controls and spaces': ['title', () => ({ title: '\u202E \u2066\u3000\u2069' }), 'invisible'],
    'content of control characters and combining marks': [
      'content',
      () => ({ content: '\u0001\u0002\u0301\u0302\u0303\u0007\u0008\u000B\u200B\u200B\u200B' }),
      'invisible',
    ],
    'a character name of zero-width spaces': ['roleName', () => ({ roleName: '\u200B\u200B' }), 'invisible'],
  };

  it.each(Object.keys(ATTACKS))('refuses %s, storing nothing', async (name) => {
    const [field, change, rule] = ATTACKS[name]!;
    const before = await stored();
    const res = await post('/inquiries', { ...valid(), ...change() }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1001, data: [{ field, rule }] });
    expect(await stored()).toBe(before);
  });

  it('stores NFD input as NFC, without controls or invisible edges, and answers it the same', async () => {
    const title = '\u200B Tiếng Việt: không nhận được quà\u0000 '.normalize('NFD');
    const content = 'Tôi đã nạp tiền\r\nnhưng\u0007 không nhận được kim cương.\u001B\u200B'.normalize('NFD');
    const res = await post('/inquiries', { ...valid(), title, content, roleName: 'Ngọc Ánh'.normalize('NFD') }, token);
    expect(res.json()).toMatchObject({ code: 0 });
    const id = res.json().data.inquiryId as number;

    const row = await t.db.db
      .selectFrom('inquiries')
      .select(['title', 'role_name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const message = await t.db.db
      .selectFrom('inquiry_messages')
      .select('content')
      .where('inquiry_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('Tiếng Việt: không nhận được quà'.normalize('NFC'));
    expect(row.title.normalize('NFC')).toBe(row.title);
    expect(row.role_name).toBe('Ngọc Ánh'.normalize('NFC'));
    expect(message.content).toBe('Tôi đã nạp tiền\nnhưng không nhận được kim cương.'.normalize('NFC'));

    const detail = InquiryDetailSchema.parse((await get(`/inquiries/detail?inquiryId=${id}`, token)).json().data);
    expect(detail.title).toBe(row.title);
    expect(detail.messages[0]!.content).toBe(message.content);
  });

  it("agrees with the form's counter at the limit: 400 characters and a trailing space are 400, 401 are refused", async () => {
    const at400 = `${'ab '.repeat(133)}a`;
    expect(textCounter(`${at400} `, CONTENT_RULE)).toEqual({ length: 400, over: false });
    const res = await post('/inquiries', { ...valid(), content: `${at400} ` }, token);
    expect(res.json()).toMatchObject({ code: 0 });
    const message = await t.db.db
      .selectFrom('inquiry_messages')
      .select('content')
      .where('inquiry_id', '=', res.json().data.inquiryId as number)
      .executeTakeFirstOrThrow();
    expect(message.content).toBe(at400);

    const over = `${at400}b`;
    expect(textCounter(`${over} `, CONTENT_RULE)).toEqual({ length: 401, over: true });
    const refused = await post('/inquiries', { ...valid(), content: `${over} ` }, token);
    expect(refused.json()).toMatchObject({ code: 1001, data: [{ field: 'content', rule: 'too_long' }] });
  });

  it('stores real Thai, Arabic and emoji text at the limits as sent', async () => {
    const title = `${'กี่'.repeat(50)}${'ضَّ'.repeat(49)}👨‍👩‍👧‍👦`; // 100 characters, 304 code points
    const content = `abc${' น้ำใจ 👍🏽 ضَّ'.repeat(49)} ผู้ใหญ่`; // 400 characters
    expect([textLength(title), textLength(content)]).toEqual([100, 400]);
    const res = await post('/inquiries', { ...valid(), title, content }, token);
    expect(res.json()).toMatchObject({ code: 0 });
    const id = res.json().data.inquiryId as number;
    const row = await t.db.db.selectFrom('inquiries').select('title').where('id', '=', id).executeTakeFirstOrThrow();
    const message = await t.db.db
      .selectFrom('inquiry_messages')
      .select('content')
      .where('inquiry_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe(title);
    expect(message.content).toBe(content);
    // One character more is refused.
    expect((await post('/inquiries', { ...valid(), title: `${title}x` }, token)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'title', rule: 'too_long' }],
    });
  });
});
