import { daysInMonth, dayNumber, formatIsoDate } from '../day-count';
import type { MxlTimeUnit } from './time-unit';

const MS_PER_DAY = 86_400_000;

export function isoFromDay(day: number): string {
  const date = new Date(day * MS_PER_DAY);
  return formatIsoDate({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}

function parts(day: number): { year: number; month: number; day: number } {
  const date = new Date(day * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function fromParts(year: number, month: number, day: number): number {
  // Not Date.UTC: it reads years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.round(date.getTime() / MS_PER_DAY);
}

const MONTHS_PER: Partial<Record<MxlTimeUnit, number>> = {
  month: 1,
  quarter: 3,
  year: 12,
  decade: 120,
  century: 1200,
  millennium: 12000,
};

/** Moves by whole units; a month end that does not exist clamps (Jan 31 + 1 month = Feb 29). */
export function addUnits(day: number, unit: MxlTimeUnit, count: number): number {
  if (unit === 'day') return day + count;
  if (unit === 'week') return day + 7 * count;
  const date = parts(day);
  const months = date.year * 12 + (date.month - 1) + count * (MONTHS_PER[unit] ?? 0);
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  return fromParts(year, month, Math.min(date.day, daysInMonth(year, month)));
}

/**
 * The first day of the unit containing `day`. Weeks start on Monday (ISO 8601); quarters
 * follow spec §9 (Q1 = January-March); decades, centuries and millennia start at years
 * ending in 0, 00 and 000 (2020, 2000, 2000), as people count them in speech.
 */
export function startOfUnit(day: number, unit: MxlTimeUnit): number {
  if (unit === 'day') return day;
  // 1970-01-01, day 0, was a Thursday: three days after a Monday.
  if (unit === 'week') return day - ((((day + 3) % 7) + 7) % 7);
  const { year, month } = parts(day);
  switch (unit) {
    case 'month':
      return fromParts(year, month, 1);
    case 'quarter':
      return fromParts(year, month - ((month - 1) % 3), 1);
    case 'year':
      return fromParts(year, 1, 1);
    case 'decade':
      return fromParts(year - (year % 10), 1, 1);
    case 'century':
      return fromParts(year - (year % 100), 1, 1);
    default:
      return fromParts(year - (year % 1000), 1, 1);
  }
}

export function quarterBounds(year: number, quarter: number): { start: number; end: number } {
  const start = fromParts(year, (quarter - 1) * 3 + 1, 1);
  return { start, end: addUnits(start, 'quarter', 1) - 1 };
}

export { dayNumber };
