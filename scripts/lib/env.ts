// Settings the scripts read from the environment.

/**
 * The whole number in environment variable `name`, `fallback` when it is unset or empty; anything
 * else (a typo, a fraction, less than `min`) stops `script` at once with a message, rather than
 * running with a setting nobody asked for.
 */
export function wholeNumberFromEnv(script: string, name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < min) {
    console.error(`${script}: ${name} must be a whole number ≥ ${min} (got ${JSON.stringify(raw)})`);
    process.exit(1);
  }
  return n;
}
