import type { DistributionSource, WaterfallSettings } from '../../api/distribution';
import type { AuditStep } from '../../domain/money';
import type { WaterfallRunResult, WaterfallTier } from '../../domain/waterfall';

/** One partner (commitment) of a fund entity's waterfall, with the names the pages show. */
export type StoredWaterfallPartner = {
  commitment_id: string;
  investor_entity_id: string;
  lp: string;
  class_id: string | null;
  class_name: string | null;
  is_gp: boolean;
  /** The commitment's share of each source through the allocation rules (before carry). */
  gross_by_source: Partial<Record<DistributionSource, number>>;
  /** What the LP receives of each source after the carry taken from its share. */
  by_source: Partial<Record<DistributionSource, number>>;
};

/**
 * Everything one run computed for one fund entity (a waterfall sub-event), stored as computed:
 * the engine's own result (each partner's starting position and every tier's figures, from
 * which the tier audit and the pref breakdown are described again on demand) and the tiers it
 * ran with, so a later change of the fund's terms never changes a stored run.
 */
export type StoredSubEventWaterfall = {
  as_of: string;
  fund_entity_id: string;
  fund_entity_name: string;
  settings: WaterfallSettings;
  /** The tiers as the engine ran them (fractions, with class overrides). */
  tiers: WaterfallTier[];
  carry_partner_id: string;
  /** The entity's distributable amount per source (Σ over its partners' gross_by_source). */
  by_source: Partial<Record<DistributionSource, number>>;
  carry_by_source: Partial<Record<DistributionSource, number>>;
  partners: StoredWaterfallPartner[];
  run: WaterfallRunResult;
  steps: AuditStep[];
};
