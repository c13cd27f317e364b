import { dateTime, relativeTime } from '../lib/format';
import { useI18n } from '../lib/i18n';
import { useNow } from './use-now';

/** "3 hours ago" (optionally inside a sentence), with the exact date and time on hover. */
export function RelativeTime({ iso, format }: { iso: string; format?: (relative: string) => string }) {
  const { lang } = useI18n();
  const now = useNow();
  const text = relativeTime(iso, lang, now);
  return (
    <time dateTime={iso} title={dateTime(iso, lang)}>
      {format ? format(text) : text}
    </time>
  );
}
