import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import local from './eslint-rules/index.js';

/**
 * Import direction in a front end (docs/decisions/0019): lib/ and components/ → features → app/.
 * A feature uses lib/ and components/ only, never app/ nor another feature; what two features
 * share moves down, and app/ composes them. One zone per feature, read from the folder, so a new
 * feature is covered without editing this file.
 */
function frontEndZones(app) {
  const src = `./apps/${app}/src`;
  const features = fs
    .readdirSync(new URL(`${src}/features`, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return [
    {
      target: [`${src}/lib`, `${src}/components`],
      from: [`${src}/features`, `${src}/app`],
      message: 'lib/ and components/ sit below features and app/: move the shared part down, or let app/ pass it in.',
    },
    {
      target: `${src}/features`,
      from: `${src}/app`,
      message: 'A feature never imports app/: move what it needs to lib/ or components/, or compose the two in app/.',
    },
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message:
        'A feature never imports another feature: move the shared code to lib/ or components/, or compose the features in app/.',
    })),
  ];
}

/** The workspaces, lowest first: a package never imports an app, the contract imports no other package, an app no other app. */
const workspaceZones = [
  {
    target: './packages',
    from: './apps',
    message: 'Packages sit below the apps: an app imports a package, never the other way.',
  },
  {
    target: './packages/contract',
    from: ['./packages/browser-kit', './packages/locales'],
    message: 'The contract is the lowest layer: it imports no other package.',
  },
  {
    target: './apps/api',
    from: ['./apps/web', './apps/console'],
    message: 'An app never imports another app: share through a package.',
  },
  {
    target: './apps/web',
    from: ['./apps/api', './apps/console'],
    message: 'An app never imports another app: share through a package.',
  },
  {
    target: './apps/console',
    from: ['./apps/api', './apps/web'],
    message: 'An app never imports another app: share through a package.',
  },
];

/** Brands are data: no code compares a brand's id. Repeated wherever a block sets no-restricted-syntax again (a later block replaces the list). */
const noBrandIdComparison = {
  selector: "BinaryExpression[operator=/^[!=]==$/] > MemberExpression[property.name='id'][object.name='brand']",
  message: 'Brands are data: use a brand setting instead of comparing brand ids.',
};

/**
 * The API's layers: routes (HTTP only) → service (rules, transactions) → repository (Kysely). A
 * Kysely query starts with one of these builder methods; `with` only as a CTE, named by a string
 * (Array.prototype.with takes an index). `db.transaction()` is not one: services own transactions.
 */
const noQueryBuilder = [
  {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]",
    message: "No SQL outside a repository: put the query in the module's *.repository.ts (db first) and call that.",
  },
  {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(with|withRecursive)$/][arguments.0.value=/./]",
    message: "No SQL outside a repository: put the query in the module's *.repository.ts (db first) and call that.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Japanese and Chinese texts use the ideographic space on purpose.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true }],
      'no-restricted-syntax': ['error', noBrandIdComparison],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The components of both front ends speak through the dictionaries (t()), never in
    // words of their own. Tests and the console's test helpers may write whatever they like.
    files: ['apps/web/src/**/*.tsx', 'apps/console/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { local },
    rules: {
      'local/no-literal-ui-text': 'error',
    },
  },
  {
    // Comments cite what a clone holds (docs/style.md, Habits): no outside document, no issue number.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { local },
    rules: {
      'local/no-outside-citation': 'error',
    },
  },
  {
    // The boundaries of docs/style.md, kept by the linter instead of by memory (docs/decisions/0019).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'],
          conditionNames: ['types', 'import', 'default'],
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // A parsed module is kept for the whole run (the default, 30 s, reparses on a busy machine).
      'import-x/cache': { lifetime: Number.POSITIVE_INFINITY },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...workspaceZones, ...frontEndZones('web'), ...frontEndZones('console')] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // SQL lives in *.repository.ts files, by allow-list: any other file of the API (a service, a
    // plugin, a job, an operator command, a file of loose helpers) that builds a query fails, so a
    // new kind of file cannot escape the rule by its name. Allowed besides: db/migrations (schema
    // changes are SQL by nature, and a migration must not change with the repositories) and
    // db/seed (demo data written straight into tables); tests and apps/api/test (they arrange and
    // inspect rows directly, below the code they test); scripts/ (benchmarks and the kill test,
    // outside the app). Those paths are simply not listed here.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.repository.ts', 'apps/api/src/db/migrations/**', 'apps/api/src/db/seed/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', noBrandIdComparison, ...noQueryBuilder],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'kysely', importNames: ['sql'], message: 'Raw SQL belongs in a repository (*.repository.ts) too.' },
          ],
        },
      ],
    },
  },
  {
    // API routes are HTTP only: they call their module's service, never a repository nor Kysely
    // itself (types, such as the Kysely a plugin is given, are fine).
    files: ['apps/api/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': ['error', noBrandIdComparison, ...noQueryBuilder],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              allowTypeImports: true,
              message: 'A route holds no SQL: its service calls the repository.',
            },
          ],
          patterns: [{ group: ['*.repository'], message: 'A route calls its service, never a repository.' }],
        },
      ],
    },
  },
  {
    // A repository is the bottom layer: it never calls back up into a service or a route.
    files: ['apps/api/src/modules/**/*.repository.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['*.service', '*.routes'],
              message: 'A repository never imports a service or a route: the layers go routes → service → repository.',
            },
          ],
        },
      ],
    },
  },
  {
    // Nothing imports a test, so no cycle runs through one: the cycle check skips them (about half
    // of its time); the cycles of the code they test are found from that code's own files.
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // A promise nobody awaits loses its error (an unhandled rejection ends the process) and its
    // order; in the API and the scripts every one is awaited, or marked `void` with the reason.
    files: ['apps/api/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
);
