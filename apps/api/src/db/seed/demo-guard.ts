// The demo's passwords are published (README "Demo accounts"), so an account that still has one is
// open to anyone. A production start refuses to run while one does (server.ts); the operator gives
// it a new password or removes it (scripts/accounts.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { verifyPassword } from '../../lib/password';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_STAFF } from './demo-staff';

export interface DemoPasswordHolder {
  kind: 'player' | 'staff';
  id: number;
  /** The player's account or the staff member's email. */
  login: string;
}

/**
 * Every demo player and staff member (matched by account or email, however the database got them)
 * whose stored hash still verifies its published password. Disabled staff count too: an admin could
 * enable them again. Only these few hashes are checked, one scrypt each (about 0.3 s at cost 17),
 * and none once the demo accounts are gone or have new passwords.
 */
export async function accountsWithDemoPassword(db: Kysely<Database>): Promise<DemoPasswordHolder[]> {
  const out: DemoPasswordHolder[] = [];
  const players = await db
    .selectFrom('users')
    .select(['id', 'account', 'password_hash'])
    .where(
      'account',
      'in',
      DEMO_ACCOUNTS.map((d) => d.account),
    )
    .orderBy('id')
    .execute();
  for (const p of players) {
    const demo = DEMO_ACCOUNTS.find((d) => d.account === p.account)!;
    if (p.password_hash && (await verifyPassword(demo.password, p.password_hash)))
      out.push({ kind: 'player', id: p.id, login: p.account });
  }
  const staff = await db
    .selectFrom('staff')
    .select(['id', 'email', 'password_hash'])
    .where(
      'email',
      'in',
      DEMO_STAFF.map((d) => d.email),
    )
    .orderBy('id')
    .execute();
  for (const s of staff) {
    const demo = DEMO_STAFF.find((d) => d.email === s.email)!;
    if (await verifyPassword(demo.password, s.password_hash)) out.push({ kind: 'staff', id: s.id, login: s.email });
  }
  return out;
}

/** What a production start prints before it exits: the accounts, and the commands that fix them. */
export function demoPasswordRefusal(holders: DemoPasswordHolder[]): string {
  const lines = holders.map((h) => `  - ${h.kind === 'staff' ? 'staff ' : 'player'} ${h.login}`);
  return [
    `Refusing to start with NODE_ENV=production: ${holders.length === 1 ? 'this account still has its' : 'these accounts still have their'} published demo password:`,
    ...lines,
    'Give an account you keep a new password:  npm run accounts -- set-password <email or account>',
    'and remove the rest of the demo accounts:  npm run accounts -- remove-demo',
    '(docs/deployment.md "Production checklist")',
  ].join('\n');
}
