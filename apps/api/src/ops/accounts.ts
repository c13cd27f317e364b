// Operator commands on accounts (scripts/accounts.ts): give a player or staff member a new
// password, and take the demo accounts out of a database that is going to production. They work on
// the database directly, with or without a running server; every change signs the account out.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import { DEMO_STAFF } from '../db/seed/demo-staff';
import { accountsWithDemoPassword } from '../db/seed/demo-guard';
import { hashPassword, passwordWeakness } from '../lib/password';
import { audit } from '../modules/audit/audit.service';
import { hasOtherUnscopedAdmin } from '../modules/admin/staff-admin.repository';
import * as repo from './accounts.repository';

/** A refusal meant for the operator: the command prints it and exits 1. */
export class OperatorError extends Error {
  override name = 'OperatorError';
}

export interface AccountRef {
  kind: 'player' | 'staff';
  id: number;
  /** The player's account or the staff member's email. */
  login: string;
  disabled: boolean;
}

/** Written where a staff member's hash was: no password verifies it (lib/password.ts wants `scrypt$…`). */
export const REMOVED_PASSWORD_HASH = '!removed-demo-account';

const BY = { by: 'npm run accounts' };
const now = () => new Date().toISOString();

/**
 * A staff member by email, or a player by account or by their bound email. `kind` settles an email
 * that names both.
 */
export async function findAccount(db: Kysely<Database>, who: string, kind?: 'player' | 'staff'): Promise<AccountRef> {
  const key = who.trim().toLowerCase();
  const found: AccountRef[] = [];
  if (kind !== 'player' && key.includes('@')) {
    const s = await repo.findStaffByEmail(db, key);
    if (s) found.push({ kind: 'staff', id: s.id, login: s.email, disabled: s.disabled === 1 });
  }
  if (kind !== 'staff') {
    const players = await repo.findPlayers(db, key);
    for (const p of players) found.push({ kind: 'player', id: p.id, login: p.account, disabled: false });
  }
  if (found.length === 0) throw new OperatorError(`No ${kind ?? 'player or staff'} account is "${who}".`);
  if (found.length > 1) {
    throw new OperatorError(
      `"${who}" names ${found.map((f) => `${f.kind} ${f.login}`).join(' and ')}; add --staff or --player.`,
    );
  }
  return found[0]!;
}

/**
 * The rules every new password follows (length, common passwords, not containing the account or
 * the email's name), and none of the demo's published passwords.
 */
export function checkNewPassword(password: string, account: AccountRef): void {
  const name = account.kind === 'staff' ? account.login.split('@')[0] : account.login;
  const weak = passwordWeakness(password, name);
  if (weak === 'too_short' || weak === 'too_long')
    throw new OperatorError(`The password is ${weak === 'too_short' ? 'too short' : 'too long'}.`);
  if (weak)
    throw new OperatorError(
      'The password is too easy to guess: it is a common password, contains the account name, or repeats a few characters.',
    );
  if ([...DEMO_ACCOUNTS, ...DEMO_STAFF].some((d) => d.password === password))
    throw new OperatorError('That is a published demo password; choose another.');
}

/** Hashes at `cost` (PASSWORD_HASH_COST), stores, ends every session of the account, and audits. */
export async function setPassword(
  db: Kysely<Database>,
  account: AccountRef,
  password: string,
  cost: number,
): Promise<{ sessionsEnded: number }> {
  checkNewPassword(password, account);
  const hash = await hashPassword(password, cost);
  return db.transaction().execute(async (trx) => {
    const at = now();
    if (account.kind === 'staff') {
      await repo.setStaffPassword(trx, account.id, hash, at);
      const sessionsEnded = await repo.endStaffSessions(trx, account.id, at);
      await audit(trx, {
        staffId: null,
        action: 'staff.password_reset',
        targetType: 'staff',
        targetId: account.id,
        after: BY,
      });
      return { sessionsEnded };
    }
    await repo.setPlayerPassword(trx, account.id, hash, at);
    const sessionsEnded = await repo.endPlayerSessions(trx, account.id, at);
    await audit(trx, {
      staffId: null,
      action: 'user.password_reset',
      targetType: 'user',
      targetId: account.id,
      after: BY,
    });
    return { sessionsEnded };
  });
}

export interface RemoveDemoReport {
  /** Demo players deleted (with their sessions, bindings and demo characters). */
  deleted: string[];
  /** Demo players with inquiries, kept for the record but without a password or sessions. */
  locked: string[];
  /** Demo staff disabled, their password made unusable and their sessions ended. */
  disabled: string[];
  /** A demo admin kept because no other enabled admin of every brand exists. */
  keptLastAdmin: string | null;
}

/**
 * Takes out every demo account that still has its published password; one given a new password
 * (set-password) is the operator's and stays. Staff are disabled, not deleted, so the audit log
 * keeps their name.
 */
export async function removeDemoAccounts(db: Kysely<Database>): Promise<RemoveDemoReport> {
  const holders = await accountsWithDemoPassword(db);
  const report: RemoveDemoReport = { deleted: [], locked: [], disabled: [], keptLastAdmin: null };
  await db.transaction().execute(async (trx) => {
    const at = now();
    for (const h of holders.filter((x) => x.kind === 'player')) {
      if (await repo.hasInquiries(trx, h.id)) {
        await repo.setPlayerPassword(trx, h.id, null, at);
        await repo.endPlayerSessions(trx, h.id, at);
        await audit(trx, { staffId: null, action: 'user.demo_locked', targetType: 'user', targetId: h.id, after: BY });
        report.locked.push(h.login);
      } else {
        await repo.deletePlayer(trx, h.id, h.login);
        await audit(trx, { staffId: null, action: 'user.demo_deleted', targetType: 'user', targetId: h.id, after: BY });
        report.deleted.push(h.login);
      }
    }
    for (const h of holders.filter((x) => x.kind === 'staff')) {
      const row = await repo.staffRoleOf(trx, h.id);
      if (row.role === 'admin' && row.disabled === 0 && !(await hasOtherUnscopedAdmin(trx, h.id))) {
        report.keptLastAdmin = h.login;
        continue;
      }
      await repo.disableStaff(trx, h.id, REMOVED_PASSWORD_HASH, at);
      await repo.endStaffSessions(trx, h.id, at);
      await audit(trx, {
        staffId: null,
        action: 'staff.demo_disabled',
        targetType: 'staff',
        targetId: h.id,
        after: BY,
      });
      report.disabled.push(h.login);
    }
  });
  return report;
}
