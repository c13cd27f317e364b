// In-game entry: a game's backend asks, server to server, for a session of one of its platform
// players and puts the token into the webview URL as oauth_token. The request is signed with the
// game's shared secret: X-Platform-Signature = hex HMAC-SHA256(secret, TIMESTAMP + "\n" + NONCE +
// "\n" + BODY), where X-Platform-Nonce is fresh for every request (16 to 64 letters, digits, "-"
// or "_", e.g. a UUID) and is refused when seen again while its timestamp could still be valid.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LoginResult } from '@guildhall/contract/accounts';
import { SIGNATURE_MAX_AGE_MS } from '@guildhall/contract/constants';
import { ErrorCode } from '@guildhall/contract/errors';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { NonceStore } from '../../lib/rate-limit';
import { findGamePlatformSecret, findUserByAccount, insertUser, updateUser } from './accounts.repository';
import { issueSession } from './sessions.service';

export const PLATFORM_NONCE_PATTERN = /^[\w-]{16,64}$/;

export function platformSignature(secret: string, timestamp: string, nonce: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${nonce}\n${body}`).digest('hex');
}

export async function platformSession(
  db: Kysely<Database>,
  nonces: NonceStore,
  input: {
    gameId: number;
    platformUserId: string;
    username: string;
    timestamp: string | undefined;
    nonce: string | undefined;
    signature: string | undefined;
    rawBody: string;
  },
  now = Date.now(),
): Promise<LoginResult> {
  const game = await findGamePlatformSecret(db, input.gameId);
  const fail = (rule = 'mismatch') =>
    new AppError(ErrorCode.badSignature, { data: [{ field: 'X-Platform-Signature', rule }] });
  if (
    !game?.platform_secret ||
    !input.timestamp ||
    !input.nonce ||
    !input.signature ||
    !/^[0-9a-f]{64}$/i.test(input.signature)
  )
    throw fail();
  if (!PLATFORM_NONCE_PATTERN.test(input.nonce)) throw fail();
  if (!/^\d{10,16}$/.test(input.timestamp) || Math.abs(now - Number(input.timestamp)) > SIGNATURE_MAX_AGE_MS)
    throw fail();
  const expected = Buffer.from(
    platformSignature(game.platform_secret, input.timestamp, input.nonce, input.rawBody),
    'hex',
  );
  if (!timingSafeEqual(expected, Buffer.from(input.signature.toLowerCase(), 'hex'))) throw fail();
  // Spent only once the signature holds; kept for as long as any timestamp could be accepted,
  // in the shared store, so a replay is refused on every node.
  if (!(await nonces.add(`pf:${game.id}:${input.nonce}`, SIGNATURE_MAX_AGE_MS * 2))) throw fail('replayed');

  const account = `pf_${game.id}_${input.platformUserId}`.toLowerCase();
  let user = await findUserByAccount(db, account);
  if (!user) {
    try {
      user = await insertUser(db, { account, type: 'PLATFORM', username: input.username });
    } catch {
      user = await findUserByAccount(db, account);
      if (!user) throw new AppError(ErrorCode.internal);
    }
  } else if (user.username !== input.username) {
    await updateUser(db, user.id, { username: input.username });
    user = { ...user, username: input.username };
  }
  return issueSession(db, { user, brandId: game.brand_id, remember: false, now });
}
