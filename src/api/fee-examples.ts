import type { FeeInput } from './fees';

/**
 * The model LPA's management fee (DOMAIN.md, §8.3): a yearly rate of the basis calculation
 * (committed capital), charged quarterly in advance, pro-rated by actual days over 365, the
 * basis averaged over each period's days; true-up eligible, no offsets or waivers.
 */
export const modelManagementFee = (
  basisCalculationId: string,
  from: string,
  ratePercent = '2',
): FeeInput => ({
  name: 'Management fee',
  type: 'management',
  rates: [{ from, rate_percent: ratePercent }],
  basis: [{ from, calculation_id: basisCalculationId }],
  day_count: 'actual_365',
  // Demo and tests pin figures charged by the day count; model_lpa is the setting beside it.
  proration: 'day_count',
  cadence: 'quarterly',
  charge_timing: 'in_advance',
  basis_determination: 'day_weighted_average',
  partial_period_basis: 'use_partial_period',
  true_up_eligible: true,
  offsets: [],
  order_of_operations: 'offsets_first',
  waiver_methodology: null,
});
