// The decision records as committed, then the check fed records that are wrong on purpose.
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkDecisions, readRecords } from './decisions-check';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/decisions');

describe('the decision records', () => {
  const records = readRecords(DIR);

  it('are the numbered files of docs/decisions, with a template beside them', () => {
    expect(records.length).toBeGreaterThan(25);
    expect(fs.existsSync(path.join(DIR, '0000-template.md'))).toBe(true);
  });

  it('each have a Date and a Status and a row in the index that agrees with them', () => {
    expect(checkDecisions(records, fs.readFileSync(path.join(DIR, 'README.md'), 'utf8'))).toEqual([]);
  });
});

describe('the decision records check', () => {
  const record = (n: string, status = 'Accepted', extra = '') => ({
    file: `${n}-a-choice.md`,
    text: `# ${n}. A choice\n\n- Date: 2026-12-07\n- Status: ${status}\n\n${extra}## Context\n`,
  });
  const row = (n: string, status = 'Accepted') => `| [${n}](${n}-a-choice.md) | A choice | 2026-12-07 | ${status} |`;
  const index = (...rows: string[]) =>
    `# Decision records\n\n| No. | Decision | Date | Status |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n`;

  it('passes records that are headed and listed', () => {
    expect(checkDecisions([record('0001'), record('0002')], index(row('0001'), row('0002')))).toEqual([]);
  });

  it('fails a record missing from the index', () => {
    expect(checkDecisions([record('0001'), record('0002')], index(row('0001')))).toEqual([
      'README.md: 0002-a-choice.md is not in the index',
    ]);
  });

  it('fails a record without a Date or with the old "Status: accepted" line', () => {
    const noDate = { file: '0003-a-choice.md', text: '# 0003. A choice\n\n- Status: Accepted\n' };
    const oldStatus = { file: '0004-a-choice.md', text: '# 0004. A choice\n\n- Date: 2026-11-24\nStatus: accepted\n' };
    expect(checkDecisions([noDate, oldStatus], index(row('0003'), row('0004')))).toEqual([
      '0003-a-choice.md: line 3 is not "- Date: YYYY-MM-DD"',
      '0004-a-choice.md: line 4 is not "- Status: Proposed | Accepted | Superseded by [NNNN](NNNN-title.md)"',
    ]);
  });

  it('fails a heading whose number is not the file name', () => {
    const wrong = { file: '0005-a-choice.md', text: '# 5. A choice\n\n- Date: 2026-12-07\n- Status: Accepted\n' };
    expect(checkDecisions([wrong], index(row('0005')))).toEqual([
      '0005-a-choice.md: the first line is not "# NNNN. Title"',
    ]);
  });

  it('fails an index row whose status differs from the record', () => {
    expect(checkDecisions([record('0001', 'Proposed')], index(row('0001')))).toEqual([
      "README.md: 0001-a-choice.md's status is Accepted, the record says Proposed",
    ]);
  });

  it('requires a superseded record to name its successor, and the successor to say it supersedes it', () => {
    const old = record('0001', 'Superseded by [0002](0002-a-choice.md)');
    const status = 'Superseded by [0002](0002-a-choice.md)';
    expect(checkDecisions([old, record('0002')], index(row('0001', status), row('0002')))).toEqual([
      '0002-a-choice.md: does not say "Supersedes [0001](0001-a-choice.md)"',
    ]);
    const successor = record('0002', 'Accepted', 'Supersedes [0001](0001-a-choice.md).\n\n');
    expect(checkDecisions([old, successor], index(row('0001', status), row('0002')))).toEqual([]);
  });
});
