import { compareIsoDates, dayNumber } from '../day-count';
import { formatCents, type AuditStep } from '../money';
import { performanceMetrics } from './performance-metrics';
import type { PerformanceMetrics, PerformanceTransaction } from './types';

/** One posted ledger row of a commitment, as the ledger holds it (signed cents). */
export type LedgerPerformanceRow = {
  date: string;
  commitmentId: string;
  /** The transaction code's display name: shown beside the row in the explanation. */
  code: string;
  /** Signed cents as posted; a negative row reverses its code's direction. */
  amount: number;
  /** Whether the code moves money from the investor (contribution) or to it (distribution). */
  direction: 'contribution' | 'distribution';
  affectsNetIrr: boolean;
  /** Whether the row stays in the investor's capital (NAV): fees and expenses paid away do not. */
  staysInNav: boolean;
};

/** One cash flow used, with its direction after reversals, in positive cents. */
export type UsedCashFlow = {
  date: string;
  code: string;
  direction: 'contribution' | 'distribution';
  amount: number;
  inNav: boolean;
};

export type LedgerPerformance = {
  metrics: PerformanceMetrics;
  /** Null when no row of the ledger bears on NAV: the metrics then take NAV as 0 and say so. */
  nav: number | null;
  navSteps: AuditStep[];
  cashFlows: UsedCashFlow[];
};

const flip = (direction: 'contribution' | 'distribution') =>
  direction === 'contribution' ? 'distribution' : 'contribution';

/**
 * Paid-in, distributions, NAV, net IRR, TVPI and DPI of some commitments at `asOf`, from their
 * posted ledger rows. The ledger holds no valuations, so NAV is what it gives: the capital that
 * stays in the fund (contributions that stay in NAV less distributions), explained step by step.
 */
export function performanceFromLedger(input: {
  asOf: string;
  rows: readonly LedgerPerformanceRow[];
}): LedgerPerformance {
  const end = dayNumber(input.asOf);
  const used: UsedCashFlow[] = input.rows
    .filter((row) => row.affectsNetIrr && row.amount !== 0 && dayNumber(row.date) <= end)
    .map((row) => ({
      date: row.date,
      code: row.code,
      direction: row.amount < 0 ? flip(row.direction) : row.direction,
      amount: Math.abs(row.amount),
      inNav: row.staysInNav,
    }))
    .sort((a, b) => compareIsoDates(a.date, b.date));
  const navRows = used.filter((flow) => flow.inNav);
  const navIn = navRows.reduce((s, f) => (f.direction === 'contribution' ? s + f.amount : s), 0);
  const navOut = navRows.reduce((s, f) => (f.direction === 'distribution' ? s + f.amount : s), 0);
  const nav = navRows.length === 0 ? null : navIn - navOut;
  const navSteps: AuditStep[] = [
    {
      step: 'NAV from the ledger',
      formula:
        'contributions that stay in the fund − distributions (no valuation rows in the ledger)',
      inputs: {
        'contributions staying in NAV': formatCents(navIn),
        distributions: formatCents(navOut),
        rows: navRows.length,
      },
      value: nav === null ? null : formatCents(nav),
      note:
        nav === null
          ? 'No ledger row bears on NAV: the metrics take NAV as 0.'
          : 'Management fee and expense contributions are paid away, so they leave NAV.',
    },
  ];
  const transactions: PerformanceTransaction[] = used.map((flow, index) => ({
    date: flow.date,
    commitmentId: String(index),
    amount: flow.amount,
    cashFlow: flow.direction,
    flags: { affectsNetIrr: true },
  }));
  const metrics = performanceMetrics({ asOf: input.asOf, transactions, nav: nav ?? 0 });
  return { metrics, nav, navSteps, cashFlows: used };
}
