import type {
  ClassChangeEqualization,
  ClassEconomicsDifference,
} from '../../api/commitment-class-change';
import type { RatePoint } from '../../domain/fees';
import type { TierParams } from '../../domain/waterfall/types';
import { fractionToPercent } from '../../api/percent';
import type { fees } from '../db/schema';

type ClassTerms = {
  name: string;
  waterfall_overrides: Record<string, TierParams>;
  rates: (feeId: string) => RatePoint[] | undefined;
} | null;

const ratesText = (points: readonly RatePoint[]) =>
  points.map((p) => `${fractionToPercent(p.rate)}% from ${p.from}`).join(', ');

const tierText = (params: TierParams | undefined) => {
  if (!params) return 'fund default';
  const parts = [
    params.rate !== undefined ? `pref ${fractionToPercent(params.rate)}%` : null,
    params.catchUp !== undefined ? `catch-up ${fractionToPercent(params.catchUp)}%` : null,
    params.carry !== undefined ? `carry ${fractionToPercent(params.carry)}%` : null,
    params.compounding ? `compounding ${params.compounding}` : null,
    params.dayCount ? `day count ${params.dayCount}` : null,
    params.limitingFactor ? `limit ${params.limitingFactor}` : null,
    params.carryPartnerId ? `carry partner ${params.carryPartnerId}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'fund default';
};

/**
 * Step "equalization" of a class change: the economic terms that differ between the classes
 * (each fee's rates as the class applies them, each waterfall tier's overrides). Classes are
 * terms over one fund entity's capital, so the commitment's contributions and distributions
 * move with it and no capital is equalized between classes; the fee difference is the fee
 * true-up, and a different waterfall applies at every run from the effective date.
 */
export function classChangeEqualization(
  familyFees: readonly (typeof fees.$inferSelect)[],
  from: ClassTerms,
  to: ClassTerms,
): ClassChangeEqualization {
  const differences: ClassEconomicsDifference[] = [];
  for (const fee of familyFees) {
    const before = ratesText(from?.rates(fee.id) ?? fee.rates);
    const after = ratesText(to?.rates(fee.id) ?? fee.rates);
    if (before !== after) differences.push({ term: `${fee.name} rate`, from: before, to: after });
  }
  const tiers = new Set([
    ...Object.keys(from?.waterfall_overrides ?? {}),
    ...Object.keys(to?.waterfall_overrides ?? {}),
  ]);
  for (const tier of [...tiers].sort()) {
    const before = tierText(from?.waterfall_overrides[tier]);
    const after = tierText(to?.waterfall_overrides[tier]);
    if (before !== after)
      differences.push({ term: `Waterfall tier ${tier}`, from: before, to: after });
  }
  const same = differences.length === 0;
  return {
    same_economics: same,
    differences,
    amount_cents: 0,
    explanation: same
      ? `${from?.name ?? 'Fund defaults'} and ${to?.name ?? 'fund defaults'} have the same economics: the equalization between them is zero.`
      : 'Both classes hold their capital in the same fund entity, so the commitment keeps its contributions and distributions and no capital is equalized between the classes (zero). The fee difference is the fee true-up; the new waterfall terms apply at every waterfall run from the effective date.',
  };
}
