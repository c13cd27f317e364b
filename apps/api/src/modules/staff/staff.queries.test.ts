// Lists cost a fixed number of queries whatever their length: each list below is asked for with
// few rows and with many, through a second app on the same database whose queries are counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffAccountListSchema } from '@guildhall/contract/staff-admin';
import { QueuePageSchema, StaffCatalogueSchema, StaffListSchema } from '@guildhall/contract/staff';
import { createTestApp, dialects, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { createQueryCounter, type QueryCounter } from '../../../test/query-counter';
import { DEMO_STAFF } from '../../db/seed/demo-staff';
import { issueStaffSession } from '../staff-sessions/staff-sessions.service';

const [admin, novaAgent] = DEMO_STAFF;

describe.each(dialects)('query counts of the staff lists on %s', (dialect) => {
  let t: TestApp;
  let counted: QueryCounter;
  const tokens: Record<string, string> = {};
  const { writeInquiries } = testClient(() => t);

  /** Queries one GET makes (see query-counter.ts). */
  const queriesOf = (url: string, token: string) => counted.queriesOf(url, token);

  async function addStaff(count: number, tag: string) {
    const now = new Date().toISOString();
    for (let i = 0; i < count; i++) {
      const role = i % 3 === 0 ? 'admin' : 'agent';
      const row = await t.db.db
        .insertInto('staff')
        .values({
          email: `${tag}${i}@example.com`,
          name: `${tag} ${i}`,
          role,
          password_hash: 'x',
          totp_secret: null,
          totp_pending_secret: null,
          totp_enabled: 0,
          totp_last_step: 0,
          disabled: 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Every third one is an admin of every brand (no rows); the others work for nova and one more.
      if (role === 'agent')
        await t.db.db
          .insertInto('staff_brands')
          .values([
            { staff_id: row.id, brand_id: 'nova' },
            { staff_id: row.id, brand_id: i % 2 ? 'ember' : 'hanami' },
          ])
          .execute();
    }
  }

  async function addInquiries(count: number) {
    const now = Date.now();
    const at = (i: number) => new Date(now - i * 1000).toISOString();
    await writeInquiries(
      'nova',
      Array.from({ length: count }, (_, i) => ({ title: `Counted ${i}`, created_at: at(i), updated_at: at(i) })),
    );
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    counted = await createQueryCounter(t);
    for (const s of [admin, novaAgent]) {
      const row = await t.db.db.selectFrom('staff').select('id').where('email', '=', s.email).executeTakeFirstOrThrow();
      tokens[s.email] = (await issueStaffSession(t.db.db, row.id)).token;
    }
  });
  afterAll(async () => {
    await counted.app.close();
    await t.close();
  });

  it('the staff list (for assignment) and the staff accounts list', async () => {
    const few = await queriesOf('/staff/staff', tokens[novaAgent.email]!);
    const fewAccounts = await queriesOf('/staff/admin/staff', tokens[admin.email]!);
    await addStaff(30, 'many');
    const many = await queriesOf('/staff/staff', tokens[novaAgent.email]!);
    const manyAccounts = await queriesOf('/staff/admin/staff', tokens[admin.email]!);
    // The rows did grow, and their brands are the caller's only.
    expect(StaffListSchema.parse(many.data).length).toBeGreaterThanOrEqual(StaffListSchema.parse(few.data).length + 30);
    expect(StaffListSchema.parse(many.data).every((s) => s.brands.every((b) => ['nova', 'ember'].includes(b)))).toBe(
      true,
    );
    expect(StaffAccountListSchema.parse(manyAccounts.data).length).toBe(
      StaffAccountListSchema.parse(fewAccounts.data).length + 30,
    );
    console.info(
      `[${dialect}] GET /staff/staff: ${few.n} queries with few staff, ${many.n} with 30 more; /staff/admin/staff: ${fewAccounts.n} and ${manyAccounts.n}`,
    );
    expect(many.n).toBe(few.n);
    expect(manyAccounts.n).toBe(fewAccounts.n);
  });

  it('the queue', async () => {
    await addInquiries(1);
    const few = await queriesOf('/staff/inquiries?brand=nova&pageSize=2', tokens[novaAgent.email]!);
    await addInquiries(60);
    const many = await queriesOf('/staff/inquiries?brand=nova&pageSize=50', tokens[novaAgent.email]!);
    expect(QueuePageSchema.parse(few.data).list.length).toBeLessThanOrEqual(2);
    expect(QueuePageSchema.parse(many.data).list).toHaveLength(50);
    console.info(
      `[${dialect}] GET /staff/inquiries: ${few.n} queries for a page of ${QueuePageSchema.parse(few.data).list.length}, ${many.n} for a page of 50`,
    );
    expect(many.n).toBe(few.n);
  });

  it('the catalogue of a brand for the queue filters', async () => {
    const few = await queriesOf('/staff/catalogue?brand=nova', tokens[novaAgent.email]!);
    const now = new Date().toISOString();
    const template = await t.db.db
      .selectFrom('games')
      .selectAll()
      .where('brand_id', '=', 'nova')
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 12; i++) {
      const { id: _id, ...rest } = template;
      const game = await t.db.db
        .insertInto('games')
        .values({
          ...rest,
          slug: `counted-${i}`,
          game_name: `Counted ${i}`,
          sort: 1000 + i,
          directory_url: null,
          directory_secret: null,
          created_at: now,
          updated_at: now,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      const type = await t.db.db
        .insertInto('inquiry_types')
        .values({ game_id: game.id, sort: 1, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db.db
        .insertInto('inquiry_type_texts')
        .values({ type_id: type.id, lang: 'en', name: `Category ${i}` })
        .execute();
      await t.db.db
        .insertInto('game_areas')
        .values({ game_id: game.id, area_id: `area-${i}`, names: JSON.stringify({ en: `Area ${i}` }), sort: 1 })
        .execute();
    }
    const many = await queriesOf('/staff/catalogue?brand=nova', tokens[novaAgent.email]!);
    const games = StaffCatalogueSchema.parse(many.data);
    expect(games.length).toBe(StaffCatalogueSchema.parse(few.data).length + 12);
    const added = games.find((g) => g.gameName === 'Counted 3');
    expect(added).toMatchObject({
      categories: [{ name: 'Category 3' }],
      regions: [{ gameAreaId: 'area-3', name: 'Area 3' }],
    });
    console.info(
      `[${dialect}] GET /staff/catalogue: ${few.n} queries with ${games.length - 12} games, ${many.n} with ${games.length}`,
    );
    expect(many.n).toBe(few.n);
  });
});
