/** Spec §3 Enumerations for fees, as const objects (values are the API and database words). */
export const FeeChargeTiming = { inAdvance: 'in_advance', inArrears: 'in_arrears' } as const;
export type FeeChargeTiming = (typeof FeeChargeTiming)[keyof typeof FeeChargeTiming];

/**
 * How a period's share of the annual rate is found. model_lpa (ILPA model LPA §8.3): a full
 * calendar period is exactly its share of the year (a quarter 1/4, a month 1/12) and a short
 * period is pro-rated by actual days over 365. day_count: every period is the fee's day count's
 * year fraction (a full quarter on actual/365 is its days over 365).
 */
export const FeeProration = { modelLpa: 'model_lpa', dayCount: 'day_count' } as const;
export type FeeProration = (typeof FeeProration)[keyof typeof FeeProration];
export const FEE_PRORATIONS = [FeeProration.modelLpa, FeeProration.dayCount] as const;

export const FeeCadence = { monthly: 'monthly', quarterly: 'quarterly' } as const;
export type FeeCadence = (typeof FeeCadence)[keyof typeof FeeCadence];

export const FeeBasisDetermination = {
  dayWeightedAverage: 'day_weighted_average',
  endDay: 'end_day',
  startDay: 'start_day',
} as const;
export type FeeBasisDetermination =
  (typeof FeeBasisDetermination)[keyof typeof FeeBasisDetermination];

export const FeeOrderOfOperations = {
  offsetsFirst: 'offsets_first',
  waiversFirst: 'waivers_first',
} as const;
export type FeeOrderOfOperations = (typeof FeeOrderOfOperations)[keyof typeof FeeOrderOfOperations];

export const FeePartialPeriodBasis = {
  usePartialPeriod: 'use_partial_period',
  usePostingPeriod: 'use_posting_period',
} as const;
export type FeePartialPeriodBasis =
  (typeof FeePartialPeriodBasis)[keyof typeof FeePartialPeriodBasis];

export const FeeWaiverMethodology = {
  feeWaiverAccrualsPerLp: 'fee_waiver_accruals_per_lp',
  gpCashlessWithPostWaterfallClawback:
    'gp_cashless_contributions_with_optional_post_waterfall_clawback',
  gpCashlessWithPreWaterfallGpDistributions:
    'gp_cashless_contributions_with_pre_waterfall_gp_distributions',
} as const;
export type FeeWaiverMethodology = (typeof FeeWaiverMethodology)[keyof typeof FeeWaiverMethodology];

export const OffsetType = {
  excessOrgFees: 'excess_org_fees',
  organizationFees: 'organization_fees',
  placementFees: 'placement_fees',
  transactionFees: 'transaction_fees',
} as const;
export type OffsetType = (typeof OffsetType)[keyof typeof OffsetType];
