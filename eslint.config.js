import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import local from './eslint-rules/index.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Japanese and Chinese texts use the ideographic space on purpose.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator=/^[!=]==$/] > MemberExpression[property.name='id'][object.name='brand']",
          message: 'Brands are data: use a brand setting instead of comparing brand ids.',
        },
      ],
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
    // Issue 6: the components of both front ends speak through the dictionaries (t()), never in
    // words of their own. Tests and the console's test helpers may write whatever they like.
    files: ['apps/web/src/**/*.tsx', 'apps/console/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { local },
    rules: {
      'local/no-literal-ui-text': 'error',
    },
  },
);
