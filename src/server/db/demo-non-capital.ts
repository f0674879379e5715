import { and, eq } from 'drizzle-orm';
import { allocate } from '../../domain';
import type { Database } from './database';
import { fund_family_events, transaction_codes, transactions } from './schema';

/**
 * The demo's organizational expenses: $412,345.67 paid from the fund's own cash on 2025-08-15
 * and allocated to the first-close commitments by commitment, not called as capital. The
 * second close then shows a non-capital equalization of them (spec §2 closing tabs).
 */
export async function postDemoOrganizationalExpenses(
  tx: Database,
  customerId: string,
  fundFamilyId: string,
) {
  const [code] = await tx
    .insert(transaction_codes)
    .values({
      customer_id: customerId,
      fund_family_id: fundFamilyId,
      name: 'organizational_expenses',
      display_name: 'Organizational expenses (allocated)',
      classification: 'expenses',
      affects_nav: true,
      affects_net_irr: true,
    })
    .returning({ id: transaction_codes.id });
  const [commitmentCode] = await tx
    .select({ id: transaction_codes.id })
    .from(transaction_codes)
    .where(
      and(
        eq(transaction_codes.fund_family_id, fundFamilyId),
        eq(transaction_codes.name, 'commitment'),
      ),
    );
  const committed = await tx
    .select({
      fund_entity_id: transactions.fund_entity_id,
      investor_entity_id: transactions.investor_entity_id,
      commitment_id: transactions.commitment_id,
      amount: transactions.amount_cents,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.fund_family_id, fundFamilyId),
        eq(transactions.transaction_code_id, commitmentCode!.id),
      ),
    );
  const [event] = await tx
    .insert(fund_family_events)
    .values({
      customer_id: customerId,
      fund_family_id: fundFamilyId,
      event_type: 'adjustment',
      state: 'completed',
      name: 'Organizational expenses',
      effective_date: '2025-08-15',
      sequence: 1,
    })
    .returning({ id: fund_family_events.id });
  const shares = allocate(
    412_345_67,
    committed.map((c) => ({ id: c.commitment_id!, weight: c.amount })),
    { rounding: 'cents', ordering: 'largest_allocation' },
  );
  await tx.insert(transactions).values(
    committed.map((c) => ({
      customer_id: customerId,
      fund_family_id: fundFamilyId,
      fund_family_event_id: event!.id,
      fund_entity_id: c.fund_entity_id,
      investor_entity_id: c.investor_entity_id,
      commitment_id: c.commitment_id,
      transaction_code_id: code!.id,
      amount_cents: shares[c.commitment_id!]!,
      effective_date: '2025-08-15',
    })),
  );
}
