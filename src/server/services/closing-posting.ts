import { and, eq, sql } from 'drizzle-orm';
import type { AuditStep } from '../../domain';
import { ApiError } from '../api-error';
import type { Database } from '../db/database';
import {
  closings,
  fund_families,
  fund_family_events,
  transaction_codes,
  transactions,
} from '../db/schema';
import type { EqualizationOutcome } from './closing-equalization';
import type { closingCommitments, Scope } from './closing-service';

/**
 * Finalizing a closing (spec §4): one completed ledger event with the commitments, the
 * equalization (outstanding until a capital event settles it) and the fee true-ups (posted).
 */
export async function postClosing(
  tx: Database,
  scope: Scope,
  closing: typeof closings.$inferSelect,
  rows: Awaited<ReturnType<typeof closingCommitments>>,
  outcome: EqualizationOutcome,
): Promise<{ eventId: string; audit: AuditStep[] }> {
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
    fund_family_event_id: event.id,
    effective_date: closing.closing_date,
  };
  const byId = new Map(rows.map((r) => [r.commitment_id, r]));
  const ledgerRows = [
    ...rows.map((r) => ({
      ...base,
      fund_entity_id: r.owning_entity_id,
      investor_entity_id: r.investor_entity_id,
      commitment_id: r.commitment_id,
      transaction_code_id: codeId('commitment'),
      amount_cents: r.amount_cents,
    })),
    // Equalization stays outstanding (draft rows) until a capital event settles it.
    ...Object.entries(outcome.admitted)
      .filter(([, amount]) => amount !== 0)
      .map(([id, amount]) => ({
        ...base,
        fund_entity_id: byId.get(id)!.owning_entity_id,
        investor_entity_id: byId.get(id)!.investor_entity_id,
        commitment_id: id,
        transaction_code_id: codeId('equalization_contribution'),
        amount_cents: amount,
        is_draft: true,
      })),
    // Spec §4: finalizing posts the fee true-ups; they are charges now, not outstanding.
    ...Object.entries(outcome.feeTrueUp)
      .filter(([, amount]) => amount !== 0)
      .map(([id, amount]) => ({
        ...base,
        fund_entity_id: byId.get(id)!.owning_entity_id,
        investor_entity_id: byId.get(id)!.investor_entity_id,
        commitment_id: id,
        transaction_code_id: codeId('management_fee_true_up'),
        amount_cents: amount,
      })),
    ...Object.entries(outcome.existing).map(([id, amount]) => ({
      ...base,
      fund_entity_id: outcome.owningEntityOf[id]!,
      investor_entity_id: outcome.investorEntityOf[id] ?? null,
      commitment_id: id,
      transaction_code_id: codeId('equalization_distribution'),
      amount_cents: amount,
      is_draft: true,
    })),
  ];
  if (ledgerRows.length > 0) await tx.insert(transactions).values(ledgerRows);
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
  return { eventId: event.id, audit: outcome.audit };
}
