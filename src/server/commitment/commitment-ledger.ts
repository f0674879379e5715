import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../api-error';
import { baseClassifications, baseCodeName } from '../investor-transfer/transfer-codes';
import type { Database } from '../db/database';
import {
  commitments,
  fund_entities,
  fund_families,
  fund_family_events,
  investor_class_transaction_code_overrides as classCodes,
  investor_classes,
  investor_entities,
  transaction_codes,
  transactions,
} from '../db/schema';
import type { Scope } from '../scope';

const settlingEvents = alias(fund_family_events, 'settling_events');

/** One commitment with the names around it; another customer's id is a 404. */
export async function loadCommitment(db: Database, scope: Scope, commitmentId: string) {
  const [row] = await db
    .select({
      id: commitments.id,
      fund_family_id: commitments.fund_family_id,
      fund_family_name: fund_families.name,
      currency: fund_families.currency,
      rounding_methodology: fund_families.rounding_methodology,
      rounding_partner_ordering: fund_families.rounding_partner_ordering,
      owning_entity_id: commitments.owning_entity_id,
      owning_entity_name: fund_entities.name,
      investor_entity_id: commitments.investor_entity_id,
      investor_entity_name: investor_entities.full_name,
      investor_id: investor_entities.investor_id,
      is_gp: commitments.is_gp,
      investor_class_id: commitments.investor_class_id,
      investor_class_name: investor_classes.name,
      created_at: commitments.created_at,
    })
    .from(commitments)
    .innerJoin(fund_families, eq(fund_families.id, commitments.fund_family_id))
    .innerJoin(fund_entities, eq(fund_entities.id, commitments.owning_entity_id))
    .innerJoin(investor_entities, eq(investor_entities.id, commitments.investor_entity_id))
    .leftJoin(investor_classes, eq(investor_classes.id, commitments.investor_class_id))
    .where(and(eq(commitments.id, commitmentId), eq(commitments.customer_id, scope.customerId)));
  if (!row) throw notFound('No such commitment for this customer');
  return row;
}

export type LoadedCommitment = Awaited<ReturnType<typeof loadCommitment>>;

/**
 * Every ledger row of a commitment, in event order (effective date, sequence, row id), with its
 * code's flags and its event: the activity, performance, fees and transfer balances read these.
 */
export async function commitmentLedgerRows(db: Database, scope: Scope, commitmentId: string) {
  return ledgerRowsWhere(db, scope, [eq(transactions.commitment_id, commitmentId)]);
}

/**
 * The ledger rows of one fund family's commitments that `where` picks (conditions on
 * transactions and commitments: one commitment, or a fund family and one fund entity's), as
 * commitmentLedgerRows gives them, each with its commitment's id; the figure drill-down reads these.
 */
export async function ledgerRowsWhere(db: Database, scope: Scope, where: SQL[]) {
  const rows = await db
    .select({
      fund_family_id: transactions.fund_family_id,
      commitment_id: commitments.id,
      id: transactions.id,
      effective_date: transactions.effective_date,
      amount_cents: transactions.amount_cents,
      is_draft: transactions.is_draft,
      investment_type: transactions.investment_type,
      security_type: transactions.security_type,
      is_fee_holdback: transactions.is_fee_holdback,
      code: transaction_codes.name,
      // The name the commitment's class gives the code, where it renames it.
      code_display_name: sql<string>`coalesce(${classCodes.display_name}, ${transaction_codes.display_name})`,
      classification: transaction_codes.classification,
      affects_net_irr: transaction_codes.affects_net_irr,
      affects_gross_irr: transaction_codes.affects_gross_irr,
      affects_nav: transaction_codes.affects_nav,
      should_get_equalized: transaction_codes.should_get_equalized,
      is_recallable: transaction_codes.is_recallable,
      event_id: fund_family_events.id,
      event_name: fund_family_events.name,
      event_type: fund_family_events.event_type,
      event_sequence: fund_family_events.sequence,
      // The capital event that settled this row (closing equalization a call posted in place).
      settled_by_event_name: settlingEvents.name,
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .innerJoin(fund_family_events, eq(fund_family_events.id, transactions.fund_family_event_id))
    .innerJoin(commitments, eq(commitments.id, transactions.commitment_id))
    .leftJoin(settlingEvents, eq(settlingEvents.id, transactions.settled_by_event_id))
    .leftJoin(
      classCodes,
      and(
        eq(classCodes.transaction_code_id, transactions.transaction_code_id),
        eq(classCodes.investor_class_id, commitments.investor_class_id),
      ),
    )
    .where(and(eq(transactions.customer_id, scope.customerId), ...where))
    .orderBy(
      asc(transactions.effective_date),
      asc(fund_family_events.sequence),
      asc(transactions.id),
    );
  if (rows.length === 0) return [];
  // A transfer twin counts towards the code it moved: its base code's name and classification.
  const baseOf = await baseClassifications(db, scope, [rows[0]!.fund_family_id]);
  const codes = await db
    .select({ name: transaction_codes.name, display_name: transaction_codes.display_name })
    .from(transaction_codes)
    .where(eq(transaction_codes.fund_family_id, rows[0]!.fund_family_id));
  const displayName = new Map(codes.map((code) => [code.name, code.display_name]));
  return rows.map((row) => {
    const base = baseCodeName(row.code);
    return {
      ...row,
      base_code: base,
      base_display_name: displayName.get(base) ?? row.code_display_name,
      base_classification: baseOf(row),
    };
  });
}

export type CommitmentLedgerRow = Awaited<ReturnType<typeof commitmentLedgerRows>>[number];
