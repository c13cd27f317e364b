// Reports (every staff member, on their brands): first response, resolution and ratings per brand,
// game, region or agent over a period, and the inquiries open now by age. Charts for looking, a
// table with the same figures for reading. Period, grouping and brand are in the URL.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { REPORT_GROUPS, type Report, type ReportGroup } from '@guildhall/contract/staff-admin';
import { LoadError, Loading } from '../../components/query-state';
import { FigureTable } from '../../components/figure-table';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { useBrands } from '../../features/brands/api/get-brands';
import { reportOptions } from '../../features/reports/api/get-report';
import { AgeChart, FirstResponseChart, RatingsChart } from '../../features/reports/components/charts';
import {
  daysBetween,
  formatHours,
  formatMinutes,
  formatNumber,
  isIsoDate,
  lastDays,
  PERIOD_PRESETS,
  reportTotals,
} from '../../features/reports/lib/chart';
import { SlaAttainment } from '../../features/sla/components/sla-attainment';
import { useStaff } from '../auth';
import { FieldBreakdown } from '../../features/fields/components/field-breakdown';

const GROUP_KEYS: Record<ReportGroup, MessageKey> = {
  brand: 'reports.byBrand',
  game: 'reports.byGame',
  region: 'reports.byRegion',
  agent: 'reports.byAgent',
};
const BUCKET_KEYS: Record<Report['openByAge'][number]['bucket'], MessageKey> = {
  '<1d': 'reports.ageUnder1',
  '1-3d': 'reports.age1to3',
  '3-7d': 'reports.age3to7',
  '>7d': 'reports.ageOver7',
};
const MAX_DAYS = 366;

export function ReportsPage() {
  const { t, lang } = useI18n();
  const id = useId();
  const staff = useStaff();
  const { brandName } = useBrands();
  const [params, setParams] = useSearchParams();

  // The period: ?days=7|30|90, or ?from=&to= (custom); 30 days when nothing valid is given.
  const custom =
    isIsoDate(params.get('from')) &&
    isIsoDate(params.get('to')) &&
    params.get('from')! <= params.get('to')! &&
    daysBetween(params.get('from')!, params.get('to')!) <= MAX_DAYS;
  const days = PERIOD_PRESETS.find((d) => String(d) === params.get('days')) ?? 30;
  const period = custom ? { from: params.get('from')!, to: params.get('to')! } : lastDays(days);
  const groupBy = (REPORT_GROUPS as readonly string[]).includes(params.get('groupBy') ?? '')
    ? (params.get('groupBy') as ReportGroup)
    : 'brand';
  const brand = staff.brands.includes(params.get('brand') ?? '') ? params.get('brand')! : null;
  const report = useQuery(reportOptions({ ...period, groupBy, brand }));

  const [draft, setDraft] = useState(period);
  const [showCustom, setShowCustom] = useState(custom);
  const [rangeError, setRangeError] = useState<string | null>(null);

  useEffect(() => {
    document.title = `${t('reports.title')} · ${t('app.name')}`;
  }, [t]);

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };
  const applyCustom = (e: FormEvent) => {
    e.preventDefault();
    if (!isIsoDate(draft.from) || !isIsoDate(draft.to) || draft.from > draft.to)
      return setRangeError(t('reports.rangeInvalid'));
    if (daysBetween(draft.from, draft.to) > MAX_DAYS)
      return setRangeError(t('reports.rangeTooLong', { days: MAX_DAYS }));
    setRangeError(null);
    update({ from: draft.from, to: draft.to, days: null });
  };

  const label = (key: string, raw: string) => {
    if (groupBy === 'brand') return brandName(key);
    if (groupBy === 'agent' && key === 'unassigned') return t('reports.unassigned');
    return raw;
  };
  const rows = (report.data?.rows ?? []).map((r) => ({ ...r, label: label(r.key, r.label) }));
  const buckets = (report.data?.openByAge ?? []).map((b) => ({
    key: b.bucket,
    label: t(BUCKET_KEYS[b.bucket]),
    count: b.count,
  }));
  const totals = reportTotals(rows, buckets);
  const minutes = (m: number | null) => formatMinutes(m, lang);
  const dateFmt = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
  const periodText = t('reports.period', {
    from: dateFmt.format(new Date(`${period.from}T00:00:00`)),
    to: dateFmt.format(new Date(`${period.to}T00:00:00`)),
  });
  const groupName = t(GROUP_KEYS[groupBy]);

  return (
    <div className="c-page">
      <header className="c-page__header">
        <div>
          <h1>{t('reports.title')}</h1>
          <p className="c-muted">{t('reports.intro')}</p>
        </div>
      </header>
      <section className="c-filters" aria-label={t('reports.controls')}>
        <div className="c-filters__row">
          <fieldset className="c-segmented">
            <legend className="c-visually-hidden">{t('reports.periodLabel')}</legend>
            {PERIOD_PRESETS.map((d) => (
              <label key={d} className={!custom && !showCustom && days === d ? 'is-checked' : undefined}>
                <input
                  type="radio"
                  name={`${id}-period`}
                  checked={!custom && !showCustom && days === d}
                  onChange={() => {
                    setShowCustom(false);
                    update({ days: d === 30 ? null : String(d), from: null, to: null });
                  }}
                />
                {t('reports.lastDays', { days: d })}
              </label>
            ))}
            <label className={custom || showCustom ? 'is-checked' : undefined}>
              <input
                type="radio"
                name={`${id}-period`}
                checked={custom || showCustom}
                onChange={() => {
                  setDraft(period);
                  setShowCustom(true);
                }}
              />
              {t('reports.custom')}
            </label>
          </fieldset>
          <div className="c-field c-field--inline">
            <label htmlFor={`${id}-group`}>{t('reports.groupBy')}</label>
            <select
              id={`${id}-group`}
              value={groupBy}
              onChange={(e) => update({ groupBy: e.target.value === 'brand' ? null : e.target.value })}
            >
              {REPORT_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {t(GROUP_KEYS[g])}
                </option>
              ))}
            </select>
          </div>
          <div className="c-field c-field--inline">
            <label htmlFor={`${id}-brand`}>{t('queue.brand')}</label>
            <select id={`${id}-brand`} value={brand ?? ''} onChange={(e) => update({ brand: e.target.value || null })}>
              <option value="">{t('queue.allBrands')}</option>
              {staff.brands.map((b) => (
                <option key={b} value={b}>
                  {brandName(b)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {custom || showCustom ? (
          <form className="c-filters__row" onSubmit={applyCustom} noValidate>
            <div className="c-field c-field--inline">
              <label htmlFor={`${id}-from`}>{t('reports.from')}</label>
              <input
                id={`${id}-from`}
                type="date"
                value={draft.from}
                max={draft.to}
                onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
              />
            </div>
            <div className="c-field c-field--inline">
              <label htmlFor={`${id}-to`}>{t('reports.to')}</label>
              <input
                id={`${id}-to`}
                type="date"
                value={draft.to}
                min={draft.from}
                onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
              />
            </div>
            <button type="submit" className="c-button">
              {t('reports.apply')}
            </button>
            {rangeError ? (
              <p className="c-field__error" role="alert">
                {rangeError}
              </p>
            ) : null}
          </form>
        ) : null}
      </section>
      <p className="c-muted" aria-live="polite">
        {periodText} · {groupName}
        {brand ? ` · ${brandName(brand)}` : ''}
      </p>
      {report.isPending ? (
        <Loading />
      ) : report.isError && !report.data ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <div className={`c-report${report.isPlaceholderData ? ' is-stale' : ''}`} aria-busy={report.isFetching}>
          <dl className="c-tiles">
            <div className="c-tile">
              <dt>{t('reports.totalInquiries')}</dt>
              <dd>{formatNumber(totals.inquiries, lang, 0)}</dd>
            </div>
            <div className="c-tile">
              <dt>{t('reports.totalRatings')}</dt>
              <dd>
                {formatNumber(totals.rated, lang, 0)}
                {totals.avg !== null ? (
                  <span className="c-tile__sub">★ {formatNumber(totals.avg, lang, 2)}</span>
                ) : null}
              </dd>
            </div>
            <div className="c-tile">
              <dt>{t('reports.openNow')}</dt>
              <dd>{formatNumber(totals.open, lang, 0)}</dd>
            </div>
          </dl>
          {rows.length === 0 ? (
            <p className="c-empty">{t('reports.empty')}</p>
          ) : (
            <div className="c-report__charts">
              <section className="c-card c-chart-card c-chart-card--wide" aria-labelledby={`${id}-fr`}>
                <h2 id={`${id}-fr`} className="c-card__title">
                  {t('reports.firstResponseTitle', { group: groupName })}
                </h2>
                <p className="c-muted c-small">{t('reports.firstResponseHint')}</p>
                <FirstResponseChart
                  title={t('reports.firstResponseTitle', { group: groupName })}
                  rows={rows.map((r) => ({
                    key: r.key,
                    label: r.label,
                    avg: r.firstResponseAvgMinutes,
                    median: r.firstResponseMedianMinutes,
                  }))}
                  format={minutes}
                />
              </section>
              <section className="c-card c-chart-card" aria-labelledby={`${id}-rt`}>
                <h2 id={`${id}-rt`} className="c-card__title">
                  {t('reports.ratingsTitle', { group: groupName })}
                </h2>
                <RatingsChart
                  title={t('reports.ratingsTitle', { group: groupName })}
                  rows={rows.map((r) => ({ key: r.key, label: r.label, ratings: r.ratings, avg: r.ratingAvg }))}
                />
              </section>
            </div>
          )}
          <section className="c-card c-chart-card c-report__age" aria-labelledby={`${id}-age`}>
            <h2 id={`${id}-age`} className="c-card__title">
              {t('reports.openByAgeTitle')}
            </h2>
            <p className="c-muted c-small">{t('reports.openByAgeHint')}</p>
            <div className="c-report__age-body">
              <AgeChart title={t('reports.openByAgeTitle')} buckets={buckets} />
              <FigureTable
                className="c-table c-table--plain c-table--compact"
                caption={t('reports.openByAgeTitle')}
                names={[t('reports.age')]}
                figures={[t('reports.open')]}
              >
                {buckets.map((b) => (
                  <tr key={b.key}>
                    <th scope="row">{b.label}</th>
                    <td className="c-num">{b.count}</td>
                  </tr>
                ))}
              </FigureTable>
            </div>
          </section>
          <section className="c-card" aria-labelledby={`${id}-sla`}>
            <h2 id={`${id}-sla`} className="c-card__title">
              {t('sla.reportTitle')}
            </h2>
            <p className="c-muted c-small">{t('sla.reportHint')}</p>
            <SlaAttainment
              rows={report.data?.sla ?? []}
              brandName={brandName}
              caption={`${t('sla.reportTitle')} · ${periodText}`}
            />
          </section>
          {rows.length ? (
            <section className="c-card" aria-labelledby={`${id}-table`}>
              <h2 id={`${id}-table`} className="c-card__title">
                {t('reports.tableTitle')}
              </h2>
              <FigureTable
                label={t('reports.tableTitle')}
                caption={`${t('reports.tableTitle')} · ${periodText}`}
                names={[groupName]}
                figures={[
                  t('reports.colInquiries'),
                  t('reports.colFirstAvg'),
                  t('reports.colFirstMedian'),
                  t('reports.colResolution'),
                  ...[1, 2, 3, 4, 5].map((s) => <abbr title={t('reports.stars', { stars: s })}>{`${s}★`}</abbr>),
                  t('reports.colRatingAvg'),
                ]}
              >
                {rows.map((r) => (
                  <tr key={r.key}>
                    <th scope="row">{r.label}</th>
                    <td className="c-num">{formatNumber(r.inquiries, lang, 0)}</td>
                    <td className="c-num">{minutes(r.firstResponseAvgMinutes)}</td>
                    <td className="c-num">{minutes(r.firstResponseMedianMinutes)}</td>
                    <td className="c-num">{formatHours(r.resolutionAvgHours, lang)}</td>
                    {r.ratings.map((n, i) => (
                      <td key={i} className="c-num">
                        {n}
                      </td>
                    ))}
                    <td className="c-num">{r.ratingAvg === null ? '—' : formatNumber(r.ratingAvg, lang, 2)}</td>
                  </tr>
                ))}
              </FigureTable>
            </section>
          ) : null}
          <FieldBreakdown from={period.from} to={period.to} brand={brand ?? undefined} />
        </div>
      )}
    </div>
  );
}
