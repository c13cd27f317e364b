// The top bar's availability: online, away or offline, a plain select (keyboard and screen
// readers as any form control). Shown on every page; a failed change says so and shows what holds.
// Until the stored presence is known it claims none: a disabled placeholder ("Loading…") is shown,
// not a made-up "offline".
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { STAFF_PRESENCE, type StaffPresence } from '@guildhall/contract/assignment';
import { useT } from '../../../lib/i18n';
import { presenceOptions, useSetPresence } from '../api/presence';

export function PresenceSwitch() {
  const t = useT();
  const id = useId();
  const current = useQuery(presenceOptions());
  const change = useSetPresence();
  const value: StaffPresence | '' =
    change.isPending && change.variables ? change.variables : (current.data?.presence ?? '');
  return (
    <div className="c-field c-field--inline c-field--compact c-presence" data-presence={value || undefined}>
      <span className="c-presence__dot" aria-hidden="true" />
      <label htmlFor={id}>{t('assignment.presenceLabel')}</label>
      <select
        id={id}
        value={value}
        disabled={current.isPending}
        aria-busy={current.isPending || undefined}
        aria-describedby={change.isError ? `${id}-error` : undefined}
        onChange={(e) => change.mutate(e.target.value as StaffPresence)}
      >
        {value === '' ? (
          <option value="" disabled>
            {current.isError ? t('app.unknown') : t('app.loading')}
          </option>
        ) : null}
        {STAFF_PRESENCE.map((p) => (
          <option key={p} value={p}>
            {t(`assignment.${p}`)}
          </option>
        ))}
      </select>
      {change.isError ? (
        <span id={`${id}-error`} role="alert" className="c-field__error">
          {t('assignment.presenceFailed')}
        </span>
      ) : null}
    </div>
  );
}
