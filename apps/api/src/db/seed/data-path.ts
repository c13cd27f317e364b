// Where the seed's data files are: apps/api/seed-data (prose as Markdown, lists and settings as
// JSON, the generated artwork). The one place that knows it: from this file under tsx and vitest,
// and from the bundle too, whose build keeps each module's `import.meta.url` pointing at its source
// file (apps/api/build.mjs), so the bundle reads the checkout's folder it was built in.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('../../../seed-data/', import.meta.url));

/** The path of a file or folder under apps/api/seed-data. */
export function seedDataPath(...segments: string[]): string {
  return path.join(root, ...segments);
}
