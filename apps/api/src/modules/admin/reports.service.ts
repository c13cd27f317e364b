// Support reports: first response time, resolution time and ratings per brand, game, region or
// agent over a period, and open inquiries by age. Durations are computed here rather than in
// SQL, so the same code runs on SQLite and PostgreSQL.
import type { SlaReportRow } from '@guildhall/contract/sla';
import type { Report, ReportQuerySchema } from '@guildhall/contract/staff-admin';
import type { z } from 'zod';
import type { Executor } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ActiveStaff } from '../staff-sessions/staff-sessions.service';
import { firstAgentReplies, inquiriesFiledIn, openInquiryDates } from './reports.repository';

const MINUTE = 60_000;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
const avg = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);
const round = (v: number | null, digits = 1) => (v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits);

export async function buildReport(
  db: Executor,
  q: { from: string; to: string; groupBy: 'brand' | 'game' | 'region' | 'agent'; brands: string[] },
  now = Date.now(),
): Promise<Report> {
  const from = `${q.from}T00:00:00.000Z`;
  const to = new Date(Date.parse(`${q.to}T00:00:00.000Z`) + 86_400_000).toISOString();
  if (q.brands.length === 0) return { rows: [], openByAge: [], sla: [] };
  const rows = await inquiriesFiledIn(db, q.brands, from, to);
  const firstReplies = await firstAgentReplies(db, q.brands, from, to);
  const keyOf = (r: (typeof rows)[number]): [string, string] => {
    switch (q.groupBy) {
      case 'brand':
        return [r.brand_id, r.brand_id];
      case 'game':
        return [String(r.game_id), r.game_name];
      case 'region':
        return [r.region, r.region];
      case 'agent':
        return r.assigned_staff_id === null
          ? ['unassigned', 'unassigned']
          : [String(r.assigned_staff_id), r.staff_name ?? String(r.assigned_staff_id)];
    }
  };
  const groups = new Map<
    string,
    { label: string; first: number[]; resolution: number[]; ratings: number[]; count: number }
  >();
  for (const r of rows) {
    const [key, label] = keyOf(r);
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { label, first: [], resolution: [], ratings: [0, 0, 0, 0, 0], count: 0 }));
    g.count += 1;
    const first = firstReplies.get(r.id);
    if (first) g.first.push((Date.parse(first) - Date.parse(r.created_at)) / MINUTE);
    if (r.ended_at) g.resolution.push((Date.parse(r.ended_at) - Date.parse(r.created_at)) / (60 * MINUTE));
    if (r.score) g.ratings[r.score - 1]! += 1;
  }
  const open = await openInquiryDates(db, q.brands);
  const buckets = { '<1d': 0, '1-3d': 0, '3-7d': 0, '>7d': 0 };
  for (const createdAt of open) {
    const days = (now - Date.parse(createdAt)) / 86_400_000;
    buckets[days < 1 ? '<1d' : days < 3 ? '1-3d' : days < 7 ? '3-7d' : '>7d'] += 1;
  }
  return {
    rows: [...groups.entries()]
      .map(([key, g]) => {
        const scored = g.ratings.reduce((a, b) => a + b, 0);
        return {
          key,
          label: g.label,
          inquiries: g.count,
          firstResponseAvgMinutes: round(avg(g.first)),
          firstResponseMedianMinutes: round(median(g.first)),
          resolutionAvgHours: round(avg(g.resolution)),
          ratings: g.ratings,
          ratingAvg: scored ? round(g.ratings.reduce((a, n, i) => a + n * (i + 1), 0) / scored, 2) : null,
        };
      })
      .sort((a, b) => b.inquiries - a.inquiries),
    openByAge: (Object.keys(buckets) as (keyof typeof buckets)[]).map((bucket) => ({ bucket, count: buckets[bucket] })),
    sla: slaAttainment(rows, new Date(now).toISOString()),
  };
}

type SlaFacts = Pick<
  Awaited<ReturnType<typeof inquiriesFiledIn>>[number],
  | 'brand_id'
  | 'priority'
  | 'first_response_due_at'
  | 'first_responded_at'
  | 'resolution_due_at'
  | 'ended_at'
  | 'sla_paused_at'
>;

/**
 * SLA attainment per brand and priority: a target is met when done by its due time,
 * breached when done later or not done and already past due; still running, it is neither. A
 * resolution due while the clock is paused moves on the player's answer, so it is breached only
 * if it had passed when the pause began.
 */
export function slaAttainment(rows: SlaFacts[], now: string): SlaReportRow[] {
  const out = new Map<string, SlaReportRow>();
  for (const r of rows) {
    if (r.first_response_due_at === null && r.resolution_due_at === null) continue;
    const key = `${r.brand_id}\u0000${r.priority}`;
    let row = out.get(key);
    if (!row)
      out.set(
        key,
        (row = {
          brand: r.brand_id,
          priority: r.priority,
          firstResponseMet: 0,
          firstResponseBreached: 0,
          resolutionMet: 0,
          resolutionBreached: 0,
        }),
      );
    const first = r.first_response_due_at;
    if (first !== null) {
      if (r.first_responded_at !== null)
        row[r.first_responded_at <= first ? 'firstResponseMet' : 'firstResponseBreached'] += 1;
      else if (now > first) row.firstResponseBreached += 1;
    }
    const resolution = r.resolution_due_at;
    if (resolution !== null) {
      if (r.ended_at !== null) row[r.ended_at <= resolution ? 'resolutionMet' : 'resolutionBreached'] += 1;
      else if ((r.sla_paused_at ?? now) > resolution) row.resolutionBreached += 1;
    }
  }
  return [...out.values()].sort((a, b) => a.brand.localeCompare(b.brand) || b.priority - a.priority);
}

/** Reports for every staff member, over their own brands only (another brand is 1002). */
export function report(db: Executor, staff: ActiveStaff, q: z.output<typeof ReportQuerySchema>): Promise<Report> {
  if (q.brand && !staff.brands.includes(q.brand)) throw AppError.notFound();
  return buildReport(db, {
    from: q.from,
    to: q.to,
    groupBy: q.groupBy,
    brands: q.brand ? [q.brand] : staff.brands,
  });
}
