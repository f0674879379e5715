import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ClosingEqualizationOverride } from '../../api/closing-overrides';
import type { Closing } from '../../api/fund-structure';
import type { Database } from '../db/database';
import { investor_entities, transaction_codes, transactions } from '../db/schema';
import type { closingCommitments } from './closing-commitments';

const interestCodes: readonly string[] = [
  'equalization_interest_contribution',
  'equalization_interest_distribution',
];

type Rows = Awaited<ReturnType<typeof closingCommitments>>;

/** An admitted commitment's override as the closing shows it. */
export const overrideLine = (
  row: Rows[number],
  computed: number | null,
): ClosingEqualizationOverride => ({
  commitment_id: row.commitment_id,
  investor_entity_name: row.investor_entity_name,
  owning_entity_name: row.owning_entity_name,
  computed_cents: computed,
  override_cents: row.equalization_override_cents,
});

/**
 * A finalized closing's equalization and fee true-ups as its ledger event posted them. A line
 * is marked overridden when its admitted commitment paid an override, or, for an existing one,
 * when an override in its fund entity re-allocated what it got back.
 */
export async function postedEqualization(db: Database, eventId: string, rows: Rows) {
  const posted = await db
    .select({
      commitment_id: transactions.commitment_id,
      fund_entity_id: transactions.fund_entity_id,
      name: investor_entities.full_name,
      code: transaction_codes.name,
      amount: transactions.amount_cents,
      is_draft: transactions.is_draft,
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .innerJoin(investor_entities, eq(investor_entities.id, transactions.investor_entity_id))
    .where(
      and(
        eq(transactions.fund_family_event_id, eventId),
        inArray(transaction_codes.name, [
          'equalization_contribution',
          'equalization_distribution',
          'management_fee_true_up',
          ...interestCodes,
        ]),
      ),
    )
    .orderBy(asc(investor_entities.full_name));
  const overridden = rows.filter((r) => r.equalization_override_cents !== null);
  const overriddenIds = new Set(overridden.map((r) => r.commitment_id));
  const overriddenEntities = new Set(overridden.map((r) => r.owning_entity_id));
  const equalized = posted.filter(
    (p) => p.code !== 'management_fee_true_up' && !interestCodes.includes(p.code),
  );
  const equalization: Closing['equalization'] = equalized.map((p) => {
    const admitted = p.code === 'equalization_contribution';
    return {
      commitment_id: p.commitment_id ?? '',
      investor_entity_name: p.name,
      role: admitted ? 'admitted' : 'existing',
      amount_cents: p.amount,
      overridden: admitted
        ? overriddenIds.has(p.commitment_id ?? '')
        : overriddenEntities.has(p.fund_entity_id),
      computed_amount_cents: null,
    };
  });
  const feeTrueUps: Closing['fee_true_ups'] = posted
    .filter((p) => p.code === 'management_fee_true_up')
    .map((p) => ({
      commitment_id: p.commitment_id ?? '',
      investor_entity_name: p.name,
      amount_cents: p.amount,
    }));
  const interest: Closing['equalization_interest'] = posted
    .filter((p) => interestCodes.includes(p.code))
    .map((p) => ({
      commitment_id: p.commitment_id ?? '',
      investor_entity_name: p.name,
      role: p.code === interestCodes[0] ? ('admitted' as const) : ('existing' as const),
      amount_cents: p.amount,
    }))
    .sort((a, b) => (a.role === b.role ? 0 : a.role === 'admitted' ? -1 : 1));
  return {
    equalization,
    feeTrueUps,
    interest,
    outstanding: equalized.some((p) => p.is_draft),
  };
}
