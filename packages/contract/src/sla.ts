// SLAs on real working time (decision record 27): calendars (an IANA time zone, working
// periods per weekday, holidays by local date) and policies (which inquiries they cover, targets
// in working minutes). Admins only; the console's SLA page and the API validate with these.
import { z } from 'zod';
import { AREAS } from './areas';
import { textSchema } from './text';

export const slaPaths = {
  /** GET lists the calendars with their holidays; POST creates one. */
  calendars: '/staff/admin/sla/calendars',
  /** POST replaces a calendar (its periods and holidays too). */
  calendar: '/staff/admin/sla/calendars/:calendarId',
  /** POST deletes a calendar; refused with 1004 (`calendarId`, `in_use`) while a policy uses it. */
  calendarDelete: '/staff/admin/sla/calendars/:calendarId/delete',
  /** GET lists the policies; POST creates one. */
  policies: '/staff/admin/sla/policies',
  policy: '/staff/admin/sla/policies/:policyId',
  policyDelete: '/staff/admin/sla/policies/:policyId/delete',
} as const;

/** Priorities an SLA policy can name: 0 low, 1 normal, 2 high, 3 urgent. */
export const SLA_PRIORITY_MIN = 0;
export const SLA_PRIORITY_MAX = 3;
/** Longest target: a year of working minutes is far beyond any real promise. */
export const SLA_TARGET_MAX_MINUTES = 525_600;
export const SLA_WARN_MAX_MINUTES = 10_080;
export const SLA_HOLIDAYS_MAX = 200;
export const SLA_PERIODS_PER_DAY_MAX = 6;

/** True when the running JavaScript knows the IANA time zone (Intl refuses an unknown one). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{1,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** "HH:MM" to minutes since local midnight; "24:00" (the end of the day) is 1440. */
export function clockMinutes(value: string): number {
  const [h, m] = value.split(':').map(Number);
  return h! * 60 + m!;
}

const clock = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { message: 'time' });
/** One working period of a day, local time: start before end, crossing no midnight. */
export const SlaPeriodSchema = z
  .tuple([clock, clock])
  .refine(([a, b]) => clockMinutes(a) < clockMinutes(b), { message: 'start_before_end' });
/** A day's periods, in order and not overlapping (a lunch break is the gap between two). */
export const SlaDaySchema = z
  .array(SlaPeriodSchema)
  .max(SLA_PERIODS_PER_DAY_MAX)
  .superRefine((periods, ctx) => {
    for (let i = 1; i < periods.length; i++) {
      if (clockMinutes(periods[i]![0]) < clockMinutes(periods[i - 1]![1]))
        ctx.addIssue({ code: 'custom', message: 'overlap', path: [i] });
    }
  });
/** The periods of each weekday, 0 Sunday … 6 Saturday (an empty day is a day off). */
export const SlaWeekSchema = z
  .array(SlaDaySchema)
  .length(7)
  .refine((week) => week.some((d) => d.length > 0), { message: 'no_working_time' });
export type SlaWeek = z.infer<typeof SlaWeekSchema>;

/** YYYY-MM-DD of a day that exists. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date' })
  .refine((v) => new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { message: 'date' });

export const SlaHolidaySchema = z.object({ day, name: textSchema({ min: 1, max: 80 }) });

export const SlaCalendarEditSchema = z
  .object({
    name: textSchema({ min: 1, max: 80 }),
    area: z.enum(AREAS).nullable(),
    timeZone: z.string().trim().refine(isTimeZone, { message: 'time_zone' }),
    periods: SlaWeekSchema,
    holidays: z.array(SlaHolidaySchema).max(SLA_HOLIDAYS_MAX),
  })
  .superRefine(({ holidays }, ctx) => {
    const seen = new Set<string>();
    for (const [i, h] of holidays.entries()) {
      if (seen.has(h.day)) ctx.addIssue({ code: 'custom', message: 'duplicate', path: ['holidays', i, 'day'] });
      seen.add(h.day);
    }
  });
export type SlaCalendarEdit = z.infer<typeof SlaCalendarEditSchema>;

const target = z.number().int().min(1).max(SLA_TARGET_MAX_MINUTES).nullable();
export const SlaPolicyEditSchema = z.object({
  name: textSchema({ min: 1, max: 80 }),
  /** null: any brand (likewise area, priority and tier); the most specific matching policy wins. */
  brand: z.string().trim().min(1).max(40).nullable(),
  area: z.enum(AREAS).nullable(),
  priority: z.number().int().min(SLA_PRIORITY_MIN).max(SLA_PRIORITY_MAX).nullable(),
  tier: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[\w-]+$/)
    .nullable(),
  calendarId: z.number().int().positive(),
  /** Targets in working minutes of the calendar (null: no target of that kind). */
  firstResponseMinutes: target,
  nextResponseMinutes: target,
  resolutionMinutes: target,
  /** Minutes before a due time at which the warning is raised. */
  warnMinutes: z.number().int().min(0).max(SLA_WARN_MAX_MINUTES),
});
export type SlaPolicyEdit = z.infer<typeof SlaPolicyEditSchema>;

// ---- answers --------------------------------------------------------------------------------

export const SlaCalendarSchema = z.object({
  id: z.number(),
  name: z.string(),
  area: z.enum(AREAS).nullable(),
  timeZone: z.string(),
  periods: z.array(z.array(z.tuple([z.string(), z.string()]))),
  holidays: z.array(z.object({ day: z.string(), name: z.string() })),
  /** Policies that use it (a calendar in use cannot be deleted). */
  policies: z.number(),
  updatedAt: z.string(),
});
export type SlaCalendar = z.infer<typeof SlaCalendarSchema>;
export const SlaCalendarListSchema = z.array(SlaCalendarSchema);

export const SlaPolicySchema = z.object({
  id: z.number(),
  name: z.string(),
  brand: z.string().nullable(),
  area: z.enum(AREAS).nullable(),
  priority: z.number().nullable(),
  tier: z.string().nullable(),
  calendarId: z.number(),
  firstResponseMinutes: z.number().nullable(),
  nextResponseMinutes: z.number().nullable(),
  resolutionMinutes: z.number().nullable(),
  warnMinutes: z.number(),
  updatedAt: z.string(),
});
export type SlaPolicy = z.infer<typeof SlaPolicySchema>;
export const SlaPolicyListSchema = z.array(SlaPolicySchema);

/** Answer of a change: the id, and how many open inquiries' due times were recomputed at once (the rest by the SLA job). */
export const SlaSavedSchema = z.object({ id: z.number(), recomputed: z.number(), deferred: z.boolean() });
export type SlaSaved = z.infer<typeof SlaSavedSchema>;

export const SlaCalendarParamSchema = z.object({ calendarId: z.coerce.number().int().positive() });
export const SlaPolicyParamSchema = z.object({ policyId: z.coerce.number().int().positive() });

/**
 * SLA attainment in the reports, per brand and priority, over the inquiries filed in the period:
 * first responses and resolutions that met their due time, and those that missed it (answered or
 * resolved late, or still not and already past due). Inquiries no policy covered are not counted.
 */
export const SlaReportRowSchema = z.object({
  brand: z.string(),
  priority: z.number(),
  firstResponseMet: z.number(),
  firstResponseBreached: z.number(),
  resolutionMet: z.number(),
  resolutionBreached: z.number(),
});
export type SlaReportRow = z.infer<typeof SlaReportRowSchema>;
