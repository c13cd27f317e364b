import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface AttachmentLimits {
  maxFiles: number;
  maxBytes: number;
}

/** Limits in force for a brand and area: the area's row if there is one, else the brand's own. */
export async function limitsFor(db: Kysely<Database>, brandId: string, area: string): Promise<AttachmentLimits> {
  const override = await db
    .selectFrom('attachment_limits')
    .select(['max_files', 'max_bytes'])
    .where('brand_id', '=', brandId)
    .where('area', '=', area)
    .executeTakeFirst();
  if (override) return { maxFiles: override.max_files, maxBytes: override.max_bytes };
  const brand = await db.selectFrom('brands').select(['attachment_max_files', 'attachment_max_bytes']).where('id', '=', brandId).executeTakeFirstOrThrow();
  return { maxFiles: brand.attachment_max_files, maxBytes: brand.attachment_max_bytes };
}
