// Fees benchmark: one quarterly management fee run for 10,000 commitments with a step-down
// to invested capital, class and commitment rate overrides, day-weighted basis, fund offsets
// and waivers. Prints figures against issue 5's target; asserts nothing.
import { performance } from 'node:perf_hooks';
import { runFeePeriod, type FeeRunCommitment, type FeeRunInput } from '../src/domain/fees';

/** A fixed-seed generator (LCG) so every run measures the same data. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 2 ** 32) * n);
  };
}

const next = seeded(5);
const COMMITMENTS = 10_000;
const commitments: FeeRunCommitment[] = Array.from({ length: COMMITMENTS }, (_, i) => {
  const commitment = (1 + next(500)) * 10_000_000;
  const invested = Array.from({ length: 1 + next(4) }, (_, k) => ({
    date: `2024-0${1 + k * 2}-${String(1 + next(27)).padStart(2, '0')}`,
    amount: Math.floor(commitment * (0.2 + k * 0.1)),
  }));
  return {
    commitmentId: `c${i}`,
    feeTerm: { start: i % 50 === 0 ? '2024-02-15' : '2021-01-01' },
    basisSources: [
      {
        from: '2021-01-01',
        label: 'committed capital',
        series: [{ date: '2021-01-01', amount: commitment }],
      },
      { from: '2024-02-15', label: 'invested capital', series: invested },
    ],
    rates: {
      fund: [{ from: '2021-01-01', rate: '0.02' }],
      investorClass: i % 3 === 0 ? [{ from: '2021-01-01', rate: '0.0175' }] : undefined,
      commitment: i % 17 === 0 ? [{ from: '2024-03-01', rate: '0.01' }] : undefined,
    },
    offsetWeight: commitment,
    waiver: i % 10 === 0 ? 5_000 + next(100_000) : undefined,
    carriedForward: i % 7 === 0 ? { offsets: next(50_000), waivers: 0 } : undefined,
  };
});

const input: FeeRunInput = {
  period: { start: '2024-01-01', end: '2024-03-31' },
  terms: {
    dayCount: 'actual_365',
    chargeTiming: 'in_arrears',
    basisDetermination: 'day_weighted_average',
    partialPeriodBasis: 'use_partial_period',
  },
  commitments,
  offsets: [
    { id: 'tx-1', type: 'transaction_fees', amount: 12_345_678, date: '2024-01-20' },
    { id: 'tx-2', type: 'transaction_fees', amount: 2_000_001, date: '2024-02-20' },
    { id: 'pl-1', type: 'placement_fees', amount: 5_000_000, date: '2024-03-01' },
    { id: 'org-1', type: 'organization_fees', amount: 750_000, date: '2024-03-15' },
  ],
  offsetPercentages: { transaction_fees: '0.8' },
  orderOfOperations: 'offsets_first',
  waiverMethodology: 'gp_cashless_contributions_with_optional_post_waterfall_clawback',
  gpCommitments: [{ id: 'gp', weight: 1 }],
  rounding: { rounding: 'cents', ordering: 'largest_allocation' },
};

// Wall time and this process's CPU time: on a shared, loaded machine the CPU figure is the
// fairer one (wall time includes waiting for a core).
const times: number[] = [];
const cpu: number[] = [];
let result = runFeePeriod(input);
for (let run = 0; run < 7; run++) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  result = runFeePeriod(input);
  times.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log(
  `quarterly fee run, ${COMMITMENTS.toLocaleString('en-US')} commitments with offsets and waivers: ` +
    `median ${median(times).toFixed(1)} ms wall, ${median(cpu).toFixed(1)} ms CPU, best ` +
    `${Math.min(...times).toFixed(1)} ms wall (target ≤ 300 ms)`,
);
console.log(
  `  gross ${result.totals.gross} ¢, offsets ${result.totals.offsetsApplied} ¢, waivers ` +
    `${result.totals.waiversApplied} ¢, net ${result.totals.net} ¢, ledger lines ${result.ledger.length}`,
);
