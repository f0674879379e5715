import type { FundFamilyPerformance } from '../../api/investor-performance';
import {
  kindedRows,
  moneyDirection,
  navCharge,
  staysInNav,
  type RowKind,
} from '../../domain/ledger-figures';
import {
  performanceFromLedger,
  type LedgerPerformanceRow,
  type NavCharge,
} from '../../domain/performance';
import { figureRow, type FigureSource } from './ledger-figure-rows';

type Row = FigureSource & {
  commitment_id: string;
  effective_date: string;
  code_display_name: string;
};

export type PerformanceFigures = Omit<
  FundFamilyPerformance,
  'fund_family_id' | 'fund_family_name' | 'currency'
>;

/** Each row with its kind, read against its own commitment's rows (which events admitted it). */
function withKinds<T extends Row>(rows: readonly T[]): { row: T; kind: RowKind }[] {
  const byCommitment = new Map<string, T[]>();
  for (const row of rows)
    byCommitment.set(row.commitment_id, [...(byCommitment.get(row.commitment_id) ?? []), row]);
  const kinds = new Map<T, RowKind>();
  for (const list of byCommitment.values())
    kindedRows(list.map(figureRow)).forEach(({ kind }, i) => kinds.set(list[i]!, kind));
  return rows.map((row) => ({ row, kind: kinds.get(row)! }));
}

/**
 * Paid-in, distributions, NAV, net IRR, TVPI and DPI of posted ledger rows at `asOf`, with the
 * cash flows used. Which way a row moves money, and whether it stays in NAV, is the domain's one
 * reading of its code's classification and flags (docs/figures.md); rows that move no partner
 * cash (commitments, unrealized gains) are left out, and charges allocated to the capital
 * account lower NAV only.
 */
export function performanceFigures(rows: readonly Row[], asOf: string): PerformanceFigures {
  const kinded = withKinds(rows);
  // Charges allocated to the capital account move no cash: they lower NAV only.
  const charges: NavCharge[] = kinded.flatMap(({ row, kind }) => {
    const amount = navCharge(figureRow(row), kind);
    return amount === 0 ? [] : [{ date: row.effective_date, amount }];
  });
  const ledger: LedgerPerformanceRow[] = kinded.flatMap(({ row, kind }) => {
    const direction = moneyDirection(kind);
    if (direction === null) return [];
    const figure = figureRow(row);
    return [
      {
        date: row.effective_date,
        commitmentId: row.commitment_id,
        code: row.code_display_name,
        amount: row.amount_cents,
        direction: direction === 'into_fund' ? 'contribution' : 'distribution',
        affectsNetIrr: row.affects_net_irr,
        staysInNav: staysInNav(figure, kind),
      },
    ];
  });
  const computed = performanceFromLedger({ asOf, rows: ledger, charges });
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
