// The docs check (scripts/lib/docs-check.test.ts): README.md and docs/**/*.md may only point at what
// the repository holds. Every relative link and image resolves to a tracked file or folder (and a
// `#anchor` to a heading of that page); no link leaves the repository except an http(s) URL; every
// repository path the text names (`apps/…`, `docs/…`, `../…`) exists; every `npm run X` names a
// script of the package.json it would run in. Docs that drift from the tree fail `npm test`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface DocProblem {
  file: string;
  line: number;
  message: string;
}

/** What the checked docs may point at: tracked files and folders, and the scripts of each package. */
export interface RepoIndex {
  files: ReadonlySet<string>;
  dirs: ReadonlySet<string>;
  /** Script names by workspace: '' is the root package, then each workspace by path and by name. */
  scripts: ReadonlyMap<string, ReadonlySet<string>>;
  /** The page's text, to check anchors against its headings. */
  read(file: string): string;
  /** Whether git ignores a path: build and run outputs the docs may name (`apps/web/dist`). */
  ignored(p: string): boolean;
}

/** Top folders whose paths the docs name from the repository root. */
const ROOT_FOLDERS = ['apps', 'packages', 'scripts', 'docs', 'tests', 'eslint-rules'];
/** Build and run outputs, when git cannot say what it ignores (and never walked). */
const GENERATED = new Set(['dist', 'node_modules', 'test-results', 'data', 'backups', 'bench-results']);

export function docFiles(index: Pick<RepoIndex, 'files'>): string[] {
  return [...index.files].filter((f) => f === 'README.md' || (f.startsWith('docs/') && f.endsWith('.md'))).sort();
}

/** The repository's tracked files (git's index), or every file on disk outside ignored folders. */
export function repoIndex(root: string): RepoIndex {
  let list: string[];
  try {
    list = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .split('\0')
      .filter(Boolean);
  } catch {
    list = walk(root, '');
  }
  // A file staged for deletion is still listed by ls-files until committed; only what is there counts.
  const files = new Set(list.filter((f) => fs.existsSync(path.join(root, f))));
  const dirs = new Set<string>();
  for (const f of files) {
    for (let d = path.posix.dirname(f); d !== '.'; d = path.posix.dirname(d)) dirs.add(d);
  }
  const scripts = new Map<string, ReadonlySet<string>>();
  for (const f of files) {
    if (f !== 'package.json' && !/^(apps|packages)\/[^/]+\/package\.json$/.test(f)) continue;
    const pkg = JSON.parse(fs.readFileSync(path.join(root, f), 'utf8')) as {
      name?: string;
      scripts?: Record<string, string>;
    };
    const names = new Set(Object.keys(pkg.scripts ?? {}));
    const dir = path.posix.dirname(f);
    scripts.set(dir === '.' ? '' : dir, names);
    if (dir !== '.' && pkg.name) scripts.set(pkg.name, names);
  }
  const ignoredCache = new Map<string, boolean>();
  const ignored = (p: string) => {
    let answer = ignoredCache.get(p);
    if (answer === undefined) {
      try {
        // Exit 0: ignored; 1: not ignored; anything else (no git) throws too, then the fixed list.
        // Asked of a path inside it: a folder pattern (`dist/`) matches a folder only once it
        // exists, and a fresh clone has not built one yet.
        execFileSync('git', ['check-ignore', '-q', '--no-index', `${p.replace(/\/+$/, '')}/-`], {
          cwd: root,
          stdio: 'ignore',
        });
        answer = true;
      } catch (err) {
        answer =
          (err as { status?: number }).status === 1 ? false : p.split('/').some((segment) => GENERATED.has(segment));
      }
      ignoredCache.set(p, answer);
    }
    return answer;
  };
  return { files, dirs, scripts, read: (file) => fs.readFileSync(path.join(root, file), 'utf8'), ignored };
}

function walk(root: string, rel: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
    if (entry.name.startsWith('.') || GENERATED.has(entry.name)) continue;
    const p = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...walk(root, p));
    else out.push(p);
  }
  return out;
}

/** GitHub's anchor of each heading of a page, duplicates numbered as GitHub numbers them. */
export function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const { text, fenced } of lines(markdown)) {
    if (fenced) continue;
    const m = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(text);
    if (!m?.[1]) continue;
    const base = m[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*]/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** The page's lines with their numbers, and whether each is inside a fenced code block. */
function lines(markdown: string): { text: string; line: number; fenced: boolean }[] {
  let fence: string | null = null;
  return markdown.split('\n').map((text, i) => {
    const m = /^\s*(`{3,}|~{3,})/.exec(text);
    if (m?.[1]) {
      if (fence === null) fence = m[1][0]!;
      else if (m[1][0] === fence) fence = null;
      return { text, line: i + 1, fenced: true };
    }
    return { text, line: i + 1, fenced: fence !== null };
  });
}

const LINK = /!?\[(?:[^\]]|\][^(])*?\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const REFERENCE = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/;
const AUTOLINK = /<([a-z][a-z0-9+.-]*:[^\s>]+)>/gi;

/** Where a page's links point, outside code. */
export function markdownLinks(markdown: string): { target: string; line: number }[] {
  const out: { target: string; line: number }[] = [];
  for (const { text, line, fenced } of lines(markdown)) {
    if (fenced) continue;
    const prose = text.replace(/`[^`]*`/g, '');
    for (const m of prose.matchAll(LINK)) out.push({ target: m[1]!, line });
    for (const m of prose.matchAll(AUTOLINK)) out.push({ target: m[1]!, line });
    const ref = REFERENCE.exec(prose);
    if (ref?.[1]) out.push({ target: ref[1], line });
  }
  return out;
}

function exists(index: RepoIndex, p: string): boolean {
  return p === '' || index.files.has(p) || index.dirs.has(p);
}

function checkLink(file: string, target: string, index: RepoIndex): string | null {
  if (/^https?:\/\//i.test(target)) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return `link ${target} leaves the repository (only http(s) URLs may)`;
  if (target.startsWith('/')) return `link ${target} is an absolute path: link relative to the page`;
  const [rawPath = '', anchor] = target.split('#', 2);
  let rel: string;
  try {
    rel = decodeURIComponent(rawPath.split('?')[0]!);
  } catch {
    return `link ${target} is not a valid URL`;
  }
  const resolved =
    rel === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), rel)).replace(/\/$/, '');
  if (resolved === '..' || resolved.startsWith('../')) return `link ${target} leaves the repository`;
  if (!exists(index, resolved === '.' ? '' : resolved)) return `link ${target}: ${resolved} is not in the repository`;
  if (anchor && resolved.endsWith('.md') && !headingAnchors(index.read(resolved)).has(anchor)) {
    return `link ${target}: ${resolved} has no heading #${anchor}`;
  }
  return null;
}

/** A path named in the text, from the repository root (`apps/api/src/app.ts`) or the page (`../x`). */
const ROOT_PATH = new RegExp(`(?<![\\w./@-])((?:${ROOT_FOLDERS.join('|')})/[\\w./*<>{}…-]*)`, 'g');
const RELATIVE_PATH = /(?<![\w./:-])((?:\.\.\/)+[\w./-]+)/g;

/** Where a named path turns into a placeholder: `<lang>`, `*`, `{a,b}`, `…`, or `NNN`/`XXX` for a number. */
const PLACEHOLDER = /[<*{…]|\b(?:N{2,}|X{2,})\b/;

function checkNamedPath(named: string, index: RepoIndex): string | null {
  // Up to a placeholder the path must exist as a folder.
  const cut = named.search(PLACEHOLDER);
  let p = (cut >= 0 ? named.slice(0, named.lastIndexOf('/', cut)) : named).replace(/[.]+$/, '').replace(/\/$/, '');
  p = path.posix.normalize(p);
  if (exists(index, p) || index.ignored(p)) return null;
  // `docs/decisions/0010` names the record numbered 0010.
  const prefix = `${p}-`;
  if ([...index.files].some((f) => f.startsWith(prefix))) return null;
  return `${named} is not in the repository`;
}

/** `npm run X` (and `npm test`, `npm start`) must name a script of the package it runs in. */
const NPM_RUN = /\bnpm\s+(?:run(?:-script)?\s+([\w:.-]+)|(test|start)\b)((?:\s+(?:-w|--workspace)[=\s]+[^\s`|)]+)*)/g;

function checkNpmRun(script: string, workspaceArgs: string, index: RepoIndex): string | null {
  const workspaces = [...workspaceArgs.matchAll(/(?:-w|--workspace)[=\s]+([^\s`|)]+)/g)].map((m) =>
    m[1]!.replace(/\/$/, ''),
  );
  for (const ws of workspaces.length ? workspaces : ['']) {
    const scripts = index.scripts.get(ws);
    if (!scripts) return `npm run ${script}: no workspace ${ws}`;
    if (!scripts.has(script)) return `npm run ${script}: no such script in ${ws ? `${ws}'s` : 'the root'} package.json`;
  }
  return null;
}

/** Everything wrong with one page. */
export function checkMarkdown(file: string, markdown: string, index: RepoIndex): DocProblem[] {
  const problems: DocProblem[] = [];
  const add = (line: number, message: string | null) => {
    if (message) problems.push({ file, line, message });
  };
  for (const { target, line } of markdownLinks(markdown)) add(line, checkLink(file, target, index));
  for (const { text, line } of lines(markdown)) {
    // URLs and link targets are checked as links; URLs' paths are not the repository's.
    const withoutUrls = text.replace(/\bhttps?:\/\/\S+/g, '').replace(/\]\([^)]*\)/g, ']');
    for (const m of withoutUrls.matchAll(ROOT_PATH)) add(line, checkNamedPath(m[1]!.replace(/[.,;:]+$/, ''), index));
    for (const m of withoutUrls.matchAll(RELATIVE_PATH)) {
      const named = m[1]!.replace(/[.,;:]+$/, '');
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), named));
      if (resolved.startsWith('../')) add(line, `${named} is outside the repository`);
      else add(line, checkNamedPath(resolved, index) && `${named} (${resolved}) is not in the repository`);
    }
    for (const m of text.matchAll(NPM_RUN)) add(line, checkNpmRun(m[1] ?? m[2]!, m[3] ?? '', index));
  }
  return problems;
}

export function checkDocs(root: string): { files: string[]; problems: DocProblem[] } {
  const index = repoIndex(root);
  const files = docFiles(index);
  return { files, problems: files.flatMap((f) => checkMarkdown(f, index.read(f), index)) };
}
