// The audit log (admins): who did what to which object and when, with what changed (before → after)
// and both objects in full. Filters in the URL: one kind of object, one object, how many entries.
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@guildhall/contract/staff';
import { QueryFallback } from '../../../components/query-state';
import { TableWrap } from '../../../components/table-wrap';
import { dateTime } from '../../../lib/format';
import { useI18n, type MessageKey } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { auditOptions } from '../../../features/audit/api/audit';
import { actionText, fieldText, targetText, valueText, type AuditNames } from '../../../features/audit/lib/audit-words';
import { diffJson } from '../../../features/audit/lib/json-diff';
import { useBrands } from '../../../features/brands/api/get-brands';
import { staffListOptions } from '../../../features/staff/api/get-staff-list';

const TARGET_TYPES: { value: string; key: MessageKey }[] = [
  { value: 'brand', key: 'audit.type.brand' },
  { value: 'game', key: 'audit.type.game' },
  { value: 'faq', key: 'audit.type.faq' },
  { value: 'category', key: 'audit.type.category' },
  { value: 'canned_reply', key: 'audit.type.canned_reply' },
  { value: 'rule', key: 'audit.type.rule' },
  { value: 'macro', key: 'audit.type.macro' },
  { value: 'inquiry', key: 'audit.type.inquiry' },
  { value: 'staff', key: 'audit.type.staff' },
  { value: 'sla_calendar', key: 'sla.auditTypeCalendar' },
  { value: 'sla_policy', key: 'sla.auditTypePolicy' },
];
const LIMITS = [50, 100, 200];

function targetHref(e: AuditEntry): string | null {
  const id = Number(e.target_id);
  if (e.target_type === 'game' && id > 0) return paths.game.getHref(id);
  if (e.target_type === 'brand') return paths.brands.getHref(e.target_id);
  if (e.target_type === 'inquiry' && id > 0) return paths.inquiry.getHref(id);
  if (e.target_type === 'sla_calendar' || e.target_type === 'sla_policy') return paths.sla.getHref();
  return null;
}

function Changes({ entry, names }: { entry: AuditEntry; names: AuditNames }) {
  const { t } = useI18n();
  const { rows, unchanged } = useMemo(() => diffJson(entry.before, entry.after), [entry.before, entry.after]);
  if (entry.before == null && entry.after == null) return <span className="c-muted">—</span>;
  return (
    <div className="c-diff">
      {rows.length ? (
        <table className="c-diff__table">
          <caption className="c-visually-hidden">{t('audit.changes')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('audit.field')}</th>
              <th scope="col">{t('audit.before')}</th>
              <th scope="col">{t('audit.after')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, 12).map((r) => (
              <tr key={r.path} className={`c-diff__row c-diff__row--${r.kind}`}>
                <th scope="row" className={fieldText(t, r.path).known ? undefined : 'c-mono'}>
                  {fieldText(t, r.path).text}
                </th>
                {/* Values may be a player's or an admin's text in any language: each keeps its own direction. */}
                <td>
                  {r.kind === 'added' ? (
                    <span className="c-muted">{t('audit.none')}</span>
                  ) : (
                    <del dir="auto">{valueText(t, names, r.path, r.before)}</del>
                  )}
                </td>
                <td>
                  {r.kind === 'removed' ? (
                    <span className="c-muted">{t('audit.none')}</span>
                  ) : (
                    <ins dir="auto">{valueText(t, names, r.path, r.after)}</ins>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="c-muted c-small">{t('audit.noChange')}</p>
      )}
      <p className="c-muted c-small">
        {rows.length > 12 ? `${t('audit.more', { count: rows.length - 12 })} ` : ''}
        {unchanged ? t('audit.unchanged', { count: unchanged }) : ''}
      </p>
      <details className="c-diff__full">
        <summary>{t('audit.full')}</summary>
        <div className="c-diff__json">
          <div>
            <h4>{t('audit.before')}</h4>
            <pre dir="ltr">{entry.before == null ? '—' : JSON.stringify(entry.before, null, 2)}</pre>
          </div>
          <div>
            <h4>{t('audit.after')}</h4>
            <pre dir="ltr">{entry.after == null ? '—' : JSON.stringify(entry.after, null, 2)}</pre>
          </div>
        </div>
      </details>
    </div>
  );
}

export function AuditPage() {
  const { t, lang } = useI18n();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const targetType = TARGET_TYPES.some((x) => x.value === params.get('targetType')) ? params.get('targetType')! : '';
  const targetId = (params.get('targetId') ?? '').slice(0, 40);
  const limit = LIMITS.includes(Number(params.get('limit'))) ? Number(params.get('limit')) : 50;
  const [idInput, setIdInput] = useState(targetId);
  const [shownId, setShownId] = useState(targetId);
  if (shownId !== targetId) {
    setShownId(targetId);
    setIdInput(targetId);
  }
  const log = useQuery(auditOptions({ targetType, targetId, limit }));
  const staff = useQuery(staffListOptions());
  const names = useMemo(() => new Map((staff.data ?? []).map((s) => [s.id, s.name])), [staff.data]);
  const { brand } = useBrands();
  const known = useMemo<AuditNames>(
    () => ({ staff: (id) => names.get(id), brand: (id) => brand(id)?.name }),
    [names, brand],
  );

  useEffect(() => {
    document.title = `${t('audit.title')} · ${t('app.name')}`;
  }, [t]);

  const setFilter = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };
  const submitId = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ targetId: idInput.trim() });
  };
  const typeLabel = (type: string) => {
    const known = TARGET_TYPES.find((x) => x.value === type);
    return known ? t(known.key) : type;
  };

  return (
    <div className="c-page">
      <header className="c-page__header">
        <div>
          <h1>{t('audit.title')}</h1>
          <p className="c-muted">{t('audit.intro')}</p>
        </div>
      </header>
      <div className="c-filters">
        <div className="c-filters__row">
          <div className="c-field c-field--inline">
            <label htmlFor={`${id}-type`}>{t('audit.targetType')}</label>
            <select
              id={`${id}-type`}
              value={targetType}
              onChange={(e) => setFilter({ targetType: e.target.value, targetId: '' })}
            >
              <option value="">{t('audit.allTypes')}</option>
              {TARGET_TYPES.map((x) => (
                <option key={x.value} value={x.value}>
                  {t(x.key)}
                </option>
              ))}
            </select>
          </div>
          <form className="c-search c-search--narrow" onSubmit={submitId}>
            <label htmlFor={`${id}-id`} className="c-field--inline-label">
              {t('audit.targetId')}
            </label>
            <input id={`${id}-id`} value={idInput} maxLength={40} onChange={(e) => setIdInput(e.target.value)} />
            <button type="submit" className="c-button">
              {t('audit.apply')}
            </button>
          </form>
          <div className="c-field c-field--inline">
            <label htmlFor={`${id}-limit`}>{t('audit.limit')}</label>
            <select
              id={`${id}-limit`}
              value={limit}
              onChange={(e) => setFilter({ limit: e.target.value === '50' ? '' : e.target.value })}
            >
              {LIMITS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="c-button c-button--ghost"
            disabled={!targetType && !targetId && limit === 50}
            onClick={() => setParams(new URLSearchParams())}
          >
            {t('queue.clear')}
          </button>
        </div>
      </div>
      {!log.isSuccess ? (
        <QueryFallback query={log} />
      ) : log.data.length === 0 ? (
        <p className="c-empty">{t('audit.empty')}</p>
      ) : (
        <TableWrap label={t('audit.title')} busy={log.isFetching}>
          <table className="c-table c-table--plain c-table--audit">
            <caption className="c-visually-hidden">{t('audit.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.what')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.changes')}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.map((e) => {
                const href = targetHref(e);
                return (
                  <tr key={e.id}>
                    <td className="c-nowrap">
                      <time dateTime={e.created_at}>{dateTime(e.created_at, lang)}</time>
                      {e.ip ? <span className="c-muted c-small c-block c-mono">{e.ip}</span> : null}
                    </td>
                    <td className="c-nowrap">
                      {e.staff_id === null ? (
                        <span className="c-muted">{t('audit.system')}</span>
                      ) : (
                        (names.get(e.staff_id) ?? t('queue.staffN', { id: e.staff_id }))
                      )}
                    </td>
                    <td>{actionText(t, e.action).known ? actionText(t, e.action).text : <code>{e.action}</code>}</td>
                    <td className="c-nowrap">
                      {typeLabel(e.target_type)}{' '}
                      {href ? (
                        <Link to={href}>{targetText(known, e.target_type, e.target_id)}</Link>
                      ) : (
                        <span>{targetText(known, e.target_type, e.target_id)}</span>
                      )}
                      {targetType !== e.target_type || targetId !== e.target_id ? (
                        <button
                          type="button"
                          className="c-button c-button--link c-block c-small"
                          onClick={() => setFilter({ targetType: e.target_type, targetId: e.target_id })}
                        >
                          {t('audit.onlyThis')}
                        </button>
                      ) : null}
                    </td>
                    <td className="c-col-diff">
                      <Changes entry={e} names={known} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      )}
    </div>
  );
}
