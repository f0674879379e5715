import { Dec, formatCents, roundCents } from '../money';
import type { Deal, WaterfallResult, WaterfallRunResult, WaterfallTier } from './types';

/** Deal-by-deal clawback test: carry received beyond the carry share of the fund's overall profit. */
export function clawback(
  runs: WaterfallRunResult[],
  deals: Deal[],
  tiers: WaterfallTier[],
): NonNullable<WaterfallResult['clawback']> {
  const carry = new Dec(tiers.at(-1)!.carry ?? 0);
  let carryReceived = 0;
  let distributed = 0;
  for (const run of runs) {
    for (const partner of run.partners) {
      for (const totals of Object.values(partner.totals)) {
        carryReceived += totals.toCarryPartner;
        distributed += totals.toPartner + totals.toCarryPartner;
      }
    }
  }
  const contributed = deals.reduce(
    (sum, deal) =>
      sum +
      deal.partners.reduce((s, p) => s + p.contributions.reduce((a, c) => a + c.amount, 0), 0),
    0,
  );
  const profit = distributed - contributed;
  const carryEntitled = Math.max(0, roundCents(carry.times(profit)));
  const exposure = Math.max(0, carryReceived - carryEntitled);
  return {
    carryReceived,
    carryEntitled,
    exposure,
    steps: [
      {
        step: 'Clawback test over all deals',
        formula:
          'exposure = max(0, carry received − carry × (everything distributed − everything contributed))',
        inputs: {
          'carry received': formatCents(carryReceived),
          distributed: formatCents(distributed),
          contributed: formatCents(contributed),
          carry: carry.toString(),
        },
        value: formatCents(exposure),
      },
    ],
  };
}
