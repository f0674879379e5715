import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Closing } from '../../api/fund-structure';
import type { ClosingState } from '../../../machines/closing.machine';
import type { Database } from '../db/database';
import { closings, users } from '../db/schema';
import { feeTrueUpNote } from './closing-fee-true-up';
import {
  equalizationInterestLines,
  equalizationInterestNote,
} from './closing-equalization-interest';
import { availableClosingActions } from './closing-machine-check';
import { overrideLine, postedEqualization } from './closing-posted-equalization';
import { closingCommitments } from './closing-commitments';
import { equalizationFor, loadClosing } from './closing-service';
import type { Scope } from '../scope';
import { investorNamesOf } from '../commitment/commitment-investor-names';
import { readCustomerSettings } from '../settings/customer-settings';
import { approvalRefusal } from '../settings/separation-of-duties';

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

/** The preparer and approver of a closing, by name. */
async function closingPeople(db: Database, closing: typeof closings.$inferSelect) {
  const ids = [closing.sent_for_approval_by, closing.approved_by].filter(
    (id): id is string => id !== null,
  );
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
          .from(users)
          .where(inArray(users.id, ids));
  const person = (id: string | null) => {
    const row = rows.find((r) => r.id === id);
    return row ? { id: row.id, name: `${row.first_name} ${row.last_name}` } : null;
  };
  return { preparer: person(closing.sent_for_approval_by), approver: person(closing.approved_by) };
}

/** The closing as `viewerId` sees it: whether they may approve it is theirs alone. */
export async function getClosing(
  db: Database,
  scope: Scope,
  closingId: string,
  viewerId: string,
): Promise<Closing> {
  const closing = await loadClosing(db, scope, closingId);
  const people = await closingPeople(db, closing);
  const approvalRefusalForViewer =
    closing.state === 'sent_for_approval'
      ? approvalRefusal({
          eventNoun: 'closing',
          preparedBy: closing.sent_for_approval_by,
          actingUserId: viewerId,
          preparerMayApprove: (await readCustomerSettings(db, scope.customerId))
            .preparer_may_approve,
        })
      : null;
  const rows = await closingCommitments(db, closing.id);
  const names = new Map<string, string>();
  rows.forEach((r) => names.set(r.commitment_id, r.investor_entity_name));
  let equalization: Closing['equalization'] = [];
  let feeTrueUps: Closing['fee_true_ups'] = [];
  let overrides: Closing['equalization_overrides'] = [];
  let audit: Closing['equalization_audit'] = closing.equalization_audit ?? [];
  let feeTrueUpAudit: Closing['fee_true_up_audit'] = closing.fee_true_up_audit ?? [];
  let interest: Closing['equalization_interest'] = [];
  let interestAudit: Closing['equalization_interest_audit'] =
    closing.equalization_interest_audit ?? [];
  let outstanding = false;
  if (closing.state === 'finalized' && closing.fund_family_event_id) {
    const posted = await postedEqualization(db, closing.fund_family_event_id, rows);
    ({ equalization, feeTrueUps, interest, outstanding } = posted);
    overrides = rows
      .filter((r) => r.equalization_override_cents !== null)
      .map((r) => overrideLine(r, null));
  } else if (closing.state !== 'discarded') {
    const outcome = await equalizationFor(db, scope, closing, rows);
    const overridden = new Set(outcome.overridden);
    const reallocated = new Set(outcome.reallocated);
    const existingIds = new Set([
      ...Object.keys(outcome.existing),
      // An override can bring a refund to nothing: the line stays, to show what it was.
      ...outcome.reallocated.filter((id) => (outcome.computedExisting[id] ?? 0) !== 0),
    ]);
    const existingNames = await investorNamesOf(db, [...existingIds]);
    equalization = [
      ...Object.entries(outcome.admitted)
        .filter(([id, amount]) => amount !== 0 || overridden.has(id))
        .map(([id, amount]) => ({
          commitment_id: id,
          investor_entity_name: names.get(id) ?? id,
          role: 'admitted' as const,
          amount_cents: amount,
          overridden: overridden.has(id),
          computed_amount_cents: outcome.computedAdmitted[id] ?? amount,
        })),
      // By name, as a finalized closing lists what it posted.
      ...[...existingIds]
        .sort((a, b) => (existingNames.get(a) ?? a).localeCompare(existingNames.get(b) ?? b))
        .map((id) => ({
          commitment_id: id,
          investor_entity_name: existingNames.get(id) ?? id,
          role: 'existing' as const,
          amount_cents: outcome.existing[id] ?? 0,
          overridden: reallocated.has(id),
          computed_amount_cents: outcome.computedExisting[id] ?? 0,
        })),
    ];
    audit = outcome.audit;
    feeTrueUpAudit = outcome.feeTrueUpAudit;
    interest = await equalizationInterestLines(db, outcome.interest);
    interestAudit = outcome.interest.audit;
    feeTrueUps = Object.entries(outcome.feeTrueUp)
      .filter(([, amount]) => amount !== 0)
      .map(([id, amount]) => ({
        commitment_id: id,
        investor_entity_name: names.get(id) ?? id,
        amount_cents: amount,
      }));
    overrides = rows
      .filter((r) => r.commitment_id in outcome.computedAdmitted)
      .map((r) => overrideLine(r, outcome.computedAdmitted[r.commitment_id] ?? 0));
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
    equalization_interest: interest,
    equalization_interest_audit: interestAudit,
    equalization_interest_note: equalizationInterestNote(interestAudit),
    fee_true_ups: feeTrueUps,
    equalization_audit: audit,
    fee_true_up_audit: feeTrueUpAudit,
    fee_true_up_note: feeTrueUpNote(feeTrueUpAudit),
    equalization_overrides: overrides,
    available_actions: availableClosingActions(closing.state as ClosingState, rows.length),
    sent_for_approval_by: people.preparer,
    approved_by: people.approver,
    approval_refusal: approvalRefusalForViewer,
  };
}
