// Removes the throw-away data folder the test server ran on (see playwright.config.ts).
import fs from 'node:fs';

export default function globalTeardown(): void {
  const dir = process.env.GH_E2E_DATA_DIR;
  if (dir && /gh-e2e-\d+$/.test(dir)) fs.rmSync(dir, { recursive: true, force: true });
}
