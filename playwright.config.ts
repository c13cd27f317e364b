// Browser tests of the player site (tests/e2e). The caller builds the web first (`npm run build`);
// Playwright starts the API server, which serves that build with the brand chosen by Host, on a
// fresh data folder (so the demo data is seeded anew each run). Pages are opened as
// http://<brand>.localhost:<port>/ : Chromium resolves *.localhost to loopback and sends that Host.
// Debian's Chromium is driven; Playwright never downloads a browser.
// The server runs through tests/e2e/support/e2e-server.ts, which first starts the loopback services
// it is configured to use: a real OpenID Connect provider as "Google" and a real SMTP server whose
// messages the tests read (tests/e2e/fixtures.ts `nextMail`).
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 18080);
// A fresh folder per run (the main process's pid), removed again by the global teardown.
const dataDir = process.env.GH_E2E_DATA_DIR ?? path.join(os.tmpdir(), `gh-e2e-${process.pid}`);
process.env.GH_E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    locale: 'en-US',
    // No particle animation or carousel autoplay unless a test asks for motion (page.emulateMedia):
    // keeps pages quiet and the 2-core machine fast. front-page.spec.ts covers the motion paths.
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx tests/e2e/support/e2e-server.ts',
    url: `http://127.0.0.1:${port}/api/games/simple`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM: the server closes its database and removes its data folder on the way out.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Tests open many pages; keep the per-IP 404 limiter out of the way.
      NOT_FOUND_RATE_LIMIT: '10000',
      // freshPlayer (fixtures.ts) registers each test's player from an address of its own.
      TRUST_PROXY: 'true',
      // scrypt at 2^14 instead of 2^17 for new hashes (as the API tests do): the same code path,
      // and logins and registrations stay quick on a 2-core machine.
      PASSWORD_HASH_COST: '14',
    },
  },
});
