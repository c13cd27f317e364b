// Tags, priority and the player's tier: what an agent sets on one inquiry or on many
// selected in the queue, the predefined tags admins keep per brand (or for every brand), and the
// tiers a game directory answers. The queue's filters and sorts that use them are in staff.ts
// (QueueQuerySchema).
import { z } from 'zod';
import { normalizeText, textLength } from './text';

/** Priority, stored as its index (inquiries.priority): 0 low … 3 urgent; new inquiries are normal. */
export const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type PriorityName = (typeof PRIORITIES)[number];
export const DEFAULT_PRIORITY = 1;
export const PrioritySchema = z
  .number()
  .int()
  .min(0)
  .max(PRIORITIES.length - 1);

/**
 * The player's tier as a game directory names it, lowest first: the rank (inquiries.tier_rank) is
 * the index, so VIP players come first in the queue's priority order. A tier the directory names
 * that is not in this list counts as `standard`.
 */
export const PLAYER_TIERS = ['standard', 'silver', 'gold', 'vip'] as const;
export type PlayerTier = (typeof PLAYER_TIERS)[number];
export const DEFAULT_TIER: PlayerTier = 'standard';

export function isPlayerTier(v: unknown): v is PlayerTier {
  return typeof v === 'string' && (PLAYER_TIERS as readonly string[]).includes(v);
}

/** The rank of a tier (its index), 0 for an unknown one. */
export function tierRank(tier: string | null | undefined): number {
  const n = (PLAYER_TIERS as readonly string[]).indexOf(tier ?? '');
  return n < 0 ? 0 : n;
}

/**
 * Tags: one line, trimmed and normalised like every text (text.ts), runs of spaces made one,
 * lower-cased so "Refund" and "refund" are one tag, 1 to TAG_MAX_LENGTH characters, without a
 * comma (the console lists them comma-separated). An inquiry carries at most TAGS_PER_INQUIRY.
 */
export const TAG_MAX_LENGTH = 40;
export const TAGS_PER_INQUIRY = 20;
/** Inquiries one bulk change may name (a queue page at most). */
export const BULK_MAX_INQUIRIES = 100;

/** A tag as stored, or the rule it breaks: `required` (empty), `too_long`, `invalid` (a comma). */
export function normalizeTag(raw: string): { tag: string } | { rule: 'required' | 'too_long' | 'invalid' } {
  const tag = normalizeText(raw).replace(/\s+/gu, ' ').toLowerCase();
  if (tag === '') return { rule: 'required' };
  if (textLength(tag) > TAG_MAX_LENGTH || tag.length > TAG_MAX_LENGTH * 4) return { rule: 'too_long' };
  if (tag.includes(',')) return { rule: 'invalid' };
  return { tag };
}

export const TagSchema = z
  .string()
  .max(TAG_MAX_LENGTH * 8)
  .transform((raw, ctx) => {
    const r = normalizeTag(raw);
    if ('rule' in r) {
      ctx.issues.push({ code: 'custom', message: r.rule, input: raw });
      return z.NEVER;
    }
    return r.tag;
  });

const tagList = z
  .array(TagSchema)
  .max(TAGS_PER_INQUIRY)
  .default([])
  .transform((tags) => [...new Set(tags)]);

/** Whether the tags an inquiry would carry after a change fit the limit. */
export function tagsAfter(current: readonly string[], add: readonly string[], remove: readonly string[]): string[] {
  const out = current.filter((t) => !remove.includes(t));
  for (const t of add) if (!out.includes(t) && !remove.includes(t)) out.push(t);
  return out;
}

export const queueAutomationPaths = {
  /** POST { priority }: one inquiry's priority. */
  priority: '/staff/inquiries/:inquiryId/priority',
  /** POST { add, remove }: one inquiry's tags. */
  tags: '/staff/inquiries/:inquiryId/tags',
  /** GET: one inquiry's priority, tier, tags and due time (the inquiry page's side panel). */
  triage: '/staff/inquiries/:inquiryId/triage',
  /** POST { inquiryIds, addTags, removeTags, priority? }: many inquiries at once, one outcome each. */
  bulk: '/staff/inquiries/bulk',
  /** GET ?brand=: the predefined tags of a brand and of every brand; POST (admins): a new one. */
  predefinedTags: '/staff/tags',
  /** POST (admins) { name }: renames a predefined tag. */
  predefinedTag: '/staff/tags/:id',
  /** POST (admins): deletes a predefined tag (inquiries keep it as free text). */
  predefinedTagDelete: '/staff/tags/:id/delete',
  /** GET ?brand=&gameId=: the field definitions the queue filters by (labels in English or any language). */
  queueFields: '/staff/queue-fields',
} as const;

export const SetPrioritySchema = z.object({ priority: PrioritySchema });
export const ChangeTagsSchema = z
  .object({ add: tagList, remove: tagList })
  .refine((v) => v.add.length + v.remove.length > 0, { message: 'required', path: ['add'] });

export const BulkChangeSchema = z
  .object({
    inquiryIds: z
      .array(z.number().int().positive().max(2_147_483_647))
      .min(1)
      .max(BULK_MAX_INQUIRIES)
      .transform((ids) => [...new Set(ids)]),
    addTags: tagList,
    removeTags: tagList,
    priority: PrioritySchema.optional(),
  })
  .refine((v) => v.addTags.length + v.removeTags.length > 0 || v.priority !== undefined, {
    message: 'required',
    path: ['addTags'],
  });
export type BulkChange = z.input<typeof BulkChangeSchema>;

/**
 * One inquiry's outcome of a bulk change: `changed`; `unchanged` (it already was so); `not_found`
 * (missing, or of a brand the caller does not work for: the same answer); `too_many_tags`.
 */
export const BULK_OUTCOMES = ['changed', 'unchanged', 'not_found', 'too_many_tags'] as const;
export const BulkResultSchema = z.object({
  results: z.array(z.object({ inquiryId: z.number(), outcome: z.enum(BULK_OUTCOMES) })),
});
export type BulkResult = z.infer<typeof BulkResultSchema>;

/** Whether a due time is near or past: `warning` within the policy's warn minutes, `breached` past. */
export const DUE_STATES = ['ok', 'warning', 'breached'] as const;
export type DueState = (typeof DUE_STATES)[number];

/** The state of a due time at `now`, warned `warnMinutes` before; null without a due time. */
export function dueState(dueAt: string | null, now: Date, warnMinutes: number): DueState | null {
  if (!dueAt) return null;
  const due = Date.parse(dueAt);
  if (Number.isNaN(due)) return null;
  if (now.getTime() >= due) return 'breached';
  if (now.getTime() >= due - warnMinutes * 60_000) return 'warning';
  return 'ok';
}

export const TriageSchema = z.object({
  priority: z.number(),
  tier: z.string().nullable(),
  tierRank: z.number(),
  tags: z.array(z.string()),
  dueAt: z.string().nullable(),
  dueState: z.enum(DUE_STATES).nullable(),
});
export type Triage = z.infer<typeof TriageSchema>;

/** A predefined tag: of one brand, or `'*'` for every brand. */
export const PredefinedTagSchema = z.object({ id: z.number(), brand: z.string(), name: z.string() });
export type PredefinedTag = z.infer<typeof PredefinedTagSchema>;
export const PredefinedTagListSchema = z.array(PredefinedTagSchema);
export const PredefinedTagQuerySchema = z.object({ brand: z.string().max(40).optional() });
export const PredefinedTagInputSchema = z.object({ brand: z.string().min(1).max(40), name: TagSchema });
export const PredefinedTagRenameSchema = z.object({ name: TagSchema });
export const PredefinedTagParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET /staff/queue-fields: the field definitions of a brand (one game when given) to filter by. */
export const QueueFieldsQuerySchema = z.object({
  brand: z.string().max(40),
  gameId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ),
});
export const QueueFieldSchema = z.object({
  id: z.number(),
  gameId: z.number(),
  typeId: z.number(),
  key: z.string(),
  kind: z.string(),
  label: z.string(),
  /** The values of a choice field, when it is one. */
  choices: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type QueueField = z.infer<typeof QueueFieldSchema>;
export const QueueFieldListSchema = z.array(QueueFieldSchema);
