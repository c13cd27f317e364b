// How a request that breaks the contract is named: the `{ field, rule }` list of a 1001 answer.
// The API answers with it, and the sites name a form's own failures the same way, so a rule
// broken in the browser and the same rule refused by the API land on the same field and words.
import type { z } from 'zod';
import type { ValidationIssue } from './envelope';

/**
 * The rule a zod issue names: the contract's own rules are their message (`too_short`,
 * `min_words`, `mismatch`…), zod's checks their code (`invalid_type`, `too_big`…).
 */
export function issueRule(issue: { message: string; code: string }): string {
  return /^[a-z][a-z_]*$/.test(issue.message) ? issue.message : issue.code;
}

/** The field a zod issue names: its path joined by dots, `(body)` for the value as a whole. */
export function issueField(issue: { path: readonly PropertyKey[] }): string {
  return issue.path.map(String).join('.') || '(body)';
}

/** Zod's issues as the wire names them. */
export function issuesOf(issues: readonly z.core.$ZodIssue[]): ValidationIssue[] {
  return issues.map((i) => ({ field: issueField(i), rule: issueRule(i) }));
}

type Picker = (value: unknown) => z.ZodType;
const pickers = new WeakMap<z.ZodType, Picker>();

/**
 * A request of several shapes on one path, told apart by `pick` (a guest login carries `guest`,
 * a password login does not). It is a union for types and for the reference, but a request is
 * checked against the one shape picked, so a 1001 names that shape's fields, not `invalid_union`,
 * and a body meant as one shape is never accepted as another.
 */
export function shapesBy<U extends z.ZodUnion>(
  union: U,
  pick: (value: unknown) => U['options'][number] & z.ZodType,
): U {
  pickers.set(union, pick);
  return union;
}

export type RequestCheck<T extends z.ZodType> =
  { success: true; data: z.output<T> } | { success: false; issues: ValidationIssue[] };

/** Checks a request part (body, query, path parameters) against its contract schema. */
export function checkRequest<T extends z.ZodType>(schema: T, value: unknown): RequestCheck<T> {
  const chosen = pickers.get(schema)?.(value) ?? schema;
  const result = chosen.safeParse(value);
  return result.success
    ? { success: true, data: result.data as z.output<T> }
    : { success: false, issues: issuesOf(result.error.issues) };
}

/** True for a plain object that has `key` (JSON bodies and parsed query strings). */
export function hasKey(value: unknown, key: string): boolean {
  return typeof value === 'object' && value !== null && key in value;
}
