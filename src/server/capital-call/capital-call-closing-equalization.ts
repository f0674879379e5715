import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { SettledRow } from '../../api/capital-call';
import type { ClosingEqualization } from '../../api/closing-equalization';
import type { EqualizationLine } from '../../api/closing-equalization';
import {
  equalizationSettlement,
  type EqualizationSettlement,
  type SettledEqualization,
} from '../../domain/capital-call';
import { rowKind, type FigureRow } from '../../domain/ledger-figures';
import { formatCents } from '../../domain/money';
import { ApiError } from '../api-error';
import type { Database } from '../db/database';
import {
  commitments,
  fund_entities,
  fund_family_events,
  investor_entities,
  transaction_codes,
  transactions,
} from '../db/schema';
import type { Scope } from '../scope';

/**
 * Closing equalization a capital call settles (issue 17, spec §4: "A needed equalization stays
 * outstanding until a capital event completes it").
 *
 * The mechanism: a closing writes its capital equalization and interest as draft rows under its
 * own event. A call with a closing equalization line records, while a draft, exactly which of
 * those rows it takes (their ids and amounts). Finalizing it posts those very rows (is_draft
 * false) and stamps them settled_by_event_id = the call's event, in the call's transaction. No
 * row is added or deleted, so nothing is counted twice: the figures (src/domain/ledger-figures)
 * read a posted row as paid-in (capital paid by the admitted LP), a reduction of paid-in (capital
 * returned to a partner already in) or interest (no contribution), and the outstanding figure no
 * longer sees it. The rows keep the closing's date and event: the admitted LP is treated as if
 * admitted at the first close, and its interest ran to the closing date the fund set. Rolling
 * the call back drafts again exactly the rows stamped with its event id.
 */

type OutstandingRow = SettledRow & {
  closing_name: string;
  closing_date: string;
};

const EQUALIZATION = 'equalization';

/**
 * The closing equalization rows outstanding in the fund family: draft, not settled, under a
 * completed closing, each with its kind from the figures' one rowKind (who pays: the commitments
 * the closing admitted). `closingEventIds` narrows to those closings; `onOrBefore` to closings
 * dated then or earlier. Finalize locks the rows it takes (assertStillOutstanding).
 */
export async function outstandingClosingEqualization(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  options: { closingEventIds?: readonly string[]; onOrBefore?: string },
): Promise<OutstandingRow[]> {
  const filters = [
    eq(transactions.customer_id, scope.customerId),
    eq(transactions.fund_family_id, fundFamilyId),
    eq(transactions.is_draft, true),
    isNull(transactions.settled_by_event_id),
    eq(transaction_codes.classification, EQUALIZATION),
    eq(fund_family_events.event_type, 'closing'),
    eq(fund_family_events.state, 'completed'),
  ];
  if (options.closingEventIds)
    filters.push(
      options.closingEventIds.length === 0
        ? sql`false`
        : inArray(transactions.fund_family_event_id, [...options.closingEventIds]),
    );
  if (options.onOrBefore) filters.push(lte(fund_family_events.effective_date, options.onOrBefore));
  const rows = await db
    .select({
      id: transactions.id,
      event_id: transactions.fund_family_event_id,
      closing_name: fund_family_events.name,
      closing_date: fund_family_events.effective_date,
      commitment_id: transactions.commitment_id,
      affects_nav: transaction_codes.affects_nav,
      amount: transactions.amount_cents,
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .innerJoin(fund_family_events, eq(fund_family_events.id, transactions.fund_family_event_id))
    .where(and(...filters))
    .orderBy(fund_family_events.effective_date, transactions.id);
  return kindsOf(db, scope, rows);
}

type RawRow = {
  id: number;
  event_id: string;
  closing_name: string;
  closing_date: string;
  commitment_id: string | null;
  affects_nav: boolean;
  amount: number;
};

/** Each row's kind from rowKind: the closing's admitted commitments pay, the others receive. */
async function kindsOf(
  db: Database,
  scope: Scope,
  rows: readonly RawRow[],
): Promise<OutstandingRow[]> {
  const withCommitment = rows.filter(
    (r): r is RawRow & { commitment_id: string } => r.commitment_id !== null,
  );
  if (withCommitment.length === 0) return [];
  const events = [...new Set(withCommitment.map((r) => r.event_id))];
  const admittedRows = await db
    .select({
      event_id: transactions.fund_family_event_id,
      commitment_id: transactions.commitment_id,
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .where(
      and(
        eq(transactions.customer_id, scope.customerId),
        inArray(transactions.fund_family_event_id, events),
        eq(transaction_codes.classification, 'commitment'),
        gt(transactions.amount_cents, 0),
      ),
    );
  const admitted = new Set(admittedRows.map((r) => `${r.event_id}|${r.commitment_id}`));
  return withCommitment.map((r) => {
    const figureRow: FigureRow = {
      amount: r.amount,
      isDraft: true,
      eventId: r.event_id,
      eventType: 'closing',
      classification: EQUALIZATION,
      isRecallable: false,
      affectsNav: r.affects_nav,
      affectsNetIrr: false,
      isCalled: false,
    };
    const admittedBy = admitted.has(`${r.event_id}|${r.commitment_id}`)
      ? new Set([r.event_id])
      : new Set<string>();
    return {
      transaction_id: r.id,
      closing_event_id: r.event_id,
      closing_name: r.closing_name,
      closing_date: r.closing_date,
      commitment_id: r.commitment_id,
      kind: rowKind(figureRow, admittedBy) as SettledRow['kind'],
      amount_cents: r.amount,
    };
  });
}

/** The rows as the settlement domain reads them. */
export function settlementOf(rows: readonly SettledRow[]): EqualizationSettlement {
  return equalizationSettlement(
    rows.map((r) => ({ commitmentId: r.commitment_id, kind: r.kind, amount: r.amount_cents })),
  );
}

/** Names of commitments: the LP and the fund entity its commitment is made to. */
async function commitmentNames(db: Database, scope: Scope, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { lp: string; fund: string }>();
  const rows = await db
    .select({ id: commitments.id, lp: investor_entities.full_name, fund: fund_entities.name })
    .from(commitments)
    .innerJoin(investor_entities, eq(investor_entities.id, commitments.investor_entity_id))
    .innerJoin(fund_entities, eq(fund_entities.id, commitments.owning_entity_id))
    .where(and(eq(commitments.customer_id, scope.customerId), inArray(commitments.id, [...ids])));
  return new Map(rows.map((r) => [r.id, { lp: r.lp, fund: r.fund }]));
}

/** What rows of closing equalization hold, per LP and closing, as the API shows it. */
export async function closingEqualizationView(
  db: Database,
  scope: Scope,
  rows: readonly (SettledRow & { closing_name: string; closing_date: string })[],
): Promise<ClosingEqualization> {
  const settlement = settlementOf(rows);
  const names = await commitmentNames(
    db,
    scope,
    settlement.lines.map((l) => l.commitmentId),
  );
  const lines: EqualizationLine[] = settlement.lines
    .map((l) => ({
      commitment_id: l.commitmentId,
      lp: names.get(l.commitmentId)?.lp ?? '',
      fund_entity_name: names.get(l.commitmentId)?.fund ?? '',
      to_pay_cents: l.toPay,
      to_receive_cents: l.toReceive,
      interest_to_pay_cents: l.interestToPay,
      interest_to_receive_cents: l.interestToReceive,
    }))
    .sort((a, b) => a.lp.localeCompare(b.lp) || a.commitment_id.localeCompare(b.commitment_id));
  const closings = new Map<string, { event_id: string; name: string; closing_date: string }>();
  for (const r of rows)
    closings.set(r.closing_event_id, {
      event_id: r.closing_event_id,
      name: r.closing_name,
      closing_date: r.closing_date,
    });
  const sum = (pick: (l: EqualizationLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    closings: [...closings.values()],
    lines,
    total: {
      to_pay_cents: sum((l) => l.to_pay_cents),
      to_receive_cents: sum((l) => l.to_receive_cents),
      interest_to_pay_cents: sum((l) => l.interest_to_pay_cents),
      interest_to_receive_cents: sum((l) => l.interest_to_receive_cents),
    },
  };
}

const KIND_WORDS: Record<SettledRow['kind'], string> = {
  equalization_paid: 'closing equalization to pay',
  equalization_received: 'closing equalization to receive',
  equalization_interest_paid: 'equalization interest to pay',
  equalization_interest_received: 'equalization interest to receive',
};

/**
 * Finalize's guard, inside its transaction: every row the draft took is still outstanding with
 * the amount it had (locked, so a second call waits and then finds it settled). A row settled
 * by another call, gone or changed is a 409 naming the LP, the figure and the call that took it.
 */
export async function assertStillOutstanding(
  tx: Database,
  scope: Scope,
  settles: readonly SettledRow[],
  nameOf: (commitmentId: string) => string,
): Promise<void> {
  const why = await noLongerOutstanding(tx, scope, settles, nameOf, true);
  if (why)
    throw new ApiError({
      status: 409,
      code: 'conflict',
      message: why,
      devMessage: 'a closing equalization row changed since the draft',
    });
}

/**
 * Why a draft's closing equalization can no longer be settled as drafted (the first row settled
 * by another call, gone or changed, by LP and figure), or null. The event view shows it as the
 * reason the call cannot be finalized; finalize (locking the rows) refuses with it.
 */
export async function noLongerOutstanding(
  tx: Database,
  scope: Scope,
  settles: readonly SettledRow[],
  nameOf: (commitmentId: string) => string,
  lock = false,
): Promise<string | null> {
  if (settles.length === 0) return null;
  const ids = settles.map((s) => s.transaction_id);
  const query = tx
    .select({
      id: transactions.id,
      is_draft: transactions.is_draft,
      settled_by: transactions.settled_by_event_id,
      amount: transactions.amount_cents,
    })
    .from(transactions)
    .where(and(eq(transactions.customer_id, scope.customerId), inArray(transactions.id, ids)));
  const current = lock ? await query.for('update') : await query;
  const byId = new Map(current.map((r) => [r.id, r]));
  const settlers = [...new Set(current.flatMap((r) => (r.settled_by ? [r.settled_by] : [])))];
  const settlerNames = new Map(
    settlers.length === 0
      ? []
      : (
          await tx
            .select({ id: fund_family_events.id, name: fund_family_events.name })
            .from(fund_family_events)
            .where(inArray(fund_family_events.id, settlers))
        ).map((e) => [e.id, e.name]),
  );
  for (const drafted of settles) {
    const now = byId.get(drafted.transaction_id);
    const what = `${nameOf(drafted.commitment_id)}: its ${KIND_WORDS[drafted.kind]} of ${formatCents(drafted.amount_cents)}`;
    let why: string | null = null;
    if (!now) why = 'is no longer in the ledger';
    else if (now.settled_by)
      why = `was settled by ${settlerNames.get(now.settled_by) ?? 'another capital event'}`;
    else if (!now.is_draft) why = 'is no longer outstanding';
    else if (now.amount !== drafted.amount_cents)
      why = `is now ${formatCents(now.amount)} (difference ${formatCents(now.amount - drafted.amount_cents)})`;
    if (why)
      return `${what} ${why}. Edit the call to take the closing equalization outstanding now.`;
  }
  return null;
}

/**
 * Posts the rows the call settles and stamps them with its event, in finalize's transaction:
 * exactly those rows, each still draft and unsettled (assertStillOutstanding held them locked).
 */
export async function settleClosingEqualization(
  tx: Database,
  scope: Scope,
  eventId: string,
  settles: readonly SettledRow[],
): Promise<number> {
  if (settles.length === 0) return 0;
  const updated = await tx
    .update(transactions)
    .set({ is_draft: false, settled_by_event_id: eventId })
    .where(
      and(
        eq(transactions.customer_id, scope.customerId),
        inArray(
          transactions.id,
          settles.map((s) => s.transaction_id),
        ),
        eq(transactions.is_draft, true),
        isNull(transactions.settled_by_event_id),
      ),
    )
    .returning({ id: transactions.id });
  return updated.length;
}

/**
 * What the event settled, read back from the ledger (rows stamped with its id), per commitment:
 * capital paid − returned and interest paid − received, by the same rowKind as the figures.
 */
export async function settledByEvent(
  tx: Database,
  scope: Scope,
  eventId: string,
): Promise<SettledEqualization[]> {
  const rows = await tx
    .select({
      id: transactions.id,
      event_id: transactions.fund_family_event_id,
      closing_name: fund_family_events.name,
      closing_date: fund_family_events.effective_date,
      commitment_id: transactions.commitment_id,
      affects_nav: transaction_codes.affects_nav,
      amount: transactions.amount_cents,
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .innerJoin(fund_family_events, eq(fund_family_events.id, transactions.fund_family_event_id))
    .where(
      and(
        eq(transactions.customer_id, scope.customerId),
        eq(transactions.settled_by_event_id, eventId),
        eq(transactions.is_draft, false),
      ),
    );
  const settlement = settlementOf(await kindsOf(tx, scope, rows));
  return settlement.lines.map((l) => ({
    commitmentId: l.commitmentId,
    capital: l.toPay - l.toReceive,
    interest: l.interestToPay - l.interestToReceive,
  }));
}
