import { eq } from 'drizzle-orm';
import type {
  CapitalActivityChart,
  CapitalActivityChartEvent,
  CapitalActivityHistoryChart,
} from '../../api/capital-activity-chart';
import {
  balanceEffect,
  countsTowards,
  kindedRows,
  runningBalances,
} from '../../domain/ledger-figures';
import { ledgerRowsWhere } from '../commitment/commitment-ledger';
import type { Database } from '../db/database';
import { transactions } from '../db/schema';
import { loadFundFamily } from '../fund-family/fund-family-service';
import { figureRow } from '../ledger/ledger-figure-rows';
import type { Scope } from '../scope';

type LedgerRow = Awaited<ReturnType<typeof ledgerRowsWhere>>[number];

/** The fund family's ledger rows, each commitment's apart (its kinds are read against its own rows). */
async function rowsByCommitment(db: Database, scope: Scope, fundFamilyId: string) {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  const rows = await ledgerRowsWhere(db, scope, [eq(transactions.fund_family_id, fund.id)]);
  const byCommitment = new Map<string, LedgerRow[]>();
  for (const row of rows) {
    const list = byCommitment.get(row.commitment_id) ?? [];
    list.push(row);
    byCommitment.set(row.commitment_id, list);
  }
  return { fund, byCommitment };
}

/**
 * GET /fund-family/{id}/capital-activity/chart: what each completed event called (paid-in, the
 * `contributed` figure) and distributed (the `distributed` figure), oldest first. Each row's part
 * is balanceEffect's, read against its commitment's own rows, so an event's bars are the change it
 * made to the fund's contributed and distributed (docs/figures.md); an event none of whose posted
 * rows count towards either figure (a closing's commitments, an allocated charge) is left out.
 */
export async function getCapitalActivityChart(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
): Promise<CapitalActivityChart> {
  const { fund, byCommitment } = await rowsByCommitment(db, scope, fundFamilyId);
  const events = new Map<string, CapitalActivityChartEvent & { sequence: number }>();
  for (const rows of byCommitment.values()) {
    const kinded = kindedRows(rows.map(figureRow));
    kinded.forEach((k, i) => {
      const counts = countsTowards(k, 'contributed') || countsTowards(k, 'distributed');
      if (!counts) return;
      const row = rows[i]!;
      const event = events.get(row.event_id) ?? {
        event_id: row.event_id,
        name: row.event_name,
        event_type: row.event_type,
        effective_date: row.effective_date,
        called_cents: 0,
        distributed_cents: 0,
        sequence: row.event_sequence,
      };
      const effect = balanceEffect(k);
      event.called_cents += effect.contributed;
      event.distributed_cents += effect.distributed;
      events.set(row.event_id, event);
    });
  }
  return {
    currency: fund.currency,
    events: [...events.values()]
      .sort(
        (a, b) =>
          a.effective_date.localeCompare(b.effective_date) ||
          a.sequence - b.sequence ||
          a.event_id.localeCompare(b.event_id),
      )
      .map(({ sequence: _sequence, ...event }) => event),
  };
}

/**
 * GET /fund-family/{id}/capital-activity/history/chart: the fund's contributed, distributed and
 * unfunded at the end of each date on which posted rows fell, oldest first. Each commitment's
 * balances are runningBalances over its own rows; the fund's are their sums (docs/figures.md:
 * fund figures are sums of the commitments' figures).
 */
export async function getCapitalActivityHistoryChart(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
): Promise<CapitalActivityHistoryChart> {
  const { fund, byCommitment } = await rowsByCommitment(db, scope, fundFamilyId);
  const dates = new Set<string>();
  for (const rows of byCommitment.values())
    for (const row of rows) if (!row.is_draft) dates.add(row.effective_date);
  const sortedDates = [...dates].sort();
  const totals = sortedDates.map(() => ({ contributed: 0, distributed: 0, unfunded: 0 }));
  for (const rows of byCommitment.values()) {
    const balances = runningBalances(rows.map(figureRow));
    let next = 0; // the first of this commitment's rows after the date being read
    sortedDates.forEach((date, d) => {
      while (next < rows.length && rows[next]!.effective_date <= date) next += 1;
      if (next === 0) return;
      const after = balances[next - 1]!;
      totals[d]!.contributed += after.contributed;
      totals[d]!.distributed += after.distributed;
      totals[d]!.unfunded += after.unfunded;
    });
  }
  return {
    currency: fund.currency,
    points: sortedDates.map((date, d) => ({
      date,
      contributed_cents: totals[d]!.contributed,
      distributed_cents: totals[d]!.distributed,
      unfunded_cents: totals[d]!.unfunded,
    })),
  };
}
