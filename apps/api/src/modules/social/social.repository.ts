import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, OauthStatesTable, UserIdentitiesTable, UserRow } from '../../db/schema';

export type OauthStateRow = Selectable<OauthStatesTable>;

export async function insertOauthState(db: Kysely<Database>, row: Insertable<OauthStatesTable>): Promise<void> {
  await db.insertInto('oauth_states').values(row).execute();
}

/**
 * Takes a login attempt out by its state's hash: read and deleted in one statement, so a state is
 * used once at most, whatever happens next (two racing finishes get one row between them).
 */
export function takeOauthState(db: Kysely<Database>, stateHash: string): Promise<OauthStateRow | undefined> {
  return db.deleteFrom('oauth_states').where('state_hash', '=', stateHash).returningAll().executeTakeFirst();
}

/** Removes login attempts that expired before `at` (housekeeping); answers how many. */
export async function purgeOauthStates(db: Kysely<Database>, at: Date = new Date()): Promise<number> {
  const r = await db.deleteFrom('oauth_states').where('expires_at', '<=', at.toISOString()).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export function findUserByIdentity(
  db: Kysely<Database>,
  provider: string,
  subject: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('user_identities')
    .innerJoin('users', 'users.id', 'user_identities.user_id')
    .selectAll('users')
    .where('user_identities.provider', '=', provider)
    .where('user_identities.subject', '=', subject)
    .executeTakeFirst();
}

/** Links a provider's identity to an account (its primary key lets one of two racing links win). */
export async function insertIdentity(db: Kysely<Database>, row: Insertable<UserIdentitiesTable>): Promise<void> {
  await db.insertInto('user_identities').values(row).execute();
}
