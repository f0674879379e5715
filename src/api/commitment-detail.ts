import type { FeeRateStep } from './commitment-fee-override';
import * as v from 'valibot';
import type { Table } from './table-data';

/** A figure of one commitment, summed from its ledger rows, with the words that say how. */
export type CommitmentFigure = {
  id:
    'committed' | 'paid_in' | 'unfunded' | 'distributed' | 'equalization' | 'equalization_interest';
  label: string;
  value: number;
  explanation: string;
};

/** Spec §7 GET /commitment-information/{commitmentId}/: the commitment detail's profile and figures. */
export type CommitmentDetail = {
  id: string;
  fund_family_id: string;
  fund_family_name: string;
  currency: 'EUR' | 'GBP' | 'USD';
  /** Spec §3 Commitment owning_entity_id: the fund entity committed to. */
  owning_entity_id: string;
  owning_entity_name: string;
  investor_id: string;
  investor_entity_id: string;
  investor_entity_name: string;
  is_gp: boolean;
  investor_class_id: string | null;
  investor_class_name: string | null;
  /** The finalized closing that admitted it; null for a commitment created by a transfer. */
  closing: { id: string; name: string; closing_date: string } | null;
  figures: CommitmentFigure[];
  /** The fund family's commitment classes, for the profile's class picker. */
  class_options: { id: string; name: string }[];
};

/** PUT /commitment-information/{commitmentId}/: the profile fields that may change after posting. */
export const commitmentProfileSchema = v.object({
  is_gp: v.boolean(),
  investor_class_id: v.nullable(v.pipe(v.string(), v.uuid('Invalid'))),
});
export type CommitmentProfile = v.InferOutput<typeof commitmentProfileSchema>;

/** A fee's terms as they apply to the commitment (its class's own rates when it has them). */
export type CommitmentFeeTerm = {
  fee_id: string;
  name: string;
  cadence: string;
  charge_timing: string;
  day_count: string;
  basis_determination: string;
  /**
   * The schedule as the fee engine charges this commitment: from each date, the rate (percent a
   * year) and its level, the commitment's own override, its class's or the fund's.
   */
  rates: FeeRateStep[];
  /** The step in force today; null before the fee's first rate. */
  in_force: FeeRateStep | null;
};

/** Spec §7 GET /fees-and-carry/?commitment_id=: fee charges from the ledger and the fee terms. */
export type CommitmentFees = {
  currency: 'EUR' | 'GBP' | 'USD';
  charges: Table;
  total_charged_cents: number;
  terms: CommitmentFeeTerm[];
};
