import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, host, type TestApp } from '../../test/helper';

// apps/web/dist and apps/console/dist side by side, as `npm run build` leaves them.
function fakeBuilds(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-builds-'));
  const web = path.join(root, 'apps/web/dist');
  const consoleDist = path.join(root, 'apps/console/dist');
  fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(consoleDist, 'assets'), { recursive: true });
  const webTemplate = fs
    .readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8')
    .replace(
      '<script type="module" src="/src/main.tsx"></script>',
      '<script type="module" crossorigin src="/assets/index-web1.js"></script>',
    );
  fs.writeFileSync(path.join(web, 'index.html'), webTemplate);
  fs.writeFileSync(path.join(web, 'assets', 'index-web1.js'), 'console.log("player")');
  const consoleTemplate = fs
    .readFileSync(new URL('../../../console/index.html', import.meta.url), 'utf8')
    .replace(
      '<script type="module" src="/src/main.tsx"></script>',
      '<script type="module" crossorigin src="/console/assets/index-con1.js"></script>',
    );
  fs.writeFileSync(path.join(consoleDist, 'index.html'), consoleTemplate);
  fs.writeFileSync(path.join(consoleDist, 'assets', 'index-con1.js'), 'console.log("console")');
  return root;
}

describe('the staff console at /console', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fakeBuilds();
    t = await createTestApp('sqlite', {
      env: { WEB_DIST: path.join(root, 'apps/web/dist'), NOT_FOUND_RATE_LIMIT: '100' },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it.each(['/console', '/console/', '/console/inquiries/42', '/console/canned-replies?brand=nova'])(
    'answers %s with the console shell, not the player site',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: host('hanami') });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('/console/assets/index-con1.js');
      expect(res.body).not.toContain('__GUILDHALL__');
      // Not branded by host.
      expect(res.body).toContain('<title>Guildhall Console</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('puts a fresh CSP nonce on its scripts and refuses framing', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/console/', headers: host('nova') });
    const b = await t.app.inject({ method: 'GET', url: '/console/', headers: host('nova') });
    const csp = String(a.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(a.body).toContain(`<script nonce="${nonce}" type="module"`);
    expect(String(b.headers['content-security-policy'])).not.toContain(nonce);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(a.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serves hashed assets for a year and a missing one as 404', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/console/assets/index-con1.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe('console.log("console")');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/console/assets/index-gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 1002 });
  });

  it('leaves the player site and the API where they were', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/', headers: host('nova') });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('/assets/index-web1.js');
    expect(home.body).not.toContain('/console/assets/');
    const consoleish = await t.app.inject({ method: 'GET', url: '/consoles', headers: host('nova') });
    expect(consoleish.body).not.toContain('/console/assets/');
    const api = await t.app.inject({ method: 'GET', url: '/api/staff/me' });
    expect(api.json()).toMatchObject({ code: -600 });
  });
});
