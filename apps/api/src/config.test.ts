import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.dataDir).toMatch(/data$/);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.REDIS_PREFIX).toBe('gh:');
  });

  it('takes a Redis prefix of safe characters only', () => {
    expect(loadConfig({ REDIS_PREFIX: 'gh-staging:' }).REDIS_PREFIX).toBe('gh-staging:');
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow(/REDIS_PREFIX/);
  });

  it('renders from the sources through Vite only in development (WEB_DEV)', () => {
    expect(loadConfig({}).WEB_DEV).toBe(false);
    expect(loadConfig({ WEB_DEV: 'true' }).WEB_DEV).toBe(true);
    expect(() => loadConfig({ WEB_DEV: 'true', NODE_ENV: 'production' })).toThrow(/WEB_DEV: is for development/);
    expect(loadConfig({ WEB_DEV: 'false', NODE_ENV: 'production' }).WEB_DEV).toBe(false);
  });

  it('names every bad variable in one readable error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const msg = (error as Error).message;
    expect(msg).toContain('PORT');
    expect(msg).toContain('"eighty"');
    expect(msg).toContain('DATABASE_URL');
    expect(msg).toContain('postgres://');
    expect(msg).toContain('LOG_LEVEL');
  });

  it('reads brand production hosts from BRAND_HOSTS_<ID>', () => {
    const c = loadConfig({ BRAND_HOSTS_NOVA: 'www.nova.example, Nova.Example' });
    expect(c.BRAND_HOSTS).toEqual({ nova: ['www.nova.example', 'nova.example'] });
  });
});
