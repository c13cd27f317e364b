// The ✓/✗ checks of the scripts that test the whole running server (scripts/fuzz.ts,
// scripts/kill-test.ts, scripts/multinode.ts): a line per check, a JSON report that
// scripts/test-all.mjs counts like tests (`{ passed, failed, seconds, …figures, checks }`), and the
// exit code, 1 when a check failed or none ran (a run that checked nothing proves nothing).
import fs from 'node:fs';
import path from 'node:path';

export interface Check {
  name: string;
  ok: boolean;
  detail?: string;
}

/** `  ✓ name — detail`, as each check is printed. */
export function checkLine(c: Check): string {
  return `  ${c.ok ? '✓' : '✗'} ${c.name}${c.detail ? ` — ${c.detail}` : ''}`;
}

/** The failed checks once more at the end of a long run, each with the part of the run it belongs to. */
export function printFailures<C extends Check>(checks: readonly C[], partOf: (c: C) => string): void {
  const failed = checks.filter((c) => !c.ok);
  if (failed.length === 0) return;
  console.log('\nFailed checks:');
  for (const c of failed) console.log(`  ✗ (${partOf(c)}) ${c.name}${c.detail ? ` — ${c.detail}` : ''}`);
}

export interface Tally {
  passed: number;
  failed: number;
  /** Since `startedAt`, to a tenth. */
  seconds: number;
  exitCode: 0 | 1;
}

/** Counts the checks and, when `reportFile` is set, writes them there with the run's figures. */
export function tallyChecks(
  checks: readonly Check[],
  options: { startedAt: number; reportFile?: string | undefined; figures?: Record<string, unknown> },
): Tally {
  const passed = checks.filter((c) => c.ok).length;
  const failed = checks.length - passed;
  const seconds = Number(((performance.now() - options.startedAt) / 1000).toFixed(1));
  if (options.reportFile) {
    fs.mkdirSync(path.dirname(path.resolve(options.reportFile)), { recursive: true });
    fs.writeFileSync(
      options.reportFile,
      JSON.stringify({ passed, failed, seconds, ...options.figures, checks }, null, 2) + '\n',
    );
  }
  return { passed, failed, seconds, exitCode: failed > 0 || checks.length === 0 ? 1 : 0 };
}

/** Runs a script's `main` and exits with the code it answers; an error it throws is printed and exits 1. */
export function exitWith(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
