import type {
  TierAudit,
  TierPlaygroundInput,
  TierPlaygroundPreview,
} from '../../api/waterfall-tier-audit';
import { percentToFraction } from '../../api/percent';
import { DomainError } from '../../domain/domain-error';
import {
  describeTier,
  positionBeforeTier,
  runTierPlayground,
  type TierBalances,
  type TierResult,
  type WaterfallTier,
} from '../../domain/waterfall';
import { growthCache } from '../../domain/waterfall/growth-factor';
import { invalid, notFound } from '../api-error';
import { termsOf } from '../commitment/commitment-waterfall';
import type { Database } from '../db/database';
import type { Scope } from '../scope';
import type { StoredSubEventWaterfall } from './stored-waterfall';
import { loadSubEventResult } from './waterfall-review-view';

/*
 * A tier of a stored waterfall run looked into (issue 18): every dollar into and out of the tier
 * by partner with its formula, and the tier playground, which reruns one tier on changed terms
 * and posts nothing.
 */

const balancesOf = (b: TierBalances) => ({
  unreturned_capital_cents: b.unreturnedCapital,
  carry_so_far_cents: b.carrySoFar,
  profits_so_far_cents: b.profitsSoFar,
  paid_through_tier_to_partner_cents: b.paidThroughTier.toPartner,
  paid_through_tier_to_carry_partner_cents: b.paidThroughTier.toCarryPartner,
});

function tierAt(result: StoredSubEventWaterfall, tierIndex: number): WaterfallTier {
  const tier = result.tiers[tierIndex];
  if (!tier) throw notFound('No such tier in this waterfall');
  return tier;
}

/** GET .../tier-audit/{tierIndex}: every dollar into and out of the tier by partner, with the formula. */
export async function getTierAudit(
  db: Database,
  scope: Scope,
  path: { fundFamilyId: string; eventId: string; subEventId: string },
  tierIndex: number,
): Promise<TierAudit> {
  const { result } = await loadSubEventResult(db, scope, path);
  const tier = tierAt(result, tierIndex);
  const growth = growthCache(result.as_of);
  const stored = new Map(result.partners.map((p) => [p.commitment_id, p]));
  const partners = result.run.partners.map((partner) => {
    const t = partner.tiers[tierIndex]!;
    const own = stored.get(partner.partnerId)!;
    return {
      commitment_id: partner.partnerId,
      lp: own.lp,
      class_name: own.class_name,
      terms: termsOf(t.tier),
      available_cents: t.available,
      hurdle_cents: t.hurdle,
      to_partner_cents: t.toPartner,
      to_carry_partner_cents: t.toCarryPartner,
      remaining_cents: t.remaining,
      before: balancesOf(t.before),
      after: balancesOf(t.after),
      steps: describeTier(t, result.as_of, { contributions: partner.start.contributions, growth }),
    };
  });
  const total = (pick: (p: (typeof partners)[number]) => number) =>
    partners.reduce((s, p) => s + pick(p), 0);
  return {
    sub_event_id: path.subEventId,
    as_of: result.as_of,
    tier: {
      index: tierIndex,
      name: tier.name,
      type: tier.type,
      terms: result.settings.tiers[tierIndex]?.terms ?? '',
    },
    settings: result.settings,
    partners,
    totals: {
      available_cents: total((p) => p.available_cents),
      to_partners_cents: total((p) => p.to_partner_cents),
      to_carry_partner_cents: total((p) => p.to_carry_partner_cents),
      remaining_cents: total((p) => p.remaining_cents),
    },
  };
}

const outcome = (t: TierResult, steps: TierPlaygroundPreview['run']['steps']) => ({
  terms: termsOf(t.tier),
  available_cents: t.available,
  hurdle_cents: t.hurdle,
  to_partner_cents: t.toPartner,
  to_carry_partner_cents: t.toCarryPartner,
  remaining_cents: t.remaining,
  steps,
});

/**
 * POST .../tier-audit/{tierIndex}/playground-preview: one partner's tier run again from the
 * position it had before the tier in the stored run, with the inputs changed (null: as run).
 * Nothing is stored or posted.
 */
export async function previewTierPlayground(
  db: Database,
  scope: Scope,
  path: { fundFamilyId: string; eventId: string; subEventId: string },
  tierIndex: number,
  input: TierPlaygroundInput,
): Promise<TierPlaygroundPreview> {
  const { result } = await loadSubEventResult(db, scope, path);
  tierAt(result, tierIndex);
  const partner = result.run.partners.find((p) => p.partnerId === input.commitment_id);
  if (!partner) throw invalid({ commitment_id: ['Not a partner of this waterfall'] });
  const ran = partner.tiers[tierIndex]!;
  const { carryPartnerId: _carry, ...asRun } = ran.tier;
  const changed: WaterfallTier = {
    ...asRun,
    ...(input.rate_percent !== null ? { rate: percentToFraction(input.rate_percent) } : {}),
    ...(input.compounding !== null ? { compounding: input.compounding } : {}),
    ...(input.day_count !== null ? { dayCount: input.day_count } : {}),
    ...(input.limiting_factor !== null ? { limitingFactor: input.limiting_factor } : {}),
    ...(input.catch_up_percent !== null
      ? { catchUp: percentToFraction(input.catch_up_percent) }
      : {}),
    ...(input.carry_percent !== null ? { carry: percentToFraction(input.carry_percent) } : {}),
  };
  let preview;
  try {
    preview = runTierPlayground({
      tier: changed,
      carryPartnerId: ran.carryPartnerId,
      position: positionBeforeTier(partner, ran.tierName),
      available: input.available_cents ?? ran.available,
      asOf: result.as_of,
    });
  } catch (error) {
    if (error instanceof DomainError)
      throw invalid({ non_field_errors: [error.message] }, error.message);
    throw error;
  }
  const growth = growthCache(result.as_of);
  const stored = result.partners.find((p) => p.commitment_id === partner.partnerId)!;
  return {
    sub_event_id: path.subEventId,
    tier_index: tierIndex,
    commitment_id: partner.partnerId,
    lp: stored.lp,
    run: outcome(
      ran,
      describeTier(ran, result.as_of, { contributions: partner.start.contributions, growth }),
    ),
    preview: outcome(preview, preview.steps),
    difference: {
      to_partner_cents: preview.toPartner - ran.toPartner,
      to_carry_partner_cents: preview.toCarryPartner - ran.toCarryPartner,
      remaining_cents: preview.remaining - ran.remaining,
    },
  };
}
