// Brand-scoped admins: an admin with staff_brands rows works for those brands only (one without
// any works for all of them), and every admin endpoint checks the object's brand against them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminBrandListSchema, AdminFaqsSchema, AdminGameListSchema } from '@guildhall/contract/staff-admin';
import { createTestApp, dialects, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { issueStaffSession } from '../staff-sessions/staff-sessions.service';

describe.each(dialects)('admin endpoints scoped to the caller’s brands on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let own: { id: number };
  let other: { id: number };

  const { get, post } = testClient(() => t, { token: () => token });
  const faqsOf = async (gameId: number) =>
    AdminFaqsSchema.parse((await get(`/staff/admin/games/${gameId}/faqs`)).json().data);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.db.db;
    const at = new Date().toISOString();
    // An admin of nova only, straight in the database (the console's Staff page makes the same).
    const staff = await db
      .insertInto('staff')
      .values({
        email: 'nova-admin@example.com',
        name: 'Nova Admin',
        role: 'admin',
        password_hash: 'unused',
        totp_secret: null,
        totp_pending_secret: null,
        totp_enabled: 0,
        totp_last_step: 0,
        disabled: 0,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('staff_brands').values({ staff_id: staff.id, brand_id: 'nova' }).execute();
    token = (await issueStaffSession(db, staff.id)).token;
    own = await db
      .selectFrom('games')
      .select('id')
      .where('brand_id', '=', 'nova')
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    other = await db
      .selectFrom('games')
      .select('id')
      .where('brand_id', '=', 'ember')
      .orderBy('sort')
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists only its brands and their games', async () => {
    expect(AdminBrandListSchema.parse((await get('/staff/admin/brands')).json().data).map((b) => b.id)).toEqual([
      'nova',
    ]);
    const games = AdminGameListSchema.parse((await get('/staff/admin/games')).json().data);
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((g) => g.brand === 'nova')).toBe(true);
    expect((await get('/staff/admin/games?brand=ember')).json().code).toBe(1002);
  });

  it("reads and edits its own brand's game and FAQs", async () => {
    const faqs = await faqsOf(own.id);
    const created = await post(`/staff/admin/games/${own.id}/faqs`, {
      typeId: faqs.types[0]!.id,
      texts: { en: { question: 'Own question?', answer: 'Own answer.' } },
    });
    expect(created.json().code).toBe(0);
    const faqId = created.json().data.id as number;
    expect(
      (
        await post(`/staff/admin/faqs/${faqId}`, {
          typeId: faqs.types[0]!.id,
          texts: { en: { question: 'Own question, edited?', answer: 'Own answer.' } },
        })
      ).json().code,
    ).toBe(0);
    expect((await faqsOf(own.id)).faqs.find((f) => f.id === faqId)?.texts.en?.question).toBe('Own question, edited?');
    expect((await get(`/staff/admin/games/${own.id}/categories`)).json().code).toBe(0);
    expect((await get(`/staff/admin/games/${own.id}/regions`)).json().code).toBe(0);
    const type = await post(`/staff/admin/games/${own.id}/faq-types`, { names: { en: 'Own type' } });
    expect(type.json().code).toBe(0);
    expect((await post(`/staff/admin/faq-types/${type.json().data.id}/delete`, {})).json().code).toBe(0);
  });

  it("answers 1002 on another brand's brand, game, FAQs, categories, regions and FAQ types, and changes nothing", async () => {
    const db = t.db.db;
    const audited = async () =>
      Number(
        (
          await db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const foreignFaq = await db
      .selectFrom('faqs')
      .selectAll()
      .where('game_id', '=', other.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const foreignType = await db
      .selectFrom('faq_types')
      .selectAll()
      .where('game_id', '=', other.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const foreignCategory = await db
      .selectFrom('inquiry_types')
      .selectAll()
      .where('game_id', '=', other.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const qa = { en: { question: 'Taken over?', answer: 'No.' } };
    const before = await audited();

    const reads = [
      `/staff/admin/games/${other.id}/faqs`,
      `/staff/admin/games/${other.id}/categories`,
      `/staff/admin/games/${other.id}/regions`,
    ];
    for (const url of reads) expect((await get(url)).json().code, url).toBe(1002);
    const writes: [string, unknown][] = [
      [`/staff/admin/games/${other.id}/faqs`, { typeId: foreignType.id, texts: qa }],
      [`/staff/admin/faqs/${foreignFaq.id}`, { typeId: foreignType.id, texts: qa }],
      [`/staff/admin/games/${other.id}/faq-types`, { names: { en: 'Taken over' } }],
      [`/staff/admin/faq-types/${foreignType.id}`, { names: { en: 'Taken over' } }],
      [`/staff/admin/faq-types/${foreignType.id}/delete`, {}],
      [`/staff/admin/games/${other.id}/categories`, { names: { en: 'Taken over' } }],
      [`/staff/admin/categories/${foreignCategory.id}`, { names: { en: 'Taken over' } }],
      [`/staff/admin/games/${other.id}/regions`, { regions: [] }],
    ];
    for (const [path, body] of writes) expect((await post(path, body)).json().code, path).toBe(1002);

    // A brand's settings, and a game: its own brand's game cannot move to another brand either.
    const brand = await db.selectFrom('brands').selectAll().where('id', '=', 'ember').executeTakeFirstOrThrow();
    const brandEdit = {
      name: brand.name,
      hosts: [],
      mainColor: '#123456',
      radius: 4,
      footer: 'standard',
      defaultArea: 'kr',
      userCenter: true,
      rechargeButton: true,
      carousel: 'fade',
      replyWithinHours: 24,
      company: 'X',
      contactEmail: 'x@example.com',
      attachmentMaxFiles: 3,
      attachmentMaxBytes: 1_048_576,
    };
    expect((await post('/staff/admin/brands/ember', brandEdit)).json().code).toBe(1002);
    const ownView = AdminGameListSchema.parse((await get('/staff/admin/games?brand=nova')).json().data).find(
      (g) => g.id === own.id,
    )!;
    const { id: _id, artwork: _artwork, ...gameEdit } = ownView;
    expect((await post(`/staff/admin/games/${other.id}`, gameEdit)).json().code).toBe(1002);
    expect((await post(`/staff/admin/games/${own.id}`, { ...gameEdit, brand: 'ember' })).json().code).toBe(1002);
    expect((await post('/staff/admin/games', { ...gameEdit, brand: 'ember' })).json().code).toBe(1002);
    // A FAQ of its own game cannot be given another game's type: that stays a validation error.
    expect((await post(`/staff/admin/games/${own.id}/faqs`, { typeId: foreignType.id, texts: qa })).json().code).toBe(
      1001,
    );

    // Nothing changed, nothing audited.
    expect(await db.selectFrom('faqs').selectAll().where('id', '=', foreignFaq.id).executeTakeFirstOrThrow()).toEqual(
      foreignFaq,
    );
    expect(
      (await db.selectFrom('faq_types').select('id').where('id', '=', foreignType.id).executeTakeFirst())?.id,
    ).toBe(foreignType.id);
    expect(
      (await db.selectFrom('brands').select('main_color').where('id', '=', 'ember').executeTakeFirstOrThrow())
        .main_color,
    ).toBe(brand.main_color);
    expect(
      (await db.selectFrom('games').select('brand_id').where('id', '=', own.id).executeTakeFirstOrThrow()).brand_id,
    ).toBe('nova');
    expect(await audited()).toBe(before);
  });
});
