// Fields per category: the SQL of definitions, their texts and the inquiries' values.
import type { Transaction } from 'kysely';
import type { Database, Executor } from '../../db/schema';

export type FieldRow = Database['inquiry_fields'] extends infer T
  ? { [K in keyof T]: K extends 'id' ? number : T[K] }
  : never;
export interface FieldTextRow {
  field_id: number;
  lang: string;
  label: string;
  help: string | null;
}

const fieldColumns = [
  'id',
  'game_id',
  'type_id',
  'field_key',
  'kind',
  'required',
  'agent_only',
  'config',
  'sort',
  'archived_at',
  'created_at',
  'updated_at',
] as const;

export function fieldsOfGame(db: Executor, gameId: number): Promise<FieldRow[]> {
  return db
    .selectFrom('inquiry_fields')
    .select(fieldColumns)
    .where('game_id', '=', gameId)
    .orderBy('type_id')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** A category's fields in form order; archived ones only when asked. */
export function fieldsOfCategory(db: Executor, typeId: number, withArchived = false): Promise<FieldRow[]> {
  let q = db.selectFrom('inquiry_fields').select(fieldColumns).where('type_id', '=', typeId);
  if (!withArchived) q = q.where('archived_at', 'is', null);
  return q.orderBy('sort').orderBy('id').execute();
}

/** The live fields of several categories (the categories answer: one query for all of them). */
export function liveFieldsOfCategories(db: Executor, typeIds: number[]): Promise<FieldRow[]> {
  if (typeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('inquiry_fields')
    .select(fieldColumns)
    .where('type_id', 'in', typeIds)
    .where('archived_at', 'is', null)
    .orderBy('type_id')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Live fields of games of the given brands, optionally of one game (the queue's filters). */
export function liveFieldsOfBrands(
  db: Executor,
  brands: string[],
  gameId?: number,
): Promise<(FieldRow & { brand_id: string; game_name: string })[]> {
  if (brands.length === 0) return Promise.resolve([]);
  let q = db
    .selectFrom('inquiry_fields')
    .innerJoin('games', 'games.id', 'inquiry_fields.game_id')
    .select(fieldColumns.map((c) => `inquiry_fields.${c}` as const))
    .select(['games.brand_id', 'games.game_name'])
    .where('games.brand_id', 'in', brands)
    .where('inquiry_fields.archived_at', 'is', null);
  if (gameId !== undefined) q = q.where('inquiry_fields.game_id', '=', gameId);
  return q
    .orderBy('inquiry_fields.game_id')
    .orderBy('inquiry_fields.type_id')
    .orderBy('inquiry_fields.sort')
    .orderBy('inquiry_fields.id')
    .execute();
}

export function findField(db: Executor, fieldId: number): Promise<FieldRow | undefined> {
  return db.selectFrom('inquiry_fields').select(fieldColumns).where('id', '=', fieldId).executeTakeFirst();
}

export function textsOfFields(db: Executor, fieldIds: number[]): Promise<FieldTextRow[]> {
  if (fieldIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('inquiry_field_texts')
    .select(['field_id', 'lang', 'label', 'help'])
    .where('field_id', 'in', fieldIds)
    .orderBy('field_id')
    .orderBy('lang')
    .execute();
}

export async function countFieldsOfCategory(db: Executor, typeId: number): Promise<number> {
  const row = await db
    .selectFrom('inquiry_fields')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('type_id', '=', typeId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function keyTaken(db: Executor, typeId: number, key: string): Promise<boolean> {
  return (
    (await db
      .selectFrom('inquiry_fields')
      .select('id')
      .where('type_id', '=', typeId)
      .where('field_key', '=', key)
      .executeTakeFirst()) !== undefined
  );
}

export async function insertField(
  db: Executor,
  row: {
    game_id: number;
    type_id: number;
    field_key: string;
    kind: string;
    required: number;
    agent_only: number;
    config: string;
    sort: number;
    at: string;
  },
): Promise<number> {
  const { at, ...values } = row;
  const inserted = await db
    .insertInto('inquiry_fields')
    .values({ ...values, archived_at: null, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateField(
  db: Executor,
  fieldId: number,
  row: { required: number; agent_only: number; config: string; sort: number; at: string },
): Promise<boolean> {
  const { at, ...values } = row;
  const r = await db
    .updateTable('inquiry_fields')
    .set({ ...values, updated_at: at })
    .where('id', '=', fieldId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function setArchived(db: Executor, fieldId: number, archivedAt: string | null, at: string): Promise<void> {
  await db
    .updateTable('inquiry_fields')
    .set({ archived_at: archivedAt, updated_at: at })
    .where('id', '=', fieldId)
    .execute();
}

export async function replaceFieldTexts(
  db: Executor,
  fieldId: number,
  texts: { lang: string; label: string; help: string | null }[],
): Promise<void> {
  await db.deleteFrom('inquiry_field_texts').where('field_id', '=', fieldId).execute();
  if (texts.length === 0) return;
  await db
    .insertInto('inquiry_field_texts')
    .values(texts.map((t) => ({ field_id: fieldId, ...t })))
    .execute();
}

/** An inquiry's stored values with their field's key. */
export function valuesOfInquiry(
  db: Executor,
  inquiryId: number,
): Promise<{ field_id: number; value: string; updated_at: string }[]> {
  return db
    .selectFrom('inquiry_field_values')
    .select(['field_id', 'value', 'updated_at'])
    .where('inquiry_id', '=', inquiryId)
    .orderBy('field_id')
    .execute();
}

export function valuesOfInquiries(
  db: Executor,
  inquiryIds: number[],
): Promise<{ inquiry_id: number; field_id: number; value: string }[]> {
  if (inquiryIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('inquiry_field_values')
    .select(['inquiry_id', 'field_id', 'value'])
    .where('inquiry_id', 'in', inquiryIds)
    .orderBy('inquiry_id')
    .orderBy('field_id')
    .execute();
}

export function fieldsByIds(db: Executor, fieldIds: number[]): Promise<FieldRow[]> {
  if (fieldIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('inquiry_fields').select(fieldColumns).where('id', 'in', fieldIds).execute();
}

export async function upsertValues(
  db: Executor,
  inquiryId: number,
  values: { fieldId: number; value: string }[],
  at: string,
): Promise<void> {
  for (const v of values) {
    await db
      .insertInto('inquiry_field_values')
      .values({ inquiry_id: inquiryId, field_id: v.fieldId, value: v.value, updated_at: at })
      .onConflict((oc) => oc.columns(['inquiry_id', 'field_id']).doUpdateSet({ value: v.value, updated_at: at }))
      .execute();
  }
}

export async function deleteValues(db: Executor, inquiryId: number, fieldIds: number[]): Promise<void> {
  if (fieldIds.length === 0) return;
  await db
    .deleteFrom('inquiry_field_values')
    .where('inquiry_id', '=', inquiryId)
    .where('field_id', 'in', fieldIds)
    .execute();
}

/** A game's area (its labels must be in every language of it) and brand. */
export function gameOf(
  db: Executor,
  gameId: number,
): Promise<{ id: number; brand_id: string; area: string } | undefined> {
  return db.selectFrom('games').select(['id', 'brand_id', 'area']).where('id', '=', gameId).executeTakeFirst();
}

export function categoryOf(db: Executor, typeId: number): Promise<{ id: number; game_id: number } | undefined> {
  return db.selectFrom('inquiry_types').select(['id', 'game_id']).where('id', '=', typeId).executeTakeFirst();
}

/** Locks a field's row for a change: a no-op update, which both engines serialise. */
export async function lockField(db: Transaction<Database>, fieldId: number): Promise<boolean> {
  const r = await db
    .updateTable('inquiry_fields')
    .set((eb) => ({ sort: eb.ref('sort') }))
    .where('id', '=', fieldId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Locks an inquiry's row for a change of its values (a no-op update, as above). */
export async function lockInquiry(db: Transaction<Database>, inquiryId: number): Promise<boolean> {
  const r = await db
    .updateTable('inquiries')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', inquiryId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Marks an inquiry changed (the queue's order by last update). */
export async function touchInquiry(db: Executor, inquiryId: number, at: string): Promise<void> {
  await db.updateTable('inquiries').set({ updated_at: at }).where('id', '=', inquiryId).execute();
}

/**
 * Inquiries filed in [from, to) of the field's category, counted by the field's value ('' for
 * none), limited to the given brands.
 */
export async function countByValue(
  db: Executor,
  field: { id: number; type_id: number },
  brands: string[],
  from: string,
  to: string,
): Promise<{ value: string; n: number }[]> {
  if (brands.length === 0) return [];
  const rows = await db
    .selectFrom('inquiries')
    .leftJoin('inquiry_field_values as v', (j) =>
      j.onRef('v.inquiry_id', '=', 'inquiries.id').on('v.field_id', '=', field.id),
    )
    .select((eb) => [eb.fn.coalesce('v.value', eb.val('')).as('value'), eb.fn.countAll<number | string>().as('n')])
    .where('inquiries.query_type', '=', field.type_id)
    .where('inquiries.brand_id', 'in', brands)
    .where('inquiries.created_at', '>=', from)
    .where('inquiries.created_at', '<', to)
    .groupBy(['v.value'])
    .execute();
  return rows.map((r) => ({ value: String(r.value), n: Number(r.n) }));
}
