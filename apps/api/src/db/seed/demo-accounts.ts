// Demo accounts (README "Demo accounts") and the games' platform secrets. Accounts belong to the
// publisher, so the same demo login works on every brand. Idempotent: safe on every start.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { hashPassword } from '../../lib/password';

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

export async function seedDemoAccounts(db: Kysely<Database>, passwordCost: number): Promise<void> {
  const now = new Date().toISOString();
  for (const demo of DEMO_ACCOUNTS) {
    const exists = await db.selectFrom('users').select('id').where('account', '=', demo.account).executeTakeFirst();
    if (exists) continue;
    try {
      await db
        .insertInto('users')
        .values({
          account: demo.account,
          type: 'OFFICIAL',
          username: demo.username,
          password_hash: await hashPassword(demo.password, passwordCost),
          email: demo.email,
          email_certified: demo.email ? 1 : 0,
          phone: demo.phone,
          birthday: demo.birthday,
          password_changed_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
    } catch {
      // Another process seeded it at the same moment.
    }
  }
  const games = await db.selectFrom('games').select('id').where('platform_secret', 'is', null).execute();
  for (const g of games) {
    await db
      .updateTable('games')
      .set({ platform_secret: randomBytes(32).toString('hex') })
      .where('id', '=', g.id)
      .where('platform_secret', 'is', null)
      .execute();
  }
}
