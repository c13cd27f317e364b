// The console's forms: react-hook-form with a contract schema as the resolver, so a form checks
// exactly what the API checks first (docs/decisions/0018-forms-on-react-hook-form.md). A schema's
// failures come back as the `{field, rule}` pairs a 1001 answer names, so one table of sentences
// serves the form's own check and the API's refusal alike. A field's own error reads as a
// sentence in the admin's language (fieldErrorText), never as a schema's path or code.
import { zodResolver } from '@hookform/resolvers/zod';
import { get, type FieldError, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueRule } from '@guildhall/contract/issues';
import type { MessageKey, TFunction } from './i18n';

export interface FieldRule {
  field: string;
  rule: string;
}

/**
 * A resolver from a contract schema. `toInput` turns what the form holds (strings as typed, names
 * per language with empty ones) into what the schema takes; the issues keep the schema's paths.
 */
export function contractResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toInput?: (values: V) => unknown,
): Resolver<V, unknown, z.output<S>> {
  // The resolver's own generics follow the schema's input; the form's values are `V`, mapped by `toInput`.
  const resolve = zodResolver(schema as never, { error: encodeIssue } as never) as unknown as Resolver<
    V,
    unknown,
    z.output<S>
  >;
  return async (values, context, options) => {
    const result = await resolve(toInput ? (toInput(values) as V) : values, context, options);
    pruneUnions(result.errors);
    return result;
  };
}

/**
 * A value that fits none of a union's shapes is one error, at the value: the resolver also files
 * every shape's own complaints under it (the `kind` another shape wanted…), which would name
 * fields that are fine.
 */
function pruneUnions(errors: FieldErrors) {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    if (isFieldError(value) && value.type === 'invalid_union') {
      for (const child of Object.keys(value))
        if (!['type', 'message', 'ref', 'types'].includes(child)) delete (value as Record<string, unknown>)[child];
    } else pruneUnions(value as FieldErrors);
  }
}

/**
 * Zod's own checks (not the contract's named rules, whose message wins over this map) keep what a
 * sentence needs: `code|origin|limit`, e.g. `too_small|string|1`. A union that failed names what
 * failed in the option that fits best (the one whose `kind` or `type` matched), not `invalid_union`.
 */
function encodeIssue(issue: z.core.$ZodRawIssue): string {
  if (issue.code === 'invalid_union') {
    const options = (issue as { errors?: { message: string; path: PropertyKey[]; code: string }[][] }).errors ?? [];
    const fits = options.find((o) => !o.some((i) => i.code === 'invalid_value' && i.path.length === 1)) ?? options[0];
    if (fits?.[0]) return fits[0].message;
  }
  const limit = 'minimum' in issue ? issue.minimum : 'maximum' in issue ? issue.maximum : '';
  const origin = 'origin' in issue ? issue.origin : 'expected' in issue ? issue.expected : '';
  return `${issue.code}|${String(origin ?? '')}|${String(limit ?? '')}`;
}

/** The contract's named rules (a schema's `message`) that have a sentence of their own. */
const RULE_KEYS: Record<string, MessageKey> = {
  required: 'form.required',
  invisible: 'form.required',
  too_short: 'form.tooShort',
  too_long: 'form.tooLong',
  too_small: 'form.tooSmall',
  too_big: 'form.tooBig',
  min_words: 'form.minWords',
  duplicate: 'form.duplicate',
  key: 'form.key',
  date: 'form.date',
};

/**
 * A field's error as a sentence in the console's language: the contract's rule, or zod's check
 * with its limit. `value` is what the field holds: an empty one is asked for, whatever the rule.
 */
export function fieldErrorText(t: TFunction, error: FieldError | undefined, value?: unknown): string | null {
  if (!error) return null;
  const message = error.message ?? '';
  if (typeof value === 'string' && value.trim() === '') return t('form.required');
  const named = RULE_KEYS[message];
  if (named) return t(named);
  const [code, origin, limit] = message.split('|');
  const n = Number(limit);
  const list = origin === 'array' || origin === 'set';
  if (code === 'too_small') {
    if (list) return n === 1 ? t('form.atLeastOne') : t('form.atLeast', { min: n });
    if (origin === 'string') return n === 1 ? t('form.required') : t('form.tooShortN', { min: n });
    return t('form.min', { min: n });
  }
  if (code === 'too_big') {
    if (list) return t('form.atMost', { max: n });
    if (origin === 'string') return t('form.tooLongN', { max: n });
    return t('form.max', { max: n });
  }
  if (code === 'invalid_type' && (origin === 'number' || origin === 'int')) return t('form.number');
  if (code === 'not_multiple_of') return t('form.number');
  if (code === 'invalid_format') return t('form.format');
  if (code === 'invalid_value') return t('form.choose');
  return t('form.invalid');
}

/** Every error of a form with its path (`actions.0.texts.ko`), in the order of the form. */
export function flatErrors(errors: FieldErrors, prefix = ''): { path: string; error: FieldError }[] {
  const out: { path: string; error: FieldError }[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    // The form's own `root` is the API's answer; a list's `root` is the list's error (too many rows).
    if (key === 'root') {
      if (prefix && isFieldError(value)) out.push({ path: prefix, error: value });
      continue;
    }
    const path = prefix ? `${prefix}.${key}` : key;
    if (isFieldError(value)) out.push({ path, error: value });
    else out.push(...flatErrors(value as FieldErrors, path));
  }
  return out;
}

/** A list's own error (too few or too many rows), not its rows': the resolver files it as `root`. */
export function listError(errors: FieldErrors, path: string): FieldError | undefined {
  const node = get(errors, path) as unknown;
  if (isFieldError(node)) return node;
  const root = (node as { root?: unknown } | undefined)?.root;
  return isFieldError(root) ? root : undefined;
}

/** The id of a field's control in a form whose ids start with `formId`: `formId-actions-0-tag`. */
export const fieldId = (formId: string, path: string) => `${formId}-${path.replaceAll('.', '-')}`;

/** What a control says about its error: invalid, and described by the sentence under it. */
export function errorAria(id: string, error: unknown, hint?: string) {
  const described = [error ? `${id}-error` : null, hint ?? null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined } as const;
}

function isFieldError(value: unknown): value is FieldError {
  return !!value && typeof value === 'object' && typeof (value as FieldError).type === 'string';
}

/** The form's errors as `{field, rule}` pairs (`texts.en.question`), the way the API names them. */
export function formIssues(errors: FieldErrors): FieldRule[] {
  // The resolver keeps a zod issue's code as the error's type and its message as the message.
  return flatErrors(errors).map(({ path, error }) => ({
    field: path,
    rule: issueRule({ code: error.type, message: error.message ?? '' }),
  }));
}

/** The sort order as typed: whole numbers only (else the schema refuses it). */
export const sortInput = (sort: string) => (/^\d+$/.test(sort.trim()) ? Number(sort) : Number.NaN);

/** A sort order's box: short, 0 to 10,000 as the contract's schemas take (packages/contract/src/staff-admin.ts). */
export const SORT_FIELD = { type: 'number', min: 0, max: 10_000, className: 'c-input--short' } as const;
