import * as v from 'valibot';
import type { ResolvedRate } from '../domain/fees/fee-rate';
import { feeRatesSchema, type Fee, type FeeRatePointInput } from './fees';

/** Which level of a fee's rate schedule a rate comes from (the fee engine's words). */
export type FeeRateSource = ResolvedRate['source'];

/** From `from` on, the rate the fee engine charges (percent a year) and the level it comes from. */
export type FeeRateStep = { from: string; rate_percent: string; source: FeeRateSource };

/**
 * PUT /commitment-information/{commitmentId}/fees/{feeId}/override/: the commitment's own dated
 * rates for one fee (a side letter), the same rate points a class override takes. DELETE clears
 * them: the commitment pays its class's or the fund's rate again.
 */
export const commitmentFeeOverrideSchema = v.object({ rates: feeRatesSchema });
export type CommitmentFeeOverrideInput = v.InferOutput<typeof commitmentFeeOverrideSchema>;

/** GET /commitment-information/{commitmentId}/fees/{feeId}/: one fee as it applies to the commitment. */
export type CommitmentFee = {
  commitment_id: string;
  fund_family_id: string;
  investor_entity_name: string;
  owning_entity_name: string;
  /** The commitment's class today, whose own rates (if any) come before the fund's. */
  investor_class: { id: string; name: string } | null;
  /** The fund's fee, with the fund's own rates. */
  fee: Fee;
  /** The class's own rates for the fee, if the class overrides it. */
  class_rates: FeeRatePointInput[] | null;
  /** The commitment's own rates, who set them and when; null: none. */
  override: {
    rates: FeeRatePointInput[];
    updated_by_name: string | null;
    updated_at: string;
  } | null;
  /** The schedule as the fee engine applies it: commitment, then class, then fund. */
  steps: FeeRateStep[];
  /** The step in force on the day asked (today), null before the fee's first rate. */
  in_force: FeeRateStep | null;
};
