import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  commitmentLedgerFigures,
  type FigureRow,
  type OutstandingEqualization,
} from '../../domain/ledger-figures';
import { inBatches } from '../db/batches';
import type { Database } from '../db/database';
import {
  closing_commitments,
  closings,
  commitment_ledger_totals,
  commitments,
  fund_entities,
  fund_families,
  fund_family_events,
  investor_entities,
  transaction_codes,
  transactions,
} from '../db/schema';
import { figureRow } from '../ledger/ledger-figure-rows';
import { baseClassifications } from '../investor-transfer/transfer-codes';

export type CommitmentFigures = {
  commitment_id: string;
  fund_family_id: string;
  fund_family_name: string;
  currency: 'EUR' | 'GBP' | 'USD';
  investor_id: string;
  investor_entity_id: string;
  investor_entity_name: string;
  owning_entity_id: string;
  owning_entity_name: string;
  is_gp: boolean;
  closing_name: string | null;
  committed_cents: number;
  contributed_cents: number;
  distributed_cents: number;
  recallable_cents: number;
  unfunded_cents: number;
  /** Outstanding (draft) equalization, capital and interest apart, to pay and to receive. */
  equalization: OutstandingEqualization;
  equalization_interest: OutstandingEqualization;
  /** How many posted ledger rows each figure sums. */
  committed_rows: number;
  contributed_rows: number;
  distributed_rows: number;
};

/**
 * Every commitment the ledger knows (it has rows), with its figures from the domain's one
 * function for each (the commitment's cards use the same): the figures are never stored, only
 * the ledger's sums they are computed from.
 * Filter by fund family, by investor, or both.
 */
export async function listCommitmentFigures(
  db: Database,
  scope: { customerId: string },
  filter: { fundFamilyId?: string; investorId?: string },
): Promise<CommitmentFigures[]> {
  const conditions: SQL[] = [eq(commitments.customer_id, scope.customerId)];
  if (filter.fundFamilyId) conditions.push(eq(commitments.fund_family_id, filter.fundFamilyId));
  if (filter.investorId) conditions.push(eq(investor_entities.investor_id, filter.investorId));
  const held = await db
    .select({
      commitment_id: commitments.id,
      fund_family_id: fund_families.id,
      fund_family_name: fund_families.name,
      currency: fund_families.currency,
      investor_id: investor_entities.investor_id,
      investor_entity_id: investor_entities.id,
      investor_entity_name: investor_entities.full_name,
      owning_entity_id: fund_entities.id,
      owning_entity_name: fund_entities.name,
      is_gp: commitments.is_gp,
      closing_name: sql<
        string | null
      >`(select ${closings.name} from ${closings} join ${closing_commitments} on ${closing_commitments.closing_id} = ${closings.id} where ${closing_commitments.commitment_id} = ${commitments.id} limit 1)`,
    })
    .from(commitments)
    .innerJoin(fund_families, eq(fund_families.id, commitments.fund_family_id))
    .innerJoin(investor_entities, eq(investor_entities.id, commitments.investor_entity_id))
    .innerJoin(fund_entities, eq(fund_entities.id, commitments.owning_entity_id))
    .where(and(...conditions))
    .orderBy(asc(fund_families.name), asc(investor_entities.full_name), asc(fund_entities.name));
  const ledger = await figureTotalsByCommitment(
    db,
    scope,
    held.map((c) => c.commitment_id),
  );
  return held.flatMap((commitment) => {
    const rows = ledger.get(commitment.commitment_id);
    if (!rows) return [];
    const f = commitmentLedgerFigures(rows);
    return [
      {
        ...commitment,
        committed_cents: f.committed.cents,
        contributed_cents: f.contributed.cents,
        distributed_cents: f.distributed.cents,
        recallable_cents: f.recallable.cents,
        unfunded_cents: f.unfunded,
        equalization: f.equalization.capital,
        equalization_interest: f.equalization.interest,
        committed_rows: f.committed.rows,
        contributed_rows: f.contributed.rows,
        distributed_rows: f.distributed.rows,
      },
    ];
  });
}

/** What the figures read of a row's transaction code (figureRow, with baseClassifications). */
const codeColumns = {
  code: transaction_codes.name,
  classification: transaction_codes.classification,
  is_recallable: transaction_codes.is_recallable,
  affects_nav: transaction_codes.affects_nav,
  should_get_equalized: transaction_codes.should_get_equalized,
  affects_net_irr: transaction_codes.affects_net_irr,
};

/** Commitments per totals query: each query stays short, so PGlite serves others in between. */
const totalsChunk = 500;

/**
 * The ledger of some commitments as the figures read it, already summed: one figure row per
 * group of rows alike in everything the figures read (commitment, draft or posted, code, event
 * type, sign, and the event itself when it is a closing, where it decides who pays
 * equalization), carrying how many rows it sums. The database keeps these sums beside the
 * ledger by triggers in the same transaction as each ledger change (commitment_ledger_totals),
 * so the figures come from thousands of groups instead of a million rows (issue 16's bench) and
 * are the same as figureRowsByCommitment's rows give (tests/server/commitment-figure-totals).
 */
export async function figureTotalsByCommitment(
  db: Database,
  scope: { customerId: string },
  commitmentIds: readonly string[],
): Promise<Map<string, FigureRow[]>> {
  const totals = commitment_ledger_totals;
  const rows = await inBatches(
    commitmentIds,
    (chunk) =>
      db
        .select({
          commitment_id: totals.commitment_id,
          fund_family_id: totals.fund_family_id,
          is_draft: totals.is_draft,
          event_id: totals.closing_event_id,
          event_type: totals.event_type,
          ...codeColumns,
          amount_cents: totals.amount_cents,
          rows: totals.row_count,
        })
        .from(totals)
        .innerJoin(transaction_codes, eq(transaction_codes.id, totals.transaction_code_id))
        .where(and(eq(totals.customer_id, scope.customerId), inArray(totals.commitment_id, chunk))),
    totalsChunk,
  );
  // The codes of the rows' fund families, read once rather than once a chunk.
  const baseOf = await baseClassifications(
    db,
    scope,
    rows.map((r) => r.fund_family_id),
  );
  const byCommitment = new Map<string, FigureRow[]>();
  for (const row of rows) {
    const list = byCommitment.get(row.commitment_id) ?? [];
    list.push({
      ...figureRow({
        ...row,
        event_id: row.event_id ?? '',
        base_classification: baseOf(row),
      }),
      rows: row.rows,
    });
    byCommitment.set(row.commitment_id, list);
  }
  return byCommitment;
}

/**
 * The ledger rows of some commitments as the figures read them. A transfer twin counts towards
 * the code it moved: its base code's classification (the twin keeps the moved code's flags).
 */
export async function figureRowsByCommitment(
  db: Database,
  scope: { customerId: string },
  commitmentIds: readonly string[],
): Promise<Map<string, FigureRow[]>> {
  const byCommitment = new Map<string, FigureRow[]>();
  if (commitmentIds.length === 0) return byCommitment;
  const rows = await db
    .select({
      commitment_id: transactions.commitment_id,
      fund_family_id: transactions.fund_family_id,
      amount_cents: transactions.amount_cents,
      is_draft: transactions.is_draft,
      event_id: fund_family_events.id,
      event_type: fund_family_events.event_type,
      ...codeColumns,
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .innerJoin(fund_family_events, eq(fund_family_events.id, transactions.fund_family_event_id))
    .where(
      and(
        eq(transactions.customer_id, scope.customerId),
        inArray(transactions.commitment_id, [...commitmentIds]),
      ),
    );
  const baseOf = await baseClassifications(
    db,
    scope,
    rows.map((r) => r.fund_family_id),
  );
  for (const row of rows) {
    if (!row.commitment_id) continue;
    const list = byCommitment.get(row.commitment_id) ?? [];
    list.push(figureRow({ ...row, base_classification: baseOf(row) }));
    byCommitment.set(row.commitment_id, list);
  }
  return byCommitment;
}
