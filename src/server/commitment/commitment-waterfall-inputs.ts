import { and, eq, isNotNull } from 'drizzle-orm';
import { kindedRows, moneyDirection, type MoneyDirection } from '../../domain/ledger-figures';
import { formatCents, type AuditStep } from '../../domain/money';
import type { DatedAmount, TierTotals, WaterfallTier } from '../../domain/waterfall';
import { yieldToEventLoop } from '../db/batches';
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

type WaterfallScope = { customerId: string; fundFamilyId: string };

/**
 * The posted rows a waterfall reads, with their codes' flags, for one or every commitment. The
 * codes (a few dozen) are read once and joined here, rather than their eight columns repeated on
 * each of the 400,000 rows a distribution over 10,000 partners reads (issue 18's bench).
 */
async function waterfallRowsQuery(
  db: Database,
  scope: WaterfallScope,
  asOf: string,
  commitmentId: string | null,
) {
  const [rows, codes] = await Promise.all([
    db
      .select({
        commitment_id: transactions.commitment_id,
        effective_date: transactions.effective_date,
        amount_cents: transactions.amount_cents,
        is_draft: transactions.is_draft,
        event_id: transactions.fund_family_event_id,
        event_type: fund_family_events.event_type,
        code_id: transactions.transaction_code_id,
      })
      .from(transactions)
      .innerJoin(fund_family_events, eq(fund_family_events.id, transactions.fund_family_event_id))
      .where(
        and(
          postedAsOf({ ...scope, asOf }),
          commitmentId === null
            ? isNotNull(transactions.commitment_id)
            : eq(transactions.commitment_id, commitmentId),
        ),
      ),
    db
      .select({
        id: transaction_codes.id,
        code: transaction_codes.name,
        code_display_name: transaction_codes.display_name,
        classification: transaction_codes.classification,
        is_recallable: transaction_codes.is_recallable,
        affects_net_irr: transaction_codes.affects_net_irr,
        affects_nav: transaction_codes.affects_nav,
        should_get_equalized: transaction_codes.should_get_equalized,
        affects_waterfall: transaction_codes.affects_waterfall,
      })
      .from(transaction_codes)
      .where(eq(transaction_codes.customer_id, scope.customerId)),
  ]);
  const codeOf = new Map(codes.map(({ id, ...code }) => [id, code]));
  return rows.map(({ code_id, ...row }) => ({ ...row, ...codeOf.get(code_id)! }));
}

type WaterfallRow = Awaited<ReturnType<typeof waterfallRowsQuery>>[number];
type BaseOf = Awaited<ReturnType<typeof baseClassifications>>;

/** One commitment's rows read as the figures read them: each row's base code and classification. */
const basedRows = (rows: readonly WaterfallRow[], scope: WaterfallScope, baseOf: BaseOf) =>
  rows.map((r) => ({
    ...r,
    commitment_id: r.commitment_id!,
    base_code: baseCodeName(r.code),
    base_classification: baseOf({ ...r, fund_family_id: scope.fundFamilyId }),
  }));

/** One commitment's contributions and distributions for the waterfall, and the step saying so. */
function waterfallFlows(
  based: ReturnType<typeof basedRows>,
  asOf: string,
): Omit<CommitmentWaterfallLedger, 'nav'> {
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
  // By the names people know the codes by, not their snake_case keys.
  const codes = [...new Set(flagged.map((r) => r.code_display_name))].sort().join(', ') || 'none';
  return {
    contributions,
    distributions,
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
    ],
  };
}

/**
 * The commitment's own figures on `asOf` from the posted ledger (final rows of completed events):
 * contributions and distributions of the codes flagged "affects waterfall" (spec §3; a transfer
 * twin counts as the code it moved), and its NAV as the performance tab computes it.
 */
export async function commitmentWaterfallLedger(
  db: Database,
  scope: WaterfallScope,
  commitmentId: string,
  asOf: string,
): Promise<CommitmentWaterfallLedger> {
  const rows = await waterfallRowsQuery(db, scope, asOf, commitmentId);
  const based = basedRows(rows, scope, await baseClassifications(db, scope, [scope.fundFamilyId]));
  const flows = waterfallFlows(based, asOf);
  const performance = performanceFigures(based, asOf);
  return {
    ...flows,
    nav: performance.nav_cents,
    steps: [...flows.steps, ...performance.nav_steps],
  };
}

/**
 * Every commitment's contributions and distributions for the waterfall on `asOf`, as
 * commitmentWaterfallLedger reads one (without the NAV): the fund family's posted rows in one
 * query, not one per partner (a distribution over 10,000 partners; issue 18's bench).
 */
export async function commitmentsWaterfallFlows(
  db: Database,
  scope: WaterfallScope,
  commitmentIds: readonly string[],
  asOf: string,
): Promise<Map<string, Omit<CommitmentWaterfallLedger, 'nav'>>> {
  const rows = await waterfallRowsQuery(db, scope, asOf, null);
  const baseOf = await baseClassifications(db, scope, [scope.fundFamilyId]);
  const byCommitment = new Map<string, WaterfallRow[]>();
  for (const row of rows) {
    const list = byCommitment.get(row.commitment_id!);
    if (list) list.push(row);
    else byCommitment.set(row.commitment_id!, [row]);
  }
  const flows = new Map<string, Omit<CommitmentWaterfallLedger, 'nav'>>();
  for (const [i, id] of commitmentIds.entries()) {
    // Seconds of work over 10,000 partners: PGlite's server must still answer in between.
    if (i > 0 && i % 500 === 0) await yieldToEventLoop();
    flows.set(id, waterfallFlows(basedRows(byCommitment.get(id) ?? [], scope, baseOf), asOf));
  }
  return flows;
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
