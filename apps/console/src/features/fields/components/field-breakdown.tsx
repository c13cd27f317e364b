// Reports: a period's inquiries of a category broken down by one of its choice fields
// (which store players paid in, for instance), as a table of values, most inquiries first.
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryFallback } from '../../../components/query-state';
import { FigureTable } from '../../../components/figure-table';
import { useI18n } from '../../../lib/i18n';
import { fieldReportOptions, staffFieldsOptions } from '../api/fields';

export function FieldBreakdown({ from, to, brand }: { from: string; to: string; brand: string | undefined }) {
  const { t, lang } = useI18n();
  const id = useId();
  const fields = useQuery(staffFieldsOptions(lang, brand ? { brand } : {}));
  const choices = (fields.data ?? []).filter((f) => f.kind === 'choice');
  const [picked, setPicked] = useState<number | null>(null);
  const fieldId = picked !== null && choices.some((f) => f.id === picked) ? picked : (choices[0]?.id ?? null);
  const report = useQuery({
    ...fieldReportOptions({ from, to, fieldId: fieldId ?? 0, lang }),
    enabled: fieldId !== null,
  });
  const total = (report.data?.rows ?? []).reduce((n, r) => n + r.inquiries, 0);
  const format = new Intl.NumberFormat(lang);

  return (
    <section className="c-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="c-card__title">
        {t('fields.report.title')}
      </h2>
      <p className="c-muted c-small">{t('fields.report.intro')}</p>
      {!fields.isSuccess ? (
        <QueryFallback query={fields} />
      ) : choices.length === 0 || fieldId === null ? (
        <p className="c-empty">{t('fields.report.none')}</p>
      ) : (
        <>
          <div className="c-field c-field--inline">
            <label htmlFor={`${id}-field`}>{t('fields.report.field')}</label>
            <select id={`${id}-field`} value={fieldId} onChange={(e) => setPicked(Number(e.target.value))}>
              {choices.map((f) => (
                <option key={f.id} value={f.id}>
                  {`${f.label} · ${f.gameName}`}
                </option>
              ))}
            </select>
          </div>
          {!report.isSuccess ? (
            <QueryFallback query={report} />
          ) : report.data.rows.length === 0 ? (
            <p className="c-empty">{t('reports.empty')}</p>
          ) : (
            <FigureTable
              label={t('fields.report.title')}
              className="c-table c-table--plain c-table--compact"
              caption={`${t('fields.report.title')}: ${report.data.field.label}`}
              names={[t('fields.report.value')]}
              figures={[t('fields.report.count'), '%']}
            >
              {report.data.rows.map((r) => (
                <tr key={r.value}>
                  <th scope="row">
                    {r.value === '' ? <span className="c-muted">{t('fields.report.noValue')}</span> : r.label}
                  </th>
                  <td className="c-num">{format.format(r.inquiries)}</td>
                  <td className="c-num">{total ? format.format(Math.round((r.inquiries / total) * 100)) : '—'}</td>
                </tr>
              ))}
            </FigureTable>
          )}
        </>
      )}
    </section>
  );
}
