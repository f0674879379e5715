import { DomainError } from '../domain-error';
import { FeeMessages } from './fee-messages';
import type { FeeRunResult } from './fee-run-types';

/**
 * A fee calculation that broke for no rule a user can fix (spec §8: "Something went wrong while
 * calculating fees. Please contact support."). `detail` is for the API error's dev_message and
 * the log; `cause` keeps the original error and its stack.
 */
export class FeeCalculationFailed extends DomainError {
  readonly detail: string;

  constructor(detail: string, cause?: unknown) {
    super(FeeMessages.calculationFailed, 'fee_calculation_failed');
    this.detail = detail;
    if (cause !== undefined) this.cause = cause;
  }
}

/** Runs a fee calculation: rule and input errors keep their own message, anything else is the spec's. */
export function guardFeeCalculation<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new FeeCalculationFailed(error instanceof Error ? error.message : String(error), error);
  }
}

/**
 * A fee run is only posted when its numbers reconcile: per commitment gross − offsets − waivers
 * = net and net ≥ 0 (an offset never takes a fee below zero); the fee, offset and waiver ledger
 * lines sum to the net; accruals or cashless contributions equal the waivers applied.
 */
export function assertFeeRunReconciles(run: FeeRunResult): void {
  const fail = (what: string) => {
    throw new FeeCalculationFailed(`Fee run ${run.period.start}–${run.period.end}: ${what}`);
  };
  const totals = { gross: 0, offsetsApplied: 0, waiversApplied: 0, net: 0 };
  for (const line of run.lines) {
    if (line.gross - line.offsetsApplied - line.waiversApplied !== line.net)
      fail(`${line.commitmentId} gross − offsets − waivers ≠ net`);
    if (line.net < 0) fail(`${line.commitmentId} has a negative net fee`);
    totals.gross += line.gross;
    totals.offsetsApplied += line.offsetsApplied;
    totals.waiversApplied += line.waiversApplied;
    totals.net += line.net;
  }
  for (const key of ['gross', 'offsetsApplied', 'waiversApplied', 'net'] as const)
    if (totals[key] !== run.totals[key]) fail(`the ${key} total is not the sum of the lines`);
  let feeLines = 0;
  let waiverCounterpart = 0;
  for (const entry of run.ledger) {
    if (entry.code === 'fee_waiver_accrual' || entry.code === 'gp_cashless_contribution')
      waiverCounterpart += entry.amount;
    else feeLines += entry.amount;
  }
  if (feeLines !== totals.net)
    fail('the fee, offset and waiver ledger lines do not sum to the net');
  if (waiverCounterpart !== totals.waiversApplied)
    fail('accruals or cashless contributions do not equal the waivers applied');
}
