// Pre-compresses a build folder: a `.br` and a `.gz` beside every text asset above 1 KB,
// so the server (@fastify/static with `preCompressed`) sends Brotli or gzip without compressing per
// request, and at the strongest settings, which would be too slow to run on the fly.
// Usage: node scripts/precompress.mjs <dist folder>   (run at the end of the web and console builds)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|json|svg|html|txt|xml|webmanifest)$/;
const FLOOR = 1024; // below this the headers cost more than the bytes saved

export function precompressDir(dir) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const raw = fs.readFileSync(file);
    if (raw.length < FLOOR) continue;
    const br = zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = zlib.gzipSync(raw, { level: 9 });
    // A compressed copy that is not smaller is not worth a negotiation.
    if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
    count++;
  }
  return count;
}

const dir = process.argv[2];
if (dir) {
  const root = path.resolve(dir);
  if (!fs.existsSync(root)) {
    console.error(`precompress: no folder ${root}`);
    process.exit(2);
  }
  console.log(`precompress: ${precompressDir(root)} files compressed in ${path.relative(process.cwd(), root) || '.'}`);
}
