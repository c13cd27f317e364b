import { sql, type Kysely } from 'kysely';
import type { Database, GameRow } from '../../db/schema';

export interface GameText {
  title: string;
  sub_title: string;
  description: string;
}

export function listVisibleGames(db: Kysely<Database>, brandId: string, platform?: string): Promise<GameRow[]> {
  let q = db.selectFrom('games').selectAll().where('brand_id', '=', brandId).where('visible', '=', 1);
  if (platform) {
    // platforms is a comma-separated list of fixed words; delimiting both sides keeps it exact.
    q = q.where(sql<string>`',' || ${sql.ref('platforms')} || ','`, 'like', `%,${platform},%`);
  }
  return q.orderBy('sort').orderBy('id').execute();
}

export function findVisibleGame(db: Kysely<Database>, brandId: string, id: number): Promise<GameRow | undefined> {
  return db
    .selectFrom('games')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('id', '=', id)
    .where('visible', '=', 1)
    .executeTakeFirst();
}

/** Texts of the given games in any of the given languages; the caller picks by preference. */
export async function textsFor(
  db: Kysely<Database>,
  gameIds: number[],
  langs: readonly string[],
): Promise<Map<number, Map<string, GameText>>> {
  const out = new Map<number, Map<string, GameText>>();
  if (gameIds.length === 0) return out;
  const rows = await db
    .selectFrom('game_texts')
    .select(['game_id', 'lang', 'title', 'sub_title', 'description'])
    .where('game_id', 'in', gameIds)
    .where('lang', 'in', [...langs])
    .execute();
  for (const r of rows) {
    let m = out.get(r.game_id);
    if (!m) out.set(r.game_id, (m = new Map()));
    m.set(r.lang, r);
  }
  return out;
}
