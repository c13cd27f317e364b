// SLA attainment in the reports: per brand and priority, the first responses and the
// resolutions that met their due time and those that missed it, over the report's period, with the
// share met. A table: the figures are for reading and comparing.
import type { SlaReportRow } from '@guildhall/contract/sla';
import { FigureTable } from '../../../components/figure-table';
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
    <FigureTable
      label={t('sla.reportTitle')}
      caption={caption}
      names={[t('sla.brand'), t('sla.priority')]}
      figures={[
        t('sla.firstMet'),
        t('sla.firstBreached'),
        t('sla.firstShare'),
        t('sla.resolutionMet'),
        t('sla.resolutionBreached'),
        t('sla.resolutionShare'),
      ]}
    >
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
    </FigureTable>
  );
}
