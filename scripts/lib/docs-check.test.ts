// README.md and docs/**/*.md against the repository as committed: links, named paths, npm scripts.
// The second part feeds the checker pages that are wrong on purpose, so the first part can fail.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkDocs, checkMarkdown, headingAnchors, type RepoIndex } from './docs-check';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the docs', () => {
  const { files, problems } = checkDocs(ROOT);
  const report = (kind: RegExp) =>
    problems.filter((p) => kind.test(p.message)).map((p) => `${p.file}:${p.line}: ${p.message}`);

  it('are README.md and the pages under docs/', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('docs/architecture.md');
    expect(files.filter((f) => f.startsWith('docs/decisions/')).length).toBeGreaterThan(10);
  });

  it('link only to files and headings of the repository, or to http(s) URLs', () => {
    expect(report(/^link /)).toEqual([]);
  });

  it('name only paths the repository holds', () => {
    expect(report(/ is (not in|outside) the repository$/)).toEqual([]);
  });

  it('name only npm scripts that exist', () => {
    expect(report(/^npm run /)).toEqual([]);
  });

  it('have no other problem', () => {
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
  });
});

describe('the docs check', () => {
  const pages: Record<string, string> = {
    'README.md': '# Guildhall\n\n## Quick start\n',
    'docs/architecture.md': '# Architecture\n\n## A page request\n\n## A page request\n',
  };
  const index: RepoIndex = {
    files: new Set([
      ...Object.keys(pages),
      'docs/decisions/0010-idempotent-creates.md',
      'apps/api/src/app.ts',
      'docs/screenshots/a.png',
    ]),
    dirs: new Set(['docs', 'docs/decisions', 'docs/screenshots', 'apps', 'apps/api', 'apps/api/src', 'apps/web']),
    scripts: new Map([
      ['', new Set(['start', 'test', 'build', 'accounts'])],
      ['apps/web', new Set(['dev'])],
      ['@guildhall/web', new Set(['dev'])],
    ]),
    read: (file) => pages[file] ?? '',
    ignored: (p) => p.split('/').includes('dist'),
  };
  const check = (file: string, text: string) => checkMarkdown(file, text, index).map((p) => p.message);

  it('accepts links to tracked files, folders, headings and http(s) URLs', () => {
    const page = [
      'See [the architecture](architecture.md#a-page-request), [again](architecture.md#a-page-request-1),',
      '[records](decisions), [the README](../README.md#quick-start), ![shot](screenshots/a.png),',
      '[site](https://example.com/x) and <https://example.com>.',
    ].join('\n');
    expect(check('docs/product.md', page)).toEqual([]);
  });

  it('refuses a link to a missing file, a missing heading, outside the repository or another scheme', () => {
    expect(check('docs/product.md', '[x](missing.md)')).toEqual([
      'link missing.md: docs/missing.md is not in the repository',
    ]);
    expect(check('docs/product.md', '[x](architecture.md#nowhere)')).toEqual([
      'link architecture.md#nowhere: docs/architecture.md has no heading #nowhere',
    ]);
    expect(check('docs/product.md', '[x](../../shared/design/PRODUCT.md)')).toEqual([
      'link ../../shared/design/PRODUCT.md leaves the repository',
    ]);
    expect(check('README.md', '[x](file:///work/shared/API.md)')).toEqual([
      'link file:///work/shared/API.md leaves the repository (only http(s) URLs may)',
    ]);
    expect(check('README.md', '[x](/docs/product.md)')).toEqual([
      'link /docs/product.md is an absolute path: link relative to the page',
    ]);
  });

  it('refuses a path the text names that is not in the repository, but not one under a placeholder or a build output', () => {
    expect(check('docs/architecture.md', 'Product decisions are in `../shared/design/PRODUCT.md`.')).toEqual([
      '../shared/design/PRODUCT.md (shared/design/PRODUCT.md) is not in the repository',
    ]);
    expect(check('README.md', 'Read `../spec/000.txt`.')).toEqual(['../spec/000.txt is outside the repository']);
    expect(check('README.md', 'The server is `apps/api/src/server.ts`.')).toEqual([
      'apps/api/src/server.ts is not in the repository',
    ]);
    expect(
      check(
        'README.md',
        '`apps/api/src/app.ts`, `apps/api/src/<name>.ts`, `apps/api/src/NNN-name.ts`, `apps/api/dist/server.js`, docs/decisions/0010.',
      ),
    ).toEqual([]);
    expect(check('README.md', 'docs/decisions/0017 says why.')).toEqual([
      'docs/decisions/0017 is not in the repository',
    ]);
    expect(check('README.md', 'Locales in `apps/web/src/locales/<lang>.json`.')).toEqual([
      'apps/web/src/locales/<lang>.json is not in the repository',
    ]);
  });

  it('refuses an npm script that does not exist, at the root or in the workspace named', () => {
    expect(
      check(
        'README.md',
        '`npm start`, `npm test`, `npm run build`, `npm run accounts -- set-password`, `npm run dev -w @guildhall/web`, `npm run dev -w apps/web`',
      ),
    ).toEqual([]);
    expect(check('README.md', 'Run `npm run lint`.')).toEqual([
      'npm run lint: no such script in the root package.json',
    ]);
    expect(check('README.md', '`npm run build -w @guildhall/web`')).toEqual([
      "npm run build: no such script in @guildhall/web's package.json",
    ]);
    expect(check('README.md', '`npm run dev -w apps/nowhere`')).toEqual([
      'apps/nowhere is not in the repository',
      'npm run dev: no workspace apps/nowhere',
    ]);
  });

  it('reads nothing inside fenced code blocks as a link, but does check the paths and scripts there', () => {
    expect(check('README.md', '```md\n[x](missing.md)\n```')).toEqual([]);
    expect(check('README.md', '```sh\nnpm run nothing\ncat apps/api/src/missing.ts\n```')).toEqual([
      'npm run nothing: no such script in the root package.json',
      'apps/api/src/missing.ts is not in the repository',
    ]);
  });

  it('makes anchors as GitHub does', () => {
    expect([
      ...headingAnchors(
        '# 10. Idempotent creates: sealed\n## `npm test` & CI\n## Data\n## Data\n```\n# not a heading\n```',
      ),
    ]).toEqual(['10-idempotent-creates-sealed', 'npm-test--ci', 'data', 'data-1']);
  });
});
