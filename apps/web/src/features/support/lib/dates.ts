const formats = new Map<string, Intl.DateTimeFormat>();

/** "22 Nov 2026, 15:04" in the player's language. */
export function formatDateTime(iso: string, lang: string): string {
  let f = formats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(lang, f);
  }
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : f.format(d);
}
