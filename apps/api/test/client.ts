// One test client for the API suite: requests through inject with the brand's host, the signature
// the web client sends, and a client address of its own; player registration and login, staff
// login; filing an inquiry, or writing inquiry rows straight into the database. Built on a getter
// so a describe block can create it before beforeAll has built the app.
import type { LightMyRequestResponse } from 'fastify';
import type { Insertable } from 'kysely';
import { expect } from 'vitest';
import type { InquiriesTable } from '../src/db/schema';
import { createCode } from '../src/modules/accounts/codes.service';
import { host, signedHeaders, type TestApp } from './helper';

export interface CallOptions {
  /** Bearer token of a player or a staff member. */
  token?: string;
  /** Brand whose host the request is sent to; the client's brand unless set. */
  brand?: string;
  /** Query string appended to the URL but not signed (e.g. `?spec_lang=th`). */
  query?: string;
  /** Extra headers; the signature's own headers win for POST. */
  headers?: Record<string, string>;
  /** Client address; else the client's next one. */
  ip?: string;
}

/** A string is the bearer token, the common case. */
export type Call = string | CallOptions;

export interface ClientOptions {
  brand?: string;
  /** Every request from this one address (to reach a per-address limit); else each gets a new one. */
  ip?: string;
  /** The bearer token of calls that name none, e.g. the session a beforeAll opens. */
  token?: () => string | undefined;
  /** Clock of the signature, for tests that fake Date (the server checks it against its own). */
  now?: () => number;
}

export interface InquiryOptions {
  /** Query string of the filing, e.g. the player's `?spec_lang=ar`. */
  query?: string;
  content?: string;
  email?: string;
  attachments?: string[];
}

let clients = 0;

export function testClient(t: () => Pick<TestApp, 'app' | 'db'>, options: ClientOptions = {}) {
  // Each client its own /16, each request its own address in it, so the per-address rate limits
  // of one request (or one client) never reach another unless a test pins `ip`.
  const block = 100 + (clients++ % 150);
  let sent = 0;
  const nextIp = () => options.ip ?? `10.${block}.${Math.floor(++sent / 250) % 250}.${(sent % 250) + 1}`;
  const opts = (call?: Call): CallOptions => ({
    token: options.token?.(),
    ...(typeof call === 'string' ? { token: call } : call),
  });

  function get(path: string, call?: Call): Promise<LightMyRequestResponse> {
    const o = opts(call);
    return t().app.inject({
      method: 'GET',
      url: `/api${path}${o.query ?? ''}`,
      headers: {
        ...host(o.brand ?? options.brand ?? 'nova'),
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...o.headers,
      },
      remoteAddress: o.ip ?? nextIp(),
    });
  }

  async function post(path: string, body: unknown, call?: Call): Promise<LightMyRequestResponse> {
    const o = opts(call);
    const text = JSON.stringify(body);
    return t().app.inject({
      method: 'POST',
      url: `/api${path}${o.query ?? ''}`,
      headers: {
        ...host(o.brand ?? options.brand ?? 'nova'),
        ...o.headers,
        ...(await signedHeaders(path, text, o.token, options.now?.())),
      },
      payload: text,
      remoteAddress: o.ip ?? nextIp(),
    });
  }

  /** A player's token; fails the test with the answer when the login is refused. */
  async function loginPlayer(
    account: { account: string; password: string },
    call: Omit<CallOptions, 'token'> & { remember?: boolean } = {},
  ): Promise<string> {
    const { remember = false, ...rest } = call;
    const res = await post(
      '/website/login/auth',
      { account: account.account, password: account.password, remember },
      rest,
    );
    expect(res.json().code, res.body).toBe(0);
    return res.json().data.token as string;
  }

  /**
   * A new official account through `register`, with its address proven (`<account>@players.example`
   * unless given): the code is made here as `register/send_code` makes it, so tests that only need
   * an account wait for no mail. Answers the session token; fails the test when refused.
   */
  async function registerPlayer(
    who: { account: string; password: string; email?: string },
    call: Omit<CallOptions, 'token'> & { remember?: boolean } = {},
  ): Promise<string> {
    const { remember = false, ...rest } = call;
    const email = who.email ?? `${who.account.toLowerCase()}@players.example`;
    const code = await createCode(t().db.db, { purpose: 'register', userId: null, target: email });
    const res = await post(
      '/website/login/register',
      { email, code, account: who.account, password: who.password, confirmPassword: who.password, remember },
      rest,
    );
    expect(res.json().code, res.body).toBe(0);
    return res.json().data.token as string;
  }

  /** The staff login answer, refused or not. */
  const staffLogin = (email: string, password: string, totp?: string) =>
    post('/staff/auth/login', { email, password, ...(totp ? { totp } : {}) });

  /** A staff member's token; fails the test with the answer when the login is refused. */
  async function loginStaff(staff: { email: string; password: string }, totp?: string): Promise<string> {
    const res = await staffLogin(staff.email, staff.password, totp);
    expect(res.json().code, res.body).toBe(0);
    return res.json().data.token as string;
  }

  /** The id of the brand's first game, the one its support pages open on. */
  async function firstGame(brand = options.brand ?? 'nova'): Promise<number> {
    const game = await t()
      .db.db.selectFrom('games')
      .select('id')
      .where('brand_id', '=', brand)
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    return game.id;
  }

  /** Files an inquiry about the brand's first game, its first area, server and type; returns its id. */
  async function fileInquiry(brand: string, title: string, token: string, inquiry: InquiryOptions = {}) {
    const gameId = await firstGame(brand);
    const data = async <T>(path: string) => (await get(path, { brand })).json().data as T;
    const types = await data<{ id: number }[]>(`/inquiries/types?clientId=${gameId}`);
    const areas = await data<{ gameAreaId: string }[]>(`/game/areas?clientId=${gameId}`);
    const servers = await data<{ serverId: string }[]>(
      `/game/servers/v2?clientId=${gameId}&gameAreaId=${areas[0]!.gameAreaId}`,
    );
    const res = await post(
      '/inquiries',
      {
        gameId,
        gameAreaId: areas[0]!.gameAreaId,
        serverId: servers[0]!.serverId,
        roleId: '',
        roleName: 'Nightowl',
        queryType: types[0]!.id,
        title,
        content: inquiry.content ?? 'My character is stuck inside the castle wall since the patch.',
        attachments: inquiry.attachments ?? [],
        email: inquiry.email ?? 'mina.contact@example.com',
        agreements: { terms: true, userAgreement: true, privacy: true },
      },
      { token, brand, query: inquiry.query },
    );
    expect(res.json().code, res.body).toBe(0);
    return res.json().data.inquiryId as number;
  }

  /**
   * Inquiry rows written straight into the database, without a request or the automation, for
   * tests that need many rows or states and sort keys no request sets: about the brand's first
   * game and a category of it, by the player `account` (else the first user), each row the
   * defaults below with its own values. Answers the ids in the rows' order, the game and category.
   */
  async function writeInquiries(
    brand: string,
    rows: Partial<Insertable<InquiriesTable>>[],
    account?: string,
  ): Promise<{ ids: number[]; gameId: number; typeId: number }> {
    const db = t().db.db;
    const gameId = await firstGame(brand);
    const type = await db
      .selectFrom('inquiry_types')
      .select('id')
      .where('game_id', '=', gameId)
      .executeTakeFirstOrThrow();
    const user = await (account ? db.selectFrom('users').where('account', '=', account) : db.selectFrom('users'))
      .select('id')
      .executeTakeFirstOrThrow();
    const ids: number[] = [];
    for (const values of rows) {
      const at = new Date().toISOString();
      const row = await db
        .insertInto('inquiries')
        .values({
          user_id: user.id,
          brand_id: brand,
          game_id: gameId,
          title: 'Written by the test',
          status: 0,
          query_type: type.id,
          region: '',
          game_area_id: 'kr-main',
          area_name: '',
          server_id: 's1',
          server_name: '',
          role_id: '',
          role_name: 'Nightowl',
          email: null,
          phone: null,
          lang: 'en',
          platform: '',
          user_agent: '',
          assigned_staff_id: null,
          score: null,
          score_comment: null,
          last_agent_reply_at: null,
          player_read_at: null,
          created_at: at,
          updated_at: at,
          ended_at: null,
          closed_at: null,
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return { ids, gameId, typeId: type.id };
  }

  return { get, post, loginPlayer, registerPlayer, staffLogin, loginStaff, firstGame, fileInquiry, writeInquiries };
}

export type TestClient = ReturnType<typeof testClient>;
