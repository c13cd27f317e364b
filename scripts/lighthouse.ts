// `npm run lighthouse`: Lighthouse (the npm package) in Debian's Chromium, with its default mobile
// profile (Moto G Power, simulated slow 4G and 4× CPU slowdown, as Lighthouse ships it), on the
// front page, a game's details and the FAQ of several brands (one in Arabic), a few runs each, each
// run in a fresh Chrome profile. Prints the median of every category and of FCP, LCP, TBT, CLS and
// the bytes transferred per page, and over all pages.
//
// The site is the build's (`npm run build`: apps/web/dist), served by the API started as the other
// scripts start it (scripts/lib/nodes.ts: this run's own bundle of apps/api, a fresh SQLite
// database with the demo, a free port), or one already running: LIGHTHOUSE_URL, with `{brand}` where
// the brand goes (`LIGHTHOUSE_URL=http://{brand}.localhost:8080`).
//
// The scores are a measurement, not a test: machines are noisy, so the exit code is 0 whatever they
// are, and 1 only when Lighthouse could not run or a run produced no score or no LCP. `--quick` (one
// brand, the front page, one run) is what `npm test` runs to keep this working.
//
//   npm run lighthouse -- [--runs 3] [--brands nova,lumen,vela,tidal:ar] [--pages home,game,faq]
//                         [--json out.json] [--report checks.json] [--audits] [--quick]
//
// A brand `x:lang` is brand x in that language: `?spec_lang=lang`, and `domain_area=` the first
// area offering it when the brand's own does not (`tidal:ar` is Tidal Arcade in its eru area).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LhResult } from 'lighthouse';
import { AREA_LANGUAGES, AREAS, normalizeLanguage, type Area, type Language } from '@guildhall/contract/areas';
import { API_BASE } from '@guildhall/contract/constants';
import { apiPaths, webPaths } from '@guildhall/contract/paths';
import { abortOnSignals, httpGet, Resources } from './bench-process';
import { checkLine, exitWith, tallyChecks, type Check } from './lib/checks';
import { ROOT, startApiNode } from './lib/nodes';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const DEFAULT_BRANDS = ['nova', 'lumen', 'vela', 'tidal:ar'];
const PAGES = ['home', 'game', 'faq'] as const;
type PageName = (typeof PAGES)[number];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** Lighthouse's audits for the figures of the table. */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  bytes: 'total-byte-weight',
} as const;
type Metric = keyof typeof METRICS;

interface BrandSpec {
  /** As given: `nova`, `tidal:ar`. */
  label: string;
  brand: string;
  lang?: Language;
  area?: Area;
}

/** One Lighthouse run's figures: scores 0–100, times in ms, CLS unitless, bytes. */
type Figures = Record<Category, number | null> & Record<Metric, number | null>;

interface RunResult {
  figures: Figures;
  /** The machine's 1-minute load average when the run started: a busy machine scores lower. */
  load: number;
  /** Lighthouse's own error (NO_FCP, ERRORED_DOCUMENT_REQUEST…) or ours. */
  error?: string;
  warnings: string[];
  lhr?: LhResult;
}

interface PageResult {
  brand: string;
  page: PageName;
  url: string;
  runs: RunResult[];
  median: Figures;
}

function usage(message?: string): never {
  if (message) console.error(`lighthouse: ${message}`);
  console.error(
    'usage: npm run lighthouse -- [--runs N] [--brands nova,lumen,vela,tidal:ar] [--pages home,game,faq] [--json out.json] [--report checks.json] [--audits] [--quick]\n' +
      '  LIGHTHOUSE_URL=http://{brand}.localhost:8080 measures a server already running instead of starting the build',
  );
  process.exit(2);
}

function parseBrand(value: string): BrandSpec {
  const [brand = '', langValue] = value.split(':');
  if (!/^[a-z0-9-]+$/.test(brand)) usage(`bad brand "${value}"`);
  if (langValue === undefined) return { label: value, brand };
  const lang = normalizeLanguage(langValue);
  if (!lang) usage(`unknown language in "${value}"`);
  const area = AREAS.find((a) => AREA_LANGUAGES[a].includes(lang));
  return { label: value, brand, lang, ...(area ? { area } : {}) };
}

function options() {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        runs: { type: 'string' },
        brands: { type: 'string' },
        pages: { type: 'string' },
        json: { type: 'string' },
        report: { type: 'string' },
        audits: { type: 'boolean', default: false },
        quick: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values;
  } catch (err) {
    usage((err as Error).message);
  }
  if (parsed.help) usage();
  const runs = parsed.runs === undefined ? (parsed.quick ? 1 : 3) : Number(parsed.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 50) usage('--runs takes a whole number from 1 to 50');
  const brandList = parsed.brands?.split(',').filter(Boolean) ?? DEFAULT_BRANDS;
  const pages = (parsed.pages?.split(',').filter(Boolean) ?? (parsed.quick ? ['home'] : [...PAGES])) as PageName[];
  for (const p of pages) if (!PAGES.includes(p)) usage(`unknown page "${p}" (pages: ${PAGES.join(', ')})`);
  const brands = (parsed.quick && !parsed.brands ? brandList.slice(0, 1) : brandList).map(parseBrand);
  return {
    runs,
    brands,
    pages,
    json: parsed.json,
    report: parsed.report ?? process.env.LIGHTHOUSE_REPORT,
    audits: parsed.audits,
  };
}

/** How to reach a brand: the browser's origin, and how Node gets there (Node does not resolve *.localhost). */
interface Target {
  origin(brand: string): string;
  /** GET `pathAndQuery` on the brand's host from Node. */
  get(brand: string, pathAndQuery: string): Promise<{ status: number; body: Buffer }>;
}

function targetFor(template: string): Target {
  const origin = (brand: string) => template.replaceAll('{brand}', brand).replace(/\/+$/, '');
  return {
    origin,
    get(brand, pathAndQuery) {
      const url = new URL(pathAndQuery, origin(brand) + '/');
      const loopback = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
      if (url.protocol === 'http:' && loopback) {
        // node:http with the brand's Host, to 127.0.0.1 (what Chromium does for *.localhost).
        return httpGet(`http://127.0.0.1:${url.port || 80}${url.pathname}${url.search}`, { host: url.host }, 10_000);
      }
      return fetch(url).then(async (r) => ({ status: r.status, body: Buffer.from(await r.arrayBuffer()) }));
    },
  };
}

function langQuery(spec: BrandSpec): string {
  const q = new URLSearchParams();
  if (spec.area) q.set('domain_area', spec.area);
  if (spec.lang) q.set('spec_lang', spec.lang);
  return q.toString();
}

/** The first game the brand lists (in the spec's area and language), for the details and FAQ pages. */
async function firstGameId(target: Target, spec: BrandSpec): Promise<number> {
  const query = langQuery(spec);
  const answer = await target.get(spec.brand, `${API_BASE}${apiPaths.gamesSimple}${query ? `?${query}` : ''}`);
  if (answer.status !== 200)
    throw new Error(`${spec.label}: GET ${API_BASE}${apiPaths.gamesSimple} answered ${answer.status}`);
  const games = (JSON.parse(answer.body.toString('utf8')) as { data?: { id: number }[] }).data ?? [];
  const id = games[0]?.id;
  if (id === undefined) throw new Error(`${spec.label}: the brand lists no game`);
  return id;
}

function pageUrl(origin: string, spec: BrandSpec, page: PageName, gameId: number | undefined): string {
  const q = new URLSearchParams(langQuery(spec));
  let pathname: string = webPaths.home;
  if (page === 'game') {
    pathname = webPaths.gameDetails;
    q.set('id', String(gameId));
  } else if (page === 'faq') {
    pathname = webPaths.supportFaq;
    q.set('clientId', String(gameId));
  }
  const search = q.toString();
  return `${origin}${pathname}${search ? `?${search}` : ''}`;
}

function emptyFigures(): Figures {
  return {
    performance: null,
    accessibility: null,
    'best-practices': null,
    seo: null,
    fcp: null,
    lcp: null,
    tbt: null,
    cls: null,
    bytes: null,
  };
}

function figuresOf(lhr: LhResult): Figures {
  const f = emptyFigures();
  for (const c of CATEGORIES) {
    const score = lhr.categories[c]?.score;
    f[c] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  for (const [key, id] of Object.entries(METRICS) as [Metric, string][]) {
    const value = lhr.audits[id]?.numericValue;
    f[key] = typeof value === 'number' && Number.isFinite(value) ? value : null;
  }
  return f;
}

async function runOnce(url: string, signal: AbortSignal): Promise<RunResult> {
  const load = os.loadavg()[0]!;
  // A fresh profile each run (chrome-launcher makes a temp user-data-dir and removes it on kill).
  // Ctrl-C is ours (abortOnSignals), not chrome-launcher's, whose handler exits at once and would
  // leave the server and its temp folders behind: the abort kills Chrome, which ends the run.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
    handleSIGINT: false,
  });
  const onAbort = () => void chrome.kill();
  signal.addEventListener('abort', onAbort);
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) return { figures: emptyFigures(), load, error: 'Lighthouse returned no result', warnings: [] };
    const lhr = result.lhr;
    return {
      figures: figuresOf(lhr),
      load,
      ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
      warnings: lhr.runWarnings.map(String),
      lhr,
    };
  } finally {
    signal.removeEventListener('abort', onAbort);
    await chrome.kill();
  }
}

function median(values: readonly (number | null)[]): number | null {
  const v = values.filter((x): x is number => x !== null).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

function medianFigures(list: readonly Figures[]): Figures {
  const f = emptyFigures();
  for (const key of Object.keys(f) as (keyof Figures)[]) f[key] = median(list.map((x) => x[key]));
  return f;
}

const fmt = (v: number | null, digits: number, scale = 1) => (v === null ? '—' : (v / scale).toFixed(digits));

function tableRow(label: string, f: Figures): string[] {
  return [
    label,
    fmt(f.performance, 0),
    fmt(f.accessibility, 0),
    fmt(f['best-practices'], 0),
    fmt(f.seo, 0),
    fmt(f.fcp, 2, 1000),
    fmt(f.lcp, 2, 1000),
    fmt(f.tbt, 0),
    fmt(f.cls, 3),
    fmt(f.bytes, 0, 1024),
  ];
}

function printTable(rows: string[][]): void {
  const header = ['page', 'perf', 'a11y', 'BP', 'SEO', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'KB'];
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    '| ' + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ') + ' |';
  console.log(line(header));
  console.log('|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|');
  for (const r of rows) console.log(line(r));
}

interface AuditNote {
  id: string;
  title: string;
  score: number | null;
  display?: string;
  /** Elements or URLs the audit names (first few). */
  items: string[];
}

function itemLabel(item: Record<string, unknown>): string | undefined {
  const node = item.node as { snippet?: string; selector?: string; nodeLabel?: string } | undefined;
  if (node?.snippet) return `${node.selector ?? ''} ${node.snippet}`.trim();
  for (const key of ['url', 'source']) {
    const v = item[key];
    if (typeof v === 'string' && v) return v;
    if (v && typeof v === 'object' && 'url' in v && typeof v.url === 'string') return v.url;
  }
  return undefined;
}

function auditNote(lhr: LhResult, id: string): AuditNote {
  const a = lhr.audits[id]!;
  const details = a.details as { items?: Record<string, unknown>[] } | undefined;
  const items = (details?.items ?? []).flatMap((item) => {
    const label = itemLabel(item);
    return label ? [label.replace(/\s+/g, ' ').slice(0, 200)] : [];
  });
  return {
    id,
    title: a.title,
    score: a.score,
    ...(a.displayValue ? { display: a.displayValue } : {}),
    items: items.slice(0, 6),
  };
}

/** Failed audits of the accessibility, best-practices and SEO categories, and the performance opportunities and diagnostics. */
function auditNotes(lhr: LhResult): { failed: Partial<Record<Category, AuditNote[]>>; opportunities: AuditNote[] } {
  const failed: Partial<Record<Category, AuditNote[]>> = {};
  for (const c of ['accessibility', 'best-practices', 'seo'] as const) {
    const refs = lhr.categories[c]?.auditRefs ?? [];
    const notes = refs
      .filter((r) => {
        const a = lhr.audits[r.id];
        return (
          a &&
          r.weight > 0 &&
          a.score !== null &&
          a.score < 1 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable'
        );
      })
      .map((r) => auditNote(lhr, r.id));
    if (notes.length) failed[c] = notes;
  }
  const perfRefs = lhr.categories.performance?.auditRefs ?? [];
  const opportunities = perfRefs
    .filter((r) => {
      const a = lhr.audits[r.id];
      if (!a || r.group === 'metrics' || a.score === null || a.score >= 0.9) return false;
      return (
        a.scoreDisplayMode === 'metricSavings' || a.scoreDisplayMode === 'numeric' || a.scoreDisplayMode === 'binary'
      );
    })
    .map((r) => auditNote(lhr, r.id));
  return { failed, opportunities };
}

function printAudits(result: PageResult): void {
  const lhr = result.runs.find((r) => r.lhr && !r.error)?.lhr;
  if (!lhr) return;
  const { failed, opportunities } = auditNotes(lhr);
  console.log(`\n${result.brand} ${result.page} (${result.url}), first run:`);
  const show = (n: AuditNote) => {
    console.log(`  - ${n.id}${n.display ? ` (${n.display})` : ''}: ${n.title}`);
    for (const item of n.items) console.log(`      ${item}`);
  };
  if (opportunities.length) console.log('  performance opportunities and diagnostics:');
  opportunities.forEach(show);
  for (const [c, notes] of Object.entries(failed)) {
    console.log(`  ${c} failed:`);
    notes.forEach(show);
  }
  if (!opportunities.length && !Object.keys(failed).length) console.log('  nothing failed');
}

let chromium: string | undefined;

function chromiumVersion(): string {
  try {
    // (Debian's wrapper script prints a shell warning on stderr: not ours to show.)
    chromium ??= execFileSync(CHROME_PATH, ['--version'], {
      encoding: 'utf8',
      timeout: 10_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    chromium = `${CHROME_PATH} (version unknown)`;
  }
  return chromium;
}

function lighthouseVersion(): string {
  try {
    return (
      JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  } catch {
    return '?';
  }
}

async function main(): Promise<number> {
  const startedAt = performance.now();
  const opts = options();
  if (!fs.existsSync(CHROME_PATH)) {
    console.error(`lighthouse: no Chromium at ${CHROME_PATH} (apt-get install -y chromium, or set CHROME_PATH)`);
    return 1;
  }
  const resources = new Resources();
  const controller = new AbortController();
  const signals = abortOnSignals(controller);
  const checks: Check[] = [];
  const results: PageResult[] = [];
  try {
    let template = process.env.LIGHTHOUSE_URL;
    let serverOutput: (() => string) | undefined;
    if (!template) {
      const webDist = path.join(ROOT, 'apps/web/dist');
      if (!fs.existsSync(path.join(webDist, 'index.html'))) {
        console.error(
          'lighthouse: no build of the player site (apps/web/dist/index.html): run `npm run build` first,\n' +
            '  or measure a running server with LIGHTHOUSE_URL=http://{brand}.localhost:8080',
        );
        return 1;
      }
      const node = await startApiNode(resources, {
        name: 'lighthouse server',
        env: { WEB_DIST: webDist, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
        signal: controller.signal,
      });
      template = `http://{brand}.localhost:${node.port}`;
      serverOutput = () => node.child.output();
    } else if (!template.includes('{brand}')) {
      console.error(
        'lighthouse: LIGHTHOUSE_URL has no {brand} (e.g. http://{brand}.localhost:8080): every brand would be the same site',
      );
      return 1;
    }
    const target = targetFor(template);
    const [load1, load5] = os.loadavg();
    console.log(
      `Lighthouse ${lighthouseVersion()}, ${chromiumVersion()}, default mobile profile (simulated throttling); ` +
        `${opts.runs} run(s) per page; ${template}; load average ${load1!.toFixed(2)} / ${load5!.toFixed(2)} on ${os.cpus().length} CPUs`,
    );

    for (const spec of opts.brands) {
      let gameId: number | undefined;
      if (opts.pages.some((p) => p !== 'home')) gameId = await firstGameId(target, spec);
      for (const page of opts.pages) {
        const url = pageUrl(target.origin(spec.brand), spec, page, gameId);
        const runs: RunResult[] = [];
        for (let i = 0; i < opts.runs; i += 1) {
          if (controller.signal.aborted) throw new Error('interrupted');
          let run: RunResult;
          try {
            run = await runOnce(url, controller.signal);
          } catch (err) {
            run = {
              figures: emptyFigures(),
              load: os.loadavg()[0]!,
              error: err instanceof Error ? err.message : String(err),
              warnings: [],
            };
          }
          if (controller.signal.aborted) throw new Error('interrupted');
          runs.push(run);
          const f = run.figures;
          const complete = !run.error && CATEGORIES.every((c) => f[c] !== null) && f.lcp !== null;
          const check: Check = {
            name: `${spec.label} ${page} run ${i + 1}: four category scores and LCP`,
            ok: complete,
            detail:
              run.error ??
              `perf ${fmt(f.performance, 0)}, a11y ${fmt(f.accessibility, 0)}, BP ${fmt(f['best-practices'], 0)}, SEO ${fmt(f.seo, 0)}, LCP ${fmt(f.lcp, 2, 1000)} s (load ${run.load.toFixed(1)})`,
          };
          checks.push(check);
          console.log(checkLine(check));
          for (const w of run.warnings) console.log(`      warning: ${w}`);
        }
        const ok = runs.filter((r) => !r.error);
        results.push({ brand: spec.label, page, url, runs, median: medianFigures(ok.map((r) => r.figures)) });
      }
    }

    if (serverOutput && checks.some((c) => !c.ok))
      console.log(`\nThe server's last output:\n${serverOutput().split('\n').slice(-30).join('\n')}`);

    console.log(`\nMedian of ${opts.runs} run(s) per page:`);
    const overall = medianFigures(results.map((r) => r.median));
    printTable([
      ...results.map((r) => tableRow(`${r.brand} ${r.page}`, r.median)),
      tableRow(results.length > 1 ? 'overall (median of pages)' : 'overall', overall),
    ]);
    if (opts.audits) results.forEach(printAudits);

    if (opts.json) {
      const out = {
        date: new Date().toISOString(),
        lighthouse: lighthouseVersion(),
        chromium: chromiumVersion(),
        loadAverage: os.loadavg(),
        target: template,
        runsPerPage: opts.runs,
        overall,
        pages: results.map((r) => ({
          brand: r.brand,
          page: r.page,
          url: r.url,
          median: r.median,
          runs: r.runs.map((run) => ({
            figures: run.figures,
            load: run.load,
            ...(run.error ? { error: run.error } : {}),
            warnings: run.warnings,
          })),
          ...(r.runs[0]?.lhr ? auditNotes(r.runs[0].lhr) : {}),
        })),
      };
      fs.mkdirSync(path.dirname(path.resolve(opts.json)), { recursive: true });
      fs.writeFileSync(opts.json, JSON.stringify(out, null, 2) + '\n');
      console.log(`\nWrote ${opts.json}`);
    }
  } catch (err) {
    checks.push({ name: 'Lighthouse ran', ok: false, detail: err instanceof Error ? err.message : String(err) });
    console.error(`lighthouse: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    signals.cleaning(true);
    await resources.releaseAll();
  }
  const tally = tallyChecks(checks, {
    startedAt,
    reportFile: opts.report,
    figures: { pages: results.map((r) => ({ brand: r.brand, page: r.page, median: r.median })) },
  });
  if (tally.failed)
    console.log(`\n${tally.failed} run(s) without a complete result: Lighthouse could not measure them`);
  console.log(`(${tally.seconds} s)`);
  return tally.exitCode;
}

exitWith(main);
