import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { CacheAccess } from '../cache/snapshot-cache';
import { type fund_family_events, transaction_codes, transactions } from '../db/schema';
import { insertLedgerRows } from '../ledger/insert-ledger-rows';
import type { Scope } from '../scope';
import { feeChargeChecks, ledgerKey, ledgerSums } from './fee-charge-checks';
import { feeChargeCodes } from './fee-charge-codes';
import { feeCalculationError } from './fee-charge-run';
import { feeChargeRunIn } from './fee-charge-computed';
import type { LoadedFeeCharge } from './fee-charge-load';
import type { FeeLedgerLine } from '../../domain/fees';
import type { CallCommitment } from '../capital-call/capital-call-context';

type Event = typeof fund_family_events.$inferSelect;

/**
 * A charge's fee run from its stored fee, period, offsets and waivers on the ledger as it
 * stands (as computed for its last read when nothing it reads has changed since, as `tx` sees
 * it), with the checks that it reconciles: publish proves them, and a refresh of an out-of-date
 * charge (issue 21) runs them again.
 */
export async function runFeeCharge(
  tx: Database,
  scope: Scope,
  loaded: LoadedFeeCharge,
  cache: CacheAccess | null = null,
) {
  const { fund, run, commitments } = await feeChargeRunIn(tx, scope, loaded, cache);
  return { fund, run, commitments, checks: feeChargeChecks(run, ledgerSums(run.ledger)) };
}

/**
 * A fee charge event's posted rows read back, summed per commitment and code: what publish
 * compares with the run, and what a call drafted from the charge calls (fee-call.ts).
 */
export async function postedFeeRows(tx: Database, scope: Scope, eventId: string) {
  return tx
    .select({
      commitment_id: transactions.commitment_id,
      code: transaction_codes.name,
      amount: sql<number>`sum(${transactions.amount_cents})::bigint`.mapWith(Number),
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .where(
      and(
        eq(transactions.customer_id, scope.customerId),
        eq(transactions.fund_family_event_id, eventId),
      ),
    )
    .groupBy(transactions.commitment_id, transaction_codes.name);
}

/**
 * The events' posted rows read back and summed together (a charge with its applied late
 * adjustments is one period), keyed as the checks key the run's ledger lines.
 */
export async function postedSums(tx: Database, scope: Scope, eventIds: readonly string[]) {
  const sums = new Map<string, number>();
  for (const eventId of eventIds)
    for (const r of await postedFeeRows(tx, scope, eventId)) {
      const key = ledgerKey(r.commitment_id ?? '', r.code);
      sums.set(key, (sums.get(key) ?? 0) + r.amount);
    }
  return sums;
}

/**
 * Posts fee ledger lines under the fee charge codes, dated on the event: a fee run's charges,
 * offsets and waivers, or a late adjustment's differences. Answers the number of rows posted.
 */
export async function postFeeLedgerLines(
  tx: Database,
  scope: Scope,
  event: Event,
  commitments: readonly CallCommitment[],
  lines: readonly FeeLedgerLine[],
): Promise<number> {
  const codes = await feeChargeCodes(tx, scope, event.fund_family_id);
  const byId = new Map(commitments.map((c) => [c.id, c]));
  const rows = lines
    .filter((l) => l.amount !== 0)
    .map((l) => {
      const lp = byId.get(l.commitmentId)!;
      return {
        customer_id: scope.customerId,
        fund_family_id: event.fund_family_id,
        fund_family_event_id: event.id,
        fund_entity_id: lp.fundEntityId,
        investor_entity_id: lp.investorEntityId,
        commitment_id: lp.id,
        transaction_code_id: codes.get(l.code)!,
        amount_cents: l.amount,
        effective_date: event.effective_date,
      };
    });
  await insertLedgerRows(tx, rows);
  return rows.length;
}

/**
 * Posts a fee run's charges, offsets and waivers, reads them back and compares them with the
 * run: any difference, or any unexpected failure, is the spec's "Something went wrong while
 * calculating fees" (the caller's transaction rolls back). Answers the number of rows posted.
 */
export async function postFeeRun(
  tx: Database,
  scope: Scope,
  event: Event,
  { run, commitments }: Awaited<ReturnType<typeof runFeeCharge>>,
): Promise<number> {
  try {
    const posted = await postFeeLedgerLines(tx, scope, event, commitments, run.ledger);
    const after = feeChargeChecks(run, await postedSums(tx, scope, [event.id]));
    const failed = after.filter((c) => !c.passed);
    if (failed.length > 0) throw new Error(`After posting: ${failed.map((c) => c.id).join(', ')}`);
    return posted;
  } catch (error) {
    return feeCalculationError(error);
  }
}
