// Staff members, their second factor, and what the console reads of brands and games for its
// filters. `db` first, so a transaction passes through.
import type { Executor, StaffRow } from '../../db/schema';

export function findStaffByEmail(db: Executor, email: string): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findStaff(db: Executor, staffId: number): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('id', '=', staffId).executeTakeFirst();
}

/** Enabled staff by name: the colleagues an inquiry can be assigned to. */
export function listEnabledStaff(db: Executor): Promise<StaffRow[]> {
  return db.selectFrom('staff').selectAll().where('disabled', '=', 0).orderBy('name').execute();
}

/** Records a TOTP step as spent, only if it is later than the last one: false when it was not. */
export async function spendTotpStep(db: Executor, staffId: number, step: number): Promise<boolean> {
  const r = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where('totp_last_step', '<', step)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function setPendingTotpSecret(db: Executor, staffId: number, secret: string, at: string): Promise<void> {
  await db
    .updateTable('staff')
    .set({ totp_pending_secret: secret, updated_at: at })
    .where('id', '=', staffId)
    .execute();
}

/**
 * Makes the pending secret the one in force, only if it is still the one confirmed (a second
 * setup meanwhile replaced it): false when it was not.
 */
export async function enablePendingTotp(
  db: Executor,
  staffId: number,
  pendingSecret: string,
  step: number,
  at: string,
): Promise<boolean> {
  const r = await db
    .updateTable('staff')
    .set({
      totp_secret: pendingSecret,
      totp_pending_secret: null,
      totp_enabled: 1,
      totp_last_step: step,
      updated_at: at,
    })
    .where('id', '=', staffId)
    .where('totp_pending_secret', '=', pendingSecret)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function brandName(db: Executor, brandId: string): Promise<string> {
  return (await db.selectFrom('brands').select('name').where('id', '=', brandId).executeTakeFirst())?.name ?? brandId;
}

export function brandsByIds(db: Executor, brandIds: readonly string[]) {
  return db
    .selectFrom('brands')
    .selectAll()
    .where('id', 'in', brandIds.length ? [...brandIds] : [''])
    .orderBy('sort')
    .execute();
}

/**
 * A brand's games with their inquiry categories (every text) and built-in regions: four queries
 * whatever the number of games.
 */
export async function catalogueRows(db: Executor, brandId: string) {
  const games = await db
    .selectFrom('games')
    .select(['id', 'brand_id', 'game_name', 'icon', 'area', 'repayment_url', 'directory_url', 'directory_secret'])
    .where('brand_id', '=', brandId)
    .orderBy('sort')
    .execute();
  const gameIds = games.map((g) => g.id);
  if (gameIds.length === 0) return { games, types: [], typeTexts: [], areas: [] };
  const [types, areas] = await Promise.all([
    db
      .selectFrom('inquiry_types')
      .select(['id', 'game_id'])
      .where('game_id', 'in', gameIds)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('game_areas')
      .select(['game_id', 'area_id', 'names'])
      .where('game_id', 'in', gameIds)
      .orderBy('sort')
      .execute(),
  ]);
  const typeTexts = types.length
    ? await db
        .selectFrom('inquiry_type_texts')
        .selectAll()
        .where(
          'type_id',
          'in',
          types.map((t) => t.id),
        )
        .execute()
    : [];
  return { games, types, typeTexts, areas };
}
