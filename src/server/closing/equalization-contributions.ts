import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { AuditStep } from '../../domain';
import type { Database } from '../db/database';
import { fund_family_events, transaction_codes, transactions } from '../db/schema';
import { baseCodeName, withTransferTwins } from '../investor-transfer/transfer-codes';

/** Equalization an earlier close settled: paid in by the admitted, returned to the existing. */
const paidIn = 'equalization_contribution';
const returned = 'equalization_distribution';

/**
 * What each commitment has contributed, as capital equalization refunds follow it (model LPA
 * §5.1: back to the earlier partners pro rata to their contributions): its contributions to
 * equalized calls without their management-fee portion, plus equalization it paid in at an
 * earlier close, less equalization returned to it. Rows under transfer twins count too, so the
 * paid-in capital an investor transfer moved counts with the partner who now holds it. An earlier
 * close's equalization counts while still outstanding (draft): it is owed and will be settled.
 */
export async function contributedCapital(
  db: Database,
  scope: { customerId: string; fundFamilyId: string; asOf: string },
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      commitment_id: transactions.commitment_id,
      code: transaction_codes.name,
      is_draft: transactions.is_draft,
      should_get_equalized: transaction_codes.should_get_equalized,
      amount: sql<number>`sum(${transactions.amount_cents})::bigint`,
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .innerJoin(fund_family_events, eq(fund_family_events.id, transactions.fund_family_event_id))
    .where(
      and(
        eq(transactions.customer_id, scope.customerId),
        eq(transactions.fund_family_id, scope.fundFamilyId),
        lte(transactions.effective_date, scope.asOf),
        eq(fund_family_events.state, 'completed'),
        or(
          eq(transaction_codes.should_get_equalized, true),
          inArray(transaction_codes.name, withTransferTwins([paidIn, returned])),
        ),
      ),
    )
    .groupBy(
      transactions.commitment_id,
      transaction_codes.name,
      transactions.is_draft,
      transaction_codes.should_get_equalized,
    );
  // A twin's classification is `transfer`: the fee portion is known by the code it moved.
  const classification = new Map(
    (
      await db
        .select({ name: transaction_codes.name, classification: transaction_codes.classification })
        .from(transaction_codes)
        .where(
          and(
            eq(transaction_codes.customer_id, scope.customerId),
            eq(transaction_codes.fund_family_id, scope.fundFamilyId),
          ),
        )
    ).map((c) => [c.name, c.classification]),
  );
  const contributed = new Map<string, number>();
  const add = (id: string, amount: number) =>
    contributed.set(id, (contributed.get(id) ?? 0) + amount);
  for (const row of rows) {
    if (!row.commitment_id) continue;
    const base = baseCodeName(row.code);
    const amount = Number(row.amount);
    if (base === paidIn) add(row.commitment_id, amount);
    else if (base === returned) add(row.commitment_id, -amount);
    else if (
      !row.is_draft &&
      row.should_get_equalized &&
      classification.get(base) !== 'management_fee'
    )
      add(row.commitment_id, amount);
  }
  return contributed;
}

/**
 * One audit line per existing commitment of a fund entity: what it contributed, and the share of
 * the refund pool that comes back to it for that (the domain's allocation, to the cent).
 */
export function refundSteps(
  entityName: string,
  existing: readonly { id: string; commitment: number; contributed?: number }[],
  returned: Readonly<Record<string, number>>,
  nameOf: (commitmentId: string) => string,
): AuditStep[] {
  return existing.map((c) => ({
    step: `${entityName}: returned to ${nameOf(c.id)}`,
    formula: 'non-fee pools × its contributions ÷ all existing contributions',
    inputs: { contributed_cents: c.contributed ?? 0, commitment_cents: c.commitment },
    value: returned[c.id] ?? 0,
    unit: 'cents' as const,
  }));
}
