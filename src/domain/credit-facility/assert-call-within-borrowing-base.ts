import { DomainError } from '../domain-error';
import { assertCents, type AuditStep } from '../money';
import { auditStep } from '../fees/audit-step';
import {
  assetBackedBorrowingBase,
  commitmentBackedBorrowingBase,
  type BorrowingBaseGroup,
  type BorrowingBaseResult,
  type EligibleInvestment,
} from './borrowing-base';
import { CreditFacilityMessages } from './credit-facility-enums';

type CallCheckCommon = {
  /** Principal outstanding on the facility before the call, in cents. */
  outstanding: number;
  /** Principal the in-progress call's event draws on the facility (bridging part of it), in cents. */
  drawdown?: number;
  facilityCommitment?: number;
  deductions?: number;
};

export type CallCheckInput = CallCheckCommon &
  (
    | {
        /** Spec §3 credit facility type; commitment-backed when left out. */
        type?: 'commitment_backed';
        groups: readonly BorrowingBaseGroup[];
        /** What the call asks of each investor, in cents. */
        callAmounts: Readonly<Record<string, number>>;
      }
    | {
        type: 'asset_backed';
        investments: readonly EligibleInvestment[];
        advanceRate: string;
      }
  );

export type CallCheckResult = {
  /** The borrowing base once the call is paid. */
  borrowingBase: number;
  /** min(facility commitment, borrowing base): what may be outstanding. */
  limit: number;
  /** Outstanding principal once the call's drawdown is made. */
  outstandingAfter: number;
  /** The commitment-backed breakdown by group (absent for an asset-backed facility). */
  base?: BorrowingBaseResult;
  audit: AuditStep[];
};

/**
 * Before a capital call goes out, the facility must still be covered once it is paid: a
 * commitment-backed base shrinks with the uncalled capital the call uses up; an asset-backed
 * base does not move with calls, but a call whose event draws on the facility still adds to
 * what is outstanding. Either way outstanding + drawdown ≤ min(facility commitment, base).
 */
export const assertCallWithinBorrowingBase = (input: CallCheckInput): CallCheckResult => {
  const outstanding = assertCents(input.outstanding, 'Outstanding principal');
  const drawdown = assertCents(input.drawdown ?? 0, 'Drawdown of the call');
  if (drawdown < 0)
    throw new DomainError(CreditFacilityMessages.amountMustBePositive, 'invalid_amount');
  let base: BorrowingBaseResult | undefined;
  let borrowingBase: number;
  let audit: AuditStep[];
  if (input.type === 'asset_backed') {
    ({ borrowingBase, audit } = assetBackedBorrowingBase({
      investments: input.investments,
      advanceRate: input.advanceRate,
      deductions: input.deductions,
    }));
  } else {
    const { callAmounts } = input;
    const after = input.groups.map((g) => ({
      ...g,
      investors: g.investors.map((i) => ({
        ...i,
        uncalled: Math.max(0, i.uncalled - (callAmounts[i.id] ?? 0)),
      })),
    }));
    base = commitmentBackedBorrowingBase({ groups: after, deductions: input.deductions });
    ({ borrowingBase, audit } = base);
  }
  const limit = Math.min(borrowingBase, input.facilityCommitment ?? Number.MAX_SAFE_INTEGER);
  const outstandingAfter = outstanding + drawdown;
  audit = [
    ...audit,
    auditStep(
      'In-progress call check',
      'outstanding + drawdown ≤ min(facility commitment, borrowing base after the call)',
      {
        type: input.type ?? 'commitment_backed',
        outstanding,
        drawdown,
        facilityCommitment: input.facilityCommitment ?? 'none',
        borrowingBase,
      },
      outstandingAfter,
    ),
  ];
  if (outstandingAfter > limit)
    throw new DomainError(
      CreditFacilityMessages.callAboveBorrowingBase,
      'call_above_borrowing_base',
    );
  return { borrowingBase, limit, outstandingAfter, base, audit };
};
