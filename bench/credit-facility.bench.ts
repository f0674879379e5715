// Credit facility benchmark: daily interest accrual over 5 years for 200 tranches, with a
// reference rate that resets every calendar day (daily simple SOFR) and paydowns along the
// way; loan level and tranche level. Prints figures against issue 5's target; asserts nothing.
import { performance } from 'node:perf_hooks';
import { addDays } from '../src/domain/day-count';
import {
  accrueInterest,
  drawdown,
  paydown,
  trancheBalanceSeries,
  type AccrueInterestInput,
  type ReferenceRatePoint,
  type Tranche,
  type TrancheMovement,
} from '../src/domain/credit-facility';

/** A fixed-seed generator (LCG) so every run measures the same data. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 2 ** 32) * n);
  };
}
const next = seeded(7);
const START = '2020-01-01';
const END = '2025-01-01';
const DAYS = 1827;

const rateTable: ReferenceRatePoint[] = [];
let bp = 150;
for (let d = 0; d < DAYS; d++) {
  bp = Math.max(0, bp + next(11) - 5);
  rateTable.push({ type: 'daily_simple_sofr', date: addDays(START, d), rate: String(bp / 10_000) });
}

const uses = ['investment', 'expenses', 'management_fee', 'working_capital'] as const;
let tranches: Tranche[] = [];
const movements: TrancheMovement[] = [];
for (let i = 0; i < 200; i++) {
  const date = addDays(START, Math.floor((i * DAYS) / 220));
  const drawn = drawdown({
    tranches,
    eventId: `d${i}`,
    date,
    uses: [{ use: uses[i % uses.length] ?? 'investment', amount: (1 + next(500)) * 100_000 }],
  });
  tranches = drawn.tranches;
  movements.push(...drawn.movements);
  if (i % 10 === 9) {
    const outstanding = tranches.reduce((s, t) => s + t.principal, 0);
    const paid = paydown({ tranches, amount: Math.floor(outstanding / 4), date: addDays(date, 3) });
    tranches = paid.tranches;
    movements.push(...paid.movements);
  }
}
const balances = trancheBalanceSeries(movements);

const input = (granularity: 'loan_level' | 'tranche_level'): AccrueInterestInput => ({
  interest: {
    referenceRate: 'daily_simple_sofr',
    spread: '0.0225',
    dayCount: 'actual_360',
    granularity,
  },
  rateTable,
  balances,
  start: START,
  end: END,
  rounding: { rounding: 'cents', ordering: 'largest_allocation' },
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
for (const granularity of ['tranche_level', 'loan_level'] as const) {
  const wall: number[] = [];
  const cpu: number[] = [];
  let result = accrueInterest(input(granularity));
  for (let i = 0; i < 7; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    result = accrueInterest(input(granularity));
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  console.log(
    `daily interest accrual, 5 years × ${balances.length} tranches (${granularity}): median ` +
      `${median(wall).toFixed(1)} ms wall, ${median(cpu).toFixed(1)} ms CPU, best ` +
      `${Math.min(...wall).toFixed(1)} ms wall (target ≤ 100 ms)`,
  );
  console.log(`  ${result.schedule.length} daily accrual lines, interest ${result.total} ¢`);
}
