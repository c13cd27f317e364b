import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '@guildhall/contract/envelope';
import { GameDetailSchema, GameListItemSchema, PrecheckResultSchema } from '@guildhall/contract/games';
import { createTestApp, dialects, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { seedGames } from '../../db/seed/demo-data';

describe.each(dialects)('games on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const { get } = testClient(() => t);

  it('lists the brand of the Host in display order, in the contract shape', async () => {
    const res = await get('/games/simple');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-request-id']).toMatch(/[\w-]{8,}/);
    const body = envelopeSchema(z.array(GameListItemSchema)).parse(res.json());
    expect(body.code).toBe(0);
    const expected = seedGames.filter((g) => g.brandId === 'nova').map((g) => g.gameName);
    expect(body.data.map((g) => g.gameName)).toEqual(expected);
    for (const g of body.data) {
      expect(g.imageConfig.cover).toMatch(/^\/media\/games\/.+\.svg$/);
      expect(g.link.replenishment).toMatch(/^https:\/\//);
    }
  });

  it('answers each brand with its own games, and the default brand for unknown hosts', async () => {
    const hanami = (await get('/games/simple', { brand: 'hanami' })).json().data as { gameName: string }[];
    expect(hanami.map((g) => g.gameName)).toEqual(
      seedGames.filter((g) => g.brandId === 'hanami').map((g) => g.gameName),
    );
    const unknown = await get('/games/simple', { headers: { host: 'unknown.example.com' } });
    const nova = (await get('/games/simple')).json();
    expect(unknown.json()).toEqual(nova);
    const plain = await get('/games/simple', { headers: { host: 'localhost:8080' } });
    expect(plain.json()).toEqual(nova);
  });

  it('answers texts in the language asked for, falling back to the area default', async () => {
    const game = seedGames.find((g) => g.brandId === 'nova' && g.texts.ko)!;
    const ko = (await get('/games/simple?spec_lang=ko')).json().data as { gameName: string; title: string }[];
    expect(ko.find((g) => g.gameName === game.gameName)?.title).toBe(game.texts.ko!.title);
    // kr offers only Korean: an English request still gets the area's language.
    const en = (await get('/games/simple?spec_lang=en')).json().data as { gameName: string; title: string }[];
    expect(en.find((g) => g.gameName === game.gameName)?.title).toBe(game.texts.ko!.title);
    // In a multi-language area, English is honoured.
    const lumen = seedGames.find((g) => g.brandId === 'lumen')!;
    const lumenEn = (await get('/games/simple?spec_lang=en', { brand: 'lumen' })).json().data as {
      gameName: string;
      title: string;
    }[];
    expect(lumenEn.find((g) => g.gameName === lumen.gameName)?.title).toBe(lumen.texts.en.title);
  });

  it('filters by platform and rejects an unknown one with 1001', async () => {
    const ios = (await get('/games/simple?platform=ios')).json().data as { gameName: string }[];
    const expected = seedGames
      .filter((g) => g.brandId === 'nova' && g.platforms.includes('ios'))
      .map((g) => g.gameName);
    expect(ios.map((g) => g.gameName)).toEqual(expected);
    const bad = await get('/games/simple?platform=toaster');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 1001, data: [{ field: 'platform' }] });
  });

  it('details carry description, platforms, area and a null download link where there is none', async () => {
    const all = envelopeSchema(z.array(GameDetailSchema)).parse(
      (await get('/games/all', { brand: 'vela' })).json(),
    ).data;
    const seeds = seedGames.filter((g) => g.brandId === 'vela');
    expect(all).toHaveLength(seeds.length);
    for (const g of all) {
      const seed = seeds.find((s) => s.gameName === g.gameName)!;
      expect(g.downloadUrl).toBe(seed.downloadUrl);
      expect(g.description.length).toBeGreaterThan(20);
    }
    const withoutDownload = seedGames.filter((g) => g.downloadUrl === null);
    expect(withoutDownload.length).toBeGreaterThanOrEqual(1);
    expect(withoutDownload.length).toBeLessThan(seedGames.length / 2);
  });

  it('precheck answers true with the game area for the brand, false for another brand game', async () => {
    const list = (await get('/games/simple', { brand: 'hanami' })).json().data as { id: number }[];
    const own = await get(`/games/precheck?clientId=${list[0]!.id}&self_area=kr`, { brand: 'hanami' });
    expect(PrecheckResultSchema.parse(own.json().data)).toEqual({ result: true, area: 'jp' });
    const other = await get(`/games/precheck?clientId=${list[0]!.id}`, { brand: 'nova' });
    expect(other.json().data).toEqual({ result: false, area: 'kr' });
    const missing = await get('/games/precheck', { brand: 'nova' });
    expect(missing.json()).toMatchObject({ code: 1001 });
  });

  it('answers error messages in the language in force', async () => {
    const ja = await get('/games/simple?platform=x', { brand: 'hanami' });
    const en = await get('/games/simple?platform=x&spec_lang=en', { brand: 'lumen' });
    expect(ja.json().msg).not.toBe(en.json().msg);
    expect(en.json().msg).toMatch(/check/i);
  });
});
