// Demo accounts (README "Demo accounts"). Accounts belong to the publisher, so the same demo login
// works on every brand. Written once, with the rest of the demo, by seed.ts; their passwords are
// published, so a production start refuses to run while one still has it (demo-guard.ts).
import type { Transaction } from 'kysely';
import type { Database } from '../schema';

export const DEMO_ACCOUNTS = [
  {
    account: 'player01',
    password: 'Starfall-2026!',
    username: 'Mina',
    email: 'player01@guildhall.example',
    phone: '+82 10-5550-0101',
    birthday: '1998-04-12',
  },
  { account: 'player02', password: 'Sakura-2026!', username: 'Kenji', email: null, phone: null, birthday: null },
] as const;

/** `hashes` holds each demo password's hash, made before the transaction (scrypt is slow). */
export async function insertDemoAccounts(
  trx: Transaction<Database>,
  hashes: ReadonlyMap<string, string>,
  now: string,
): Promise<void> {
  for (const demo of DEMO_ACCOUNTS) {
    await trx
      .insertInto('users')
      .values({
        account: demo.account,
        type: 'OFFICIAL',
        username: demo.username,
        password_hash: hashes.get(demo.password)!,
        email: demo.email,
        email_certified: demo.email ? 1 : 0,
        phone: demo.phone,
        birthday: demo.birthday,
        password_changed_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}
