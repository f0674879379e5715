import { dayNumber } from './day-count';
import { DomainError } from './domain-error';
import type { AuditStep } from './money';

export type CashFlow = { date: string; amount: number };

export type XirrResult = {
  rate: number;
  iterations: number;
  method: 'newton' | 'bracketing';
  /** Net present value of the flows at the rate found, in the flows' own unit. */
  npv: number;
  steps: AuditStep[];
};

type Solved = { rate: number; iterations: number; method: 'newton' | 'bracketing'; npv: number };

const MAX_NEWTON = 60;
const MAX_BISECT = 200;
// Rates probed when Newton fails, to find an interval where the NPV changes sign.
const PROBES = [
  -0.999999, -0.99, -0.95, -0.9, -0.8, -0.7, -0.6, -0.5, -0.4, -0.3, -0.2, -0.1, -0.05, 0, 0.05,
  0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10, 20, 50, 100, 1e3, 1e4, 1e6,
];

function npvAt(rate: number, years: Float64Array, amounts: Float64Array): number {
  const lnv = Math.log1p(rate);
  let f = 0;
  for (let i = 0; i < years.length; i++) f += amounts[i]! * Math.exp(-years[i]! * lnv);
  return f;
}

function tolerance(amounts: Float64Array): number {
  let scale = 0;
  for (let i = 0; i < amounts.length; i++) scale += Math.abs(amounts[i]!);
  return scale * 1e-10;
}

function newton(
  years: Float64Array,
  amounts: Float64Array,
  guess: number,
  tol: number,
): Solved | null {
  let rate = guess;
  for (let iteration = 1; iteration <= MAX_NEWTON; iteration++) {
    const v = 1 + rate;
    const lnv = Math.log(v);
    let f = 0;
    let df = 0;
    for (let i = 0; i < years.length; i++) {
      const t = years[i]!;
      const term = amounts[i]! * Math.exp(-t * lnv);
      f += term;
      df -= (t * term) / v;
    }
    if (!Number.isFinite(f) || !Number.isFinite(df) || df === 0) return null;
    let next = rate - f / df;
    // Stay in the domain (1 + r > 0): step halfway towards −100% instead of across it.
    if (!(next > -1)) next = (rate - 1) / 2;
    const step = Math.abs(next - rate);
    rate = next;
    if (step <= 1e-14 * Math.max(1, Math.abs(rate))) {
      const npv = npvAt(rate, years, amounts);
      return Math.abs(npv) <= tol ? { rate, iterations: iteration, method: 'newton', npv } : null;
    }
  }
  return null;
}

function bracketing(
  years: Float64Array,
  amounts: Float64Array,
  guess: number,
  tol: number,
): Solved | null {
  const values = PROBES.map((rate) => npvAt(rate, years, amounts));
  // Of all sign changes, take the one nearest the guess, as Newton from the guess would.
  let best: [number, number] | null = null;
  for (let i = 0; i + 1 < PROBES.length; i++) {
    const a = values[i]!;
    const b = values[i + 1]!;
    if (!Number.isFinite(a) || !Number.isFinite(b) || Math.sign(a) === Math.sign(b)) continue;
    const distance = Math.min(Math.abs(PROBES[i]! - guess), Math.abs(PROBES[i + 1]! - guess));
    if (!best || distance < Math.min(Math.abs(best[0] - guess), Math.abs(best[1] - guess)))
      best = [PROBES[i]!, PROBES[i + 1]!];
  }
  if (!best) return null;
  let [lo, hi] = best;
  let fLo = npvAt(lo, years, amounts);
  let iterations = 0;
  while (iterations < MAX_BISECT && hi - lo > 1e-15 * Math.max(1, Math.abs(lo))) {
    iterations++;
    const mid = (lo + hi) / 2;
    const fMid = npvAt(mid, years, amounts);
    if (fMid === 0) {
      lo = hi = mid;
      break;
    }
    if (Math.sign(fMid) === Math.sign(fLo)) {
      lo = mid;
      fLo = fMid;
    } else hi = mid;
  }
  const rate = (lo + hi) / 2;
  // Polish with Newton from inside the bracket when it converges there.
  const polished = newton(years, amounts, rate, tol);
  if (polished && polished.rate >= best[0] && polished.rate <= best[1]) {
    return { ...polished, iterations: iterations + polished.iterations, method: 'bracketing' };
  }
  const npv = npvAt(rate, years, amounts);
  return Math.abs(npv) <= tol * 1e3 ? { rate, iterations, method: 'bracketing', npv } : null;
}

function prepare(flows: readonly CashFlow[]): { years: Float64Array; amounts: Float64Array } {
  if (flows.length < 2)
    throw new DomainError('XIRR needs at least two cash flows', 'xirr_too_few_flows');
  const first = dayNumber(flows[0]!.date);
  const years = new Float64Array(flows.length);
  const amounts = new Float64Array(flows.length);
  let positive = false;
  let negative = false;
  for (let i = 0; i < flows.length; i++) {
    const { date, amount } = flows[i]!;
    if (typeof amount !== 'number' || !Number.isFinite(amount)) {
      throw new DomainError(`Cash flow on ${date} is not a finite amount`, 'invalid_amount');
    }
    const days = dayNumber(date) - first;
    // Excel's XIRR: no date may precede the first one, which anchors the discounting.
    if (days < 0) {
      throw new DomainError(
        `Cash flow on ${date} is before the first flow (${flows[0]!.date}); the first flow must be the earliest`,
        'xirr_date_order',
      );
    }
    years[i] = days / 365;
    amounts[i] = amount;
    if (amount > 0) positive = true;
    if (amount < 0) negative = true;
  }
  if (!positive || !negative) {
    throw new DomainError(
      'XIRR needs at least one negative and one positive cash flow (no sign change)',
      'xirr_no_sign_change',
    );
  }
  return { years, amounts };
}

function solve(flows: readonly CashFlow[], guess: number): Solved {
  if (!Number.isFinite(guess) || guess <= -1)
    throw new DomainError(`The XIRR guess must be above −100%, got ${guess}`, 'xirr_invalid_guess');
  const { years, amounts } = prepare(flows);
  const tol = tolerance(amounts);
  const solved = newton(years, amounts, guess, tol) ?? bracketing(years, amounts, guess, tol);
  if (!solved)
    throw new DomainError(
      'XIRR found no rate at which these cash flows net to zero',
      'xirr_no_root',
    );
  return solved;
}

/**
 * Excel XIRR semantics (public contract of issue 4): the annual rate r with
 * Σ amountᵢ ÷ (1 + r)^((dateᵢ − date₀) / 365) = 0, date₀ the first flow's date. Newton from
 * the guess (default 10%), falling back to bracketing and bisection when Newton fails.
 */
export function xirr(flows: readonly CashFlow[], guess = 0.1): number {
  return solve(flows, guess).rate;
}

/** XNPV with Excel's convention (actual/365 from the first flow's date). */
export function xnpv(rate: number, flows: readonly CashFlow[]): number {
  if (flows.length === 0) return 0;
  const first = dayNumber(flows[0]!.date);
  return flows.reduce(
    (sum, flow) => sum + flow.amount / Math.pow(1 + rate, (dayNumber(flow.date) - first) / 365),
    0,
  );
}

/** `xirr` with the steps that explain it. */
export function xirrWithAudit(flows: readonly CashFlow[], guess = 0.1): XirrResult {
  const solved = solve(flows, guess);
  const first = flows[0]!;
  const last = flows[flows.length - 1]!;
  return {
    ...solved,
    steps: [
      {
        step: 'Cash flows',
        inputs: {
          flows: flows.length,
          'first date': first.date,
          'last date': last.date,
          'sum of inflows': flows.reduce((s, f) => s + Math.max(f.amount, 0), 0),
          'sum of outflows': flows.reduce((s, f) => s + Math.min(f.amount, 0), 0),
        },
      },
      {
        step: 'Solve for the annual rate',
        formula: 'Σ amountᵢ ÷ (1 + r)^((dateᵢ − first date) ÷ 365) = 0',
        inputs: { guess, method: solved.method, iterations: solved.iterations },
        value: solved.rate,
      },
      {
        step: 'Check: net present value at the rate',
        value: solved.npv,
        note: 'zero up to rounding',
      },
    ],
  };
}
