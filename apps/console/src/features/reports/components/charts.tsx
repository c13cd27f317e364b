// The report's charts, drawn by hand in SVG (no chart library): horizontal bars of the first
// response per group (average bar, median mark), a stacked bar per group of the ratings 1 to 5,
// and columns of the open inquiries by age. Each is an image with a title and a description that
// says what it shows in words; the tables on the page hold the same figures.
import { useId, type ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n';
import { durationScale, formatNumber, formatTick, niceScale, ratio, shortLabel, type Scale } from '../lib/chart';

const W = 720;
const LABEL_W = 170;
const RIGHT = 80;
const ROW_H = 30;
const BAR_H = 18;
const AXIS_H = 24;

function Frame({
  title,
  desc,
  height,
  children,
}: {
  title: string;
  desc: string;
  height: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <svg
      className="c-chart"
      viewBox={`0 0 ${W} ${height}`}
      width="100%"
      role="img"
      aria-labelledby={`${id}-t ${id}-d`}
      preserveAspectRatio="xMinYMin meet"
    >
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>{desc}</desc>
      {children}
    </svg>
  );
}

function Grid({
  scale,
  x0,
  width,
  top,
  bottom,
  format,
}: {
  scale: Scale;
  x0: number;
  width: number;
  top: number;
  bottom: number;
  format: (v: number) => string;
}) {
  return (
    <g className="c-chart__grid" aria-hidden="true">
      {scale.ticks.map((tick) => {
        const x = x0 + ratio(tick, scale) * width;
        return (
          <g key={tick}>
            <line x1={x} x2={x} y1={top} y2={bottom} />
            <text x={x} y={top - 8} textAnchor="middle" className="c-chart__tick">
              {format(tick)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

export interface DurationRow {
  key: string;
  label: string;
  avg: number | null;
  median: number | null;
}

/** A bar's row name at its left, cut short, the whole name as its tooltip; `y` is the bar's top. */
function RowLabel({ y, label }: { y: number; label: string }) {
  return (
    <text x={LABEL_W - 10} y={y + BAR_H / 2} textAnchor="end" dominantBaseline="central" className="c-chart__label">
      <title>{label}</title>
      {shortLabel(label)}
    </text>
  );
}

/** What a row says where it has no bar. */
function NoBar({ y, children }: { y: number; children: string }) {
  return (
    <text x={LABEL_W + 6} y={y + BAR_H / 2} dominantBaseline="central" className="c-chart__none">
      {children}
    </text>
  );
}

/** First response per group: a bar for the average, a mark for the median (both in minutes). */
export function FirstResponseChart({
  rows,
  title,
  format,
}: {
  rows: readonly DurationRow[];
  title: string;
  format: (minutes: number | null) => string;
}) {
  const { t, lang } = useI18n();
  // Round steps in the unit that fits: 0, 20, 40 min or 0, 2, 4, 6 hr (never "1.7 hr").
  const scale = durationScale(Math.max(0, ...rows.flatMap((r) => [r.avg ?? 0, r.median ?? 0])));
  const plotW = W - LABEL_W - RIGHT;
  const height = AXIS_H + rows.length * ROW_H + 8;
  const desc = rows
    .map((r) =>
      r.avg === null
        ? `${r.label}: ${t('reports.noReplies')}`
        : `${r.label}: ${t('reports.avgMedian', { avg: format(r.avg), median: format(r.median) })}`,
    )
    .join('; ');
  return (
    <Frame title={title} desc={desc || t('reports.empty')} height={height}>
      <Grid
        scale={scale}
        x0={LABEL_W}
        width={plotW}
        top={AXIS_H}
        bottom={height - 4}
        format={(v) => formatTick(v, scale.unit, lang)}
      />
      {rows.map((r, i) => {
        const y = AXIS_H + i * ROW_H + (ROW_H - BAR_H) / 2;
        const w = r.avg === null ? 0 : Math.max(2, ratio(r.avg, scale) * plotW);
        const mx = r.median === null ? null : LABEL_W + ratio(r.median, scale) * plotW;
        return (
          <g key={r.key}>
            <RowLabel y={y} label={r.label} />
            {r.avg === null ? (
              <NoBar y={y}>{t('reports.noReplies')}</NoBar>
            ) : (
              <>
                <rect x={LABEL_W} y={y} width={w} height={BAR_H} rx={3} className="c-chart__bar" />
                {mx !== null ? (
                  <line x1={mx} x2={mx} y1={y - 3} y2={y + BAR_H + 3} className="c-chart__median" />
                ) : null}
                <text x={LABEL_W + w + 6} y={y + BAR_H / 2} dominantBaseline="central" className="c-chart__value">
                  {format(r.avg)}
                </text>
              </>
            )}
          </g>
        );
      })}
    </Frame>
  );
}

export interface RatingRow {
  key: string;
  label: string;
  /** Counts of the scores 1..5. */
  ratings: readonly number[];
  avg: number | null;
}

/** The share of each score (1 to 5) per group, as one bar split in five. */
export function RatingsChart({ rows, title }: { rows: readonly RatingRow[]; title: string }) {
  const { t, lang } = useI18n();
  const plotW = W - LABEL_W - RIGHT;
  const legendH = 26;
  const height = legendH + rows.length * ROW_H + 6;
  const desc = rows
    .map((r) => {
      const total = r.ratings.reduce((a, b) => a + b, 0);
      if (!total) return `${r.label}: ${t('reports.noRatings')}`;
      return `${r.label}: ${r.ratings.map((n, i) => t('reports.starsCount', { stars: i + 1, count: n })).join(', ')}; ${t('reports.average', { value: formatNumber(r.avg ?? 0, lang, 2) })}`;
    })
    .join('. ');
  return (
    <Frame title={title} desc={desc || t('reports.empty')} height={height}>
      <g className="c-chart__legend" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((s, i) => (
          <g key={s} transform={`translate(${LABEL_W + i * 78}, 4)`}>
            <rect width={14} height={14} rx={3} className={`c-chart__seg c-chart__seg--${s}`} />
            <text x={20} y={7} dominantBaseline="central" className="c-chart__tick">
              {t('reports.stars', { stars: s })}
            </text>
          </g>
        ))}
      </g>
      {rows.map((r, i) => {
        const y = legendH + i * ROW_H + (ROW_H - BAR_H) / 2;
        const total = r.ratings.reduce((a, b) => a + b, 0);
        let x = LABEL_W;
        return (
          <g key={r.key}>
            <RowLabel y={y} label={r.label} />
            {total === 0 ? (
              <NoBar y={y}>{t('reports.noRatings')}</NoBar>
            ) : (
              <>
                {r.ratings.map((n, s) => {
                  if (!n) return null;
                  const w = (n / total) * plotW;
                  const seg = (
                    <g key={s}>
                      <rect x={x} y={y} width={w} height={BAR_H} className={`c-chart__seg c-chart__seg--${s + 1}`}>
                        <title>{`${t('reports.stars', { stars: s + 1 })}: ${n}`}</title>
                      </rect>
                      {w >= 22 ? (
                        <text
                          x={x + w / 2}
                          y={y + BAR_H / 2}
                          textAnchor="middle"
                          dominantBaseline="central"
                          className={`c-chart__seg-text c-chart__seg-text--${s + 1}`}
                        >
                          {n}
                        </text>
                      ) : null}
                    </g>
                  );
                  x += w;
                  return seg;
                })}
                <text x={LABEL_W + plotW + 6} y={y + BAR_H / 2} dominantBaseline="central" className="c-chart__value">
                  {`★ ${formatNumber(r.avg ?? 0, lang, 2)}`}
                </text>
              </>
            )}
          </g>
        );
      })}
    </Frame>
  );
}

/** Open inquiries by age: one column per bucket. */
export function AgeChart({
  buckets,
  title,
}: {
  buckets: readonly { key: string; label: string; count: number }[];
  title: string;
}) {
  const { t } = useI18n();
  const scale = niceScale(Math.max(0, ...buckets.map((b) => b.count)), 4, { integer: true });
  const height = 220;
  const left = 44;
  const top = 16;
  const bottom = height - 30;
  const plotH = bottom - top;
  const slot = (W - left - 20) / Math.max(1, buckets.length);
  const colW = Math.min(90, slot * 0.55);
  const desc = buckets.map((b) => `${b.label}: ${b.count}`).join(', ');
  return (
    <Frame title={title} desc={desc} height={height}>
      <g className="c-chart__grid" aria-hidden="true">
        {scale.ticks.map((tick) => {
          const y = bottom - ratio(tick, scale) * plotH;
          return (
            <g key={tick}>
              <line x1={left} x2={W - 10} y1={y} y2={y} />
              <text x={left - 8} y={y} textAnchor="end" dominantBaseline="central" className="c-chart__tick">
                {tick}
              </text>
            </g>
          );
        })}
      </g>
      {buckets.map((b, i) => {
        const h = ratio(b.count, scale) * plotH;
        const x = left + i * slot + (slot - colW) / 2;
        return (
          <g key={b.key}>
            <rect
              x={x}
              y={bottom - h}
              width={colW}
              height={Math.max(h, b.count ? 2 : 0)}
              rx={3}
              className={`c-chart__bar c-chart__bar--age-${i}`}
            />
            <text x={x + colW / 2} y={bottom - h - 8} textAnchor="middle" className="c-chart__value">
              {b.count}
            </text>
            <text x={x + colW / 2} y={bottom + 18} textAnchor="middle" className="c-chart__label">
              {b.label}
            </text>
          </g>
        );
      })}
      {buckets.every((b) => b.count === 0) ? (
        <text x={W / 2} y={top + plotH / 2} textAnchor="middle" className="c-chart__none">
          {t('reports.noneOpen')}
        </text>
      ) : null}
    </Frame>
  );
}
