import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  ClassChangeHistory,
  ClassChangeView,
  ClassRef,
} from '../../api/commitment-class-change';
import { notFound } from '../api-error';
import type { Database } from '../db/database';
import { commitment_class_changes, transactions } from '../db/schema';
import { classChangeEqualization } from './class-change-equalization';
import { classChangeFeeTrueUp, familyFees } from './class-change-fee-true-up';
import { loadFeeRateOverrides } from '../fees/fee-rate-overrides';
import { loadCommitment } from './commitment-ledger';
import type { Scope } from '../scope';
import { familyClasses } from '../investor-class/family-classes';

export type ClassChangeRow = typeof commitment_class_changes.$inferSelect;

/** The change of this commitment made by this event; another customer's or a mismatch is a 404. */
export async function loadClassChange(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  commitmentId: string,
  eventId: string,
): Promise<ClassChangeRow> {
  const [row] = await db
    .select()
    .from(commitment_class_changes)
    .where(
      and(
        eq(commitment_class_changes.customer_id, scope.customerId),
        eq(commitment_class_changes.fund_family_id, fundFamilyId),
        eq(commitment_class_changes.commitment_id, commitmentId),
        eq(commitment_class_changes.fund_family_event_id, eventId),
      ),
    );
  if (!row) throw notFound('No such class change of this commitment');
  return row;
}

/** Both steps of a class change, computed as of `today` (a finalized one: its finalizing day). */
export async function classChangeView(
  db: Database,
  scope: Scope,
  row: ClassChangeRow,
  today: string,
): Promise<ClassChangeView> {
  const commitment = await loadCommitment(db, scope, row.commitment_id);
  const classes = await familyClasses(db, scope, row.fund_family_id);
  const ref = (id: string | null): ClassRef => {
    const found = classes.find((c) => c.id === id);
    return found ? { id: found.id, name: found.name } : null;
  };
  const asOf = row.finalized_at ? row.finalized_at.toISOString().slice(0, 10) : today;
  const [feeTrueUp, fees] = await Promise.all([
    classChangeFeeTrueUp(db, scope, row, asOf),
    familyFees(db, scope, row.fund_family_id),
  ]);
  // The classes' terms compared (their own rates); the commitment's own rates are not a class's.
  const overrides = await loadFeeRateOverrides(
    db,
    scope,
    fees.map((f) => f.id),
    [],
  );
  const terms = (id: string | null) => {
    const found = classes.find((c) => c.id === id);
    return found
      ? {
          name: found.name,
          waterfall_overrides: found.waterfall_overrides,
          rates: (feeId: string) => overrides.classRates(found.id, feeId),
        }
      : null;
  };
  return {
    id: row.id,
    fund_family_id: row.fund_family_id,
    fund_family_event_id: row.fund_family_event_id,
    commitment_id: row.commitment_id,
    investor_entity_name: commitment.investor_entity_name,
    owning_entity_name: commitment.owning_entity_name,
    currency: commitment.currency,
    from_class: ref(row.from_investor_class_id),
    to_class: ref(row.to_investor_class_id),
    effective_date: row.effective_date,
    state: row.state,
    finalized_at: row.finalized_at?.toISOString() ?? null,
    class_options: classes.map((c) => ({ id: c.id, name: c.name })),
    fee_true_up: feeTrueUp,
    equalization: classChangeEqualization(
      fees,
      terms(row.from_investor_class_id),
      terms(row.to_investor_class_id),
    ),
  };
}

/** The commitment's finalized class changes with the true-ups their events posted, and any draft. */
export async function classChangeHistory(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  commitmentId: string,
): Promise<ClassChangeHistory> {
  const commitment = await loadCommitment(db, scope, commitmentId);
  if (commitment.fund_family_id !== fundFamilyId) throw notFound('No such commitment in this fund');
  const rows = await db
    .select()
    .from(commitment_class_changes)
    .where(
      and(
        eq(commitment_class_changes.customer_id, scope.customerId),
        eq(commitment_class_changes.commitment_id, commitmentId),
      ),
    )
    .orderBy(
      desc(commitment_class_changes.effective_date),
      desc(commitment_class_changes.created_at),
    );
  const classes = await familyClasses(db, scope, fundFamilyId);
  const name = (id: string | null) => classes.find((c) => c.id === id)?.name ?? null;
  const eventIds = rows.map((r) => r.fund_family_event_id);
  const posted =
    eventIds.length === 0
      ? []
      : await db
          .select({
            event: transactions.fund_family_event_id,
            cents: sql<string>`sum(${transactions.amount_cents})::text`,
          })
          .from(transactions)
          .where(inArray(transactions.fund_family_event_id, eventIds))
          .groupBy(transactions.fund_family_event_id);
  const draft = rows.find((r) => r.state === 'draft');
  return {
    commitment_id: commitment.id,
    investor_entity_name: commitment.investor_entity_name,
    currency: commitment.currency,
    current_class_name: commitment.investor_class_name,
    draft: draft
      ? {
          fund_family_event_id: draft.fund_family_event_id,
          to_class_name: name(draft.to_investor_class_id),
          effective_date: draft.effective_date,
        }
      : null,
    changes: rows
      .filter((r) => r.state === 'finalized')
      .map((r) => ({
        id: r.id,
        fund_family_event_id: r.fund_family_event_id,
        from_class_name: name(r.from_investor_class_id),
        to_class_name: name(r.to_investor_class_id),
        effective_date: r.effective_date,
        finalized_at: r.finalized_at!.toISOString(),
        posted_fee_true_up_cents: Number(
          posted.find((p) => p.event === r.fund_family_event_id)?.cents ?? 0,
        ),
      })),
  };
}
