// The verification_codes table: one-time codes stored as hashes. `db` first, so a caller's
// transaction passes through.
import type { ExpressionBuilder, Insertable } from 'kysely';
import type { Database, Executor, VerificationCodesTable } from '../../db/schema';

type Purpose = VerificationCodesTable['purpose'];

/** Whose codes: an account's, or, before there is an account (registration), an address's. */
export type CodeOwner = { userId: number } | { address: string };

function ownedBy(eb: ExpressionBuilder<Database, 'verification_codes'>, owner: CodeOwner) {
  return 'userId' in owner
    ? eb('user_id', '=', owner.userId)
    : eb.and([eb('user_id', 'is', null), eb('target', '=', owner.address)]);
}

/** Marks every unused code of (purpose, owner) as consumed at `at`: a new code replaces them. */
export async function consumeOpenCodes(db: Executor, purpose: Purpose, owner: CodeOwner, at: string): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set({ consumed_at: at })
    .where('purpose', '=', purpose)
    .where((eb) => ownedBy(eb, owner))
    .where('consumed_at', 'is', null)
    .execute();
}

export async function insertCode(db: Executor, row: Insertable<VerificationCodesTable>): Promise<void> {
  await db.insertInto('verification_codes').values(row).execute();
}

/** The newest unused, unexpired code of (purpose, owner). */
export function findLatestOpenCode(db: Executor, purpose: Purpose, owner: CodeOwner, now: string) {
  return db
    .selectFrom('verification_codes')
    .selectAll()
    .where('purpose', '=', purpose)
    .where((eb) => ownedBy(eb, owner))
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Spends one attempt of an unused code, only while attempts are left (a conditional update, so
 * parallel guesses cannot exceed the limit); answers whether one was spent.
 */
export async function spendAttempt(db: Executor, codeId: number, maxAttempts: number): Promise<boolean> {
  const r = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .where('attempts', '<', maxAttempts)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) !== 0;
}

/** Consumes a code if nobody did meanwhile; answers whether this call did. */
export async function consumeCode(db: Executor, codeId: number, at: string): Promise<boolean> {
  const r = await db
    .updateTable('verification_codes')
    .set({ consumed_at: at })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Removes codes that expired at or before `cutoff`; answers how many. */
export async function deleteCodesExpiredBy(db: Executor, cutoff: string): Promise<number> {
  const r = await db.deleteFrom('verification_codes').where('expires_at', '<=', cutoff).executeTakeFirst();
  return Number(r.numDeletedRows);
}
