// The console's forms: react-hook-form with a contract schema as the resolver, so a form checks
// exactly what the API checks first (docs/decisions/0018-forms-on-react-hook-form.md). A schema's
// failures come back as the `{field, rule}` pairs a 1001 answer names, so one table of sentences
// serves the form's own check and the API's refusal alike.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueRule } from '@guildhall/contract/issues';

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
  const resolve = zodResolver(schema as never) as unknown as Resolver<V, unknown, z.output<S>>;
  return (values, context, options) => resolve(toInput ? (toInput(values) as V) : values, context, options);
}

function isFieldError(value: unknown): value is FieldError {
  return !!value && typeof value === 'object' && typeof (value as FieldError).type === 'string';
}

/** The form's errors as `{field, rule}` pairs (`texts.en.question`), the way the API names them. */
export function formIssues(errors: FieldErrors, prefix = ''): FieldRule[] {
  const out: FieldRule[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || key === 'root' || !value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    // The resolver keeps a zod issue's code as the error's type and its message as the message.
    if (isFieldError(value))
      out.push({ field: path, rule: issueRule({ code: value.type, message: value.message ?? '' }) });
    else out.push(...formIssues(value as FieldErrors, path));
  }
  return out;
}

/** The sort order as typed: whole numbers only (else the schema refuses it). */
export const sortInput = (sort: string) => (/^\d+$/.test(sort.trim()) ? Number(sort) : Number.NaN);
