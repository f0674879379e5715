// Equalization benchmark: a subsequent closing admitting 500 commitments against 40 earlier
// calls (each with an investment and a fee line) paid by 9,500 existing commitments, with
// simple equalization interest. Prints figures against issue 5's target; asserts nothing.
import { performance } from 'node:perf_hooks';
import {
  equalizationInterest,
  equalizeCapital,
  type EarlierCall,
  type EqualizationCommitment,
} from '../src/domain/equalization';

/** A fixed-seed generator (LCG) so every run measures the same data. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 2 ** 32) * n);
  };
}
const next = seeded(42);
const commitment = (id: string): EqualizationCommitment => ({
  id,
  commitment: (1 + next(1000)) * 10_000_000,
});
const existing = Array.from({ length: 9_500 }, (_, i) => commitment(`e${i}`));
const admitted = Array.from({ length: 500 }, (_, i) => commitment(`n${i}`));
const paidBy = (fraction: number) =>
  existing.reduce((sum, c) => sum + Math.round(c.commitment * fraction), 0);
const calls: EarlierCall[] = Array.from({ length: 40 }, (_, i) => ({
  id: `call-${i}`,
  dueDate: `${2015 + Math.floor(i / 4)}-${String((i % 4) * 3 + 1).padStart(2, '0')}-15`,
  lines: [
    {
      code: 'investment',
      shouldGetEqualized: true,
      affectsEqualizationInterest: true,
      amount: paidBy(0.01 + (i % 5) * 0.002),
    },
    {
      code: 'management_fee',
      shouldGetEqualized: true,
      affectsEqualizationInterest: false,
      isManagementFee: true,
      amount: paidBy(0.005),
    },
  ],
}));
const rounding = { rounding: 'cents', ordering: 'largest_allocation' } as const;

const run = () => {
  const capital = equalizeCapital({ existing, admitted, calls, rounding });
  const interest = equalizationInterest({
    payments: capital.payments,
    existing,
    methodology: 'simple_interest',
    referenceDate: 'closing_date',
    dates: { closingDate: '2025-06-30' },
    rate: '0.08',
    dayCount: 'actual_365',
    rounding,
  });
  return { capital, interest };
};

const wall: number[] = [];
const cpu: number[] = [];
let result = run();
for (let i = 0; i < 7; i++) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  result = run();
  wall.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log(
  `equalization: 500 new commitments × 40 earlier calls × 9,500 existing, with interest: ` +
    `median ${median(wall).toFixed(1)} ms wall, ${median(cpu).toFixed(1)} ms CPU, best ` +
    `${Math.min(...wall).toFixed(1)} ms wall (target ≤ 300 ms)`,
);
const sum = (o: Record<string, number>) => Object.values(o).reduce((s, v) => s + v, 0);
console.log(
  `  paid by new ${sum(result.capital.paidByAdmitted)} ¢, returned ${sum(result.capital.returnedToExisting)} ¢, ` +
    `fee catch-up ${result.capital.feeCatchUpToManager} ¢, interest ${sum(result.interest.owedByAdmitted)} ¢`,
);
