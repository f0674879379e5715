import { DAY_COUNTS } from '../day-count';
import { DomainError } from '../domain-error';
import { Dec } from '../money';
import {
  COMPOUNDING_CADENCES,
  PREF_LIMITING_FACTORS,
  WATERFALL_TIER_TYPES,
  type ResolvedTier,
  type WaterfallTier,
} from './types';

function checkFraction(value: string | undefined, what: string, tier: string): void {
  if (value === undefined) throw new DomainError(`Tier "${tier}" needs ${what}`, 'invalid_tier');
  let d: Dec;
  try {
    d = new Dec(value);
  } catch {
    throw new DomainError(`Tier "${tier}": ${what} "${value}" is not a number`, 'invalid_tier');
  }
  if (d.isNegative() || d.greaterThan(1))
    throw new DomainError(
      `Tier "${tier}": ${what} must be between 0 and 1, got ${value}`,
      'invalid_tier',
    );
}

/** The tier as one commitment class sees it: class overrides applied, defaults filled in, every field checked. */
export function resolveTier(
  tier: WaterfallTier,
  classId: string | undefined,
  carryPartnerId: string,
): ResolvedTier {
  const override = classId === undefined ? undefined : tier.classOverrides?.[classId];
  const resolved: ResolvedTier = {
    ...tier,
    ...override,
    name: tier.name,
    type: tier.type,
    carryPartnerId: override?.carryPartnerId ?? tier.carryPartnerId ?? carryPartnerId,
  };
  delete (resolved as WaterfallTier).classOverrides;
  if (!WATERFALL_TIER_TYPES.includes(tier.type))
    throw new DomainError(
      `Tier "${tier.name}" has unknown type "${String(tier.type)}"`,
      'invalid_tier',
    );
  if (tier.type === 'preferred_return') {
    resolved.compounding ??= 'annually';
    resolved.dayCount ??= 'actual_365';
    resolved.limitingFactor ??= 'cash_flows';
    checkFraction(resolved.rate, 'a preferred return rate', tier.name);
    if (!COMPOUNDING_CADENCES.includes(resolved.compounding))
      throw new DomainError(
        `Tier "${tier.name}": unknown compounding "${resolved.compounding}"`,
        'invalid_tier',
      );
    if (!DAY_COUNTS.includes(resolved.dayCount))
      throw new DomainError(
        `Tier "${tier.name}": unknown day count "${resolved.dayCount}"`,
        'invalid_tier',
      );
    if (!PREF_LIMITING_FACTORS.includes(resolved.limitingFactor)) {
      throw new DomainError(
        `Tier "${tier.name}": unknown limiting factor "${resolved.limitingFactor}"`,
        'invalid_tier',
      );
    }
  }
  if (tier.type === 'gp_catch_up') {
    resolved.catchUp ??= '1';
    checkFraction(resolved.catchUp, 'a catch-up share', tier.name);
    checkFraction(resolved.carry, 'a target carry', tier.name);
    if (!new Dec(resolved.catchUp).greaterThan(resolved.carry!)) {
      throw new DomainError(
        `Tier "${tier.name}": a catch-up share of ${resolved.catchUp} can never bring the carry partner to ${resolved.carry} of profits`,
        'invalid_tier',
      );
    }
  }
  if (tier.type === 'final_split') checkFraction(resolved.carry, 'a carry share', tier.name);
  return resolved;
}

/** A waterfall must pay out everything: tier names unique, a final split last. */
export function checkTiers(tiers: readonly WaterfallTier[]): void {
  if (tiers.length === 0) throw new DomainError('The waterfall has no tiers', 'invalid_waterfall');
  const names = new Set<string>();
  for (const tier of tiers) {
    if (names.has(tier.name))
      throw new DomainError(`Two tiers are named "${tier.name}"`, 'invalid_waterfall');
    names.add(tier.name);
  }
  if (tiers.at(-1)!.type !== 'final_split') {
    throw new DomainError(
      'The last tier must be a final split, or part of the distributable amount would be left unpaid',
      'invalid_waterfall',
    );
  }
}
