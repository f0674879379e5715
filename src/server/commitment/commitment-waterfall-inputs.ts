import { and, eq } from 'drizzle-orm';
import { kindedRows, moneyDirection, type MoneyDirection } from '../../domain/ledger-figures';
import { formatCents, type AuditStep } from '../../domain/money';
import type { DatedAmount, TierTotals, WaterfallTier } from '../../domain/waterfall';
import type { Database } from '../db/database';
import { fund_family_events, transaction_codes, transactions } from '../db/schema';
import { figureRow } from '../ledger/ledger-figure-rows';
import { performanceFigures } from '../ledger/performance-figures';
import { postedAsOf } from '../ledger/posted-ledger';
import { baseClassifications, baseCodeName } from '../investor-transfer/transfer-codes';
import { formatDate } from '../../domain/date-display';

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
      is_draft: transactions.is_draft,
      event_id: fund_family_events.id,
      event_type: fund_family_events.event_type,
      code: transaction_codes.name,
      code_display_name: transaction_codes.display_name,
      classification: transaction_codes.classification,
      is_recallable: transaction_codes.is_recallable,
      affects_net_irr: transaction_codes.affects_net_irr,
      affects_nav: transaction_codes.affects_nav,
      should_get_equalized: transaction_codes.should_get_equalized,
      affects_waterfall: transaction_codes.affects_waterfall,
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .innerJoin(fund_family_events, eq(fund_family_events.id, transactions.fund_family_event_id))
    .where(and(postedAsOf({ ...scope, asOf }), eq(transactions.commitment_id, commitmentId)));
  const baseOf = await baseClassifications(db, scope, [scope.fundFamilyId]);
  const based = rows.map((r) => ({
    ...r,
    commitment_id: commitmentId,
    base_code: baseCodeName(r.code),
    base_classification: baseOf({ ...r, fund_family_id: scope.fundFamilyId }),
  }));
  // Which way each row moves money is the domain's one reading of its code (docs/figures.md).
  const kinds = kindedRows(based.map(figureRow));
  const flagged = based.flatMap((r, i) => {
    const direction = moneyDirection(kinds[i]!.kind);
    return r.affects_waterfall && direction !== null ? [{ ...r, direction }] : [];
  });
  const flows = (direction: MoneyDirection) =>
    positiveFlows(
      flagged
        .filter((r) => r.direction === direction)
        .map((r) => ({ date: r.effective_date, amount: r.amount_cents })),
    );
  const contributions = flows('into_fund');
  const distributions = flows('to_partner');
  const performance = performanceFigures(based, asOf);
  // By the names people know the codes by, not their snake_case keys.
  const codes = [...new Set(flagged.map((r) => r.code_display_name))].sort().join(', ') || 'none';
  return {
    contributions,
    distributions,
    nav: performance.nav_cents,
    steps: [
      {
        step: `The commitment's posted ledger on ${formatDate(asOf)}`,
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
