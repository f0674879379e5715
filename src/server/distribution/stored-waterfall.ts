import type { DistributionSource } from '../../api/distribution';
import type { WaterfallSettings } from '../../api/waterfall-review';
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
  /** The commitment's share of each proceeds line (by line id) through the allocation rules. */
  gross_by_line: Record<string, number>;
  /** Its share of the fee holdback (through the same rules): taken out before the waterfall. */
  holdback_cents: number;
  /** What the LP receives of each line after the holdback and the carry taken from its share. */
  by_line: Record<string, number>;
  /** The carry taken from its share, by line. */
  carry_by_line: Record<string, number>;
};

/**
 * Everything one run computed for one fund entity (a waterfall sub-event), stored as computed:
 * the engine's own result (each partner's starting position and every tier's figures, from
 * which the tier audit and the pref breakdown are described again on demand) and the tiers it
 * ran with, so a later change of the fund's terms never changes a stored run.
 */
export type StoredSubEventWaterfall = {
  /** The distribution's revision the run computed (an edit since makes it stale). */
  revision: number;
  as_of: string;
  fund_entity_id: string;
  fund_entity_name: string;
  settings: WaterfallSettings;
  /** The tiers as the engine ran them (fractions, with class overrides). */
  tiers: WaterfallTier[];
  carry_partner_id: string;
  /** The proceeds lines as the run read them (id, source, code). */
  lines: { id: string; source: DistributionSource; transaction_code: string }[];
  partners: StoredWaterfallPartner[];
  run: WaterfallRunResult;
  steps: AuditStep[];
};

/** Cents by line, summed by each line's source (the pages show sources; finalize posts lines). */
export function bySource(
  lines: StoredSubEventWaterfall['lines'],
  byLine: Record<string, number>,
): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const line of lines)
    totals[line.source] = (totals[line.source] ?? 0) + (byLine[line.id] ?? 0);
  return totals;
}
