// axe-core (WCAG 2.2 A/AA) in the browser tests: one scan of what a page shows right now, its
// violations as plain lines (rule, impact, target, where) and the serious or critical ones that
// fail a test. Used by tests/e2e/accessibility.spec.ts (every player route on every brand).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rule sets of WCAG 2.0, 2.1 and 2.2 at levels A and AA (axe-core's tags). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** Impacts that fail a test. */
const FAILING = new Set(['serious', 'critical']);

export interface AxeFinding {
  rule: string;
  impact: string;
  target: string;
  where: string;
  summary: string;
}

export interface AxeTally {
  scans: number;
  /** Violating elements of any impact. */
  elements: number;
  /** Violating elements with a serious or critical impact. */
  failing: AxeFinding[];
  /** Every finding, for the report. */
  all: AxeFinding[];
  /** Pages that do not have exactly one h1 (WCAG 1.3.1 / 2.4.6 practice: one title per page). */
  headings: string[];
}

export function newTally(): AxeTally {
  return { scans: 0, elements: 0, failing: [], all: [], headings: [] };
}

/** Scans the page as it is now and adds what axe found to `tally`; `where` names the page and state. */
export async function scan(page: Page, where: string, tally: AxeTally): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags([...WCAG_TAGS]).analyze();
  tally.scans += 1;
  const h1s = await page.locator('h1').count();
  if (h1s !== 1) tally.headings.push(`${where}: ${h1s} h1`);
  for (const v of result.violations) {
    for (const node of v.nodes) {
      const finding: AxeFinding = {
        rule: v.id,
        impact: node.impact ?? v.impact ?? 'unknown',
        target: node.target.map(String).join(' '),
        where,
        summary: (node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim().slice(0, 160),
      };
      tally.elements += 1;
      tally.all.push(finding);
      if (FAILING.has(finding.impact)) tally.failing.push(finding);
    }
  }
}

/** One line per finding: "serious color-contrast @ nova phone /login: .gh-button (…)". */
export function describe(findings: AxeFinding[]): string {
  return findings.map((f) => `${f.impact} ${f.rule} @ ${f.where}: ${f.target}${f.summary ? ` (${f.summary})` : ''}`).join('\n');
}
