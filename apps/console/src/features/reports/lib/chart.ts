// Pure helpers of the report charts: a readable axis (0, 20, 40, 60, 80 rather than 0, 18.75, …),
// durations in the console's language, short labels, and the periods of the period picker.

export interface Scale {
  max: number;
  step: number;
  ticks: number[];
}

/** An axis from 0 that holds `max` in about `count` steps of 1, 2, 2.5 or 5 × 10ⁿ (whole steps for counts). */
export function niceScale(max: number, count = 4, options: { integer?: boolean } = {}): Scale {
  const top = Number.isFinite(max) && max > 0 ? max : 0;
  if (top === 0)
    return {
      max: options.integer ? count : 1,
      step: options.integer ? 1 : 0.25,
      ticks: options.integer ? Array.from({ length: count + 1 }, (_, i) => i) : [0, 0.25, 0.5, 0.75, 1],
    };
  const raw = top / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  let step = (residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 2.5 ? 2.5 : residual <= 5 ? 5 : 10) * magnitude;
  if (options.integer) step = Math.max(1, Math.ceil(step));
  const steps = Math.ceil(top / step - 1e-9);
  const ticks = Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toPrecision(12)));
  return { max: ticks[ticks.length - 1]!, step, ticks };
}

/** Where a value sits on a scale, 0..1. */
export function ratio(value: number, scale: Scale): number {
  return scale.max > 0 ? Math.max(0, Math.min(1, value / scale.max)) : 0;
}

function unit(value: number, unitName: 'minute' | 'hour' | 'day', lang: string): string {
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: unitName,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/** 45 → "45 min", 150 → "2.5 hr", 4320 → "3 days" (the largest unit that reads well); null → "—". */
export function formatMinutes(minutes: number | null, lang: string): string {
  if (minutes === null || !Number.isFinite(minutes)) return '—';
  if (minutes < 60) return unit(minutes, 'minute', lang);
  if (minutes < 48 * 60) return unit(minutes / 60, 'hour', lang);
  return unit(minutes / 1440, 'day', lang);
}

export function formatHours(hours: number | null, lang: string): string {
  return formatMinutes(hours === null ? null : hours * 60, lang);
}

export function formatNumber(value: number, lang: string, digits = 1): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(value);
}

/** A label that fits a chart's label column; the full text goes in the table and the tooltip. */
export function shortLabel(label: string, max = 20): string {
  const chars = [...label];
  return chars.length <= max
    ? label
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

// ---- periods ---------------------------------------------------------------------------------

export const PERIOD_PRESETS = [7, 30, 90] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** YYYY-MM-DD of a date in local time. */
export function isoDate(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The last `days` days, today included. */
export function lastDays(days: number, today = new Date()): { from: string; to: string } {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { from: isoDate(from), to: isoDate(today) };
}

export function isIsoDate(value: string | null): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00`);
  return !Number.isNaN(d.getTime()) && isoDate(d) === value;
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The whole report at a glance: inquiries, ratings given (and their average), open now. */
export function reportTotals(
  rows: readonly { inquiries: number; ratings: readonly number[] }[],
  openByAge: readonly { count: number }[],
) {
  const ratings = [0, 0, 0, 0, 0];
  let inquiries = 0;
  for (const r of rows) {
    inquiries += r.inquiries;
    r.ratings.forEach((n, i) => (ratings[i]! += n));
  }
  const rated = ratings.reduce((a, b) => a + b, 0);
  return {
    inquiries,
    rated,
    avg: rated ? ratings.reduce((a, n, i) => a + n * (i + 1), 0) / rated : null,
    open: openByAge.reduce((a, b) => a + b.count, 0),
  };
}

export type DurationUnit = 'minute' | 'hour' | 'day';
const UNIT_MINUTES: Record<DurationUnit, number> = { minute: 1, hour: 60, day: 1440 };

/**
 * An axis for durations given in minutes, with round steps in the unit that fits the longest
 * value (0, 20, 40 min; 0, 2, 4, 6 hr; 0, 1, 2 days). Ticks stay in minutes, like the values.
 */
export function durationScale(maxMinutes: number, count = 4): Scale & { unit: DurationUnit } {
  const max = Number.isFinite(maxMinutes) && maxMinutes > 0 ? maxMinutes : 0;
  const unit: DurationUnit = max < 120 ? 'minute' : max < 72 * 60 ? 'hour' : 'day';
  const size = UNIT_MINUTES[unit];
  const s = niceScale(max / size, count, { integer: unit === 'minute' });
  return {
    unit,
    max: s.max * size,
    step: s.step * size,
    ticks: s.ticks.map((t) => Number((t * size).toPrecision(12))),
  };
}

/** A tick of a duration axis in the axis' unit: "0", "2 hr", "1.5 days". */
export function formatTick(minutes: number, unitName: DurationUnit, lang: string): string {
  if (minutes === 0) return '0';
  const value = minutes / UNIT_MINUTES[unitName];
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: unitName,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
