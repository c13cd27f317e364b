// What the SLA forms hold and what the contract takes: a day's periods typed as
// "09:00-12:00, 13:00-18:00" (one field per weekday), holidays one a line as "2026-12-25 Name",
// minutes as typed. The contract's `{field, rule}` issues become one sentence each.
import type { SlaCalendar, SlaPolicy } from '@guildhall/contract/sla';
import type { FieldRule } from '../../../lib/form';
import type { MessageKey, TFunction } from '../../../lib/i18n';

export interface CalendarValues {
  name: string;
  area: string;
  timeZone: string;
  days: string[];
  holidays: string;
}

export interface PolicyValues {
  name: string;
  brand: string;
  area: string;
  priority: string;
  tier: string;
  calendarId: string;
  firstResponseMinutes: string;
  nextResponseMinutes: string;
  resolutionMinutes: string;
  warnMinutes: string;
}

/** "09:00-12:00, 13:00-18:00" → [["09:00","12:00"],["13:00","18:00"]]; a piece that is no period stays, for the schema to refuse. */
export function parseDay(text: string): [string, string][] {
  return text
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const m = /^(\d{1,2}:\d{2})\s*[-–~]\s*(\d{1,2}:\d{2})$/.exec(p);
      const pad = (v: string) => v.padStart(5, '0');
      return m ? [pad(m[1]!), pad(m[2]!)] : [p, ''];
    });
}

export const formatDay = (periods: readonly (readonly [string, string])[] | readonly string[][]) =>
  periods.map(([a, b]) => `${a}-${b}`).join(', ');

export function parseHolidays(text: string): { day: string; name: string }[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const [day = '', ...rest] = l.split(/\s+/);
      return { day, name: rest.join(' ') };
    });
}

export const calendarValues = (c: SlaCalendar | null): CalendarValues => ({
  name: c?.name ?? '',
  area: c?.area ?? '',
  timeZone: c?.timeZone ?? '',
  days: c
    ? c.periods.map((d) => formatDay(d))
    : ['', '09:00-18:00', '09:00-18:00', '09:00-18:00', '09:00-18:00', '09:00-18:00', ''],
  holidays: c ? c.holidays.map((h) => `${h.day} ${h.name}`).join('\n') : '',
});

export const toCalendarInput = (v: CalendarValues) => ({
  name: v.name,
  area: v.area || null,
  timeZone: v.timeZone.trim(),
  periods: v.days.map(parseDay),
  holidays: parseHolidays(v.holidays),
});

const minutes = (v: string) => (v.trim() === '' ? null : Number(v));

export const policyValues = (p: SlaPolicy | null, calendarId: number | undefined): PolicyValues => ({
  name: p?.name ?? '',
  brand: p?.brand ?? '',
  area: p?.area ?? '',
  priority: p?.priority === null || p?.priority === undefined ? '' : String(p.priority),
  tier: p?.tier ?? '',
  calendarId: String(p?.calendarId ?? calendarId ?? ''),
  firstResponseMinutes: p?.firstResponseMinutes?.toString() ?? '',
  nextResponseMinutes: p?.nextResponseMinutes?.toString() ?? '',
  resolutionMinutes: p?.resolutionMinutes?.toString() ?? '',
  warnMinutes: String(p?.warnMinutes ?? 60),
});

export const toPolicyInput = (v: PolicyValues) => ({
  name: v.name,
  brand: v.brand || null,
  area: v.area || null,
  priority: v.priority === '' ? null : Number(v.priority),
  tier: v.tier.trim() || null,
  calendarId: Number(v.calendarId),
  firstResponseMinutes: minutes(v.firstResponseMinutes),
  nextResponseMinutes: minutes(v.nextResponseMinutes),
  resolutionMinutes: minutes(v.resolutionMinutes),
  warnMinutes: Number(v.warnMinutes),
});

/** The weekday's name in the console's language (0 Sunday). */
export function weekdayName(day: number, lang: string, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(lang, { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 2, 1 + day)),
  );
}

/** One sentence for the first issue known (the form's own check and the API's 1001 alike). */
export function slaIssueText(t: TFunction, issues: FieldRule[], lang: string): string | null {
  for (const { field, rule } of issues) {
    const [head, index] = field.split('.');
    if (head === 'periods' && index !== undefined) {
      const day = weekdayName(Number(index), lang);
      const key: MessageKey =
        rule === 'overlap' ? 'sla.errOverlap' : rule === 'start_before_end' ? 'sla.errBackwards' : 'sla.errPeriod';
      return t(key, { day });
    }
    if (head === 'periods') return t('sla.errNoTime');
    if (head === 'timeZone') return t('sla.errTimeZone');
    if (head === 'holidays') return t(rule === 'duplicate' ? 'sla.errHolidayTwice' : 'sla.errHoliday');
    if (head === 'calendarId' && rule === 'in_use') return t('sla.errCalendarInUse');
    if (head === 'calendarId') return t('sla.errCalendar');
    if (head === 'name') return t('sla.errName');
    if (head === 'tier') return t('sla.errTier');
    if (head === 'brand') return t('sla.errBrand');
    if (head?.endsWith('Minutes')) return t('sla.errMinutes');
  }
  return null;
}

/** A target in working minutes, as people say it: "45 min", "8 h", "8 h 30 min". */
export function formatTarget(minutes: number | null, t: TFunction): string {
  if (minutes === null) return '—';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return t('sla.minutesShort', { m });
  return m === 0 ? t('sla.hoursShort', { h }) : t('sla.hoursMinutesShort', { h, m });
}
