import { formatIsoDate, parseIsoDate } from '../day-count';

export const maxDate = (a: string, b: string): string => (a > b ? a : b);
export const minDate = (a: string, b: string): string => (a < b ? a : b);

/** First day of the month `months` after the month of `iso`. */
export const addMonthsToFirst = (iso: string, months: number): string => {
  const { year, month } = parseIsoDate(iso);
  const m = month - 1 + months;
  return formatIsoDate({
    year: year + Math.floor(m / 12),
    month: (((m % 12) + 12) % 12) + 1,
    day: 1,
  });
};
