// Macros and their reply texts per language (migration 012). A macro's actions are stored as JSON
// with the reply's texts taken out into macro_texts (one row per language). `db` first.
import type { Selectable } from 'kysely';
import type { Executor, MacrosTable } from '../../db/schema';

export type MacroRow = Selectable<MacrosTable>;
export interface MacroText {
  macro_id: number;
  lang: string;
  body: string;
}

/** Macros of these brands and of every brand (brand null), by name. */
export function listMacros(db: Executor, brands: string[]): Promise<MacroRow[]> {
  return db
    .selectFrom('macros')
    .selectAll()
    .where((eb) => eb.or([eb('brand_id', 'is', null), ...(brands.length ? [eb('brand_id', 'in', brands)] : [])]))
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findMacro(db: Executor, id: number): Promise<MacroRow | undefined> {
  return db.selectFrom('macros').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function macroTexts(db: Executor, ids: number[]): Promise<MacroText[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('macro_texts')
    .selectAll()
    .where('macro_id', 'in', ids)
    .orderBy('macro_id')
    .orderBy('lang')
    .execute();
}

export async function insertMacro(
  db: Executor,
  values: { brand_id: string | null; name: string; actions: string },
  texts: [string, string][],
  createdBy: number | null,
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('macros')
    .values({ ...values, created_by: createdBy, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceMacroTexts(db, row.id, texts);
  return row.id;
}

export async function updateMacro(
  db: Executor,
  id: number,
  values: { brand_id: string | null; name: string; actions: string },
  texts: [string, string][],
  at: string,
): Promise<number> {
  const r = await db
    .updateTable('macros')
    .set({ ...values, updated_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return 0;
  await replaceMacroTexts(db, id, texts);
  return 1;
}

async function replaceMacroTexts(db: Executor, id: number, texts: [string, string][]): Promise<void> {
  await db.deleteFrom('macro_texts').where('macro_id', '=', id).execute();
  if (texts.length)
    await db
      .insertInto('macro_texts')
      .values(texts.map(([lang, body]) => ({ macro_id: id, lang, body })))
      .execute();
}

export async function deleteMacro(db: Executor, id: number): Promise<number> {
  await db.deleteFrom('macro_texts').where('macro_id', '=', id).execute();
  const r = await db.deleteFrom('macros').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows);
}
