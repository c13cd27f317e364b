// The report charts' arithmetic: axes people can read (0, 20, 40… rather than 18.75 steps), whole
// steps for counts, durations in the unit that reads best, short labels, and the periods.
import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  durationScale,
  formatHours,
  formatMinutes,
  formatTick,
  isIsoDate,
  lastDays,
  niceScale,
  ratio,
  reportTotals,
  shortLabel,
} from './chart';

describe('chart scale', () => {
  it('rounds the axis up to 1, 2, 2.5 or 5 × 10ⁿ steps', () => {
    expect(niceScale(75)).toEqual({ max: 80, step: 20, ticks: [0, 20, 40, 60, 80] });
    expect(niceScale(100)).toEqual({ max: 100, step: 25, ticks: [0, 25, 50, 75, 100] });
    expect(niceScale(9)).toEqual({ max: 10, step: 2.5, ticks: [0, 2.5, 5, 7.5, 10] });
    expect(niceScale(1234).ticks).toEqual([0, 500, 1000, 1500]);
    expect(niceScale(0.3).ticks).toEqual([0, 0.1, 0.2, 0.3]);
  });
  it('uses whole steps for counts', () => {
    expect(niceScale(3, 4, { integer: true }).ticks).toEqual([0, 1, 2, 3]);
    expect(niceScale(7, 4, { integer: true }).ticks).toEqual([0, 2, 4, 6, 8]);
  });
  it('still draws an axis when everything is zero (or missing)', () => {
    expect(niceScale(0, 4, { integer: true }).ticks).toEqual([0, 1, 2, 3, 4]);
    expect(niceScale(Number.NaN).max).toBe(1);
  });
  it('places values on it, clamped to the axis', () => {
    const s = niceScale(75);
    expect(ratio(40, s)).toBe(0.5);
    expect(ratio(80, s)).toBe(1);
    expect(ratio(-5, s)).toBe(0);
  });
});

describe('duration axis', () => {
  it('steps in the unit that fits the longest value', () => {
    expect(durationScale(75)).toEqual({ unit: 'minute', max: 80, step: 20, ticks: [0, 20, 40, 60, 80] });
    // 5.6 hours: 0, 2, 4, 6 hours rather than 0, 1.7, 3.3 hours.
    expect(durationScale(336)).toMatchObject({ unit: 'hour', ticks: [0, 120, 240, 360] });
    expect(durationScale(5 * 1440)).toMatchObject({ unit: 'day', ticks: [0, 2 * 1440, 4 * 1440, 6 * 1440] });
    expect(durationScale(0)).toMatchObject({ unit: 'minute', ticks: [0, 1, 2, 3, 4] });
  });
  it('labels the ticks in that unit', () => {
    expect([0, 120, 240, 360].map((m) => formatTick(m, 'hour', 'en'))).toEqual(['0', '2 hr', '4 hr', '6 hr']);
    expect(formatTick(2160, 'day', 'en')).toBe('1.5 days');
    expect(formatTick(20, 'minute', 'ko')).toBe('20분');
  });
});

describe('chart labels', () => {
  it('shows durations in the unit that reads best', () => {
    expect(formatMinutes(45, 'en')).toBe('45 min');
    expect(formatMinutes(7.5, 'en')).toBe('7.5 min');
    expect(formatMinutes(75, 'en')).toBe('1.3 hr');
    expect(formatMinutes(600, 'en')).toBe('10 hr');
    expect(formatMinutes(4320, 'en')).toBe('3 days');
    expect(formatMinutes(null, 'en')).toBe('—');
    expect(formatHours(4, 'en')).toBe('4 hr');
    expect(formatHours(0.5, 'en')).toBe('30 min');
  });
  it('speaks the console language', () => {
    expect(formatMinutes(45, 'ko')).toBe('45분');
    expect(formatMinutes(75, 'ja')).toMatch(/^1\.3\s?時間$/);
  });
  it('shortens long group names for the label column only', () => {
    expect(shortLabel('Starfall Odyssey')).toBe('Starfall Odyssey');
    expect(shortLabel('The Extremely Long Game Name Remastered')).toBe('The Extremely Long…');
    expect([...shortLabel('아주아주아주아주아주아주아주아주긴게임이름')].length).toBe(20);
  });
});

describe('report periods and totals', () => {
  it('counts today in "the last N days"', () => {
    expect(lastDays(7, new Date(2026, 2, 10))).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(lastDays(30, new Date(2026, 2, 1))).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(daysBetween('2026-03-04', '2026-03-10')).toBe(7);
  });
  it('accepts only real dates from the URL', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('yesterday')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
  it('adds up inquiries, ratings and open inquiries', () => {
    const totals = reportTotals(
      [
        { inquiries: 3, ratings: [0, 0, 1, 0, 1] },
        { inquiries: 2, ratings: [0, 0, 0, 0, 2] },
      ],
      [{ count: 1 }, { count: 4 }, { count: 0 }, { count: 2 }],
    );
    expect(totals).toEqual({ inquiries: 5, rated: 4, avg: (3 + 5 * 3) / 4, open: 7 });
  });
});
