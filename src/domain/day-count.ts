import { DomainError } from './domain-error';
import { Dec } from './money';

/** Day count conventions of spec §3 Enumerations. */
export const DAY_COUNTS = ['actual', 'actual_360', 'actual_365', 'thirty_360'] as const;
export type DayCount = (typeof DAY_COUNTS)[number];

/** A business date as ISO `YYYY-MM-DD`; no time of day, so no time zone can move it. */
export type IsoDate = string;

export type DateParts = { year: number; month: number; day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function parseIsoDate(date: string): DateParts {
  const match = ISO_DATE.exec(date);
  if (!match) throw new DomainError(`"${date}" is not a date in YYYY-MM-DD form`, 'invalid_date');
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new DomainError(`"${date}" is not a calendar date`, 'invalid_date');
  }
  return { year, month, day };
}

export function formatIsoDate({ year, month, day }: DateParts): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days since 1970-01-01 in UTC: whole days, so differences are exact. */
export function dayNumber(date: string): number {
  const { year, month, day } = parseIsoDate(date);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

/** Actual calendar days from start to end (negative when end is earlier). */
export function daysBetween(start: string, end: string): number {
  return dayNumber(end) - dayNumber(start);
}

export function addDays(date: string, days: number): IsoDate {
  const d = new Date((dayNumber(date) + days) * MS_PER_DAY);
  return formatIsoDate({
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
  });
}

export function compareIsoDates(a: string, b: string): number {
  return dayNumber(a) - dayNumber(b);
}

/** 30/360 day count, ISDA 2006 §4.16(f) "30/360, 360/360, Bond Basis" (no February end-of-month rule). */
export function thirty360Days(start: string, end: string): number {
  const s = parseIsoDate(start);
  const e = parseIsoDate(end);
  const d1 = s.day === 31 ? 30 : s.day;
  const d2 = e.day === 31 && d1 > 29 ? 30 : e.day;
  return 360 * (e.year - s.year) + 30 * (e.month - s.month) + (d2 - d1);
}

/**
 * The year fraction as an exact decimal, for calculators that multiply it by money.
 * `actual` is Actual/Actual ISDA: days falling in a leap year count over 366, others over 365.
 * A reversed period gives the negative of the forward one.
 */
export function yearFractionExact(start: string, end: string, dayCount: DayCount): Dec {
  const days = daysBetween(start, end);
  if (days < 0) return yearFractionExact(end, start, dayCount).negated();
  switch (dayCount) {
    case 'actual_360':
      return new Dec(days).dividedBy(360);
    case 'actual_365':
      return new Dec(days).dividedBy(365);
    case 'thirty_360':
      return new Dec(thirty360Days(start, end)).dividedBy(360);
    case 'actual':
      return actualActualIsda(start, end);
    default:
      throw new DomainError(`Unknown day count "${String(dayCount)}"`, 'invalid_day_count');
  }
}

function actualActualIsda(start: string, end: string): Dec {
  const s = parseIsoDate(start);
  const e = parseIsoDate(end);
  if (s.year === e.year)
    return new Dec(daysBetween(start, end)).dividedBy(isLeapYear(s.year) ? 366 : 365);
  // First partial year, whole years between, last partial year: each over its own length.
  const firstYearEnd = formatIsoDate({ year: s.year + 1, month: 1, day: 1 });
  const lastYearStart = formatIsoDate({ year: e.year, month: 1, day: 1 });
  return new Dec(daysBetween(start, firstYearEnd))
    .dividedBy(isLeapYear(s.year) ? 366 : 365)
    .plus(e.year - s.year - 1)
    .plus(new Dec(daysBetween(lastYearStart, end)).dividedBy(isLeapYear(e.year) ? 366 : 365));
}

/** Year fraction between two ISO dates under a day count (public contract of issue 4). */
export function yearFraction(start: string, end: string, dayCount: DayCount): number {
  return yearFractionExact(start, end, dayCount).toNumber();
}

export type Quarter = 1 | 2 | 3 | 4;

/** Spec §9: Q1 months 1-3, Q2 4-6, Q3 7-9, Q4 10-12. */
export function quarterOf(date: string): Quarter {
  return (Math.floor((parseIsoDate(date).month - 1) / 3) + 1) as Quarter;
}

export function quarterStart(date: string): IsoDate {
  const { year } = parseIsoDate(date);
  return formatIsoDate({ year, month: (quarterOf(date) - 1) * 3 + 1, day: 1 });
}

export function quarterEnd(date: string): IsoDate {
  const { year } = parseIsoDate(date);
  const month = quarterOf(date) * 3;
  return formatIsoDate({ year, month, day: daysInMonth(year, month) });
}

/** Spec §9: the next quarter start after a date's quarter is Apr 1, Jul 1, Oct 1, or Jan 1 of the next year. */
export function nextQuarterStart(date: string): IsoDate {
  const { year } = parseIsoDate(date);
  const quarter = quarterOf(date);
  return quarter === 4
    ? formatIsoDate({ year: year + 1, month: 1, day: 1 })
    : formatIsoDate({ year, month: quarter * 3 + 1, day: 1 });
}

/** "2024 Q3", the label reports use for a quarter. */
export function quarterLabel(date: string): string {
  return `${parseIsoDate(date).year} Q${quarterOf(date)}`;
}
