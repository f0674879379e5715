import * as v from 'valibot';
import type { AuditStep } from '../domain/money';
import type { WaterfallTierType } from '../domain/waterfall/types';
import { isoDateSchema } from './money-input';
import type { Table } from './table-data';

/**
 * GET /commitment-information/{commitmentId}/waterfall/?as_of=&liquidation_value_cents=: the
 * query as typed (strings). Without a liquidation value the commitment's NAV from the ledger
 * is the hypothetical liquidation value.
 */
export const commitmentWaterfallQuerySchema = v.object({
  as_of: v.optional(isoDateSchema),
  liquidation_value_cents: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,15}$/, 'Enter a whole number of cents, zero or more.'),
      v.transform(Number),
    ),
  ),
});

/** One tier of the commitment's hypothetical liquidation, with how its figures came about. */
export type CommitmentWaterfallTier = {
  name: string;
  type: WaterfallTierType;
  /** The tier's terms as they applied to this commitment (its class's where the class overrides). */
  terms: string;
  available_cents: number;
  /** What the commitment's share had to clear in this tier; null for a final split. */
  hurdle_cents: number | null;
  to_lp_cents: number;
  to_gp_cents: number;
  remaining_cents: number;
  steps: AuditStep[];
};

export type CommitmentWaterfall = {
  commitment_id: string;
  fund_family_id: string;
  currency: 'EUR' | 'GBP' | 'USD';
  as_of: string;
  /** False: the fund family has no waterfall configured, and nothing else is filled in. */
  configured: boolean;
  waterfall_type: 'whole_fund' | 'hybrid' | null;
  /** Whose tier terms ran: the commitment class's overrides, or the fund's default waterfall. */
  terms_source: 'class' | 'fund' | null;
  class_name: string | null;
  carry_partner_name: string | null;
  contributed_cents: number;
  distributed_cents: number;
  liquidation_value_cents: number;
  /** `nav`: the commitment's NAV from the ledger; `entered`: the value given in the query. */
  liquidation_value_source: 'nav' | 'entered';
  tiers: CommitmentWaterfallTier[];
  /** The tiers as the commitment detail's table shows them. */
  table: Table | null;
  total_to_lp_cents: number;
  total_to_gp_cents: number;
  /** The inputs read from the ledger and the stored terms, then the run. */
  steps: AuditStep[];
};
