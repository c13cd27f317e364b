// How soon the support team answers, in the page's language: said after filing (the SLA's
// first-response time, or the brand's setting) and in the footer's contact dialog (the brand's).

/** "24 hours", "3 days" in the page's language (Intl's own unit words and plural forms). */
export function replyWithin(hours: number, lang: string): string {
  const days = hours >= 48 && hours % 24 === 0;
  return new Intl.NumberFormat(lang, { style: 'unit', unit: days ? 'day' : 'hour', unitDisplay: 'long' }).format(days ? hours / 24 : hours);
}
