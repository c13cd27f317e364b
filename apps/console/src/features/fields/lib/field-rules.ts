// The console's words for a rule of the contract's field validation (fields.ts), the same names the
// API's 1001 answers carry as `fields.<key>`.
import type { FieldConfig, FieldIssue, FieldKind } from '@guildhall/contract/fields';
import { FIELD_TEXT_DEFAULT_MAX } from '@guildhall/contract/fields';
import type { MessageKey, TFunction } from '../../../lib/i18n';

const KEYS: Record<FieldIssue['rule'], MessageKey> = {
  required: 'fields.rules.required',
  unknown: 'fields.rules.unknown',
  agent_only: 'fields.rules.agentOnly',
  too_long: 'fields.rules.tooLong',
  number: 'fields.rules.number',
  too_small: 'fields.rules.tooSmall',
  too_big: 'fields.rules.tooBig',
  date: 'fields.rules.date',
  future: 'fields.rules.future',
  choice: 'fields.rules.choice',
  order_id: 'fields.rules.orderId',
  device: 'fields.rules.device',
};

export function fieldRuleText(t: TFunction, rule: string, field?: { kind: FieldKind; config: FieldConfig }): string {
  const key = KEYS[rule as FieldIssue['rule']];
  if (!key) return t('errors.validation');
  const max = field?.kind === 'text' ? (field.config.maxLength ?? FIELD_TEXT_DEFAULT_MAX) : (field?.config.max ?? 0);
  return t(key, { min: field?.config.min ?? 0, max });
}

/** `{ field: 'fields.store', rule }` issues as messages by key. */
export function issuesByKey(
  issues: readonly { field: string; rule: string }[],
  t: TFunction,
  fields: readonly { key: string; kind: FieldKind; config: FieldConfig }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) {
    if (!i.field.startsWith('fields.')) continue;
    const key = i.field.slice('fields.'.length);
    out[key] ??= fieldRuleText(
      t,
      i.rule,
      fields.find((f) => f.key === key),
    );
  }
  return out;
}
