import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type {
  ClosingNonCapitalEqualization,
  NonCapitalEqualizationLine,
} from '../../api/allocation-rules';
import { equalizeNonCapital, type AuditStep, type NonCapitalItem } from '../../domain';
import type { Database } from '../db/database';
import { postedAsOf } from '../ledger/posted-ledger';
import { closingRuleRefunds } from './closing-rule-refunds';
import { respreadThroughClosingRules } from './equalization-through-closing-rules';
import { baseClassifications } from '../investor-transfer/transfer-codes';
import { feeChargeCodeDefinitions } from '../fees/fee-charge-codes';
import type { PlannedPosting } from './closing-plan';
import {
  closing_non_capital_equalizations,
  closings,
  commitments,
  fund_entities,
  fund_families,
  fund_family_events,
  investor_entities,
  transaction_codes,
  transactions,
} from '../db/schema';

type Admitted = {
  commitment_id: string;
  owning_entity_id: string;
  investor_entity_name: string;
  amount_cents: number;
  is_gp: boolean;
};

/** A ledger classification as the kind of non-capital item it is, or null when it is capital. */
const kindOf: Record<string, NonCapitalItem['kind']> = {
  expenses: 'expense',
  management_fee: 'management_fee',
  proceeds: 'distribution',
};
const codeOf: Record<NonCapitalItem['kind'], string> = {
  expense: 'non_capital_equalization_expenses',
  management_fee: 'non_capital_equalization_management_fee',
  distribution: 'non_capital_equalization_distribution',
};

/**
 * What each existing partner holds: its rows classified commitment, with the transfer twins
 * investor transfers moved (the rows come one per event, so they are summed per commitment).
 */
function heldCommitments(
  rows: readonly { base_classification: string; commitment_id: string | null; amount: number }[],
) {
  const held = new Map<string, number>();
  for (const r of rows)
    if (r.base_classification === 'commitment')
      held.set(r.commitment_id!, (held.get(r.commitment_id!) ?? 0) + Number(r.amount));
  return [...held]
    .filter(([, commitment]) => commitment > 0)
    .map(([id, commitment]) => ({ id, commitment }));
}

/**
 * Non-capital equalization of a subsequent close, fund entity by fund entity: expenses, fees
 * and distributions allocated before the closing date that were not called as capital (those
 * are the capital equalization's) are spread again as if the admitted commitments had been
 * there from the first close (src/domain/equalization/non-capital-equalization.ts).
 */
export async function computeClosingNonCapital(
  db: Database,
  closing: typeof closings.$inferSelect,
  admitted: readonly Admitted[],
): Promise<ClosingNonCapitalEqualization> {
  const none = { lines: [], to_manager_cents: 0, audit: [], posted: false };
  if (admitted.length === 0) return none;
  const [fund] = await db
    .select()
    .from(fund_families)
    .where(eq(fund_families.id, closing.fund_family_id));
  const posted = postedAsOf({
    customerId: closing.customer_id,
    fundFamilyId: closing.fund_family_id,
    asOf: closing.closing_date,
  });
  const rows = await db
    .select({
      event_name: fund_family_events.name,
      event_id: fund_family_events.id,
      event_type: fund_family_events.event_type,
      date: transactions.effective_date,
      code: transaction_codes.name,
      classification: transaction_codes.classification,
      should_get_equalized: transaction_codes.should_get_equalized,
      fund_entity_id: transactions.fund_entity_id,
      commitment_id: transactions.commitment_id,
      investor_entity_name: investor_entities.full_name,
      amount: sql<number>`sum(${transactions.amount_cents})::bigint`,
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .innerJoin(fund_family_events, eq(fund_family_events.id, transactions.fund_family_event_id))
    .innerJoin(commitments, eq(commitments.id, transactions.commitment_id))
    .innerJoin(investor_entities, eq(investor_entities.id, commitments.investor_entity_id))
    .where(
      and(
        posted,
        notInArray(
          transactions.commitment_id,
          admitted.map((a) => a.commitment_id),
        ),
      ),
    )
    .groupBy(
      fund_family_events.name,
      fund_family_events.id,
      fund_family_events.event_type,
      transactions.effective_date,
      transaction_codes.name,
      transaction_codes.classification,
      transaction_codes.should_get_equalized,
      transactions.fund_entity_id,
      transactions.commitment_id,
      investor_entities.full_name,
    );
  const baseOf = await baseClassifications(db, { customerId: closing.customer_id }, [
    closing.fund_family_id,
  ]);
  const names = new Map<string, string>(
    admitted.map((a) => [a.commitment_id, a.investor_entity_name]),
  );
  const entityIds = [...new Set(admitted.map((a) => a.owning_entity_id))];
  const entityNames = new Map(
    (
      await db
        .select({ id: fund_entities.id, name: fund_entities.name })
        .from(fund_entities)
        .where(inArray(fund_entities.id, entityIds))
    ).map((e) => [e.id, e.name]),
  );
  const lines: NonCapitalEqualizationLine[] = [];
  const audit: AuditStep[] = [];
  let toManager = 0;
  for (const entityId of entityIds) {
    const own = rows.filter((r) => r.fund_entity_id === entityId);
    const existing = heldCommitments(
      own.map((r) => ({
        ...r,
        base_classification: baseOf({ ...r, fund_family_id: closing.fund_family_id }),
      })),
    );
    own.forEach((r) => names.set(r.commitment_id!, r.investor_entity_name));
    const items = new Map<string, NonCapitalItem>();
    for (const r of own) {
      const kind = kindOf[r.classification];
      // Rows the product posts to equalize are results, not items to spread again. A stored
      // fee's charges (a fee charge event and its late adjustments, under the fee charge codes)
      // are caught up by the closing's fee true-up from the stored terms (closing-fee-true-up.ts,
      // withStoredFeeTrueUp): spreading them here too would charge the admitted the catch-up
      // twice (the demo's Second close: 1,225,849.30 of true-up and 900,358.14 more).
      if (
        !kind ||
        r.should_get_equalized ||
        ['closing', 'allocation_rule_change'].includes(r.event_type) ||
        r.code in feeChargeCodeDefinitions
      )
        continue;
      const id = `${r.event_name} of ${r.date} (${r.code})`;
      const item = items.get(id) ?? { id, kind, date: r.date, allocated: {} };
      (item.allocated as Record<string, number>)[r.commitment_id!] = Number(r.amount);
      items.set(id, item);
    }
    if (existing.length === 0 || items.size === 0) continue;
    const result = equalizeNonCapital({
      existing,
      admitted: admitted
        .filter((a) => a.owning_entity_id === entityId)
        .map((a) => ({ id: a.commitment_id, commitment: a.amount_cents, isGp: a.is_gp })),
      items: [...items.values()],
      rounding: { rounding: fund!.rounding_methodology, ordering: fund!.rounding_partner_ordering },
    });
    const admittedIds = new Set(admitted.map((a) => a.commitment_id));
    for (const delta of result.deltas) {
      const item = items.get(delta.itemId)!;
      for (const [id, amount] of Object.entries(delta.byCommitment)) {
        if (amount === 0) continue;
        lines.push({
          item: delta.itemId,
          kind: delta.kind,
          date: item.date,
          commitment_id: id,
          investor_entity_name: names.get(id) ?? id,
          role: admittedIds.has(id) ? 'admitted' : 'existing',
          amount_cents: amount,
        });
      }
    }
    toManager += result.toManager;
    const entityName = entityNames.get(entityId) ?? entityId;
    audit.push(
      {
        step: entityName,
        formula: 'admitted share = admitted commitments ÷ (existing + admitted commitments)',
        inputs: {
          existing_cents: existing.reduce((s, c) => s + c.commitment, 0),
          admitted_cents: admitted
            .filter((a) => a.owning_entity_id === entityId)
            .reduce((s, a) => s + a.amount_cents, 0),
          items: items.size,
        },
      },
      ...result.audit.map(({ inputs: { amount, ...inputs } = {}, ...step }) => ({
        ...step,
        step: `${entityName}: ${step.step}`,
        // The item's amount is cents: named so, the audit trail shows it as money.
        inputs: { amount_cents: amount ?? 0, ...inputs },
        unit: 'cents' as const,
      })),
    );
  }
  // The closing's picked allocation rules decide which existing partners give up the shares.
  return respreadThroughClosingRules(
    db,
    { lines, to_manager_cents: toManager, audit, posted: false },
    await closingRuleRefunds(db, closing, admitted),
  );
}

/** The kept result of a finalized closing, or null before it finalizes. */
export async function postedClosingNonCapital(db: Database, closingId: string) {
  const [row] = await db
    .select()
    .from(closing_non_capital_equalizations)
    .where(eq(closing_non_capital_equalizations.closing_id, closingId));
  return row
    ? { lines: row.lines, to_manager_cents: row.to_manager_cents, audit: row.audit, posted: true }
    : null;
}

/**
 * The ledger rows finalizing posts for the non-capital equalization: one per commitment and
 * item kind, in the closing's event (see closing-order-of-operations.ts).
 */
export async function planClosingNonCapital(
  db: Database,
  closing: typeof closings.$inferSelect,
  admitted: readonly Admitted[],
): Promise<{ result: ClosingNonCapitalEqualization; postings: PlannedPosting[] }> {
  const result = await computeClosingNonCapital(db, closing, admitted);
  if (result.lines.length === 0) return { result, postings: [] };
  const perRow = new Map<string, { commitment_id: string; code: string; amount: number }>();
  for (const line of result.lines) {
    const key = `${line.commitment_id}|${line.kind}`;
    const row = perRow.get(key) ?? {
      commitment_id: line.commitment_id,
      code: codeOf[line.kind],
      amount: 0,
    };
    row.amount += line.amount_cents;
    perRow.set(key, row);
  }
  const ids = [...new Set(result.lines.map((l) => l.commitment_id))];
  const owners = new Map(
    (
      await db
        .select({
          id: commitments.id,
          fund_entity_id: commitments.owning_entity_id,
          investor_entity_id: commitments.investor_entity_id,
        })
        .from(commitments)
        .where(inArray(commitments.id, ids))
    ).map((c) => [c.id, c]),
  );
  const postings = [...perRow.values()]
    .filter((r) => r.amount !== 0)
    .map((r) => ({
      fund_entity_id: owners.get(r.commitment_id)!.fund_entity_id,
      investor_entity_id: owners.get(r.commitment_id)!.investor_entity_id,
      commitment_id: r.commitment_id,
      code: r.code,
      amount_cents: r.amount,
      is_draft: false,
    }));
  return { result, postings };
}

/** Finalizing keeps what the non-capital equalization computed beside its posting. */
export async function keepClosingNonCapital(
  tx: Database,
  closing: typeof closings.$inferSelect,
  result: ClosingNonCapitalEqualization,
) {
  await tx.insert(closing_non_capital_equalizations).values({
    closing_id: closing.id,
    customer_id: closing.customer_id,
    lines: result.lines,
    to_manager_cents: result.to_manager_cents,
    audit: result.audit,
  });
}
