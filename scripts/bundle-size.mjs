// Front-page JavaScript budget: the page loader, the entry chunk, the home route chunk, everything they import
// statically, and the largest shell dictionary (the page loads exactly one), gzip-compressed.
// Usage: node scripts/bundle-size.mjs [--max-kb 110]   (after `npm run build`)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve('apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const maxIndex = process.argv.indexOf('--max-kb');
const maxKb = maxIndex > 0 ? Number(process.argv[maxIndex + 1]) : 110;

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) collect(dep);
}
// The page loader (src/page-loader.ts) is the front page's first script; it brings the app (index.html's entry).
collect('src/page-loader.ts');
collect(manifest['index.html'] ? 'index.html' : Object.keys(manifest).find((k) => manifest[k].isEntry));
collect('src/app/routes/site/home-page.tsx');
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
// The front page loads the shell's part of one dictionary (the account pages load theirs later).
// They come from @guildhall/locales (packages/locales/player/<lang>.json); a build without them
// would leave the dictionary out of the sum, so that fails instead.
const dictionaries = Object.keys(manifest).filter((k) => /(^|\/)locales\/player\/[\w-]+\.json\?scope=shell$/.test(k));
const biggestDict = dictionaries.map((k) => manifest[k].file).sort((a, b) => gz(b) - gz(a))[0];
if (!biggestDict) {
  console.error('No shell dictionary chunk in the manifest: the front page budget cannot be measured.');
  process.exit(2);
}
files.add(biggestDict);

// What the server sends a browser that accepts Brotli: the build's .br copy (scripts/precompress.mjs,
// served by @fastify/static's preCompressed), else the file as it is.
const served = (file) => {
  const full = path.join(dist, file);
  return fs.existsSync(`${full}.br`) ? fs.statSync(`${full}.br`).size : fs.statSync(full).size;
};
const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} KB`;

let total = 0;
let totalBr = 0;
const rows = [...files].map((f) => {
  const size = gz(f);
  const br = served(f);
  total += size;
  totalBr += br;
  return `  ${kb(size)}  ${kb(br)}  ${f}`;
});
console.log(
  `Front page initial JavaScript (gzip -9, and as served to Accept-Encoding: br):\n${rows.join('\n')}\n  ${kb(total)}  ${kb(totalBr)}  total (budget ${maxKb} KB gzip)`,
);
if (total > maxKb * 1024) {
  console.error(`Over budget by ${((total - maxKb * 1024) / 1024).toFixed(1)} KB`);
  process.exit(1);
}
