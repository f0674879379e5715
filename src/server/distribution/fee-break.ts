import { and, eq, gt } from 'drizzle-orm';
import { ApiError } from '../api-error';
import type { Database } from '../db/database';
import { distributions, fund_family_events } from '../db/schema';
import type { Scope } from '../scope';

/** Spec §4 and §9, in the words a refused management fee line shows. */
export const feeBreakBlocksFees =
  'Management fees cannot be called: the fund family has completed a fee break distribution.';

/**
 * Whether the fund family has completed a fee-break distribution (one that withheld management
 * fees: a fee holdback above zero). Spec §4/§9: a capital call may then no longer include
 * management fees. For the capital call's checks to ask.
 */
export async function hasCompletedFeeBreak(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: distributions.fund_family_event_id })
    .from(distributions)
    .innerJoin(fund_family_events, eq(fund_family_events.id, distributions.fund_family_event_id))
    .where(
      and(
        eq(distributions.customer_id, scope.customerId),
        eq(distributions.fund_family_id, fundFamilyId),
        eq(fund_family_events.state, 'completed'),
        gt(distributions.fee_holdback_cents, 0),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The management fee lines of a call's uses, by index: what a fee break refuses. */
const feeLines = (uses: readonly { kind: string }[]) =>
  [...uses.entries()].filter(([, use]) => use.kind === 'management_fees').map(([u]) => u);

/**
 * Draft checks (create, update): each management fee line gets feeBreakBlocksFees on its kind,
 * where the wizard shows it on the line. Asks the database only when there is a fee line.
 */
export async function feeBreakProblems(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  uses: readonly { kind: string }[],
  problems: Record<string, string[]>,
): Promise<void> {
  const lines = feeLines(uses);
  if (lines.length === 0 || !(await hasCompletedFeeBreak(db, scope, fundFamilyId))) return;
  for (const u of lines) problems[`uses.${u}.kind`] = [feeBreakBlocksFees];
}

/** Finalize: a draft with a fee line, drafted before the fee break completed, is a 409. */
export async function assertNoFeeBreakBlocksFees(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  uses: readonly { kind: string }[],
): Promise<void> {
  if (feeLines(uses).length === 0 || !(await hasCompletedFeeBreak(db, scope, fundFamilyId))) return;
  throw new ApiError({ status: 409, code: 'conflict', message: feeBreakBlocksFees });
}
