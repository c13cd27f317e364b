import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FaqPageSchema,
  FaqTypeSchema,
  GameAreaSchema,
  GameRoleSchema,
  GameServerSchema,
  InquiryTypeSchema,
} from '@guildhall/contract/support';
import { createTestApp, dialects, type TestApp } from '../../../test/helper';
import { testClient } from '../../../test/client';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { directorySignature } from './game-directory';

describe.each(dialects)('support catalogue on %s', (dialect) => {
  let t: TestApp;
  let novaGame: number;
  let hanamiGame: number;
  let token: string;
  const { get, loginPlayer, firstGame } = testClient(() => t);
  beforeAll(async () => {
    t = await createTestApp(dialect);
    novaGame = await firstGame('nova');
    hanamiGame = await firstGame('hanami');
    token = await loginPlayer(DEMO_ACCOUNTS[0]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists FAQ types and inquiry categories in the language in force', async () => {
    const types = z.array(FaqTypeSchema).parse((await get(`/faqs/types?clientId=${novaGame}`)).json().data);
    expect(types.map((x) => x.name)).toEqual(['계정 및 로그인', '결제', '기술 문제']);
    const cats = z
      .array(InquiryTypeSchema)
      .parse((await get(`/inquiries/types?clientId=${hanamiGame}`, { brand: 'hanami' })).json().data);
    expect(cats[0]?.name).toBe('アカウント');
    const de = (await get(`/inquiries/types?clientId=${novaGame}&domain_area=eru&spec_lang=de`)).json().data as {
      name: string;
    }[];
    expect(de[0]?.name).toBe('Konto');
  });

  it('searches FAQs by type and keyword, with paging', async () => {
    const all = FaqPageSchema.parse((await get(`/faqs?clientId=${novaGame}&pageSize=4`)).json().data);
    expect(all.total).toBe(6);
    expect(all.list).toHaveLength(4);
    const page2 = FaqPageSchema.parse((await get(`/faqs?clientId=${novaGame}&pageSize=4&page=2`)).json().data);
    expect(page2.list).toHaveLength(2);
    const types = (await get(`/faqs/types?clientId=${novaGame}`)).json().data as { id: number }[];
    const payments = FaqPageSchema.parse((await get(`/faqs?clientId=${novaGame}&typeId=${types[1]!.id}`)).json().data);
    expect(payments.total).toBe(2);
    expect(payments.list.every((f) => f.typeId === types[1]!.id)).toBe(true);
    const found = FaqPageSchema.parse(
      (await get(`/faqs?clientId=${novaGame}&keyword=${encodeURIComponent('비밀번호')}`)).json().data,
    );
    expect(found.total).toBe(1);
    // The FAQ names the game as a Korean player sees it, not by its internal English name.
    expect(found.list[0]!.question).toContain('스타폴 오디세이');
    expect(found.list[0]!.question).not.toContain('Starfall Odyssey');
    const none = FaqPageSchema.parse((await get(`/faqs?clientId=${novaGame}&keyword=zzzz-nothing`)).json().data);
    expect(none).toEqual({ list: [], total: 0 });
    expect((await get(`/faqs?clientId=${novaGame}&pageSize=500`)).json().code).toBe(1001);
  });

  it('answers another brand game, or no game, as not found / invalid', async () => {
    expect((await get(`/faqs/types?clientId=${hanamiGame}`, { brand: 'nova' })).json().code).toBe(1002);
    expect((await get(`/game/areas?clientId=${hanamiGame}`, { brand: 'nova' })).json().code).toBe(1002);
    expect((await get('/inquiries/types')).json().code).toBe(1001);
  });

  it('serves regions, servers and the caller characters from the built-in directory', async () => {
    const areas = z
      .array(GameAreaSchema)
      .parse((await get(`/game/areas?clientId=${hanamiGame}`, { brand: 'hanami' })).json().data);
    expect(areas.map((a) => a.name)).toEqual(['東日本', '西日本']);
    const servers = z
      .array(GameServerSchema)
      .parse(
        (
          await get(`/game/servers/v2?clientId=${hanamiGame}&gameAreaId=${areas[0]!.gameAreaId}`, { brand: 'hanami' })
        ).json().data,
      );
    expect(servers).toEqual([
      { serverId: 's1', name: 'S1 さくら' },
      { serverId: 's2', name: 'S2 かえで' },
    ]);
    const roles = z
      .array(GameRoleSchema)
      .parse((await get(`/game/roles?clientId=${novaGame}&serverId=S1`, token)).json().data);
    expect(roles.map((r) => r.roleName)).toEqual(['Mina', 'MinaAlt']);
    expect((await get(`/game/roles?clientId=${novaGame}&serverId=s2`, token)).json().data).toEqual([]);
    expect((await get(`/game/roles?clientId=${novaGame}&serverId=s1`)).json().data).toEqual([]);
  });

  it('asks a game backend over HTTP when the game has one, signing each call', async () => {
    const secret = 'directory-secret-for-tests';
    const seen: string[] = [];
    let failRoles = false;
    const backend = http.createServer((req, res) => {
      const url = new URL(req.url!, 'http://x');
      const ts = String(req.headers['x-guildhall-timestamp']);
      const ok = req.headers['x-guildhall-signature'] === directorySignature(secret, ts, url.pathname + url.search);
      seen.push(`${url.pathname}${ok ? '' : ' (bad signature)'}`);
      res.setHeader('content-type', 'application/json');
      if (!ok) return void res.writeHead(401).end('{}');
      if (url.pathname.endsWith('/areas'))
        return void res.end(
          JSON.stringify({ areas: [{ id: 'na', name: `North America (${url.searchParams.get('lang')})` }] }),
        );
      if (url.pathname.endsWith('/servers'))
        return void res.end(JSON.stringify({ servers: [{ id: 'S7', name: 'Frontier' }] }));
      if (failRoles) return void res.writeHead(503).end('{}');
      return void res.end(
        JSON.stringify({ roles: [{ id: 991, name: `hero-of-${url.searchParams.get('account')}`, level: 70 }] }),
      );
    });
    await new Promise<void>((r) => backend.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(backend.address() as AddressInfo).port}/guildhall/`;
    await t.db.db
      .updateTable('games')
      .set({ directory_url: base, directory_secret: secret })
      .where('id', '=', novaGame)
      .execute();
    try {
      expect((await get(`/game/areas?clientId=${novaGame}`)).json().data).toEqual([
        { gameAreaId: 'na', name: 'North America (ko)' },
      ]);
      expect((await get(`/game/servers/v2?clientId=${novaGame}&gameAreaId=na`)).json().data).toEqual([
        { serverId: 's7', name: 'Frontier' },
      ]);
      expect((await get(`/game/roles?clientId=${novaGame}&serverId=s7`, token)).json().data).toEqual([
        { roleId: '991', roleName: 'hero-of-player01', level: 70 },
      ]);
      failRoles = true;
      expect((await get(`/game/roles?clientId=${novaGame}&serverId=s7`, token)).json()).toMatchObject({
        code: 0,
        data: [],
      });
      expect(seen).toEqual(['/guildhall/areas', '/guildhall/servers', '/guildhall/roles', '/guildhall/roles']);
      await t.db.db.updateTable('games').set({ directory_secret: 'wrong' }).where('id', '=', novaGame).execute();
      const refused = await get(`/game/areas?clientId=${novaGame}`);
      expect(refused.statusCode).toBe(500);
      expect(refused.json().code).toBe(5000);
    } finally {
      await t.db.db
        .updateTable('games')
        .set({ directory_url: null, directory_secret: null })
        .where('id', '=', novaGame)
        .execute();
      backend.close();
    }
  });
});
