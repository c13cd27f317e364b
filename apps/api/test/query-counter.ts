// A second app on a test app's database whose queries are counted (a Kysely plugin sees every
// statement the app compiles), so a test can show a list costs a fixed number of queries whatever
// its length. Shared by the admin and staff query-count tests.
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { TEST_PASSWORD_COST, type TestApp } from './helper';
import { loadConfig } from '../src/config';
import { storageFor } from '../src/lib/s3-storage';
import { buildApp } from '../src/app';

export interface QueryCounter {
  app: FastifyInstance;
  /**
   * Queries one GET makes. The smaller of two runs: the brand directory's 2-second cache may miss
   * once, which is not the list's doing.
   */
  queriesOf(url: string, token: string): Promise<{ n: number; data: unknown }>;
}

export async function createQueryCounter(t: TestApp): Promise<QueryCounter> {
  let queries = 0;
  const counting: KyselyPlugin = {
    transformQuery: (args) => (queries++, args.node),
    transformResult: async (args) => args.result,
  };
  const config = loadConfig({
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: '',
    PASSWORD_HASH_COST: String(TEST_PASSWORD_COST),
  });
  const app = await buildApp(config, {
    db: { ...t.db, db: t.db.db.withPlugin(counting) },
    storage: storageFor(config, 'media'),
  });
  await app.ready();
  async function queriesOf(url: string, token: string) {
    let n = Infinity;
    let data: unknown;
    for (let i = 0; i < 2; i++) {
      const before = queries;
      const res = await app.inject({
        method: 'GET',
        url: `/api${url}`,
        headers: { host: 'nova.localhost:8080', authorization: `Bearer ${token}` },
      });
      n = Math.min(n, queries - before);
      expect(res.json().code, url).toBe(0);
      data = res.json().data;
    }
    return { n, data };
  }
  return { app, queriesOf };
}
