// Request parts of the attachment routes (POST /files, POST /staff/files, GET /files/:fileId).
// The upload's body is multipart/form-data with one part named `file` (its name decides the kind
// of attachment, its bytes must match that kind), limited per brand and area; it is streamed, not
// parsed as a whole, so its schema only documents it. Values the routes used to ignore when malformed
// are caught as absent (`.catch`), so they still answer as before (not found) rather than 1001.
import { z } from 'zod';

/** How the upload's body is described in the API reference. */
export const UPLOAD_BODY_DESCRIPTION =
  'multipart/form-data with one part `file` (a file; its extension decides the kind, its bytes must match it) and nothing larger: ' +
  "the size limit is the brand's for the area (attachmentMaxBytes of GET /site/boot, or of GET /staff/brands). X-Sign covers an empty body.";

/**
 * The upload's body for the API reference: what it documents is a multipart form with a binary
 * `file`; what it accepts is anything, because the route reads the stream itself and answers a
 * body that is not multipart, or has no `file`, with its own 1001 (`multipart`, `required`).
 */
export const UploadBodySchema = z.unknown().meta({
  type: 'object',
  properties: { file: { type: 'string', format: 'binary', description: 'The attachment.' } },
  required: ['file'],
});

/** POST /files/discard: an upload of the caller's that no message carries yet. */
export const DiscardFileSchema = z.object({ fileId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

/**
 * `data` of POST /files refused for the hourly allowance (1005, with Retry-After): the cap, its
 * window, and the seconds until an upload counts no more, which the sites turn into words.
 */
export const PendingCapDataSchema = z.object({
  maxPending: z.number().int(),
  windowSeconds: z.number().int(),
  retryAfterSeconds: z.number().int(),
});
export type PendingCapData = z.infer<typeof PendingCapDataSchema>;

/** GET /files/:fileId */
export const FileParamSchema = z.object({ fileId: z.string() });

/** GET /files/:fileId?exp=&sig= : a signed URL opens the file without a session. */
export const FileQuerySchema = z.object({
  exp: z.string().optional().catch(undefined),
  sig: z.string().optional().catch(undefined),
});

/** POST /staff/files?brand= : a brand the caller works for (anything else answers 1002). */
export const StaffUploadQuerySchema = z.object({ brand: z.string().max(40).optional().catch(undefined) });
