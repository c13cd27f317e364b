// The SLA forms' text fields as the contract reads them, and the sentences of its refusals.
import { describe, expect, it } from 'vitest';
import { SlaCalendarEditSchema } from '@guildhall/contract/sla';
import { calendarValues, formatTarget, parseDay, parseHolidays, slaIssueText, toCalendarInput } from './sla-form';
import type { TFunction } from '../../../lib/i18n';

const t = ((key: string, vars?: Record<string, string | number>) =>
  `${key}${vars ? JSON.stringify(vars) : ''}`) as TFunction;

describe('SLA form', () => {
  it('reads a day typed loosely: commas or semicolons, dashes, single-digit hours', () => {
    expect(parseDay('09:00-12:00, 13:00-18:00')).toEqual([
      ['09:00', '12:00'],
      ['13:00', '18:00'],
    ]);
    expect(parseDay('9:00 – 12:00; 13:00~18:00')).toEqual([
      ['09:00', '12:00'],
      ['13:00', '18:00'],
    ]);
    expect(parseDay('  ')).toEqual([]);
    // Not a period: kept, for the contract to refuse in words.
    expect(parseDay('nine to five')).toEqual([['nine to five', '']]);
  });
  it('reads holidays one a line, the name after the date', () => {
    expect(parseHolidays('2026-12-25 Christmas Day\n\n 2026-10-09 한글날 ')).toEqual([
      { day: '2026-12-25', name: 'Christmas Day' },
      { day: '2026-10-09', name: '한글날' },
    ]);
  });
  it('gives a new calendar office hours on weekdays, which the contract accepts with a zone and a name', () => {
    const values = { ...calendarValues(null), name: 'Berlin office', timeZone: 'Europe/Berlin' };
    expect(SlaCalendarEditSchema.safeParse(toCalendarInput(values)).success).toBe(true);
  });
  it('names the weekday of a refused period, and the other mistakes', () => {
    const refused = SlaCalendarEditSchema.safeParse(
      toCalendarInput({
        ...calendarValues(null),
        name: 'x',
        timeZone: 'Asia/Seoul',
        days: ['', '', '13:00-18:00, 09:00-12:00', '', '', '', ''],
      }),
    );
    const issues = refused.error!.issues.map((i) => ({ field: i.path.join('.'), rule: i.message }));
    expect(slaIssueText(t, issues, 'en')).toBe('sla.errOverlap{"day":"Tuesday"}');
    expect(slaIssueText(t, [{ field: 'timeZone', rule: 'time_zone' }], 'en')).toBe('sla.errTimeZone');
    expect(slaIssueText(t, [{ field: 'calendarId', rule: 'in_use' }], 'en')).toBe('sla.errCalendarInUse');
    expect(slaIssueText(t, [{ field: 'unknown', rule: 'x' }], 'en')).toBeNull();
  });
  it('says targets as hours and minutes', () => {
    expect(formatTarget(45, t)).toBe('sla.minutesShort{"m":45}');
    expect(formatTarget(480, t)).toBe('sla.hoursShort{"h":8}');
    expect(formatTarget(90, t)).toBe('sla.hoursMinutesShort{"h":1,"m":30}');
    expect(formatTarget(null, t)).toBe('—');
  });
});
