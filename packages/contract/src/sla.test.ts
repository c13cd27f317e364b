// The SLA contract's rules, as the console's forms and the API apply them.
import { describe, expect, it } from 'vitest';
import { isTimeZone, SlaCalendarEditSchema, SlaPolicyEditSchema } from './sla';

const week = (day: [string, string][]) => [[], day, day, day, day, day, []];
const calendar = (over: Record<string, unknown> = {}) => ({
  name: 'Seoul office',
  area: 'kr',
  timeZone: 'Asia/Seoul',
  periods: week([
    ['09:00', '12:00'],
    ['13:00', '18:00'],
  ]),
  holidays: [],
  ...over,
});
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

describe('SLA contract', () => {
  it('knows IANA time zones through Intl and refuses anything else', () => {
    for (const zone of ['Asia/Seoul', 'Europe/Berlin', 'America/Sao_Paulo', 'UTC', 'Asia/Kolkata'])
      expect(isTimeZone(zone)).toBe(true);
    for (const zone of ['Asia/Atlantis', '', 'Seoul', '+09:00', '../etc/passwd', 'a'.repeat(80)])
      expect(isTimeZone(zone)).toBe(false);
  });
  it('takes a week of ordered periods with a lunch break, a day off, and 24:00 as the end of a day', () => {
    expect(SlaCalendarEditSchema.safeParse(calendar()).success).toBe(true);
    expect(
      SlaCalendarEditSchema.safeParse(calendar({ periods: Array.from({ length: 7 }, () => [['00:00', '24:00']]) }))
        .success,
    ).toBe(true);
  });
  it('refuses periods out of order, backwards, crossing midnight, malformed, or no working time at all', () => {
    expect(
      issues(
        SlaCalendarEditSchema.safeParse(
          calendar({
            periods: week([
              ['13:00', '18:00'],
              ['09:00', '12:00'],
            ]),
          }),
        ),
      ),
    ).toContain('periods.1.1:overlap');
    expect(
      issues(
        SlaCalendarEditSchema.safeParse(
          calendar({
            periods: week([
              ['09:00', '13:00'],
              ['12:00', '18:00'],
            ]),
          }),
        ),
      ),
    ).toContain('periods.1.1:overlap');
    expect(issues(SlaCalendarEditSchema.safeParse(calendar({ periods: week([['22:00', '02:00']]) })))).toContain(
      'periods.1.0:start_before_end',
    );
    expect(issues(SlaCalendarEditSchema.safeParse(calendar({ periods: week([['9:00', '25:00']]) })))).toEqual(
      expect.arrayContaining(['periods.1.0.0:time', 'periods.1.0.1:time']),
    );
    expect(issues(SlaCalendarEditSchema.safeParse(calendar({ periods: [[], [], [], [], [], [], []] })))).toEqual([
      'periods:no_working_time',
    ]);
    expect(SlaCalendarEditSchema.safeParse(calendar({ periods: [[], []] })).success).toBe(false);
  });
  it('refuses a holiday that is no date, and a date twice', () => {
    expect(
      issues(SlaCalendarEditSchema.safeParse(calendar({ holidays: [{ day: '2026-02-30', name: 'x' }] }))),
    ).toContain('holidays.0.day:date');
    expect(
      issues(
        SlaCalendarEditSchema.safeParse(
          calendar({
            holidays: [
              { day: '2026-05-05', name: 'a' },
              { day: '2026-05-05', name: 'b' },
            ],
          }),
        ),
      ),
    ).toContain('holidays.1.day:duplicate');
    expect(issues(SlaCalendarEditSchema.safeParse(calendar({ timeZone: 'Mars/Olympus' })))).toContain(
      'timeZone:time_zone',
    );
  });
  it('takes policies with "any" as null, priorities 0 to 3 and whole positive minutes', () => {
    const policy = {
      name: 'Urgent',
      brand: null,
      area: null,
      priority: 3,
      tier: null,
      calendarId: 1,
      firstResponseMinutes: 60,
      nextResponseMinutes: null,
      resolutionMinutes: 480,
      warnMinutes: 15,
    };
    expect(SlaPolicyEditSchema.safeParse(policy).success).toBe(true);
    expect(SlaPolicyEditSchema.safeParse({ ...policy, priority: 4 }).success).toBe(false);
    expect(SlaPolicyEditSchema.safeParse({ ...policy, firstResponseMinutes: 0 }).success).toBe(false);
    expect(SlaPolicyEditSchema.safeParse({ ...policy, firstResponseMinutes: 1.5 }).success).toBe(false);
    expect(SlaPolicyEditSchema.safeParse({ ...policy, tier: 'v i p' }).success).toBe(false);
  });
});
