import type { z } from 'zod';
import { ErrorCode } from '@guildhall/contract/errors';
import { AppError } from './app-error';

/** Parses input with a contract schema; failures become code 1001 listing `{ field, rule }`. */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // Contract rules name themselves in the message (`too_short`, `min_words`…); zod's own checks
  // carry their code (`invalid_type`, `too_big`…).
  const issues = result.error.issues.map((i) => ({
    field: i.path.join('.') || '(body)',
    rule: /^[a-z][a-z_]*$/.test(i.message) ? i.message : i.code,
  }));
  throw new AppError(ErrorCode.validation, issues);
}
