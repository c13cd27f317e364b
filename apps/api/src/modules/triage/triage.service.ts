// Priority and tags of inquiries, one at a time or many selected in the queue, and the predefined
// tags admins keep. Scoped like the queue: an inquiry of a brand the staff member does not work
// for answers 1002 (one at a time) or `not_found` (in a bulk change), exactly like a missing one.
// Each change commits in one transaction with its audit entry and the automation event
// (`changed`, decision record 27); a bulk change is one transaction for every inquiry it touches.
// This service never imports the inquiries or the queue service (the automation may call it).
import type { Kysely, Transaction } from 'kysely';
import { ErrorCode } from '@guildhall/contract/errors';
import {
  dueState,
  TAGS_PER_INQUIRY,
  tagsAfter,
  type BulkResult,
  type PredefinedTag,
  type QueueField,
  type Triage,
} from '@guildhall/contract/queue-automation';
import type { Database, Executor } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { afterInquiryEvent } from '../automation/automation.service';
import { audit } from '../audit/audit.service';
import type { ActiveStaff } from '../staff-sessions/staff-sessions.service';
import { coversEveryBrand } from '../rules/rules.service';
import {
  addTags,
  deletePredefinedTag,
  findPredefinedTag,
  insertPredefinedTag,
  listPredefinedTags,
  lockInquiry,
  predefinedTagNamed,
  queueFieldDefinitions,
  removeTags,
  renamePredefinedTag,
  setPriority as storePriority,
  tagsOf,
  touchInquiry,
  triageRows,
} from './triage.repository';

export interface TriageChange {
  add: string[];
  remove: string[];
  priority?: number | undefined;
}

type Outcome = BulkResult['results'][number]['outcome'];

/** Minutes before a due time the queue warns, when the inquiry has no policy (yet). */
const DEFAULT_WARN_MINUTES = 60;

/** The clock the due state and the changes' times are read from; tests may pass another. */
export interface TriageDeps {
  now?: () => Date;
}

const systemClock = () => new Date();

/**
 * One inquiry's change inside the caller's transaction: locked, compared with what it carries,
 * applied, audited and raised as `changed` events. An inquiry the staff member may not see was
 * filtered out before.
 */
async function apply(
  trx: Transaction<Database>,
  active: ActiveStaff,
  id: number,
  change: TriageChange,
  ip: string,
  at: string,
): Promise<Outcome> {
  if (!(await lockInquiry(trx, id))) return 'not_found';
  const [row] = await triageRows(trx, [id]);
  if (!row) return 'not_found';
  const before = (await tagsOf(trx, [id])).get(id) ?? [];
  const after = tagsAfter(before, change.add, change.remove);
  if (after.length > TAGS_PER_INQUIRY && after.length > before.length) return 'too_many_tags';
  const added = after.filter((t) => !before.includes(t));
  const removed = before.filter((t) => !after.includes(t));
  const priorityChanged = change.priority !== undefined && change.priority !== row.priority;
  if (added.length === 0 && removed.length === 0 && !priorityChanged) return 'unchanged';
  const actor = { kind: 'staff', staffId: active.staff.id } as const;
  if (priorityChanged) {
    await storePriority(trx, id, change.priority!, at);
    await audit(trx, {
      staffId: active.staff.id,
      action: 'inquiry.priority_set',
      targetType: 'inquiry',
      targetId: id,
      before: { priority: row.priority },
      after: { priority: change.priority },
      ip,
    });
    await afterInquiryEvent(trx, { type: 'changed', inquiryId: id, what: 'priority', at, actor });
  }
  if (added.length > 0 || removed.length > 0) {
    await removeTags(trx, id, removed);
    await addTags(trx, id, added, at);
    if (!priorityChanged) await touchInquiry(trx, id, at);
    await audit(trx, {
      staffId: active.staff.id,
      action: 'inquiry.tagged',
      targetType: 'inquiry',
      targetId: id,
      before: { tags: before },
      after: { tags: [...after].sort(), added, removed },
      ip,
    });
    await afterInquiryEvent(trx, { type: 'changed', inquiryId: id, what: 'tags', at, actor });
  }
  return 'changed';
}

/** The inquiry if it exists and is of one of the staff member's brands; else 1002. */
async function scoped(db: Executor, active: ActiveStaff, id: number) {
  const [row] = await triageRows(db, [id]);
  if (!row || !active.brands.includes(row.brand_id)) throw AppError.notFound();
  return row;
}

/** One inquiry's change: 1001 `too_many` when its tags would pass the limit. */
async function changeOne(
  db: Kysely<Database>,
  active: ActiveStaff,
  id: number,
  change: TriageChange,
  ip: string,
  now: () => Date,
): Promise<void> {
  await scoped(db, active, id);
  await db.transaction().execute(async (trx) => {
    const outcome = await apply(trx, active, id, change, ip, now().toISOString());
    if (outcome === 'not_found') throw AppError.notFound();
    if (outcome === 'too_many_tags')
      throw new AppError(ErrorCode.validation, { data: [{ field: 'add', rule: 'too_many' }] });
  });
}

/** A predefined tag the admin may change: of one of their brands, or of every brand when they have every brand (as rules). */
async function ownTag(db: Executor, active: ActiveStaff, id: number) {
  const tag = await findPredefinedTag(db, id);
  if (!tag || (tag.brand_id !== '*' ? !active.brands.includes(tag.brand_id) : !(await coversEveryBrand(db, active))))
    throw AppError.notFound();
  return tag;
}

const toTag = (t: { id: number; brand_id: string; name: string }): PredefinedTag => ({
  id: t.id,
  brand: t.brand_id,
  name: t.name,
});

export async function triage(
  db: Executor,
  active: ActiveStaff,
  id: number,
  { now = systemClock }: TriageDeps = {},
): Promise<Triage> {
  const row = await scoped(db, active, id);
  return {
    priority: row.priority,
    tier: row.player_tier,
    tierRank: row.tier_rank,
    tags: (await tagsOf(db, [id])).get(id) ?? [],
    dueAt: row.sla_due_at,
    dueState: dueState(row.sla_due_at, now(), row.warn_minutes ?? DEFAULT_WARN_MINUTES),
  };
}

export async function setPriority(
  db: Kysely<Database>,
  active: ActiveStaff,
  id: number,
  priority: number,
  ip: string,
  { now = systemClock }: TriageDeps = {},
): Promise<void> {
  await changeOne(db, active, id, { add: [], remove: [], priority }, ip, now);
}

export async function changeTags(
  db: Kysely<Database>,
  active: ActiveStaff,
  id: number,
  tags: { add: string[]; remove: string[] },
  ip: string,
  { now = systemClock }: TriageDeps = {},
): Promise<void> {
  await changeOne(db, active, id, tags, ip, now);
}

/** Every selected inquiry the staff member may see, in one transaction; one outcome per inquiry, in the order asked. */
export async function bulk(
  db: Kysely<Database>,
  active: ActiveStaff,
  input: { inquiryIds: number[]; addTags: string[]; removeTags: string[]; priority?: number | undefined },
  ip: string,
  { now = systemClock }: TriageDeps = {},
): Promise<BulkResult> {
  const visible = new Set(
    (await triageRows(db, input.inquiryIds)).filter((r) => active.brands.includes(r.brand_id)).map((r) => r.id),
  );
  const change: TriageChange = { add: input.addTags, remove: input.removeTags, priority: input.priority };
  const outcomes = new Map<number, Outcome>();
  await db.transaction().execute(async (trx) => {
    const at = now().toISOString();
    // In id order, so two bulk changes over the same inquiries take their locks in one order.
    for (const id of [...visible].sort((a, b) => a - b)) outcomes.set(id, await apply(trx, active, id, change, ip, at));
  });
  return { results: input.inquiryIds.map((id) => ({ inquiryId: id, outcome: outcomes.get(id) ?? 'not_found' })) };
}

// ---- predefined tags ------------------------------------------------------------------------

export async function listTags(db: Executor, active: ActiveStaff, brand: string | undefined): Promise<PredefinedTag[]> {
  if (brand && !active.brands.includes(brand)) throw AppError.notFound();
  return (await listPredefinedTags(db, brand ? [brand] : active.brands)).map(toTag);
}

export async function createTag(
  db: Kysely<Database>,
  active: ActiveStaff,
  input: { brand: string; name: string },
  ip: string,
  { now = systemClock }: TriageDeps = {},
): Promise<{ id: number }> {
  if (input.brand !== '*' && !active.brands.includes(input.brand)) throw AppError.notFound();
  // A tag of every brand is offered on brands a brand-scoped admin does not manage.
  if (input.brand === '*' && !(await coversEveryBrand(db, active)))
    throw new AppError(ErrorCode.validation, { data: [{ field: 'brand', rule: 'not_every_brand' }] });
  return db.transaction().execute(async (trx) => {
    if (await predefinedTagNamed(trx, input.brand, input.name))
      throw new AppError(ErrorCode.validation, { data: [{ field: 'name', rule: 'taken' }] });
    const id = await insertPredefinedTag(trx, input.brand, input.name, now().toISOString());
    await audit(trx, {
      staffId: active.staff.id,
      action: 'tag.created',
      targetType: 'tag',
      targetId: id,
      after: input,
      ip,
    });
    return { id };
  });
}

export async function renameTag(
  db: Kysely<Database>,
  active: ActiveStaff,
  id: number,
  name: string,
  ip: string,
): Promise<void> {
  const before = await ownTag(db, active, id);
  await db.transaction().execute(async (trx) => {
    const same = await predefinedTagNamed(trx, before.brand_id, name);
    if (same && same.id !== id) throw new AppError(ErrorCode.validation, { data: [{ field: 'name', rule: 'taken' }] });
    if ((await renamePredefinedTag(trx, id, name)) === 0) throw AppError.notFound();
    await audit(trx, {
      staffId: active.staff.id,
      action: 'tag.renamed',
      targetType: 'tag',
      targetId: id,
      before: toTag(before),
      after: { name },
      ip,
    });
  });
}

export async function deleteTag(db: Kysely<Database>, active: ActiveStaff, id: number, ip: string): Promise<void> {
  const before = await ownTag(db, active, id);
  await db.transaction().execute(async (trx) => {
    if ((await deletePredefinedTag(trx, id)) === 0) throw AppError.notFound();
    await audit(trx, {
      staffId: active.staff.id,
      action: 'tag.deleted',
      targetType: 'tag',
      targetId: id,
      before: toTag(before),
      ip,
    });
  });
}

/** The field definitions of a brand (one game when given) the queue can filter by, labelled in English or any language. */
export async function queueFields(
  db: Executor,
  active: ActiveStaff,
  brand: string,
  gameId: number | undefined,
): Promise<QueueField[]> {
  if (!active.brands.includes(brand)) throw AppError.notFound();
  const { fields, texts } = await queueFieldDefinitions(db, brand, gameId);
  return fields.map((f) => {
    const own = texts.filter((t) => t.field_id === f.id);
    const label = (own.find((t) => t.lang === 'en') ?? own[0])?.label ?? f.field_key;
    return {
      id: f.id,
      gameId: f.game_id,
      typeId: f.type_id,
      key: f.field_key,
      kind: f.kind,
      label,
      choices: choicesOf(f.config),
    };
  });
}

/** A choice field's values with an English (or any) label, from its JSON config; [] otherwise or when unreadable. */
function choicesOf(config: string): { value: string; label: string }[] {
  try {
    const c = JSON.parse(config) as { choices?: unknown };
    if (!Array.isArray(c.choices)) return [];
    return c.choices.flatMap((ch: unknown) => {
      if (typeof ch === 'string') return [{ value: ch, label: ch }];
      if (!ch || typeof ch !== 'object') return [];
      const o = ch as { value?: unknown; labels?: unknown; label?: unknown };
      if (typeof o.value !== 'string') return [];
      const labels = o.labels && typeof o.labels === 'object' ? (o.labels as Record<string, unknown>) : {};
      const label =
        typeof labels.en === 'string'
          ? labels.en
          : typeof o.label === 'string'
            ? o.label
            : ((Object.values(labels).find((v) => typeof v === 'string') as string | undefined) ?? o.value);
      return [{ value: o.value, label }];
    });
  } catch {
    return [];
  }
}
