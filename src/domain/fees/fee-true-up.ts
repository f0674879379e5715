import type { AuditStep } from '../money';
import { auditStep } from './audit-step';
import type { FeePeriod } from './fee-periods';
import {
  calculateManagementFee,
  type ManagementFeeInput,
  type ManagementFeeResult,
} from './management-fee';

/** What a published fee charge event charged one commitment for one period. */
export type PublishedFee = { commitmentId: string; period: FeePeriod; gross: number };

export const FeeTrueUpReason = {
  /** A fee charged in advance on the basis known then, trued up to the basis that happened. */
  inAdvance: 'in_advance_true_up',
  /** Backdated activity changed the basis of published periods. */
  historicalBasis: 'historical_basis_true_up',
  /** A subsequent closer pays the fees of the periods before its admission. */
  subsequentCloseCatchUp: 'subsequent_close_catch_up',
  /** A commitment moved to another class: its fees from the effective date at the new terms. */
  classChange: 'class_change_true_up',
} as const;
export type FeeTrueUpReason = (typeof FeeTrueUpReason)[keyof typeof FeeTrueUpReason];

export type FeeTrueUpLine = {
  commitmentId: string;
  period: FeePeriod;
  published: number;
  actual: number;
  adjustment: number;
  detail: ManagementFeeResult;
};

export type FeeTrueUpResult = {
  reason: FeeTrueUpReason;
  lines: FeeTrueUpLine[];
  total: number;
  audit: AuditStep[];
};

/** Everything is known when truing up, so no cutoff hides the basis. */
const ALL_KNOWN = '9999-12-31';

const key = (commitmentId: string, period: FeePeriod) =>
  `${commitmentId}|${period.start}|${period.end}`;

/**
 * Recomputes published periods with the basis as it is now and posts the difference. A period
 * with no published charge (a late closer) was charged 0, so its whole fee is the adjustment.
 */
export const feeTrueUp = ({
  reason,
  published,
  actual,
}: {
  reason: FeeTrueUpReason;
  published: readonly PublishedFee[];
  actual: readonly ManagementFeeInput[];
}): FeeTrueUpResult => {
  const charged = new Map<string, number>();
  for (const p of published) charged.set(key(p.commitmentId, p.period), p.gross);
  let total = 0;
  const lines = actual.map((input) => {
    const detail = calculateManagementFee({ ...input, knownAsOf: input.knownAsOf ?? ALL_KNOWN });
    const was = charged.get(key(input.commitmentId, input.period)) ?? 0;
    const adjustment = detail.gross - was;
    total += adjustment;
    return {
      commitmentId: input.commitmentId,
      period: input.period,
      published: was,
      actual: detail.gross,
      adjustment,
      detail,
    };
  });
  const audit = [
    ...lines.map((l) =>
      auditStep(
        `True-up ${l.commitmentId} ${l.period.start}..${l.period.end}`,
        'actual fee − published fee',
        { actual: l.actual, published: l.published },
        l.adjustment,
      ),
    ),
    auditStep('Total true-up', 'Σ adjustments', { reason, lines: lines.length }, total),
  ];
  return { reason, lines, total, audit };
};
