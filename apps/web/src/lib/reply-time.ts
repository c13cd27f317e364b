// How soon the support team answers, in the page's language: said after filing (the SLA's
// first-response time, or the brand's setting) and in the footer's contact dialog (the brand's).

/** "24 hours", "3 days" in the page's language (Intl's own unit words and plural forms). */
export function replyWithin(hours: number, lang: string): string {
  const days = hours >= 48 && hours % 24 === 0;
  return new Intl.NumberFormat(lang, { style: 'unit', unit: days ? 'day' : 'hour', unitDisplay: 'long' }).format(
    days ? hours / 24 : hours,
  );
}

/** A due time as the player's clock shows it: "Monday, December 7 at 10:00 AM" in the page's language. */
export function replyBy(iso: string, lang: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(lang, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}
