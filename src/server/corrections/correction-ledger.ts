import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { CorrectionPreviewLine, CustomerEvent } from '../../api/event-correction';
import type { Database } from '../db/database';
import {
  commitment_class_changes,
  commitments,
  fund_entities,
  fund_expense_allocations,
  fund_family_events,
  investor_entities,
  transaction_codes,
  transactions,
  transactions_set_aside,
} from '../db/schema';
import type { Scope } from '../scope';

/**
 * Event types a refresh knows how to recompute from their stored inputs (refresh.ts), and of the
 * adjustments, a commitment's class change and a fund expense allocation.
 */
const refreshableEventTypes: readonly string[] = [
  'capital_activity',
  'charge_fee',
  'closing',
  'distribution',
];

/** Spec §4: transaction code configuration events cannot be rolled back. */
export const configurationEventType = 'configuration';

export type FamilyEvent = Omit<CustomerEvent, 'may_roll_back'> & {
  created_at: Date;
};

/**
 * A fund family's events oldest to newest (effective date, then sequence), with the ledger rows
 * each has posted now and the rows a soft rollback set aside from it.
 */
export async function familyEvents(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
): Promise<FamilyEvent[]> {
  const posted = db
    .select({
      event_id: transactions.fund_family_event_id,
      n: sql<number>`count(*)::int`.as('n'),
      // Draft rows (a closing's outstanding equalization) are the event's rows too, but not posted.
      total:
        sql<number>`coalesce(sum(${transactions.amount_cents}) filter (where not ${transactions.is_draft}), 0)::bigint`.as(
          'total',
        ),
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.customer_id, scope.customerId),
        eq(transactions.fund_family_id, fundFamilyId),
      ),
    )
    .groupBy(transactions.fund_family_event_id)
    .as('posted');
  const rows = await db
    .select({
      event: fund_family_events,
      n: posted.n,
      total: posted.total,
      classChange: commitment_class_changes.id,
      fundExpense: fund_expense_allocations.fund_family_event_id,
    })
    .from(fund_family_events)
    .leftJoin(posted, eq(posted.event_id, fund_family_events.id))
    .leftJoin(
      commitment_class_changes,
      eq(commitment_class_changes.fund_family_event_id, fund_family_events.id),
    )
    .leftJoin(
      fund_expense_allocations,
      eq(fund_expense_allocations.fund_family_event_id, fund_family_events.id),
    )
    .where(
      and(
        eq(fund_family_events.customer_id, scope.customerId),
        eq(fund_family_events.fund_family_id, fundFamilyId),
      ),
    )
    .orderBy(asc(fund_family_events.effective_date), asc(fund_family_events.sequence));
  const aside = await setAsideCounts(db, scope, fundFamilyId);
  return rows.map(({ event, n, total, classChange, fundExpense }) => ({
    id: event.id,
    name: event.name,
    event_type: event.event_type,
    effective_date: event.effective_date,
    sequence: event.sequence,
    state: event.state,
    ledger_rows: n ?? 0,
    total_posted_cents: Number(total ?? 0),
    // Rows stay in transactions_set_aside after a refresh (the audit trail): only an event still
    // out of date is waiting on them.
    set_aside_rows: event.state === 'out_of_date' ? (aside.get(event.id) ?? 0) : 0,
    created_at: event.created_at,
    refreshable:
      refreshableEventTypes.includes(event.event_type) ||
      classChange !== null ||
      fundExpense !== null,
  }));
}

/** Rows set aside per event by its latest soft rollback. */
async function setAsideCounts(db: Database, scope: Scope, fundFamilyId: string) {
  const rows = await db
    .select({
      event_id: transactions_set_aside.fund_family_event_id,
      correction_id: transactions_set_aside.event_correction_id,
      n: sql<number>`count(*)::int`,
    })
    .from(transactions_set_aside)
    .where(
      and(
        eq(transactions_set_aside.customer_id, scope.customerId),
        eq(transactions_set_aside.fund_family_id, fundFamilyId),
      ),
    )
    .groupBy(
      transactions_set_aside.fund_family_event_id,
      transactions_set_aside.event_correction_id,
    );
  // An event rolled back twice (refreshed in between) has two sets; the counts are equal when
  // the refresh restored it, so the largest stands for the latest.
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.event_id, Math.max(counts.get(r.event_id) ?? 0, r.n));
  return counts;
}

/**
 * The fingerprint of a fund family's events and ledger as they stand: every event's id, state
 * and place, and every ledger row (id, commitment, code, amount, date, draft, settled by). A
 * preview carries it as its token; a confirmation whose token differs is stale (409).
 */
export async function ledgerFingerprint(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
): Promise<string> {
  const [events] = await db
    .select({
      digest: sql<string>`coalesce(md5(string_agg(concat_ws('|', ${fund_family_events.id}, ${fund_family_events.state}, ${fund_family_events.effective_date}, ${fund_family_events.sequence}), ',' order by ${fund_family_events.id})), '')`,
    })
    .from(fund_family_events)
    .where(
      and(
        eq(fund_family_events.customer_id, scope.customerId),
        eq(fund_family_events.fund_family_id, fundFamilyId),
      ),
    );
  const [ledger] = await db
    .select({
      digest: sql<string>`coalesce(md5(string_agg(concat_ws('|', ${transactions.id}, ${transactions.fund_family_event_id}, ${transactions.commitment_id}, ${transactions.transaction_code_id}, ${transactions.amount_cents}, ${transactions.effective_date}, ${transactions.is_draft}, ${transactions.settled_by_event_id}), ',' order by ${transactions.id})), '')`,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.customer_id, scope.customerId),
        eq(transactions.fund_family_id, fundFamilyId),
      ),
    );
  return `${events?.digest ?? ''}.${ledger?.digest ?? ''}`;
}

type LedgerCell = Omit<CorrectionPreviewLine, 'before_cents' | 'after_cents' | 'change_cents'> & {
  cents: number;
};

/**
 * The posted ledger (rows not draft) per LP and transaction code, with the names the preview
 * grid shows. Fund-level rows (no commitment) are one line per fund entity and code.
 */
export async function ledgerByLpAndCode(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
): Promise<Map<string, LedgerCell>> {
  const rows = await db
    .select({
      commitment_id: transactions.commitment_id,
      fund_entity_id: transactions.fund_entity_id,
      fund_entity_name: fund_entities.name,
      investor_name: investor_entities.full_name,
      code: transaction_codes.name,
      code_name: transaction_codes.display_name,
      cents: sql<number>`sum(${transactions.amount_cents})::bigint`.mapWith(Number),
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .innerJoin(fund_entities, eq(fund_entities.id, transactions.fund_entity_id))
    .leftJoin(commitments, eq(commitments.id, transactions.commitment_id))
    .leftJoin(investor_entities, eq(investor_entities.id, commitments.investor_entity_id))
    .where(
      and(
        eq(transactions.customer_id, scope.customerId),
        eq(transactions.fund_family_id, fundFamilyId),
        eq(transactions.is_draft, false),
      ),
    )
    .groupBy(
      transactions.commitment_id,
      transactions.fund_entity_id,
      fund_entities.name,
      investor_entities.full_name,
      transaction_codes.name,
      transaction_codes.display_name,
    );
  const cells = new Map<string, LedgerCell>();
  for (const r of rows)
    cells.set(`${r.commitment_id ?? `fund:${r.fund_entity_id}`}|${r.code}`, {
      commitment_id: r.commitment_id,
      investor_name: r.investor_name ?? `${r.fund_entity_name} (fund level)`,
      fund_entity_name: r.fund_entity_name,
      transaction_code: r.code,
      transaction_code_name: r.code_name,
      cents: r.cents,
    });
  return cells;
}

/** Before, after and change per LP and code, every line where either side is not zero. */
export function previewLines(
  before: Map<string, LedgerCell>,
  after: Map<string, LedgerCell>,
): CorrectionPreviewLine[] {
  const keys = [...new Set([...before.keys(), ...after.keys()])];
  return keys
    .map((key) => {
      const { cents: _cents, ...labels } = before.get(key) ?? after.get(key)!;
      const beforeCents = before.get(key)?.cents ?? 0;
      const afterCents = after.get(key)?.cents ?? 0;
      return {
        ...labels,
        before_cents: beforeCents,
        after_cents: afterCents,
        change_cents: afterCents - beforeCents,
      };
    })
    .filter((l) => l.before_cents !== 0 || l.after_cents !== 0)
    .sort(
      (a, b) =>
        a.investor_name.localeCompare(b.investor_name) ||
        a.fund_entity_name.localeCompare(b.fund_entity_name) ||
        a.transaction_code.localeCompare(b.transaction_code),
    );
}

/** The grid's totals: before + change = after, each the sum of its column. */
export function previewTotals(lines: readonly CorrectionPreviewLine[]) {
  const sum = (pick: (l: CorrectionPreviewLine) => number) =>
    lines.reduce((total, l) => total + pick(l), 0);
  return {
    before_cents: sum((l) => l.before_cents),
    change_cents: sum((l) => l.change_cents),
    after_cents: sum((l) => l.after_cents),
  };
}

/**
 * Rows of other events that these events settled (closing equalization a call posted in place):
 * a rollback drafts them again and a refresh settles them again.
 */
export const settledByButNotOf = (scope: Scope, eventIds: readonly string[]) =>
  and(
    eq(transactions.customer_id, scope.customerId),
    inArray(transactions.settled_by_event_id, [...eventIds]),
    notInArray(transactions.fund_family_event_id, [...eventIds]),
  );

/** How many such rows there are: the preview counts them beside the events' own rows. */
export async function rowsSettledBy(
  db: Database,
  scope: Scope,
  eventIds: readonly string[],
): Promise<number> {
  if (eventIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transactions)
    .where(settledByButNotOf(scope, eventIds));
  return row?.n ?? 0;
}
