import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, host, type TestApp } from '../../test/helper';

describe('health, readiness and metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { METRICS_TOKEN: 'metrics-token-for-tests' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers liveness and readiness, and readiness turns 503 while shutting down', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
    t.app.closing = true;
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    t.app.closing = false;
  });

  it('counts requests by route pattern, never by raw URL, behind the token', async () => {
    await t.app.inject({ method: 'GET', url: '/api/games/simple?oauth_token=secret-value', headers: host('nova') });
    await t.app.inject({ method: 'GET', url: '/api/games/simple', headers: host('nova') });
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer metrics-token-for-tests' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/guildhall_http_requests_total\{method="GET",route="\/api\/games\/simple",status="200"\} 2/);
    expect(res.body).toContain('guildhall_http_request_duration_seconds_bucket');
    expect(res.body).toMatch(/guildhall_open_inquiries \d+/);
    expect(res.body).toContain('process_cpu_seconds_total');
    expect(res.body).not.toContain('secret-value');
  });
});
