import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { allocate } from '../../domain';
import { classificationDirection, committed } from '../../domain/ledger-figures';
import { invalid } from '../api-error';
import { ledgerRowsWhere } from '../commitment/commitment-ledger';
import { inBatches } from '../db/batches';
import type { Database } from '../db/database';
import {
  commitments,
  fund_expense_allocations,
  fund_family_events,
  transaction_codes,
  transactions,
} from '../db/schema';
import { loadFundFamily } from '../fund-family/fund-family-service';
import { figureRow } from '../ledger/ledger-figure-rows';
import type { Scope } from '../scope';

export type FundExpenseAllocationInput = {
  /** The event's name in Capital Activity ("Organizational expenses"). */
  name: string;
  /** The day the fund paid it: the rows' ledger date. */
  effective_date: string;
  amount_cents: number;
  /** A code of the fund family that charges the capital accounts without calling capital. */
  transaction_code: string;
};

/**
 * A fund expense paid from the fund's own cash and allocated to the partners by commitment
 * (issue 17: the demo's organizational expenses), not called: one completed `adjustment` event
 * whose rows charge each commitment in force on the date its share.
 *
 * - The code must move money into the fund (classificationDirection) and must NOT be flagged
 *   "should get equalized": its rows are allocated charges, which lower NAV but are not paid in
 *   (docs/figures.md). A contribution code is refused: that would be a call.
 * - The weights are each commitment's `committed` figure from its rows up to the date (so a
 *   transfer's twins count, a later closing's commitments do not); the split is the fund's own
 *   rounding methodology and partner ordering, the GP flagged (allocate).
 *
 * Returns the event id and each commitment's cents (they sum exactly to the amount).
 */
export async function allocateFundExpense(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  input: FundExpenseAllocationInput,
): Promise<{ eventId: string; shares: Record<string, number> }> {
  const fund = await loadFundFamily(tx, scope.customerId, fundFamilyId);
  const [code] = await tx
    .select()
    .from(transaction_codes)
    .where(
      and(
        eq(transaction_codes.customer_id, scope.customerId),
        eq(transaction_codes.fund_family_id, fund.id),
        eq(transaction_codes.name, input.transaction_code),
      ),
    );
  if (!code) throw invalid({ transaction_code: ['No such transaction code in this fund family'] });
  if (classificationDirection(code.classification) !== 'into_fund' || code.should_get_equalized)
    throw invalid({
      transaction_code: [
        'Pick a code that charges the capital accounts without calling capital (not flagged "should get equalized").',
      ],
    });
  if (!Number.isSafeInteger(input.amount_cents) || input.amount_cents <= 0)
    throw invalid({ amount_cents: ['Greater than 0'] });

  const [event] = await tx
    .insert(fund_family_events)
    .values({
      customer_id: scope.customerId,
      fund_family_id: fund.id,
      event_type: 'adjustment',
      state: 'completed',
      name: input.name,
      effective_date: input.effective_date,
      sequence: sql`(select coalesce(max(${fund_family_events.sequence}), 0) + 1 from ${fund_family_events} where ${fund_family_events.fund_family_id} = ${fund.id} and ${fund_family_events.effective_date} = ${input.effective_date})`,
    })
    .returning({ id: fund_family_events.id });
  const allocation = {
    fund_family_event_id: event!.id,
    customer_id: scope.customerId,
    fund_family_id: fund.id,
    transaction_code_id: code.id,
    amount_cents: input.amount_cents,
  };
  await tx.insert(fund_expense_allocations).values(allocation);
  const shares = await postFundExpenseShares(tx, scope, fund, allocation, input.effective_date);
  return { eventId: event!.id, shares };
}

/**
 * Splits a fund expense allocation's amount over the commitments in force on its date, as the
 * ledger stands, and posts each its share under the allocation's event.
 */
async function postFundExpenseShares(
  tx: Database,
  scope: Scope,
  fund: Awaited<ReturnType<typeof loadFundFamily>>,
  allocation: typeof fund_expense_allocations.$inferSelect,
  effectiveDate: string,
): Promise<Record<string, number>> {
  const ledger = await ledgerRowsWhere(tx, scope, [
    eq(transactions.fund_family_id, fund.id),
    lte(transactions.effective_date, effectiveDate),
  ]);
  const byCommitment = new Map<string, typeof ledger>();
  for (const row of ledger) {
    const list = byCommitment.get(row.commitment_id) ?? [];
    list.push(row);
    byCommitment.set(row.commitment_id, list);
  }
  const weights = [...byCommitment].flatMap(([id, rows]) => {
    const cents = committed(rows.map(figureRow)).cents;
    return cents > 0 ? [{ id, cents }] : [];
  });
  if (weights.length === 0)
    throw invalid({ effective_date: ['No commitment is in force on this date'] });
  const held = await tx
    .select({
      id: commitments.id,
      fund_entity_id: commitments.owning_entity_id,
      investor_entity_id: commitments.investor_entity_id,
      is_gp: commitments.is_gp,
    })
    .from(commitments)
    .where(
      and(
        eq(commitments.customer_id, scope.customerId),
        inArray(
          commitments.id,
          weights.map((w) => w.id),
        ),
      ),
    );
  const heldById = new Map(held.map((h) => [h.id, h]));
  const shares = allocate(
    allocation.amount_cents,
    weights.map((w) => ({ id: w.id, weight: w.cents, isGp: heldById.get(w.id)!.is_gp })),
    { rounding: fund.rounding_methodology, ordering: fund.rounding_partner_ordering },
  );
  await inBatches(weights, async (batch) => {
    await tx.insert(transactions).values(
      batch.map((w) => ({
        customer_id: scope.customerId,
        fund_family_id: fund.id,
        fund_family_event_id: allocation.fund_family_event_id,
        fund_entity_id: heldById.get(w.id)!.fund_entity_id,
        investor_entity_id: heldById.get(w.id)!.investor_entity_id,
        commitment_id: w.id,
        transaction_code_id: allocation.transaction_code_id,
        amount_cents: shares[w.id]!,
        effective_date: effectiveDate,
      })),
    );
  });
  return shares;
}

/**
 * A refresh splits an undone fund expense allocation again from its stored inputs over the
 * commitments in force as the ledger now stands (a closing refreshed before it may have moved
 * them). Null when the event is not a fund expense allocation, or was allocated before its
 * inputs were kept.
 */
export async function repostFundExpenseAllocation(
  tx: Database,
  scope: Scope,
  event: { id: string; fund_family_id: string; effective_date: string },
): Promise<number | null> {
  const [allocation] = await tx
    .select()
    .from(fund_expense_allocations)
    .where(
      and(
        eq(fund_expense_allocations.customer_id, scope.customerId),
        eq(fund_expense_allocations.fund_family_event_id, event.id),
      ),
    );
  if (!allocation) return null;
  const fund = await loadFundFamily(tx, scope.customerId, event.fund_family_id);
  const shares = await postFundExpenseShares(tx, scope, fund, allocation, event.effective_date);
  return Object.keys(shares).length;
}
