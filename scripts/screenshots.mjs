// Screenshots of the front page for the docs: three brands, one on a phone-sized viewport.
// Usage: npm start (in another shell), then node scripts/screenshots.mjs [baseport] [outdir]
import { chromium } from '@playwright/test';

const port = process.argv[2] ?? '8080';
const out = process.argv[3] ?? 'docs/screenshots';
const shots = [
  { brand: 'nova', path: '/', viewport: { width: 1440, height: 1000 }, file: 'front-nova-desktop.png' },
  { brand: 'hanami', path: '/', viewport: { width: 1440, height: 1000 }, file: 'front-hanami-desktop.png' },
  { brand: 'tidal', path: '/', viewport: { width: 390, height: 844 }, file: 'front-tidal-phone.png', mobile: true },
  ...(process.env.EXTRA_SHOTS ? JSON.parse(process.env.EXTRA_SHOTS) : []),
];

const browser = await chromium.launch({
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
});
for (const s of shots) {
  const context = await browser.newContext({
    viewport: s.viewport,
    deviceScaleFactor: s.mobile ? 2 : 1,
    isMobile: Boolean(s.mobile),
    hasTouch: Boolean(s.mobile),
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`[${s.brand}] page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && console.error(`[${s.brand}] console: ${m.text()}`));
  await page.goto(`http://${s.brand}.localhost:${port}${s.path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${s.file}`, fullPage: Boolean(s.fullPage) });
  console.log(`${out}/${s.file}`);
  await context.close();
}
await browser.close();
