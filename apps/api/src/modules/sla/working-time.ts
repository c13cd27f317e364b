// Working time of an SLA calendar (decision record 27): pure functions, no database.
//
// Working time is the set of instants whose wall-clock time in the calendar's IANA time zone falls
// in one of that weekday's periods, on a local date that is not a holiday. Local time is read with
// Intl.DateTimeFormat (no time-zone library). A day's instants are split where the zone's UTC
// offset changes (at most once a day), so a period the daylight-saving jump cuts counts only the
// wall-clock time that exists (spring forward), and a period that the clock runs through twice
// counts both passes (fall back).
import { clockMinutes, type SlaWeek } from '@guildhall/contract/sla';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Past this many local days without enough working time, there is no due time. */
const MAX_DAYS = 3_700;

export interface WorkingCalendar {
  timeZone: string;
  /** Per weekday (0 Sunday … 6), ordered non-overlapping [startMinute, endMinute) of local time. */
  periods: readonly (readonly (readonly [number, number])[])[];
  /** Local dates (YYYY-MM-DD) off work. */
  holidays: ReadonlySet<string>;
}

/** A calendar as the contract writes it ("09:00"–"12:00" periods, holiday dates). */
export function workingCalendar(timeZone: string, week: SlaWeek, holidays: Iterable<string>): WorkingCalendar {
  return {
    timeZone,
    periods: week.map((day) => day.map(([a, b]) => [clockMinutes(a), clockMinutes(b)] as const)),
    holidays: new Set(holidays),
  };
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's UTC offset at instant t, in ms (local wall clock minus UTC). */
export function zoneOffset(timeZone: string, t: number): number {
  const at = Math.floor(t / 1000) * 1000;
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(at)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!);
  return local - at;
}

/** Local midnight of the day holding instant t, as a UTC-labelled timestamp ("local ms"). */
function localDay(timeZone: string, t: number): number {
  const local = t + zoneOffset(timeZone, t);
  return Math.floor(local / DAY) * DAY;
}

/**
 * The working intervals [from, to) in real time (epoch ms) of the local day that starts at
 * `day` (local midnight as a UTC-labelled timestamp), sorted and merged.
 */
function dayIntervals(cal: WorkingCalendar, day: number): [number, number][] {
  const date = new Date(day);
  const periods = cal.periods[date.getUTCDay()] ?? [];
  if (periods.length === 0 || cal.holidays.has(date.toISOString().slice(0, 10))) return [];
  // Every instant of this local day lies in [day - 14h, day + 24h + 12h] for any real offset.
  const a = day - 15 * 3_600_000;
  const b = day + DAY + 15 * 3_600_000;
  const oa = zoneOffset(cal.timeZone, a);
  const ob = zoneOffset(cal.timeZone, b);
  const out: [number, number][] = [];
  if (oa === ob) {
    for (const [s, e] of periods) out.push([day + s * MINUTE - oa, day + e * MINUTE - oa]);
    return out;
  }
  // The offset changes once between a and b: find the first instant with the new offset (to the second).
  let lo = a;
  let hi = b;
  while (hi - lo > 1000) {
    const mid = Math.floor((lo + hi) / 2000) * 1000;
    if (zoneOffset(cal.timeZone, mid) === oa) lo = mid;
    else hi = mid;
  }
  const change = hi;
  for (const [s, e] of periods) {
    const before: [number, number] = [day + s * MINUTE - oa, Math.min(day + e * MINUTE - oa, change)];
    const after: [number, number] = [Math.max(day + s * MINUTE - ob, change), day + e * MINUTE - ob];
    for (const iv of [before, after]) if (iv[0] < iv[1]) out.push(iv);
  }
  out.sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const iv of out) {
    const last = merged[merged.length - 1];
    if (last && iv[0] <= last[1]) last[1] = Math.max(last[1], iv[1]);
    else merged.push(iv);
  }
  return merged;
}

/**
 * The instant `minutes` working minutes after `start` (fractions allowed). Zero or less answers
 * `start` itself; a calendar without working time within ten years answers null.
 */
export function addWorkingMinutes(cal: WorkingCalendar, start: Date, minutes: number): Date | null {
  const from = start.getTime();
  if (!(minutes > 0)) return new Date(from);
  let remaining = Math.round(minutes * MINUTE);
  // From the local day before (a fall-back day's late interval can reach past the next midnight's instant).
  let day = localDay(cal.timeZone, from) - DAY;
  for (let i = 0; i < MAX_DAYS; i++, day += DAY) {
    for (const [a, b] of dayIntervals(cal, day)) {
      if (b <= from) continue;
      const s = Math.max(a, from);
      if (remaining <= b - s) return new Date(s + remaining);
      remaining -= b - s;
    }
  }
  return null;
}

/** Working minutes (with fractions) between two instants; 0 when `to` is not after `from`. */
export function workingMinutesBetween(cal: WorkingCalendar, from: Date, to: Date): number {
  const a = from.getTime();
  const b = to.getTime();
  if (b <= a) return 0;
  let total = 0;
  const last = localDay(cal.timeZone, b);
  for (let day = localDay(cal.timeZone, a) - DAY; day <= last; day += DAY) {
    for (const [s, e] of dayIntervals(cal, day)) {
      const lo = Math.max(s, a);
      const hi = Math.min(e, b);
      if (hi > lo) total += hi - lo;
    }
  }
  return total / MINUTE;
}
