// The staff API's limits per staff member, through the real app on each engine: a change past the
// limit of changes, and a sensitive one past the tighter limit, answer the envelope 1005 (HTTP 429)
// with Retry-After; reads are not counted, and another staff member is not held back. The store is
// filled to the brim directly, so the test does not send a hundred requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_RATE_LIMITS, staffPaths } from '@guildhall/contract/staff';
import { brandAdmin, createTestApp, dialects, type TestApp } from '../../test/helper';
import { testClient } from '../../test/client';
import { memoryRateLimitStore } from '../lib/rate-limit';

describe.each(dialects)('staff rate limits on %s', (dialect) => {
  let t: TestApp;
  const store = memoryRateLimitStore();

  const { get, post } = testClient(() => t);
  async function fill(key: string, rule: { limit: number; windowMs: number }) {
    for (let i = 0; i < rule.limit; i++) await store.hit(key, rule.limit, rule.windowMs);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { deps: { rateLimits: store } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 1005 with Retry-After past the limit of changes, not for reads nor for someone else', async () => {
    const busy = await brandAdmin(t.db, 'busy.admin@guildhall.example', ['nova']);
    const other = await brandAdmin(t.db, 'other.admin@guildhall.example', ['nova']);
    const tag = (name: string) => ({ brand: 'nova', name });
    expect((await post('/staff/tags', tag('first'), busy.token)).json().code).toBe(0);
    await fill(`staff-write:${busy.id}`, STAFF_RATE_LIMITS.write);
    const refused = await post('/staff/tags', tag('one too many'), busy.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 1005, data: [{ field: 'staff', rule: 'write' }] });
    expect(typeof refused.json().msg).toBe('string');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.db.selectFrom('tags').select('id').where('name', '=', 'one too many').execute()).toEqual([]);
    const read = await get(staffPaths.me, busy.token);
    expect(read.json().code).toBe(0);
    expect((await post('/staff/tags', tag('from the other'), other.token)).json().code).toBe(0);
  });

  it('holds the sensitive changes to their tighter limit', async () => {
    const careful = await brandAdmin(t.db, 'careful.admin@guildhall.example', ['nova']);
    await fill(`staff-sensitive:${careful.id}`, STAFF_RATE_LIMITS.sensitive);
    // Refused before the handler looks: no inquiry is needed to be refused.
    const refused = await post(
      staffPaths.playerExport.replace(':inquiryId', '999999'),
      { reason: 'Mail #7001: the player asked for their data' },
      careful.token,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 1005, data: [{ field: 'staff', rule: 'sensitive' }] });
    expect(refused.headers['retry-after']).toBeDefined();
    // An ordinary change is still within its own limit.
    expect((await post('/staff/tags', { brand: 'nova', name: 'still fine' }, careful.token)).json().code).toBe(0);
  });
});
