// What the queue shows of priority, tier, tags and due time. A near or past due time
// is said in words ("Due soon", "Breached") with its colour, never by colour alone.
import type { DueState } from '@guildhall/contract/queue-automation';
import { dateTime, duration } from '../lib/format';
import { useI18n } from '../lib/i18n';
import { PRIORITY_KEYS, tierKey } from '../lib/triage-labels';

export function PriorityCell({ priority, tier }: { priority: number; tier: string | null }) {
  const { t } = useI18n();
  const key = tierKey(tier);
  return (
    <span className="c-prio">
      <span className={`c-prio__level c-prio--${priority}`}>{t(PRIORITY_KEYS[priority] ?? 'triage.p1')}</span>
      {key && tier !== 'standard' ? <span className={`c-tier c-tier--${tier}`}>{t(key)}</span> : null}
    </span>
  );
}

export function DueCell({ dueAt, state, now }: { dueAt: string | null; state: DueState | null; now: number }) {
  const { t, lang } = useI18n();
  if (!dueAt || !state) {
    return (
      <span className="c-muted" title={t('triage.noDue')}>
        <span aria-hidden="true">—</span>
        <span className="c-visually-hidden">{t('triage.noDue')}</span>
      </span>
    );
  }
  const ms = Date.parse(dueAt) - now;
  return (
    <span className={`c-due c-due--${state}`} title={dateTime(dueAt, lang)}>
      {state === 'warning' ? <strong className="c-due__flag">{t('triage.dueWarning')}</strong> : null}
      {state === 'breached' ? <strong className="c-due__flag">{t('triage.dueBreached')}</strong> : null}
      <span>
        {ms >= 0
          ? t('triage.dueIn', { duration: duration(ms, lang) })
          : t('triage.overdue', { duration: duration(-ms, lang) })}
      </span>
    </span>
  );
}

export function TagList({ tags }: { tags: readonly string[] }) {
  const { t } = useI18n();
  if (tags.length === 0) return null;
  return (
    <ul className="c-taglist" aria-label={t('triage.tags')}>
      {tags.map((tag) => (
        <li key={tag} className="c-tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}
