import { addDays, format, getDay, startOfMonth } from 'date-fns';

/** Spec §2/§9: the calendar offers the years 1990 to 2300. */
export const calendarYears = { first: 1990, last: 2300 } as const;

export type CalendarDay = { iso: string; day: number; inMonth: boolean };

/** Six weeks of days starting on the Sunday on or before the 1st, so the grid never jumps. */
export function calendarDays(year: number, month: number): CalendarDay[] {
  const first = startOfMonth(new Date(year, month, 1));
  const start = addDays(first, -getDay(first));
  return Array.from({ length: 42 }, (_, i) => {
    const date = addDays(start, i);
    return {
      iso: format(date, 'yyyy-MM-dd'),
      day: date.getDate(),
      inMonth: date.getMonth() === month,
    };
  });
}

export const clampYear = (year: number) =>
  Math.min(calendarYears.last, Math.max(calendarYears.first, year));
