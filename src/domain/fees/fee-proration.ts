import { parseIsoDate, daysInMonth, type DayCount } from '../day-count';
import { Dec } from '../money';
import type { FeeProration } from './fee-enums';
import type { FeePeriod } from './fee-periods';
import { cached, cachedAddDays, cachedDaysBetween, cachedYearFraction } from './memo';

/** Whole calendar months a period spans (first of a month to the end of one), else null. */
export const wholeMonthsOf = (period: FeePeriod): number | null => {
  const s = parseIsoDate(period.start);
  const e = parseIsoDate(period.end);
  if (s.day !== 1 || e.day !== daysInMonth(e.year, e.month)) return null;
  const months = 12 * (e.year - s.year) + (e.month - s.month) + 1;
  return months > 0 ? months : null;
};

/** What decides one piece's share of the annual rate, and how to say it in an audit. */
export type Proration = {
  /** The piece's share of the year, exact. */
  fraction: Dec;
  /** The rule in words, e.g. "model LPA: full period 3/12 × 91/91 days". */
  rule: string;
};

export type ProrationInput = {
  /** The piece, both ends inclusive. */
  start: string;
  end: string;
  /** The posting period the piece lies in. */
  period: FeePeriod;
  /** Whether the commitment bears fees for the whole posting period. */
  fullPeriod: boolean;
  proration: FeeProration;
  dayCount: DayCount;
};

const computeProration = ({
  start,
  end,
  period,
  fullPeriod,
  proration,
  dayCount,
}: ProrationInput): Proration => {
  const days = cachedDaysBetween(start, end) + 1;
  if (proration === 'day_count')
    return {
      fraction: cachedYearFraction(start, cachedAddDays(end, 1), dayCount),
      rule: `day count ${dayCount}`,
    };
  const months = fullPeriod ? wholeMonthsOf(period) : null;
  if (months === null)
    return {
      fraction: new Dec(days).div(365),
      rule: `model LPA: short period, ${days} actual days ÷ 365`,
    };
  const periodDays = cachedDaysBetween(period.start, period.end) + 1;
  return {
    fraction: new Dec(months).div(12).times(days).div(periodDays),
    rule: `model LPA: full period ${months}/12 × ${days}/${periodDays} days`,
  };
};

// A 10,000-commitment run asks for the same few pieces over and over.
const prorations = new Map<string, Proration>();

/**
 * A piece's share of the annual rate. Under model_lpa a full period is exactly its months over
 * twelve (a quarter is 1/4 whatever its days), spread over its pieces by days so a rate change
 * mid-quarter still sums to 1/4; a short period (admission or fee end inside it, or a period that
 * is not whole months) is actual days over 365. Under day_count every piece is its day count's
 * year fraction.
 */
export const prorate = (input: ProrationInput): Proration => {
  const { start, end, period, fullPeriod, proration, dayCount } = input;
  const key = `${start}|${end}|${period.start}|${period.end}|${fullPeriod}|${proration}|${dayCount}`;
  return cached(prorations, key, () => computeProration(input));
};
