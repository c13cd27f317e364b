// The top bar's availability: online, away or offline, a plain select (keyboard and screen
// readers as any form control). Shown on every page; a failed change says so and shows what holds.
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
  const value = change.isPending && change.variables ? change.variables : (current.data?.presence ?? 'offline');
  return (
    <div className="c-field c-field--inline c-field--compact c-presence" data-presence={value}>
      <span className="c-presence__dot" aria-hidden="true" />
      <label htmlFor={id}>{t('assignment.presenceLabel')}</label>
      <select
        id={id}
        value={value}
        disabled={current.isPending}
        aria-describedby={change.isError ? `${id}-error` : undefined}
        onChange={(e) => change.mutate(e.target.value as StaffPresence)}
      >
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
