// The idempotency_records table (plugins/idempotency.ts): one row per key, claimed under a lease,
// sealed with the answer. Every change is conditional on the claim, so a request that lost its key
// changes nothing.
import type { IdempotencyRecordsTable, Executor } from '../db/schema';
import type { Insertable } from 'kysely';

export function findRecord(db: Executor, keyHash: string) {
  return db.selectFrom('idempotency_records').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
}

export async function insertRecord(db: Executor, row: Insertable<IdempotencyRecordsTable>): Promise<void> {
  await db.insertInto('idempotency_records').values(row).execute();
}

/** Takes an unanswered key over from `previousClaim` (null: none); true when this call did. */
export async function takeOver(
  db: Executor,
  keyHash: string,
  previousClaim: string | null,
  claim: string,
  leaseUntil: string,
): Promise<boolean> {
  const taken = await db
    .updateTable('idempotency_records')
    .set({ claim, lease_until: leaseUntil })
    .where('key_hash', '=', keyHash)
    .where('response', 'is', null)
    .where('claim', previousClaim === null ? 'is' : '=', previousClaim)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Stores the answer under the claim, if the key is still unanswered and held by it; true when it was. */
export async function sealRecord(
  db: Executor,
  keyHash: string,
  claim: string,
  statusCode: number,
  response: string,
): Promise<boolean> {
  const stored = await db
    .updateTable('idempotency_records')
    .set({ status_code: statusCode, response, claim: null, lease_until: null })
    .where('key_hash', '=', keyHash)
    .where('claim', '=', claim)
    .where('response', 'is', null)
    .executeTakeFirst();
  return Number(stored.numUpdatedRows) === 1;
}

/** Frees an unanswered key still held by `claim`. */
export async function releaseRecord(db: Executor, keyHash: string, claim: string): Promise<void> {
  await db
    .deleteFrom('idempotency_records')
    .where('key_hash', '=', keyHash)
    .where('claim', '=', claim)
    .where('response', 'is', null)
    .execute();
}

/** Deletes this key's record if it expired by `at`. */
export async function deleteExpiredRecord(db: Executor, keyHash: string, at: string): Promise<void> {
  await db.deleteFrom('idempotency_records').where('key_hash', '=', keyHash).where('expires_at', '<=', at).execute();
}

/** Deletes every record expired by `at`; how many. */
export async function purgeExpiredRecords(db: Executor, at: string): Promise<number> {
  const result = await db.deleteFrom('idempotency_records').where('expires_at', '<=', at).executeTakeFirst();
  return Number(result.numDeletedRows);
}
