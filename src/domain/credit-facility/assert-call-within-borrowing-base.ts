import { DomainError } from '../domain-error';
import {
  commitmentBackedBorrowingBase,
  type BorrowingBaseGroup,
  type BorrowingBaseResult,
} from './borrowing-base';
import { CreditFacilityMessages } from './credit-facility-enums';

/**
 * A capital call reduces the uncalled capital the borrowing base rests on. Before it goes out,
 * the base is recomputed as if it were paid, and must still cover the outstanding principal.
 */
export const assertCallWithinBorrowingBase = ({
  groups,
  callAmounts,
  outstanding,
  facilityCommitment,
  deductions,
}: {
  groups: readonly BorrowingBaseGroup[];
  callAmounts: Readonly<Record<string, number>>;
  outstanding: number;
  facilityCommitment?: number;
  deductions?: number;
}): BorrowingBaseResult => {
  const after = groups.map((g) => ({
    ...g,
    investors: g.investors.map((i) => ({
      ...i,
      uncalled: Math.max(0, i.uncalled - (callAmounts[i.id] ?? 0)),
    })),
  }));
  const result = commitmentBackedBorrowingBase({ groups: after, deductions });
  const limit = Math.min(result.borrowingBase, facilityCommitment ?? Number.MAX_SAFE_INTEGER);
  if (outstanding > limit) {
    throw new DomainError(
      CreditFacilityMessages.callAboveBorrowingBase,
      'call_above_borrowing_base',
    );
  }
  return result;
};
