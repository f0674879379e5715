import { and, eq } from 'drizzle-orm';
import { formatCents, type AuditStep } from '../../domain/money';
import type { DatedAmount, TierTotals, WaterfallTier } from '../../domain/waterfall';
import type { Database } from '../db/database';
import { fund_family_events, transaction_codes, transactions } from '../db/schema';
import { performanceFigures } from './performance-figures';
import { postedAsOf } from './posted-ledger';
import { baseCodeName } from './transfer-codes';

/** A dated flow list with reversals taken out: a negative net day cancels the latest flows first. */
function positiveFlows(flows: readonly DatedAmount[]): DatedAmount[] {
  const byDate = new Map<string, number>();
  for (const f of flows) byDate.set(f.date, (byDate.get(f.date) ?? 0) + f.amount);
  const kept: DatedAmount[] = [];
  for (const date of [...byDate.keys()].sort()) {
    let amount = byDate.get(date)!;
    while (amount < 0 && kept.length > 0) {
      const last = kept[kept.length - 1]!;
      const taken = Math.min(last.amount, -amount);
      last.amount -= taken;
      amount += taken;
      if (last.amount === 0) kept.pop();
    }
    if (amount > 0) kept.push({ date, amount });
  }
  return kept;
}

const sum = (flows: readonly DatedAmount[]) => flows.reduce((s, f) => s + f.amount, 0);

export type CommitmentWaterfallLedger = {
  contributions: DatedAmount[];
  distributions: DatedAmount[];
  nav: number | null;
  steps: AuditStep[];
};

/**
 * The commitment's own figures on `asOf` from the posted ledger (final rows of completed events):
 * contributions and distributions of the codes flagged "affects waterfall" (spec §3; a transfer
 * twin counts as the code it moved), and its NAV as the performance tab computes it.
 */
export async function commitmentWaterfallLedger(
  db: Database,
  scope: { customerId: string; fundFamilyId: string },
  commitmentId: string,
  asOf: string,
): Promise<CommitmentWaterfallLedger> {
  const rows = await db
    .select({
      effective_date: transactions.effective_date,
      amount_cents: transactions.amount_cents,
      code: transaction_codes.name,
      code_display_name: transaction_codes.display_name,
      classification: transaction_codes.classification,
      affects_net_irr: transaction_codes.affects_net_irr,
      affects_nav: transaction_codes.affects_nav,
      affects_waterfall: transaction_codes.affects_waterfall,
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .innerJoin(fund_family_events, eq(fund_family_events.id, transactions.fund_family_event_id))
    .where(and(postedAsOf({ ...scope, asOf }), eq(transactions.commitment_id, commitmentId)));
  const classification = new Map(rows.map((r) => [r.code, r.classification]));
  const based = rows.map((r) => {
    const base = baseCodeName(r.code);
    return {
      ...r,
      commitment_id: commitmentId,
      base_code: base,
      base_classification: classification.get(base) ?? r.classification,
    };
  });
  const isDistribution = (r: (typeof based)[number]) =>
    r.base_classification === 'proceeds' || r.base_code.includes('distribution');
  const flagged = based.filter(
    (r) => r.affects_waterfall && r.base_classification !== 'commitment',
  );
  const flows = (distribution: boolean) =>
    positiveFlows(
      flagged
        .filter((r) => isDistribution(r) === distribution)
        .map((r) => ({ date: r.effective_date, amount: r.amount_cents })),
    );
  const contributions = flows(false);
  const distributions = flows(true);
  const performance = performanceFigures(based, asOf);
  const codes = [...new Set(flagged.map((r) => r.base_code))].sort().join(', ') || 'none';
  return {
    contributions,
    distributions,
    nav: performance.nav_cents,
    steps: [
      {
        step: `The commitment's posted ledger on ${asOf}`,
        formula:
          'rows of codes flagged "affects waterfall": contributions and distributions by date, reversals netted',
        inputs: {
          codes,
          contributions: `${formatCents(sum(contributions))} in ${contributions.length} flow(s)`,
          distributions: `${formatCents(sum(distributions))} in ${distributions.length} flow(s)`,
        },
      },
      ...performance.nav_steps,
    ],
  };
}

/**
 * What the commitment's earlier distributions already paid through the tiers. The ledger does
 * not record tiers, so they count as capital returned first (the first return-of-capital tier),
 * and any excess as paid through the first preferred-return tier (else the last tier), all to
 * the partner: later tiers then see the profits it has had.
 */
export function priorTotals(
  tiers: readonly WaterfallTier[],
  contributed: number,
  distributed: number,
): { prior: Record<string, TierTotals>; step: AuditStep } {
  const capitalTier = tiers.find((t) => t.type === 'return_of_capital');
  const profitTier = tiers.find((t) => t.type === 'preferred_return') ?? tiers[tiers.length - 1];
  const capital = capitalTier ? Math.min(distributed, contributed) : 0;
  const excess = distributed - capital;
  const prior: Record<string, TierTotals> = {};
  if (capitalTier && capital > 0)
    prior[capitalTier.name] = { toPartner: capital, toCarryPartner: 0 };
  if (profitTier && excess > 0) {
    const before = prior[profitTier.name]?.toPartner ?? 0;
    prior[profitTier.name] = { toPartner: before + excess, toCarryPartner: 0 };
  }
  return {
    prior,
    step: {
      step: 'Earlier distributions through the tiers',
      formula:
        'capital returned = min(distributed, contributed); the excess as paid through the preferred return',
      inputs: {
        distributed: formatCents(distributed),
        contributed: formatCents(contributed),
        'capital returned': formatCents(capital),
        excess: formatCents(excess),
      },
      note: 'The ledger does not say which tier paid a distribution: capital first is assumed.',
    },
  };
}
