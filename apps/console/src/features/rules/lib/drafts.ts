// The editors' drafts of conditions and actions: flat records of strings, as form fields hold
// them, turned into the contract's shapes on saving (and back when an existing rule is opened).
// A list for `in` is written comma-separated.
import type { RuleAction, RuleCondition } from '@guildhall/contract/rules';

export const CONDITION_KINDS = ['field', 'tag', 'priority', 'tier', 'language', 'brand', 'category', 'status'] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];

/** The operators each kind of condition offers. */
export const OPS_OF: Record<ConditionKind, readonly string[]> = {
  field: ['eq', 'neq', 'contains', 'gt', 'lt', 'in'],
  tag: ['has', 'has_not'],
  priority: ['eq', 'neq', 'gt', 'lt', 'in'],
  status: ['eq', 'neq', 'gt', 'lt', 'in'],
  tier: ['eq', 'neq', 'in'],
  language: ['eq', 'neq', 'in'],
  brand: ['eq', 'neq', 'in'],
  category: ['eq', 'neq', 'in'],
};

const NUMERIC: readonly ConditionKind[] = ['priority', 'status', 'category'];

export interface ConditionDraft {
  kind: ConditionKind;
  op: string;
  fieldKey: string;
  value: string;
}

export const newCondition = (kind: ConditionKind = 'tag'): ConditionDraft => ({
  kind,
  op: OPS_OF[kind][0]!,
  fieldKey: '',
  value: '',
});

export function toCondition(d: ConditionDraft): RuleCondition {
  const one = (v: string) => (NUMERIC.includes(d.kind) ? Number(v.trim()) : v.trim());
  const value =
    d.op === 'in'
      ? d.value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
          .map(one)
      : one(d.value);
  return {
    kind: d.kind,
    op: d.op,
    value,
    ...(d.kind === 'field' ? { fieldKey: d.fieldKey.trim() } : {}),
  } as RuleCondition;
}

export function fromCondition(c: RuleCondition): ConditionDraft {
  const value = Array.isArray(c.value) ? c.value.join(', ') : String(c.value);
  return { kind: c.kind, op: c.op, fieldKey: c.kind === 'field' ? c.fieldKey : '', value };
}

export const ACTION_TYPES = [
  'reply',
  'note',
  'add_tag',
  'remove_tag',
  'set_priority',
  'set_status',
  'assign',
  'set_field',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export interface ActionDraft {
  type: ActionType;
  fieldKey: string;
  value: string;
  tag: string;
  priority: string;
  status: string;
  /** A staff id, or 'auto'. */
  staffId: string;
  texts: Record<string, string>;
  text: string;
}

export const newAction = (type: ActionType = 'reply'): ActionDraft => ({
  type,
  fieldKey: '',
  value: '',
  tag: '',
  priority: '2',
  status: '3',
  staffId: 'auto',
  texts: {},
  text: '',
});

export function toAction(d: ActionDraft): RuleAction {
  switch (d.type) {
    case 'set_field':
      return { type: d.type, fieldKey: d.fieldKey.trim(), value: d.value };
    case 'add_tag':
    case 'remove_tag':
      return { type: d.type, tag: d.tag.trim() };
    case 'set_priority':
      return { type: d.type, priority: Number(d.priority) };
    case 'set_status':
      return { type: d.type, status: Number(d.status) as 1 | 3 };
    case 'assign':
      return { type: d.type, staffId: d.staffId === 'auto' ? 'auto' : Number(d.staffId) };
    case 'reply':
      return { type: d.type, texts: Object.fromEntries(Object.entries(d.texts).filter(([, v]) => v.trim())) };
    case 'note':
      return { type: d.type, text: d.text };
  }
}

export function fromAction(a: RuleAction): ActionDraft {
  const d = newAction(a.type);
  switch (a.type) {
    case 'set_field':
      return { ...d, fieldKey: a.fieldKey, value: a.value };
    case 'add_tag':
    case 'remove_tag':
      return { ...d, tag: a.tag };
    case 'set_priority':
      return { ...d, priority: String(a.priority) };
    case 'set_status':
      return { ...d, status: String(a.status) };
    case 'assign':
      return { ...d, staffId: String(a.staffId) };
    case 'reply':
      return { ...d, texts: { ...a.texts } as Record<string, string> };
    case 'note':
      return { ...d, text: a.text };
  }
}
