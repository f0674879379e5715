import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { kindedRows, moneyDirection, type FigureRow } from '../../domain/ledger-figures';
import { formatCents, type AuditStep } from '../../domain/money';
import type { DatedAmount, TierTotals, WaterfallTier } from '../../domain/waterfall';
import { yieldToEventLoop } from '../db/batches';
import type { Database } from '../db/database';
import { fund_family_events, transaction_codes, transactions } from '../db/schema';
import { performanceFigures } from '../ledger/performance-figures';
import { postedAsOf } from '../ledger/posted-ledger';
import { baseClassifications } from '../investor-transfer/transfer-codes';
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

/** What the figures read of a transaction code, worked out once per code rather than per row. */
type CodeFacts = {
  code: string;
  code_display_name: string;
  /** The classification the row counts towards (a transfer twin: the code it moved). */
  base_classification: string;
  is_recallable: boolean;
  affects_net_irr: boolean;
  affects_nav: boolean;
  should_get_equalized: boolean;
  affects_waterfall: boolean;
};

/** The facts of the customer's codes by id, each read once (a few dozen codes). */
async function codeFacts(db: Database, scope: WaterfallScope): Promise<Map<string, CodeFacts>> {
  const [codes, baseOf] = await Promise.all([
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
    baseClassifications(db, scope, [scope.fundFamilyId]),
  ]);
  return new Map(
    codes.map(({ id, classification, ...code }) => [
      id,
      {
        ...code,
        base_classification: baseOf({
          ...code,
          classification,
          fund_family_id: scope.fundFamilyId,
        }),
      },
    ]),
  );
}

/**
 * A group of ledger rows as the waterfall reads it: the figure row of rows alike in everything
 * that decides what they are (code, event type, the closing for equalization, sign), with each
 * row's date and amount. One commitment's own rows are groups of one.
 */
type FlowGroup = FigureRow & {
  flows: DatedAmount[];
  affectsWaterfall: boolean;
  codeName: string;
};

function flowGroup(
  code: CodeFacts,
  group: { amount: number; eventId: string; eventType: string; rows: number },
  flows: DatedAmount[],
): FlowGroup {
  return {
    amount: group.amount,
    isDraft: false,
    eventId: group.eventId,
    eventType: group.eventType,
    classification: code.base_classification,
    isRecallable: code.is_recallable,
    affectsNav: code.affects_nav,
    affectsNetIrr: code.affects_net_irr,
    isCalled: code.should_get_equalized,
    rows: group.rows,
    flows,
    affectsWaterfall: code.affects_waterfall,
    codeName: code.code_display_name,
  };
}

/** One commitment's posted rows on `asOf`, each as the figures read it (for its NAV too). */
async function commitmentRows(
  db: Database,
  scope: WaterfallScope,
  asOf: string,
  commitmentId: string,
) {
  const [rows, codeOf] = await Promise.all([
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
      .where(and(postedAsOf({ ...scope, asOf }), eq(transactions.commitment_id, commitmentId))),
    codeFacts(db, scope),
  ]);
  return rows.map(({ code_id, ...row }) => ({
    ...row,
    ...codeOf.get(code_id)!,
    commitment_id: commitmentId,
  }));
}

/**
 * Every commitment's posted rows on `asOf`, grouped by the database as flowGroup says, each
 * group's rows sent as one text of `date:cents` pairs: 30,000 groups instead of the 410,000 rows
 * of a distribution over 10,000 partners (issue 18's bench), the same flows.
 */
async function commitmentsFlowGroups(
  db: Database,
  scope: WaterfallScope,
  asOf: string,
): Promise<Map<string, FlowGroup[]>> {
  const closingEvent = sql<
    string | null
  >`case when ${fund_family_events.event_type} = 'closing' then ${transactions.fund_family_event_id} end`;
  const [groups, codeOf] = await Promise.all([
    db
      .select({
        commitment_id: sql<string>`${transactions.commitment_id}`,
        code_id: transactions.transaction_code_id,
        event_type: fund_family_events.event_type,
        closing_event_id: closingEvent,
        amount: sql<string>`sum(${transactions.amount_cents})`,
        rows: sql<number>`count(*)::int`,
        flows: sql<string>`string_agg(${transactions.effective_date}::text || ':' || ${transactions.amount_cents}::text, ',')`,
      })
      .from(transactions)
      .innerJoin(fund_family_events, eq(fund_family_events.id, transactions.fund_family_event_id))
      .where(and(postedAsOf({ ...scope, asOf }), isNotNull(transactions.commitment_id)))
      .groupBy(
        transactions.commitment_id,
        transactions.transaction_code_id,
        fund_family_events.event_type,
        closingEvent,
        sql`${transactions.amount_cents} > 0`,
      ),
    codeFacts(db, scope),
  ]);
  const byCommitment = new Map<string, FlowGroup[]>();
  for (const group of groups) {
    const flows = group.flows.split(',').map((pair) => {
      const at = pair.indexOf(':');
      return { date: pair.slice(0, at), amount: Number(pair.slice(at + 1)) };
    });
    const figure = flowGroup(
      codeOf.get(group.code_id)!,
      {
        amount: Number(group.amount),
        eventId: group.closing_event_id ?? '',
        eventType: group.event_type,
        rows: group.rows,
      },
      flows,
    );
    const list = byCommitment.get(group.commitment_id);
    if (list) list.push(figure);
    else byCommitment.set(group.commitment_id, [figure]);
  }
  return byCommitment;
}

/** One commitment's contributions and distributions for the waterfall, and the step saying so. */
function waterfallFlows(
  groups: readonly FlowGroup[],
  asOf: string,
): Omit<CommitmentWaterfallLedger, 'nav'> {
  // Which way each group moves money is the domain's one reading of its code (docs/figures.md).
  const kinds = kindedRows(groups);
  const into: DatedAmount[] = [];
  const out: DatedAmount[] = [];
  const codeNames = new Set<string>();
  groups.forEach((group, i) => {
    const direction = group.affectsWaterfall ? moneyDirection(kinds[i]!.kind) : null;
    if (direction === null) return;
    (direction === 'into_fund' ? into : out).push(...group.flows);
    codeNames.add(group.codeName);
  });
  const contributions = positiveFlows(into);
  const distributions = positiveFlows(out);
  // By the names people know the codes by, not their snake_case keys.
  const codes = [...codeNames].sort().join(', ') || 'none';
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
  const rows = await commitmentRows(db, scope, asOf, commitmentId);
  const flows = waterfallFlows(
    rows.map((row) =>
      flowGroup(
        row,
        {
          amount: row.amount_cents,
          eventId: row.event_id,
          eventType: row.event_type,
          rows: 1,
        },
        [{ date: row.effective_date, amount: row.amount_cents }],
      ),
    ),
    asOf,
  );
  const performance = performanceFigures(rows, asOf);
  return {
    ...flows,
    nav: performance.nav_cents,
    steps: [...flows.steps, ...performance.nav_steps],
  };
}

/**
 * Every commitment's contributions and distributions for the waterfall on `asOf`, as
 * commitmentWaterfallLedger reads one (without the NAV): the fund family's posted rows in one
 * query, not one per partner (a distribution over 10,000 partners; issue 18's bench). It needs
 * no list of commitments, so it can run beside whatever finds them.
 */
export async function commitmentsWaterfallFlows(
  db: Database,
  scope: WaterfallScope,
  asOf: string,
): Promise<(commitmentId: string) => Omit<CommitmentWaterfallLedger, 'nav'>> {
  const byCommitment = await commitmentsFlowGroups(db, scope, asOf);
  const flows = new Map<string, Omit<CommitmentWaterfallLedger, 'nav'>>();
  let done = 0;
  for (const [id, groups] of byCommitment) {
    // Seconds of work over 10,000 partners: PGlite's server must still answer in between.
    if (++done % 500 === 0) await yieldToEventLoop();
    flows.set(id, waterfallFlows(groups, asOf));
  }
  // A commitment without posted rows on the date has no flows.
  return (commitmentId) => flows.get(commitmentId) ?? waterfallFlows([], asOf);
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
