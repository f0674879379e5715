import { compareIsoDates, dayNumber } from '../day-count';
import { DomainError } from '../domain-error';
import { assertCents, Dec, formatCents, isCents } from '../money';
import { PREF_EFFECTS, type PrefEffect } from '../waterfall';
import { xirrWithAudit, type CashFlow } from '../xirr';
import type { Metric, PerformanceMetrics, PerformanceTransaction } from './types';

export type PerformanceInput = {
  asOf: string;
  transactions: readonly PerformanceTransaction[];
  /** NAV at `asOf`, in cents: the terminal flow of net IRR and the residual value of TVPI and RVPI. */
  nav: number;
  /** Investment-level value for gross IRR and MOIC (default: `nav`). */
  grossNav?: number;
  /** Spec §3 "IRR and preferred return effect" (default `actual`); multiples do not depend on it. */
  effect?: PrefEffect;
};

function ratio(
  numerator: number,
  denominator: number,
  name: string,
  formula: string,
  inputs: Record<string, string>,
): Metric {
  if (denominator === 0)
    return {
      value: null,
      reason: `${name} is undefined while nothing is paid in`,
      steps: [{ step: name, formula, inputs, value: null }],
    };
  const value = new Dec(numerator).dividedBy(denominator).toDecimalPlaces(10).toNumber();
  return { value, steps: [{ step: name, formula, inputs, value }] };
}

/** How an IRR dates the rows: the spec's effect, and whether the credit facility is taken out. */
type FlowView = { effect: PrefEffect; withoutFacility: boolean };

/** The date a row counts at in a view, or null when the view leaves it out. */
function dateIn(row: PerformanceTransaction, view: FlowView): string | null {
  if (view.withoutFacility) {
    if (row.facilityCost) return null;
    if (row.facilityDrawDate !== undefined) return row.facilityDrawDate;
  }
  if (view.effect === 'equalized') {
    if (row.equalizationInterest) return null;
    if (row.equalizedDate !== undefined) return row.equalizedDate;
  }
  return row.date;
}

/** Dated flows from the investor's side (contributions negative, distributions positive), one per date, NAV last. */
function irrFlows(
  rows: readonly PerformanceTransaction[],
  terminal: number,
  asOf: string,
  view: FlowView,
): { flows: CashFlow[]; moved: number; left: number } {
  const byDate = new Map<string, number>();
  let moved = 0;
  let left = 0;
  for (const row of rows) {
    const signed =
      row.cashFlow === 'contribution'
        ? -row.amount
        : row.cashFlow === 'distribution'
          ? row.amount
          : 0;
    if (signed === 0) continue;
    const date = dateIn(row, view);
    if (date === null) {
      left += 1;
      continue;
    }
    if (date !== row.date) moved += 1;
    byDate.set(date, (byDate.get(date) ?? 0) + signed);
  }
  if (terminal !== 0) byDate.set(asOf, (byDate.get(asOf) ?? 0) + terminal);
  const flows = [...byDate.entries()]
    .sort(([a], [b]) => compareIsoDates(a, b))
    .map(([date, amount]) => ({ date, amount }));
  return { flows, moved, left };
}

function viewNote(view: FlowView, moved: number, left: number): string {
  const parts = [
    view.effect === 'equalized'
      ? 'equalized effect: equalization dated at the calls it stands in for, equalization interest left out'
      : 'actual effect: every row at its own date',
  ];
  if (view.withoutFacility)
    parts.push(
      'without the credit facility: repayments of principal dated when the facility drew, facility interest and fees left out',
    );
  parts.push(`${moved} row(s) re-dated, ${left} left out`);
  return parts.join('; ');
}

function irr(
  name: string,
  rows: readonly PerformanceTransaction[],
  terminal: number,
  asOf: string,
  view: FlowView,
): Metric {
  const { flows, moved, left } = irrFlows(rows, terminal, asOf, view);
  const basis = {
    step: `${name}: cash flows`,
    formula:
      'contributions negative, distributions positive, value at the measurement date as a final positive flow',
    inputs: { flows: flows.length, 'value at end': formatCents(terminal) },
    note: viewNote(view, moved, left),
  };
  try {
    const result = xirrWithAudit(flows);
    return { value: result.rate, steps: [basis, ...result.steps] };
  } catch (error) {
    if (error instanceof DomainError) return { value: null, reason: error.message, steps: [basis] };
    throw error;
  }
}

/** A re-dating goes back in time only: equalization and facility draws precede the rows they re-date. */
function checkRedate(row: PerformanceTransaction, field: 'equalizedDate' | 'facilityDrawDate') {
  const date = row[field];
  if (date === undefined) return;
  const label = field === 'equalizedDate' ? 'equalized date' : 'facility draw date';
  if (dayNumber(date) > dayNumber(row.date))
    throw new DomainError(
      `The ${label} ${date} of the row on ${row.date} is after the row itself`,
      'invalid_date',
    );
}

/**
 * IRR (gross and net, via XIRR over the ledger rows flagged for each), TVPI, DPI, RVPI and MOIC
 * at a date. Net metrics use the LP's flows after fees, expenses and carry (rows flagged net IRR);
 * gross ones use investment-level flows (rows flagged gross IRR) and the gross value.
 */
export function performanceMetrics(input: PerformanceInput): PerformanceMetrics {
  const { asOf } = input;
  const nav = assertCents(input.nav, 'NAV');
  const grossNav = assertCents(input.grossNav ?? input.nav, 'gross NAV');
  const end = dayNumber(asOf);
  const rows = input.transactions.filter((row) => {
    if (!isCents(row.amount) || row.amount < 0) {
      assertCents(row.amount, `amount on ${row.date}`);
      throw new DomainError(
        `The amount on ${row.date} is negative; performance rows carry positive cents and say their direction`,
        'invalid_amount',
      );
    }
    checkRedate(row, 'equalizedDate');
    checkRedate(row, 'facilityDrawDate');
    return dayNumber(row.date) <= end;
  });
  const effect = input.effect ?? 'actual';
  if (!PREF_EFFECTS.includes(effect))
    throw new DomainError(
      `Unknown IRR and preferred return effect "${String(effect)}"`,
      'invalid_effect',
    );
  const net = rows.filter((row) => row.flags.affectsNetIrr);
  const gross = rows.filter((row) => row.flags.affectsGrossIrr);
  const total = (list: readonly PerformanceTransaction[], kind: 'contribution' | 'distribution') =>
    list.reduce((sum, row) => (row.cashFlow === kind ? sum + row.amount : sum), 0);
  const paidIn = total(net, 'contribution');
  const distributed = total(net, 'distribution');
  const invested = total(gross, 'contribution');
  const realized = total(gross, 'distribution');
  const common = {
    'paid-in': formatCents(paidIn),
    distributions: formatCents(distributed),
    NAV: formatCents(nav),
  };
  return {
    asOf,
    paidIn,
    distributed,
    nav,
    effect,
    netIrr: irr('Net IRR', net, nav, asOf, { effect, withoutFacility: false }),
    netIrrWithoutFacility: irr('Net IRR without the credit facility', net, nav, asOf, {
      effect,
      withoutFacility: true,
    }),
    grossIrr: irr('Gross IRR', gross, grossNav, asOf, { effect, withoutFacility: false }),
    tvpi: ratio(distributed + nav, paidIn, 'TVPI', '(distributions + NAV) ÷ paid-in', common),
    dpi: ratio(distributed, paidIn, 'DPI', 'distributions ÷ paid-in', common),
    rvpi: ratio(nav, paidIn, 'RVPI', 'NAV ÷ paid-in', common),
    moic: ratio(
      realized + grossNav,
      invested,
      'MOIC',
      '(realized proceeds + unrealized value) ÷ invested capital',
      {
        invested: formatCents(invested),
        realized: formatCents(realized),
        'unrealized value': formatCents(grossNav),
      },
    ),
  };
}

/** The same metrics per commitment, per investor and for the fund, from one ledger. */
export function performanceByScope(input: {
  asOf: string;
  transactions: readonly PerformanceTransaction[];
  navByCommitment: Record<string, number>;
  grossNavByCommitment?: Record<string, number>;
  effect?: PrefEffect;
}): {
  commitments: Record<string, PerformanceMetrics>;
  investors: Record<string, PerformanceMetrics>;
  fund: PerformanceMetrics;
} {
  const investorOf = new Map<string, string>();
  const rowsBy = new Map<string, PerformanceTransaction[]>();
  for (const row of input.transactions) {
    if (row.investorEntityId) investorOf.set(row.commitmentId, row.investorEntityId);
    const list = rowsBy.get(row.commitmentId);
    if (list) list.push(row);
    else rowsBy.set(row.commitmentId, [row]);
  }
  const ids = new Set([...rowsBy.keys(), ...Object.keys(input.navByCommitment)]);
  const navOf = (id: string) => input.navByCommitment[id] ?? 0;
  const grossOf = (id: string) => input.grossNavByCommitment?.[id] ?? navOf(id);
  const commitments: Record<string, PerformanceMetrics> = {};
  for (const id of ids) {
    commitments[id] = performanceMetrics({
      asOf: input.asOf,
      transactions: rowsBy.get(id) ?? [],
      nav: navOf(id),
      grossNav: grossOf(id),
      effect: input.effect,
    });
  }
  const investors: Record<string, PerformanceMetrics> = {};
  for (const investor of new Set(investorOf.values())) {
    const members = [...ids].filter((id) => investorOf.get(id) === investor);
    investors[investor] = performanceMetrics({
      asOf: input.asOf,
      transactions: members.flatMap((id) => rowsBy.get(id) ?? []),
      nav: members.reduce((sum, id) => sum + navOf(id), 0),
      grossNav: members.reduce((sum, id) => sum + grossOf(id), 0),
      effect: input.effect,
    });
  }
  const fund = performanceMetrics({
    asOf: input.asOf,
    transactions: input.transactions,
    nav: [...ids].reduce((sum, id) => sum + navOf(id), 0),
    grossNav: [...ids].reduce((sum, id) => sum + grossOf(id), 0),
    effect: input.effect,
  });
  return { commitments, investors, fund };
}
