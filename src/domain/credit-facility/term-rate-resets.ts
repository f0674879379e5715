import { daysInMonth, formatIsoDate, parseIsoDate } from '../day-count';
import { DomainError } from '../domain-error';
import { CreditFacilityMessages, type ReferenceRateType } from './credit-facility-enums';
import type { ReferenceRatePoint } from './reference-rate-point';

/** Tenor in months of the term reference rates (spec §3: one, three and six month term SOFR). */
export const TERM_RATE_MONTHS: Partial<Record<ReferenceRateType, number>> = {
  one_month_term_sofr: 1,
  three_month_term_sofr: 3,
  six_month_term_sofr: 6,
};

/** `months` after `anchor`, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
function addMonths(anchor: string, months: number): string {
  const { year, month, day } = parseIsoDate(anchor);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return formatIsoDate({ year: y, month: m, day: Math.min(day, daysInMonth(y, m)) });
}

/**
 * A term rate is fixed at the start of each interest period of its tenor and held to the period's
 * end, whatever is published in between (a daily rate, by contrast, resets every day). The rate
 * table as it applies from `start` to `end`: one point per reset date (anchor + k × tenor,
 * counted from the anchor so month ends do not drift), carrying the rate published on or last
 * before that date.
 */
export function termRateResets({
  rates,
  referenceRate,
  anchor,
  start,
  end,
}: {
  /** Published points of this reference rate, sorted by date. */
  rates: readonly ReferenceRatePoint[];
  referenceRate: ReferenceRateType;
  /** First day of the first interest period (the loan's inception, say). */
  anchor: string;
  start: string;
  end: string;
}): ReferenceRatePoint[] {
  const months = TERM_RATE_MONTHS[referenceRate];
  if (months === undefined)
    throw new DomainError(`"${referenceRate}" is not a term rate`, 'invalid_reference_rate');
  if (anchor > start)
    throw new DomainError(
      `The first interest period starts on ${anchor}, after the accrual start ${start}`,
      'invalid_date',
    );
  const resets: ReferenceRatePoint[] = [];
  let r = -1;
  for (let k = 0; ; k++) {
    const reset = addMonths(anchor, k * months);
    if (reset >= end) break;
    const next = addMonths(anchor, (k + 1) * months);
    // Periods wholly before the accrual need no rate.
    if (next <= start) continue;
    while (r + 1 < rates.length && rates[r + 1]!.date <= reset) r += 1;
    if (r < 0)
      throw new DomainError(CreditFacilityMessages.missingInterestRate, 'missing_interest_rate');
    resets.push({ type: referenceRate, date: reset, rate: rates[r]!.rate });
  }
  return resets;
}
