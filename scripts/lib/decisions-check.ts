// The decision records' check (scripts/lib/decisions-check.test.ts): every record in docs/decisions
// is headed `# NNNN. Title`, `- Date: YYYY-MM-DD` and `- Status: Proposed | Accepted | Superseded by
// [NNNN](file)`, the record it is superseded by exists and says that it supersedes it, and the
// index (docs/decisions/README.md) has one row per record with the same date and status. The format
// is docs/decisions/0000-template.md's.
import fs from 'node:fs';
import path from 'node:path';

export interface DecisionRecord {
  file: string;
  text: string;
}

export interface ParsedRecord {
  number: string;
  title: string;
  date: string;
  status: string;
}

const RECORD_FILE = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const STATUS = /^(Proposed|Accepted|Superseded by \[(\d{4})\]\((\d{4}-[a-z0-9-]+\.md)\))$/;

/** The records of a folder (the template 0000 excepted), by file name. */
export function readRecords(dir: string): DecisionRecord[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}-/.test(f) && !f.startsWith('0000-'))
    .sort()
    .map((file) => ({ file, text: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

/** The header of one record, or what is wrong with it. */
export function parseRecord(record: DecisionRecord): ParsedRecord | string {
  const name = RECORD_FILE.exec(record.file);
  if (!name) return `${record.file}: the name is not NNNN-kebab-title.md`;
  const lines = record.text.split('\n');
  const heading = /^# (\d{4})\. (\S.*)$/.exec(lines[0] ?? '');
  if (!heading) return `${record.file}: the first line is not "# NNNN. Title"`;
  if (heading[1] !== name[1]) return `${record.file}: the heading's number ${heading[1]} is not the file's`;
  // The header: a blank line, then the Date and Status lines.
  const date = /^- Date: (\d{4}-\d{2}-\d{2})$/.exec(lines[2] ?? '');
  if (!date?.[1] || Number.isNaN(Date.parse(date[1]))) return `${record.file}: line 3 is not "- Date: YYYY-MM-DD"`;
  const status = /^- Status: (.*)$/.exec(lines[3] ?? '');
  if (!status?.[1] || !STATUS.test(status[1])) {
    return `${record.file}: line 4 is not "- Status: Proposed | Accepted | Superseded by [NNNN](NNNN-title.md)"`;
  }
  return { number: name[1]!, title: heading[2]!, date: date[1], status: status[1] };
}

/** Everything wrong with the records and their index; empty when all is well. */
export function checkDecisions(records: DecisionRecord[], index: string): string[] {
  const problems: string[] = [];
  const parsed = new Map<string, ParsedRecord>();
  const byNumber = new Map<string, string>();
  for (const record of records) {
    const result = parseRecord(record);
    if (typeof result === 'string') {
      problems.push(result);
      continue;
    }
    const other = byNumber.get(result.number);
    if (other) problems.push(`${record.file}: number ${result.number} is also ${other}'s`);
    byNumber.set(result.number, record.file);
    parsed.set(record.file, result);
  }

  const texts = new Map(records.map((r) => [r.file, r.text]));
  for (const [file, record] of parsed) {
    const superseded = STATUS.exec(record.status);
    const by = superseded?.[3];
    if (!by) continue;
    if (!texts.has(by)) problems.push(`${file}: superseded by ${by}, which does not exist`);
    else if (!texts.get(by)!.includes(`Supersedes [${record.number}](${file})`)) {
      problems.push(`${by}: does not say "Supersedes [${record.number}](${file})"`);
    }
  }

  // The index's rows: | [NNNN](file) | title | date | status |
  const rows = new Map<string, string[]>();
  for (const line of index.split('\n')) {
    const m = /^\|\s*\[(\d{4})\]\(([^)]+)\)\s*\|(.*)\|\s*$/.exec(line);
    if (!m) continue;
    const cells = m[3]!.split(/(?<!\\)\|/).map((c) => c.trim());
    if (rows.has(m[2]!)) problems.push(`README.md: ${m[2]} is listed twice`);
    rows.set(m[2]!, cells);
    if (!texts.has(m[2]!)) problems.push(`README.md: lists ${m[2]}, which does not exist`);
  }
  for (const [file, record] of parsed) {
    const row = rows.get(file);
    if (!row) {
      problems.push(`README.md: ${file} is not in the index`);
      continue;
    }
    const [, date, status] = row;
    if (date !== record.date) problems.push(`README.md: ${file}'s date is ${date}, the record says ${record.date}`);
    if (status !== record.status) {
      problems.push(`README.md: ${file}'s status is ${status}, the record says ${record.status}`);
    }
  }
  return problems;
}
