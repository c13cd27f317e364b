import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminFaqsSchema, AdminRegionsSchema, ReportSchema } from '@guildhall/contract/staff-admin';
import { createTestApp, dialects, host, signedHeaders, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { DEMO_STAFF } from '../../db/seed/demo-staff';
import { REGIONS } from '../../db/seed/support-data';
import { multipartBody, sampleFile } from '../../../test/file-samples';
import { agentReply } from '../inquiries/inquiries.service';

const [admin, novaAgent] = DEMO_STAFF;

describe.each(dialects)('admin catalogue and reports on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  let agentToken: string;
  let game: { id: number };

  const { get, post, loginStaff, loginPlayer, fileInquiry } = testClient(() => t);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    adminToken = await loginStaff(admin);
    agentToken = await loginStaff(novaAgent);
    game = await t.db.db
      .selectFrom('games')
      .select('id')
      .where('brand_id', '=', 'nova')
      .orderBy('sort')
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is for admins only', async () => {
    expect((await get('/staff/admin/brands', agentToken)).json().code).toBe(1003);
    expect((await get('/staff/admin/games', agentToken)).json().code).toBe(1003);
    expect((await get('/staff/admin/brands')).json().code).toBe(-600);
  });

  it("edits a brand's colour and the player site shows it at once, audited", async () => {
    const brands = (await get('/staff/admin/brands', adminToken)).json().data as Record<string, unknown>[];
    const nova = brands.find((b) => b.id === 'nova')!;
    const { id: _id, logo: _l, favicon: _f, ...editable } = nova;
    const res = await post('/staff/admin/brands/nova', { ...editable, mainColor: '#ff8800', radius: 12 }, adminToken);
    expect(res.json().code).toBe(0);
    const boot = (await get('/site/boot')).json().data;
    expect(boot.brand).toMatchObject({ mainColor: '#ff8800', radius: 12 });
    const invalid = await post('/staff/admin/brands/nova', { ...editable, mainColor: 'orange' }, adminToken);
    expect(invalid.json()).toMatchObject({ code: 1001, data: [{ field: 'mainColor' }] });
    // A colour no text reaches 4.5:1 on (white 4.48:1, near-black 4.1:1): refused by the contract's
    // colour rule with the field and the rule, in the caller's language, and nothing is stored.
    const unreadable = await post('/staff/admin/brands/nova', { ...editable, mainColor: '#777777' }, adminToken);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toMatchObject({ code: 1001, data: [{ field: 'mainColor', rule: 'low_contrast' }] });
    expect((await get('/site/boot')).json().data.brand.mainColor).toBe('#ff8800');
    const log = (await get('/staff/audit?targetType=brand&targetId=nova', adminToken)).json().data;
    expect(log[0]).toMatchObject({
      action: 'brand.updated',
      before: { mainColor: '#6c5ce7' },
      after: { mainColor: '#ff8800' },
    });
  });

  it('sets how soon a brand usually replies, and the site says it', async () => {
    const brands = (await get('/staff/admin/brands', adminToken)).json().data as Record<string, unknown>[];
    const { id: _id, logo: _l, favicon: _f, ...editable } = brands.find((b) => b.id === 'nova')!;
    // Seeded per brand (seed-data/brands.json): nova answers within a day.
    expect(editable.replyWithinHours).toBe(24);
    expect(
      (await post('/staff/admin/brands/nova', { ...editable, replyWithinHours: 0 }, adminToken)).json(),
    ).toMatchObject({ code: 1001, data: [{ field: 'replyWithinHours' }] });
    expect(
      (await post('/staff/admin/brands/nova', { ...editable, replyWithinHours: 721 }, adminToken)).json(),
    ).toMatchObject({ code: 1001, data: [{ field: 'replyWithinHours' }] });
    expect((await post('/staff/admin/brands/nova', { ...editable, replyWithinHours: 6 }, adminToken)).json().code).toBe(
      0,
    );
    expect((await get('/site/boot')).json().data.brand.replyWithinHours).toBe(6);
    const log = (await get('/staff/audit?targetType=brand&targetId=nova', adminToken)).json().data;
    expect(log[0]).toMatchObject({
      action: 'brand.updated',
      before: { replyWithinHours: 24 },
      after: { replyWithinHours: 6 },
    });
    expect(
      (await post('/staff/admin/brands/nova', { ...editable, replyWithinHours: 24 }, adminToken)).json().code,
    ).toBe(0);
  });

  it("edits a game's title per language and hides it; the player lists follow", async () => {
    const view = (await get('/staff/admin/games?brand=nova', adminToken))
      .json()
      .data.find((g: { id: number }) => g.id === game.id);
    const texts = { ...view.texts, ko: { ...view.texts.ko, title: '스타폴 리마스터' } };
    const { id: _i, artwork: _a, ...rest } = view;
    expect((await post(`/staff/admin/games/${game.id}`, { ...rest, texts }, adminToken)).json().code).toBe(0);
    const simple = (await get('/games/simple')).json().data as { id: number; title: string }[];
    expect(simple.find((g) => g.id === game.id)?.title).toBe('스타폴 리마스터');
    expect(
      (await post(`/staff/admin/games/${game.id}`, { ...rest, texts, visible: false }, adminToken)).json().code,
    ).toBe(0);
    expect(((await get('/games/simple')).json().data as { id: number }[]).some((g) => g.id === game.id)).toBe(false);
    expect(
      (
        await post(
          `/staff/admin/games/${game.id}`,
          { ...rest, texts, visible: true, rechargeUrl: 'javascript:alert(1)' },
          adminToken,
        )
      ).json().code,
    ).toBe(1001);
    await post(`/staff/admin/games/${game.id}`, { ...rest, texts, visible: true }, adminToken);
  });

  it('uploads artwork checked by content', async () => {
    const upload = async (name: string, content: Buffer) => {
      const { boundary, body } = multipartBody(name, content);
      const path = `/staff/admin/games/${game.id}/artwork/cover`;
      return t.app.inject({
        method: 'POST',
        url: `/api${path}`,
        headers: {
          ...host('nova'),
          ...(await signedHeaders(path, '', adminToken)),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: body,
      });
    };
    expect((await upload('cover.png', Buffer.from('<svg onload=alert(1)>'))).json().code).toBe(1007);
    const ok = await upload('cover.png', sampleFile('png', 3000));
    expect(ok.json()).toMatchObject({
      code: 0,
      data: { url: expect.stringMatching(/^\/media\/games\/.+-cover\.[0-9a-f]{10}\.png$/) },
    });
    const simple = (await get('/games/simple')).json().data as { id: number; imageConfig: { cover: string } }[];
    expect(simple.find((g) => g.id === game.id)?.imageConfig.cover).toBe(ok.json().data.url);
    expect((await t.app.inject({ method: 'GET', url: ok.json().data.url, headers: host('nova') })).statusCode).toBe(
      200,
    );
  });

  it("lists a game's regions with their servers and names per language, for admins only, unaudited", async () => {
    // A Japanese game: two seeded regions, with names in English and Japanese.
    const jp = await t.db.db
      .selectFrom('games')
      .select(['id', 'brand_id'])
      .where('area', '=', 'jp')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const path = `/staff/admin/games/${jp.id}/regions`;
    const list = async () => AdminRegionsSchema.parse((await get(path, adminToken)).json().data);
    const audited = async () =>
      Number(
        (
          await t.db.db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    expect((await get(path, agentToken)).json().code).toBe(1003);
    expect((await get(path)).json().code).toBe(-600);
    expect((await get('/staff/admin/games/999999/regions', adminToken)).json().code).toBe(1002);
    expect((await get('/staff/admin/games/x/regions', adminToken)).json().code).toBe(1001);

    const auditBefore = await audited();
    const listed = await list();
    expect(listed.external).toBe(false);
    expect(listed.regions.map((r) => [r.gameAreaId, r.names])).toEqual(REGIONS.jp.map((r) => [r.id, r.names]));
    // Region by region and server by server, what the game's players choose from, in their order.
    const playerGet = async (url: string) =>
      (await get(`${url}${url.includes('?') ? '&' : '?'}spec_lang=ja`, { brand: jp.brand_id })).json().data as Record<
        string,
        string
      >[];
    expect(listed.regions.map((r) => r.names.ja)).toEqual(
      (await playerGet(`/game/areas?clientId=${jp.id}`)).map((a) => a.name),
    );
    for (const [ri, region] of listed.regions.entries()) {
      const servers = await playerGet(`/game/servers/v2?clientId=${jp.id}&gameAreaId=${region.gameAreaId}`);
      expect(region.servers.map((x) => [x.serverId, x.names.ja])).toEqual(servers.map((x) => [x.serverId, x.name]));
      // Every language stored, not only the player's (the seed numbers each name: "S1 Sakura").
      const seeded = REGIONS.jp[ri]!.servers.map((names, si) =>
        Object.fromEntries(
          Object.entries(names).map(([l, n]) => [l, `${region.servers[si]?.serverId.toUpperCase()} ${n}`]),
        ),
      );
      expect(region.servers.map((x) => x.names)).toEqual(seeded);
    }
    // A read leaves no audit entry.
    expect(await audited()).toBe(auditBefore);

    // What the listing answers is what a replacement takes: posted back, nothing changes.
    expect((await post(path, { regions: listed.regions }, adminToken)).json().code).toBe(0);
    expect(await list()).toEqual(listed);
    // A replacement shows as sent: order, ids and every language's name.
    const replaced = {
      regions: [
        {
          gameAreaId: 'jp-west',
          names: { en: 'West', ja: '西', ko: '서부' },
          servers: [
            { serverId: 's9', names: { ja: '九' } },
            { serverId: 's3', names: { en: 'Three', ja: '三' } },
          ],
        },
        { gameAreaId: 'jp-north', names: { en: 'North' }, servers: [] },
      ],
    };
    expect((await post(path, replaced, adminToken)).json().code).toBe(0);
    expect(await list()).toEqual({ external: false, ...replaced });
    expect(await audited()).toBe(auditBefore + 2);

    // Server ids are the game's, not the region's (the editor starts from every region's servers, so
    // a clash is easy to type): refused as a whole, nothing replaced.
    const clash = await post(
      path,
      {
        regions: [
          { ...replaced.regions[0], servers: [{ serverId: 's3', names: {} }] },
          { ...replaced.regions[1], servers: [{ serverId: 'S3', names: {} }] },
        ],
      },
      adminToken,
    );
    expect(clash.json()).toMatchObject({
      code: 1001,
      data: [{ field: 'regions.1.servers.0.serverId', rule: 'duplicate' }],
    });
    const twice = await post(path, { regions: [replaced.regions[1], replaced.regions[1]] }, adminToken);
    expect(twice.json()).toMatchObject({ code: 1001, data: [{ field: 'regions.1.gameAreaId', rule: 'duplicate' }] });
    expect(await list()).toEqual({ external: false, ...replaced });

    // A game whose own backend answers the directory says so.
    await t.db.db
      .updateTable('games')
      .set({ directory_url: 'https://backend.example/directory', directory_secret: 'secret' })
      .where('id', '=', jp.id)
      .execute();
    expect((await list()).external).toBe(true);
    await t.db.db
      .updateTable('games')
      .set({ directory_url: null, directory_secret: null })
      .where('id', '=', jp.id)
      .execute();
    expect((await post(path, { regions: listed.regions }, adminToken)).json().code).toBe(0);
  });

  it('adds FAQs and categories, and replaces regions and servers', async () => {
    const faqs = (await get(`/staff/admin/games/${game.id}/faqs`, adminToken)).json().data;
    const created = await post(
      `/staff/admin/games/${game.id}/faqs`,
      {
        typeId: faqs.types[0].id,
        texts: { ko: { question: '이벤트 보상은 언제 지급되나요?', answer: '이벤트 종료 후 3일 이내에 지급됩니다.' } },
      },
      adminToken,
    );
    expect(created.json().code).toBe(0);
    const search = (await get(`/faqs?clientId=${game.id}&keyword=${encodeURIComponent('이벤트 보상')}`)).json().data;
    expect(search.list.map((f: { question: string }) => f.question)).toContain('이벤트 보상은 언제 지급되나요?');
    expect(
      (
        await post(
          `/staff/admin/games/${game.id}/categories`,
          { names: { ko: '환불 문의', en: 'Refunds' } },
          adminToken,
        )
      ).json().code,
    ).toBe(0);
    expect(
      ((await get(`/inquiries/types?clientId=${game.id}`)).json().data as { name: string }[]).map((c) => c.name),
    ).toContain('환불 문의');
    const regions = {
      regions: [
        {
          gameAreaId: 'kr-new',
          names: { ko: '신규 지역', en: 'New region' },
          servers: [{ serverId: 's50', names: { ko: 'S50 새벽' } }],
        },
      ],
    };
    expect((await post(`/staff/admin/games/${game.id}/regions`, regions, adminToken)).json().code).toBe(0);
    expect((await get(`/game/areas?clientId=${game.id}`)).json().data).toEqual([
      { gameAreaId: 'kr-new', name: '신규 지역' },
    ]);
    expect((await get(`/game/servers/v2?clientId=${game.id}&gameAreaId=kr-new`)).json().data).toEqual([
      { serverId: 's50', name: 'S50 새벽' },
    ]);
  });

  it('creates, renames and deletes FAQ types, refusing to delete one still in use, all audited', async () => {
    const faqsPath = `/staff/admin/games/${game.id}/faqs`;
    const types = async () => AdminFaqsSchema.parse((await get(faqsPath, adminToken)).json().data).types;
    const playerTypes = async () =>
      (await get(`/faqs/types?clientId=${game.id}`)).json().data as { id: number; name: string }[];
    const log = async (typeId: number) =>
      (await get(`/staff/audit?targetType=faq_type&targetId=${typeId}`, adminToken)).json().data as {
        action: string;
        before: unknown;
        after: unknown;
      }[];
    const existing = await types();

    expect(
      (await post(`/staff/admin/games/${game.id}/faq-types`, { names: { en: 'Events' } }, agentToken)).json().code,
    ).toBe(1003);
    expect(
      (await post('/staff/admin/games/999999/faq-types', { names: { en: 'Events' } }, adminToken)).json().code,
    ).toBe(1002);
    expect((await post(`/staff/admin/games/${game.id}/faq-types`, { names: {} }, adminToken)).json()).toMatchObject({
      code: 1001,
      data: [{ field: 'names' }],
    });
    expect(
      (await post(`/staff/admin/games/${game.id}/faq-types`, { names: { en: '  ' } }, adminToken)).json().code,
    ).toBe(1001);

    const created = await post(
      `/staff/admin/games/${game.id}/faq-types`,
      { names: { en: 'Events', ko: '이벤트' } },
      adminToken,
    );
    expect(created.json()).toMatchObject({ code: 0, data: { id: expect.any(Number) } });
    const typeId = created.json().data.id as number;
    // Added after the game's existing types, where players see it too.
    expect(await types()).toEqual([...existing, { id: typeId, names: { en: 'Events', ko: '이벤트' } }]);
    // The player site (Korean, nova's language) lists it last, by its Korean name.
    expect((await playerTypes()).at(-1)).toEqual({ id: typeId, name: '이벤트' });

    // A rename replaces the names: a language left out is gone.
    expect(
      (
        await post(`/staff/admin/faq-types/${typeId}`, { names: { en: 'Seasonal events', ja: 'イベント' } }, adminToken)
      ).json().code,
    ).toBe(0);
    expect((await types()).find((x) => x.id === typeId)?.names).toEqual({ en: 'Seasonal events', ja: 'イベント' });
    expect((await post('/staff/admin/faq-types/999999', { names: { en: 'X' } }, adminToken)).json().code).toBe(1002);

    // In use by a FAQ: refused with 1004 and the count, the type and its FAQ kept.
    const faq = await post(
      faqsPath,
      { typeId, texts: { en: { question: 'When do event rewards arrive?', answer: 'Within three days.' } } },
      adminToken,
    );
    const refused = await post(`/staff/admin/faq-types/${typeId}/delete`, {}, adminToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 1004, data: [{ field: 'typeId', rule: 'in_use', faqs: 1 }] });
    expect((await types()).some((x) => x.id === typeId)).toBe(true);
    expect(
      AdminFaqsSchema.parse((await get(faqsPath, adminToken)).json().data).faqs.some(
        (f) => f.id === faq.json().data.id,
      ),
    ).toBe(true);

    // Moved to another type, the FAQ frees it: the delete goes through.
    expect(
      (
        await post(
          `/staff/admin/faqs/${faq.json().data.id}`,
          {
            typeId: existing[0]!.id,
            texts: { en: { question: 'When do event rewards arrive?', answer: 'Within three days.' } },
          },
          adminToken,
        )
      ).json().code,
    ).toBe(0);
    expect((await post(`/staff/admin/faq-types/${typeId}/delete`, {}, adminToken)).json().code).toBe(0);
    expect(await types()).toEqual(existing);
    expect((await playerTypes()).map((x) => x.id)).toEqual(existing.map((x) => x.id));
    expect((await post(`/staff/admin/faq-types/${typeId}/delete`, {}, adminToken)).json().code).toBe(1002);

    // Newest first: each change with who saw what before and after.
    expect(await log(typeId)).toMatchObject([
      {
        action: 'faq_type.deleted',
        before: { gameId: game.id, names: { en: 'Seasonal events', ja: 'イベント' } },
        after: null,
      },
      {
        action: 'faq_type.updated',
        before: { gameId: game.id, names: { en: 'Events', ko: '이벤트' } },
        after: { names: { en: 'Seasonal events', ja: 'イベント' } },
      },
      { action: 'faq_type.created', before: null, after: { gameId: game.id, names: { en: 'Events', ko: '이벤트' } } },
    ]);
  });

  it('answers 1002 for an unknown game or object rather than an empty list', async () => {
    expect((await get('/staff/admin/games/999999/categories', adminToken)).json().code).toBe(1002);
    expect((await get('/staff/admin/games/999999/faqs', adminToken)).json().code).toBe(1002);
    expect((await get('/staff/admin/games?brand=nobrand', adminToken)).json().code).toBe(1002);
    expect((await post('/staff/admin/categories/999999', { names: { en: 'X' } }, adminToken)).json().code).toBe(1002);
  });

  it('reports first response, resolution and ratings on real inquiries', async () => {
    const playerToken = await loginPlayer(DEMO_ACCOUNTS[0], { brand: 'ember' });
    const file = (title: string) =>
      fileInquiry('ember', title, playerToken, {
        content: 'The forge event shop does not open at all.',
        email: 'a@example.com',
      });
    const a = await file('Shop closed');
    const b = await file('Shop still closed');
    await file('Unanswered one');
    // Fixed times make the figures exact: created at 10:00, first reply 10:30 / 12:00, ended 14:00.
    const day = new Date().toISOString().slice(0, 10);
    const at = (hh: string) => `${day}T${hh}:00.000Z`;
    for (const id of [a, b])
      await t.db.db
        .updateTable('inquiries')
        .set({ created_at: at('10:00') })
        .where('id', '=', id)
        .execute();
    await agentReply(t.db.db, { inquiryId: a, staffId: 2, content: 'Fixed.' });
    await agentReply(t.db.db, { inquiryId: b, staffId: 2, content: 'Fixed too.' });
    await t.db.db
      .updateTable('inquiry_messages')
      .set({ created_at: at('10:30') })
      .where('inquiry_id', '=', a)
      .where('author', '=', 'agent')
      .execute();
    await t.db.db
      .updateTable('inquiry_messages')
      .set({ created_at: at('12:00') })
      .where('inquiry_id', '=', b)
      .where('author', '=', 'agent')
      .execute();
    for (const id of [a, b]) await post('/inquiries/end', { inquiryId: id }, { token: playerToken, brand: 'ember' });
    await t.db.db
      .updateTable('inquiries')
      .set({ ended_at: at('14:00') })
      .where('id', 'in', [a, b])
      .execute();
    await post('/inquiries/score', { inquiryId: a, score: 5 }, { token: playerToken, brand: 'ember' });
    await post('/inquiries/score', { inquiryId: b, score: 3 }, { token: playerToken, brand: 'ember' });

    const report = ReportSchema.parse(
      (await get(`/staff/reports?from=${day}&to=${day}&groupBy=brand&brand=ember`, agentToken)).json().data,
    );
    expect(report.rows).toEqual([
      {
        key: 'ember',
        label: 'ember',
        inquiries: 3,
        firstResponseAvgMinutes: 75,
        firstResponseMedianMinutes: 75,
        resolutionAvgHours: 4,
        ratings: [0, 0, 1, 0, 1],
        ratingAvg: 4,
      },
    ]);
    expect(report.openByAge.reduce((n, b) => n + b.count, 0)).toBeGreaterThanOrEqual(1);
    expect((await get(`/staff/reports?from=${day}&to=${day}&brand=hanami`, agentToken)).json().code).toBe(1002);
  });
});
