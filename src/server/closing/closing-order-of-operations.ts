import type { Database } from '../db/database';
import type { closings } from '../db/schema';
import type { EqualizationOutcome } from './closing-equalization';
import { planClosingNonCapital } from './closing-non-capital-equalization';
import type { ClosingCommitmentRows } from './closing-commitments';
import type { ClosingPlan } from './closing-plan';

/**
 * What finalizing a closing posts, step by step: finalize inserts exactly these rows and the
 * order-of-operations API shows them, so the two can never disagree.
 */
export async function planClosing(
  db: Database,
  closing: typeof closings.$inferSelect,
  rows: ClosingCommitmentRows,
  outcome: EqualizationOutcome,
): Promise<ClosingPlan> {
  const byId = new Map(rows.map((r) => [r.commitment_id, r]));
  const admittedRow = (id: string, code: string, amount: number, isDraft: boolean) => ({
    fund_entity_id: byId.get(id)!.owning_entity_id,
    investor_entity_id: byId.get(id)!.investor_entity_id,
    commitment_id: id,
    code,
    amount_cents: amount,
    is_draft: isDraft,
  });
  // An existing commitment's row: it is not in this closing, so the ledger says where it is.
  const existingRow = (id: string, code: string, amount: number) => ({
    fund_entity_id: outcome.owningEntityOf[id]!,
    investor_entity_id: outcome.investorEntityOf[id] ?? null,
    commitment_id: id,
    code,
    amount_cents: amount,
    is_draft: true,
  });
  const nonZero = (amounts: Record<string, number>) =>
    Object.entries(amounts).filter(([, amount]) => amount !== 0);
  const nonCapital = await planClosingNonCapital(db, closing, rows);
  const overridden = new Set(outcome.overridden);
  const reallocated = new Set(outcome.reallocated);
  return {
    nonCapital: nonCapital.result,
    steps: [
      {
        operation: 'closing_commitments',
        postings: rows.map((r) =>
          admittedRow(r.commitment_id, 'commitment', r.amount_cents, false),
        ),
      },
      {
        operation: 'capital_equalization',
        // Equalization stays outstanding (draft rows) until a capital event settles it.
        postings: [
          ...nonZero(outcome.admitted).map(([id, amount]) => ({
            ...admittedRow(id, 'equalization_contribution', amount, true),
            overridden: overridden.has(id),
          })),
          ...Object.entries(outcome.existing).map(([id, amount]) => ({
            ...existingRow(id, 'equalization_distribution', amount),
            overridden: reallocated.has(id),
          })),
        ],
      },
      {
        operation: 'equalization_interest',
        // Not a contribution: outstanding like the capital equalization it is paid on.
        postings: [
          ...nonZero(outcome.interest.paid).map(([id, amount]) =>
            admittedRow(id, 'equalization_interest_contribution', amount, true),
          ),
          ...nonZero(outcome.interest.received).map(([id, amount]) =>
            existingRow(id, 'equalization_interest_distribution', amount),
          ),
        ],
      },
      { operation: 'non_capital_equalization', postings: nonCapital.postings },
      {
        operation: 'fee_true_ups',
        // Spec §4: finalizing posts the fee true-ups; they are charges now, not outstanding.
        postings: nonZero(outcome.feeTrueUp).map(([id, amount]) =>
          admittedRow(id, 'management_fee_true_up', amount, false),
        ),
      },
    ],
  };
}
