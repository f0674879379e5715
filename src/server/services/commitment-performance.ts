import type { CommitmentPerformance } from '../../api/commitment-performance';
import { performanceFromLedger, type LedgerPerformanceRow } from '../../domain/performance';
import type { Database } from '../db/database';
import { commitmentLedgerRows, loadCommitment, type Scope } from './commitment-ledger';

/** Calls that pay fees, expenses, carry and taxes: paid in, but paid away, so they leave NAV. */
const paidAway = new Set(['management_fee', 'expenses', 'carried_interest', 'taxes']);

/**
 * Spec §7 GET /commitment-stats/?commitment_id=: paid-in, distributions, NAV from the ledger, net
 * IRR, TVPI and DPI of one commitment at `asOf`, with every cash flow used. A transfer twin reads
 * as the code it moved: a transfer in is money in at the transfer date, a transfer out money out.
 */
export async function commitmentPerformance(
  db: Database,
  scope: Scope,
  commitmentId: string,
  asOf: string,
): Promise<CommitmentPerformance> {
  const commitment = await loadCommitment(db, scope, commitmentId);
  const rows = (await commitmentLedgerRows(db, scope, commitment.id)).filter((r) => !r.is_draft);
  const ledger: LedgerPerformanceRow[] = rows.map((row) => ({
    date: row.effective_date,
    commitmentId: commitment.id,
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
    as_of: asOf,
    fund_family_id: commitment.fund_family_id,
    fund_family_name: commitment.fund_family_name,
    currency: commitment.currency,
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
