// Migration 013 on a database that has canned replies: every one becomes a macro of its brand
// (name the title, one reply action, the text in its language), and the canned replies stay.
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialects, freshDatabase } from '../../../test/helper';
import type { DialectName } from '../../db/connection';
import { migrationProvider } from '../../db/migrations/migration-list';

describe.each(dialects)('migration 013 on %s', (dialect: DialectName) => {
  it('copies every canned reply into a macro and loses none', async () => {
    const fresh = await freshDatabase(dialect);
    const db = fresh.open();
    try {
      const migrator = new Migrator({
        db: db.db,
        provider: migrationProvider(db.dialect),
        ...(db.schema ? { migrationTableSchema: db.schema } : {}),
      });
      const upTo12 = await migrator.migrateTo('012_queue_automation');
      expect(upTo12.error, String(upTo12.error)).toBeUndefined();
      for (const id of ['nova', 'ember'])
        await db.db
          .insertInto('brands')
          .values({
            id,
            name: 'Nova',
            hosts: '[]',
            main_color: '#000000',
            radius: 4,
            footer: '{}',
            default_area: 'kr',
            user_center: 1,
            recharge_button: 1,
            carousel: '[]',
            company: 'c',
            contact_email: 'a@b.c',
            address: 'a',
            representative: 'r',
            phone: 'p',
            attachment_max_files: 3,
            attachment_max_bytes: 1000,
            logo: '',
            favicon: '',
            api_base: null,
            beta_api_base: null,
            sort: 1,
            created_at: '2026-01-01T00:00:00.000Z',
            updated_at: '2026-01-01T00:00:00.000Z',
          })
          .execute();
      const canned = [
        {
          brand_id: 'nova',
          lang: 'ko',
          title: '점검 안내',
          body: '현재 정기 점검 중입니다.\n점검 후 다시 이용해 주세요.',
        },
        { brand_id: 'nova', lang: 'en', title: 'Maintenance', body: 'We are under maintenance — back soon. 🙏' },
        { brand_id: 'ember', lang: 'th', title: 'รอสักครู่', body: 'ทีมงานกำลังตรวจสอบเรื่องของคุณ' },
        { brand_id: 'ember', lang: 'th', title: 'รอสักครู่', body: 'Same title, other text' },
      ];
      for (const [i, c] of canned.entries()) {
        const at = `2026-01-0${i + 1}T00:00:00.000Z`;
        await db.db
          .insertInto('canned_replies')
          .values({ ...c, created_at: at, updated_at: at })
          .execute();
      }
      const up = await migrator.migrateTo('013_canned_replies_as_macros');
      expect(up.error, String(up.error)).toBeUndefined();
      const macros = await db.db
        .selectFrom('macros')
        .innerJoin('macro_texts', 'macro_texts.macro_id', 'macros.id')
        .select(['macros.brand_id', 'macros.name', 'macros.actions', 'macro_texts.lang', 'macro_texts.body'])
        .orderBy('macros.id')
        .execute();
      expect(macros).toEqual(
        canned.map((c) => ({
          brand_id: c.brand_id,
          name: c.title,
          actions: '[{"type":"reply"}]',
          lang: c.lang,
          body: c.body,
        })),
      );
      // The canned replies are all still there, unchanged.
      expect(
        await db.db.selectFrom('canned_replies').select(['brand_id', 'lang', 'title', 'body']).orderBy('id').execute(),
      ).toEqual(canned);
      // Down removes the copies only.
      const down = await migrator.migrateDown();
      expect(down.error, String(down.error)).toBeUndefined();
      expect(await db.db.selectFrom('macros').select('id').execute()).toEqual([]);
      expect((await db.db.selectFrom('canned_replies').select('id').execute()).length).toBe(canned.length);
    } finally {
      await db.close();
      await fresh.drop();
    }
  });
});
