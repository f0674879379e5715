import type { FeeChargeTotals } from '../../api/fee-charge-event';
import type { FeeLedgerLine, FeeRunResult } from '../../domain/fees';

/** A fee run's totals as the API shows them. */
export const feeTotalsOfRun = ({ totals }: Pick<FeeRunResult, 'totals'>): FeeChargeTotals => ({
  gross_cents: totals.gross,
  offsets_applied_cents: totals.offsetsApplied,
  waivers_applied_cents: totals.waiversApplied,
  net_cents: totals.net,
});

/**
 * What posted ledger rows, summed per code, make of the fee's totals: the charge is the gross,
 * offset and waiver rows (negative on the ledger) are what was applied, and the net is the three
 * together. A waiver's counterpart (an accrual, or the GP's cashless contribution) is no part of
 * what the LP owes. The one reading of posted fee rows: a published charge's figures in the
 * postings list, a late adjustment's change in its list entry and on the posted page's totals.
 */
export function feeTotalsOfLedger(
  ledger: readonly { code: string; amount_cents: number }[],
): FeeChargeTotals {
  const of = (code: FeeLedgerLine['code']) =>
    ledger.filter((row) => row.code === code).reduce((sum, row) => sum + row.amount_cents, 0);
  const gross = of('management_fee');
  const offsets = of('management_fee_offset');
  const waivers = of('management_fee_waiver');
  return {
    gross_cents: gross,
    offsets_applied_cents: -offsets,
    waivers_applied_cents: -waivers,
    net_cents: gross + offsets + waivers,
  };
}

/** Totals added key by key: a published charge's and its late adjustments' changes. */
export function addFeeTotals(...totals: readonly FeeChargeTotals[]): FeeChargeTotals {
  const sum = (key: keyof FeeChargeTotals) => totals.reduce((s, t) => s + t[key], 0);
  return {
    gross_cents: sum('gross_cents'),
    offsets_applied_cents: sum('offsets_applied_cents'),
    waivers_applied_cents: sum('waivers_applied_cents'),
    net_cents: sum('net_cents'),
  };
}
