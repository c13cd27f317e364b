import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueuePageSchema, StaffLoginResultSchema } from '@guildhall/contract/staff';
import { brandAdmin, createTestApp, dialects, host, signedHeaders, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { codeIn, startSmtp, type TestSmtp } from '../../../test/smtp';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { DEMO_STAFF } from '../../db/seed/demo-staff';
import { currentStep, totpAt } from '../../lib/totp';
import { multipartBody, sampleFile } from '../../../test/file-samples';

const [admin, novaAgent, hanamiAgent] = DEMO_STAFF;

describe.each(dialects)('staff API on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  const tokens: Record<string, string> = {};
  const inquiries: Record<string, number> = {};

  const { get, post, staffLogin, loginStaff, loginPlayer, fileInquiry } = testClient(() => t);

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, { env: { SMTP_URL: smtp.url } });
    for (const s of DEMO_STAFF) tokens[s.email] = await loginStaff(s);
    for (const brand of ['nova', 'hanami']) tokens[`player-${brand}`] = await loginPlayer(DEMO_ACCOUNTS[0], { brand });
    inquiries.nova = await fileInquiry('nova', 'Stuck in the castle wall', tokens['player-nova']!);
    inquiries.nova2 = await fileInquiry('nova', 'Guild chat shows old messages', tokens['player-nova']!);
    inquiries.hanami = await fileInquiry('hanami', '城壁に閉じ込められました', tokens['player-hanami']!);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('logs staff in with the same answer for a wrong password and an unknown email', async () => {
    const ok = await staffLogin(admin.email, admin.password);
    expect(StaffLoginResultSchema.parse(ok.json().data).staff).toMatchObject({
      role: 'admin',
      brands: expect.arrayContaining(['nova', 'vela']),
    });
    const wrong = await staffLogin(admin.email, 'nope-nope-nope');
    const unknown = await staffLogin('nobody@guildhall.example', 'nope-nope-nope');
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe(1006);
  });

  it('keeps player and staff sessions apart', async () => {
    expect((await get('/staff/me', tokens['player-nova'])).json().code).toBe(-600);
    expect((await get('/users/info', tokens[admin.email])).json().code).toBe(-600);
    expect((await get('/staff/me', tokens[novaAgent.email])).json().data).toMatchObject({
      email: novaAgent.email,
      brands: ['ember', 'nova'],
      allBrands: false,
    });
    // The console offers what applies to every brand to admins of every brand only.
    expect((await get('/staff/me', tokens[admin.email])).json().data).toMatchObject({ role: 'admin', allBrands: true });
    const scoped = await brandAdmin(t.db, `nova.me.${dialect}@guildhall.example`, ['nova']);
    expect((await get('/staff/me', scoped.token)).json().data).toMatchObject({ brands: ['nova'], allBrands: false });
  });

  it('scopes every call to the agent brands: another brand inquiry is not found', async () => {
    const agent = tokens[hanamiAgent.email]!;
    const queue = QueuePageSchema.parse((await get('/staff/inquiries', agent)).json().data);
    expect(queue.list.every((i) => ['hanami', 'hoshi'].includes(i.brand))).toBe(true);
    expect(queue.list.map((i) => i.inquiryId)).toContain(inquiries.hanami);
    const foreign = await get(`/staff/inquiries/${inquiries.nova}`, agent);
    const missing = await get('/staff/inquiries/99999999', agent);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    for (const [path, body] of [
      [`/staff/inquiries/${inquiries.nova}/reply`, { content: 'hi' }],
      [`/staff/inquiries/${inquiries.nova}/note`, { content: 'hi' }],
      [`/staff/inquiries/${inquiries.nova}/assign`, { staffId: null }],
      [`/staff/inquiries/${inquiries.nova}/resolve`, {}],
      [`/staff/inquiries/${inquiries.nova}/reopen`, {}],
    ] as const) {
      expect((await post(path, body, agent)).json().code, path).toBe(1002);
    }
    expect((await get('/staff/inquiries?brand=nova', agent)).json().code).toBe(1002);
    expect((await get('/staff/canned-replies?brand=nova', agent)).json().code).toBe(1002);
    expect((await get('/staff/audit', agent)).json().code).toBe(1003);
  });

  it('filters, searches and pages the queue', async () => {
    const agent = tokens[novaAgent.email]!;
    const search = async (q: string) =>
      QueuePageSchema.parse((await get(`/staff/inquiries?q=${encodeURIComponent(q)}`, agent)).json().data).list.map(
        (i) => i.inquiryId,
      );
    expect(await search(String(inquiries.nova))).toEqual([inquiries.nova]);
    expect(await search('Stuck IN the castle')).toEqual([inquiries.nova]); // title
    expect(await search('Guild chat')).toEqual([inquiries.nova2]);
    expect(await search('player01')).toEqual(expect.arrayContaining([inquiries.nova, inquiries.nova2]));
    expect(await search('nightowl')).toEqual(expect.arrayContaining([inquiries.nova, inquiries.nova2]));
    expect((await search('stuck inside the castle')).sort()).toEqual([inquiries.nova, inquiries.nova2].sort()); // content
    expect(await search('100%_')).toEqual([]);
    const newest = QueuePageSchema.parse((await get('/staff/inquiries?pageSize=1', agent)).json().data);
    expect(newest.list).toHaveLength(1);
    expect(newest.nextCursor).not.toBeNull();
    const second = QueuePageSchema.parse(
      (await get(`/staff/inquiries?pageSize=1&cursor=${newest.nextCursor}`, agent)).json().data,
    );
    expect(second.list[0]!.inquiryId).not.toBe(newest.list[0]!.inquiryId);
    expect(second.list[0]!.updatedAt <= newest.list[0]!.updatedAt).toBe(true);
    const waiting = QueuePageSchema.parse((await get('/staff/inquiries?sort=waiting', agent)).json().data).list;
    expect(waiting.map((i) => i.updatedAt)).toEqual([...waiting.map((i) => i.updatedAt)].sort());
    expect((await get('/staff/inquiries?cursor=garbage', agent)).json().code).toBe(1001);
  });

  it('works an inquiry: open, note, assign, reply (dot + mail), resolve, rate, reopen — all audited', async () => {
    const agent = tokens[novaAgent.email]!;
    const player = tokens['player-nova']!;
    const id = inquiries.nova!;
    const opened = (await get(`/staff/inquiries/${id}`, agent)).json().data;
    expect(opened.inquiry).toMatchObject({
      status: 1,
      serverId: 's1',
      roleName: 'Nightowl',
      email: 'mina.contact@example.com',
    });
    expect(opened.player).toMatchObject({ account: 'player01' });
    expect(opened.otherInquiries.map((o: { inquiryId: number }) => o.inquiryId)).toContain(inquiries.nova2);
    expect(opened.otherInquiries.map((o: { inquiryId: number }) => o.inquiryId)).not.toContain(inquiries.hanami);
    // The language the player filed in (nova's Korean), so the console marks their titles with it.
    expect(opened.inquiry.lang).toBe('ko');
    expect(opened.otherInquiries.find((o: { inquiryId: number }) => o.inquiryId === inquiries.nova2)).toMatchObject({
      lang: 'ko',
    });

    expect(
      (await post(`/staff/inquiries/${id}/note`, { content: 'Checked logs: wall clipping bug #4411' }, agent)).json()
        .code,
    ).toBe(0);
    const hanamiAgentId = (await get('/staff/me', tokens[hanamiAgent.email])).json().data.id as number;
    expect((await post(`/staff/inquiries/${id}/assign`, { staffId: hanamiAgentId }, agent)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'staffId', rule: 'not_on_brand' }],
    });
    const me = (await get('/staff/me', agent)).json().data.id as number;
    expect((await post(`/staff/inquiries/${id}/assign`, { staffId: me }, agent)).json().code).toBe(0);
    expect(
      QueuePageSchema.parse((await get('/staff/inquiries?view=mine', agent)).json().data).list.map((i) => i.inquiryId),
    ).toEqual([id]);

    expect((await get('/inquiries/feedback', player)).json().data).toBe(false);
    expect(
      (
        await post(
          `/staff/inquiries/${id}/reply`,
          { content: 'We moved your character to the town square. Please log in again.' },
          agent,
        )
      ).json().code,
    ).toBe(0);
    expect((await get('/inquiries/feedback', player)).json().data).toBe(true);
    const mail = await smtp.next('mina.contact@example.com');
    expect(mail.subject).toContain(String(id));
    expect(mail.text).not.toContain('town square'); // the reply itself stays behind the login
    void codeIn;

    const seen = (await get(`/inquiries/detail?inquiryId=${id}`, player)).json().data;
    expect(seen.status).toBe(2);
    expect(seen.messages.map((m: { from: string; content: string }) => m.from)).toEqual(['player', 'agent']);
    expect(JSON.stringify(seen)).not.toContain('wall clipping'); // notes never reach the player

    expect((await post(`/staff/inquiries/${id}/resolve`, {}, agent)).json().code).toBe(0);
    expect((await post(`/staff/inquiries/${id}/resolve`, {}, agent)).json().code).toBe(1004);
    expect((await post('/inquiries/score', { inquiryId: id, score: 5 }, player)).json().code).toBe(0);
    expect((await post(`/staff/inquiries/${id}/reply`, { content: 'late' }, agent)).json().code).toBe(1004);
    expect((await post(`/staff/inquiries/${id}/reopen`, {}, agent)).json().code).toBe(0);
    expect((await post(`/staff/inquiries/${id}/reopen`, {}, agent)).json().code).toBe(1004);

    const log = (await get(`/staff/audit?targetType=inquiry&targetId=${id}`, tokens[admin.email])).json().data as {
      action: string;
      staff_id: number;
      before: unknown;
      after: unknown;
    }[];
    expect(log.map((e) => e.action).reverse()).toEqual([
      'inquiry.opened',
      'inquiry.noted',
      'inquiry.assigned',
      'inquiry.replied',
      'inquiry.resolved',
      'inquiry.reopened',
    ]);
    expect(log.every((e) => e.staff_id === me)).toBe(true);
    expect(log.find((e) => e.action === 'inquiry.resolved')).toMatchObject({
      before: { status: 2 },
      after: { status: 3 },
    });
  });

  it('replies with an attachment under the upload rules; the player sees it, other brands do not', async () => {
    const agent = tokens[novaAgent.email]!;
    const upload = async (name: string, content: Buffer, brand: string, token: string) => {
      const { boundary, body } = multipartBody(name, content);
      return t.app.inject({
        method: 'POST',
        url: `/api/staff/files?brand=${brand}`,
        headers: {
          ...host('nova'),
          ...(await signedHeaders('/staff/files', '', token)),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: body,
      });
    };
    expect((await upload('x.png', sampleFile('png'), 'hanami', agent)).json().code).toBe(1002);
    expect((await upload('fake.pdf', sampleFile('png'), 'nova', agent)).json().code).toBe(1007);
    const file = (await upload('steps.pdf', sampleFile('pdf', 4000), 'nova', agent)).json();
    expect(file).toMatchObject({ code: 0, data: { kind: 'other', name: 'steps.pdf' } });
    const id = inquiries.nova2!;
    expect(
      (
        await post(
          `/staff/inquiries/${id}/reply`,
          { content: 'Please follow the attached steps.', attachments: [file.data.fileId] },
          agent,
        )
      ).json().code,
    ).toBe(0);
    const seen = (await get(`/inquiries/detail?inquiryId=${id}`, tokens['player-nova'])).json().data;
    const attachment = seen.messages.at(-1).attachments[0];
    expect(attachment).toMatchObject({ fileId: file.data.fileId, name: 'steps.pdf' });
    const download = await t.app.inject({ method: 'GET', url: attachment.url, headers: host('nova') });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/files/${file.data.fileId}`,
          headers: { ...host('nova'), authorization: `Bearer ${tokens[hanamiAgent.email]}` },
        })
      ).statusCode,
    ).not.toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/files/${file.data.fileId}`,
          headers: { ...host('nova'), authorization: `Bearer ${agent}` },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('sets up TOTP and then requires it, once per code', async () => {
    const token = tokens[hanamiAgent.email]!;
    const first = (await post('/staff/me/totp/setup', {}, token)).json().data as { secret: string };
    // Starting over before confirming leaves nothing half set up.
    const setup = (await post('/staff/me/totp/setup', {}, token)).json().data as { secret: string; otpauthUrl: string };
    expect(setup.secret).not.toBe(first.secret);
    expect((await staffLogin(hanamiAgent.email, hanamiAgent.password)).json().code).toBe(0);
    expect(setup.otpauthUrl).toContain('otpauth://totp/');
    expect(
      (
        await post(
          '/staff/me/totp/enable',
          { totp: '000000' === totpAt(setup.secret, currentStep()) ? '111111' : '000000' },
          token,
        )
      ).json().code,
    ).toBe(1006);
    expect(
      (await post('/staff/me/totp/enable', { totp: totpAt(setup.secret, currentStep()) }, token)).json().code,
    ).toBe(0);
    const noCode = await staffLogin(hanamiAgent.email, hanamiAgent.password);
    expect(noCode.json()).toMatchObject({ code: 1006, data: [{ field: 'totp', rule: 'required' }] });
    const next = totpAt(setup.secret, currentStep() + 1);
    expect((await staffLogin(hanamiAgent.email, hanamiAgent.password, next)).json().code).toBe(0);
    expect((await staffLogin(hanamiAgent.email, hanamiAgent.password, next)).json()).toMatchObject({
      code: 1006,
      data: [{ field: 'totp', rule: 'wrong' }],
    });
  });

  it('lists the caller brands and their catalogue for the queue filters', async () => {
    const agent = tokens[novaAgent.email]!;
    const brands = (await get('/staff/brands', agent)).json().data as {
      id: string;
      name: string;
      languages: string[];
      attachmentMaxFiles: number;
    }[];
    expect(brands.map((b) => b.id)).toEqual(['nova', 'ember']);
    expect(brands[0]).toMatchObject({ name: 'Nova Games', languages: ['ko'], attachmentMaxFiles: 3 });
    const catalogue = (await get('/staff/catalogue?brand=nova', agent)).json().data as {
      id: number;
      categories: { name: string }[];
      regions: { gameAreaId: string }[];
    }[];
    expect(catalogue.length).toBeGreaterThan(0);
    expect(catalogue[0]!.categories[0]!.name).toBe('Account');
    expect(catalogue[0]!.regions[0]!.gameAreaId).toBe('kr-main');
    expect((await get('/staff/catalogue?brand=hanami', agent)).json().code).toBe(1002);
    const queue = QueuePageSchema.parse((await get('/staff/inquiries', agent)).json().data);
    expect(queue.list[0]!.queryTypeName).toBe('Account');
    expect(queue.list[0]!.lang).toBe('ko');
  });

  it('checks the caller before the request, and the signature before both, as the handlers did', async () => {
    const agent = tokens[novaAgent.email]!;
    expect((await get('/staff/inquiries/abc')).json().code).toBe(-600);
    expect((await get('/staff/inquiries/abc', agent)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'inquiryId', rule: 'invalid_type' }],
    });
    expect((await get('/staff/audit?limit=999', agent)).json().code).toBe(1003);
    expect((await get('/staff/audit?limit=999', tokens[admin.email])).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'limit', rule: 'too_big' }],
    });
    expect((await get('/staff/catalogue', agent)).json()).toMatchObject({ code: 1001, data: [{ field: 'brand' }] });
    expect((await get('/staff/canned-replies?lang=toolongforalanguage', agent)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'lang', rule: 'too_big' }],
    });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/staff/inquiries/abc/note',
      headers: { ...host('nova'), 'content-type': 'application/json', authorization: `Bearer ${agent}` },
      payload: '{}',
    });
    expect(unsigned.json().code).toBe(1010);
    expect((await post('/staff/inquiries/abc/note', {})).json().code).toBe(-600);
    expect((await post('/staff/inquiries/abc/note', {}, agent)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'inquiryId', rule: 'invalid_type' }],
    });
    expect((await post(`/staff/inquiries/${inquiries.nova}/note`, { content: '' }, agent)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'content' }],
    });
    expect((await post('/staff/canned-replies/0/delete', {}, agent)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'id', rule: 'too_small' }],
    });
    // The upload and download routes read their query leniently: a missing or repeated value is
    // not a 1001 but what it always was, not found.
    const { boundary, body } = multipartBody('steps.pdf', sampleFile('pdf', 100));
    for (const query of ['', '?brand=nova&brand=ember', `?brand=${'x'.repeat(41)}`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/staff/files${query}`,
        headers: {
          ...host('nova'),
          ...(await signedHeaders('/staff/files', '', agent)),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: body,
      });
      expect(res.json().code, query).toBe(1002);
    }
    const download = await t.app.inject({
      method: 'GET',
      url: '/api/files/abcdefghijklmnopqrstuvwx?exp=1&exp=2&sig=x',
      headers: host('nova'),
    });
    expect(download.statusCode).toBe(404);
    expect(download.json().code).toBe(1002);
  });

  it('can require a second factor for admins', async () => {
    const strict = await createTestApp(dialect, { env: { STAFF_ADMIN_TOTP_REQUIRED: 'true' } });
    const api = testClient(() => strict);
    try {
      const res = await api.staffLogin(admin.email, admin.password);
      expect(res.json()).toMatchObject({
        code: 1003,
        data: { field: 'totp', rule: 'setup_required', setupToken: expect.any(String) },
      });
      // The setup token opens the second factor's setup, and nothing else.
      const setupToken = res.json().data.setupToken as string;
      expect((await api.get('/staff/inquiries', setupToken)).json().code).toBe(1003);
      const setup = (await api.post('/staff/me/totp/setup', {}, setupToken)).json().data as { secret: string };
      expect(
        (await api.post('/staff/me/totp/enable', { totp: totpAt(setup.secret, currentStep()) }, setupToken)).json()
          .code,
      ).toBe(0);
      const login = (totp?: string) => api.staffLogin(admin.email, admin.password, totp);
      expect((await login(totpAt(setup.secret, currentStep() + 1))).json().code).toBe(0);
      expect((await api.staffLogin(novaAgent.email, novaAgent.password)).json().code).toBe(0);
    } finally {
      await strict.close();
    }
  });
});
