// The queue as a table: one row per inquiry, the title a link (keyboard), the whole row clickable (mouse).
// On a phone each row is a stacked card, every cell named by its column (data-label, styles.css).
// A checkbox per row (and one for every row shown) selects inquiries for the bulk bar; the due
// column says in words whether a due time is near or past, the colour only repeats it.
import { Link, useNavigate } from 'react-router';
import type { QueueItem } from '@guildhall/contract/staff';
import { paths } from '../../../lib/paths';
import { PlayerText, playerTextProps } from '../../../components/player-text';
import { RelativeTime } from '../../../components/relative-time';
import { StatusChip } from '../../../components/status-chip';
import { TableWrap } from '../../../components/table-wrap';
import { useNow } from '../../../components/use-now';
import { duration } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';
import { DueCell, PriorityCell, TagList } from '../../../components/triage-cells';

export function QueueTable({
  items,
  staffName,
  brandName,
  selected,
  onSelect,
}: {
  items: readonly QueueItem[];
  staffName: (id: number) => string;
  brandName: (id: string) => string;
  selected: ReadonlySet<number>;
  /** Selects (or unselects) these inquiries. */
  onSelect: (ids: number[], on: boolean) => void;
}) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const now = useNow();
  const all = items.length > 0 && items.every((i) => selected.has(i.inquiryId));
  const some = !all && items.some((i) => selected.has(i.inquiryId));
  return (
    <TableWrap label={t('queue.listLabel')}>
      <table className="c-table c-table--queue">
        <caption className="c-visually-hidden">{t('queue.listLabel')}</caption>
        <thead>
          <tr>
            <th scope="col" className="c-col-select">
              <input
                type="checkbox"
                aria-label={t('triage.selectAll')}
                checked={all}
                ref={(el) => {
                  if (el) el.indeterminate = some;
                }}
                onChange={(e) =>
                  onSelect(
                    items.map((i) => i.inquiryId),
                    e.target.checked,
                  )
                }
              />
            </th>
            <th scope="col">{t('queue.colId')}</th>
            <th scope="col">{t('queue.colGame')}</th>
            <th scope="col" className="c-col-title">
              {t('queue.colTitle')}
            </th>
            <th scope="col">{t('queue.colCategory')}</th>
            <th scope="col">
              {t('queue.colStatus')} / {t('triage.colPriority')}
            </th>
            <th scope="col">{t('triage.colDue')}</th>
            <th scope="col">{t('queue.colAccount')}</th>
            <th scope="col">{t('queue.colCharacter')}</th>
            <th scope="col">{t('queue.colAssigned')}</th>
            <th scope="col">{t('queue.colActivity')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr
              key={item.inquiryId}
              className={
                [item.waitingSince ? 'is-waiting' : '', selected.has(item.inquiryId) ? 'is-selected' : '']
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              onClick={(e) => {
                if (
                  (e.target as HTMLElement).closest('a, button, input, label, .c-col-select') ||
                  window.getSelection()?.toString()
                )
                  return;
                void navigate(paths.inquiry.getHref(item.inquiryId));
              }}
            >
              <td className="c-col-select">
                <input
                  type="checkbox"
                  aria-label={t('triage.select', { id: item.inquiryId })}
                  checked={selected.has(item.inquiryId)}
                  onChange={(e) => onSelect([item.inquiryId], e.target.checked)}
                />
              </td>
              <td className="c-mono c-col-id" data-label={t('queue.colId')}>
                #{item.inquiryId}
              </td>
              {/* The brand under its game (one column less: the queue fits a 1280 px laptop with the due column). */}
              <td data-label={t('queue.colGame')}>
                {item.gameName}
                <span className="c-queue-brand">
                  <span className="c-visually-hidden">{t('queue.colBrand')}: </span>
                  <span className="c-tag" title={item.brand}>
                    {brandName(item.brand)}
                  </span>
                </span>
              </td>
              <td className="c-col-title">
                <Link
                  to={paths.inquiry.getHref(item.inquiryId)}
                  {...(item.title ? playerTextProps(item.title, item.lang) : {})}
                >
                  {/* A deleted player's title went with the account: the link still has a name. */}
                  {item.title || t('inquiry.titleRemoved')}
                </Link>
                <TagList tags={item.tags} />
              </td>
              <td data-label={t('queue.colCategory')}>
                {item.queryTypeName || <span className="c-muted">{t('queue.categoryN', { id: item.queryType })}</span>}
              </td>
              <td data-label={t('queue.colStatus')}>
                {/* Priority and tier under the status (a column less: the queue fits a 1280 px laptop). */}
                <span className="c-status-prio">
                  <StatusChip status={item.status} />
                  <PriorityCell priority={item.priority} tier={item.tier} />
                </span>
              </td>
              <td data-label={t('triage.colDue')}>
                <DueCell dueAt={item.dueAt} state={item.dueState} now={now} />
              </td>
              <td className="c-mono" data-label={t('queue.colAccount')}>
                <PlayerText text={item.account} />
              </td>
              <td data-label={t('queue.colCharacter')}>
                <PlayerText text={item.roleName} lang={item.lang} />
              </td>
              <td data-label={t('queue.colAssigned')}>
                {item.assignedTo === null ? (
                  <span className="c-muted">{t('queue.unassigned')}</span>
                ) : (
                  staffName(item.assignedTo)
                )}
              </td>
              <td className="c-nowrap" data-label={t('queue.colActivity')}>
                <RelativeTime iso={item.updatedAt} />
                {item.waitingSince ? (
                  <span className="c-waiting">
                    {t('queue.waiting', { duration: duration(now - Date.parse(item.waitingSince), lang) })}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
