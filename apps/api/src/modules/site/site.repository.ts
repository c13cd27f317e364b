// The client_errors table: reports of the player site's error monitor. `db` first, so the
// report's transaction (with its idempotent answer) passes through.
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { ClientErrorsTable, Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertClientError(db: Db, row: Insertable<ClientErrorsTable>): Promise<void> {
  await db.insertInto('client_errors').values(row).execute();
}
