import { and, eq, sql } from 'drizzle-orm';
import { ApiError } from '../api-error';
import type { Database } from '../db/database';
import {
  closings,
  fund_families,
  fund_family_events,
  transaction_codes,
  transactions,
} from '../db/schema';
import type { ClosingPlan } from './closing-plan';
import type { Scope } from '../scope';

/**
 * Finalizing a closing (spec §4): one completed ledger event with the rows of its plan, step by
 * step — the commitments, the equalization (outstanding until a capital event settles it), the
 * non-capital equalization and the fee true-ups (posted).
 */
export async function postClosing(
  tx: Database,
  scope: Scope,
  closing: typeof closings.$inferSelect,
  plan: ClosingPlan,
): Promise<string> {
  const [sequence] = await tx
    .select({ next: sql<number>`coalesce(max(${fund_family_events.sequence}), 0)::int + 1` })
    .from(fund_family_events)
    .where(
      and(
        eq(fund_family_events.fund_family_id, closing.fund_family_id),
        eq(fund_family_events.effective_date, closing.closing_date),
      ),
    );
  const [event] = await tx
    .insert(fund_family_events)
    .values({
      customer_id: scope.customerId,
      fund_family_id: closing.fund_family_id,
      event_type: 'closing',
      state: 'completed',
      name: closing.name,
      effective_date: closing.closing_date,
      sequence: sequence?.next ?? 1,
    })
    .returning({ id: fund_family_events.id });
  if (!event) throw new Error('event insert returned nothing');
  await postClosingRows(tx, scope, closing, event.id, plan);
  const [fund] = await tx
    .select()
    .from(fund_families)
    .where(eq(fund_families.id, closing.fund_family_id));
  if (fund && !fund.first_closed_on) {
    await tx
      .update(fund_families)
      .set({ first_closed_on: closing.closing_date })
      .where(eq(fund_families.id, fund.id));
  }
  return event.id;
}

/**
 * The plan's rows in the closing's event, step by step: finalize posts them into the event it
 * makes, a refresh (spec §4) posts them again into the same event. Answers how many rows.
 */
export async function postClosingRows(
  tx: Database,
  scope: Scope,
  closing: typeof closings.$inferSelect,
  eventId: string,
  plan: ClosingPlan,
): Promise<number> {
  const codes = new Map(
    (
      await tx
        .select({ id: transaction_codes.id, name: transaction_codes.name })
        .from(transaction_codes)
        .where(eq(transaction_codes.fund_family_id, closing.fund_family_id))
    ).map((c) => [c.name, c.id]),
  );
  const codeId = (name: string) => {
    const id = codes.get(name);
    if (!id)
      throw new ApiError({
        status: 409,
        code: 'conflict',
        message: `The fund family has no ${name} transaction code.`,
      });
    return id;
  };
  const base = {
    customer_id: scope.customerId,
    fund_family_id: closing.fund_family_id,
    fund_family_event_id: eventId,
    effective_date: closing.closing_date,
  };
  const ledgerRows = plan.steps.flatMap((step) =>
    step.postings.map(({ code, overridden: _, ...posting }) => ({
      ...base,
      ...posting,
      transaction_code_id: codeId(code),
    })),
  );
  if (ledgerRows.length > 0) await tx.insert(transactions).values(ledgerRows);
  return ledgerRows.length;
}
