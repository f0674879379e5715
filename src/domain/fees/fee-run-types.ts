import type { AllocateOptions } from '../allocate';
import type { AuditStep } from '../money';
import type { AppliedFee, OffsetWaiverBalances } from './apply-offsets-and-waivers';
import type { FeeOrderOfOperations, FeeWaiverMethodology, OffsetType } from './fee-enums';
import type { FeePeriod } from './fee-periods';
import type { FundOffset } from './allocate-offsets';
import type { FeeTerms, ManagementFeeInput, ManagementFeeResult } from './management-fee';

// The fee run's shapes live apart from runFeePeriod so the reconciliation check can name them
// without importing the run (an import circle before).
export type FeeRunCommitment = Omit<ManagementFeeInput, 'period' | 'terms'> & {
  /** The LP's share of fund-level offsets (usually its commitment); 0 takes none. */
  offsetWeight: number | string;
  /** Waiver granted to this commitment this period, in cents. */
  waiver?: number;
  carriedForward?: OffsetWaiverBalances;
};

export type FeeRunInput = {
  period: FeePeriod;
  terms: FeeTerms;
  commitments: readonly FeeRunCommitment[];
  offsets: readonly FundOffset[];
  /** Offset percentage per type, decimal strings ("1" = the model LPA's 100%); default 1. */
  offsetPercentages?: Partial<Record<OffsetType, string>>;
  orderOfOperations: FeeOrderOfOperations;
  waiverMethodology: FeeWaiverMethodology;
  /** GP commitments credited with cashless contributions, weighted (gp_cashless_* only). */
  gpCommitments?: readonly { id: string; weight: number | string }[];
  rounding: AllocateOptions;
};

/** A ledger line the posting service turns into a transaction. */
export type FeeLedgerLine = {
  commitmentId: string;
  code:
    | 'management_fee'
    | 'management_fee_offset'
    | 'management_fee_waiver'
    | 'fee_waiver_accrual'
    | 'gp_cashless_contribution';
  amount: number;
  /** How the waterfall must treat a cashless contribution, by the waiver methodology. */
  waterfallTreatment?: 'optional_post_waterfall_clawback' | 'pre_waterfall_gp_distribution';
};

export type FeeRunLine = {
  commitmentId: string;
  gross: number;
  offsetsRecognized: number;
  offsetsApplied: number;
  waiversApplied: number;
  net: number;
  carryForward: OffsetWaiverBalances;
  /** The gross fee's segments and basis over time. */
  fee: ManagementFeeResult;
  /** How offsets and waivers were applied (its audit follows the fee's). */
  application: AppliedFee;
};

export type FeeRunResult = {
  period: FeePeriod;
  lines: FeeRunLine[];
  ledger: FeeLedgerLine[];
  totals: { gross: number; offsetsApplied: number; waiversApplied: number; net: number };
  audit: AuditStep[];
};
