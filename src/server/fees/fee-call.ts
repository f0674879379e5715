import { and, eq } from 'drizzle-orm';
import type { CapitalCallUseInput } from '../../api/capital-call';
import { feeCallMessages, type FeeCall, type FeeCallInput } from '../../api/fee-call';
import type { FeeLedgerLine } from '../../domain/fees/fee-run-types';
import { invalidTransition } from '../api-error';
import { callCodes, defaultCodeFor } from '../capital-call/capital-call-context';
import { createCapitalCall } from '../capital-call/capital-call-service';
import type { Database } from '../db/database';
import { capital_calls, fund_family_events } from '../db/schema';
import { loadFundFamily } from '../fund-family/fund-family-service';
import type { Scope } from '../scope';
import { loadFeeCharge } from './fee-charge-load';
import { postedFeeRows } from './fee-charge-posting';

/**
 * The ledger codes whose rows make an LP's net fee: the fee, less its offsets and waivers. The
 * waiver's counterpart (an accrual, or the GP's cashless contribution) is no cash from the LP.
 */
const netFeeCodes: readonly FeeLedgerLine['code'][] = [
  'management_fee',
  'management_fee_offset',
  'management_fee_waiver',
];

/** The call drafted from a fee charge, if any (the charge's view links to it). */
export async function feeCallOf(
  db: Database,
  scope: Scope,
  feeChargeEventId: string,
): Promise<FeeCall | null> {
  const [call] = await db
    .select({
      event_id: fund_family_events.id,
      name: fund_family_events.name,
      state: fund_family_events.state,
    })
    .from(capital_calls)
    .innerJoin(fund_family_events, eq(fund_family_events.id, capital_calls.fund_family_event_id))
    .where(
      and(
        eq(capital_calls.customer_id, scope.customerId),
        eq(capital_calls.fee_charge_event_id, feeChargeEventId),
      ),
    );
  return call ?? null;
}

/** Each LP's net fee as the charge posted it, read back from its ledger rows (non-zero only). */
async function postedNetFees(tx: Database, scope: Scope, feeChargeEventId: string) {
  const net = new Map<string, number>();
  for (const row of await postedFeeRows(tx, scope, feeChargeEventId))
    if (row.commitment_id && netFeeCodes.includes(row.code as FeeLedgerLine['code']))
      net.set(row.commitment_id, (net.get(row.commitment_id) ?? 0) + row.amount);
  return [...net]
    .filter(([, amount]) => amount !== 0)
    .map(([commitment_id, amount]) => ({ commitment_id, net: amount }));
}

/**
 * Drafts the capital call that collects a published fee charge: one management fees line whose
 * amount is the charge's net total and which calls each LP exactly its net fee (as overrides,
 * so no allocation rule moves a cent), under the fund's management fee call code. The call is
 * drafted by `userId` and goes through the capital event like any call: the same checks
 * (unfunded commitment, the fee break), notices, and another user finalizes it. One call per
 * charge; the charge must be published. `withUses` places the fee line among other lines of
 * the same call (the demo's first call also calls investments and expenses); left out, the call
 * is the fee line alone.
 */
export async function draftFeeCall(
  tx: Database,
  scope: Scope,
  feeChargeEventId: string,
  input: FeeCallInput,
  userId: string,
  withUses: (feeLine: CapitalCallUseInput) => CapitalCallUseInput[] = (feeLine) => [feeLine],
): Promise<string> {
  const { event } = await loadFeeCharge(tx, scope, feeChargeEventId, true);
  if (event.state !== 'completed') throw invalidTransition(feeCallMessages.notPublished);
  const existing = await feeCallOf(tx, scope, feeChargeEventId);
  if (existing) throw invalidTransition(feeCallMessages.alreadyCalled(existing.name));
  const nets = await postedNetFees(tx, scope, feeChargeEventId);
  const total = nets.reduce((sum, r) => sum + r.net, 0);
  if (total <= 0) throw invalidTransition(feeCallMessages.nothingToCall);
  const fund = await loadFundFamily(tx, scope.customerId, event.fund_family_id);
  const code = defaultCodeFor('management_fees', await callCodes(tx, scope, fund));
  if (!code) throw invalidTransition(feeCallMessages.noCallCode);
  const callId = await createCapitalCall(
    tx,
    scope,
    fund.id,
    {
      name: null,
      notice_date: input.notice_date,
      due_date: input.due_date,
      allocation_rule_graph_id: null,
      uses: withUses({
        kind: 'management_fees',
        description: `${event.name}, net of offsets and waivers`.slice(0, 200),
        amount_cents: total,
        fee_period: null,
        transaction_code: code,
        overrides: nets.map((r) => ({ commitment_id: r.commitment_id, amount_cents: r.net })),
      }),
    },
    userId,
  );
  await tx
    .update(capital_calls)
    .set({ fee_charge_event_id: feeChargeEventId })
    .where(eq(capital_calls.fund_family_event_id, callId));
  return callId;
}
