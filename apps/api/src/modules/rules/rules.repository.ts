// Rules, their runs, and what a rule reads and writes on an inquiry (its tags and field values,
// migration 012). `db` first, so the caller's transaction passes through; the same SQL on SQLite
// and PostgreSQL.
import type { Selectable } from 'kysely';
import { InquiryStatus } from '@guildhall/contract/inquiry-status';
import type { Executor, RulesTable } from '../../db/schema';

export type RuleRow = Selectable<RulesTable>;

export interface RuleValues {
  brand_id: string | null;
  name: string;
  trigger: string;
  conditions: string;
  actions: string;
  enabled: number;
}

export function listRules(db: Executor, brands: string[]): Promise<RuleRow[]> {
  return db
    .selectFrom('rules')
    .selectAll()
    .where((eb) => eb.or([eb('brand_id', 'is', null), ...(brands.length ? [eb('brand_id', 'in', brands)] : [])]))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findRule(db: Executor, id: number): Promise<RuleRow | undefined> {
  return db.selectFrom('rules').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The enabled rules a trigger starts, for one brand (and every brand), in the order they run. */
export function rulesForTrigger(db: Executor, brandId: string, trigger: string): Promise<RuleRow[]> {
  return db
    .selectFrom('rules')
    .selectAll()
    .where('enabled', '=', 1)
    .where((eb) => eb.or([eb('brand_id', 'is', null), eb('brand_id', '=', brandId)]))
    .where((eb) => (trigger === 'idle' ? eb('trigger', 'like', 'idle:%') : eb('trigger', '=', trigger)))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The triggers of the enabled idle rules (`idle:<minutes>`), for the idle job. */
export async function idleTriggers(db: Executor): Promise<string[]> {
  return (
    await db
      .selectFrom('rules')
      .select('trigger')
      .distinct()
      .where('enabled', '=', 1)
      .where('trigger', 'like', 'idle:%')
      .execute()
  ).map((r) => r.trigger);
}

export async function insertRule(db: Executor, values: RuleValues, createdBy: number, at: string): Promise<number> {
  const last = await db
    .selectFrom('rules')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .executeTakeFirst();
  const row = await db
    .insertInto('rules')
    .values({ ...values, sort: Number(last?.sort ?? 0) + 1, created_by: createdBy, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRule(db: Executor, id: number, values: RuleValues, at: string): Promise<number> {
  const r = await db
    .updateTable('rules')
    .set({ ...values, updated_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function deleteRule(db: Executor, id: number): Promise<number> {
  const r = await db.deleteFrom('rules').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function setRuleSort(db: Executor, id: number, sort: number, at: string): Promise<void> {
  await db.updateTable('rules').set({ sort, updated_at: at }).where('id', '=', id).execute();
}

/**
 * The run of a rule for an event, claimed before it acts: false when the row is there already
 * (this event ran the rule, here or on another node). On PostgreSQL a concurrent claim waits for
 * the first one's transaction, then finds its row.
 */
export async function claimRun(
  db: Executor,
  ruleId: number,
  inquiryId: number,
  eventKey: string,
  at: string,
): Promise<number | null> {
  const r = await db
    .insertInto('rule_runs')
    .values({ rule_id: ruleId, inquiry_id: inquiryId, event_key: eventKey, outcome: 'running', created_at: at })
    .onConflict((oc) => oc.columns(['rule_id', 'event_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return r?.id ?? null;
}

export async function finishRun(db: Executor, runId: number, outcome: string): Promise<void> {
  await db.updateTable('rule_runs').set({ outcome }).where('id', '=', runId).execute();
}

export async function allBrandIds(db: Executor): Promise<string[]> {
  return (await db.selectFrom('brands').select('id').execute()).map((b) => b.id);
}

export function brandDefaults(db: Executor, brandId: string) {
  return db.selectFrom('brands').select(['id', 'default_area']).where('id', '=', brandId).executeTakeFirst();
}

export function gameName(db: Executor, gameId: number) {
  return db.selectFrom('games').select('game_name').where('id', '=', gameId).executeTakeFirst();
}

export async function inquiryTags(db: Executor, inquiryId: number): Promise<string[]> {
  return (
    await db.selectFrom('inquiry_tags').select('tag').where('inquiry_id', '=', inquiryId).orderBy('tag').execute()
  ).map((r) => r.tag);
}

/** The fields of the inquiry's category (not archived) with the inquiry's value of each, if any. */
export function inquiryFields(db: Executor, inquiryId: number, typeId: number) {
  return db
    .selectFrom('inquiry_fields as f')
    .leftJoin('inquiry_field_values as v', (j) => j.onRef('v.field_id', '=', 'f.id').on('v.inquiry_id', '=', inquiryId))
    .select(['f.id', 'f.field_key', 'v.value'])
    .where('f.type_id', '=', typeId)
    .where('f.archived_at', 'is', null)
    .execute();
}

export async function addTag(db: Executor, inquiryId: number, tag: string, at: string): Promise<void> {
  await db
    .insertInto('inquiry_tags')
    .values({ inquiry_id: inquiryId, tag, created_at: at })
    .onConflict((oc) => oc.columns(['inquiry_id', 'tag']).doNothing())
    .execute();
}

export async function removeTag(db: Executor, inquiryId: number, tag: string): Promise<void> {
  await db.deleteFrom('inquiry_tags').where('inquiry_id', '=', inquiryId).where('tag', '=', tag).execute();
}

export async function setFieldValue(
  db: Executor,
  inquiryId: number,
  fieldId: number,
  value: string,
  at: string,
): Promise<void> {
  if (value === '') {
    await db
      .deleteFrom('inquiry_field_values')
      .where('inquiry_id', '=', inquiryId)
      .where('field_id', '=', fieldId)
      .execute();
    return;
  }
  await db
    .insertInto('inquiry_field_values')
    .values({ inquiry_id: inquiryId, field_id: fieldId, value, updated_at: at })
    .onConflict((oc) => oc.columns(['inquiry_id', 'field_id']).doUpdateSet({ value, updated_at: at }))
    .execute();
}

export async function setPriority(db: Executor, inquiryId: number, priority: number): Promise<void> {
  await db.updateTable('inquiries').set({ priority }).where('id', '=', inquiryId).execute();
}

/** Open inquiries of these brands, the newest first (a dry run looks at these). */
export async function openInquiryIds(
  db: Executor,
  brands: string[],
  limit: number,
  updatedBefore?: string,
): Promise<number[]> {
  if (brands.length === 0) return [];
  let q = db
    .selectFrom('inquiries')
    .select('id')
    .where('brand_id', 'in', brands)
    .where('status', '<', InquiryStatus.awaitingRating)
    .where('merged_into_id', 'is', null);
  if (updatedBefore) q = q.where('updated_at', '<=', updatedBefore);
  return (await q.orderBy('id', 'desc').limit(limit).execute()).map((r) => r.id);
}

/**
 * Open inquiries not updated since `before`, the longest waiting first, after `after` (keyset
 * paging: the idle job walks them all, page by page). The open statuses are named so the
 * (status, updated_at, id) index serves it, not a walk through the closed ones.
 */
export function idleInquiries(db: Executor, before: string, limit: number, after?: { updatedAt: string; id: number }) {
  let q = db
    .selectFrom('inquiries')
    .select(['id', 'updated_at'])
    .where('status', 'in', [InquiryStatus.new, InquiryStatus.processing, InquiryStatus.replied])
    .where('merged_into_id', 'is', null)
    .where('updated_at', '<=', before);
  if (after)
    q = q.where((eb) =>
      eb.or([
        eb('updated_at', '>', after.updatedAt),
        eb.and([eb('updated_at', '=', after.updatedAt), eb('id', '>', after.id)]),
      ]),
    );
  return q.orderBy('updated_at').orderBy('id').limit(limit).execute();
}
