import { dayNumber } from '../day-count';
import { DomainError } from '../domain-error';
import { Dec, formatCents, roundCents, type AuditStep } from '../money';
import { growthFactor, growthSumCents, type GrowthCache } from './growth-factor';
import type { PartnerPosition, ResolvedTier } from './types';

export type PrefContext = { asOf: string; growth: GrowthCache };

/** Capital returned so far (return-of-capital tiers, prior runs and this one). */
export function returnedCapital(position: PartnerPosition): number {
  let total = 0;
  for (const { name, type } of position.order)
    if (type === 'return_of_capital') total += position.totals[name]!.toPartner;
  return total;
}

/**
 * The preferred return still owed to a partner at the run date, by limiting factor:
 * - cash_flows: an IRR hurdle. Each contribution grows at the pref rate from its date and each
 *   distribution (any tier) from its date, so a distribution stops accrual on what it paid back.
 *   Owed = that balance − what this run already paid the partner − capital still unreturned.
 * - none: each contribution accrues from its date to the run date whatever was distributed
 *   meanwhile; owed = that accrual − pref already paid through this tier.
 * - unpaid_pref: accrues on unreturned capital plus unpaid pref between flows; return-of-capital
 *   distributions reduce capital and preferred-return ones reduce unpaid pref (untagged: capital
 *   first). Owed = unpaid pref at the run date.
 */
export function preferredReturnOwed(
  tier: ResolvedTier,
  position: PartnerPosition,
  ctx: PrefContext,
): { owed: number; basis: Record<string, number> } {
  const factor = ctx.growth(tier.rate!, tier.compounding!, tier.dayCount!);
  switch (tier.limitingFactor) {
    case 'cash_flows': {
      const hurdleBalance = growthSumCents(
        position.contributions,
        position.distributions,
        factor,
        false,
      );
      const unreturned = Math.max(0, position.contributed - returnedCapital(position));
      const paidThisRun = position.paidToPartnerThisRun;
      return {
        owed: Math.max(0, hurdleBalance - paidThisRun - unreturned),
        basis: { hurdleBalance, paidThisRun, unreturned },
      };
    }
    case 'none': {
      const accrued = growthSumCents(position.contributions, [], factor, true);
      const alreadyPaid = position.totals[tier.name]!.toPartner;
      return { owed: Math.max(0, accrued - alreadyPaid), basis: { accrued, alreadyPaid } };
    }
    case 'unpaid_pref': {
      const unpaid = unpaidPref(tier, position, ctx.asOf);
      return { owed: unpaid, basis: { unpaid } };
    }
    default:
      throw new DomainError(
        `Unknown pref calc limiting factor "${String(tier.limitingFactor)}"`,
        'invalid_limiting_factor',
      );
  }
}

const PREF_FORMULAS: Record<string, [string, string]> = {
  cash_flows: [
    'Preferred return owed (IRR hurdle on cash flows)',
    'owed = max(0, Σ contributions grown − Σ earlier distributions grown − paid this run − unreturned capital)',
  ],
  none: [
    'Preferred return owed (on contributions, not limited by distributions)',
    'owed = max(0, Σ contribution × (growth − 1) − pref already paid)',
  ],
  unpaid_pref: [
    'Preferred return owed (on unreturned capital and unpaid pref)',
    'between flows: unpaid pref += (unreturned capital + unpaid pref) × (growth − 1)',
  ],
};
const BASIS_LABELS: Record<string, string> = {
  hurdleBalance: 'hurdle balance',
  paidThisRun: 'paid this run',
  unreturned: 'unreturned capital',
  accrued: 'accrued',
  alreadyPaid: 'already paid',
  unpaid: 'unpaid pref',
};

/** The readable steps of a preferred return computation; with `contributions`, one step per contribution's growth. */
export function describePreferredReturn(
  tier: ResolvedTier,
  owed: number,
  basis: Record<string, number>,
  asOf: string,
  detail?: { contributions: readonly { date: string; amount: number }[]; growth: GrowthCache },
): AuditStep[] {
  const steps: AuditStep[] = [];
  if (detail) {
    const factor = detail.growth(tier.rate!, tier.compounding!, tier.dayCount!);
    for (const flow of detail.contributions) {
      steps.push({
        step: `Contribution of ${flow.date}`,
        inputs: { amount: formatCents(flow.amount) },
        formula: tier.compounding === 'never' ? 'grows × (1 + r·t)' : 'grows × (1 + r/m)^(m·t)',
        value: fixedFactorText(factor(flow.date).fixed),
      });
    }
  }
  const [step, formula] = PREF_FORMULAS[tier.limitingFactor!]!;
  const inputs: Record<string, string> = {
    rate: tier.rate!,
    compounding: tier.compounding!,
    'day count': tier.dayCount!,
    'limiting factor': tier.limitingFactor!,
    'run date': asOf,
  };
  for (const [key, value] of Object.entries(basis))
    inputs[BASIS_LABELS[key] ?? key] = formatCents(value);
  steps.push({ step, formula, inputs, value: formatCents(owed) });
  return steps;
}

const FIXED_ONE = 10n ** 24n;

function fixedFactorText(value: bigint): string {
  return new Dec(value.toString()).dividedBy(FIXED_ONE.toString()).toFixed(12);
}

function unpaidPref(tier: ResolvedTier, position: PartnerPosition, asOf: string): number {
  const events = [
    ...position.contributions.map((flow) => ({ ...flow, kind: 'contribution' as const })),
    ...position.distributions.map((flow) => ({
      ...flow,
      kind: flow.tierType ?? ('untagged' as const),
    })),
  ]
    .filter((event) => dayNumber(event.date) <= dayNumber(asOf))
    .sort((a, b) => dayNumber(a.date) - dayNumber(b.date));
  let capital = new Dec(0);
  let pref = new Dec(0);
  let last: string | null = null;
  const accrue = (to: string) => {
    if (last === null) return;
    const growth = growthFactor(last, to, tier.rate!, tier.compounding!, tier.dayCount!).minus(1);
    // Simple interest never earns on unpaid pref; compounding cadences do.
    pref = pref.plus((tier.compounding === 'never' ? capital : capital.plus(pref)).times(growth));
  };
  for (const event of events) {
    accrue(event.date);
    last = event.date;
    if (event.kind === 'contribution') capital = capital.plus(event.amount);
    else if (event.kind === 'return_of_capital') capital = Dec.max(0, capital.minus(event.amount));
    else if (event.kind === 'preferred_return') pref = Dec.max(0, pref.minus(event.amount));
    else if (event.kind === 'untagged') {
      const toCapital = Dec.min(capital, event.amount);
      capital = capital.minus(toCapital);
      pref = Dec.max(0, pref.minus(new Dec(event.amount).minus(toCapital)));
    }
  }
  accrue(asOf);
  // Earlier pref payments show in the tagged distributions; a tier runs once per run, so nothing of this run is paid yet.
  return Math.max(0, roundCents(pref));
}
