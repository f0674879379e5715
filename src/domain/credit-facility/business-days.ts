import { addDays, dayNumber } from '../day-count';
import { DomainError } from '../domain-error';
import { CreditFacilityMessages } from './credit-facility-enums';

export type BusinessCalendar = { holidays?: readonly string[] };

/** Saturday and Sunday, or a listed holiday (1970-01-01 was a Thursday: day 0 → 4). */
export const isBusinessDay = (date: string, { holidays = [] }: BusinessCalendar = {}): boolean => {
  const weekday = (((dayNumber(date) + 4) % 7) + 7) % 7;
  return weekday !== 0 && weekday !== 6 && !holidays.includes(date);
};

/** The date `days` business days after `date` (notice periods of spec §9). */
export const addBusinessDays = (
  date: string,
  days: number,
  calendar: BusinessCalendar = {},
): string => {
  let d = date;
  let left = days;
  while (left > 0) {
    d = addDays(d, 1);
    if (isBusinessDay(d, calendar)) left -= 1;
  }
  return d;
};

/** Business days after `start` up to and including `end`. */
export const businessDaysBetween = (
  start: string,
  end: string,
  calendar: BusinessCalendar = {},
): number => {
  let count = 0;
  for (let d = addDays(start, 1); d <= end; d = addDays(d, 1))
    if (isBusinessDay(d, calendar)) count += 1;
  return count;
};

/** A drawdown or paydown notice: due not before the notice, and at least the notice period later. */
export const assertNoticePeriod = ({
  noticeDate,
  dueDate,
  noticePeriodBusinessDays,
  calendar,
}: {
  noticeDate: string;
  dueDate: string;
  noticePeriodBusinessDays: number;
  calendar?: BusinessCalendar;
}): void => {
  if (dueDate < noticeDate)
    throw new DomainError(CreditFacilityMessages.dueBeforeNotice, 'due_before_notice');
  const given = businessDaysBetween(noticeDate, dueDate, calendar);
  if (given < noticePeriodBusinessDays) {
    throw new DomainError(
      `The due date must be at least ${noticePeriodBusinessDays} business days after the notice date (earliest ${addBusinessDays(noticeDate, noticePeriodBusinessDays, calendar)}).`,
      'notice_period_too_short',
    );
  }
};
