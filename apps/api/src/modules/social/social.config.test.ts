import { generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { APPLE_AUDIENCE } from './apple-secret';
import { configuredProviders, enabledSocialProviders } from './providers';
import { usernameFrom } from './social.service';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a configuration error');
}

describe('social login settings', () => {
  it('enables no provider by default, and each one by its client id alone', () => {
    expect(enabledSocialProviders(loadConfig({}))).toEqual([]);
    const c = loadConfig({ OAUTH_VK_CLIENT_ID: '5123', OAUTH_TWITTER_CLIENT_ID: 'x-client' });
    expect(enabledSocialProviders(c)).toEqual(['vk', 'twitter']);
  });

  it("defaults every endpoint to the real provider's", () => {
    const c = loadConfig({
      OAUTH_GOOGLE_CLIENT_ID: 'g',
      OAUTH_GOOGLE_CLIENT_SECRET: 'gs',
      OAUTH_APPLE_CLIENT_ID: 'com.example.web',
      OAUTH_APPLE_CLIENT_SECRET: 'as',
      OAUTH_FACEBOOK_CLIENT_ID: 'f',
      OAUTH_FACEBOOK_CLIENT_SECRET: 'fs',
      OAUTH_VK_CLIENT_ID: 'v',
      OAUTH_TWITTER_CLIENT_ID: 't',
    });
    const p = configuredProviders(c);
    expect(p.get('google')).toMatchObject({
      kind: 'oidc',
      issuer: 'https://accounts.google.com',
      scope: 'openid email profile',
      tokenAuth: 'client_secret_post',
    });
    expect(p.get('apple')).toMatchObject({
      kind: 'oidc',
      issuer: 'https://appleid.apple.com',
      authorizeParams: { response_mode: 'form_post' },
    });
    // A client secret given as is, is sent as is (Apple's: a JWT signed by hand).
    expect(p.get('apple')?.clientSecret?.()).toBe('as');
    expect(p.get('google')?.clientSecret?.()).toBe('gs');
    expect(p.get('facebook')).toMatchObject({
      kind: 'oauth2',
      authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
      tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
      userinfoUrl: 'https://graph.facebook.com/v19.0/me?fields=id,name,email',
    });
    expect(p.get('vk')).toMatchObject({
      authorizeUrl: 'https://id.vk.com/authorize',
      tokenUrl: 'https://id.vk.com/oauth2/auth',
      userinfoMethod: 'post',
      clientSecret: null,
    });
    expect(p.get('twitter')).toMatchObject({
      authorizeUrl: 'https://twitter.com/i/oauth2/authorize',
      tokenUrl: 'https://api.twitter.com/2/oauth2/token',
      userinfoUrl: 'https://api.twitter.com/2/users/me',
      scope: 'users.read tweet.read',
      tokenAuth: 'client_secret_basic',
    });
  });

  it('takes endpoint, scope and client authentication overrides', () => {
    const c = loadConfig({
      OAUTH_GOOGLE_CLIENT_ID: 'g',
      OAUTH_GOOGLE_CLIENT_SECRET: 'gs',
      OAUTH_GOOGLE_ISSUER: 'http://127.0.0.1:4000',
      OAUTH_GOOGLE_SCOPE: 'openid email',
      OAUTH_GOOGLE_TOKEN_AUTH: 'client_secret_basic',
    });
    expect(configuredProviders(c).get('google')).toMatchObject({
      issuer: 'http://127.0.0.1:4000',
      scope: 'openid email',
      tokenAuth: 'client_secret_basic',
    });
  });

  it('names each bad setting in one readable error and never echoes a secret', () => {
    const secret = 's'.repeat(9000);
    const msg = configError({
      OAUTH_GOOGLE_CLIENT_ID: 'g',
      OAUTH_APPLE_CLIENT_ID: 'a',
      OAUTH_APPLE_CLIENT_SECRET: secret,
      OAUTH_FACEBOOK_TOKEN_URL: 'http://graph.example/token',
      OAUTH_VK_SCOPE: 'email  phone',
      OAUTH_TWITTER_ISSUER: 'https://x.example',
      OAUTH_TWITTER_TOKEN_AUTH: 'private_key_jwt',
    });
    expect(msg).toContain('OAUTH_GOOGLE_CLIENT_SECRET: is required when OAUTH_GOOGLE_CLIENT_ID is set');
    expect(msg).toContain('OAUTH_APPLE_CLIENT_SECRET');
    expect(msg).toContain('(value hidden)');
    expect(msg).not.toContain('sssssssss');
    expect(msg).toContain('OAUTH_FACEBOOK_TOKEN_URL: must be an https:// URL');
    expect(msg).toContain('"http://graph.example/token"');
    expect(msg).toContain('OAUTH_VK_SCOPE: must be scope names separated by single spaces');
    expect(msg).toContain('unknown setting OAUTH_TWITTER_ISSUER');
    expect(msg).toContain('OAUTH_TWITTER_TOKEN_AUTH: must be client_secret_post or client_secret_basic');
  });

  it('lets VK and X run as public clients (PKCE, no secret)', () => {
    expect(() => loadConfig({ OAUTH_VK_CLIENT_ID: 'v', OAUTH_TWITTER_CLIENT_ID: 't' })).not.toThrow();
    expect(configError({ OAUTH_FACEBOOK_CLIENT_ID: 'f' })).toContain('OAUTH_FACEBOOK_CLIENT_SECRET: is required');
  });
});

describe("Apple's signing key settings", () => {
  const pem = (k: { privateKey: KeyObject }) => k.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const apple = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const APPLE_PEM = pem(apple);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-apple-key-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    const f = path.join(dir, name);
    fs.writeFileSync(f, text);
    return f;
  };
  const base = {
    OAUTH_APPLE_CLIENT_ID: 'com.example.web',
    OAUTH_APPLE_TEAM_ID: 'TEAM5B8D1E',
    OAUTH_APPLE_KEY_ID: 'KEY7F3A9C2',
  };

  /** The client secret the configured Apple provider would send, checked against the public key. */
  function signedSecretClaims(env: Record<string, string>) {
    const secret = configuredProviders(loadConfig(env)).get('apple')?.clientSecret?.();
    const [header = '', claims = '', signature = ''] = (secret ?? '').split('.');
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${claims}`),
        { key: apple.publicKey, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      ),
    ).toBe(true);
    return {
      header: JSON.parse(Buffer.from(header, 'base64url').toString()) as unknown,
      claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as unknown,
    };
  }

  it('signs the client secret from the key text, with line breaks or literal \\n, or from a .p8 file', () => {
    const expected = {
      header: { alg: 'ES256', kid: 'KEY7F3A9C2' },
      claims: expect.objectContaining({ iss: 'TEAM5B8D1E', sub: 'com.example.web', aud: APPLE_AUDIENCE }),
    };
    expect(signedSecretClaims({ ...base, OAUTH_APPLE_PRIVATE_KEY: APPLE_PEM })).toEqual(expected);
    expect(signedSecretClaims({ ...base, OAUTH_APPLE_PRIVATE_KEY: APPLE_PEM.replace(/\n/g, '\\n') })).toEqual(expected);
    expect(
      signedSecretClaims({ ...base, OAUTH_APPLE_PRIVATE_KEY_FILE: file('AuthKey_KEY7F3A9C2.p8', APPLE_PEM) }),
    ).toEqual(expected);
    // The key text itself is not kept in the settings, only the parsed key.
    const c = loadConfig({ ...base, OAUTH_APPLE_PRIVATE_KEY: APPLE_PEM });
    expect(JSON.stringify(c.OAUTH.APPLE)).not.toContain('PRIVATE KEY');
  });

  it('refuses anything but an unencrypted EC P-256 private key, naming the setting and never the key', () => {
    const bad: [string, string, string][] = [
      ['not PEM', 'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgnotakey', 'must be the PEM text of the .p8 key'],
      ['RSA', pem(generateKeyPairSync('rsa', { modulusLength: 2048 })), 'must be an EC P-256 private key'],
      ['P-384', pem(generateKeyPairSync('ec', { namedCurve: 'P-384' })), 'not ec secp384r1'],
      ['Ed25519', pem(generateKeyPairSync('ed25519')), 'not ed25519'],
      [
        'public key',
        apple.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        'must be the PEM text of the .p8 key',
      ],
      [
        'encrypted',
        apple.privateKey.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'pw' }).toString(),
        'must be the PEM text of the .p8 key',
      ],
    ];
    for (const [name, text, problem] of bad) {
      const body = text.split('\n')[1] ?? text;
      const inline = configError({ ...base, OAUTH_APPLE_PRIVATE_KEY: text });
      expect(inline, name).toContain(
        `OAUTH_APPLE_PRIVATE_KEY: ${problem.startsWith('not') ? 'must be an EC P-256 private key' : problem}`,
      );
      expect(inline, name).toContain(problem);
      expect(inline, name).toContain('(value hidden)');
      expect(inline, name).not.toContain(body.slice(0, 20));
      const f = file(`${name.replace(/\W/g, '')}.p8`, text);
      const fromFile = configError({ ...base, OAUTH_APPLE_PRIVATE_KEY_FILE: f });
      expect(fromFile, name).toContain(`OAUTH_APPLE_PRIVATE_KEY_FILE: must hold`);
      expect(fromFile, name).toContain(`(got ${JSON.stringify(f)})`);
      expect(fromFile, name).not.toContain(body.slice(0, 20));
    }
    expect(configError({ ...base, OAUTH_APPLE_PRIVATE_KEY_FILE: path.join(dir, 'missing.p8') })).toContain(
      'OAUTH_APPLE_PRIVATE_KEY_FILE: cannot be read (ENOENT)',
    );
  });

  it('wants all of team id, key id and key, well formed, or a pre-signed client secret, never both', () => {
    expect(configError({ OAUTH_APPLE_CLIENT_ID: 'com.example.web' })).toContain(
      "OAUTH_APPLE_CLIENT_ID: needs the key that signs Apple's client secret: OAUTH_APPLE_TEAM_ID, OAUTH_APPLE_KEY_ID and OAUTH_APPLE_PRIVATE_KEY",
    );
    const partial = configError({ OAUTH_APPLE_CLIENT_ID: 'com.example.web', OAUTH_APPLE_TEAM_ID: 'TEAM5B8D1E' });
    expect(partial).toContain('OAUTH_APPLE_KEY_ID: is required when OAUTH_APPLE_TEAM_ID is set');
    expect(partial).toContain(
      'OAUTH_APPLE_PRIVATE_KEY: is required (or OAUTH_APPLE_PRIVATE_KEY_FILE) when OAUTH_APPLE_TEAM_ID is set',
    );
    const both = configError({
      ...base,
      OAUTH_APPLE_PRIVATE_KEY: APPLE_PEM,
      OAUTH_APPLE_CLIENT_SECRET: 'eyJhand.signed.jwt',
    });
    expect(both).toContain('OAUTH_APPLE_CLIENT_SECRET: set either OAUTH_APPLE_CLIENT_SECRET');
    expect(both).toContain('not both');
    expect(both).not.toContain('eyJhand');
    expect(
      configError({
        ...base,
        OAUTH_APPLE_PRIVATE_KEY: APPLE_PEM,
        OAUTH_APPLE_PRIVATE_KEY_FILE: file('k.p8', APPLE_PEM),
      }),
    ).toContain('OAUTH_APPLE_PRIVATE_KEY_FILE: set OAUTH_APPLE_PRIVATE_KEY or OAUTH_APPLE_PRIVATE_KEY_FILE, not both');
    const malformed = configError({
      ...base,
      OAUTH_APPLE_TEAM_ID: 'team 1',
      OAUTH_APPLE_KEY_ID: 'ABC',
      OAUTH_APPLE_PRIVATE_KEY: APPLE_PEM,
    });
    expect(malformed).toContain('OAUTH_APPLE_TEAM_ID: must be the 10-character Team ID');
    expect(malformed).toContain('OAUTH_APPLE_KEY_ID: must be the 10-character Key ID');
    // The key settings are Apple's only.
    expect(configError({ OAUTH_GOOGLE_TEAM_ID: 'TEAM5B8D1E' })).toContain('unknown setting OAUTH_GOOGLE_TEAM_ID');
  });
});

describe('user names from providers', () => {
  it('keeps printable text, single-spaced, at most 64 characters, or names the provider', () => {
    expect(usernameFrom('  Ada \u0000\u200B Lovelace\n', 'Google')).toBe('Ada Lovelace');
    expect(usernameFrom('', 'Apple')).toBe('Apple player');
    expect(usernameFrom(null, 'X')).toBe('X player');
    expect(usernameFrom('\u202E', 'VK')).toBe('VK player');
    expect(Array.from(usernameFrom('😀'.repeat(100), 'VK'))).toHaveLength(64);
  });
});
