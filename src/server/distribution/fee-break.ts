import { and, eq, gt } from 'drizzle-orm';
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
