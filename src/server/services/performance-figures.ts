import type { FundFamilyPerformance } from '../../api/investor-performance';
import { performanceFromLedger, type LedgerPerformanceRow } from '../../domain/performance';
import type { CommitmentLedgerRow } from './commitment-ledger';

/** Calls that pay fees, expenses, carry and taxes: paid in, but paid away, so they leave NAV. */
const paidAway = new Set(['management_fee', 'expenses', 'carried_interest', 'taxes']);

type Row = Pick<
  CommitmentLedgerRow,
  | 'effective_date'
  | 'amount_cents'
  | 'code_display_name'
  | 'affects_net_irr'
  | 'affects_nav'
  | 'base_code'
  | 'base_classification'
> & { commitment_id: string };

export type PerformanceFigures = Omit<
  FundFamilyPerformance,
  'fund_family_id' | 'fund_family_name' | 'currency'
>;

/**
 * Paid-in, distributions, NAV, net IRR, TVPI and DPI of posted ledger rows at `asOf`, with the
 * cash flows used. A row reads as its base code (a transfer twin as the code it moved): codes
 * classified proceeds or named for a distribution pay the investor, every other one is paid in.
 */
export function performanceFigures(rows: readonly Row[], asOf: string): PerformanceFigures {
  const ledger: LedgerPerformanceRow[] = rows.map((row) => ({
    date: row.effective_date,
    commitmentId: row.commitment_id,
    code: row.code_display_name,
    amount: row.amount_cents,
    direction:
      row.base_classification === 'proceeds' || row.base_code.includes('distribution')
        ? 'distribution'
        : 'contribution',
    affectsNetIrr: row.affects_net_irr,
    staysInNav: row.affects_nav && !paidAway.has(row.base_classification),
  }));
  const computed = performanceFromLedger({ asOf, rows: ledger });
  return {
    paid_in_cents: computed.metrics.paidIn,
    distributed_cents: computed.metrics.distributed,
    nav_cents: computed.nav,
    nav_steps: computed.navSteps,
    net_irr: computed.metrics.netIrr,
    tvpi: computed.metrics.tvpi,
    dpi: computed.metrics.dpi,
    cash_flows: computed.cashFlows.map((flow) => ({
      date: flow.date,
      transaction_code: flow.code,
      direction: flow.direction,
      amount_cents: flow.amount,
      in_nav: flow.inNav,
    })),
  };
}
