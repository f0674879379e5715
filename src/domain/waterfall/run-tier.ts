import { DomainError } from '../domain-error';
import { formatCents, type AuditStep } from '../money';
import { divideRound, fraction, timesFraction } from './fraction';
import { growthCache, type GrowthCache } from './growth-factor';
import {
  describePreferredReturn,
  preferredReturnOwed,
  returnedCapital,
  type PrefContext,
} from './preferred-return-owed';
import { resolveTier } from './resolve-tier';
import type {
  PartnerPosition,
  PartnerWaterfallResult,
  ResolvedTier,
  TierBalances,
  TierResult,
  WaterfallTier,
} from './types';

function balances(position: PartnerPosition, tierName: string): TierBalances {
  let carrySoFar = 0;
  let profitsSoFar = 0;
  for (const { name, type } of position.order) {
    const totals = position.totals[name]!;
    carrySoFar += totals.toCarryPartner;
    if (type !== 'return_of_capital') profitsSoFar += totals.toPartner + totals.toCarryPartner;
  }
  return {
    unreturnedCapital: Math.max(0, position.contributed - returnedCapital(position)),
    carrySoFar,
    profitsSoFar,
    // Totals objects are replaced, never changed in place, so sharing this one is safe.
    paidThroughTier: position.totals[tierName]!,
  };
}

/**
 * Runs one tier for one partner's share: computes the tier's hurdle from the partner's position,
 * pays up to it out of `available`, and says who got what and from which figures (`basis`,
 * `before`, `after`; `describeTier` turns them into readable steps). The same function runs every
 * tier of a waterfall and the calculation playground's re-run of a single tier.
 */
export function runTier(
  tier: ResolvedTier,
  position: PartnerPosition,
  available: number,
  ctx: PrefContext,
): TierResult {
  if (!Number.isInteger(available) || available < 0) {
    throw new DomainError(
      `Tier "${tier.name}" was given ${available} cents to pay out`,
      'invalid_amount',
    );
  }
  if (!position.totals[tier.name]) {
    throw new DomainError(
      `Partner "${position.partnerId}" has no totals for tier "${tier.name}"`,
      'invalid_waterfall',
    );
  }
  const before = balances(position, tier.name);
  let hurdle: number | null = null;
  let toPartner = 0;
  let toCarryPartner = 0;
  let basis: Record<string, number>;

  switch (tier.type) {
    case 'return_of_capital': {
      hurdle = before.unreturnedCapital;
      toPartner = Math.min(available, hurdle);
      basis = { contributed: position.contributed };
      break;
    }
    case 'preferred_return': {
      const pref = preferredReturnOwed(tier, position, ctx);
      hurdle = pref.owed;
      toPartner = Math.min(available, hurdle);
      basis = pref.basis;
      break;
    }
    case 'gp_catch_up': {
      const c = fraction(tier.catchUp!);
      const t = fraction(tier.carry!);
      // Paying x with share c to the carry partner reaches the target when G + c·x = t·(S + x):
      // x = (t·S − G) ÷ (c − t), here over common denominators.
      const numerator =
        (t.num * BigInt(before.profitsSoFar) - BigInt(before.carrySoFar) * t.den) * c.den;
      const denominator = c.num * t.den - t.num * c.den;
      hurdle = Math.max(0, divideRound(numerator, denominator));
      const paid = Math.min(available, hurdle);
      toCarryPartner = timesFraction(paid, c);
      toPartner = paid - toCarryPartner;
      basis = { paid };
      break;
    }
    case 'final_split': {
      toCarryPartner = timesFraction(available, fraction(tier.carry!));
      toPartner = available - toCarryPartner;
      basis = {};
      break;
    }
    default:
      throw new DomainError(
        `Unknown tier type "${String((tier as ResolvedTier).type)}"`,
        'invalid_tier',
      );
  }

  return tierResult(tier, position.partnerId, before, {
    available,
    hurdle,
    toPartner,
    toCarryPartner,
    basis,
  });
}

/** What a tier decided for a partner: the figures a stored run keeps (see replayTiers). */
export type TierPayment = Pick<
  TierResult,
  'available' | 'hurdle' | 'toPartner' | 'toCarryPartner' | 'basis'
>;

/** A tier's result from what it paid: the balances after follow from those before. */
function tierResult(
  tier: ResolvedTier,
  partnerId: string,
  before: TierBalances,
  paid: TierPayment,
): TierResult {
  const { available, toPartner, toCarryPartner } = paid;
  const profits = tier.type === 'return_of_capital' ? 0 : toPartner + toCarryPartner;
  return {
    tierName: tier.name,
    tierType: tier.type,
    partnerId,
    carryPartnerId: tier.carryPartnerId,
    tier,
    available,
    hurdle: paid.hurdle,
    toPartner,
    toCarryPartner,
    remaining: available - toPartner - toCarryPartner,
    basis: paid.basis,
    before,
    after: {
      unreturnedCapital:
        tier.type === 'return_of_capital'
          ? before.unreturnedCapital - toPartner
          : before.unreturnedCapital,
      carrySoFar: before.carrySoFar + toCarryPartner,
      profitsSoFar: before.profitsSoFar + profits,
      paidThroughTier: {
        toPartner: before.paidThroughTier.toPartner + toPartner,
        toCarryPartner: before.paidThroughTier.toCarryPartner + toCarryPartner,
      },
    },
  };
}

/**
 * A partner's tier results rebuilt from its starting position and what each tier paid, exactly
 * as runTier made them: a stored run keeps only those (issue 18: a run of 10,000 partners
 * otherwise stores every tier's balances and terms 10,000 times over). No hurdle is computed
 * again: the payments are the run's own.
 */
export function replayTiers(
  tiers: readonly ResolvedTier[],
  start: PartnerPosition,
  paid: readonly TierPayment[],
): TierResult[] {
  if (paid.length !== tiers.length) {
    throw new DomainError(
      `Partner "${start.partnerId}" has ${paid.length} tier payments for ${tiers.length} tiers`,
      'invalid_waterfall',
    );
  }
  const position: PartnerPosition = { ...start, totals: { ...start.totals } };
  return tiers.map((tier, index) => {
    const result = tierResult(tier, start.partnerId, balances(position, tier.name), paid[index]!);
    applyTierResult(position, result);
    return result;
  });
}

/**
 * The readable audit of one tier result: inputs, formula and intermediate values. Built on
 * demand, because a run over thousands of partners is rarely read line by line.
 */
export function describeTier(
  result: TierResult,
  asOf: string,
  detail?: { contributions: readonly { date: string; amount: number }[]; growth: GrowthCache },
): AuditStep[] {
  const { tier, available, toPartner, toCarryPartner, before, basis } = result;
  const split = `${formatCents(toCarryPartner)} to ${result.carryPartnerId}, ${formatCents(toPartner)} to ${result.partnerId}`;
  switch (tier.type) {
    case 'return_of_capital':
      return [
        {
          step: 'Return of capital',
          formula:
            'hurdle = contributed − capital returned; pay min(available, hurdle), 100% to the partner',
          inputs: {
            contributed: formatCents(basis.contributed!),
            returned: formatCents(basis.contributed! - result.hurdle!),
            available: formatCents(available),
          },
          value: formatCents(toPartner),
        },
      ];
    case 'preferred_return':
      return [
        ...describePreferredReturn(tier, result.hurdle!, basis, asOf, detail),
        {
          step: 'Pay the preferred return',
          formula: 'min(available, owed), 100% to the partner',
          inputs: { available: formatCents(available) },
          value: formatCents(toPartner),
        },
      ];
    case 'gp_catch_up':
      return [
        {
          step: 'Catch-up hurdle',
          formula: 'x = (carry × profits so far − carry so far) ÷ (catch-up share − carry)',
          inputs: {
            'catch-up share': tier.catchUp!,
            carry: tier.carry!,
            'profits so far': formatCents(before.profitsSoFar),
            'carry so far': formatCents(before.carrySoFar),
          },
          value: formatCents(result.hurdle!),
        },
        {
          step: 'Pay the catch-up',
          formula:
            'paid = min(available, x); carry partner = paid × catch-up share (rounded); partner = the rest',
          inputs: { available: formatCents(available), paid: formatCents(basis.paid!) },
          value: split,
        },
      ];
    case 'final_split':
      return [
        {
          step: 'Final split',
          formula: 'carry partner = available × carry (rounded); partner = the rest',
          inputs: { available: formatCents(available), carry: tier.carry! },
          value: split,
        },
      ];
  }
}

/** Records a tier's payments in the partner's position (the engine's running state). */
export function applyTierResult(position: PartnerPosition, result: TierResult): void {
  position.totals[result.tierName] = result.after.paidThroughTier;
  position.paidToPartnerThisRun += result.toPartner;
}

/** A partner's position just before a tier of a run, replayed from the run's result: the tier audit's input. */
export function positionBeforeTier(
  partner: PartnerWaterfallResult,
  tierName: string,
): PartnerPosition {
  const position: PartnerPosition = { ...partner.start, totals: { ...partner.start.totals } };
  for (const tier of partner.tiers) {
    if (tier.tierName === tierName) return position;
    applyTierResult(position, tier);
  }
  throw new DomainError(`Tier "${tierName}" is not in this run`, 'unknown_tier');
}

export type TierPlaygroundInput = {
  tier: WaterfallTier;
  classId?: string;
  carryPartnerId: string;
  /** The partner's position before the tier, as the tier audit showed it (edit freely). */
  position: PartnerPosition;
  available: number;
  asOf: string;
};

/** The calculation playground: re-runs one tier with edited inputs; the steps include each contribution's growth. */
export function runTierPlayground(input: TierPlaygroundInput): TierResult & { steps: AuditStep[] } {
  const tier = resolveTier(input.tier, input.classId, input.carryPartnerId);
  const position: PartnerPosition = {
    ...input.position,
    totals: {
      ...input.position.totals,
      [tier.name]: input.position.totals[tier.name] ?? { toPartner: 0, toCarryPartner: 0 },
    },
  };
  if (!position.order.some((o) => o.name === tier.name))
    position.order = [...position.order, { name: tier.name, type: tier.type }];
  const growth = growthCache(input.asOf);
  const result = runTier(tier, position, input.available, { asOf: input.asOf, growth });
  return {
    ...result,
    steps: describeTier(result, input.asOf, { contributions: position.contributions, growth }),
  };
}
