// The admin lists and the reports cost a fixed number of queries whatever their length: each is
// asked for with one row and with many, through a second app on the same database whose queries
// are counted (a Kysely plugin sees every statement the app compiles).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminCategoryListSchema,
  AdminFaqsSchema,
  AdminGameListSchema,
  AdminRegionsSchema,
  ReportSchema,
} from '@guildhall/contract/staff-admin';
import { createTestApp, dialects, type TestApp } from '../../../test/helper';
import { createQueryCounter, type QueryCounter } from '../../../test/query-counter';
import { testClient } from '../../../test/client';
import { DEMO_STAFF } from '../../db/seed/demo-staff';
import { issueStaffSession } from '../staff-sessions/staff-sessions.service';

const [admin] = DEMO_STAFF;

describe.each(dialects)('query counts of the admin lists and reports on %s', (dialect) => {
  let t: TestApp;
  let counted: QueryCounter;
  let token: string;
  const stamp = new Date().toISOString();
  const { writeInquiries } = testClient(() => t);

  /** Queries one GET as the admin makes (see query-counter.ts). */
  const queriesOf = (url: string) => counted.queriesOf(url, token);

  /** A brand of its own (a copy of nova), so a list can start from exactly one game. */
  async function addBrand(id: string) {
    const nova = await t.db.db.selectFrom('brands').selectAll().where('id', '=', 'nova').executeTakeFirstOrThrow();
    await t.db.db
      .insertInto('brands')
      .values({ ...nova, id, name: id, hosts: '[]', sort: 900 })
      .execute();
  }

  async function addGames(brandId: string, count: number, tag: string): Promise<number[]> {
    const template = await t.db.db
      .selectFrom('games')
      .selectAll()
      .where('brand_id', '=', 'nova')
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    const { id: _id, ...rest } = template;
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const game = await t.db.db
        .insertInto('games')
        .values({
          ...rest,
          brand_id: brandId,
          slug: `${tag}-${i}`,
          game_name: `${tag} ${i}`,
          sort: 2000 + i,
          directory_url: null,
          directory_secret: null,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db.db
        .insertInto('game_texts')
        .values(
          ['en', 'ko'].map((lang) => ({
            game_id: game.id,
            lang,
            title: `${tag} ${i} ${lang}`,
            sub_title: '',
            description: '',
          })),
        )
        .execute();
      ids.push(game.id);
    }
    return ids;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    counted = await createQueryCounter(t);
    const row = await t.db.db
      .selectFrom('staff')
      .select('id')
      .where('email', '=', admin.email)
      .executeTakeFirstOrThrow();
    token = (await issueStaffSession(t.db.db, row.id)).token;
  });
  afterAll(async () => {
    await counted.app.close();
    await t.close();
  });

  it('the games list: one game or forty, with their texts, the same queries', async () => {
    await addBrand('solo');
    await addGames('solo', 1, 'solo');
    const one = await queriesOf('/staff/admin/games?brand=solo');
    expect(AdminGameListSchema.parse(one.data)).toMatchObject([
      { brand: 'solo', gameName: 'solo 0', texts: { en: { title: 'solo 0 en' }, ko: { title: 'solo 0 ko' } } },
    ]);

    await addBrand('many');
    await addGames('many', 40, 'many');
    const forty = await queriesOf('/staff/admin/games?brand=many');
    const games = AdminGameListSchema.parse(forty.data);
    expect(games).toHaveLength(40);
    // Each game carries its own texts, not a neighbour's.
    expect(
      games.every((g) => g.texts.en?.title === `${g.gameName} en` && g.texts.ko?.title === `${g.gameName} ko`),
    ).toBe(true);
    // Every brand at once: the seeded games and the 41 above.
    const all = await queriesOf('/staff/admin/games');
    expect(AdminGameListSchema.parse(all.data).length).toBeGreaterThan(41);

    console.info(
      `[${dialect}] GET /staff/admin/games: ${one.n} queries for 1 game, ${forty.n} for 40, ${all.n} for all ${AdminGameListSchema.parse(all.data).length}`,
    );
    expect(forty.n).toBe(one.n);
    expect(all.n).toBe(one.n);
  });

  it("a game's FAQs, categories and regions: one of each or many, the same queries", async () => {
    const [gameId] = await addGames('solo', 1, 'lists');
    const type = await t.db.db
      .insertInto('faq_types')
      .values({ game_id: gameId!, sort: 0, created_at: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    const addFaqs = async (from: number, count: number) => {
      for (let i = from; i < from + count; i++) {
        await t.db.db
          .insertInto('faq_type_texts')
          .values({
            type_id: (
              await t.db.db
                .insertInto('faq_types')
                .values({ game_id: gameId!, sort: i + 1, created_at: stamp })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id,
            lang: 'en',
            name: `Type ${i}`,
          })
          .execute();
        const faq = await t.db.db
          .insertInto('faqs')
          .values({ game_id: gameId!, type_id: type.id, sort: i, created_at: stamp, updated_at: stamp })
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.db.db
          .insertInto('faq_texts')
          .values({ faq_id: faq.id, lang: 'en', question: `Q${i}?`, answer: `A${i}.` })
          .execute();
        const category = await t.db.db
          .insertInto('inquiry_types')
          .values({ game_id: gameId!, sort: i, created_at: stamp })
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.db.db
          .insertInto('inquiry_type_texts')
          .values({ type_id: category.id, lang: 'en', name: `Category ${i}` })
          .execute();
        await t.db.db
          .insertInto('game_areas')
          .values({ game_id: gameId!, area_id: `area-${i}`, names: JSON.stringify({ en: `Area ${i}` }), sort: i })
          .execute();
        await t.db.db
          .insertInto('game_servers')
          .values({
            game_id: gameId!,
            area_id: `area-${i}`,
            server_id: `s${i}`,
            names: JSON.stringify({ en: `Server ${i}` }),
            sort: 0,
          })
          .execute();
      }
    };
    const lists = async () => ({
      faqs: await queriesOf(`/staff/admin/games/${gameId}/faqs`),
      categories: await queriesOf(`/staff/admin/games/${gameId}/categories`),
      regions: await queriesOf(`/staff/admin/games/${gameId}/regions`),
    });
    await addFaqs(0, 1);
    const one = await lists();
    await addFaqs(1, 30);
    const many = await lists();

    const faqs = AdminFaqsSchema.parse(many.faqs.data);
    expect(faqs.faqs).toHaveLength(31);
    expect(faqs.faqs.every((f) => f.texts.en?.question === `Q${f.sort}?`)).toBe(true);
    expect(faqs.types.slice(1).map((x) => x.names.en)).toEqual(Array.from({ length: 31 }, (_, i) => `Type ${i}`));
    const categories = AdminCategoryListSchema.parse(many.categories.data);
    expect(categories.map((c) => c.names.en)).toEqual(Array.from({ length: 31 }, (_, i) => `Category ${i}`));
    const regions = AdminRegionsSchema.parse(many.regions.data).regions;
    expect(regions.map((r) => [r.gameAreaId, r.servers.map((s) => s.names.en)])).toEqual(
      Array.from({ length: 31 }, (_, i) => [`area-${i}`, [`Server ${i}`]]),
    );

    console.info(
      `[${dialect}] FAQs ${one.faqs.n}→${many.faqs.n}, categories ${one.categories.n}→${many.categories.n}, regions ${one.regions.n}→${many.regions.n} queries (1 → 31 rows)`,
    );
    expect(many.faqs.n).toBe(one.faqs.n);
    expect(many.categories.n).toBe(one.categories.n);
    expect(many.regions.n).toBe(one.regions.n);
  });

  it('the report: one inquiry or more than a thousand, the same queries', async () => {
    // A brand of its own, so its one game and that game's one category are what writeInquiries writes about.
    await addBrand('report');
    const [gameId] = await addGames('report', 1, 'report');
    const staff = await t.db.db.selectFrom('staff').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db.db.insertInto('inquiry_types').values({ game_id: gameId!, sort: 0, created_at: stamp }).execute();
    const day = stamp.slice(0, 10);
    const at = (minute: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + minute * 60_000).toISOString();
    const addInquiries = async (count: number) => {
      for (let i = 0; i < count; i += 200) {
        const { ids } = await writeInquiries(
          'report',
          Array.from({ length: Math.min(200, count - i) }, () => ({
            title: 'Counted',
            region: 'kr',
            created_at: at(0),
            updated_at: at(0),
          })),
        );
        // Every one answered by an agent ten minutes after it was filed.
        await t.db.db
          .insertInto('inquiry_messages')
          .values(
            ids.map((id) => ({
              inquiry_id: id,
              author: 'agent' as const,
              staff_id: staff.id,
              content: 'Hello.',
              created_at: at(10),
            })),
          )
          .execute();
      }
    };
    const url = `/staff/reports?from=${day}&to=${day}&groupBy=brand&brand=report`;
    await addInquiries(1);
    const one = await queriesOf(url);
    expect(ReportSchema.parse(one.data).rows).toEqual([
      expect.objectContaining({ key: 'report', inquiries: 1, firstResponseAvgMinutes: 10 }),
    ]);
    // More than the 500 ids a query used to take at a time.
    await addInquiries(1199);
    const many = await queriesOf(url);
    expect(ReportSchema.parse(many.data).rows).toEqual([
      expect.objectContaining({
        key: 'report',
        inquiries: 1200,
        firstResponseAvgMinutes: 10,
        firstResponseMedianMinutes: 10,
      }),
    ]);
    console.info(`[${dialect}] GET /staff/reports: ${one.n} queries for 1 inquiry, ${many.n} for 1200`);
    expect(many.n).toBe(one.n);
  });
});
