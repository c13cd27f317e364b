// The idempotency holes on the real create (docs/decisions/0010): a 1005 is not kept under its key, and a key
// left pending by a process killed during the create is settled by the retry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateInquirySchema } from '@guildhall/contract/support';
import { createTestApp, dialects, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { memoryRateLimitStore } from '../../lib/rate-limit';
import { sha256Hex } from '../../lib/hash';
import { parseWith } from '../../lib/validate';
import { siteFor } from '../../plugins/context';
import {
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_TTL_MS,
  idempotencyKeyHash,
  idempotencyRequestHash,
  storeAnswer,
} from '../../plugins/idempotency';
import { resolveSession } from '../accounts/sessions.service';
import * as inquiries from './inquiries.service';

describe.each(dialects)('idempotent inquiry creates on %s', (dialect) => {
  let t: TestApp;
  let skew = 0;
  let game: number;
  let category: number;
  let alice: string;
  // One address, as a player's browser has: the per-player limit is what these tests count.
  const { get, post, loginPlayer, firstGame } = testClient(() => t, { ip: '127.0.0.1' });

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: { INQUIRY_CREATE_PER_HOUR: '2' },
      deps: { rateLimits: memoryRateLimitStore(() => Date.now() + skew) },
    });
    // No SLA policy: the expected reply is the brand's 24 hours whatever the time of day.
    await t.db.db.deleteFrom('sla_policies').execute();
    game = await firstGame('nova');
    category = (await get(`/inquiries/types?clientId=${game}`)).json().data[0].id;
    alice = await loginPlayer(DEMO_ACCOUNTS[0]);
  });
  afterAll(async () => {
    await t.close();
  });

  const body = (title: string) =>
    JSON.stringify({
      gameId: game,
      gameAreaId: 'kr-main',
      serverId: 'S1',
      roleId: '',
      roleName: 'Mina',
      queryType: category,
      title,
      content: 'The login event reward for day 7 never arrived in my mailbox.',
      attachments: [],
      email: 'player@example.com',
      agreements: { terms: true, userAgreement: true, privacy: true },
    });
  // The body as sent is the text the request hash is taken over (JSON.stringify gives it back).
  const create = (text: string, key: string) =>
    post('/inquiries', JSON.parse(text), { token: alice, headers: { 'idempotency-key': key } });
  const filed = async (title: string) =>
    (await t.db.db.selectFrom('inquiries').select('id').where('title', '=', title).execute()).map((r) => r.id);
  const keyHash = (key: string) => idempotencyKeyHash(`t:${sha256Hex(alice)}`, '/api/inquiries', key);

  /** The pending record of a process killed during the create: its lease has run out. */
  async function crashedHolder(key: string, text: string) {
    const t0 = Date.now();
    const claim = `dead-${key}`;
    await t.db.db
      .insertInto('idempotency_records')
      .values({
        key_hash: keyHash(key),
        request_hash: idempotencyRequestHash('POST', '/api/inquiries', text),
        status_code: 0,
        response: null,
        created_at: new Date(t0 - IDEMPOTENCY_LEASE_MS - 1000).toISOString(),
        expires_at: new Date(t0 + IDEMPOTENCY_TTL_MS).toISOString(),
        claim,
        lease_until: new Date(t0 - 1000).toISOString(),
      })
      .execute();
    return claim;
  }

  it('runs a create refused with 1005 when retried with its key after the limit lifts', async () => {
    expect((await create(body('limit one'), 'limit-key-1')).json().code).toBe(0);
    expect((await create(body('limit two'), 'limit-key-2')).json().code).toBe(0);
    const limited = await create(body('limit three'), 'limit-key-3');
    expect(limited.json()).toMatchObject({ code: 1005 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The player site retries the same text with the same key: still limited within the hour…
    expect((await create(body('limit three'), 'limit-key-3')).json()).toMatchObject({ code: 1005 });
    expect(await filed('limit three')).toEqual([]);
    // …and filed once the limit has lifted.
    skew += 60 * 60_000 + 1000;
    const filedNow = await create(body('limit three'), 'limit-key-3');
    expect(filedNow.json()).toMatchObject({ code: 0, data: { inquiryId: expect.any(Number) } });
    expect(await filed('limit three')).toEqual([filedNow.json().data.inquiryId]);
  });

  it('files the inquiry once when the process holding the key died before it committed', async () => {
    skew += 60 * 60_000 + 1000;
    const text = body('crashed before commit');
    await crashedHolder('crash-key-1', text);
    const retried = await create(text, 'crash-key-1');
    expect(retried.json()).toMatchObject({ code: 0, data: { inquiryId: expect.any(Number) } });
    expect(await filed('crashed before commit')).toEqual([retried.json().data.inquiryId]);
    expect((await create(text, 'crash-key-1')).json()).toEqual(retried.json());
  });

  it('answers the id of the inquiry a process filed before it died', async () => {
    skew += 60 * 60_000 + 1000;
    const text = body('crashed after commit');
    const claim = await crashedHolder('crash-key-2', text);
    // What the killed process had done: the service's create, answer sealed under its claim.
    const session = (await resolveSession(t.db.db, alice, 'nova'))!;
    const site = await siteFor(t.app.brands, { host: 'nova.localhost:8080', query: {}, acceptLanguage: undefined });
    const sealed = await inquiries.create(
      t.db.db,
      session,
      parseWith(CreateInquirySchema, JSON.parse(text)),
      { brandId: 'nova', area: site.area, lang: site.lang, log: { warn: () => undefined } },
      async (trx, data) => {
        expect(await storeAnswer(trx, keyHash('crash-key-2'), claim, data)).toBe(true);
        return data;
      },
    );
    const retried = await create(text, 'crash-key-2');
    // The answer sealed then, word for word (its expected reply time too).
    expect(retried.json()).toEqual({ code: 0, msg: 'success', data: sealed });
    expect(await filed('crashed after commit')).toEqual([sealed.inquiryId]);
  });

  it('files one inquiry when two retries race to take over a dead holder', async () => {
    skew += 60 * 60_000 + 1000;
    const text = body('two takers');
    await crashedHolder('crash-key-3', text);
    const answers = await Promise.all([create(text, 'crash-key-3'), create(text, 'crash-key-3')]);
    for (const a of answers) expect([0, 1004]).toContain(a.json().code);
    const ids = await filed('two takers');
    expect(ids).toHaveLength(1);
    expect((await create(text, 'crash-key-3')).json()).toMatchObject({
      code: 0,
      msg: 'success',
      data: { inquiryId: ids[0], expectedReply: { withinHours: 24 } },
    });
  });
});
