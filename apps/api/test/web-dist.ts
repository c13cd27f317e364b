import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in build of the player site for API tests: the web app's real index.html pointing at
 * /assets/index-abc123.js, plus the files given (paths relative to the build folder).
 */
export function fakeWebDist(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-dist-'));
  const template = fs
    .readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8')
    .replace(
      '<script type="module" src="/src/main.tsx"></script>',
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script>',
    );
  fs.writeFileSync(path.join(dir, 'index.html'), template);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}
