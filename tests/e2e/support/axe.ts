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
  /** On a phone: controls smaller than 44 x 44 px (WCAG 2.5.5, the issue's bar for touch). */
  smallTargets: string[];
}

export function newTally(): AxeTally {
  return { scans: 0, elements: 0, failing: [], all: [], headings: [], smallTargets: [] };
}

/** Scans the page as it is now and adds what axe found to `tally`; `where` names the page and state. */
export async function scan(page: Page, where: string, tally: AxeTally): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags([...WCAG_TAGS]).analyze();
  tally.scans += 1;
  const h1s = await page.locator('h1').count();
  if (h1s !== 1) tally.headings.push(`${where}: ${h1s} h1`);
  if ((page.viewportSize()?.width ?? Infinity) <= PHONE_MAX_WIDTH) {
    for (const small of await smallTouchTargets(page)) tally.smallTargets.push(`${where}: ${small}`);
  }
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

/** The widest viewport the player site lays out as a phone (its styles' breakpoint). */
const PHONE_MAX_WIDTH = 600;

/** The smallest touch target on a phone, both ways. */
export const MIN_TOUCH_TARGET = 44;

/**
 * The controls on the page now, shown and smaller than MIN_TOUCH_TARGET either way: buttons, tabs,
 * selects, text fields and links that stand on their own (a link inside a sentence is exempt, as in
 * WCAG 2.5.5). A checkbox or radio is measured by its label, which is what a finger taps; a visually
 * hidden control (the skip link until focused) is not a target.
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'button, [role="button"], [role="tab"], select, textarea, input:not([type="hidden"]), summary, a[href]';
    const found: string[] = [];
    // With a modal dialog open, the page behind it cannot be touched: only the dialog counts.
    const modal = document.querySelector('dialog:modal');
    for (const el of (modal ?? document).querySelectorAll<HTMLElement>(selector)) {
      if (el.closest('[aria-hidden="true"], [inert], .gh-visually-hidden, .gh-skip')) continue;
      // The carousel's dots keep 24 px (WCAG 2.5.8 AA): its 44 px arrows and a swipe do the same
      // (2.5.5's "equivalent" exception), and a row of 44 px dots would not fit a phone.
      if (el.matches('.gh-carousel__dot')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      if (el instanceof HTMLAnchorElement && style.display === 'inline') continue;
      let box = el.getBoundingClientRect();
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio' || el.type === 'file')) {
        const label =
          el.closest('label') ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null);
        if (label) box = label.getBoundingClientRect();
      }
      if (box.width === 0 && box.height === 0) continue;
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        found.push(
          `${el.outerHTML.slice(0, 90).replace(/\s+/g, ' ')} (${Math.round(box.width)} x ${Math.round(box.height)})`,
        );
      }
    }
    return found;
  }, MIN_TOUCH_TARGET);
}

/** One line per finding: "serious color-contrast @ nova phone /login: .gh-button (…)". */
export function describe(findings: AxeFinding[]): string {
  return findings
    .map((f) => `${f.impact} ${f.rule} @ ${f.where}: ${f.target}${f.summary ? ` (${f.summary})` : ''}`)
    .join('\n');
}
