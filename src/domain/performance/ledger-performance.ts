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
  /** Signed cents as posted; a negative row is a credit that cancels earlier flows of its direction. */
  amount: number;
  /** Whether the code moves money from the investor (contribution) or to it (distribution). */
  direction: 'contribution' | 'distribution';
  affectsNetIrr: boolean;
  /** Whether the row stays in the investor's capital (NAV): fees and expenses paid away do not. */
  staysInNav: boolean;
};

/** One cash flow used, net of the credits that cancelled part of it, in positive cents. */
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
 * A negative row is a credit of its own direction (a non-capital equalization credit, a
 * correction): it cancels the latest earlier flows of that direction that are alike in NAV, so
 * paid-in and distributions stay net and a credit on a contribution is never read as a
 * distribution. What it finds nothing to cancel is money the other way, at its date.
 */
function creditLeft(used: UsedCashFlow[], credit: UsedCashFlow): UsedCashFlow[] {
  let left = -credit.amount;
  for (let i = used.length - 1; i >= 0 && left > 0; i -= 1) {
    const flow = used[i]!;
    if (flow.direction !== credit.direction || flow.inNav !== credit.inNav) continue;
    const taken = Math.min(flow.amount, left);
    flow.amount -= taken;
    left -= taken;
    if (flow.amount === 0) used.splice(i, 1);
  }
  return left > 0 ? [{ ...credit, direction: flip(credit.direction), amount: left }] : [];
}

/**
 * A charge to the partner's capital account that moves no cash (an expense allocated from the
 * fund's own resources, or a credit of one when negative): it lowers NAV only.
 */
export type NavCharge = { date: string; amount: number };

/**
 * Paid-in, distributions, NAV, net IRR, TVPI and DPI of some commitments at `asOf`, from their
 * posted ledger rows. The ledger holds no valuations, so NAV is what it gives: the capital that
 * stays in the fund (contributions that stay in NAV less distributions, less charges allocated
 * to the capital account), explained step by step.
 */
export function performanceFromLedger(input: {
  asOf: string;
  rows: readonly LedgerPerformanceRow[];
  charges?: readonly NavCharge[];
}): LedgerPerformance {
  const end = dayNumber(input.asOf);
  const considered = input.rows
    .filter((row) => row.affectsNetIrr && row.amount !== 0 && dayNumber(row.date) <= end)
    .sort((a, b) => compareIsoDates(a.date, b.date));
  const used: UsedCashFlow[] = [];
  for (const row of considered) {
    const flow = {
      date: row.date,
      code: row.code,
      direction: row.direction,
      amount: row.amount,
      inNav: row.staysInNav,
    };
    if (row.amount > 0) used.push(flow);
    else used.push(...creditLeft(used, flow));
  }
  const navRows = used.filter((flow) => flow.inNav);
  const navIn = navRows.reduce((s, f) => (f.direction === 'contribution' ? s + f.amount : s), 0);
  const navOut = navRows.reduce((s, f) => (f.direction === 'distribution' ? s + f.amount : s), 0);
  const charges = (input.charges ?? []).filter((c) => c.amount !== 0 && dayNumber(c.date) <= end);
  const charged = charges.reduce((sum, c) => sum + c.amount, 0);
  const nav = navRows.length === 0 && charges.length === 0 ? null : navIn - navOut - charged;
  const navSteps: AuditStep[] = [
    {
      step: 'NAV from the ledger',
      formula:
        'contributions that stay in the fund − distributions − allocated charges (no valuation rows in the ledger)',
      inputs: {
        'contributions staying in NAV': formatCents(navIn),
        distributions: formatCents(navOut),
        'allocated charges': formatCents(charged),
        rows: navRows.length + charges.length,
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
