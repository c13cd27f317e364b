import { z } from 'zod';

/** Every answer of the API: `{ code, msg, data }`; codes 0 and 1 are success. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** `data` of a 1001 answer: which field broke which rule. */
export const ValidationIssueSchema = z.object({ field: z.string(), rule: z.string() });
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;

/**
 * Every refusal: a non-zero `code` of errors.ts, its message in the player's language, and
 * `data` (the `{ field, rule }` list of a 1001, else null or what the code documents).
 */
export const ErrorEnvelopeSchema = z.object({ code: z.number().int(), msg: z.string(), data: z.unknown() });
