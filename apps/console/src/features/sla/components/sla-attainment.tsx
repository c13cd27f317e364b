// SLA attainment in the reports: per brand and priority, the first responses and the
// resolutions that met their due time and those that missed it, over the report's period, with the
// share met. A table: the figures are for reading and comparing.
import type { SlaReportRow } from '@guildhall/contract/sla';
import { TableWrap } from '../../../components/table-wrap';
import { useI18n } from '../../../lib/i18n';
import { PRIORITY_KEYS } from './sla-admin';

function share(met: number, breached: number, lang: string): string {
  const all = met + breached;
  return all === 0
    ? '—'
    : new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(met / all);
}

export function SlaAttainment({
  rows,
  brandName,
  caption,
}: {
  rows: readonly SlaReportRow[];
  brandName: (id: string) => string;
  caption: string;
}) {
  const { t, lang } = useI18n();
  if (rows.length === 0) return <p className="c-empty">{t('sla.reportEmpty')}</p>;
  return (
    <TableWrap label={t('sla.reportTitle')}>
      <table className="c-table c-table--plain c-table--report">
        <caption className="c-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sla.brand')}</th>
            <th scope="col">{t('sla.priority')}</th>
            <th scope="col" className="c-num">
              {t('sla.firstMet')}
            </th>
            <th scope="col" className="c-num">
              {t('sla.firstBreached')}
            </th>
            <th scope="col" className="c-num">
              {t('sla.firstShare')}
            </th>
            <th scope="col" className="c-num">
              {t('sla.resolutionMet')}
            </th>
            <th scope="col" className="c-num">
              {t('sla.resolutionBreached')}
            </th>
            <th scope="col" className="c-num">
              {t('sla.resolutionShare')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.brand}-${r.priority}`}>
              <th scope="row">{brandName(r.brand)}</th>
              <td>{t(PRIORITY_KEYS[r.priority] ?? 'sla.priorityNormal')}</td>
              <td className="c-num">{r.firstResponseMet}</td>
              <td className="c-num">{r.firstResponseBreached}</td>
              <td className="c-num">{share(r.firstResponseMet, r.firstResponseBreached, lang)}</td>
              <td className="c-num">{r.resolutionMet}</td>
              <td className="c-num">{r.resolutionBreached}</td>
              <td className="c-num">{share(r.resolutionMet, r.resolutionBreached, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
