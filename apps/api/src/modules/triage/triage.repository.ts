// Tags, priority and tier of inquiries, the predefined tags, and the field definitions the queue
// filters by. `db` first, so a transaction passes through. Used by the triage service (and open to
// the rules' actions: nothing here raises an event or writes the audit log).
import type { Executor } from '../../db/schema';

/** The inquiries with their brand, priority and tier (missing ones are absent). */
export function triageRows(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('inquiries as i')
    .leftJoin('sla_policies as p', 'p.id', 'i.sla_policy_id')
    .select(['i.id', 'i.brand_id', 'i.priority', 'i.player_tier', 'i.tier_rank', 'i.sla_due_at', 'p.warn_minutes'])
    .where('i.id', 'in', ids)
    .execute();
}

/**
 * Holds the inquiry until the transaction ends (a no-op update takes the row's lock on both
 * engines), so two changes of its tags count each other's. False when it does not exist.
 */
export async function lockInquiry(db: Executor, id: number): Promise<boolean> {
  const r = await db
    .updateTable('inquiries')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The tags of these inquiries, by inquiry, alphabetical. */
export async function tagsOf(db: Executor, ids: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('inquiry_tags')
    .select(['inquiry_id', 'tag'])
    .where('inquiry_id', 'in', ids)
    .orderBy('inquiry_id')
    .orderBy('tag')
    .execute();
  for (const r of rows) out.set(r.inquiry_id, [...(out.get(r.inquiry_id) ?? []), r.tag]);
  return out;
}

export async function addTags(db: Executor, inquiryId: number, tags: string[], at: string): Promise<void> {
  if (tags.length === 0) return;
  await db
    .insertInto('inquiry_tags')
    .values(tags.map((tag) => ({ inquiry_id: inquiryId, tag, created_at: at })))
    .onConflict((oc) => oc.columns(['inquiry_id', 'tag']).doNothing())
    .execute();
}

export async function removeTags(db: Executor, inquiryId: number, tags: string[]): Promise<void> {
  if (tags.length === 0) return;
  await db.deleteFrom('inquiry_tags').where('inquiry_id', '=', inquiryId).where('tag', 'in', tags).execute();
}

/** A change of tags is a change of the inquiry: its update time moves. */
export async function touchInquiry(db: Executor, id: number, at: string): Promise<void> {
  await db.updateTable('inquiries').set({ updated_at: at }).where('id', '=', id).execute();
}

export async function setPriority(db: Executor, id: number, priority: number, at: string): Promise<void> {
  await db.updateTable('inquiries').set({ priority, updated_at: at }).where('id', '=', id).execute();
}

// ---- predefined tags -------------------------------------------------------------------------

export function listPredefinedTags(db: Executor, brands: string[]) {
  return db
    .selectFrom('tags')
    .select(['id', 'brand_id', 'name'])
    .where('brand_id', 'in', [...brands, '*'])
    .orderBy('name')
    .orderBy('brand_id')
    .execute();
}

export function findPredefinedTag(db: Executor, id: number) {
  return db.selectFrom('tags').select(['id', 'brand_id', 'name']).where('id', '=', id).executeTakeFirst();
}

export function predefinedTagNamed(db: Executor, brand: string, name: string) {
  return db.selectFrom('tags').select(['id']).where('brand_id', '=', brand).where('name', '=', name).executeTakeFirst();
}

export async function insertPredefinedTag(db: Executor, brand: string, name: string, at: string): Promise<number> {
  const row = await db
    .insertInto('tags')
    .values({ brand_id: brand, name, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renamePredefinedTag(db: Executor, id: number, name: string): Promise<number> {
  const r = await db.updateTable('tags').set({ name }).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function deletePredefinedTag(db: Executor, id: number): Promise<number> {
  const r = await db.deleteFrom('tags').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows);
}

// ---- field definitions the queue filters by --------------------------------------------------

/** The live field definitions of a brand's games (one game when given), with their texts. */
export async function queueFieldDefinitions(db: Executor, brand: string, gameId: number | undefined) {
  let q = db
    .selectFrom('inquiry_fields as f')
    .innerJoin('games as g', 'g.id', 'f.game_id')
    .select(['f.id', 'f.game_id', 'f.type_id', 'f.field_key', 'f.kind', 'f.config', 'f.sort'])
    .where('g.brand_id', '=', brand)
    .where('f.archived_at', 'is', null);
  if (gameId) q = q.where('f.game_id', '=', gameId);
  const fields = await q
    .orderBy('f.game_id')
    .orderBy('f.type_id')
    .orderBy('f.sort')
    .orderBy('f.id')
    .limit(1000)
    .execute();
  const texts = fields.length
    ? await db
        .selectFrom('inquiry_field_texts')
        .select(['field_id', 'lang', 'label'])
        .where(
          'field_id',
          'in',
          fields.map((f) => f.id),
        )
        .execute()
    : [];
  return { fields, texts };
}
