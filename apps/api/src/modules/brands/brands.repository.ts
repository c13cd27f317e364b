import type { Kysely } from 'kysely';
import type { BrandRow, Database } from '../../db/schema';

export function listBrands(db: Kysely<Database>): Promise<BrandRow[]> {
  return db.selectFrom('brands').selectAll().orderBy('sort').execute();
}

export function findNotice(db: Kysely<Database>, brandId: string, slug: string, langs: readonly string[]) {
  return db
    .selectFrom('notices')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('slug', '=', slug)
    .where('lang', 'in', [...langs])
    .execute();
}

/** The notice slugs a brand has a document for, in any language. */
export async function noticeSlugsOf(db: Kysely<Database>, brandId: string): Promise<string[]> {
  const rows = await db.selectFrom('notices').select('slug').distinct().where('brand_id', '=', brandId).execute();
  return rows.map((r) => r.slug);
}
