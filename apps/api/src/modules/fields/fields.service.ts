// Fields per category: admins define typed fields per game and category, with a label
// (and help) in every language of the game's area; players fill them in with their inquiry; agents
// see and edit them. Values are checked by the contract's one validation (fields.ts
// validateFieldValues) and a refusal reaches the player in their language: `{ field, rule }` as
// data, and a message naming the field's label.
// This module imports no inquiry, queue or automation service (the rules may call it: no cycle);
// the agent's edit, which raises an automation event, is inquiry-fields.service.ts.
import type { Kysely, Transaction } from 'kysely';
import { AREA_LANGUAGES, isArea, LANGUAGES, type Area, type Language } from '@guildhall/contract/areas';
import { ErrorCode } from '@guildhall/contract/errors';
import {
  FIELD_KINDS,
  FIELDS_PER_CATEGORY_MAX,
  FIELD_TEXT_DEFAULT_MAX,
  FieldConfigSchema,
  validateFieldValues,
  type FieldConfig,
  type FieldDefinition,
  type FieldDefinitionEditSchema,
  type FieldIssue,
  type FieldKind,
  type FieldReport,
  type FieldRuleSource,
  type PlayerField,
} from '@guildhall/contract/fields';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { message } from '../../lib/messages';
import { audit } from '../audit/audit.service';
import type { ActiveStaff } from '../staff-sessions/staff-sessions.service';
import * as repo from './fields.repository';
import type { FieldRow, FieldTextRow } from './fields.repository';

type DefinitionEdit = z.output<typeof FieldDefinitionEditSchema>;
export interface Caller {
  staff: ActiveStaff;
  ip: string;
}

const now = () => new Date().toISOString();

function parseConfig(raw: string): FieldConfig {
  try {
    const parsed = FieldConfigSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function kindOf(row: FieldRow): FieldKind {
  return (FIELD_KINDS as readonly string[]).includes(row.kind) ? (row.kind as FieldKind) : 'text';
}

/** What the contract's validation reads of a stored definition. */
export function ruleSource(row: FieldRow): FieldRuleSource & { id: number } {
  return {
    id: row.id,
    key: row.field_key,
    kind: kindOf(row),
    required: row.required === 1,
    agentOnly: row.agent_only === 1,
    config: parseConfig(row.config),
  };
}

function textsByLang(rows: FieldTextRow[]): Partial<Record<Language, { label: string; help?: string }>> {
  const out: Partial<Record<Language, { label: string; help?: string }>> = {};
  for (const r of rows) out[r.lang as Language] = r.help ? { label: r.label, help: r.help } : { label: r.label };
  return out;
}

/** Languages tried for a text: the one asked for, the area's first, English, then any. */
function preferences(lang: Language, area: string | undefined): Language[] {
  const first = area && isArea(area) ? AREA_LANGUAGES[area][0] : undefined;
  return [...new Set<Language>([lang, ...(first ? [first] : []), 'en'])];
}

function pickText<T>(byLang: Partial<Record<Language, T>>, prefs: Language[]): T | undefined {
  for (const l of prefs) if (byLang[l] !== undefined) return byLang[l];
  return Object.values(byLang)[0] as T | undefined;
}

function toDefinition(row: FieldRow, texts: FieldTextRow[]): FieldDefinition {
  return {
    id: row.id,
    gameId: row.game_id,
    categoryId: row.type_id,
    key: row.field_key,
    kind: kindOf(row),
    required: row.required === 1,
    agentOnly: row.agent_only === 1,
    config: parseConfig(row.config),
    texts: textsByLang(texts),
    sort: row.sort,
    archived: row.archived_at !== null,
  };
}

function playerField(row: FieldRow, texts: FieldTextRow[], prefs: Language[]): PlayerField {
  const config = parseConfig(row.config);
  const text = pickText(textsByLang(texts), prefs);
  const out: PlayerField = {
    key: row.field_key,
    kind: kindOf(row),
    required: row.required === 1,
    label: text?.label ?? row.field_key,
    help: text?.help ?? '',
  };
  if (config.maxLength !== undefined) out.maxLength = config.maxLength;
  if (config.min !== undefined) out.min = config.min;
  if (config.max !== undefined) out.max = config.max;
  if (config.integer) out.integer = true;
  if (config.past) out.past = true;
  if (config.choices)
    out.choices = config.choices.map((c) => ({ value: c.value, label: pickText(c.labels, prefs) ?? c.value }));
  return out;
}

/**
 * The player's fields of each category (agent-only ones left out), texts in the player's
 * language: two queries for every category of the game.
 */
export async function playerFieldsOf(
  db: Executor,
  typeIds: number[],
  lang: Language,
  area: Area,
): Promise<Map<number, PlayerField[]>> {
  const rows = (await repo.liveFieldsOfCategories(db, typeIds)).filter((r) => r.agent_only !== 1);
  const texts = await repo.textsOfFields(
    db,
    rows.map((r) => r.id),
  );
  const prefs = preferences(lang, area);
  const out = new Map<number, PlayerField[]>();
  for (const r of rows) {
    const list = out.get(r.type_id) ?? [];
    list.push(
      playerField(
        r,
        texts.filter((t) => t.field_id === r.id),
        prefs,
      ),
    );
    out.set(r.type_id, list);
  }
  return out;
}

/**
 * A 1001 for refused values, the message in `lang` naming the first field's label ("Order ID:
 * this field is required."): the data lists every `{ field, rule }`.
 */
export async function fieldsRefusal(
  db: Executor,
  issues: FieldIssue[],
  defs: (FieldRuleSource & { id: number })[],
  lang: Language,
  area: string | undefined,
): Promise<AppError> {
  const first = issues[0]!;
  const key = first.field.slice('fields.'.length);
  const def = defs.find((d) => d.key === key);
  const prefs = preferences(lang, area);
  const label = def ? (pickText(textsByLang(await repo.textsOfFields(db, [def.id])), prefs)?.label ?? key) : key;
  const max = def?.kind === 'text' ? (def.config?.maxLength ?? FIELD_TEXT_DEFAULT_MAX) : (def?.config?.max ?? 0);
  const vars: Record<string, string | number> = { min: def?.config?.min ?? 0, max };
  const reason = message(lang, `support.fields.rules.${ruleKey(first.rule)}`, vars);
  return new AppError(ErrorCode.validation, { data: issues, params: { label, reason }, messageKey: 'fieldInvalid' });
}

/** The dictionary key of a rule (`support.fields.rules.<key>`). */
export function ruleKey(rule: FieldIssue['rule']): string {
  return rule.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
}

/**
 * Checks and stores a new inquiry's values, inside the transaction that creates it (before the
 * automation event, so rules see them). Agent-only fields are refused; so are unknown keys.
 */
export async function storeNewInquiryFields(
  trx: Transaction<Database>,
  input: {
    inquiryId: number;
    typeId: number;
    values: Record<string, string> | undefined;
    lang: Language;
    area: Area;
    at: string;
  },
): Promise<void> {
  const checked = await checkNewInquiryFields(trx, input);
  if (!checked) return;
  const { defs } = checked;
  const byKey = new Map(defs.map((d) => [d.key, d.id]));
  await repo.upsertValues(
    trx,
    input.inquiryId,
    Object.entries(checked.values).map(([k, value]) => ({ fieldId: byKey.get(k)!, value })),
    input.at,
  );
}

/**
 * The check alone, refusing as the creation would: also run by the route before the hourly
 * allowance is counted, so a player correcting a field is not counted against it. Null when the
 * category has no fields and none were sent.
 */
export async function checkNewInquiryFields(
  db: Executor,
  input: { typeId: number; values: Record<string, string> | undefined; lang: Language; area: Area },
): Promise<{ defs: (FieldRuleSource & { id: number })[]; values: Record<string, string> } | null> {
  const defs = (await repo.fieldsOfCategory(db, input.typeId)).map(ruleSource);
  if (defs.length === 0 && (!input.values || Object.keys(input.values).length === 0)) return null;
  // A client that predates fields sends none at all: it is not refused for required ones it could
  // not know of (the web and current apps always send the map, even empty).
  const checked = validateFieldValues(defs, input.values, { audience: 'player', partial: input.values === undefined });
  if (checked.issues.length > 0) throw await fieldsRefusal(db, checked.issues, defs, input.lang, input.area);
  return { defs, values: checked.values };
}

/**
 * Changes values of an inquiry (an agent, a macro or a rule): only the keys given, agent-only
 * ones included; an empty value clears an optional field. Archived fields keep their values and
 * cannot be changed. Answers the values before and after (for the audit entry); no change: null.
 */
export async function setInquiryFields(
  trx: Transaction<Database>,
  inquiry: { id: number; query_type: number; lang: string; region: string },
  values: Record<string, string>,
  at: string,
  lang: Language,
): Promise<{ before: Record<string, string>; after: Record<string, string> } | null> {
  const defs = (await repo.fieldsOfCategory(trx, inquiry.query_type)).map(ruleSource);
  const checked = validateFieldValues(defs, values, { audience: 'agent', partial: true });
  if (checked.issues.length > 0) throw await fieldsRefusal(trx, checked.issues, defs, lang, inquiry.region);
  const byKey = new Map(defs.map((d) => [d.key, d.id]));
  const stored = new Map((await repo.valuesOfInquiry(trx, inquiry.id)).map((v) => [v.field_id, v.value]));
  const before: Record<string, string> = {};
  const after: Record<string, string> = {};
  const upserts: { fieldId: number; value: string }[] = [];
  for (const [key, value] of Object.entries(checked.values)) {
    const id = byKey.get(key)!;
    if (stored.get(id) === value) continue;
    before[key] = stored.get(id) ?? '';
    after[key] = value;
    upserts.push({ fieldId: id, value });
  }
  const clears = checked.cleared.map((k) => byKey.get(k)!).filter((id) => stored.has(id));
  for (const key of checked.cleared) {
    const id = byKey.get(key)!;
    if (!stored.has(id)) continue;
    before[key] = stored.get(id)!;
    after[key] = '';
  }
  if (upserts.length === 0 && clears.length === 0) return null;
  await repo.upsertValues(trx, inquiry.id, upserts, at);
  await repo.deleteValues(trx, inquiry.id, clears);
  return { before, after };
}

/** An inquiry's fields (archived ones with a value too) with values and labels in `lang`. */
export async function inquiryFieldValues(
  db: Executor,
  inquiry: { id: number; query_type: number; region: string },
  lang: Language,
) {
  const rows = await repo.fieldsOfCategory(db, inquiry.query_type, true);
  const stored = new Map((await repo.valuesOfInquiry(db, inquiry.id)).map((v) => [v.field_id, v.value]));
  const shown = rows.filter((r) => r.archived_at === null || stored.has(r.id));
  const texts = await repo.textsOfFields(
    db,
    shown.map((r) => r.id),
  );
  const prefs = preferences(lang, inquiry.region);
  return shown.map((r) => {
    const text = pickText(textsByLang(texts.filter((t) => t.field_id === r.id)), prefs);
    const config = parseConfig(r.config);
    const value = stored.get(r.id) ?? '';
    const choice = config.choices?.find((c) => c.value === value);
    return {
      key: r.field_key,
      kind: kindOf(r),
      label: text?.label ?? r.field_key,
      help: text?.help ?? '',
      required: r.required === 1,
      agentOnly: r.agent_only === 1,
      archived: r.archived_at !== null,
      config,
      value,
      display: choice ? (pickText(choice.labels, prefs) ?? value) : value,
    };
  });
}

/**
 * What players gave on their inquiries (agent-only fields left out), by inquiry, label → value
 * (a choice by its label), in each inquiry's language: the player's data export.
 */
export async function playerValuesOf(
  db: Executor,
  inquiries: readonly { id: number; query_type: number; lang: string; region: string }[],
): Promise<Map<number, Record<string, string>>> {
  const out = new Map<number, Record<string, string>>();
  if (inquiries.length === 0) return out;
  const values = await repo.valuesOfInquiries(
    db,
    inquiries.map((i) => i.id),
  );
  if (values.length === 0) return out;
  const fieldIds = [...new Set(values.map((v) => v.field_id))];
  const rows = new Map((await repo.fieldsByIds(db, fieldIds)).map((r) => [r.id, r]));
  const texts = await repo.textsOfFields(db, fieldIds);
  for (const i of inquiries) {
    const prefs = preferences(
      (LANGUAGES as readonly string[]).includes(i.lang) ? (i.lang as Language) : 'en',
      i.region,
    );
    const mine: Record<string, string> = {};
    for (const v of values.filter((x) => x.inquiry_id === i.id)) {
      const row = rows.get(v.field_id);
      if (!row || row.agent_only === 1) continue;
      const label = pickText(textsByLang(texts.filter((t) => t.field_id === row.id)), prefs)?.label ?? row.field_key;
      const choice = parseConfig(row.config).choices?.find((c) => c.value === v.value);
      mine[label] = choice ? (pickText(choice.labels, prefs) ?? v.value) : v.value;
    }
    if (Object.keys(mine).length > 0) out.set(i.id, mine);
  }
  return out;
}

/** The game, if it exists and is on one of the caller's brands; else 1002. */
async function ownGame(db: Executor, staff: ActiveStaff, gameId: number) {
  const game = await repo.gameOf(db, gameId);
  if (!game || !staff.brands.includes(game.brand_id)) throw AppError.notFound();
  return game;
}

async function ownField(db: Executor, staff: ActiveStaff, fieldId: number) {
  const row = await repo.findField(db, fieldId);
  if (!row) throw AppError.notFound();
  const game = await ownGame(db, staff, row.game_id);
  return { row, game };
}

/** Labels (and help) in every language of the game's area, nothing in a language it does not offer. */
function checkTexts(game: { area: string }, body: DefinitionEdit) {
  const langs: readonly Language[] = isArea(game.area) ? AREA_LANGUAGES[game.area] : LANGUAGES;
  const issues: { field: string; rule: string }[] = [];
  for (const l of langs) if (!body.texts[l]?.label) issues.push({ field: `texts.${l}.label`, rule: 'required' });
  for (const c of body.config.choices ?? []) {
    for (const l of langs)
      if (!c.labels[l]) issues.push({ field: `config.choices.${c.value}.labels.${l}`, rule: 'required' });
  }
  if (issues.length > 0) throw new AppError(ErrorCode.validation, { data: issues });
}

function storedTexts(body: DefinitionEdit) {
  return Object.entries(body.texts).map(([lang, t]) => ({ lang, label: t!.label, help: t!.help ? t!.help : null }));
}

async function definitionView(db: Executor, fieldId: number): Promise<FieldDefinition> {
  const row = (await repo.findField(db, fieldId))!;
  return toDefinition(row, await repo.textsOfFields(db, [fieldId]));
}

/** A game's definitions, archived ones included, in category and form order. */
export async function listDefinitions(db: Executor, staff: ActiveStaff, gameId: number): Promise<FieldDefinition[]> {
  await ownGame(db, staff, gameId);
  const rows = await repo.fieldsOfGame(db, gameId);
  const texts = await repo.textsOfFields(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    toDefinition(
      r,
      texts.filter((t) => t.field_id === r.id),
    ),
  );
}

export async function createDefinition(
  db: Kysely<Database>,
  by: Caller,
  gameId: number,
  body: DefinitionEdit,
): Promise<FieldDefinition> {
  const game = await ownGame(db, by.staff, gameId);
  const category = await repo.categoryOf(db, body.categoryId);
  if (!category || category.game_id !== game.id)
    throw new AppError(ErrorCode.validation, { data: [{ field: 'categoryId', rule: 'unknown' }] });
  checkTexts(game, body);
  return db.transaction().execute(async (trx) => {
    if (await repo.keyTaken(trx, body.categoryId, body.key))
      throw new AppError(ErrorCode.conflict, { data: [{ field: 'key', rule: 'taken' }] });
    if ((await repo.countFieldsOfCategory(trx, body.categoryId)) >= FIELDS_PER_CATEGORY_MAX)
      throw new AppError(ErrorCode.validation, { data: [{ field: 'categoryId', rule: 'too_many' }] });
    const id = await repo.insertField(trx, {
      game_id: game.id,
      type_id: body.categoryId,
      field_key: body.key,
      kind: body.kind,
      required: body.required ? 1 : 0,
      agent_only: body.agentOnly ? 1 : 0,
      config: JSON.stringify(body.config),
      sort: body.sort,
      at: now(),
    });
    await repo.replaceFieldTexts(trx, id, storedTexts(body));
    const view = await definitionView(trx, id);
    await audit(trx, {
      staffId: by.staff.staff.id,
      action: 'field.created',
      targetType: 'field',
      targetId: id,
      after: view,
      ip: by.ip,
    });
    return view;
  });
}

/** Changes a definition's rules, texts and order; its key, kind and category stay (values keep their meaning). */
export async function updateDefinition(
  db: Kysely<Database>,
  by: Caller,
  fieldId: number,
  body: DefinitionEdit,
): Promise<FieldDefinition> {
  const { row, game } = await ownField(db, by.staff, fieldId);
  if (body.key !== row.field_key || body.kind !== row.kind || body.categoryId !== row.type_id) {
    throw new AppError(ErrorCode.validation, {
      data: [
        {
          field: body.key !== row.field_key ? 'key' : body.kind !== row.kind ? 'kind' : 'categoryId',
          rule: 'fixed',
        },
      ],
    });
  }
  checkTexts(game, body);
  return db.transaction().execute(async (trx) => {
    if (!(await repo.lockField(trx, fieldId))) throw AppError.notFound();
    const before = await definitionView(trx, fieldId);
    await repo.updateField(trx, fieldId, {
      required: body.required ? 1 : 0,
      agent_only: body.agentOnly ? 1 : 0,
      config: JSON.stringify(body.config),
      sort: body.sort,
      at: now(),
    });
    await repo.replaceFieldTexts(trx, fieldId, storedTexts(body));
    const after = await definitionView(trx, fieldId);
    await audit(trx, {
      staffId: by.staff.staff.id,
      action: 'field.updated',
      targetType: 'field',
      targetId: fieldId,
      before,
      after,
      ip: by.ip,
    });
    return after;
  });
}

/** Archives a field (new inquiries no longer show it; stored values stay) or restores it. */
export async function archiveDefinition(
  db: Kysely<Database>,
  by: Caller,
  fieldId: number,
  archived: boolean,
): Promise<void> {
  await ownField(db, by.staff, fieldId);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.lockField(trx, fieldId))) throw AppError.notFound();
    const row = (await repo.findField(trx, fieldId))!;
    if ((row.archived_at !== null) === archived) return;
    const at = now();
    await repo.setArchived(trx, fieldId, archived ? at : null, at);
    await audit(trx, {
      staffId: by.staff.staff.id,
      action: archived ? 'field.archived' : 'field.restored',
      targetType: 'field',
      targetId: fieldId,
      before: { archived: !archived },
      after: { archived },
      ip: by.ip,
    });
  });
}

/**
 * Live field definitions of the caller's brands (optionally one brand or game), labels in
 * `lang`: what the queue's filters offer.
 */
export async function listForFilters(
  db: Executor,
  staff: ActiveStaff,
  q: { brand?: string | undefined; gameId?: number | undefined },
  lang: Language,
) {
  const brands = q.brand ? staff.brands.filter((b) => b === q.brand) : staff.brands;
  const rows = await repo.liveFieldsOfBrands(db, brands, q.gameId);
  const texts = await repo.textsOfFields(
    db,
    rows.map((r) => r.id),
  );
  const prefs = preferences(lang, undefined);
  return rows.map((r) => {
    const config = parseConfig(r.config);
    return {
      id: r.id,
      brand: r.brand_id,
      gameId: r.game_id,
      gameName: r.game_name,
      categoryId: r.type_id,
      key: r.field_key,
      kind: kindOf(r),
      label: pickText(textsByLang(texts.filter((t) => t.field_id === r.id)), prefs)?.label ?? r.field_key,
      choices: (config.choices ?? []).map((c) => ({ value: c.value, label: pickText(c.labels, prefs) ?? c.value })),
    };
  });
}

/** Inquiries of the field's category filed from `from` to `to` (inclusive days, UTC), by value. */
export async function report(
  db: Executor,
  staff: ActiveStaff,
  q: { from: string; to: string; fieldId: number; lang?: Language | undefined },
): Promise<FieldReport> {
  const { row, game } = await ownField(db, staff, q.fieldId);
  const prefs = preferences(q.lang ?? 'en', game.area);
  const texts = textsByLang(await repo.textsOfFields(db, [row.id]));
  const config = parseConfig(row.config);
  const end = new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000).toISOString();
  const counts = await repo.countByValue(
    db,
    { id: row.id, type_id: row.type_id },
    [game.brand_id],
    `${q.from}T00:00:00.000Z`,
    end,
  );
  const rows = counts
    .map((c) => {
      const choice = config.choices?.find((x) => x.value === c.value);
      return {
        value: c.value,
        label: choice ? (pickText(choice.labels, prefs) ?? c.value) : c.value,
        inquiries: c.n,
      };
    })
    .sort((a, b) => b.inquiries - a.inquiries || a.value.localeCompare(b.value));
  return { field: { id: row.id, key: row.field_key, label: pickText(texts, prefs)?.label ?? row.field_key }, rows };
}
