// Every admin change commits whole with its audit entry, or not at all. The texts of a game, a FAQ,
// a FAQ type or a category, and a game's regions, are replaced by delete-then-insert: here the
// database is made to refuse the insert (a test-only trigger on SQLite, a check constraint on
// PostgreSQL), or the audit entry (its table renamed away), after the delete has run, and the old
// texts must still be there, with no audit entry and no catalogue.changed news.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  AdminFaqsSchema,
  AdminGameListSchema,
  AdminRegionsSchema,
  type AdminGame,
} from '@guildhall/contract/staff-admin';
import { createTestApp, dialects, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { memoryEventBus } from '../../lib/events';
import { DEMO_STAFF } from '../../db/seed/demo-staff';

const [admin] = DEMO_STAFF;

describe.each(dialects)('admin changes are atomic with their audit entry on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let game: AdminGame;
  const events = memoryEventBus();
  const announced: string[] = [];
  events.subscribe('catalogue.changed', ({ brandId }) => void announced.push(brandId));

  const { post, ...api } = testClient(() => t, { token: () => token });
  const get = async (url: string) => (await api.get(url)).json();
  const audited = async () =>
    Number(
      (
        await t.db.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const gameView = async (id: number) =>
    AdminGameListSchema.parse((await get('/staff/admin/games?brand=nova')).data).find((g) => g.id === id)!;

  /**
   * Until the returned undo runs, the database refuses any row of `table` whose `column` is
   * `value`: the statement fails in the middle of the change, after the delete it follows.
   */
  async function refuseRows(table: string, column: string, value: string): Promise<() => Promise<void>> {
    const name = `test_refuse_${table}`;
    if (dialect === 'sqlite') {
      await sql`create trigger ${sql.id(name)} before insert on ${sql.table(table)} when new.${sql.id(column)} = ${sql.lit(value)} begin select raise(abort, 'refused by the test'); end`.execute(
        t.db.db,
      );
      return async () => void (await sql`drop trigger ${sql.id(name)}`.execute(t.db.db));
    }
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(name)} check (${sql.ref(column)} <> ${sql.lit(value)})`.execute(
      t.db.db,
    );
    return async () =>
      void (await sql`alter table ${sql.table(table)} drop constraint ${sql.id(name)}`.execute(t.db.db));
  }

  /** Runs `fn` while the audit log cannot be written: the change's last statement fails. */
  async function withAuditDown<T>(fn: () => Promise<T>): Promise<T> {
    await t.db.db.schema.alterTable('audit_log').renameTo('audit_log_down').execute();
    try {
      return await fn();
    } finally {
      await t.db.db.schema.alterTable('audit_log_down').renameTo('audit_log').execute();
    }
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { deps: { events } });
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
    await events.close();
  });
  beforeEach(() => {
    announced.length = 0;
  });

  it('a game edit whose texts fail to insert, or whose audit entry fails, leaves the game and its texts as they were', async () => {
    const { id: _id, artwork: _artwork, ...edit } = game;
    const changed = {
      ...edit,
      gameName: 'Renamed',
      sort: edit.sort + 7,
      texts: {
        en: { title: 'Refused title', subTitle: '', description: '' },
        ja: { title: 'ゲーム', subTitle: '', description: '' },
      },
    };
    const auditBefore = await audited();

    const undo = await refuseRows('game_texts', 'title', 'Refused title');
    const refused = await post(`/staff/admin/games/${game.id}`, changed);
    await undo();
    expect(refused.json().code).toBe(5000);
    expect(await gameView(game.id)).toEqual(game);

    const fine = {
      ...changed,
      texts: { ...changed.texts, en: { title: 'Fine title', subTitle: '', description: '' } },
    };
    const unaudited = await withAuditDown(() => post(`/staff/admin/games/${game.id}`, fine));
    expect(unaudited.json().code).toBe(5000);
    expect(await gameView(game.id)).toEqual(game);
    expect(await audited()).toBe(auditBefore);
    // Nothing was announced: the player site's caches keep what is still true.
    expect(announced).toEqual([]);

    // The same edit, nothing refused: all of it, audited once, announced once it has committed.
    const done = await post(`/staff/admin/games/${game.id}`, fine);
    expect(done.json()).toMatchObject({ code: 0, data: { gameName: 'Renamed', texts: fine.texts } });
    expect(await gameView(game.id)).toEqual({ ...game, gameName: 'Renamed', sort: edit.sort + 7, texts: fine.texts });
    expect(await audited()).toBe(auditBefore + 1);
    expect(announced).toEqual(['nova']);
    expect((await post(`/staff/admin/games/${game.id}`, edit)).json().code).toBe(0);
  });

  it('a new game whose texts fail to insert is not created at all', async () => {
    const { id: _id, artwork: _artwork, ...edit } = game;
    const count = async () =>
      Number(
        (
          await t.db.db
            .selectFrom('games')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = { games: await count(), audit: await audited() };
    const undo = await refuseRows('game_texts', 'title', 'Refused title');
    const refused = await post('/staff/admin/games', {
      ...edit,
      gameName: 'Half made',
      texts: { en: { title: 'Refused title', subTitle: '', description: '' } },
    });
    await undo();
    expect(refused.json().code).toBe(5000);
    expect({ games: await count(), audit: await audited() }).toEqual(before);
    expect(announced).toEqual([]);
  });

  it('a FAQ edit or a new FAQ whose texts fail leaves the FAQs as they were', async () => {
    const faqsPath = `/staff/admin/games/${game.id}/faqs`;
    const list = async () => AdminFaqsSchema.parse((await get(faqsPath)).data);
    const before = await list();
    const faq = before.faqs[0]!;
    const otherType = before.types.find((x) => x.id !== faq.typeId) ?? before.types[0]!;
    const auditBefore = await audited();

    const undo = await refuseRows('faq_texts', 'question', 'Refused?');
    const texts = { en: { question: 'Refused?', answer: 'No.' }, ko: { question: '괜찮나요?', answer: '네.' } };
    expect(
      (await post(`/staff/admin/faqs/${faq.id}`, { typeId: otherType.id, sort: faq.sort + 3, texts })).json().code,
    ).toBe(5000);
    expect((await post(faqsPath, { typeId: otherType.id, texts })).json().code).toBe(5000);
    await undo();
    const fine = { en: { question: 'Fine?', answer: 'Yes.' } };
    expect(
      (await withAuditDown(() => post(`/staff/admin/faqs/${faq.id}`, { typeId: otherType.id, texts: fine }))).json()
        .code,
    ).toBe(5000);
    expect((await withAuditDown(() => post(faqsPath, { typeId: otherType.id, texts: fine }))).json().code).toBe(5000);

    expect(await list()).toEqual(before);
    expect(await audited()).toBe(auditBefore);
  });

  it('a FAQ type rename or create whose names fail leaves the types as they were', async () => {
    const faqsPath = `/staff/admin/games/${game.id}/faqs`;
    const types = async () => AdminFaqsSchema.parse((await get(faqsPath)).data).types;
    const created = await post(`/staff/admin/games/${game.id}/faq-types`, { names: { en: 'Events', ko: '이벤트' } });
    const typeId = created.json().data.id as number;
    const before = await types();
    const auditBefore = await audited();

    const undo = await refuseRows('faq_type_texts', 'name', 'Refused');
    expect(
      (await post(`/staff/admin/faq-types/${typeId}`, { names: { en: 'Refused', ja: 'イベント' } })).json().code,
    ).toBe(5000);
    expect((await post(`/staff/admin/games/${game.id}/faq-types`, { names: { en: 'Refused' } })).json().code).toBe(
      5000,
    );
    await undo();
    expect(
      (await withAuditDown(() => post(`/staff/admin/faq-types/${typeId}`, { names: { en: 'Seasonal' } }))).json().code,
    ).toBe(5000);
    expect((await withAuditDown(() => post(`/staff/admin/faq-types/${typeId}/delete`, {}))).json().code).toBe(5000);

    expect(await types()).toEqual(before);
    expect(before.find((x) => x.id === typeId)?.names).toEqual({ en: 'Events', ko: '이벤트' });
    expect(await audited()).toBe(auditBefore);
  });

  it('a category edit or a new category whose names fail leaves the categories as they were', async () => {
    const path = `/staff/admin/games/${game.id}/categories`;
    const list = async () => (await get(path)).data as { id: number; sort: number; names: Record<string, string> }[];
    const before = await list();
    const category = before[0]!;
    const auditBefore = await audited();

    const undo = await refuseRows('inquiry_type_texts', 'name', 'Refused');
    expect(
      (
        await post(`/staff/admin/categories/${category.id}`, {
          sort: category.sort + 5,
          names: { en: 'Refused', ko: '환불' },
        })
      ).json().code,
    ).toBe(5000);
    expect((await post(path, { names: { en: 'Refused' } })).json().code).toBe(5000);
    await undo();
    expect(
      (
        await withAuditDown(() =>
          post(`/staff/admin/categories/${category.id}`, { sort: category.sort + 5, names: { en: 'Fine' } }),
        )
      ).json().code,
    ).toBe(5000);

    expect(await list()).toEqual(before);
    expect(await audited()).toBe(auditBefore);
  });

  it("a regions replacement whose servers fail leaves the game's regions as they were", async () => {
    const path = `/staff/admin/games/${game.id}/regions`;
    const list = async () => AdminRegionsSchema.parse((await get(path)).data);
    const before = await list();
    expect(before.regions.length).toBeGreaterThan(0);
    const auditBefore = await audited();
    const replacement = {
      regions: [
        {
          gameAreaId: 'kr-new',
          names: { en: 'New' },
          servers: [
            { serverId: 's1', names: { en: 'One' } },
            { serverId: 'refused', names: { en: 'No' } },
          ],
        },
      ],
    };

    const undo = await refuseRows('game_servers', 'server_id', 'refused');
    expect((await post(path, replacement)).json().code).toBe(5000);
    await undo();
    expect((await withAuditDown(() => post(path, replacement))).json().code).toBe(5000);

    expect(await list()).toEqual(before);
    expect(await audited()).toBe(auditBefore);
  });

  it('a brand edit whose audit entry fails changes nothing and announces nothing', async () => {
    const nova = ((await get('/staff/admin/brands')).data as Record<string, unknown>[]).find((b) => b.id === 'nova')!;
    const { id: _id, logo: _logo, favicon: _favicon, ...editable } = nova;
    const refused = await withAuditDown(() => post('/staff/admin/brands/nova', { ...editable, mainColor: '#010203' }));
    expect(refused.json().code).toBe(5000);
    expect(
      (await t.db.db.selectFrom('brands').select('main_color').where('id', '=', 'nova').executeTakeFirstOrThrow())
        .main_color,
    ).toBe(nova.mainColor);
    expect(announced).toEqual([]);
    expect((await post('/staff/admin/brands/nova', { ...editable, mainColor: '#010203' })).json().code).toBe(0);
    expect(announced).toEqual(['nova']);
    expect((await post('/staff/admin/brands/nova', editable)).json().code).toBe(0);
  });
});
