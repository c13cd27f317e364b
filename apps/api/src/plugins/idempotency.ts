// Idempotency-Key on creates (API.md): the first request with a key claims it; a retry with the
// same body gets the stored answer, another body gets 1011, a retry while the first still runs
// gets 1004 with Retry-After. Records live in the database, so every API process sees them.
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { ErrorCode } from '@guildhall/contract/errors';
import { SIGNATURE_HEADERS } from '@guildhall/contract/signature';
import type { Database } from '../db/schema';
import { AppError } from '../lib/app-error';
import { sha256Hex } from '../lib/hash';
import { bearerToken } from './signature';

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKeyHash?: string;
  }
}

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export const idempotencyPlugin = fp<{ db: Kysely<Database>; now?: () => number }>(async (app, { db, now = Date.now }) => {
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = request.headers[SIGNATURE_HEADERS.idempotencyKey];
    if (key === undefined) return;
    if (typeof key !== 'string' || !/^[\w-]{8,128}$/.test(key)) {
      throw new AppError(ErrorCode.validation, [{ field: 'Idempotency-Key', rule: 'invalid' }]);
    }
    // A key is scoped to the caller and the route, so two callers can never collide.
    const token = bearerToken(request);
    const scope = token ? `t:${sha256Hex(token)}` : `ip:${request.ip}`;
    const keyHash = sha256Hex(`${scope}\n${request.routeOptions.url}\n${key}`);
    // The query only carries locale hints (spec_lang, domain_area): a retry in another language is
    // still the same request.
    const requestHash = sha256Hex(`${request.method}\n${request.url.split('?')[0]}\n${request.rawBody ?? ''}`);
    const t = now();
    const existing = await db.selectFrom('idempotency_records').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
    if (existing && existing.expires_at > new Date(t).toISOString()) {
      if (existing.request_hash !== requestHash) throw new AppError(ErrorCode.idempotencyReused);
      if (existing.response === null) throw new AppError(ErrorCode.conflict, null, { 'retry-after': '1' });
      reply.header('idempotent-replayed', 'true');
      return reply.status(existing.status_code).type('application/json; charset=utf-8').send(existing.response);
    }
    if (existing) await db.deleteFrom('idempotency_records').where('key_hash', '=', keyHash).execute();
    try {
      await db
        .insertInto('idempotency_records')
        .values({
          key_hash: keyHash,
          request_hash: requestHash,
          status_code: 0,
          response: null,
          created_at: new Date(t).toISOString(),
          expires_at: new Date(t + IDEMPOTENCY_TTL_MS).toISOString(),
        })
        .execute();
    } catch {
      // Another request with the same key won the race and is still running.
      throw new AppError(ErrorCode.conflict, null, { 'retry-after': '1' });
    }
    request.idempotencyKeyHash = keyHash;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const keyHash = request.idempotencyKeyHash;
    if (!keyHash) return payload;
    request.idempotencyKeyHash = undefined;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      // A failed first attempt must not be replayed: free the key for a real retry.
      await db.deleteFrom('idempotency_records').where('key_hash', '=', keyHash).execute();
    } else {
      await db
        .updateTable('idempotency_records')
        .set({ status_code: reply.statusCode, response: payload })
        .where('key_hash', '=', keyHash)
        .execute();
    }
    return payload;
  });
});

/** Removes expired records; the scheduled clean-up calls it. */
export async function purgeIdempotencyRecords(db: Kysely<Database>, at: Date = new Date()): Promise<number> {
  const result = await db.deleteFrom('idempotency_records').where('expires_at', '<=', at.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
