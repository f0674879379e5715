import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { transactions } from '../db/schema';
import type { Scope } from '../scope';

/**
 * Reverses an event's posted rows row for row under the cancel-correct event, on `effectiveDate`:
 * each row again with its amount negated and `reverses_event_id` naming the event. Reversal
 * rather than setting the rows aside: the original posting stays in the ledger as it was reported
 * (a go-forward or custom-date correction leaves the past as it stood until its date) and the
 * correction's own rows say what changed, when and by which event. Answers how many rows.
 */
export async function reverseEventRows(
  tx: Database,
  scope: Scope,
  input: { originalEventId: string; cancelCorrectEventId: string; effectiveDate: string },
): Promise<number> {
  // One INSERT … SELECT whatever the number of rows (no parameter per row).
  const reversed = (await tx.execute(sql`
    insert into ${transactions} (customer_id, fund_family_id, fund_family_event_id, fund_entity_id,
      investor_entity_id, commitment_id, transaction_code_id, amount_cents, effective_date,
      investment_type, security_type, is_fee_holdback, reverses_event_id)
    select customer_id, fund_family_id, ${input.cancelCorrectEventId}::uuid, fund_entity_id,
      investor_entity_id, commitment_id, transaction_code_id, -amount_cents,
      ${input.effectiveDate}::date, investment_type, security_type, is_fee_holdback,
      fund_family_event_id
    from ${transactions}
    where customer_id = ${scope.customerId}
      and fund_family_event_id = ${input.originalEventId}::uuid
      and not is_draft
    returning id`)) as unknown as { rows: unknown[] };
  // Both drivers answer raw SQL with { rows }.
  return reversed.rows.length;
}

/** Moves the cancel-correct event's reversal rows to `date` (its posting date). */
export async function dateReversal(
  tx: Database,
  scope: Scope,
  cancelCorrectEventId: string,
  date: string,
): Promise<void> {
  await tx
    .update(transactions)
    .set({ effective_date: date })
    .where(
      and(
        eq(transactions.customer_id, scope.customerId),
        eq(transactions.fund_family_event_id, cancelCorrectEventId),
        isNotNull(transactions.reverses_event_id),
      ),
    );
}
