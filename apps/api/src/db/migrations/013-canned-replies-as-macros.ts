// Migration 013: canned replies become macros (decision record 27). Every canned reply
// is copied into a macro of its brand named by its title, with one action, a reply whose text in
// the reply's language is its body. The canned replies themselves stay, and their endpoints with
// them, for the clients that use them: nothing existing is lost, and a later canned reply is not
// copied (the console offers macros beside canned replies).
// Shipped: never edit it; add a new one.
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './dialect';

interface Tables {
  canned_replies: {
    id: number;
    brand_id: string;
    lang: string;
    title: string;
    body: string;
    created_at: string;
    updated_at: string;
  };
  macros: {
    id?: number;
    brand_id: string | null;
    name: string;
    actions: string;
    created_by: number | null;
    created_at: string;
    updated_at: string;
  };
  macro_texts: { macro_id: number; lang: string; body: string };
}

export function migration(dialect: Dialect): Migration {
  void dialect;
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as unknown as Kysely<Tables>;
      const replies = await db.selectFrom('canned_replies').selectAll().orderBy('id').execute();
      for (const r of replies) {
        const macro = await db
          .insertInto('macros')
          .values({
            brand_id: r.brand_id,
            name: r.title,
            actions: JSON.stringify([{ type: 'reply' }]),
            created_by: null,
            created_at: r.created_at,
            updated_at: r.updated_at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db.insertInto('macro_texts').values({ macro_id: macro.id!, lang: r.lang, body: r.body }).execute();
      }
    },
    async down(untyped: Kysely<unknown>) {
      // The copies are the macros whose only action is a reply and whose name and text are a canned reply's.
      const db = untyped as unknown as Kysely<Tables>;
      const replies = await db.selectFrom('canned_replies').selectAll().execute();
      for (const r of replies) {
        const copies = await db
          .selectFrom('macros')
          .innerJoin('macro_texts', 'macro_texts.macro_id', 'macros.id')
          .select('macros.id')
          .where('macros.brand_id', '=', r.brand_id)
          .where('macros.name', '=', r.title)
          .where('macros.actions', '=', JSON.stringify([{ type: 'reply' }]))
          .where('macro_texts.lang', '=', r.lang)
          .where('macro_texts.body', '=', r.body)
          .execute();
        for (const c of copies) {
          await db.deleteFrom('macro_texts').where('macro_id', '=', c.id!).execute();
          await db.deleteFrom('macros').where('id', '=', c.id!).execute();
        }
      }
    },
  };
}
