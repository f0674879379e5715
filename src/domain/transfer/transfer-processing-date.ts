import { compareIsoDates } from '../day-count';
import type { AuditStep } from '../money';

/** Spec §3 Transfer "day-of timing": before or after the other events of the transfer date. */
export const DAY_OF_TIMINGS = ['beginning_of_day', 'end_of_day'] as const;
export type DayOfTiming = (typeof DAY_OF_TIMINGS)[number];

export type TransferProcessingDate = {
  date: string;
  timing: DayOfTiming;
  backdated: boolean;
  step: AuditStep;
};

/**
 * Spec §4: "a backdated transfer date is processed as of a later calculated date". Our rule: a
 * transfer that would land before an event already posted (an earlier date, or the beginning of
 * the day of the latest posted event) is processed at the end of the day of the latest posted
 * event, so no posted event's balances are rewritten behind it. Otherwise it is processed as of
 * its own transfer date and timing.
 */
export function transferProcessingDate(input: {
  transferDate: string;
  dayOfTiming: DayOfTiming;
  /** Effective date of the latest posted (completed) event of the fund family, if any. */
  latestPostedDate: string | null;
}): TransferProcessingDate {
  const { transferDate, dayOfTiming, latestPostedDate } = input;
  const order = latestPostedDate === null ? 1 : compareIsoDates(transferDate, latestPostedDate);
  const backdated = order < 0 || (order === 0 && dayOfTiming === 'beginning_of_day');
  const date = backdated ? latestPostedDate! : transferDate;
  const timing: DayOfTiming = backdated ? 'end_of_day' : dayOfTiming;
  return {
    date,
    timing,
    backdated,
    step: {
      step: 'Processing date',
      formula: backdated
        ? 'backdated: the end of the day of the latest posted event'
        : 'the transfer date and timing as entered',
      inputs: {
        'transfer date': transferDate,
        'day-of timing': dayOfTiming.replace(/_/g, ' '),
        'latest posted event': latestPostedDate,
      },
      value: `${date} (${timing.replace(/_/g, ' ')})`,
    },
  };
}
