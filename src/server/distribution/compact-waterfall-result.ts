import {
  replayTiers,
  tiersByClass,
  type DatedAmount,
  type PartnerPosition,
  type PartnerWaterfallResult,
  type TierPayment,
  type WaterfallRunResult,
  type WaterfallTierType,
} from '../../domain/waterfall';
import type { StoredSubEventWaterfall } from './stored-waterfall';

/** A flow as stored: [date, cents] or, for a distribution tagged with its tier, [date, cents, type]. */
type CompactFlow = [string, number] | [string, number, WaterfallTierType];

/**
 * One partner of a stored run, without what follows from the rest: each tier's terms, names and
 * balances (replayTiers rebuilds them from the starting position and what each tier paid), the
 * tier order and the sums. Flows are pairs. About a third of the full form's size.
 */
type CompactPartner = {
  id: string;
  apportioned: number;
  contributed: number;
  contributions: CompactFlow[];
  distributions: CompactFlow[];
  /** Cumulative totals by tier name before this run (the prior runs'). */
  prior: PartnerPosition['totals'];
  /** Per tier in order: [available, hurdle, to partner, to carry partner, basis]. */
  paid: [number, number | null, number, number, Record<string, number>][];
};

/** The JSON a waterfall run result is stored as (format 2); format 1 was the full form. */
export type CompactSubEventWaterfall = Omit<StoredSubEventWaterfall, 'run'> & {
  format: 2;
  run: Omit<WaterfallRunResult, 'partners'> & { partners: CompactPartner[] };
};

const compactFlow = (flow: DatedAmount & { tierType?: WaterfallTierType }): CompactFlow =>
  flow.tierType ? [flow.date, flow.amount, flow.tierType] : [flow.date, flow.amount];

const fullFlow = ([date, amount, tierType]: CompactFlow) =>
  tierType ? { date, amount, tierType } : { date, amount };

function compactPartner(partner: PartnerWaterfallResult): CompactPartner {
  const { start } = partner;
  return {
    id: partner.partnerId,
    apportioned: partner.apportioned,
    contributed: start.contributed,
    contributions: start.contributions.map(compactFlow),
    distributions: start.distributions.map(compactFlow),
    prior: start.totals,
    paid: partner.tiers.map((t) => [t.available, t.hurdle, t.toPartner, t.toCarryPartner, t.basis]),
  };
}

/** The stored form of a run result (written by storeRunResults through the column's type). */
export function compactWaterfallResult(result: StoredSubEventWaterfall): CompactSubEventWaterfall {
  return {
    ...result,
    format: 2,
    run: { ...result.run, partners: result.run.partners.map(compactPartner) },
  };
}

/**
 * A stored run result as the engine returned it: each partner's tiers replayed from what they
 * paid (exactly: the compact form's round trip is tested against the engine's own result).
 * Results stored before the compact form are returned as they are.
 */
export function expandWaterfallResult(
  stored: CompactSubEventWaterfall | StoredSubEventWaterfall,
): StoredSubEventWaterfall {
  if (!('format' in stored)) return stored;
  const { format: _format, ...result } = stored;
  const order = result.tiers.map((t) => ({ name: t.name, type: t.type }));
  const classOf = new Map(result.partners.map((p) => [p.commitment_id, p.class_id]));
  const tiersFor = tiersByClass(result.tiers, result.carry_partner_id);
  const partners = result.run.partners.map((p): PartnerWaterfallResult => {
    const start: PartnerPosition = {
      partnerId: p.id,
      contributed: p.contributed,
      contributions: p.contributions.map(fullFlow),
      distributions: p.distributions.map(fullFlow),
      totals: p.prior,
      order,
      paidToPartnerThisRun: 0,
    };
    const paid = p.paid.map(
      ([available, hurdle, toPartner, toCarryPartner, basis]): TierPayment => ({
        available,
        hurdle,
        toPartner,
        toCarryPartner,
        basis,
      }),
    );
    const tiers = replayTiers(tiersFor(classOf.get(p.id) ?? undefined), start, paid);
    const toCarryPartner = tiers.reduce((sum, t) => sum + t.toCarryPartner, 0);
    const totals = { ...p.prior };
    for (const t of tiers) totals[t.tierName] = t.after.paidThroughTier;
    return {
      partnerId: p.id,
      apportioned: p.apportioned,
      tiers,
      toPartner: p.apportioned - toCarryPartner,
      toCarryPartner,
      totals,
      start: { ...start, totals: { ...p.prior } },
    };
  });
  return { ...result, run: { ...result.run, partners } };
}
