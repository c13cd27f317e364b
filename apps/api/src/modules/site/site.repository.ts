// The client_errors table: reports of the player site's error monitor. `db` first, so the
// report's transaction (with its idempotent answer) passes through.
import type { Insertable } from 'kysely';
import type { ClientErrorsTable, Executor } from '../../db/schema';

export async function insertClientError(db: Executor, row: Insertable<ClientErrorsTable>): Promise<void> {
  await db.insertInto('client_errors').values(row).execute();
}
