import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { dictionaryScopes } from '@guildhall/locales/dictionary-scopes';

// Two projects: `unit` (contract, web and console, the local ESLint rules; fast, no database) and `api` (Fastify through inject,
// on SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL too).
export default defineConfig({
  // The dictionaries' scoped imports (player/<lang>.json?scope=…) load as the build loads them, so
  // a test can render a page through the server renderer (apps/web/src/entry-server.test.tsx).
  plugins: [react(), dictionaryScopes()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/console/src/**/*.test.{ts,tsx}',
            'eslint-rules/**/*.test.ts',
            'apps/api/src/db/seed/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['./tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/**/*.test.ts'],
          // The seed's data checks need no database: they run in `unit`.
          exclude: [...configDefaults.exclude, 'apps/api/src/db/seed/*.test.ts'],
          environment: 'node',
          setupFiles: ['./tests/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
