// Social login against a real OpenID Connect provider on loopback (oidc-provider): Google and Apple
// by discovery and ID token, X, Facebook and VK by plain OAuth 2.0 against the same provider's
// endpoints, which answers userinfo in each of their shapes. Apple's client secret is a JWT the
// server signs with the team's key, which the loopback provider checks as Apple does.
import { generateKeyPairSync, verify } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SignJWT, type JWTPayload } from 'jose';
import { API_BASE } from '@guildhall/contract/constants';
import { apiPaths, socialAuthPath } from '@guildhall/contract/paths';
import {
  LoginConfigSchema,
  LoginResultSchema,
  SocialStartResultSchema,
  UserInfoSchema,
} from '@guildhall/contract/accounts';
import { type SocialProvider } from '@guildhall/contract/account-types';
import { createTestApp, dialects, type TestApp } from '../../../test/helper';
import { sha256Hex } from '../../lib/hash';
import { APPLE_AUDIENCE, APPLE_SECRET_LIFETIME_S } from './apple-secret';
import { pkceChallenge } from './protocol';
import { purgeOauthStates } from './social.repository';
import { CookieJar, startLoopbackProvider, type LoopbackProvider } from '../../../test/oidc-loopback-provider';

const SECRET = 'loopback-client-secret-7f3a9c2e';
const NOVA = 'nova.localhost';
const HANAMI = 'hanami.localhost';
const CALLBACK = `http://${NOVA}/vkRedirect`;

/** The team's Sign in with Apple key (a .p8 is a PKCS #8 P-256 key), its id and the team id. */
const APPLE_KEY = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const APPLE_PEM = APPLE_KEY.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const APPLE_KEY_ID = 'KEY7F3A9C2';
const APPLE_TEAM_ID = 'TEAM5B8D1E';
const appleKeyEnv = (pem = APPLE_PEM) => ({
  OAUTH_APPLE_TEAM_ID: APPLE_TEAM_ID,
  OAUTH_APPLE_KEY_ID: APPLE_KEY_ID,
  // As an env file holds it: one line, with literal \n for the line breaks.
  OAUTH_APPLE_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
});

let op: LoopbackProvider;

beforeAll(async () => {
  op = await startLoopbackProvider({
    clients: [
      { client_id: 'guildhall-google', client_secret: SECRET, token_endpoint_auth_method: 'client_secret_post' },
      {
        client_id: 'guildhall-apple',
        client_secret: SECRET,
        token_endpoint_auth_method: 'client_secret_post',
        signedSecret: {
          publicKey: APPLE_KEY.publicKey,
          keyId: APPLE_KEY_ID,
          teamId: APPLE_TEAM_ID,
          audience: APPLE_AUDIENCE,
        },
      },
      { client_id: 'guildhall-facebook', client_secret: SECRET, token_endpoint_auth_method: 'client_secret_post' },
      { client_id: 'guildhall-twitter', client_secret: SECRET, token_endpoint_auth_method: 'client_secret_basic' },
      { client_id: 'guildhall-vk', token_endpoint_auth_method: 'none' },
    ],
    redirectUris: [CALLBACK, `http://${HANAMI}/vkRedirect`],
    people: {
      alice: { name: '  Alice \u0007 Liddell ', email: 'Alice@Wonderland.example', emailVerified: true },
      mallory: { name: '', email: 'mallory@players.example', emailVerified: false },
    },
  });
});

afterAll(async () => {
  await op?.close();
});

/** Every provider pointed at the loopback provider, as an operator would point them at the real ones. */
function loopbackEnv(): Record<string, string> {
  const m = op.metadata;
  const oauth2 = (p: string, scope: string, userinfo = m.userinfo_endpoint) => ({
    [`OAUTH_${p}_AUTHORIZE_URL`]: m.authorization_endpoint,
    [`OAUTH_${p}_TOKEN_URL`]: m.token_endpoint,
    [`OAUTH_${p}_USERINFO_URL`]: userinfo,
    [`OAUTH_${p}_SCOPE`]: scope,
  });
  return {
    OAUTH_GOOGLE_CLIENT_ID: 'guildhall-google',
    OAUTH_GOOGLE_CLIENT_SECRET: SECRET,
    OAUTH_GOOGLE_ISSUER: op.issuer,
    OAUTH_APPLE_CLIENT_ID: 'guildhall-apple',
    ...appleKeyEnv(),
    OAUTH_APPLE_ISSUER: op.issuer,
    OAUTH_FACEBOOK_CLIENT_ID: 'guildhall-facebook',
    OAUTH_FACEBOOK_CLIENT_SECRET: SECRET,
    ...oauth2('FACEBOOK', 'openid public_profile email', `${m.userinfo_endpoint}?fields=id,name,email`),
    OAUTH_TWITTER_CLIENT_ID: 'guildhall-twitter',
    OAUTH_TWITTER_CLIENT_SECRET: SECRET,
    ...oauth2('TWITTER', 'openid users.read tweet.read'),
    OAUTH_VK_CLIENT_ID: 'guildhall-vk',
    ...oauth2('VK', 'openid vkid.personal_info email'),
  };
}

/** Log lines at warn and above, kept instead of printed. */
function captureLogs(app: FastifyInstance): string[] {
  const lines: string[] = [];
  let stream: { write(line: string): unknown } | undefined;
  for (let o: object | null = app.log; o && !stream; o = Object.getPrototypeOf(o) as object | null) {
    const sym = Object.getOwnPropertySymbols(o).find((s) => s.description === 'pino.stream');
    if (sym) stream = (o as Record<symbol, { write(line: string): unknown }>)[sym];
  }
  if (!stream) throw new Error('logger stream not found');
  vi.spyOn(stream, 'write').mockImplementation((line: string) => {
    lines.push(line);
    return true;
  });
  app.log.level = 'warn';
  return lines;
}

describe.each(dialects)('social login on %s', (dialect) => {
  let t: TestApp;
  let logs: string[];

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: loopbackEnv() });
    logs = captureLogs(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, host = NOVA, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
  const finishPath = (p: SocialProvider) =>
    `${API_BASE}${p === 'twitter' ? apiPaths.twitterRedirect : socialAuthPath(p)}`;

  async function start(p: SocialProvider, options: { host?: string; remember?: boolean } = {}): Promise<URL> {
    const query = options.remember === undefined ? '' : `?remember=${options.remember}`;
    const res = await get(`${API_BASE}${socialAuthPath(p)}${query}`, options.host);
    expect(res.json(), res.body).toMatchObject({ code: 0 });
    return new URL(SocialStartResultSchema.parse(res.json().data).authorizeUrl);
  }

  /** Start, sign in at the provider as `login`, and come back with what reached /vkRedirect. */
  async function callback(
    p: SocialProvider,
    login: string,
    options: { host?: string; remember?: boolean; jar?: CookieJar } = {},
  ) {
    const host = options.host ?? NOVA;
    const answer = await op.authorize((await start(p, options)).href, login, options.jar);
    let params: URLSearchParams;
    if (answer.kind === 'form_post') {
      expect(answer.action).toBe(`http://${host}/vkRedirect`);
      const res = await t.app.inject({
        method: 'POST',
        url: '/vkRedirect',
        headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(answer.fields).toString(),
      });
      expect(res.statusCode).toBe(303);
      const location = new URL(String(res.headers.location), `http://${host}`);
      expect(location.pathname).toBe('/vkRedirect');
      params = location.searchParams;
    } else {
      expect(`${answer.url.origin}${answer.url.pathname}`).toBe(`http://${host}/vkRedirect`);
      params = answer.url.searchParams;
    }
    return { code: params.get('code') ?? '', state: params.get('state') ?? '' };
  }

  const finish = (
    p: SocialProvider,
    q: { code: string; state: string },
    host = NOVA,
    extra: Record<string, string> = {},
  ) => get(`${finishPath(p)}?${new URLSearchParams({ ...q, ...extra })}`, host);

  async function login(
    p: SocialProvider,
    sub: string,
    options: { remember?: boolean; jar?: CookieJar; extra?: Record<string, string> } = {},
  ) {
    const res = await finish(p, await callback(p, sub, options), NOVA, options.extra);
    expect(res.json(), res.body).toMatchObject({ code: 0 });
    return LoginResultSchema.parse(res.json().data);
  }

  async function info(token: string) {
    const res = await get(`${API_BASE}${apiPaths.userInfo}`, NOVA, { authorization: `Bearer ${token}` });
    expect(res.json(), res.body).toMatchObject({ code: 0 });
    return UserInfoSchema.parse(res.json().data);
  }

  const stateRow = (state: string) =>
    t.db.db.selectFrom('oauth_states').selectAll().where('state_hash', '=', sha256Hex(state)).executeTakeFirst();

  it('starts an authorization code flow with PKCE S256, state and nonce, keeping only the state hash', async () => {
    const url = await start('google', { remember: true });
    expect(`${url.origin}${url.pathname}`).toBe(op.metadata.authorization_endpoint);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('guildhall-google');
    expect(q.get('redirect_uri')).toBe(CALLBACK);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{22,}$/);
    const state = q.get('state')!;
    expect(state).toMatch(/^[\w-]{43}$/); // 256 random bits
    const row = await stateRow(state);
    expect(row).toMatchObject({
      provider: 'google',
      brand_id: 'nova',
      redirect_uri: CALLBACK,
      remember: 1,
      nonce: q.get('nonce'),
    });
    expect(pkceChallenge(row!.code_verifier)).toBe(q.get('code_challenge'));
    const ttl = Date.parse(row!.expires_at) - Date.parse(row!.created_at);
    expect(ttl).toBe(10 * 60_000);
    const all = await t.db.db.selectFrom('oauth_states').selectAll().execute();
    expect(JSON.stringify(all)).not.toContain(state);
  });

  it('logs a first Google player into a new official account, and the same subject into it again', async () => {
    await t.db.db.deleteFrom('oauth_states').execute();
    const first = await login('google', 'alice', { remember: true });
    expect(first.type).toBe('OFFICIAL');
    expect(first.account).toMatch(/^sns_google_[0-9a-f]{16}$/);
    expect(Date.parse(first.expiresAt) - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
    expect(await info(first.token)).toEqual({
      account: first.account,
      type: 'OFFICIAL',
      username: 'Alice Liddell',
      email: 'alice@wonderland.example',
      emailCertified: true,
      phone: null,
      birthday: null,
    });
    expect(await t.db.db.selectFrom('oauth_states').selectAll().execute()).toEqual([]);

    // Another browser, the same provider subject: the same account, a new session.
    const again = await login('google', 'alice');
    expect(again.account).toBe(first.account);
    expect(again.token).not.toBe(first.token);
    expect(Date.parse(again.expiresAt) - Date.now()).toBeLessThan(25 * 3600_000);
    // A browser already signed in at the provider (no login or consent pages): still the same.
    const jar = new CookieJar();
    await login('google', 'bob', { jar });
    const bobAgain = await login('google', 'bob', { jar });
    const bob = await info(bobAgain.token);
    expect(bob.account).not.toBe(first.account);
    expect(bob.username).toBe('Player bob');

    const identities = await t.db.db
      .selectFrom('user_identities')
      .selectAll()
      .where('provider', '=', 'google')
      .where('subject', 'in', ['alice', 'bob'])
      .execute();
    expect(identities).toHaveLength(2);
  });

  it('names a player without a name "<Provider> player" and keeps an unverified email uncertified', async () => {
    const result = await login('google', 'mallory');
    expect(await info(result.token)).toMatchObject({
      username: 'Google player',
      email: 'mallory@players.example',
      emailCertified: false,
    });
  });

  it('uses a state once: a replay answers 1006', async () => {
    const cb = await callback('google', 'carol');
    expect((await finish('google', cb)).json().code).toBe(0);
    const replay = await finish('google', cb);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe(1006);
  });

  it('refuses a state issued on another brand (1006) and spends it', async () => {
    const cb = await callback('google', 'dave', { host: HANAMI });
    expect((await finish('google', cb, NOVA)).json().code).toBe(1006);
    expect(await stateRow(cb.state)).toBeUndefined();
    expect((await finish('google', cb, HANAMI)).json().code).toBe(1006);
  });

  it('refuses a state issued for another provider (1006)', async () => {
    const cb = await callback('google', 'dora');
    expect((await finish('facebook', cb)).json().code).toBe(1006);
    expect(await stateRow(cb.state)).toBeUndefined();
  });

  it('answers a tampered code with 1006, spends the state, and logs without code, state or secret', async () => {
    const cb = await callback('google', 'erin');
    logs.length = 0;
    const tampered = await finish('google', { code: `${cb.code.slice(0, -2)}xx`, state: cb.state });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().code).toBe(1006);
    expect((await finish('google', cb)).json().code).toBe(1006);
    const failures = logs
      .filter((l) => l.includes('social login failed'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(failures[0]).toMatchObject({ provider: 'google', step: 'token', status: 400, error: 'invalid_grant' });
    expect(failures[1]).toMatchObject({ provider: 'google', step: 'state', error: 'unknown' });
    const all = logs.join('\n');
    for (const secret of [cb.code, cb.state, SECRET]) expect(all).not.toContain(secret);
  });

  it('verifies the ID token: signature by the issuer, issuer, audience, expiry and nonce (1006 otherwise)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, (c: JWTPayload) => JWTPayload, { forge?: boolean }, string][] = [
      ['signature', (c) => c, { forge: true }, 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED'],
      ['issuer', (c) => ({ ...c, iss: 'https://accounts.example' }), {}, 'ERR_JWT_CLAIM_VALIDATION_FAILED'],
      ['audience', (c) => ({ ...c, aud: 'someone-else' }), {}, 'ERR_JWT_CLAIM_VALIDATION_FAILED'],
      ['expiry', (c) => ({ ...c, iat: now - 7200, exp: now - 3600 }), {}, 'ERR_JWT_EXPIRED'],
      ['nonce', (c) => ({ ...c, nonce: 'another-login-attempt' }), {}, 'nonce_mismatch'],
    ];
    for (const [name, change, options, error] of cases) {
      const cb = await callback('google', `jwt-${name}`);
      op.reissueNextIdToken(change, options);
      logs.length = 0;
      expect((await finish('google', cb)).json().code, name).toBe(1006);
      const line = JSON.parse(logs.find((l) => l.includes('social login failed'))!) as Record<string, unknown>;
      expect(line, name).toMatchObject({ provider: 'google', step: 'id_token', error });
    }
    // The same rewrite with nothing changed is accepted: the checks above are what failed.
    const cb = await callback('google', 'jwt-control');
    op.reissueNextIdToken((c) => c);
    expect((await finish('google', cb)).json().code).toBe(0);
    const none = await t.db.db
      .selectFrom('user_identities')
      .select('subject')
      .where('subject', 'like', 'jwt-%')
      .execute();
    expect(none.map((r) => r.subject)).toEqual(['jwt-control']);
  });

  it('answers an expired state with 1006; purgeOauthStates removes expired attempts only', async () => {
    const cb = await callback('google', 'fay');
    const past = new Date(Date.now() - 1000).toISOString();
    await t.db.db
      .updateTable('oauth_states')
      .set({ expires_at: past })
      .where('state_hash', '=', sha256Hex(cb.state))
      .execute();
    expect((await finish('google', cb)).json().code).toBe(1006);

    await t.db.db.deleteFrom('oauth_states').execute();
    const stale = (await start('google')).searchParams.get('state')!;
    const fresh = (await start('google')).searchParams.get('state')!;
    await t.db.db
      .updateTable('oauth_states')
      .set({ expires_at: past })
      .where('state_hash', '=', sha256Hex(stale))
      .execute();
    expect(await purgeOauthStates(t.db.db, new Date())).toBe(1);
    expect(await stateRow(stale)).toBeUndefined();
    expect(await stateRow(fresh)).toBeDefined();
  });

  it('ends the attempt when the provider turns the player back (error=access_denied → 1006)', async () => {
    const state = (await start('google')).searchParams.get('state')!;
    const res = await get(`${finishPath('google')}?error=access_denied&state=${state}`);
    expect(res.json().code).toBe(1006);
    expect(await stateRow(state)).toBeUndefined();
  });

  it('checks its input: 1001 for malformed starts and finishes, 1002 for an unknown provider', async () => {
    expect((await get(`${API_BASE}${socialAuthPath('google')}?remember=maybe`)).json().code).toBe(1001);
    expect((await get(`${finishPath('google')}?code=abc&state=short`)).json().code).toBe(1001);
    expect((await get(`${finishPath('google')}?state=${'a'.repeat(43)}`)).json().code).toBe(1001);
    expect((await get(`${finishPath('twitter')}?code=abc`)).json().code).toBe(1001);
    expect(
      (await get(`${finishPath('vk')}?code=abc&state=${'a'.repeat(43)}&device_id=${encodeURIComponent('<x>')}`)).json()
        .code,
    ).toBe(1001);
    const unknown = await get(`${API_BASE}/website/login/github_auth`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(1002);
  });

  it('signs in with X over plain OAuth 2.0 (Basic client auth, data.id and data.name), finishing at twitter_redirect', async () => {
    const url = await start('twitter');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.has('nonce')).toBe(false);
    const first = await login('twitter', 'frank');
    expect(first.account).toMatch(/^sns_twitter_[0-9a-f]{16}$/);
    expect(await info(first.token)).toMatchObject({
      type: 'OFFICIAL',
      username: 'Player frank',
      email: null,
      emailCertified: false,
    });
    expect((await login('twitter', 'frank')).account).toBe(first.account);
    // The same subject at another provider is another player.
    expect((await login('google', 'frank')).account).not.toBe(first.account);
  });

  it('signs in with Facebook (graph /me fields) and VK ID (public client, POSTed user_info, device_id)', async () => {
    const fb = await login('facebook', 'gina');
    expect(fb.account).toMatch(/^sns_facebook_/);
    // Facebook does not say whether the address was verified: kept, not certified.
    expect(await info(fb.token)).toMatchObject({
      username: 'Player gina',
      email: 'gina@players.example',
      emailCertified: false,
    });

    const vk = await login('vk', 'hank', { extra: { device_id: 'device-123' } });
    expect(vk.account).toMatch(/^sns_vk_/);
    expect(await info(vk.token)).toMatchObject({
      username: 'Player hank',
      email: 'hank@players.example',
      emailCertified: false,
    });
    const identity = await t.db.db
      .selectFrom('user_identities')
      .selectAll()
      .where('provider', '=', 'vk')
      .where('subject', '=', 'hank')
      .executeTakeFirst();
    expect(identity?.email).toBe('hank@players.example');
  });

  it("signs in with Apple: form_post to /vkRedirect becomes the page's GET; the verified email is certified", async () => {
    const url = await start('apple');
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    expect(url.searchParams.get('scope')).toBe('openid name email');
    const accepted = op.acceptedClientSecrets.length;
    const result = await login('apple', 'ivy');
    expect(result.account).toMatch(/^sns_apple_/);
    expect(await info(result.token)).toMatchObject({
      username: 'Player ivy',
      email: 'ivy@players.example',
      emailCertified: true,
    });
    // The token request carried a client secret the server signed with the team's key.
    expect(op.acceptedClientSecrets).toHaveLength(accepted + 1);
    const sent = op.acceptedClientSecrets.at(-1)!;
    const [header, claims, signature] = sent.secret.split('.') as [string, string, string];
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${claims}`),
        { key: APPLE_KEY.publicKey, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      ),
    ).toBe(true);
    expect(sent.header).toEqual({ alg: 'ES256', kid: APPLE_KEY_ID });
    const iat = sent.claims.iat!;
    expect(sent.claims).toEqual({
      iss: APPLE_TEAM_ID,
      sub: 'guildhall-apple',
      aud: APPLE_AUDIENCE,
      iat,
      exp: iat + APPLE_SECRET_LIFETIME_S,
    });
    expect(Math.abs(iat - Date.now() / 1000)).toBeLessThan(60);
  });

  it('does not certify a verified email that another account already holds certified', async () => {
    // ivy@players.example is certified on the Apple account above.
    const result = await login('google', 'ivy');
    expect(await info(result.token)).toMatchObject({ email: 'ivy@players.example', emailCertified: false });
  });

  it('offers every configured provider in login_config', async () => {
    const res = await get(`${API_BASE}${apiPaths.loginConfig}`);
    const config = LoginConfigSchema.parse(res.json().data);
    expect(config.methods).toEqual(expect.arrayContaining(['apple', 'google', 'facebook', 'vk', 'twitter']));
  });

  it('rate limits finishes per IP (1005 after 30 in 10 minutes)', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'GET',
        url: `${finishPath('google')}?code=abc&state=${'s'.repeat(43)}`,
        headers: { host: NOVA },
        remoteAddress: '198.51.100.7',
      });
    for (let i = 0; i < 30; i += 1) expect((await attempt()).json().code).toBe(1006);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(1005);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe.each(dialects)('social login configuration on %s', (dialect) => {
  let t: TestApp;
  let logs: string[];

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: {
        TRUST_PROXY: 'true',
        OAUTH_GOOGLE_CLIENT_ID: 'guildhall-google',
        OAUTH_GOOGLE_CLIENT_SECRET: SECRET,
        OAUTH_GOOGLE_ISSUER: op.issuer,
        // Discovery must come from the issuer itself: this one answers as 127.0.0.1.
        OAUTH_APPLE_CLIENT_ID: 'guildhall-apple',
        OAUTH_APPLE_CLIENT_SECRET: SECRET,
        OAUTH_APPLE_ISSUER: op.issuer.replace('127.0.0.1', 'localhost'),
        // Nothing listens here.
        OAUTH_TWITTER_CLIENT_ID: 'guildhall-twitter',
        OAUTH_TWITTER_CLIENT_SECRET: SECRET,
        OAUTH_TWITTER_TOKEN_URL: 'http://127.0.0.1:9/token',
      },
    });
    logs = captureLogs(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: NOVA, ...headers } });

  it('answers 1002 for a provider without a client id, and leaves it out of login_config', async () => {
    for (const p of ['facebook', 'vk'] as const) {
      const start = await get(`${API_BASE}${socialAuthPath(p)}`);
      expect(start.statusCode).toBe(404);
      expect(start.json().code).toBe(1002);
      expect((await get(`${API_BASE}${socialAuthPath(p)}?code=abc&state=${'s'.repeat(43)}`)).json().code).toBe(1002);
    }
    const config = LoginConfigSchema.parse((await get(`${API_BASE}${apiPaths.loginConfig}`)).json().data);
    expect(config.methods.filter((m) => ['apple', 'google', 'facebook', 'vk', 'twitter'].includes(m)).sort()).toEqual([
      'apple',
      'google',
      'twitter',
    ]);
  });

  it('builds the callback URL from the forwarded scheme and host behind a trusted proxy', async () => {
    const res = await get(`${API_BASE}${socialAuthPath('google')}`, {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.nova.example',
    });
    const url = new URL(SocialStartResultSchema.parse(res.json().data).authorizeUrl);
    expect(url.searchParams.get('redirect_uri')).toBe('https://www.nova.example/vkRedirect');
  });

  it('answers 1006 when discovery names another issuer', async () => {
    logs.length = 0;
    const res = await get(`${API_BASE}${socialAuthPath('apple')}`);
    expect(res.json().code).toBe(1006);
    expect(logs.some((l) => l.includes('"step":"discovery"') && l.includes('issuer_mismatch'))).toBe(true);
    // Nothing is stored for an attempt that never reached the provider.
    expect(await t.db.db.selectFrom('oauth_states').selectAll().where('provider', '=', 'apple').execute()).toEqual([]);
  });

  it('answers 1006 when the provider cannot be reached, and logs no secret', async () => {
    logs.length = 0;
    const res = await get(`${API_BASE}${socialAuthPath('twitter')}`);
    const state = new URL(SocialStartResultSchema.parse(res.json().data).authorizeUrl).searchParams.get('state')!;
    const finish = await get(`${API_BASE}${apiPaths.twitterRedirect}?code=some-code-value&state=${state}`);
    expect(finish.json().code).toBe(1006);
    const line = logs.find((l) => l.includes('social login failed'));
    expect(JSON.parse(line!)).toMatchObject({ provider: 'twitter', step: 'token', error: 'unreachable' });
    for (const secret of ['some-code-value', state, SECRET]) expect(logs.join('\n')).not.toContain(secret);
  });

  it('turns a form_post without code into a plain visit of the callback page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/vkRedirect',
      headers: { host: NOVA, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'error=user_cancelled_authorize&state=abc&user=%7B%7D',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/vkRedirect?state=abc&error=user_cancelled_authorize');
  });
});

describe.each(dialects)("Apple's client secret on %s", (dialect) => {
  let dataDir: string;
  let wrongKey: TestApp;
  let preSigned: TestApp;
  let logs: string[];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-apple-'));
    // Another team key under the same key id, as if the .p8 file were mixed up: from a file this time.
    const keyFile = path.join(dataDir, 'AuthKey_other.p8');
    fs.writeFileSync(
      keyFile,
      generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
    );
    const apple = { OAUTH_APPLE_CLIENT_ID: 'guildhall-apple', OAUTH_APPLE_ISSUER: op.issuer };
    wrongKey = await createTestApp(dialect, {
      env: {
        ...apple,
        OAUTH_APPLE_TEAM_ID: APPLE_TEAM_ID,
        OAUTH_APPLE_KEY_ID: APPLE_KEY_ID,
        OAUTH_APPLE_PRIVATE_KEY_FILE: keyFile,
      },
    });
    logs = captureLogs(wrongKey.app);
    // The operator's own JWT, signed by hand for six months, still works as OAUTH_APPLE_CLIENT_SECRET.
    const handSigned = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: APPLE_KEY_ID })
      .setIssuer(APPLE_TEAM_ID)
      .setSubject('guildhall-apple')
      .setAudience(APPLE_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('180d')
      .sign(APPLE_KEY.privateKey);
    preSigned = await createTestApp(dialect, { env: { ...apple, OAUTH_APPLE_CLIENT_SECRET: handSigned } });
  });
  afterAll(async () => {
    await wrongKey?.close();
    await preSigned?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts at `t`, signs in at the provider, posts the form back and finishes at `t`. */
  async function appleLogin(t: TestApp, sub: string) {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: NOVA } });
    const started = await get(`${API_BASE}${socialAuthPath('apple')}`);
    const answer = await op.authorize(SocialStartResultSchema.parse(started.json().data).authorizeUrl, sub);
    expect(answer.kind).toBe('form_post');
    const fields = answer.kind === 'form_post' ? answer.fields : {};
    return get(
      `${API_BASE}${socialAuthPath('apple')}?${new URLSearchParams({ code: fields.code ?? '', state: fields.state ?? '' })}`,
    );
  }

  it('is refused by the provider when signed with another key (1006, invalid_client logged, no secret)', async () => {
    const refused = op.refusedClientSecrets.length;
    logs.length = 0;
    const res = await appleLogin(wrongKey, 'jack');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(1006);
    expect(op.refusedClientSecrets.slice(refused)).toEqual([{ clientId: 'guildhall-apple', reason: 'signature' }]);
    const line = JSON.parse(logs.find((l) => l.includes('social login failed'))!) as Record<string, unknown>;
    expect(line).toMatchObject({ provider: 'apple', step: 'token', status: 401, error: 'invalid_client' });
    expect(logs.join('\n')).not.toMatch(/eyJ[\w-]+\.eyJ/);
  });

  it('still accepts a client secret JWT signed by hand in OAUTH_APPLE_CLIENT_SECRET', async () => {
    const accepted = op.acceptedClientSecrets.length;
    const res = await appleLogin(preSigned, 'kate');
    expect(res.json(), res.body).toMatchObject({ code: 0 });
    expect(op.acceptedClientSecrets.slice(accepted)).toEqual([
      expect.objectContaining({
        clientId: 'guildhall-apple',
        claims: expect.objectContaining({ iss: APPLE_TEAM_ID, sub: 'guildhall-apple' }),
      }),
    ]);
  });
});
