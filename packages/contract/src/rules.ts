// Rules and macros (decision record 27): a rule is a trigger, conditions and actions an
// inquiry gets without anyone clicking; a macro is the same actions, applied by an agent to one
// inquiry or to many. The shapes here are what the API stores (rules.conditions / rules.actions
// as JSON) and what the console edits, so both sides validate the same thing.
import { z } from 'zod';
import { LANGUAGES } from './areas';
import { textSchema } from './text';

export const rulesPaths = {
  /** Admins: GET the rules of their brands (and of every brand), POST creates one. */
  rules: '/staff/admin/rules',
  /** POST replaces a rule (its sort stays). */
  rule: '/staff/admin/rules/:ruleId',
  ruleDelete: '/staff/admin/rules/:ruleId/delete',
  /** POST { ids }: the rules in this order (the order they run in). */
  ruleOrder: '/staff/admin/rules/order',
  /** POST a rule's body (not saved): which open inquiries would match now, and what each would get. */
  ruleDryRun: '/staff/admin/rules/dry-run',
  /** Staff: GET the macros of their brands; admins POST creates one. */
  macros: '/staff/macros',
  macro: '/staff/macros/:macroId',
  macroDelete: '/staff/macros/:macroId/delete',
  /** POST { inquiryIds }: the macro applied to each (the queue's bulk bar). */
  macroApply: '/staff/macros/:macroId/apply',
  /** POST { macroId }: the macro applied to this inquiry (the inquiry page). */
  inquiryMacro: '/staff/inquiries/:inquiryId/macro',
} as const;

/** What starts a rule: a moment of the inquiry's life, an SLA signal, or time since its last update. */
export const RULE_TRIGGERS = [
  'created',
  'player_replied',
  'status_changed',
  'sla_warning',
  'sla_breach',
  'idle',
] as const;
export type RuleTrigger = (typeof RULE_TRIGGERS)[number];

/** Priority: 0 low, 1 normal, 2 high, 3 urgent (inquiries.priority). */
export const RULE_PRIORITIES = [0, 1, 2, 3] as const;
/** An inquiry without a tier (inquiries.player_tier null) is this tier to a condition. */
export const STANDARD_TIER = 'standard';
/** Statuses an action may set: processing (opened or reopened) and awaiting rating (resolved). */
export const RULE_SETTABLE_STATUSES = [1, 3] as const;
/** The placeholders a reply template may use. */
export const TEMPLATE_PLACEHOLDERS = ['player', 'title', 'inquiryId', 'game'] as const;

export const RULE_LIMITS = {
  conditions: 20,
  actions: 20,
  inList: 50,
  idleMinutesMin: 5,
  idleMinutesMax: 60 * 24 * 90,
  bulkIds: 100,
  dryRunScan: 1000,
  dryRunMatches: 200,
} as const;

const key = z.string().trim().min(1).max(60);
const shortText = z.string().trim().min(1).max(200);
const inList = <T extends z.ZodType>(s: T) => z.array(s).min(1).max(RULE_LIMITS.inList);
const id = z.number().int().positive().max(2_147_483_647);
const status = z.number().int().min(0).max(4);
const priority = z.number().int().min(0).max(3);

export const RuleTriggerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['created', 'player_replied', 'status_changed', 'sla_warning', 'sla_breach']) }),
  z.object({
    type: z.literal('idle'),
    minutes: z.number().int().min(RULE_LIMITS.idleMinutesMin).max(RULE_LIMITS.idleMinutesMax),
  }),
]);
export type RuleTriggerSpec = z.infer<typeof RuleTriggerSchema>;

/** A condition of one kind: `in` takes a list, every other op one value. */
const condition = <
  K extends string,
  T extends z.ZodType,
  O extends readonly [string, ...string[]],
  E extends z.ZodRawShape = Record<never, never>,
>(
  kind: K,
  ops: O,
  value: T,
  extra?: E,
) =>
  z
    .object({ kind: z.literal(kind), ...(extra ?? ({} as E)), op: z.enum(ops), value: z.union([value, inList(value)]) })
    .refine((c) => ((c as { op: string }).op === 'in') === Array.isArray((c as { value: unknown }).value), {
      message: 'in_takes_a_list',
      path: ['value'],
    });

/**
 * One test of the inquiry. A field compares its stored value (text; `gt`/`lt` compare numbers
 * when both sides are numbers, else text); `contains` is case-insensitive; a field without a value
 * matches `neq` only. A tag is there or not. Tier: `standard` for an inquiry without one.
 */
export const RuleConditionSchema = z.union([
  condition('field', ['eq', 'neq', 'contains', 'gt', 'lt', 'in'], shortText, { fieldKey: key }),
  z.object({ kind: z.literal('tag'), op: z.enum(['has', 'has_not']), value: key }),
  condition('priority', ['eq', 'neq', 'gt', 'lt', 'in'], priority),
  condition('status', ['eq', 'neq', 'gt', 'lt', 'in'], status),
  condition('tier', ['eq', 'neq', 'in'], key),
  condition('language', ['eq', 'neq', 'in'], z.enum(LANGUAGES)),
  condition('brand', ['eq', 'neq', 'in'], z.string().trim().min(1).max(40)),
  condition('category', ['eq', 'neq', 'in'], id),
]);
export type RuleCondition = z.infer<typeof RuleConditionSchema>;

export const RuleConditionsSchema = z.object({
  match: z.enum(['all', 'any']),
  list: z.array(RuleConditionSchema).max(RULE_LIMITS.conditions),
});
export type RuleConditions = z.infer<typeof RuleConditionsSchema>;

/** A reply's text per language (at least one); `{{player}}`, `{{title}}`, `{{inquiryId}}`, `{{game}}` are filled in. */
export const ReplyTextsSchema = z
  .partialRecord(z.enum(LANGUAGES), textSchema({ min: 1, max: 2000, multiline: true }))
  .refine((r) => Object.keys(r).length > 0, { message: 'required' });

export const RuleActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('set_field'), fieldKey: key, value: z.string().trim().max(500) }),
  z.object({ type: z.literal('add_tag'), tag: key }),
  z.object({ type: z.literal('remove_tag'), tag: key }),
  z.object({ type: z.literal('set_priority'), priority }),
  /** A staff id, or `auto`: whatever automatic assignment decides (skipped where there is none). */
  z.object({ type: z.literal('assign'), staffId: z.union([id, z.literal('auto')]) }),
  z.object({ type: z.literal('set_status'), status: z.union([z.literal(1), z.literal(3)]) }),
  z.object({ type: z.literal('reply'), texts: ReplyTextsSchema }),
  z.object({ type: z.literal('note'), text: textSchema({ min: 1, max: 2000, multiline: true }) }),
]);
export type RuleAction = z.infer<typeof RuleActionSchema>;
export type RuleActionType = RuleAction['type'];
export const RULE_ACTION_TYPES = [
  'set_field',
  'add_tag',
  'remove_tag',
  'set_priority',
  'assign',
  'set_status',
  'reply',
  'note',
] as const satisfies readonly RuleActionType[];

const actions = z.array(RuleActionSchema).min(1).max(RULE_LIMITS.actions);

/** What a rule's editor sends (create, replace, dry run). `brand` null: every brand. */
export const RuleEditSchema = z.object({
  brand: z.string().trim().min(1).max(40).nullable(),
  name: textSchema({ min: 1, max: 100 }),
  trigger: RuleTriggerSchema,
  conditions: RuleConditionsSchema,
  actions,
  enabled: z.boolean(),
});
export type RuleEdit = z.infer<typeof RuleEditSchema>;

export const RuleSchema = z.object({
  id: z.number(),
  brand: z.string().nullable(),
  name: z.string(),
  trigger: RuleTriggerSchema,
  conditions: RuleConditionsSchema,
  actions: z.array(RuleActionSchema),
  enabled: z.boolean(),
  sort: z.number(),
  updatedAt: z.string(),
});
export type Rule = z.infer<typeof RuleSchema>;
export const RuleListSchema = z.array(RuleSchema);
export const RuleParamSchema = z.object({ ruleId: z.coerce.number().int().positive().max(2_147_483_647) });
export const RuleOrderSchema = z.object({ ids: z.array(id).min(1).max(500) });

/**
 * What an action did (or, in a dry run, would do) to one inquiry: `changed` false when it was
 * already so; `skipped` says why nothing was done (a status the inquiry cannot go to, a field its
 * category does not have, no automatic assignment).
 */
export const ActionOutcomeSchema = z.object({
  type: z.enum(RULE_ACTION_TYPES),
  changed: z.boolean(),
  skipped: z.string().optional(),
  /** set_field: the key; tags: the tag; priority, status, assign: the new value; reply: the language used. */
  detail: z.union([z.string(), z.number(), z.null()]).optional(),
  /** reply and note: the text as sent (placeholders filled in). */
  text: z.string().optional(),
});
export type ActionOutcome = z.infer<typeof ActionOutcomeSchema>;

export const DryRunMatchSchema = z.object({
  inquiryId: z.number(),
  brand: z.string(),
  title: z.string(),
  status: z.number(),
  lang: z.string(),
  actions: z.array(ActionOutcomeSchema),
});
export const DryRunResultSchema = z.object({
  /** Open inquiries looked at (the newest first, at most RULE_LIMITS.dryRunScan). */
  scanned: z.number(),
  matches: z.array(DryRunMatchSchema),
  /** More inquiries matched than are listed, or more were open than were looked at. */
  truncated: z.boolean(),
});
export type DryRunResult = z.infer<typeof DryRunResultSchema>;

/** A macro: a name and the same actions, for one brand or (null) every brand. */
export const MacroEditSchema = z.object({
  brand: z.string().trim().min(1).max(40).nullable(),
  name: textSchema({ min: 1, max: 100 }),
  actions,
});
export type MacroEdit = z.infer<typeof MacroEditSchema>;
export const MacroSchema = z.object({
  id: z.number(),
  brand: z.string().nullable(),
  name: z.string(),
  actions: z.array(RuleActionSchema),
  updatedAt: z.string(),
});
export type Macro = z.infer<typeof MacroSchema>;
export const MacroListSchema = z.array(MacroSchema);
export const MacroParamSchema = z.object({ macroId: z.coerce.number().int().positive().max(2_147_483_647) });
export const MacroQuerySchema = z.object({
  brand: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(40).optional()),
});
export const ApplyMacroSchema = z.object({ macroId: id });
export const BulkApplyMacroSchema = z.object({ inquiryIds: z.array(id).min(1).max(RULE_LIMITS.bulkIds) });

export const MacroAppliedSchema = z.object({ inquiryId: z.number(), actions: z.array(ActionOutcomeSchema) });
export const BulkMacroResultSchema = z.object({
  /** One per inquiry id sent, in order: what the macro did, or why it did nothing (`error`: 1002 not found, 1004 changed meanwhile). */
  results: z.array(
    z.object({
      inquiryId: z.number(),
      ok: z.boolean(),
      error: z.number().optional(),
      actions: z.array(ActionOutcomeSchema),
    }),
  ),
});
export type BulkMacroResult = z.infer<typeof BulkMacroResultSchema>;
