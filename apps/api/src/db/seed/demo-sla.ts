// The demo's SLA: a calendar per area in its real time zone (the Asian offices break for
// lunch, weekends off) with some of its real 2026/2027 public holidays, and per area a policy per
// priority (urgent: a first answer within an hour … low: within two working days) and faster ones
// for VIP players. Demo only: production starts with no policy and answers with the brand's setting.
import type { Transaction } from 'kysely';
import type { Area } from '@guildhall/contract/areas';
import type { SlaWeek } from '@guildhall/contract/sla';
import type { Database } from '../schema';

const LUNCH: SlaWeek[number] = [
  ['09:00', '12:00'],
  ['13:00', '18:00'],
];
const OFFICE: SlaWeek[number] = [['09:00', '18:00']];
const weekdays = (day: SlaWeek[number]): SlaWeek => [[], day, day, day, day, day, []];

export const DEMO_SLA_CALENDARS: {
  area: Area;
  name: string;
  timeZone: string;
  week: SlaWeek;
  holidays: [string, string][];
}[] = [
  {
    area: 'kr',
    name: 'Seoul office',
    timeZone: 'Asia/Seoul',
    week: weekdays(LUNCH),
    holidays: [
      ['2026-01-01', '신정'],
      ['2026-02-16', '설날 연휴'],
      ['2026-02-17', '설날'],
      ['2026-02-18', '설날 연휴'],
      ['2026-03-02', '삼일절 대체공휴일'],
      ['2026-05-05', '어린이날'],
      ['2026-05-25', '부처님오신날 대체공휴일'],
      ['2026-08-17', '광복절 대체공휴일'],
      ['2026-09-24', '추석 연휴'],
      ['2026-09-25', '추석'],
      ['2026-10-05', '개천절 대체공휴일'],
      ['2026-10-09', '한글날'],
      ['2026-12-25', '성탄절'],
      ['2027-01-01', '신정'],
      ['2027-03-01', '삼일절'],
      ['2027-05-05', '어린이날'],
    ],
  },
  {
    area: 'jp',
    name: 'Tokyo office',
    timeZone: 'Asia/Tokyo',
    week: weekdays(LUNCH),
    holidays: [
      ['2026-01-01', '元日'],
      ['2026-01-12', '成人の日'],
      ['2026-02-11', '建国記念の日'],
      ['2026-02-23', '天皇誕生日'],
      ['2026-03-20', '春分の日'],
      ['2026-04-29', '昭和の日'],
      ['2026-05-04', 'みどりの日'],
      ['2026-05-05', 'こどもの日'],
      ['2026-05-06', '振替休日'],
      ['2026-07-20', '海の日'],
      ['2026-08-11', '山の日'],
      ['2026-09-21', '敬老の日'],
      ['2026-09-22', '国民の休日'],
      ['2026-09-23', '秋分の日'],
      ['2026-10-12', 'スポーツの日'],
      ['2026-11-03', '文化の日'],
      ['2026-11-23', '勤労感謝の日'],
      ['2027-01-01', '元日'],
      ['2027-01-11', '成人の日'],
    ],
  },
  {
    area: 'twhk',
    name: 'Taipei office',
    timeZone: 'Asia/Taipei',
    week: weekdays(LUNCH),
    holidays: [
      ['2026-01-01', '中華民國開國紀念日'],
      ['2026-02-16', '農曆除夕'],
      ['2026-02-17', '春節'],
      ['2026-02-18', '春節'],
      ['2026-02-19', '春節'],
      ['2026-02-20', '春節補假'],
      ['2026-02-27', '和平紀念日補假'],
      ['2026-04-03', '兒童節補假'],
      ['2026-04-06', '清明節補假'],
      ['2026-06-19', '端午節'],
      ['2026-09-25', '中秋節'],
      ['2026-10-09', '國慶日補假'],
      ['2027-01-01', '中華民國開國紀念日'],
    ],
  },
  {
    area: 'vn',
    name: 'Ho Chi Minh City office',
    timeZone: 'Asia/Ho_Chi_Minh',
    week: weekdays(LUNCH),
    holidays: [
      ['2026-01-01', 'Tết Dương lịch'],
      ['2026-02-16', 'Tết Nguyên Đán'],
      ['2026-02-17', 'Tết Nguyên Đán'],
      ['2026-02-18', 'Tết Nguyên Đán'],
      ['2026-02-19', 'Tết Nguyên Đán'],
      ['2026-02-20', 'Tết Nguyên Đán'],
      ['2026-04-30', 'Ngày Giải phóng miền Nam'],
      ['2026-05-01', 'Quốc tế Lao động'],
      ['2026-09-02', 'Quốc khánh'],
      ['2027-01-01', 'Tết Dương lịch'],
    ],
  },
  {
    area: 'sea',
    name: 'Singapore office',
    timeZone: 'Asia/Singapore',
    week: weekdays(LUNCH),
    holidays: [
      ['2026-01-01', "New Year's Day"],
      ['2026-02-17', 'Chinese New Year'],
      ['2026-02-18', 'Chinese New Year'],
      ['2026-04-03', 'Good Friday'],
      ['2026-05-01', 'Labour Day'],
      ['2026-08-10', 'National Day (observed)'],
      ['2026-12-25', 'Christmas Day'],
      ['2027-01-01', "New Year's Day"],
    ],
  },
  {
    area: 'eru',
    name: 'Berlin office',
    timeZone: 'Europe/Berlin',
    week: weekdays(OFFICE),
    holidays: [
      ['2026-01-01', 'Neujahr'],
      ['2026-04-03', 'Karfreitag'],
      ['2026-04-06', 'Ostermontag'],
      ['2026-05-01', 'Tag der Arbeit'],
      ['2026-05-14', 'Christi Himmelfahrt'],
      ['2026-05-25', 'Pfingstmontag'],
      ['2026-12-25', '1. Weihnachtstag'],
      ['2026-12-26', '2. Weihnachtstag'],
      ['2027-01-01', 'Neujahr'],
      ['2027-03-26', 'Karfreitag'],
      ['2027-03-29', 'Ostermontag'],
    ],
  },
];

/** Targets in working minutes (a working day is 8 hours): first, next, resolution, warning. */
export const DEMO_SLA_TARGETS: {
  label: string;
  priority: number | null;
  tier: string | null;
  first: number;
  next: number;
  resolution: number;
  warn: number;
}[] = [
  { label: 'low', priority: 0, tier: null, first: 960, next: 960, resolution: 2400, warn: 120 },
  { label: 'normal', priority: 1, tier: null, first: 480, next: 480, resolution: 1440, warn: 60 },
  { label: 'high', priority: 2, tier: null, first: 240, next: 240, resolution: 960, warn: 30 },
  { label: 'urgent', priority: 3, tier: null, first: 60, next: 120, resolution: 480, warn: 15 },
  { label: 'VIP', priority: null, tier: 'vip', first: 30, next: 60, resolution: 960, warn: 10 },
  { label: 'VIP urgent', priority: 3, tier: 'vip', first: 15, next: 30, resolution: 240, warn: 5 },
];

export async function insertDemoSla(trx: Transaction<Database>, now: string): Promise<void> {
  for (const c of DEMO_SLA_CALENDARS) {
    const { id } = await trx
      .insertInto('sla_calendars')
      .values({
        name: c.name,
        area: c.area,
        time_zone: c.timeZone,
        periods: JSON.stringify(c.week),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('sla_holidays')
      .values(c.holidays.map(([day, name]) => ({ calendar_id: id, day, name })))
      .execute();
    for (const t of DEMO_SLA_TARGETS) {
      await trx
        .insertInto('sla_policies')
        .values({
          name: `${c.name} · ${t.label}`,
          brand_id: null,
          area: c.area,
          priority: t.priority,
          tier: t.tier,
          calendar_id: id,
          first_response_minutes: t.first,
          next_response_minutes: t.next,
          resolution_minutes: t.resolution,
          warn_minutes: t.warn,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  }
}
