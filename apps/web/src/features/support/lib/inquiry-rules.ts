// The inquiry form's fields and the player's words for every rule of the contract's
// CreateInquirySchema. The same rule names come from the schema (checked before sending) and
// from the API's 1001 answer (`data: [{ field, rule }]`), so both land on the same field.
import { CONTENT_MAX, CONTENT_MIN, CONTENT_MIN_WORDS, TITLE_MAX, TITLE_MIN } from '@guildhall/contract/support';
import type { TFunction } from '../../../lib/i18n';

/** In the order they appear on the form: the first one with a message takes the focus. */
export const INQUIRY_FIELDS = [
  'gameAreaId',
  'serverId',
  'roleId',
  'roleName',
  'queryType',
  'title',
  'content',
  'email',
  'phone',
  'attachments',
  'terms',
  'userAgreement',
  'privacy',
] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];
export type FieldErrors = Partial<Record<InquiryField, string>>;

export interface RuleIssue {
  field: string;
  rule: string;
}

const SELECTS: readonly InquiryField[] = ['gameAreaId', 'serverId', 'roleId', 'queryType'];
const LENGTHS: Partial<Record<InquiryField, { min: number; max: number }>> = {
  title: { min: TITLE_MIN, max: TITLE_MAX },
  content: { min: CONTENT_MIN, max: CONTENT_MAX },
};

/** The form field a schema path or an API field names (`agreements.terms` is the terms box). */
export function fieldOf(path: string): InquiryField | null {
  const name = path.startsWith('agreements.')
    ? path.slice('agreements.'.length)
    : path === 'agreements'
      ? 'terms'
      : path;
  return (INQUIRY_FIELDS as readonly string[]).includes(name) ? (name as InquiryField) : null;
}

/** The player's words for `rule` broken on `field`; `empty` when the field holds nothing. */
export function ruleMessage(field: InquiryField, rule: string, t: TFunction, empty = false): string {
  const choose = SELECTS.includes(field);
  const required = (): string => t(choose ? 'support.rules.choose' : 'support.rules.required');
  const lengths = LENGTHS[field];
  const keyed: Record<string, () => string> = {
    required,
    invalid_type: required,
    too_small: () => (empty || choose || !lengths ? required() : t('support.rules.tooShort', { count: lengths.min })),
    too_short: () => (empty || !lengths ? required() : t('support.rules.tooShort', { count: lengths.min })),
    too_long: () => t('support.rules.tooLong', { count: lengths?.max ?? 0 }),
    too_big: () => t('support.rules.tooLong', { count: lengths?.max ?? 0 }),
    min_words: () => t('support.rules.minWords', { count: CONTENT_MIN_WORDS }),
    invisible: () => t('support.rules.visibleText'),
    email: () => (empty ? required() : t('support.rules.email')),
    invalid_format: () => (field === 'email' ? t('support.rules.email') : t('support.rules.invalid')),
    phone: () => (empty ? required() : t('support.rules.phone')),
    contact_required: () => t('support.rules.contactRequired'),
    required_for_guest: () => t('support.rules.requiredForGuest'),
    agreement: () => t('support.rules.agreement'),
    invalid_value: () =>
      field === 'terms' || field === 'userAgreement' || field === 'privacy' ? t('support.rules.agreement') : required(),
    unknown: () => t('support.rules.unknown'),
  };
  return (keyed[rule] ?? (() => t('support.rules.invalid')))();
}

/**
 * Issues (the schema's or the API's) as one message per form field, the first issue of a field
 * winning; `unplaced` when an issue names no field of the form (it is shown at the top instead).
 */
export function issuesToErrors(
  issues: readonly RuleIssue[],
  t: TFunction,
  isEmpty: (field: InquiryField) => boolean = () => false,
) {
  const errors: FieldErrors = {};
  let unplaced = false;
  for (const { field: path, rule } of issues) {
    const field = fieldOf(path);
    if (!field) {
      unplaced = true;
      continue;
    }
    errors[field] ??= ruleMessage(field, rule, t, isEmpty(field));
  }
  return { errors, unplaced };
}

/** A 1001 answer's `data`, checked (it crosses the wire). */
export function apiIssues(data: unknown): RuleIssue[] {
  if (!Array.isArray(data)) return [];
  return data.filter(
    (d): d is RuleIssue => !!d && typeof d === 'object' && typeof d.field === 'string' && typeof d.rule === 'string',
  );
}
