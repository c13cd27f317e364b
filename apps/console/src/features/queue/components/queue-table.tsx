// The queue as a table: one row per inquiry, the title a link (keyboard), the whole row clickable (mouse).
// On a phone each row is a stacked card, every cell named by its column (data-label, styles.css).
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

export function QueueTable({ items, staffName, brandName }: { items: readonly QueueItem[]; staffName: (id: number) => string; brandName: (id: string) => string }) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const now = useNow();
  return (
    <TableWrap label={t('queue.listLabel')}>
      <table className="c-table c-table--queue">
        <caption className="c-visually-hidden">{t('queue.listLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('queue.colId')}</th>
            <th scope="col">{t('queue.colBrand')}</th>
            <th scope="col">{t('queue.colGame')}</th>
            <th scope="col" className="c-col-title">{t('queue.colTitle')}</th>
            <th scope="col">{t('queue.colCategory')}</th>
            <th scope="col">{t('queue.colStatus')}</th>
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
              className={item.waitingSince ? 'is-waiting' : undefined}
              onClick={(e) => {
                if ((e.target as HTMLElement).closest('a, button') || window.getSelection()?.toString()) return;
                void navigate(paths.inquiry.getHref(item.inquiryId));
              }}
            >
              <td className="c-mono" data-label={t('queue.colId')}>
                #{item.inquiryId}
              </td>
              <td data-label={t('queue.colBrand')}>
                <span className="c-tag" title={item.brand}>
                  {brandName(item.brand)}
                </span>
              </td>
              <td data-label={t('queue.colGame')}>{item.gameName}</td>
              <td className="c-col-title">
                <Link to={paths.inquiry.getHref(item.inquiryId)} {...(item.title ? playerTextProps(item.title, item.lang) : {})}>
                  {/* A deleted player's title went with the account (issue 14): the link still has a name. */}
                  {item.title || t('inquiry.titleRemoved')}
                </Link>
              </td>
              <td data-label={t('queue.colCategory')}>{item.queryTypeName || <span className="c-muted">{t('queue.categoryN', { id: item.queryType })}</span>}</td>
              <td data-label={t('queue.colStatus')}>
                <StatusChip status={item.status} />
              </td>
              <td className="c-mono" data-label={t('queue.colAccount')}>
                <PlayerText text={item.account} />
              </td>
              <td data-label={t('queue.colCharacter')}>
                <PlayerText text={item.roleName} lang={item.lang} />
              </td>
              <td data-label={t('queue.colAssigned')}>{item.assignedTo === null ? <span className="c-muted">{t('queue.unassigned')}</span> : staffName(item.assignedTo)}</td>
              <td className="c-nowrap" data-label={t('queue.colActivity')}>
                <RelativeTime iso={item.updatedAt} />
                {item.waitingSince ? (
                  <span className="c-waiting">{t('queue.waiting', { duration: duration(now - Date.parse(item.waitingSince), lang) })}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
