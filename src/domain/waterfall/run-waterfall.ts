import type { AllocateOptions } from '../allocate';
import { DomainError } from '../domain-error';
import { assertCents, formatCents, type AuditStep } from '../money';
import { apportion } from './apportion';
import { clawback } from './clawback';
import { growthCache, type GrowthCache } from './growth-factor';
import { addPaydowns } from './hybrid-paydowns';
import { checkTiers, resolveTier } from './resolve-tier';
import { applyTierResult, runTier } from './run-tier';
import type {
  PartnerPosition,
  PartnerWaterfallResult,
  ResolvedTier,
  TierTotals,
  WaterfallInput,
  WaterfallPartner,
  WaterfallResult,
  WaterfallRunResult,
  WaterfallTier,
} from './types';

type RunSettings = {
  asOf: string;
  tiers: WaterfallTier[];
  carryPartnerId: string;
  rounding: AllocateOptions;
  growth: GrowthCache;
  prefEffect: 'actual' | 'equalized';
};

function checkFlow(partnerId: string, flow: { date: string; amount: number }): number {
  const amount = flow.amount;
  // Checked inline: this runs for every flow of every partner, so no message is built unless it fails.
  if (!Number.isInteger(amount) || amount < 0 || amount >= Number.MAX_SAFE_INTEGER) {
    assertCents(amount, `flow of "${partnerId}" on ${flow.date}`);
    throw new DomainError(
      `Partner "${partnerId}" has a negative flow on ${flow.date}; contributions and distributions are positive cents`,
      'invalid_amount',
    );
  }
  return amount;
}

/** Each class's tiers resolved once (class overrides applied), as every partner of it runs them. */
export function tiersByClass(
  tiers: readonly WaterfallTier[],
  carryPartnerId: string,
): (classId: string | undefined) => ResolvedTier[] {
  const resolvedByClass = new Map<string, ResolvedTier[]>();
  return (classId) => {
    const key = classId ?? '';
    let resolved = resolvedByClass.get(key);
    if (!resolved) {
      resolved = tiers.map((t) => resolveTier(t, classId, carryPartnerId));
      resolvedByClass.set(key, resolved);
    }
    return resolved;
  };
}

/** One waterfall over one set of partners (the whole fund, or one deal). */
function runScope(
  scope: string,
  distributable: number,
  partners: readonly WaterfallPartner[],
  settings: RunSettings,
): WaterfallRunResult {
  assertCents(distributable, `distributable amount of ${scope}`);
  if (distributable < 0)
    throw new DomainError(`The distributable amount of ${scope} is negative`, 'invalid_amount');
  const ids = new Set<string>();
  for (const p of partners) {
    if (ids.has(p.id))
      throw new DomainError(`Partner "${p.id}" appears twice in ${scope}`, 'duplicate_partner');
    ids.add(p.id);
  }
  const order = settings.tiers.map((t) => ({ name: t.name, type: t.type }));
  const tiersFor = tiersByClass(settings.tiers, settings.carryPartnerId);
  const apportioned = apportion(distributable, partners, settings.rounding, scope);
  const tierTotals = settings.tiers.map((t) => ({
    name: t.name,
    type: t.type,
    toPartners: 0,
    toCarryPartner: 0,
  }));
  const ctx = { asOf: settings.asOf, growth: settings.growth };

  const results: PartnerWaterfallResult[] = partners.map((partner) => {
    const totals: Record<string, TierTotals> = {};
    for (const { name } of order) {
      const prior = partner.prior?.[name];
      totals[name] = prior
        ? {
            toPartner: assertCents(prior.toPartner),
            toCarryPartner: assertCents(prior.toCarryPartner),
          }
        : { toPartner: 0, toCarryPartner: 0 };
    }
    let contributed = 0;
    for (const flow of partner.contributions) contributed += checkFlow(partner.id, flow);
    for (const flow of partner.distributions ?? []) checkFlow(partner.id, flow);
    for (const flow of partner.equalizedContributions ?? []) checkFlow(partner.id, flow);
    const position: PartnerPosition = {
      partnerId: partner.id,
      contributed: assertCents(contributed, `contributions of "${partner.id}"`),
      // Capital to return is what was paid; with the equalized effect, pref accrues as if paid at the initial closing.
      contributions:
        settings.prefEffect === 'equalized' && partner.equalizedContributions
          ? partner.equalizedContributions
          : partner.contributions,
      distributions: partner.distributions ?? [],
      totals,
      order,
      paidToPartnerThisRun: 0,
    };
    const start: PartnerPosition = { ...position, totals: { ...totals } };
    const share = apportioned[partner.id] ?? 0;
    let available = share;
    const tiers = tiersFor(partner.classId).map((tier, index) => {
      const result = runTier(tier, position, available, ctx);
      applyTierResult(position, result);
      available = result.remaining;
      tierTotals[index]!.toPartners += result.toPartner;
      tierTotals[index]!.toCarryPartner += result.toCarryPartner;
      return result;
    });
    const toCarryPartner = tiers.reduce((sum, t) => sum + t.toCarryPartner, 0);
    return {
      partnerId: partner.id,
      apportioned: share,
      tiers,
      toPartner: share - toCarryPartner,
      toCarryPartner,
      totals: position.totals,
      start,
    };
  });

  const paid = tierTotals.reduce((sum, t) => sum + t.toPartners + t.toCarryPartner, 0);
  if (paid !== distributable)
    throw new DomainError(
      `Waterfall of ${scope} paid ${paid} of ${distributable} cents`,
      'waterfall_unbalanced',
    );
  const steps: AuditStep[] = [
    {
      step: `Apportion ${scope}'s distributable amount`,
      formula:
        'each partner = distributable × sharing weight ÷ Σ sharing weights (default: commitment), rounded by the fund methodology',
      inputs: {
        distributable: formatCents(distributable),
        partners: partners.length,
        rounding: `${settings.rounding.rounding}, ${settings.rounding.ordering}`,
      },
    },
    ...tierTotals.map((t) => ({
      step: `Tier "${t.name}" (${t.type})`,
      inputs: {
        'to partners': formatCents(t.toPartners),
        'to carry partner': formatCents(t.toCarryPartner),
      },
      value: formatCents(t.toPartners + t.toCarryPartner),
    })),
    { step: 'Paid out', value: formatCents(paid), note: 'equals the distributable amount' },
  ];
  return { scope, distributable, partners: results, tiers: tierTotals, steps };
}

/**
 * Runs a distribution waterfall: whole fund (European), deal by deal (American, per realized
 * investment, with a clawback test), or hybrid (deal tiers with required and accelerated paydowns
 * and fund expense allocations added to each deal's capital to return). Every partner's share runs
 * through the tiers in order; the payouts sum exactly to the distributable amount.
 */
export function runWaterfall(input: WaterfallInput): WaterfallResult {
  checkTiers(input.tiers);
  const settings: RunSettings = {
    asOf: input.asOf,
    tiers: input.tiers,
    carryPartnerId: input.carryPartnerId,
    rounding: input.rounding,
    growth: growthCache(input.asOf),
    prefEffect: input.prefEffect ?? 'actual',
  };
  let runs: WaterfallRunResult[];
  let result: WaterfallResult['clawback'] = null;
  const steps: AuditStep[] = [];
  if (input.kind === 'whole_fund') {
    runs = [runScope('the fund', input.distributable, input.partners, settings)];
  } else {
    const deals =
      input.kind === 'hybrid'
        ? input.deals.map((deal) => {
            const added = addPaydowns(deal, input.rounding);
            steps.push(...added.steps);
            return added.deal;
          })
        : input.deals;
    runs = deals.map((deal) =>
      runScope(deal.investmentId, deal.distributable, deal.partners, settings),
    );
    result = clawback(runs, deals, input.tiers);
  }
  const payouts: Record<string, number> = {};
  for (const run of runs) {
    for (const partner of run.partners) {
      payouts[partner.partnerId] = (payouts[partner.partnerId] ?? 0) + partner.toPartner;
      for (const tier of partner.tiers) {
        if (tier.toCarryPartner !== 0)
          payouts[tier.carryPartnerId] = (payouts[tier.carryPartnerId] ?? 0) + tier.toCarryPartner;
      }
    }
  }
  const distributable = runs.reduce((sum, run) => sum + run.distributable, 0);
  steps.unshift({
    step: `${input.kind === 'whole_fund' ? 'Whole-fund (European)' : input.kind === 'deal_by_deal' ? 'Deal-by-deal (American)' : 'Hybrid'} waterfall as of ${input.asOf}`,
    inputs: {
      tiers: input.tiers.map((t) => `${t.name} (${t.type})`).join(' → '),
      'carry partner': input.carryPartnerId,
      runs: runs.length,
    },
    value: formatCents(distributable),
  });
  return {
    kind: input.kind,
    asOf: input.asOf,
    distributable,
    runs,
    payouts,
    clawback: result,
    steps,
  };
}
