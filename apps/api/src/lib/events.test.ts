import net from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createTestApp, dialects, TEST_PASSWORD_COST, type TestApp } from '../../test/helper';
import { testClient } from '../../test/client';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDb, type DbHandle } from '../db/connection';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import { DEMO_STAFF } from '../db/seed/demo-staff';
import { memoryEventBus, redisEventBus, type EventBus, type EventMap } from './events';
import { connectRedis } from './redis-stores';
import { localStorage } from './storage';

const url = process.env.TEST_REDIS_URL;

describe('the in-process event bus', () => {
  it('hands events to their subscribers until they unsubscribe', async () => {
    const bus = memoryEventBus();
    const seen: EventMap['catalogue.changed'][] = [];
    const replies: number[] = [];
    const off = bus.subscribe('catalogue.changed', (p) => seen.push(p));
    bus.subscribe('inquiry.replied', (p) => replies.push(p.accountId));
    await bus.publish('catalogue.changed', { brandId: 'nova' });
    expect(seen).toEqual([{ brandId: 'nova' }]);
    expect(replies).toEqual([]);
    off();
    await bus.publish('catalogue.changed', { brandId: 'ember' });
    expect(seen).toHaveLength(1);
  });

  it('keeps delivering when one handler throws, and logs the failure', async () => {
    const errors: string[] = [];
    const bus = memoryEventBus({ log: { warn() {}, error: (_o, msg) => errors.push(msg) } });
    let second = 0;
    bus.subscribe('catalogue.changed', () => {
      throw new Error('boom');
    });
    bus.subscribe('catalogue.changed', () => void second++);
    await expect(bus.publish('catalogue.changed', { brandId: 'nova' })).resolves.toBeUndefined();
    expect(second).toBe(1);
    expect(errors).toEqual(['event handler failed']);
  });
});

// Mandatory in CI (.ci/run sets TEST_REDIS_URL and starts Redis); here only when Redis is configured.
describe.runIf(url)('the event bus over Redis', () => {
  const channel = `gh-test-events:${randomBytes(4).toString('hex')}`;
  const connections: Redis[] = [];
  const buses: EventBus[] = [];
  function bus(ch = channel) {
    const redis = connectRedis(url!);
    connections.push(redis);
    const b = redisEventBus(redis, { channel: ch });
    buses.push(b);
    return b;
  }
  afterAll(async () => {
    for (const b of buses) await b.close();
    for (const r of connections) r.disconnect();
  });

  it('carries an event to every other process once, and to the publisher once', async () => {
    const a = bus();
    const b = bus();
    await Promise.all([a.ready(), b.ready()]);
    const atA: unknown[] = [];
    const atB: unknown[] = [];
    a.subscribe('catalogue.changed', (p) => atA.push(p));
    b.subscribe('catalogue.changed', (p) => atB.push(p));
    b.subscribe('inquiry.replied', (p) => atB.push(p));

    await a.publish('catalogue.changed', { brandId: 'nova' });
    // The publisher's own handlers ran before publish returned.
    expect(atA).toEqual([{ brandId: 'nova' }]);
    await expect.poll(() => atB, { timeout: 2000 }).toEqual([{ brandId: 'nova' }]);
    await a.publish('inquiry.replied', { accountId: 7, inquiryId: 12 });
    await expect.poll(() => atB.length, { timeout: 2000 }).toBe(2);
    expect(atB[1]).toEqual({ accountId: 7, inquiryId: 12 });
    // Its own message coming back from Redis is not handled a second time.
    await new Promise((r) => setTimeout(r, 100));
    expect(atA).toEqual([{ brandId: 'nova' }]);
  });

  it('starts listening once Redis is back when it was away at start', async () => {
    // Redis behind a little TCP relay that is not there at first.
    const target = new URL(url!);
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (probe.address() as net.AddressInfo).port;
        probe.close(() => resolve(p));
      });
    });
    const warnings: string[] = [];
    const log = {
      warn: (_o: object, msg: string) => warnings.push(msg),
      error: (_o: object, msg: string) => warnings.push(msg),
    };
    const away = connectRedis(`redis://127.0.0.1:${port}`);
    away.on('error', () => {}); // refused until the relay is up: expected here
    connections.push(away);
    const late = redisEventBus(away, { channel, log });
    buses.push(late);
    const seen: unknown[] = [];
    late.subscribe('catalogue.changed', (p) => seen.push(p));
    await expect
      .poll(() => warnings, { timeout: 5000 })
      .toContain('events: could not subscribe; trying again when Redis is back');

    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((r) => relay.listen(port, '127.0.0.1', r));
    try {
      let ready = false;
      void late.ready().then(() => (ready = true));
      await expect.poll(() => ready, { timeout: 5000 }).toBe(true);
      await bus().publish('catalogue.changed', { brandId: 'vela' });
      await expect.poll(() => seen, { timeout: 2000 }).toEqual([{ brandId: 'vela' }]);
    } finally {
      away.disconnect();
      await late.close();
      relay.close();
    }
  });

  it('ignores messages that are not events it knows', async () => {
    const ch = `${channel}:strict`;
    const a = bus(ch);
    await a.ready();
    const seen: unknown[] = [];
    a.subscribe('catalogue.changed', (p) => seen.push(p));
    const raw = connectRedis(url!);
    connections.push(raw);
    await raw.publish(ch, 'not json');
    await raw.publish(ch, JSON.stringify({ origin: 'x', name: 'catalogue.exploded', payload: {} }));
    await raw.publish(ch, JSON.stringify({ origin: 'x', name: 'catalogue.changed', payload: null }));
    await raw.publish(ch, JSON.stringify({ origin: 'x', name: 'catalogue.changed', payload: { brandId: 'ember' } }));
    await expect.poll(() => seen, { timeout: 2000 }).toEqual([{ brandId: 'ember' }]);
  });
});

// Two API processes on one database and one Redis: what an admin changes through one is what
// players see through the other at once, not when the other's caches expire.
describe.runIf(url).each(dialects)('two processes sharing Redis on %s', (dialect) => {
  let a: TestApp;
  let b: FastifyInstance;
  let bDb: DbHandle;
  const channel = `gh-test-events:${randomBytes(4).toString('hex')}`;
  const redis: Redis[] = [];
  const buses: EventBus[] = [];
  let adminToken: string;

  function sharedBus() {
    const r = connectRedis(url!);
    redis.push(r);
    const bus = redisEventBus(r, { channel });
    buses.push(bus);
    return bus;
  }
  const atA = testClient(() => a);
  const atB = testClient(() => ({ app: b, db: bDb }));

  beforeAll(async () => {
    a = await createTestApp(dialect, { deps: { events: sharedBus() } });
    bDb = openDb({
      databaseUrl: dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
      dataDir: a.dataDir,
      ...(a.db.schema ? { pgSchema: a.db.schema, poolSize: 2 } : {}),
    });
    const config = loadConfig({
      DATA_DIR: a.dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: '',
      PASSWORD_HASH_COST: String(TEST_PASSWORD_COST),
    });
    b = await buildApp(config, { db: bDb, storage: localStorage(path.join(a.dataDir, 'media')), events: sharedBus() });
    await b.ready();
    await Promise.all(buses.map((x) => x.ready()));
    adminToken = await atA.loginStaff(DEMO_STAFF[0]);
  });
  afterAll(async () => {
    await b.close();
    await bDb.close();
    await a.close();
    for (const bus of buses) await bus.close();
    for (const r of redis) r.disconnect();
  });

  it("drops the other process's catalogue and brand caches when an admin edits", async () => {
    const game = await a.db.db
      .selectFrom('games')
      .select('id')
      .where('brand_id', '=', 'nova')
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    const titleAtB = async () =>
      ((await atB.get('/games/simple')).json().data as { id: number; title: string }[]).find((g) => g.id === game.id)
        ?.title;
    const colourAtB = async () => (await atB.get('/site/boot')).json().data.brand.mainColor as string;
    // B has both answers cached (for 2 s).
    const before = await titleAtB();
    expect(before).toBeTruthy();
    const colourBefore = await colourAtB();
    const cachedAt = Date.now();

    const view = (await atA.get('/staff/admin/games?brand=nova', adminToken))
      .json()
      .data.find((g: { id: number }) => g.id === game.id);
    const { id: _i, artwork: _a, ...rest } = view;
    // Every language's title, so whichever language B answers in shows the change.
    const texts = Object.fromEntries(
      Object.entries(view.texts as Record<string, { title: string }>).map(([lang, t]) => [
        lang,
        { ...t, title: `${t.title} (remastered)` },
      ]),
    );
    expect((await atA.post(`/staff/admin/games/${game.id}`, { ...rest, texts }, adminToken)).json().code).toBe(0);
    await expect.poll(titleAtB, { timeout: 1000, interval: 10 }).toBe(`${before} (remastered)`);

    const brands = (await atA.get('/staff/admin/brands', adminToken)).json().data as Record<string, unknown>[];
    const { id: _id, logo: _l, favicon: _f, ...editable } = brands.find((x) => x.id === 'nova')!;
    const colour = colourBefore === '#12ab34' ? '#34ab12' : '#12ab34';
    expect(
      (await atA.post('/staff/admin/brands/nova', { ...editable, mainColor: colour }, adminToken)).json().code,
    ).toBe(0);
    await expect.poll(colourAtB, { timeout: 1000, interval: 10 }).toBe(colour);
    // Both were seen well within the caches' 2 s lifetime: the event did it, not the expiry.
    expect(Date.now() - cachedAt).toBeLessThan(1900);
  });

  it('tells every process when staff answer a player', async () => {
    const replied: EventMap['inquiry.replied'][] = [];
    b.events.subscribe('inquiry.replied', (p) => replied.push(p));
    const player = await atA.loginPlayer(DEMO_ACCOUNTS[0]);
    const game = await atA.firstGame('nova');
    const category = (await atA.get(`/inquiries/types?clientId=${game}`)).json().data[0].id as number;
    const created = await atA.post(
      '/inquiries',
      {
        gameId: game,
        gameAreaId: 'kr-main',
        serverId: 'S1',
        roleId: '',
        roleName: 'Mina',
        queryType: category,
        title: 'Reward missing',
        content: 'The day 7 login reward never arrived.',
        attachments: [],
        email: 'p@example.com',
        agreements: { terms: true, userAgreement: true, privacy: true },
      },
      player,
    );
    const inquiryId = created.json().data.inquiryId as number;
    const agent = await atA.loginStaff(DEMO_STAFF[1]);
    expect(
      (await atA.post(`/staff/inquiries/${inquiryId}/reply`, { content: 'Sent it again, sorry.' }, agent)).json().code,
    ).toBe(0);
    const user = await a.db.db
      .selectFrom('users')
      .select('id')
      .where('account', '=', DEMO_ACCOUNTS[0].account)
      .executeTakeFirstOrThrow();
    await expect.poll(() => replied, { timeout: 2000 }).toEqual([{ accountId: user.id, inquiryId }]);
    // A refused reply (not the agent's brand, or a bad body) says nothing.
    expect((await atA.post(`/staff/inquiries/${inquiryId}/reply`, { content: '' }, agent)).json().code).not.toBe(0);
    await new Promise((r) => setTimeout(r, 100));
    expect(replied).toHaveLength(1);
  });
});
