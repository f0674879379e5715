import { and, eq } from 'drizzle-orm';
import { createFeeCharge, publishFeeCharge } from '../fees/fee-charge-event-service';
import type { Scope } from '../scope';
import type { Database } from './database';
import { fees } from './schema';

type Users = { writer: string; approver: string };

/** The demo fund family's one fee (seedDemoFundConfiguration's management fee). */
async function demoFeeId(tx: Database, scope: Scope, fundFamilyId: string): Promise<string> {
  const [fee] = await tx
    .select({ id: fees.id })
    .from(fees)
    .where(and(eq(fees.customer_id, scope.customerId), eq(fees.fund_family_id, fundFamilyId)));
  if (!fee) throw new Error('the demo fee is configured first');
  return fee.id;
}

/**
 * One quarter's management fee charged through the fee charge event (issue 20), as a team does
 * it: the writer drafts the charge for the quarter starting on `periodStart`, and, unless it is to
 * wait as a draft, the approver publishes it (maker-checker; publish posts the fee to each
 * capital account under the fee charge codes and proves that the run reconciles). The demo's fee
 * is 2% a year quarterly in advance on actual/365 (Class A 1.5%, Class G 0% from 2025-07-01), on
 * the commitments posted by the quarter's end as the seed has posted them so far: the demo seeds
 * its history in date order, so each quarter is charged on what the fund knew then, as a refresh
 * of it recomputes it. Answers the charge's fund family event id.
 */
export async function seedDemoFeeCharge(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  periodStart: string,
  users: Users,
  state: 'published' | 'draft' = 'published',
): Promise<string> {
  const eventId = await createFeeCharge(
    tx,
    scope,
    {
      fund_family_id: fundFamilyId,
      fee_id: await demoFeeId(tx, scope, fundFamilyId),
      period_start: periodStart,
    },
    users.writer,
  );
  if (state === 'published') await publishFeeCharge(tx, scope, eventId, users.approver);
  return eventId;
}
