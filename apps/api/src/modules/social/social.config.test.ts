import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
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
    expect(p.get('google')).toMatchObject({ kind: 'oidc', issuer: 'https://accounts.google.com', scope: 'openid email profile', tokenAuth: 'client_secret_post' });
    expect(p.get('apple')).toMatchObject({ kind: 'oidc', issuer: 'https://appleid.apple.com', authorizeParams: { response_mode: 'form_post' } });
    expect(p.get('facebook')).toMatchObject({
      kind: 'oauth2',
      authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
      tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
      userinfoUrl: 'https://graph.facebook.com/v19.0/me?fields=id,name,email',
    });
    expect(p.get('vk')).toMatchObject({ authorizeUrl: 'https://id.vk.com/authorize', tokenUrl: 'https://id.vk.com/oauth2/auth', userinfoMethod: 'post', clientSecret: null });
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
    expect(configuredProviders(c).get('google')).toMatchObject({ issuer: 'http://127.0.0.1:4000', scope: 'openid email', tokenAuth: 'client_secret_basic' });
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

describe('user names from providers', () => {
  it('keeps printable text, single-spaced, at most 64 characters, or names the provider', () => {
    expect(usernameFrom('  Ada \u0000\u200B Lovelace\n', 'Google')).toBe('Ada Lovelace');
    expect(usernameFrom('', 'Apple')).toBe('Apple player');
    expect(usernameFrom(null, 'X')).toBe('X player');
    expect(usernameFrom('\u202E', 'VK')).toBe('VK player');
    expect(Array.from(usernameFrom('😀'.repeat(100), 'VK'))).toHaveLength(64);
  });
});
