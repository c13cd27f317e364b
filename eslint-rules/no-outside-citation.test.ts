// The rule that keeps comments citing what a clone holds, through ESLint's RuleTester on TypeScript
// parsed the way eslint.config.js parses it; and the same check over the CSS, which ESLint does not read.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import rule, { outsideCitation } from './no-outside-citation.js';
import local from './index.js';

// RuleTester looks for mocha-style globals; vitest runs without globals, so hand it vitest's.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const outside = (code: string) => ({ code, errors: [{ messageId: 'outside' as const }] });

describe('the local plugin', () => {
  it('offers the rule under the name eslint.config.js turns on', () => {
    expect(local.rules['no-outside-citation']).toBe(rule);
  });
});

tester.run('no-outside-citation', rule, {
  valid: [
    // Files of the repository, and plain reasons.
    '// Merged inquiries keep their rows (docs/decisions/0027-queue-automation.md).\nconst a = 1;',
    '// The envelope of docs/wire-contract.md; statuses as docs/product.md section 4 names them.\nconst a = 1;',
    '/** The house style (docs/style.md) keeps features apart. */\nexport const a = 1;',
    '// Checked by packages/contract/src/support.test.ts.\nconst a = 1;',
    // Public pages open from anywhere, an upstream issue included.
    '// Works around https://github.com/vitest-dev/vitest/issues/1234 until it is fixed.\nconst a = 1;',
    // Words that only look like a citation.
    '// Tissue 3 and reissue 4 are product names; an issues list of 5 rows.\nconst a = 1;',
    '// The test spec runs in section order.\nconst a = 1;',
    // Strings are not comments: a test may hold such text as data.
    "const path = '../../shared/design/PRODUCT.md';\nconst title = 'fixes issue 12';",
  ],
  invalid: [
    outside('// Social login on the wire (API.md "Accounts").\nconst a = 1;'),
    outside('/** Guests must give an email address (PRODUCT.md section 4). */\nexport const a = 1;'),
    outside('// The boundaries of STYLE.md, kept by the linter.\nconst a = 1;'),
    outside('// Toasts last 2 s (spec section 8).\nconst a = 1;'),
    outside("// Routes of the spec's section 2 (history mode).\nconst a = 1;"),
    outside('// Fields per category (issue 15): what admins define.\nconst a = 1;'),
    outside('// Fixed for Issue #42.\nconst a = 1;'),
    outside('/*\n * Player data rights (issues 14 and 15).\n */\nconst a = 1;'),
    {
      code: '// One (issue 3).\n// Two (API.md).\nconst a = 1;',
      errors: [
        { messageId: 'outside', line: 1, data: { cited: 'issue 3', what: 'an issue number' } },
        { messageId: 'outside', line: 2, data: { cited: 'API.md', what: 'a design document outside the repository' } },
      ],
    },
  ],
});

describe('the CSS', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const cssFiles = execFileSync('git', ['ls-files', '*.css'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && fs.existsSync(path.join(root, f)));

  it('is there to read', () => {
    expect(cssFiles.length).toBeGreaterThan(3);
  });

  it('has no comment citing an outside document or an issue number', () => {
    const found: string[] = [];
    for (const file of cssFiles) {
      const css = fs.readFileSync(path.join(root, file), 'utf8');
      for (const m of css.matchAll(/\/\*[\s\S]*?\*\//g)) {
        const hit = outsideCitation(m[0]);
        if (hit) found.push(`${file}:${css.slice(0, m.index).split('\n').length}: ${hit.cited}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('would be caught when one does', () => {
    expect(outsideCitation("/* The category's own fields (issue 15): a required mark. */")?.cited).toBe('issue 15');
  });
});
