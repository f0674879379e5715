import type { Calculation } from './calculation-responses';

/**
 * A fee of the fund family as the calculations pages need it (spec §3 "Fee"): its terms,
 * its rate schedule and the calculations its basis comes from, dated.
 */
export type FeeWithBasis = {
  id: string;
  name: string;
  type: 'management';
  cadence: 'monthly' | 'quarterly';
  day_count: string;
  charge_timing: 'in_advance' | 'in_arrears';
  true_up_eligible: boolean;
  /** Decimal strings ("0.02" = 2%), each in force from its date. */
  rates: { from: string; rate: string }[];
  /** From `from` on, the fee basis is this calculation. */
  basis: { from: string; calculation_id: string; calculation_display_name: string | null }[];
};

/** Spec §7 GET transactions/calculations-and-fees/: the family's calculations and its fees. */
export type CalculationsAndFees = { calculations: Calculation[]; fees: FeeWithBasis[] };
