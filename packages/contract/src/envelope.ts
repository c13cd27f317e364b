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
