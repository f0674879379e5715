import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FeesSummaryTable, InvestorOverview } from '../../api/capital-activity-investors';
import { percentOfCommitment } from '../../domain/capital-call';
import { balanceEffect, countsTowards, kindedRows } from '../../domain/ledger-figures';
import { ledgerRowsWhere } from '../commitment/commitment-ledger';
import { listCommitmentFigures } from '../commitment/commitment-information';
import type { Database } from '../db/database';
import {
  capital_calls,
  commitments,
  fund_entities,
  investor_entities,
  transactions,
} from '../db/schema';
import { loadFundFamily } from '../fund-family/fund-family-service';
import { figureRow } from '../ledger/ledger-figure-rows';
import type { Scope } from '../scope';

/**
 * GET /fund-family/{id}/investor-overview: per commitment, committed, paid-in (called),
 * distributed and unfunded from listCommitmentFigures (the commitments list's and the cards'
 * functions: committed, contributed, distributed, unfunded), and paid-in as a percent of the
 * commitment (percentOfCommitment, as the call breakdown shows it). The total is the sum of the
 * rows (docs/figures.md: fund figures are sums of the commitments').
 */
export async function getInvestorOverview(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
): Promise<InvestorOverview> {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  const figures = await listCommitmentFigures(db, scope, { fundFamilyId: fund.id });
  const rows = figures.map((f) => ({
    commitment_id: f.commitment_id,
    investor_entity_id: f.investor_entity_id,
    lp: f.investor_entity_name,
    fund_entity_id: f.owning_entity_id,
    fund_entity_name: f.owning_entity_name,
    is_gp: f.is_gp,
    committed_cents: f.committed_cents,
    called_cents: f.contributed_cents,
    distributed_cents: f.distributed_cents,
    unfunded_cents: f.unfunded_cents,
    percent_called: percentOfCommitment(f.contributed_cents, f.committed_cents),
  }));
  const sum = (pick: (row: (typeof rows)[number]) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const committed = sum((r) => r.committed_cents);
  const called = sum((r) => r.called_cents);
  return {
    currency: fund.currency,
    rows,
    total: {
      committed_cents: committed,
      called_cents: called,
      distributed_cents: sum((r) => r.distributed_cents),
      unfunded_cents: sum((r) => r.unfunded_cents),
      percent_called: percentOfCommitment(called, committed),
    },
  };
}

/** The fee period a call's computed management fee lines were charged for (null: typed). */
function feePeriodOf(call: typeof capital_calls.$inferSelect | undefined) {
  const periods = (call?.uses ?? []).flatMap((use) =>
    use.kind === 'management_fees' && use.fee_period ? [use.fee_period] : [],
  );
  if (periods.length === 0) return { period_start: null, period_end: null };
  return {
    period_start: periods.map((p) => p.start).sort()[0]!,
    period_end: periods
      .map((p) => p.end)
      .sort()
      .at(-1)!,
  };
}

/**
 * GET /fund-family/{id}/fees-summary-table/: management fees called per period per LP. A row
 * counts when it is paid-in (countsTowards 'contributed', a contribution) under a code
 * classified management_fee; its amount is balanceEffect's, so a credit reduces it. Each period
 * is the posted event that called it, oldest first.
 */
export async function getFeesSummaryTable(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
): Promise<FeesSummaryTable> {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  const ledger = await ledgerRowsWhere(db, scope, [eq(transactions.fund_family_id, fund.id)]);
  const byCommitment = new Map<string, typeof ledger>();
  for (const row of ledger) {
    const list = byCommitment.get(row.commitment_id) ?? [];
    list.push(row);
    byCommitment.set(row.commitment_id, list);
  }
  const fees = new Map<string, Map<string, number>>(); // commitment → event → cents
  const events = new Map<string, { name: string; date: string; sequence: number }>();
  for (const [commitmentId, rows] of byCommitment) {
    kindedRows(rows.map(figureRow)).forEach((kinded, i) => {
      if (!countsTowards(kinded, 'contributed') || kinded.kind !== 'contribution') return;
      if (kinded.row.classification !== 'management_fee') return;
      const row = rows[i]!;
      events.set(row.event_id, {
        name: row.event_name,
        date: row.effective_date,
        sequence: row.event_sequence,
      });
      const perEvent = fees.get(commitmentId) ?? new Map<string, number>();
      perEvent.set(
        row.event_id,
        (perEvent.get(row.event_id) ?? 0) + balanceEffect(kinded).contributed,
      );
      fees.set(commitmentId, perEvent);
    });
  }
  const eventIds = [...events.keys()].sort((a, b) => {
    const x = events.get(a)!;
    const y = events.get(b)!;
    return x.date.localeCompare(y.date) || x.sequence - y.sequence || a.localeCompare(b);
  });
  const calls =
    eventIds.length === 0
      ? []
      : await db
          .select()
          .from(capital_calls)
          .where(
            and(
              eq(capital_calls.customer_id, scope.customerId),
              inArray(capital_calls.fund_family_event_id, eventIds),
            ),
          );
  const names =
    fees.size === 0
      ? []
      : await db
          .select({
            commitment_id: commitments.id,
            lp: investor_entities.full_name,
            fund_entity_name: fund_entities.name,
          })
          .from(commitments)
          .innerJoin(investor_entities, eq(investor_entities.id, commitments.investor_entity_id))
          .innerJoin(fund_entities, eq(fund_entities.id, commitments.owning_entity_id))
          .where(
            and(
              eq(commitments.customer_id, scope.customerId),
              inArray(commitments.id, [...fees.keys()]),
            ),
          )
          .orderBy(asc(investor_entities.full_name), asc(fund_entities.name));
  const rows = names.map((n) => {
    const perEvent = fees.get(n.commitment_id)!;
    const by_period = Object.fromEntries(eventIds.map((id) => [id, perEvent.get(id) ?? 0]));
    return {
      ...n,
      by_period,
      total_cents: Object.values(by_period).reduce((a, b) => a + b, 0),
    };
  });
  const periods = eventIds.map((id) => {
    const event = events.get(id)!;
    return {
      event_id: id,
      name: event.name,
      effective_date: event.date,
      ...feePeriodOf(calls.find((c) => c.fund_family_event_id === id)),
      total_cents: rows.reduce((sum, row) => sum + row.by_period[id]!, 0),
    };
  });
  return {
    currency: fund.currency,
    periods,
    rows,
    total_cents: rows.reduce((sum, row) => sum + row.total_cents, 0),
  };
}
