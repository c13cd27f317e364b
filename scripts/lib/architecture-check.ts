// What docs/architecture.md must name, read from the code (scripts/lib/architecture-check.test.ts):
// every table of the Database interface in apps/api/src/db/schema.ts, every folder of
// apps/api/src/modules, and the seams, each written in backticks. A table or module added
// without a line on the page fails the test, so the page cannot fall behind the code again.
import fs from 'node:fs';
import path from 'node:path';

/** The seams the page describes: one function or file each. */
export const SEAMS = [
  'afterInquiryEvent',
  'lib/events.ts',
  'ops/scheduler.ts',
  'lib/storage.ts',
  'lib/mail.ts',
  'plugins/web-render.ts',
  'plugins/signature.ts',
  'plugins/idempotency.ts',
];

/** The table names of `export interface Database { … }`. */
export function tablesOf(schemaSource: string): string[] {
  const body = /export interface Database \{([\s\S]*?)\n\}/.exec(schemaSource)?.[1];
  if (!body) throw new Error('schema.ts has no `export interface Database { … }`');
  return [...body.matchAll(/^\s+([a-z_][a-z0-9_]*)\s*:/gm)].map((m) => m[1]!);
}

export function modulesOf(modulesDir: string): string[] {
  return fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/** The names the page does not mention in backticks. */
export function missingFromPage(page: string, names: { tables: string[]; modules: string[]; seams: string[] }) {
  const named = new Set<string>();
  for (const m of page.matchAll(/`([^`\n]+)`/g)) {
    named.add(m[1]!);
    // `modules/sla/sla.job.ts` also names `sla.job.ts`; `apps/api/src/lib/events.ts` names `lib/events.ts`.
    const parts = m[1]!.split('/');
    for (let i = 1; i < parts.length; i++) named.add(parts.slice(i).join('/'));
  }
  return {
    tables: names.tables.filter((t) => !named.has(t)),
    modules: names.modules.filter((m) => !named.has(m)),
    seams: names.seams.filter((s) => !named.has(s)),
  };
}

export function checkArchitecture(root: string) {
  const api = path.join(root, 'apps/api/src');
  const tables = tablesOf(fs.readFileSync(path.join(api, 'db/schema.ts'), 'utf8'));
  const modules = modulesOf(path.join(api, 'modules'));
  const page = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  return { tables, modules, missing: missingFromPage(page, { tables, modules, seams: SEAMS }) };
}
