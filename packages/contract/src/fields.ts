// Fields per category: what admins define per game and category, what players fill in
// with their inquiry, what agents see and edit, and the ONE validation of values that the web
// form, the API and the console all run (`validateFieldValues`).
//
// Values travel as a map `key → string` (a number, a date `YYYY-MM-DD`, a choice's value…), are
// stored as such (inquiry_field_values.value), and a refusal names `fields.<key>` and a rule:
//   required   nothing given for a required field
//   unknown    no such field on the category (or it is archived)
//   agent_only a player sent a field only agents may set
//   too_long   text over its maximum length (characters, text.ts)
//   number     not a number (or not a whole one where `integer`)
//   too_small  a number under `min`           too_big   a number over `max`
//   date       not a real calendar date       future    a date after today where `past` is set
//   choice     not one of the field's choices
//   order_id   not an order or receipt id (letters, digits and . _ - : only, 4 to 64)
//   device     not a device or build name (letters, digits, spaces and . _ - ( ) / + , # only, 2 to 100)
import { z } from 'zod';
import { LANGUAGES, type Language } from './areas';
import { normalizeText, textLength } from './text';

export const FIELD_KINDS = ['text', 'number', 'date', 'choice', 'order_id', 'device'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** A field's key: what the wire, the stored value and rules name it by. */
export const FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
/** The longest text a text field can be set to take (its own `maxLength` may be lower). */
export const FIELD_TEXT_MAX = 1000;
/** A text field without a `maxLength` of its own. */
export const FIELD_TEXT_DEFAULT_MAX = 200;
export const FIELD_LABEL_MAX = 80;
export const FIELD_HELP_MAX = 300;
export const FIELD_CHOICES_MAX = 50;
/** At most this many fields per category (definitions, archived ones included). */
export const FIELDS_PER_CATEGORY_MAX = 30;
/** An order or receipt id as stores print them: Google Play `GPA.3312-…`, Apple's digits, a web shop's `ORD_2024-001`. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{3,63}$/;
/** A device, OS or game build: `iPhone 15 Pro`, `Android 14`, `1.8.2 (2041)`, `SM-S918B/DS`. */
export const DEVICE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._\-()/+,#]{1,99}$/u;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER_PATTERN = /^-?\d{1,15}(\.\d{1,6})?$/;

export const FIELD_RULES = [
  'required',
  'unknown',
  'agent_only',
  'too_long',
  'number',
  'too_small',
  'too_big',
  'date',
  'future',
  'choice',
  'order_id',
  'device',
] as const;
export type FieldRule = (typeof FIELD_RULES)[number];

const byLanguage = <T extends z.ZodType>(value: T) => z.partialRecord(z.enum(LANGUAGES), value);
const oneLine = (max: number) =>
  z
    .string()
    .transform((v) => normalizeText(v))
    .refine((v) => textLength(v) <= max, { message: 'too_long' });

export const FieldChoiceSchema = z.object({
  value: z.string().regex(FIELD_KEY_PATTERN),
  labels: byLanguage(oneLine(FIELD_LABEL_MAX).refine((v) => v.length > 0, { message: 'required' })),
});
export type FieldChoice = z.infer<typeof FieldChoiceSchema>;

/** Per kind: text `maxLength`; number `min`, `max`, `integer`; date `past` (no later than today); choice `choices`. */
export const FieldConfigSchema = z.object({
  maxLength: z.number().int().min(1).max(FIELD_TEXT_MAX).optional(),
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  integer: z.boolean().optional(),
  past: z.boolean().optional(),
  choices: z.array(FieldChoiceSchema).max(FIELD_CHOICES_MAX).optional(),
});
export type FieldConfig = z.infer<typeof FieldConfigSchema>;

export const FieldTextSchema = z.object({ label: oneLine(FIELD_LABEL_MAX), help: oneLine(FIELD_HELP_MAX).optional() });

/** What an admin sends to create or change a field (the game and category come from the path or body). */
export const FieldDefinitionEditSchema = z
  .object({
    categoryId: z.number().int().positive(),
    key: z.string().regex(FIELD_KEY_PATTERN, { message: 'key' }),
    kind: z.enum(FIELD_KINDS),
    required: z.boolean().default(false),
    agentOnly: z.boolean().default(false),
    config: FieldConfigSchema.default({}),
    texts: byLanguage(FieldTextSchema),
    sort: z.number().int().min(0).max(10_000).default(0),
  })
  .superRefine((v, ctx) => {
    const { config } = v;
    if (v.kind === 'choice') {
      const values = (config.choices ?? []).map((c) => c.value);
      if (values.length === 0) ctx.addIssue({ code: 'custom', path: ['config', 'choices'], message: 'required' });
      if (new Set(values).size !== values.length)
        ctx.addIssue({ code: 'custom', path: ['config', 'choices'], message: 'duplicate' });
    } else if (config.choices !== undefined)
      ctx.addIssue({ code: 'custom', path: ['config', 'choices'], message: 'not_allowed' });
    if (config.min !== undefined && config.max !== undefined && config.min > config.max)
      ctx.addIssue({ code: 'custom', path: ['config', 'max'], message: 'too_small' });
    if (v.agentOnly && v.required) ctx.addIssue({ code: 'custom', path: ['required'], message: 'agent_only' });
    for (const [lang, text] of Object.entries(v.texts)) {
      if (!text?.label) ctx.addIssue({ code: 'custom', path: ['texts', lang, 'label'], message: 'required' });
    }
  });
export type FieldDefinitionEdit = z.input<typeof FieldDefinitionEditSchema>;

/** A definition as admins read it back. */
export const FieldDefinitionSchema = z.object({
  id: z.number(),
  gameId: z.number(),
  categoryId: z.number(),
  key: z.string(),
  kind: z.enum(FIELD_KINDS),
  required: z.boolean(),
  agentOnly: z.boolean(),
  config: FieldConfigSchema,
  texts: byLanguage(z.object({ label: z.string(), help: z.string().optional() })),
  sort: z.number(),
  archived: z.boolean(),
});
export type FieldDefinition = z.infer<typeof FieldDefinitionSchema>;
export const FieldDefinitionListSchema = z.array(FieldDefinitionSchema);

/**
 * A field as a player's form shows it, texts in the player's language: in the categories answer
 * (`fields` of each category, absent for older answers). Agent-only fields are never sent.
 */
export const PlayerFieldSchema = z.object({
  key: z.string(),
  kind: z.enum(FIELD_KINDS),
  required: z.boolean(),
  label: z.string(),
  help: z.string(),
  maxLength: z.number().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  integer: z.boolean().optional(),
  past: z.boolean().optional(),
  choices: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});
export type PlayerField = z.infer<typeof PlayerFieldSchema>;

/** Values on the wire: key → string, at most one per field. */
export const FieldValuesSchema = z
  .record(z.string().regex(FIELD_KEY_PATTERN, { message: 'unknown' }), z.string().max(FIELD_TEXT_MAX * 4))
  .refine((r) => Object.keys(r).length <= FIELDS_PER_CATEGORY_MAX, { message: 'too_big' });
export type FieldValues = z.infer<typeof FieldValuesSchema>;

/** One field of an inquiry as the console shows it: label in the console's language (falling back). */
export const InquiryFieldValueSchema = z.object({
  key: z.string(),
  kind: z.enum(FIELD_KINDS),
  label: z.string(),
  help: z.string(),
  required: z.boolean(),
  agentOnly: z.boolean(),
  archived: z.boolean(),
  config: FieldConfigSchema,
  /** The stored value ('' when none). */
  value: z.string(),
  /** A choice's label in the console's language; otherwise the value itself. */
  display: z.string(),
});
export type InquiryFieldValue = z.infer<typeof InquiryFieldValueSchema>;
export const InquiryFieldValuesSchema = z.array(InquiryFieldValueSchema);

// ---- paths ----------------------------------------------------------------------------------

export const fieldPaths = {
  /** GET: the game's field definitions (archived too); POST creates one (admins). */
  adminFields: '/staff/admin/games/:gameId/fields',
  /** POST: changes a definition (admins); its key and kind stay. */
  adminField: '/staff/admin/fields/:fieldId',
  /** POST `{ archived }`: archives (hidden from new inquiries, values kept) or restores a field. */
  adminFieldArchive: '/staff/admin/fields/:fieldId/archive',
  /** GET `?lang=`: the inquiry's fields with values; POST `{ values }` changes them (agents). */
  inquiryFields: '/staff/inquiries/:inquiryId/fields',
  /** GET `?brand=&gameId=`: definitions of the caller's brands (the queue's filters). */
  staffFields: '/staff/fields',
  /** GET: inquiries by a choice field's value in a period (reports). */
  fieldReport: '/staff/reports/fields',
} as const;

const rowId = z.coerce.number().int().positive().max(2_147_483_647);
export const AdminFieldParamSchema = z.object({ fieldId: rowId });
export const FieldArchiveSchema = z.object({ archived: z.boolean() });
export const InquiryFieldsQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });
export const InquiryFieldsEditSchema = z.object({ values: FieldValuesSchema });
export const StaffFieldsQuerySchema = z.object({ brand: z.string().max(40).optional(), gameId: rowId.optional() });
/** A field of the caller's brands for the queue's filters: key, label and choices. */
export const StaffFieldSchema = z.object({
  id: z.number(),
  brand: z.string(),
  gameId: z.number(),
  /** The game's internal name (as the console's queue shows it). */
  gameName: z.string(),
  categoryId: z.number(),
  key: z.string(),
  kind: z.enum(FIELD_KINDS),
  label: z.string(),
  choices: z.array(z.object({ value: z.string(), label: z.string() })),
});
export const StaffFieldListSchema = z.array(StaffFieldSchema);

const calendarDate = z
  .string()
  .regex(DATE_PATTERN)
  .refine((v) => isCalendarDate(v), { message: 'date' });
export const FieldReportQuerySchema = z.object({
  from: calendarDate,
  to: calendarDate,
  fieldId: rowId,
  lang: z.enum(LANGUAGES).optional(),
});
export const FieldReportSchema = z.object({
  field: z.object({ id: z.number(), key: z.string(), label: z.string() }),
  /** One row per value, most inquiries first; `value` '' counts inquiries of the category without one. */
  rows: z.array(z.object({ value: z.string(), label: z.string(), inquiries: z.number() })),
});
export type FieldReport = z.infer<typeof FieldReportSchema>;

// ---- the one validation ---------------------------------------------------------------------

/** What validation needs of a definition (the admin's, the player's and the console's shapes all fit). */
export interface FieldRuleSource {
  key: string;
  kind: FieldKind;
  required: boolean;
  agentOnly?: boolean;
  config?: FieldConfig;
  /** The player's shape carries the config's parts flat. */
  maxLength?: number | undefined;
  min?: number | undefined;
  max?: number | undefined;
  integer?: boolean | undefined;
  past?: boolean | undefined;
  choices?: readonly { value: string }[] | undefined;
}

export interface FieldIssue {
  field: string;
  rule: FieldRule;
}

export function isCalendarDate(v: string): boolean {
  if (!DATE_PATTERN.test(v)) return false;
  const t = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(v);
}

/** Today as `YYYY-MM-DD`, a day ahead of UTC so a player east of it is never refused today's date. */
export function latestAllowedDate(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

function ruleOf(def: FieldRuleSource, value: string, today: string): FieldRule | null {
  const c = {
    ...def.config,
    ...Object.fromEntries(
      Object.entries(def).filter(
        ([k, v]) => ['maxLength', 'min', 'max', 'integer', 'past', 'choices'].includes(k) && v !== undefined,
      ),
    ),
  } as FieldConfig;
  switch (def.kind) {
    case 'text':
      return textLength(value) > (c.maxLength ?? FIELD_TEXT_DEFAULT_MAX) ? 'too_long' : null;
    case 'number': {
      if (!NUMBER_PATTERN.test(value) || (c.integer && value.includes('.'))) return 'number';
      const n = Number(value);
      if (c.min !== undefined && n < c.min) return 'too_small';
      if (c.max !== undefined && n > c.max) return 'too_big';
      return null;
    }
    case 'date':
      if (!isCalendarDate(value)) return 'date';
      return c.past && value > today ? 'future' : null;
    case 'choice':
      return (c.choices ?? []).some((x) => x.value === value) ? null : 'choice';
    case 'order_id':
      return ORDER_ID_PATTERN.test(value) ? null : 'order_id';
    case 'device':
      return DEVICE_PATTERN.test(value) ? null : 'device';
  }
}

/** A value as stored: single-line text normalised (text.ts); a number without a leading `+` or spaces. */
export function normalizeFieldValue(kind: FieldKind, raw: string): string {
  const v = normalizeText(raw);
  if (kind === 'number') return v.replace(/^\+/, '').replace(/,/g, '');
  if (kind === 'order_id') return v.replace(/\s+/g, '');
  return v;
}

/**
 * Checks values against a category's definitions; the same function runs in the player's form,
 * in the API (players and agents) and in the console.
 * - `audience: 'player'`: an agent-only field is refused (`agent_only`); every required field
 *   must be there.
 * - `audience: 'agent'` with `partial`: only the keys sent are checked (the others keep their
 *   value); an empty value clears an optional field and is refused for a required one.
 * Archived definitions must not be passed for new values: their keys are then `unknown`.
 * Answers the normalised values to store (empty ones left out) and the issues, in definition order.
 */
export function validateFieldValues(
  defs: readonly FieldRuleSource[],
  values: Readonly<Record<string, string>> | undefined,
  opts: { audience: 'player' | 'agent'; partial?: boolean; today?: string } = { audience: 'player' },
): { values: Record<string, string>; cleared: string[]; issues: FieldIssue[] } {
  const given = values ?? {};
  const today = opts.today ?? latestAllowedDate();
  const out: Record<string, string> = {};
  const cleared: string[] = [];
  const issues: FieldIssue[] = [];
  const known = new Set(defs.map((d) => d.key));
  for (const key of Object.keys(given)) {
    if (!known.has(key)) issues.push({ field: `fields.${key}`, rule: 'unknown' });
  }
  for (const def of defs) {
    const field = `fields.${def.key}`;
    const sent = Object.hasOwn(given, def.key);
    if (opts.audience === 'player' && def.agentOnly) {
      if (sent && normalizeText(given[def.key] ?? '') !== '') issues.push({ field, rule: 'agent_only' });
      continue;
    }
    if (!sent && opts.partial) continue;
    const value = normalizeFieldValue(def.kind, given[def.key] ?? '');
    if (value === '') {
      if (def.required) issues.push({ field, rule: 'required' });
      else if (sent) cleared.push(def.key);
      continue;
    }
    const rule = ruleOf(def, value, today);
    if (rule) issues.push({ field, rule });
    else out[def.key] = value;
  }
  return { values: out, cleared, issues };
}

/** A text in `lang`, else the first of `fallbacks` that has one, else any. */
export function pickFieldText<T>(
  texts: Partial<Record<Language, T>>,
  lang: Language,
  fallbacks: readonly Language[] = [],
): T | undefined {
  for (const l of [lang, ...fallbacks]) {
    const t = texts[l];
    if (t !== undefined) return t;
  }
  return Object.values(texts)[0] as T | undefined;
}
