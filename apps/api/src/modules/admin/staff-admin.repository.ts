// Staff accounts as the console and the operator commands (ops/accounts.ts) see them: queries
// shared by both, `db` first so a transaction passes through.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Whether an enabled admin of every brand (no `staff_brands` rows) other than `staffId` exists:
 * someone must remain who can manage everyone, or the console could lock itself out.
 */
export async function hasOtherUnscopedAdmin(db: Kysely<Database> | Transaction<Database>, staffId: number): Promise<boolean> {
  const row = await db
    .selectFrom('staff')
    .select('id')
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .where('id', '!=', staffId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('staff_brands').select('staff_brands.staff_id').whereRef('staff_brands.staff_id', '=', 'staff.id'))))
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}
