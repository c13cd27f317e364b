import type { Executor, UserRow, UsersTable } from '../../db/schema';

export function findUserByAccount(db: Executor, account: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('account', '=', account.trim().toLowerCase()).executeTakeFirst();
}

/** The login methods and registration switch of a brand's game, when the game is that brand's. */
export function findGameLoginSettings(db: Executor, brandId: string, gameId: number) {
  return db
    .selectFrom('games')
    .select(['login_methods', 'registration'])
    .where('id', '=', gameId)
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
}

/** A game's brand and its shared secret for in-game entry (null when it offers none). */
export function findGamePlatformSecret(db: Executor, gameId: number) {
  return db
    .selectFrom('games')
    .select(['id', 'brand_id', 'platform_secret'])
    .where('id', '=', gameId)
    .executeTakeFirst();
}

export function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(
  db: Executor,
  values: Pick<UsersTable, 'account' | 'type' | 'username'> &
    Partial<Pick<UsersTable, 'password_hash' | 'email' | 'email_certified'>>,
): Promise<UserRow> {
  const now = new Date().toISOString();
  return db
    .insertInto('users')
    .values({
      account: values.account.toLowerCase(),
      type: values.type,
      username: values.username,
      password_hash: values.password_hash ?? null,
      email: values.email ?? null,
      email_certified: values.email_certified ?? 0,
      phone: null,
      birthday: null,
      password_changed_at: values.password_hash ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateUser(
  db: Executor,
  id: number,
  values: Partial<Omit<UsersTable, 'id' | 'created_at'>>,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/**
 * The account (other than `exceptUserId`, when given) already holding this email as certified,
 * with the language of its latest inquiry (the one language we know its owner reads), in one query.
 */
export function findCertifiedEmailOwner(db: Executor, email: string, exceptUserId?: number) {
  return db
    .selectFrom('users')
    .select((eb) => [
      'id',
      'account',
      eb
        .selectFrom('inquiries')
        .select('inquiries.lang')
        .whereRef('inquiries.user_id', '=', 'users.id')
        .orderBy('inquiries.id', 'desc')
        .limit(1)
        .as('last_lang'),
      // The area of that inquiry: the owner's mail links to the site in their language and area.
      eb
        .selectFrom('inquiries')
        .select('inquiries.region')
        .whereRef('inquiries.user_id', '=', 'users.id')
        .orderBy('inquiries.id', 'desc')
        .limit(1)
        .as('last_region'),
    ])
    .where('email', '=', email)
    .where('email_certified', '=', 1)
    .$if(exceptUserId !== undefined, (qb) => qb.where('id', '!=', exceptUserId!))
    .executeTakeFirst();
}
