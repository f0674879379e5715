import { DomainError } from '../domain-error';
import { assertCents } from '../money';
import type { EarlierCall } from './capital-equalization';

/** A distribution made before the closing, with the flags of its transaction code (spec §3). */
export type EarlierDistribution = {
  id: string;
  date: string;
  code: string;
  /** Transaction code flag "is recallable": the capital it returns can be called again. */
  isRecallable: boolean;
  /** Transaction code flag "should get equalized". */
  shouldGetEqualized: boolean;
  /** Transaction code flag "affects equalization interest". */
  affectsEqualizationInterest: boolean;
  /** Positive cents distributed to the existing commitments. */
  amount: number;
};

/**
 * A recallable distribution gives capital back and adds it to unfunded commitment, so paid-in
 * capital is calls less recallable distributions (DOMAIN: paid-in + unfunded = commitment).
 * As earlier "calls" with a negative line, they reduce what the admitted pay and what goes
 * back to the existing partners; interest stops on that capital from the distribution date.
 * Other distributions are not capital: they belong to non-capital equalization.
 */
export const recallableDistributionsAsCalls = (
  distributions: readonly EarlierDistribution[],
): EarlierCall[] =>
  distributions
    .filter((d) => d.isRecallable && d.shouldGetEqualized)
    .map((d) => {
      const amount = assertCents(d.amount, `Distribution ${d.id}`);
      if (amount < 0)
        throw new DomainError(
          `Distribution ${d.id} has a negative amount; distributions are positive cents.`,
          'invalid_amount',
        );
      return {
        id: d.id,
        dueDate: d.date,
        lines: [
          {
            code: d.code,
            shouldGetEqualized: true,
            affectsEqualizationInterest: d.affectsEqualizationInterest,
            amount: -amount,
          },
        ],
      };
    });
