// `npm run build -w apps/api`: the API as one JavaScript file, apps/api/dist/server.js (with its
// source map), which `npm start` runs with plain node. Our own code and the workspace packages
// (@guildhall/*, TypeScript sources) are bundled; npm dependencies stay external and load from
// node_modules as installed (native addons such as better-sqlite3 and sharp cannot be bundled, and
// the others gain nothing from it). docs/decisions/0017-the-api-runs-as-a-built-bundle.md says why.
//
// Files read at run time (dictionaries, seed texts, artwork sources, the sites' dist folders) are
// found from `import.meta.url`. In the bundle that would be dist/server.js for every module, so
// each module's `import.meta.url` is replaced by the URL of its source file, taken relative to the
// bundle: a module finds its files where it finds them under tsx, in the checkout the bundle was
// built in and runs from (the bundle is never moved out of it; Docker copies the whole tree).
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
// `--outfile <path>`: elsewhere than dist/server.js (the bundle's test builds its own copy). It
// must stay inside the checkout, where node_modules and the data files are found.
const outfileArg = process.argv.indexOf('--outfile');
const outfile =
  outfileArg > 0 ? path.resolve(process.argv[outfileArg + 1] ?? '') : path.join(apiDir, 'dist', 'server.js');

/** Bare imports are npm dependencies (external), except our workspace packages (bundled). */
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@guildhall/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** `import.meta.url` of a module keeps pointing at its source file (see the header). */
const sourceImportMetaUrl = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(path.dirname(outfile), args.path).split(path.sep).join('/');
      const replaced = source.replaceAll(
        'import.meta.url',
        `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
      );
      return { contents: replaced, loader: path.extname(args.path).slice(1).replace(/^[cm]/, '') };
    });
  },
};

const result = await build({
  entryPoints: [path.join(apiDir, 'src', 'server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  // Stack traces name our functions as written (logs, error reports).
  keepNames: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [externalDependencies, sourceImportMetaUrl],
});

const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + (o.entryPoint ? o.bytes : 0), 0);
console.log(
  `api: ${path.relative(process.cwd(), outfile)} (${Math.round(bytes / 1024)} KiB, ${Object.keys(result.metafile.inputs).length} modules)`,
);
