import { and, eq, gte, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type {
  AllocationRuleInput,
  DeemedEqualizationPart,
  DeemedEqualizationPreview,
} from '../../api/allocation-rules';
import {
  allocateThroughStructure,
  deemedReallocation,
  type AllocatedTransaction,
  type AuditStep,
  type DeemedEqualizationResult,
} from '../../domain';
import type { Database } from '../db/database';
import {
  commitments,
  fund_entities,
  fund_families,
  fund_family_events,
  investor_entities,
  transaction_codes,
  transactions,
} from '../db/schema';
import { ruleLines } from '../allocation-rules/allocation-structure';
import { asInvalid } from '../allocation-rules/allocations-playground';
import {
  calculationNamesOf,
  ruleGraphEngineInput,
} from '../allocation-rules/rule-graph-engine-input';
import { loadStructureContext } from '../fund-family/structure-context';
import { formatDate } from '../../domain/date-display';

type Part = 'capital' | 'non_capital' | 'fee_true_up';
type Grouped = AllocatedTransaction & { part: Part; classification: string };

/**
 * Which part of a rule edit's deemed equalization a ledger row belongs to: equalized capital
 * activity, its management fee portion (a fee true-up), or a non-capital item (expenses, fees
 * and distributions that were not called as capital). Other rows are not re-allocated.
 */
function partOf(code: { should_get_equalized: boolean; classification: string }): Part | null {
  if (code.should_get_equalized)
    return code.classification === 'management_fee' ? 'fee_true_up' : 'capital';
  return ['expenses', 'management_fee', 'proceeds'].includes(code.classification)
    ? 'non_capital'
    : null;
}

/** Rows the product posts to equalize are results, not allocations to redo. */
const derivedEvents = ['closing', 'allocation_rule_change'];

type DeemedEqualization = DeemedEqualizationPreview & {
  /** Per part and commitment, ready to post: code name, fund entity and investor entity. */
  postings: {
    commitment_id: string;
    fund_entity_id: string;
    investor_entity_id: string;
    code: string;
    amount_cents: number;
    is_draft: boolean;
  }[];
};

const nonCapitalCode: Record<string, string> = {
  expenses: 'non_capital_equalization_expenses',
  management_fee: 'non_capital_equalization_management_fee',
  proceeds: 'non_capital_equalization_distribution',
};

/**
 * Spec §4 "Allocation rule edit: creates a deemed equalization from the effective date,
 * realized in capital activity": every posted transaction on or after the effective date is
 * re-allocated under the edited rules (with the commitments of its own date), and each
 * commitment's difference is the deemed equalization. The ledger does not yet record which
 * graph allocated a row, so an edit re-allocates all of the fund family's rows from that date.
 */
export async function computeDeemedEqualization(
  db: Database,
  fund: typeof fund_families.$inferSelect,
  effectiveDate: string,
  rules: readonly AllocationRuleInput[],
): Promise<DeemedEqualization> {
  const rows = await db
    .select({
      event_id: fund_family_events.id,
      event_name: fund_family_events.name,
      date: transactions.effective_date,
      code: transaction_codes.name,
      classification: transaction_codes.classification,
      should_get_equalized: transaction_codes.should_get_equalized,
      commitment_id: transactions.commitment_id,
      amount: transactions.amount_cents,
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .innerJoin(fund_family_events, eq(fund_family_events.id, transactions.fund_family_event_id))
    .where(
      and(
        eq(transactions.customer_id, fund.customer_id),
        eq(transactions.fund_family_id, fund.id),
        gte(transactions.effective_date, effectiveDate),
        eq(transactions.is_draft, false),
        eq(fund_family_events.state, 'completed'),
        notInArray(fund_family_events.event_type, derivedEvents),
        isNotNull(transactions.commitment_id),
      ),
    );
  const grouped = new Map<string, Grouped>();
  for (const row of rows) {
    const part = partOf(row);
    if (!part) continue;
    const key = `${row.event_id}|${row.code}|${row.date}`;
    const entry = grouped.get(key) ?? {
      id: `${row.event_name} of ${row.date}`,
      date: row.date,
      code: row.code,
      shouldGetEqualized: true,
      allocated: {},
      part,
      classification: row.classification,
    };
    const allocated = entry.allocated as Record<string, number>;
    allocated[row.commitment_id!] = (allocated[row.commitment_id!] ?? 0) + Number(row.amount);
    grouped.set(key, entry);
  }
  // The rules allocate over the commitments each transaction's own date had.
  const engines = new Map<string, Awaited<ReturnType<typeof ruleGraphEngineInput>>>();
  for (const date of new Set([...grouped.values()].map((t) => t.date)))
    engines.set(
      date,
      await ruleGraphEngineInput(db, fund, date, await loadStructureContext(db, fund, date), rules),
    );
  const reallocateOn = (date: string) => (total: number) =>
    asInvalid(() => allocateThroughStructure({ ...engines.get(date)!, amount: total }).commitments);
  const parts = {} as Record<Part, { result: DeemedEqualizationResult; list: Grouped[] }>;
  const transactionsOf = [...grouped.values()];
  // Per commitment and code: one ledger row each, however many transactions fed it.
  const posting = new Map<string, DeemedEqualization['postings'][number]>();
  for (const part of ['capital', 'non_capital', 'fee_true_up'] as const) {
    const list = transactionsOf.filter((t) => t.part === part);
    // One reallocation per transaction, each on its own date's commitments.
    const byTransaction = list.map((t) =>
      deemedReallocation({ effectiveDate, transactions: [t], reallocate: reallocateOn(t.date) }),
    );
    const merged = {
      byTransaction: byTransaction.flatMap((r) => r.byTransaction),
      byCommitment: {} as Record<string, number>,
      audit: byTransaction.flatMap((r) => r.audit),
    };
    byTransaction.forEach((r, i) => {
      for (const [id, delta] of Object.entries(r.byCommitment)) {
        merged.byCommitment[id] = (merged.byCommitment[id] ?? 0) + delta;
        const code =
          part === 'capital'
            ? 'deemed_equalization'
            : part === 'fee_true_up'
              ? 'deemed_fee_true_up'
              : nonCapitalCode[list[i]!.classification]!;
        const key = `${id}|${code}`;
        const row = posting.get(key) ?? {
          commitment_id: id,
          fund_entity_id: '',
          investor_entity_id: '',
          code,
          amount_cents: 0,
          // Spec §4: the capital part is realized in capital activity, so it stays outstanding.
          is_draft: part === 'capital',
        };
        row.amount_cents += delta;
        posting.set(key, row);
      }
    });
    parts[part] = { result: merged, list };
  }
  const postings = [...posting.values()].filter((p) => p.amount_cents !== 0);
  const ids = [...new Set(postings.map((p) => p.commitment_id))];
  const who = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({
              id: commitments.id,
              fund_entity_id: commitments.owning_entity_id,
              investor_entity_id: commitments.investor_entity_id,
              investor_entity_name: investor_entities.full_name,
              fund_entity_name: fund_entities.name,
            })
            .from(commitments)
            .innerJoin(investor_entities, eq(investor_entities.id, commitments.investor_entity_id))
            .innerJoin(fund_entities, eq(fund_entities.id, commitments.owning_entity_id))
            .where(inArray(commitments.id, ids))
        ).map((c) => [c.id, c]),
  );
  for (const row of postings) {
    row.fund_entity_id = who.get(row.commitment_id)!.fund_entity_id;
    row.investor_entity_id = who.get(row.commitment_id)!.investor_entity_id;
  }
  const rulesContext = await loadStructureContext(db, fund, effectiveDate);
  const header: AuditStep = {
    step: `Rules from ${formatDate(effectiveDate)}`,
    formula: ruleLines(rulesContext, rules, await calculationNamesOf(db, fund)).join('; '),
    note: 'each transaction on or after this date is allocated again under these rules, with the commitments of its own date',
  };
  const describe = (part: Part): DeemedEqualizationPart => {
    const { result, list } = parts[part];
    return {
      lines: Object.entries(result.byCommitment)
        .filter(([, amount]) => amount !== 0)
        .map(([id, amount]) => ({
          commitment_id: id,
          investor_entity_name: who.get(id)?.investor_entity_name ?? id,
          fund_entity_name: who.get(id)?.fund_entity_name ?? '',
          amount_cents: amount,
        }))
        .sort((a, b) => a.investor_entity_name.localeCompare(b.investor_entity_name)),
      transactions: list.map((t) => ({
        transaction: t.id,
        date: t.date,
        code: t.code,
        total_cents: Object.values(t.allocated).reduce((s, v) => s + v, 0),
      })),
      audit: list.length === 0 ? [] : [header, ...result.audit],
    };
  };
  return {
    effective_date: effectiveDate,
    capital: describe('capital'),
    non_capital: describe('non_capital'),
    fee_true_up: describe('fee_true_up'),
    postings,
  };
}
