// SLA working time: lunch splits, days off, holidays by local date, time zones with and
// without daylight saving, periods the jump cuts or the clock runs through twice, long targets.
// Every expected instant is written out in UTC, worked out by hand from the zone's rules.
import { describe, expect, it } from 'vitest';
import type { SlaWeek } from '@guildhall/contract/sla';
import { addWorkingMinutes, workingCalendar, workingMinutesBetween, type WorkingCalendar } from './working-time';

const LUNCH: SlaWeek[number] = [
  ['09:00', '12:00'],
  ['13:00', '18:00'],
];
const OFFICE: SlaWeek[number] = [['09:00', '18:00']];
const weekdays = (day: SlaWeek[number]): SlaWeek => [[], day, day, day, day, day, []];
const sundays = (day: SlaWeek[number]): SlaWeek => [day, [], [], [], [], [], []];
const everyDay = (day: SlaWeek[number]): SlaWeek => [day, day, day, day, day, day, day];

const seoul = workingCalendar('Asia/Seoul', weekdays(LUNCH), []);
const add = (cal: WorkingCalendar, start: string, minutes: number) =>
  addWorkingMinutes(cal, new Date(start), minutes)?.toISOString() ?? null;
const between = (cal: WorkingCalendar, a: string, b: string) => workingMinutesBetween(cal, new Date(a), new Date(b));

describe('working time with a lunch break (Asia/Seoul, UTC+9, no daylight saving)', () => {
  it('counts from the start of a period', () => {
    // Mon 2026-03-02 09:00 KST = 00:00Z.
    expect(add(seoul, '2026-03-02T00:00:00Z', 60)).toBe('2026-03-02T01:00:00.000Z');
  });
  it('jumps over lunch when a target crosses it', () => {
    // 11:30 + 60: 30 before lunch, 30 after → 13:30 KST.
    expect(add(seoul, '2026-03-02T02:30:00Z', 60)).toBe('2026-03-02T04:30:00.000Z');
  });
  it('starts after lunch when filed during it', () => {
    expect(add(seoul, '2026-03-02T03:30:00Z', 30)).toBe('2026-03-02T04:30:00.000Z');
  });
  it('ends exactly at the start of lunch, not after it', () => {
    expect(add(seoul, '2026-03-02T02:00:00Z', 60)).toBe('2026-03-02T03:00:00.000Z');
  });
  it('starts at opening when filed before it', () => {
    // 07:00 KST + 30 → 09:30 KST.
    expect(add(seoul, '2026-03-01T22:00:00Z', 30)).toBe('2026-03-02T00:30:00.000Z');
  });
  it('moves to the next morning when filed after closing', () => {
    // Mon 19:00 KST + 30 → Tue 09:30 KST.
    expect(add(seoul, '2026-03-02T10:00:00Z', 30)).toBe('2026-03-03T00:30:00.000Z');
  });
  it('moves to the next morning when filed exactly at closing', () => {
    expect(add(seoul, '2026-03-02T09:00:00Z', 1)).toBe('2026-03-03T00:01:00.000Z');
  });
  it('skips the weekend', () => {
    // Fri 2026-02-27 17:00 KST + 120: 60 on Friday, 60 on Monday → Mon 10:00 KST.
    expect(add(seoul, '2026-02-27T08:00:00Z', 120)).toBe('2026-03-02T01:00:00.000Z');
  });
  it('waits for Monday when filed on a Saturday', () => {
    expect(add(seoul, '2026-02-28T01:00:00Z', 10)).toBe('2026-03-02T00:10:00.000Z');
  });
  it('answers the start itself for zero minutes, even outside working time', () => {
    expect(add(seoul, '2026-02-28T01:00:00Z', 0)).toBe('2026-02-28T01:00:00.000Z');
    expect(add(seoul, '2026-03-02T04:00:00Z', 0)).toBe('2026-03-02T04:00:00.000Z');
  });
  it('skips a holiday (the substitute holiday for 1 March, Monday 2026-03-02)', () => {
    const cal = workingCalendar('Asia/Seoul', weekdays(LUNCH), ['2026-03-02']);
    expect(add(cal, '2026-02-27T08:00:00Z', 120)).toBe('2026-03-03T01:00:00.000Z');
    expect(between(cal, '2026-02-27T08:00:00Z', '2026-03-03T01:00:00Z')).toBe(120);
  });
  it("skips a mid-week holiday (Children's Day, Tuesday 2026-05-05)", () => {
    const cal = workingCalendar('Asia/Seoul', weekdays(LUNCH), ['2026-05-05']);
    // Mon 17:30 KST + 60 → 30 on Monday, then Wed 09:30 KST.
    expect(add(cal, '2026-05-04T08:30:00Z', 60)).toBe('2026-05-06T00:30:00.000Z');
  });
  it('fills five working days exactly, ending on Friday evening rather than Monday morning', () => {
    expect(add(seoul, '2026-03-02T00:00:00Z', 5 * 480)).toBe('2026-03-06T09:00:00.000Z');
  });
  it('runs a long target across weeks', () => {
    // Ten working days and an hour from Mon 09:00 → Mon two weeks later, 10:00 KST.
    expect(add(seoul, '2026-03-02T00:00:00Z', 10 * 480 + 60)).toBe('2026-03-16T01:00:00.000Z');
  });
  it('runs a long target across weeks and holidays', () => {
    const cal = workingCalendar('Asia/Seoul', weekdays(LUNCH), [
      '2026-09-24',
      '2026-09-25',
      '2026-10-05',
      '2026-10-09',
    ]);
    // Chuseok (Thu–Fri 24–25 Sep), a substitute holiday (Mon 5 Oct) and Hangul Day (Fri 9 Oct):
    // from Mon 21 Sep 09:00 KST, 10 working days are 21, 22, 23, 28, 29, 30 Sep, 1, 2, 6, 7 Oct.
    expect(add(cal, '2026-09-21T00:00:00Z', 10 * 480)).toBe('2026-10-07T09:00:00.000Z');
  });
  it('measures working time between two instants', () => {
    expect(between(seoul, '2026-03-02T00:00:00Z', '2026-03-02T09:00:00Z')).toBe(480);
    expect(between(seoul, '2026-02-27T08:00:00Z', '2026-03-02T01:00:00Z')).toBe(120);
    expect(between(seoul, '2026-03-02T02:30:00Z', '2026-03-02T04:30:00Z')).toBe(60);
    expect(between(seoul, '2026-03-02T09:00:00Z', '2026-03-02T00:00:00Z')).toBe(0);
    expect(between(seoul, '2026-03-02T00:00:00Z', '2026-03-02T00:00:30Z')).toBe(0.5);
  });
  it('agrees with itself: the working time to a due time is the target', () => {
    for (const minutes of [1, 59, 180, 181, 479, 480, 1000, 7777]) {
      for (const start of ['2026-03-02T02:59:00Z', '2026-02-28T01:00:00Z', '2026-03-04T09:30:00Z']) {
        expect(between(seoul, start, add(seoul, start, minutes)!)).toBeCloseTo(minutes, 6);
      }
    }
  });
  it('counts a night shift on the nights other zones change their clocks (Seoul has none)', () => {
    const cal = workingCalendar('Asia/Seoul', sundays([['00:00', '06:00']]), []);
    expect(between(cal, '2026-03-28T00:00:00Z', '2026-03-30T00:00:00Z')).toBe(360);
  });
  it('has no due time when the calendar has no working time at all', () => {
    const none = workingCalendar('Asia/Seoul', [[], [], [], [], [], [], []], []);
    expect(add(none, '2026-03-02T00:00:00Z', 1)).toBeNull();
  });
});

describe('working time over daylight saving (Europe/Berlin)', () => {
  const office = workingCalendar('Europe/Berlin', weekdays(OFFICE), []);
  it('keeps office hours in local time across the spring weekend', () => {
    // Fri 27 Mar 17:00 CET (16:00Z) + 120: 60 on Friday, then Mon 30 Mar 10:00 CEST (08:00Z).
    expect(add(office, '2026-03-27T16:00:00Z', 120)).toBe('2026-03-30T08:00:00.000Z');
  });
  it('keeps office hours in local time across the autumn weekend', () => {
    // Fri 23 Oct 17:00 CEST (15:00Z) + 120 → Mon 26 Oct 10:00 CET (09:00Z).
    expect(add(office, '2026-10-23T15:00:00Z', 120)).toBe('2026-10-26T09:00:00.000Z');
  });
  it('counts the real hours of a night shift on the spring-forward night (one hour shorter)', () => {
    const night = workingCalendar('Europe/Berlin', sundays([['00:00', '06:00']]), []);
    // 00:00 CET (23:00Z Sat) to 06:00 CEST (04:00Z): 5 hours.
    expect(between(night, '2026-03-28T12:00:00Z', '2026-03-30T00:00:00Z')).toBe(300);
    // Two working hours from 00:00 CET end at 03:00 CEST, 01:00Z.
    expect(add(night, '2026-03-28T12:00:00Z', 120)).toBe('2026-03-29T01:00:00.000Z');
  });
  it('counts only the wall-clock time that exists in a period the jump cuts', () => {
    const cut = workingCalendar('Europe/Berlin', sundays([['02:30', '05:00']]), []);
    // 02:00–03:00 does not exist on 29 Mar: the period is 03:00–05:00 CEST, 01:00Z–03:00Z.
    expect(between(cut, '2026-03-28T12:00:00Z', '2026-03-30T00:00:00Z')).toBe(120);
    expect(add(cut, '2026-03-28T12:00:00Z', 1)).toBe('2026-03-29T01:01:00.000Z');
  });
  it('counts the real hours of a night shift on the fall-back night (one hour longer)', () => {
    const night = workingCalendar('Europe/Berlin', sundays([['00:00', '06:00']]), []);
    // 00:00 CEST (22:00Z Sat) to 06:00 CET (05:00Z): 7 hours.
    expect(between(night, '2026-10-24T12:00:00Z', '2026-10-26T00:00:00Z')).toBe(420);
    expect(add(night, '2026-10-24T12:00:00Z', 360)).toBe('2026-10-25T04:00:00.000Z');
  });
  it('counts both passes of a period the clock runs through twice', () => {
    const twice = workingCalendar('Europe/Berlin', sundays([['02:30', '05:00']]), []);
    // 02:30–03:00 CEST (00:30Z–01:00Z), then 02:30–05:00 CET (01:30Z–04:00Z): 30 + 150.
    expect(between(twice, '2026-10-24T12:00:00Z', '2026-10-26T00:00:00Z')).toBe(180);
    // 40 minutes: the first pass's 30, then 10 of the second → 01:40Z.
    expect(add(twice, '2026-10-24T12:00:00Z', 40)).toBe('2026-10-25T01:40:00.000Z');
  });
  it('is real time on a round-the-clock calendar, also across the jump', () => {
    const always = workingCalendar('Europe/Berlin', everyDay([['00:00', '24:00']]), []);
    expect(add(always, '2026-03-28T12:00:00Z', 2880)).toBe('2026-03-30T12:00:00.000Z');
    expect(between(always, '2026-10-24T12:00:00Z', '2026-10-26T12:00:00Z')).toBe(2880);
  });
});

describe('working time over daylight saving (America/New_York)', () => {
  const office = workingCalendar('America/New_York', weekdays([['09:00', '17:00']]), ['2026-07-03']);
  it('keeps office hours in local time across the spring weekend', () => {
    // Fri 6 Mar 16:00 EST (21:00Z) + 120 → Mon 9 Mar 10:00 EDT (14:00Z).
    expect(add(office, '2026-03-06T21:00:00Z', 120)).toBe('2026-03-09T14:00:00.000Z');
  });
  it('counts the spring-forward night one hour short', () => {
    const night = workingCalendar('America/New_York', sundays([['00:00', '06:00']]), []);
    // 00:00 EST (05:00Z) to 06:00 EDT (10:00Z).
    expect(between(night, '2026-03-07T12:00:00Z', '2026-03-09T12:00:00Z')).toBe(300);
  });
  it('counts the fall-back night one hour long, and the repeated hour twice', () => {
    const night = workingCalendar('America/New_York', sundays([['00:00', '06:00']]), []);
    expect(between(night, '2026-10-31T12:00:00Z', '2026-11-02T12:00:00Z')).toBe(420);
    const repeated = workingCalendar('America/New_York', sundays([['01:00', '02:00']]), []);
    // 01:00 EDT (05:00Z) to 02:00 EST (07:00Z): the hour 01:00–02:00 happens twice.
    expect(between(repeated, '2026-10-31T12:00:00Z', '2026-11-02T12:00:00Z')).toBe(120);
  });
  it('takes a holiday by its local date, not by UTC', () => {
    // Thu 2 Jul 20:30 EDT is already 3 Jul in UTC; Friday 3 Jul (observed Independence Day) is off.
    // Thu 16:30 EDT (20:30Z) + 60: 30 on Thursday, then Mon 6 Jul 09:30 EDT (13:30Z).
    expect(add(office, '2026-07-02T20:30:00Z', 60)).toBe('2026-07-06T13:30:00.000Z');
    // Filed after hours on Thursday (already Friday in UTC): still Monday.
    expect(add(office, '2026-07-03T00:30:00Z', 30)).toBe('2026-07-06T13:30:00.000Z');
  });
});

describe('working time in other zones', () => {
  it('America/Sao_Paulo, UTC-3 without daylight saving since 2019, with Carnival off', () => {
    const cal = workingCalendar('America/Sao_Paulo', weekdays(OFFICE), ['2026-02-16', '2026-02-17']);
    // Mon 2 Mar 17:30 BRT (20:30Z) + 60 → Tue 09:30 BRT (12:30Z).
    expect(add(cal, '2026-03-02T20:30:00Z', 60)).toBe('2026-03-03T12:30:00.000Z');
    // Fri 13 Feb 17:30 + 60: 30 on Friday, Carnival Monday and Tuesday off → Wed 18 Feb 09:30.
    expect(add(cal, '2026-02-13T20:30:00Z', 60)).toBe('2026-02-18T12:30:00.000Z');
  });
  it('America/Sao_Paulo on a day whose midnight did not exist (4 Nov 2018, 00:00 → 01:00)', () => {
    const cal = workingCalendar('America/Sao_Paulo', sundays([['00:00', '06:00']]), []);
    // The day starts at 01:00 BRST (03:00Z) and the period ends at 06:00 BRST (08:00Z).
    expect(between(cal, '2018-11-03T12:00:00Z', '2018-11-05T12:00:00Z')).toBe(300);
    expect(add(cal, '2018-11-03T12:00:00Z', 1)).toBe('2018-11-04T03:01:00.000Z');
  });
  it('Asia/Kolkata, a half-hour offset', () => {
    const cal = workingCalendar('Asia/Kolkata', weekdays(OFFICE), []);
    // Mon 09:00 IST = 03:30Z.
    expect(add(cal, '2026-03-02T03:30:00Z', 30)).toBe('2026-03-02T04:00:00.000Z');
    expect(add(cal, '2026-03-02T00:00:00Z', 30)).toBe('2026-03-02T04:00:00.000Z');
  });
  it('Asia/Bangkok with a lunch break, across a week and the Songkran holidays', () => {
    const cal = workingCalendar('Asia/Bangkok', weekdays(LUNCH), ['2026-04-13', '2026-04-14', '2026-04-15']);
    // Fri 10 Apr 17:00 ICT (10:00Z) + 120: 60 on Friday, Mon–Wed off → Thu 16 Apr 10:00 ICT (03:00Z).
    expect(add(cal, '2026-04-10T10:00:00Z', 120)).toBe('2026-04-16T03:00:00.000Z');
  });
});
