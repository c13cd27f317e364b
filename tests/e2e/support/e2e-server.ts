// The server the browser tests run against (playwright.config.ts webServer): before the real API
// server starts in this same process, two loopback services it talks to are started, so their
// random ports can go into its configuration:
// - a real OpenID Connect provider (oidc-provider, through the API tests' loopback provider) as
//   "Google": the browser signs in on its own login and consent pages;
// - a real SMTP server (the API tests' apps/api/test/smtp.ts) as the mail relay: every message it
//   receives is written as JSON to <DATA_DIR>/e2e-mail/, where the tests read codes.
// - the web and console builds are served from copies in <DATA_DIR>/e2e-build/{web,console}/dist
//   (and the web's server renderer from <DATA_DIR>/e2e-build/web/dist-ssr), taken once at start: other work may rebuild apps/web/dist or apps/console/dist while the tests
//   run, which must not pull pages from under them.
// Everything ends with this process when Playwright stops the web server.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { startLoopbackProvider } from '../../../apps/api/test/oidc-loopback-provider';
import { startSmtp } from '../../../apps/api/test/smtp';
import { seedBrands } from '../../../apps/api/src/db/seed/demo-data';
import { E2E_GOOGLE_CLIENT, mailDirOf, type E2eMail } from './e2e-env';

const dataDir = process.env.DATA_DIR;
const port = process.env.PORT;
if (!dataDir || !port) throw new Error('e2e-server: DATA_DIR and PORT must be set');

/**
 * Copies a build (served under `base`) and checks the copy is whole (every file its index.html and
 * its manifest name is there); a copy taken while a build was rewriting the folder is taken again.
 */
async function snapshotBuild(from: string, to: string, base = '/'): Promise<void> {
  const assetRef = new RegExp(`(?:src|href)="${base.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(assets/[^"]+)"`, 'g');
  for (let attempt = 1; ; attempt += 1) {
    fs.rmSync(to, { recursive: true, force: true });
    const missing: string[] = [];
    try {
      fs.cpSync(from, to, { recursive: true });
      const html = fs.readFileSync(path.join(to, 'index.html'), 'utf8');
      const manifest = JSON.parse(fs.readFileSync(path.join(to, '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        { file: string; css?: string[]; assets?: string[] }
      >;
      const named = [
        ...[...html.matchAll(assetRef)].map((m) => m[1]!),
        ...Object.values(manifest).flatMap((e) => [e.file, ...(e.css ?? []), ...(e.assets ?? [])]),
      ];
      for (const file of named) if (!fs.existsSync(path.join(to, file))) missing.push(file);
    } catch (err) {
      missing.push(String(err));
    }
    if (missing.length === 0) return;
    if (attempt >= 30)
      throw new Error(
        `e2e-server: no whole build in ${from} (missing ${missing.slice(0, 3).join(', ')}); run npm run build`,
      );
    await new Promise((r) => setTimeout(r, 1000));
  }
}

// Playwright's global teardown removes the data folder while this server may still be closing
// (it stops web servers last); whatever the closing wrote is removed here on the way out.
process.on('exit', () => {
  if (/gh-e2e-\d+$/.test(dataDir)) fs.rmSync(dataDir, { recursive: true, force: true });
});

const appsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps');
const webDist = path.join(dataDir, 'e2e-build', 'web', 'dist');
await snapshotBuild(path.join(appsDir, 'web', 'dist'), webDist);
// The server renderer sits beside the site's build (apps/api/src/plugins/web-render.ts
// looks for <dist>/../dist-ssr): without it the server sends the empty shell and the tests would
// only ever see pages drawn by the browser.
const ssrFrom = path.join(appsDir, 'web', 'dist-ssr');
const ssrTo = path.join(path.dirname(webDist), 'dist-ssr');
fs.cpSync(ssrFrom, ssrTo, { recursive: true });
if (!fs.existsSync(path.join(ssrTo, 'entry-server.js')))
  throw new Error(`e2e-server: no server renderer in ${ssrFrom}; run npm run build`);
// E2E_CONSOLE_DIST: a console build of one's own (vite build --outDir elsewhere), for testing it while
// apps/console/dist is another's.
await snapshotBuild(
  process.env.E2E_CONSOLE_DIST ?? path.join(appsDir, 'console', 'dist'),
  path.join(dataDir, 'e2e-build', 'console', 'dist'),
  '/console/',
);

const mailDir = mailDirOf(dataDir);
fs.mkdirSync(mailDir, { recursive: true });

const smtp = await startSmtp({
  onMessage(mail) {
    const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
      a.value.map((v) => (v.address ?? '').toLowerCase()),
    );
    const record: E2eMail = { to, subject: mail.subject ?? '', text: mail.text ?? '', receivedAt: Date.now() };
    const name = `${Date.now()}-${randomUUID().slice(0, 8)}.json`;
    // Written aside and renamed, so a reader never sees half a file.
    fs.writeFileSync(path.join(mailDir, `.${name}.tmp`), JSON.stringify(record));
    fs.renameSync(path.join(mailDir, `.${name}.tmp`), path.join(mailDir, name));
  },
});

const provider = await startLoopbackProvider({
  clients: [
    {
      client_id: E2E_GOOGLE_CLIENT.id,
      client_secret: E2E_GOOGLE_CLIENT.secret,
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  // The callback is the host the browser used: every brand's.
  redirectUris: seedBrands.map((b) => `http://${b.id}.localhost:${port}/vkRedirect`),
});

Object.assign(process.env, {
  WEB_DIST: webDist,
  CONSOLE_DIST: path.join(dataDir, 'e2e-build', 'console', 'dist'),
  SMTP_URL: smtp.url,
  OAUTH_GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT.id,
  OAUTH_GOOGLE_CLIENT_SECRET: E2E_GOOGLE_CLIENT.secret,
  OAUTH_GOOGLE_ISSUER: provider.issuer,
});

await import('../../../apps/api/src/server');
