// Dates, times and language names in the console's language, through Intl.
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 hours ago", "yesterday", "now": the largest unit that fits. */
export function relativeTime(iso: string, lang: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const abs = Math.abs(seconds);
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto', style: 'long' });
  if (abs < 45) return rtf.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (abs >= size) return rtf.format(Math.trunc(seconds / size), unit);
  }
  return rtf.format(0, 'second');
}

export function dateTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function timeOfDay(ms: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(new Date(ms));
}

/** "Korean" for `ko` in English, "한국어" in Korean; the code itself where Intl does not know it. */
export function languageName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "3 hr", "2 days", "5 min": how long something has lasted, in its largest whole unit. */
export function duration(ms: number, lang: string): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const [value, unit] =
    minutes >= 2 * 1440
      ? [Math.floor(minutes / 1440), 'day']
      : minutes >= 60
        ? [Math.floor(minutes / 60), 'hour']
        : [minutes, 'minute'];
  return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}
