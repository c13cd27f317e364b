// What sitemap.xml needs beyond the visible games (games.repository): when each notice and each
// game's FAQ last changed.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Each notice slug the brand has in any language, with its latest change. */
export function noticeDates(
  db: Kysely<Database>,
  brandId: string,
): Promise<{ slug: string; updated_at: string | null }[]> {
  return db
    .selectFrom('notices')
    .select((eb) => ['slug', eb.fn.max('updated_at').as('updated_at')])
    .where('brand_id', '=', brandId)
    .groupBy('slug')
    .execute();
}

/** The games among `gameIds` that have FAQs, with their latest change. */
export async function faqDates(
  db: Kysely<Database>,
  gameIds: readonly number[],
): Promise<{ game_id: number; updated_at: string | null }[]> {
  if (gameIds.length === 0) return [];
  return db
    .selectFrom('faqs')
    .select((eb) => ['game_id', eb.fn.max('updated_at').as('updated_at')])
    .where('game_id', 'in', [...gameIds])
    .groupBy('game_id')
    .execute();
}
