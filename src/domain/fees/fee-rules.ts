import { DomainError } from '../domain-error';
import { FeeMessages } from './fee-messages';
import type { FeePeriod } from './fee-periods';

export type FeeCalculationPeriod = FeePeriod & { feeId: string; calculationId: string };

/** Spec §5: two calculations of one fee may not cover the same day. */
export const assertDistinctFeePeriods = (calculations: readonly FeeCalculationPeriod[]): void => {
  const byFee = new Map<string, FeeCalculationPeriod[]>();
  for (const c of calculations) {
    if (c.end < c.start) throw new DomainError('The fee period end must not be before its start.');
    byFee.set(c.feeId, [...(byFee.get(c.feeId) ?? []), c]);
  }
  for (const list of byFee.values()) {
    const sorted = [...list].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
    for (let i = 1; i < sorted.length; i++) {
      if (
        (sorted[i] as FeeCalculationPeriod).start <= (sorted[i - 1] as FeeCalculationPeriod).end
      ) {
        throw new DomainError(FeeMessages.overlappingFeePeriods, 'overlapping_fee_periods');
      }
    }
  }
};

/** Spec §4/§9: once a fee break distribution is complete, calls may not include management fees. */
export const assertManagementFeeCallAllowed = ({
  callDate,
  feeBreakDistributionDate,
}: {
  callDate: string;
  feeBreakDistributionDate?: string;
}): void => {
  if (feeBreakDistributionDate !== undefined && callDate >= feeBreakDistributionDate) {
    throw new DomainError(FeeMessages.feeCallAfterFeeBreak, 'fee_call_after_fee_break');
  }
};

export type DeletableFeeItem = {
  kind: 'offsettable_expense' | 'fee_waiver' | 'fee_charge' | 'fee_basis';
  /** Cents of it already applied against a fee. */
  applied: number;
};

/** Spec §5: only offsettable expenses and waivers with nothing applied yet can be deleted. */
export const assertFeeItemDeletable = ({ kind, applied }: DeletableFeeItem): void => {
  if ((kind !== 'offsettable_expense' && kind !== 'fee_waiver') || applied !== 0) {
    throw new DomainError(FeeMessages.onlyUnappliedDeletable, 'fee_item_not_deletable');
  }
};
