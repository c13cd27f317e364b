import type { z } from 'zod';
import { ErrorCode } from '@guildhall/contract/errors';
import { AppError } from './app-error';

/** Parses input with a contract schema; failures become code 1001 listing `{ field, rule }`. */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ field: i.path.join('.') || '(body)', rule: i.code }));
  throw new AppError(ErrorCode.validation, issues);
}
