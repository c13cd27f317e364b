// Title, status and the actions: assign (to me, a colleague on the brand, or nobody), resolve, reopen
// (and what the page adds, e.g. merge).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Staff } from '@guildhall/contract/staff';
import { InquiryStatus, isUnresolved } from '@guildhall/contract/inquiry-status';
import { PlayerText } from '../../../components/player-text';
import { RelativeTime } from '../../../components/relative-time';
import { StatusChip } from '../../../components/status-chip';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/errors';
import { useT } from '../../../lib/i18n';
import { useAssign, useReopen, useResolve } from '../api/inquiry-actions';
import type { InquiryDetail } from '../api/get-inquiry';

export function InquiryHeader({
  inquiry,
  me,
  colleagues,
  brandName = (b) => b,
  extraActions = null,
}: {
  inquiry: InquiryDetail['inquiry'];
  me: Staff;
  colleagues: readonly Staff[];
  brandName?: (id: string) => string;
  /** More actions at the end of the group (merge). */
  extraActions?: ReactNode;
}) {
  const t = useT();
  const id = useId();
  const toast = useToast();
  const assign = useAssign(inquiry.inquiryId);
  const resolve = useResolve(inquiry.inquiryId);
  const reopen = useReopen(inquiry.inquiryId);
  const busy = assign.isPending || resolve.isPending || reopen.isPending;
  // The button pressed goes away with what it did (Resolve, Assign to me): focus moves to the control
  // that takes its place (Reopen, Resolve, the assignee) once it is there, never to the page's body.
  const [focusNext, setFocusNext] = useState<'reopen' | 'resolve' | 'assignee' | null>(null);
  const reopenButton = useRef<HTMLButtonElement>(null);
  const resolveButton = useRef<HTMLButtonElement>(null);
  const assignee = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (!focusNext || busy) return;
    const target = { reopen: reopenButton, resolve: resolveButton, assignee }[focusNext].current;
    if (!target) return;
    target.focus();
    setFocusNext(null);
  }, [focusNext, busy, inquiry.status, inquiry.assignedTo]);
  // Who may take it: admins, and agents working for the inquiry's brand.
  const eligible = colleagues.filter((s) => s.role === 'admin' || s.brands.includes(inquiry.brand));
  if (!eligible.some((s) => s.id === me.id)) eligible.unshift(me);
  const assignedUnknown = inquiry.assignedTo !== null && !eligible.some((s) => s.id === inquiry.assignedTo);

  const run = (action: Promise<unknown>, done: string, then?: 'reopen' | 'resolve' | 'assignee') =>
    action.then(
      () => {
        toast.success(done);
        if (then) setFocusNext(then);
      },
      (err: unknown) => toast.error(errorText(t, err)),
    );

  return (
    <header className="c-inquiry-head">
      <div className="c-inquiry-head__title">
        <p className="c-inquiry-head__meta">
          <span className="c-mono">#{inquiry.inquiryId}</span>
          <span className="c-tag" title={inquiry.brand}>
            {brandName(inquiry.brand)}
          </span>
          <span>{inquiry.gameName}</span>
          <span className="c-muted">
            <RelativeTime iso={inquiry.createdAt} format={(time) => t('inquiry.filed', { time })} />
          </span>
        </p>
        <h1>
          {/* A deleted player's title went with the account. */}
          {inquiry.title ? (
            <PlayerText text={inquiry.title} lang={inquiry.lang} />
          ) : (
            <span className="c-muted">{t('inquiry.titleRemoved')}</span>
          )}{' '}
          <StatusChip status={inquiry.status} />
        </h1>
      </div>
      <div className="c-inquiry-head__actions" role="group" aria-label={t('inquiry.actions')}>
        <div className="c-field c-field--inline">
          <label htmlFor={`${id}-assignee`}>{t('inquiry.assignedTo')}</label>
          <select
            ref={assignee}
            id={`${id}-assignee`}
            value={inquiry.assignedTo ?? ''}
            disabled={busy}
            onChange={(e) =>
              void run(
                assign.mutateAsync({ staffId: e.target.value ? Number(e.target.value) : null }),
                t('inquiry.assigned'),
              )
            }
          >
            <option value="">{t('inquiry.unassigned')}</option>
            {assignedUnknown ? (
              <option value={inquiry.assignedTo!}>{t('queue.staffN', { id: inquiry.assignedTo! })}</option>
            ) : null}
            {eligible.map((s) => (
              <option key={s.id} value={s.id}>
                {s.id === me.id ? t('inquiry.me', { name: s.name }) : s.name}
              </option>
            ))}
          </select>
        </div>
        {inquiry.assignedTo !== me.id ? (
          <button
            type="button"
            className="c-button"
            disabled={busy}
            onClick={() => void run(assign.mutateAsync({ staffId: me.id }), t('inquiry.assigned'), 'assignee')}
          >
            {t('inquiry.assignMe')}
          </button>
        ) : null}
        {isUnresolved(inquiry.status) ? (
          <button
            ref={resolveButton}
            type="button"
            className="c-button c-button--success"
            disabled={busy}
            onClick={() => void run(resolve.mutateAsync(undefined), t('inquiry.resolved'), 'reopen')}
          >
            {t('inquiry.resolve')}
          </button>
        ) : null}
        {/* A merged inquiry's conversation goes on in its target: not reopened. */}
        {inquiry.status >= InquiryStatus.awaitingRating && inquiry.mergedInto === undefined ? (
          <button
            ref={reopenButton}
            type="button"
            className="c-button"
            disabled={busy}
            onClick={() => void run(reopen.mutateAsync(undefined), t('inquiry.reopened'), 'resolve')}
          >
            {t('inquiry.reopen')}
          </button>
        ) : null}
        {extraActions}
      </div>
    </header>
  );
}
