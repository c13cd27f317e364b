// docs/architecture.md against the code as it is: every table, every API module and every seam is
// named on the page. Then the check fed a page that leaves things out, so the first part can fail.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkArchitecture, missingFromPage, tablesOf } from './architecture-check';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('docs/architecture.md', () => {
  const { tables, modules, missing } = checkArchitecture(ROOT);

  it('is checked against the whole schema and every module folder', () => {
    expect(tables.length).toBeGreaterThanOrEqual(47);
    expect(tables).toContain('rule_runs');
    expect(modules).toContain('automation');
  });

  it('names every table of apps/api/src/db/schema.ts', () => {
    expect(missing.tables).toEqual([]);
  });

  it('names every module of apps/api/src/modules', () => {
    expect(missing.modules).toEqual([]);
  });

  it('names every seam', () => {
    expect(missing.seams).toEqual([]);
  });
});

describe('the architecture check', () => {
  const schema = 'export interface Database {\n  brands: BrandsTable;\n  rule_runs: RuleRunsTable;\n}\n';

  it('reads the tables of the Database interface', () => {
    expect(tablesOf(schema)).toEqual(['brands', 'rule_runs']);
  });

  it('reports what the page leaves out, and accepts a path that ends in a seam', () => {
    const page = 'The `brands` table; `modules/sla/sla.job.ts`; `apps/api/src/lib/events.ts`.';
    const names = {
      tables: ['brands', 'rule_runs'],
      modules: ['sla', 'sla.job.ts'],
      seams: ['lib/events.ts', 'lib/mail.ts'],
    };
    expect(missingFromPage(page, names)).toEqual({ tables: ['rule_runs'], modules: ['sla'], seams: ['lib/mail.ts'] });
  });
});
