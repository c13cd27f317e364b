// Idempotency-Key on creates (docs/wire-contract.md, Idempotency): the first request with a key claims it; a retry with the
// same body gets the stored answer, another body gets 1011, a retry while the first still runs
// gets 1004 with Retry-After. Records live in the database, so every API process sees them.
//
// Only answers that executed are kept, as Stripe does: the create's own transaction stores its
// answer (`request.sealIdempotent`), so the answer is stored exactly when the create committed.
// Any other answer (a rate limit, a validation refusal, a fault) frees the key, so a retry runs
// again. A pending key holds a claim with a short lease; a retry past the lease (its holder died)
// takes the key over with a new claim, and the old holder, should it still be alive, can no
// longer store its answer, so its transaction rolls back (docs/decisions/0010).
//
// The claim (a preHandler, after the signature check) and the release (onSend) are hooks of the
// routes with `config.idempotent` only, added as each route is declared: other requests skip them.
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { onSendAsyncHookHandler, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { ErrorCode } from '@guildhall/contract/errors';
import type { Envelope } from '@guildhall/contract/envelope';
import { SIGNATURE_HEADERS } from '@guildhall/contract/signature';
import type { Database } from '../db/schema';
import { AppError } from '../lib/app-error';
import { sha256Hex } from '../lib/hash';
import { addLeadingPreHandler, bearerToken } from './signature';
import * as repo from './idempotency.repository';

/**
 * Stores the create's answer under the request's claim, inside the create's transaction; throws
 * 1004 when another request took the key over meanwhile, which rolls the create back. Returns the
 * data, for the handler to answer with.
 */
export type SealIdempotent = <T>(trx: Transaction<Database>, data: T) => Promise<T>;

/** For callers without an Idempotency-Key (and for tests and scripts calling services). */
export const noSeal: SealIdempotent = async (_trx, data) => data;

interface HeldKey {
  keyHash: string;
  claim: string;
  sealed: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey?: HeldKey | undefined;
    sealIdempotent: SealIdempotent;
  }
}

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How long a pending key stays its first request's: longer than any create takes (they are a few
 * statements, a password hash at most), short enough that a retry after a crash is settled within
 * seconds. A create slower than this is still exactly once: see the header.
 */
export const IDEMPOTENCY_LEASE_MS = 10_000;

/** The record's key: the client's key scoped to the caller and the route, so callers never collide. */
export function idempotencyKeyHash(scope: string, routeUrl: string, key: string): string {
  return sha256Hex(`${scope}\n${routeUrl}\n${key}`);
}

/** What a retry must repeat. The query only carries locale hints: another language is the same request. */
export function idempotencyRequestHash(method: string, url: string, rawBody: string): string {
  return sha256Hex(`${method}\n${url.split('?')[0]}\n${rawBody}`);
}

/** The answer a sealed create sends, byte for byte as reply.ok sends it. */
export function successPayload(data: unknown): string {
  const body: Envelope<unknown> = { code: 0, msg: 'success', data };
  return JSON.stringify(body);
}

/**
 * Stores a create's answer under its claim, in the create's transaction. False when the claim no
 * longer holds (another request took the key over): the caller must roll back. The row lock this
 * update takes orders it against a takeover on both engines, so exactly one of them wins.
 */
export async function storeAnswer(
  trx: Transaction<Database>,
  keyHash: string,
  claim: string,
  data: unknown,
): Promise<boolean> {
  return repo.sealRecord(trx, keyHash, claim, 200, successPayload(data));
}

const retryAfter = (ms: number) => ({ 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) });

export const idempotencyPlugin = fp<{ db: Kysely<Database>; now?: () => number; leaseMs?: number }>(
  async (app, { db, now = Date.now, leaseMs = IDEMPOTENCY_LEASE_MS }) => {
    app.decorateRequest('idempotencyKey', undefined);
    app.decorateRequest('sealIdempotent', noSeal);

    const claimKey: preHandlerAsyncHookHandler = async (request, reply) => {
      const key = request.headers[SIGNATURE_HEADERS.idempotencyKey];
      if (key === undefined) return;
      if (typeof key !== 'string' || !/^[\w-]{8,128}$/.test(key)) {
        throw new AppError(ErrorCode.validation, { data: [{ field: 'Idempotency-Key', rule: 'invalid' }] });
      }
      const token = bearerToken(request);
      const scope = token ? `t:${sha256Hex(token)}` : `ip:${request.ip}`;
      const keyHash = idempotencyKeyHash(scope, request.routeOptions.url ?? '', key);
      const requestHash = idempotencyRequestHash(request.method, request.url, request.rawBody ?? '');
      const claim = randomUUID();

      const hold = () => {
        const held: HeldKey = { keyHash, claim, sealed: false };
        request.idempotencyKey = held;
        request.sealIdempotent = async (trx, data) => {
          if (!(await storeAnswer(trx, held.keyHash, held.claim, data))) {
            request.log.warn(
              { idempotency: { lostClaim: true } },
              'idempotency key taken over while the create ran: rolled back',
            );
            throw new AppError(ErrorCode.conflict, { headers: retryAfter(1000) });
          }
          held.sealed = true;
          return data;
        };
      };

      // Each pass either settles the request or loses a race that changed the record; two passes
      // more see what the winner left.
      for (let pass = 0; pass < 3; pass++) {
        const t = now();
        const iso = new Date(t).toISOString();
        const lease = new Date(t + leaseMs).toISOString();
        const existing = await repo.findRecord(db, keyHash);
        if (existing && existing.expires_at > iso) {
          if (existing.request_hash !== requestHash) throw new AppError(ErrorCode.idempotencyReused);
          if (existing.response !== null) {
            reply.header('idempotent-replayed', 'true');
            return reply.status(existing.status_code).type('application/json; charset=utf-8').send(existing.response);
          }
          if (existing.lease_until !== null && existing.lease_until > iso) {
            throw new AppError(ErrorCode.conflict, { headers: retryAfter(Date.parse(existing.lease_until) - t) });
          }
          // The holder's lease ran out: it died, or is so slow that its answer will not count.
          if (await repo.takeOver(db, keyHash, existing.claim, claim, lease)) {
            request.log.warn(
              { idempotency: { takenOver: true } },
              'idempotency key taken over after its lease ran out',
            );
            return hold();
          }
          continue;
        }
        if (existing) await repo.deleteExpiredRecord(db, keyHash, iso);
        try {
          await repo.insertRecord(db, {
            key_hash: keyHash,
            request_hash: requestHash,
            status_code: 0,
            response: null,
            created_at: iso,
            expires_at: new Date(t + IDEMPOTENCY_TTL_MS).toISOString(),
            claim,
            lease_until: lease,
          });
          return hold();
        } catch {
          // Another request with the same key inserted first: look again at what it holds.
        }
      }
      throw new AppError(ErrorCode.conflict, { headers: retryAfter(1000) });
    };

    const settleKey: onSendAsyncHookHandler = async (request, reply, payload) => {
      const held = request.idempotencyKey;
      if (!held) return payload;
      request.idempotencyKey = undefined;
      if (reply.statusCode < 300 && held.sealed) return payload;
      if (reply.statusCode < 300 && typeof payload === 'string') {
        // A create that did not seal in its transaction: store its answer after the fact, still
        // only under its own claim. Every idempotent route seals; this keeps a new one correct
        // as long as nothing can take its key over, that is within the lease.
        request.log.warn({ route: request.routeOptions.url }, 'idempotent route answered without sealing its answer');
        await repo.sealRecord(db, held.keyHash, held.claim, reply.statusCode, payload);
        return payload;
      }
      // Nothing executed (a refusal, a fault, a lost claim): free the key, if still ours, so a
      // retry runs for real, e.g. once a rate limit has lifted.
      await repo.releaseRecord(db, held.keyHash, held.claim);
      return payload;
    };

    app.addHook('onRoute', (route) => {
      if (!route.config?.idempotent) return;
      addLeadingPreHandler(route, claimKey);
      route.onSend = [...asArray(route.onSend), settleKey] as RouteOptions['onSend'];
    });
  },
);

function asArray(hooks: unknown): unknown[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? [...(hooks as unknown[])] : [hooks];
}

/** Removes expired records; the scheduled clean-up calls it. */
export async function purgeIdempotencyRecords(db: Kysely<Database>, at: Date = new Date()): Promise<number> {
  return repo.purgeExpiredRecords(db, at.toISOString());
}
