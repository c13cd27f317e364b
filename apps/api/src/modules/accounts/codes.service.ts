// One-time six-digit codes (quick login, password recovery, email binding, registration): stored
// hashed, valid 10 minutes, a few attempts each; a new code replaces the previous one of that
// purpose. A registration code belongs to its address (`userId: null`): there is no account yet.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_TTL_MS } from '@guildhall/contract/account-types';
import type { Database, VerificationCodesTable } from '../../db/schema';
import { sha256Hex } from '../../lib/hash';
import {
  type CodeOwner,
  consumeCode,
  consumeOpenCodes,
  deleteCodesExpiredBy,
  findLatestOpenCode,
  insertCode,
  spendAttempt,
} from './codes.repository';

type Purpose = VerificationCodesTable['purpose'];

function codeHash(purpose: Purpose, target: string, code: string): string {
  return sha256Hex(`${purpose}\n${target}\n${code}`);
}

const ownerOf = (userId: number | null, target: string): CodeOwner =>
  userId === null ? { address: target } : { userId };

export async function createCode(
  db: Kysely<Database>,
  input: { purpose: Purpose; userId: number | null; target: string; now?: number },
): Promise<string> {
  const now = input.now ?? Date.now();
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  await db.transaction().execute(async (trx) => {
    await consumeOpenCodes(trx, input.purpose, ownerOf(input.userId, input.target), new Date(now).toISOString());
    await insertCode(trx, {
      purpose: input.purpose,
      user_id: input.userId,
      target: input.target,
      code_hash: codeHash(input.purpose, input.target, code),
      attempts: 0,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + CODE_TTL_MS).toISOString(),
      consumed_at: null,
    });
  });
  return code;
}

export type CodeCheck = 'ok' | 'wrong' | 'exhausted';

/**
 * Checks a code for (purpose, user, target), or (purpose, target) of a registration. Every check spends an attempt first, with a
 * conditional update, so parallel guesses cannot exceed the limit. A right code is consumed.
 */
export async function checkCode(
  db: Kysely<Database>,
  input: { purpose: Purpose; userId: number | null; target: string; code: string; now?: number },
): Promise<CodeCheck> {
  const now = new Date(input.now ?? Date.now()).toISOString();
  const row = await findLatestOpenCode(db, input.purpose, ownerOf(input.userId, input.target), now);
  if (!row || row.target !== input.target) return 'wrong';
  if (!(await spendAttempt(db, row.id, CODE_MAX_ATTEMPTS))) return 'exhausted';
  if (row.code_hash !== codeHash(input.purpose, input.target, input.code)) {
    return row.attempts + 1 >= CODE_MAX_ATTEMPTS ? 'exhausted' : 'wrong';
  }
  return (await consumeCode(db, row.id, now)) ? 'ok' : 'wrong';
}

/** Removes codes that expired more than a day ago (housekeeping). */
export async function purgeCodes(db: Kysely<Database>, at = new Date()): Promise<number> {
  const cutoff = new Date(at.getTime() - 24 * 60 * 60 * 1000).toISOString();
  return deleteCodesExpiredBy(db, cutoff);
}
