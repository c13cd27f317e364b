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
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-for-tests' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      /guildhall_http_requests_total\{method="GET",route="\/api\/games\/simple",status="200"\} 2/,
    );
    expect(res.body).toContain('guildhall_http_request_duration_seconds_bucket');
    expect(res.body).toMatch(/guildhall_open_inquiries \d+/);
    expect(res.body).toContain('process_cpu_seconds_total');
    expect(res.body).not.toContain('secret-value');
  });

  it('keeps a latency histogram per route, cumulative by bucket, and counts unknown paths as one route', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/games/all', headers: host('nova') });
    for (const path of ['/no/such/page-1', '/no/such/page-2'])
      expect((await t.app.inject({ method: 'GET', url: path, headers: host('nova') })).statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-for-tests' },
    });
    expect(res.body).toContain('# TYPE guildhall_http_request_duration_seconds histogram');
    expect(res.body).toContain('# TYPE guildhall_http_requests_total counter');
    const series = '{method="GET",route="/api/games/all"}';
    expect(res.body).toContain(`guildhall_http_request_duration_seconds_count${series} 3\n`);
    expect(res.body).toContain(
      'guildhall_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/games/all"} 3\n',
    );
    const buckets = [
      ...res.body.matchAll(
        /guildhall_http_request_duration_seconds_bucket\{le="([^"]+)",method="GET",route="\/api\/games\/all"\} (\d+)/g,
      ),
    ].map((m) => [m[1], Number(m[2])] as const);
    expect(buckets.map(([le]) => le)).toEqual([
      '0.005',
      '0.01',
      '0.025',
      '0.05',
      '0.1',
      '0.25',
      '0.5',
      '1',
      '2.5',
      '10',
      '+Inf',
    ]);
    for (let i = 1; i < buckets.length; i++) expect(buckets[i]![1]).toBeGreaterThanOrEqual(buckets[i - 1]![1]);
    expect(
      Number(
        /guildhall_http_request_duration_seconds_sum\{method="GET",route="\/api\/games\/all"\} ([\d.e-]+)/.exec(
          res.body,
        )?.[1],
      ),
    ).toBeGreaterThan(0);
    expect(res.body).toMatch(/guildhall_http_requests_total\{method="GET",route="unmatched",status="404"\} 2\n/);
    expect(res.body).not.toContain('page-1');
  });
});
