// Two admins changing the same object at once: each change takes its object's row lock first, so
// on PostgreSQL the second waits and then works from what the first committed (SQLite serialises
// writers anyway). No change is lost or merged with another, no 5000 from a clash of
// delete-then-insert, and each audit entry's `before` is what its change really replaced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminFaqsSchema,
  AdminGameListSchema,
  AdminRegionsSchema,
  type AdminGame,
} from '@guildhall/contract/staff-admin';
import { createTestApp, dialects, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { DEMO_STAFF } from '../../db/seed/demo-staff';

const [admin] = DEMO_STAFF;
const ROUNDS = 6;

describe.each(dialects)('concurrent admin changes on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let game: AdminGame;

  const { post, ...api } = testClient(() => t, { token: () => token });
  const get = async (url: string) => (await api.get(url)).json();
  const gameView = async (id: number) =>
    AdminGameListSchema.parse((await get('/staff/admin/games?brand=nova')).data).find((g) => g.id === id)!;
  /** The newest audit entries of an action on a target, oldest first, before and after parsed. */
  async function auditTrail(action: string, targetId: number, count: number) {
    const rows = await t.db.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', action)
      .where('target_id', '=', String(targetId))
      .orderBy('id', 'desc')
      .limit(count)
      .execute();
    return rows.reverse().map((r) => ({
      before: JSON.parse(r.before ?? 'null') as Record<string, unknown>,
      after: JSON.parse(r.after ?? 'null') as Record<string, unknown>,
    }));
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await api.loginStaff(admin);
    const first = await t.db.db
      .selectFrom('games')
      .select('id')
      .where('brand_id', '=', 'nova')
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    game = await gameView(first.id);
  });
  afterAll(async () => {
    await t.close();
  });

  it("two edits of a game's texts at once: both apply, one after the other, never merged, each audited against the other", async () => {
    const { id: _id, artwork: _artwork, ...edit } = game;
    for (let round = 0; round < ROUNDS; round++) {
      const a = {
        ...edit,
        gameName: `A${round}`,
        texts: {
          en: { title: `A${round}`, subTitle: '', description: '' },
          ko: { title: `가${round}`, subTitle: '', description: '' },
        },
      };
      const b = {
        ...edit,
        gameName: `B${round}`,
        texts: { ja: { title: `B${round}`, subTitle: '', description: '' } },
      };
      const answers = await Promise.all([
        post(`/staff/admin/games/${game.id}`, a),
        post(`/staff/admin/games/${game.id}`, b),
      ]);
      expect(answers.map((r) => r.json().code)).toEqual([0, 0]);
      const now = await gameView(game.id);
      // Whichever committed last is what stands, whole.
      const last = now.gameName === a.gameName ? a : b;
      expect(now.texts).toEqual(last.texts);
      // The later entry replaced what the earlier one wrote.
      const [first, second] = await auditTrail('game.updated', game.id, 2);
      expect(second!.after).toMatchObject({ gameName: last.gameName });
      expect(second!.before).toMatchObject({ gameName: first!.after.gameName, texts: first!.after.texts });
    }
    expect((await post(`/staff/admin/games/${game.id}`, edit)).json().code).toBe(0);
  });

  it('two replacements of the same regions at once: both apply in turn, the last one stands whole', async () => {
    const path = `/staff/admin/games/${game.id}/regions`;
    for (let round = 0; round < ROUNDS; round++) {
      const a = {
        regions: [
          {
            gameAreaId: 'r1',
            names: { en: `A${round}` },
            servers: [
              { serverId: 's1', names: { en: 'One' } },
              { serverId: 's2', names: { en: 'Two' } },
            ],
          },
        ],
      };
      const b = {
        regions: [
          { gameAreaId: 'r1', names: { en: `B${round}` }, servers: [{ serverId: 's1', names: { en: 'Uno' } }] },
          { gameAreaId: 'r2', names: { en: 'Second' }, servers: [] },
        ],
      };
      const answers = await Promise.all([post(path, a), post(path, b)]);
      expect(answers.map((r) => r.json().code)).toEqual([0, 0]);
      const now = AdminRegionsSchema.parse((await get(path)).data);
      expect([a.regions, b.regions]).toContainEqual(now.regions);
    }
  });

  it('a FAQ added to a type while the type is deleted: either the FAQ is in and the delete refused, or the type is gone and the FAQ refused', async () => {
    const faqsPath = `/staff/admin/games/${game.id}/faqs`;
    for (let round = 0; round < ROUNDS; round++) {
      const typeId = (await post(`/staff/admin/games/${game.id}/faq-types`, { names: { en: `Race ${round}` } })).json()
        .data.id as number;
      const [faq, deleted] = await Promise.all([
        post(faqsPath, { typeId, texts: { en: { question: `Race ${round}?`, answer: 'Maybe.' } } }),
        post(`/staff/admin/faq-types/${typeId}/delete`, {}),
      ]);
      const faqs = AdminFaqsSchema.parse((await get(faqsPath)).data);
      if (faq.json().code === 0) {
        // The FAQ won: the delete saw it and refused, and both are still there.
        expect(deleted.json()).toMatchObject({ code: 1004, data: [{ field: 'typeId', rule: 'in_use', faqs: 1 }] });
        expect(faqs.types.some((x) => x.id === typeId)).toBe(true);
        expect(faqs.faqs.find((f) => f.id === faq.json().data.id)?.typeId).toBe(typeId);
        // Tidy up for the next round: the FAQ moves away and the type goes.
        await post(`/staff/admin/faqs/${faq.json().data.id}`, {
          typeId: faqs.types[0]!.id,
          texts: { en: { question: `Race ${round}?`, answer: 'Maybe.' } },
        });
        expect((await post(`/staff/admin/faq-types/${typeId}/delete`, {})).json().code).toBe(0);
      } else {
        // The delete won: the type is gone, and the FAQ was refused rather than made and lost.
        expect(deleted.json().code).toBe(0);
        expect(faq.json()).toMatchObject({ code: 1001, data: [{ field: 'typeId', rule: 'unknown' }] });
        expect(faqs.types.some((x) => x.id === typeId)).toBe(false);
      }
      expect(faqs.faqs.every((f) => faqs.types.some((x) => x.id === f.typeId))).toBe(true);
    }
  });

  it('FAQ types created at once each take a place of their own, after the last', async () => {
    const faqsPath = `/staff/admin/games/${game.id}/faqs`;
    const existing = AdminFaqsSchema.parse((await get(faqsPath)).data).types;
    const lastSort = Number(
      (
        await t.db.db
          .selectFrom('faq_types')
          .select((eb) => eb.fn.max('sort').as('s'))
          .where('game_id', '=', game.id)
          .executeTakeFirstOrThrow()
      ).s,
    );
    const created = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post(`/staff/admin/games/${game.id}/faq-types`, { names: { en: `Together ${i}` } }),
      ),
    );
    expect(created.map((r) => r.json().code)).toEqual([0, 0, 0, 0, 0]);
    const ids = created.map((r) => r.json().data.id as number);
    const sorts = (await t.db.db.selectFrom('faq_types').select('sort').where('id', 'in', ids).execute())
      .map((r) => r.sort)
      .sort((x, y) => x - y);
    expect(sorts).toEqual([1, 2, 3, 4, 5].map((n) => lastSort + n));
    // Listed after the existing ones, in the order they were made.
    expect(AdminFaqsSchema.parse((await get(faqsPath)).data).types.slice(0, existing.length)).toEqual(existing);
    for (const id of ids) expect((await post(`/staff/admin/faq-types/${id}/delete`, {})).json().code).toBe(0);
  });
});
