import { z } from 'zod';

/** What the web reports to the error monitor (api error 1106 and other client failures). */
export const ClientErrorReportSchema = z.object({
  code: z.number().int(),
  message: z.string().max(500),
  url: z.string().max(2000).optional(),
  apiPath: z.string().max(500).optional(),
  httpStatus: z.number().int().min(0).max(999).optional(),
  detail: z.string().max(4000).optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;

/** GET /site/notices/:slug (an unknown slug is 1002, not 1001). */
export const NoticeParamsSchema = z.object({ slug: z.string().max(40) });
