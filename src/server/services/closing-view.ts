import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Closing } from '../../api/fund-structure';
import type { ClosingState } from '../../../machines/closing.machine';
import type { Database } from '../db/database';
import {
  closings,
  commitments,
  investor_entities,
  transaction_codes,
  transactions,
} from '../db/schema';
import { feeTrueUpNote } from './closing-fee-true-up';
import { availableClosingActions } from './closing-machine-check';
import { closingCommitments, equalizationFor, loadClosing, type Scope } from './closing-service';

async function isFirstClose(db: Database, closing: typeof closings.$inferSelect) {
  const [earlier] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(closings)
    .where(
      and(
        eq(closings.fund_family_id, closing.fund_family_id),
        eq(closings.state, 'finalized'),
        sql`${closings.closing_date} <= ${closing.closing_date}`,
        sql`${closings.id} <> ${closing.id}`,
      ),
    );
  return (earlier?.count ?? 0) === 0;
}

export async function getClosing(db: Database, scope: Scope, closingId: string): Promise<Closing> {
  const closing = await loadClosing(db, scope, closingId);
  const rows = await closingCommitments(db, closing.id);
  const names = new Map<string, string>();
  rows.forEach((r) => names.set(r.commitment_id, r.investor_entity_name));
  let equalization: Closing['equalization'] = [];
  let feeTrueUps: Closing['fee_true_ups'] = [];
  let audit: Closing['equalization_audit'] = closing.equalization_audit ?? [];
  let feeTrueUpAudit: Closing['fee_true_up_audit'] = closing.fee_true_up_audit ?? [];
  let outstanding = false;
  if (closing.state === 'finalized' && closing.fund_family_event_id) {
    const posted = await db
      .select({
        commitment_id: transactions.commitment_id,
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
          eq(transactions.fund_family_event_id, closing.fund_family_event_id),
          inArray(transaction_codes.name, [
            'equalization_contribution',
            'equalization_distribution',
            'management_fee_true_up',
          ]),
        ),
      )
      .orderBy(asc(investor_entities.full_name));
    const equalized = posted.filter((p) => p.code !== 'management_fee_true_up');
    equalization = equalized.map((p) => ({
      commitment_id: p.commitment_id ?? '',
      investor_entity_name: p.name,
      role: p.code === 'equalization_contribution' ? 'admitted' : 'existing',
      amount_cents: p.amount,
    }));
    feeTrueUps = posted
      .filter((p) => p.code === 'management_fee_true_up')
      .map((p) => ({
        commitment_id: p.commitment_id ?? '',
        investor_entity_name: p.name,
        amount_cents: p.amount,
      }));
    outstanding = equalized.some((p) => p.is_draft);
  } else if (closing.state !== 'discarded') {
    const outcome = await equalizationFor(db, scope, closing, rows);
    const existingNames = await entityNames(db, Object.keys(outcome.existing));
    equalization = [
      ...Object.entries(outcome.admitted)
        .filter(([, amount]) => amount !== 0)
        .map(([id, amount]) => ({
          commitment_id: id,
          investor_entity_name: names.get(id) ?? id,
          role: 'admitted' as const,
          amount_cents: amount,
        })),
      ...Object.entries(outcome.existing).map(([id, amount]) => ({
        commitment_id: id,
        investor_entity_name: existingNames.get(id) ?? id,
        role: 'existing' as const,
        amount_cents: amount,
      })),
    ];
    audit = outcome.audit;
    feeTrueUpAudit = outcome.feeTrueUpAudit;
    feeTrueUps = Object.entries(outcome.feeTrueUp)
      .filter(([, amount]) => amount !== 0)
      .map(([id, amount]) => ({
        commitment_id: id,
        investor_entity_name: names.get(id) ?? id,
        amount_cents: amount,
      }));
  }
  return {
    id: closing.id,
    fund_family_id: closing.fund_family_id,
    name: closing.name,
    closing_date: closing.closing_date,
    state: closing.state,
    is_first_close: await isFirstClose(db, closing),
    commitments: rows,
    total_cents: rows.reduce((sum, r) => sum + r.amount_cents, 0),
    equalization,
    equalization_outstanding: outstanding,
    fee_true_ups: feeTrueUps,
    equalization_audit: audit,
    fee_true_up_audit: feeTrueUpAudit,
    fee_true_up_note: feeTrueUpNote(feeTrueUpAudit),
    available_actions: availableClosingActions(closing.state as ClosingState, rows.length),
  };
}

async function entityNames(db: Database, commitmentIds: string[]) {
  if (commitmentIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: commitments.id, name: investor_entities.full_name })
    .from(commitments)
    .innerJoin(investor_entities, eq(investor_entities.id, commitments.investor_entity_id))
    .where(inArray(commitments.id, commitmentIds));
  return new Map(rows.map((r) => [r.id, r.name]));
}
