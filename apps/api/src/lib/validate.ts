import type { z } from 'zod';
import { ErrorCode } from '@guildhall/contract/errors';
import type { ValidationIssue } from '@guildhall/contract/envelope';
import { checkRequest } from '@guildhall/contract/issues';
import { AppError } from './app-error';

/** A 1001 listing which field broke which rule. */
export function validationError(issues: ValidationIssue[]): AppError {
  return new AppError(ErrorCode.validation, { data: issues });
}

/**
 * Parses input with a contract schema; failures become code 1001 listing `{ field, rule }`
 * (named by the contract's issues.ts). Routes declare their schemas instead
 * (plugins/route-schemas.ts); this stays for input that is not a request part.
 */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = checkRequest(schema, input);
  if (result.success) return result.data;
  throw validationError(result.issues);
}
