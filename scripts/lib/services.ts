// Scratch PostgreSQL databases and Redis databases for scripts that start whole API nodes
// (scripts/multinode.ts, the PostgreSQL scenarios of scripts/bench.ts). Each run gets its own, so
// runs never see each other's rows or rate-limit counters, and each is dropped again by the
// Resources list (scripts/bench-process.ts), on success, failure or Ctrl-C.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { BenchError, type Resources } from '../bench-process';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** The URL without its password, for messages. */
export const redact = (url: string) => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:…@');

/**
 * Creates database `<prefix>_<pid>_<random>` on the server of `adminUrl` (whose database is only
 * used to issue CREATE and DROP) and answers its URL. The drop is registered in `resources`; it
 * uses WITH (FORCE), so a node killed with open connections cannot keep the database alive.
 */
export async function createScratchDatabase(resources: Resources, adminUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new BenchError(`bad database name ${name}`);
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (err) {
    throw new BenchError(
      `PostgreSQL at ${redact(adminUrl)}: cannot create database ${name} (${err instanceof Error ? err.message : String(err)})`,
    );
  } finally {
    await admin.end().catch(() => undefined);
  }
  resources.add(`database ${name}`, async () => {
    const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
    await c.connect();
    try {
      await c.query(`drop database if exists ${name} with (force)`);
    } finally {
      await c.end();
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** True when PostgreSQL at `url` accepts a connection and a query. */
export async function postgresReachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

export async function redisReachable(url: string): Promise<boolean> {
  const r = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

/** The same server, database number `db` (a redis:// URL's path is its database). */
function withDb(redisUrl: string, db: number): string {
  const url = new URL(redisUrl);
  url.pathname = `/${db}`;
  return url.toString();
}

const CLAIM_KEY = 'guildhall:scratch-claim';

/**
 * The API's Redis keys have fixed prefixes (gh:rl:, gh:nonce:) and rate limits are per client IP,
 * which is 127.0.0.1 for every local test: sharing a Redis database with another run would mix
 * their counters. So a run claims a Redis database of its own: the highest-numbered one (15 down to
 * 1; 0 is left to everyone else) that is empty, marked by a claim key set with NX and an expiry,
 * and answers `redisUrl` pointing at it. The release empties it (it held nothing before the claim).
 */
export async function claimScratchRedisDb(resources: Resources, redisUrl: string, tag: string): Promise<string> {
  const owner = `${tag}:${process.pid}:${randomBytes(4).toString('hex')}`;
  for (let db = 15; db >= 1; db -= 1) {
    const url = withDb(redisUrl, db);
    const r = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      connectTimeout: 3000,
      retryStrategy: () => null,
    });
    try {
      await r.connect();
    } catch (err) {
      r.disconnect();
      throw new BenchError(`Redis at ${redact(redisUrl)}: ${err instanceof Error ? err.message : String(err)}`);
    }
    try {
      if ((await r.dbsize()) !== 0) continue;
      if ((await r.set(CLAIM_KEY, owner, 'EX', 3600, 'NX')) !== 'OK') continue;
      // Someone may have started writing between DBSIZE and SET: then it is theirs.
      if ((await r.dbsize()) !== 1) {
        if ((await r.get(CLAIM_KEY)) === owner) await r.del(CLAIM_KEY);
        continue;
      }
      resources.add(`Redis database ${db}`, async () => {
        const c = new Redis(url, { maxRetriesPerRequest: 1, retryStrategy: () => null });
        try {
          if ((await c.get(CLAIM_KEY)) === owner) await c.flushdb();
        } finally {
          c.disconnect();
        }
      });
      return url;
    } catch (err) {
      if (err instanceof Error && /SELECT|DB index/i.test(err.message)) break; // fewer than 16 databases configured
      throw err;
    } finally {
      r.disconnect();
    }
  }
  throw new BenchError(`Redis at ${redact(redisUrl)}: no empty database among 1-15 to claim`);
}
