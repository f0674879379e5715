// Allocating one capital call through a three-level structure to 10,000 commitments:
// fund family → 4 funds (fixed percentages) → 40 feeders (by commitment) → 10,000 commitments
// (by commitment), each level rounded by its own methodology. Target (issue 4): ≤ 10 ms.
// Figures only, no assertions.
import {
  allocateThroughStructure,
  describeLevel,
  explainAllocationPath,
  type AllocationStructure,
} from '../src/domain/allocation-graph';

const FUNDS = 4;
const FEEDERS_PER_FUND = 10;
const COMMITMENTS_PER_FEEDER = 250;

const structure: AllocationStructure = {
  rootId: 'FF',
  rounding: { rounding: 'cents', ordering: 'largest_allocation' },
  nodes: [{ id: 'FF', kind: 'fund_family' }],
  rules: [],
};
const funds = Array.from({ length: FUNDS }, (_, f) => `F${f}`);
structure.rules.push({
  parentId: 'FF',
  childIds: funds,
  basis: { type: 'fixed_percentages', percentages: { F0: '40', F1: '30', F2: '20', F3: '10' } },
});
let n = 0;
for (const fund of funds) {
  structure.nodes.push({
    id: fund,
    kind: 'fund_entity',
    functionalType: 'main_fund',
    rounding: {
      rounding: fund === 'F1' ? 'dollar' : 'cents',
      ordering: 'gp_then_largest_allocation',
    },
  });
  const feeders = Array.from({ length: FEEDERS_PER_FUND }, (_, e) => `${fund}-E${e}`);
  structure.rules.push({ parentId: fund, childIds: feeders, basis: { type: 'commitment' } });
  for (const feeder of feeders) {
    structure.nodes.push({ id: feeder, kind: 'fund_entity', functionalType: 'feeder_fund' });
    const commitments = Array.from({ length: COMMITMENTS_PER_FEEDER }, (_, c) => `${feeder}-C${c}`);
    structure.rules.push({
      parentId: feeder,
      childIds: commitments,
      basis: { type: 'commitment' },
    });
    commitments.forEach((id, c) => {
      n++;
      structure.nodes.push({
        id,
        kind: 'commitment',
        commitment: 10_000_000 + ((n * 7919) % 990_000_000),
        isGp: c === 0,
      });
    });
  }
}

const amount = 12_345_678_901; // a $123,456,789.01 call
let start = performance.now();
let result = allocateThroughStructure({ structure, amount });
const cold = performance.now() - start;
// The target is the steady state of a running server: the first calls run in the
// interpreter until V8 has optimized the hot loops (about twenty calls here).
for (let i = 0; i < 30; i++) result = allocateThroughStructure({ structure, amount });
const timings: number[] = [];
// This process's CPU time beside the wall time: on a shared, loaded machine the CPU figure is
// what the code costs, the wall figure what it costs while others run.
const cpu: number[] = [];
for (let i = 0; i < 50; i++) {
  const start = performance.now();
  const c0 = process.cpuUsage();
  result = allocateThroughStructure({ structure, amount });
  timings.push(performance.now() - start);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
}
timings.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
const median = timings[25]!;
const leaves = Object.values(result.commitments);
const sum = leaves.reduce((a, b) => a + b, 0);
console.log(`commitments: ${leaves.length}, levels applied: ${result.levels.length}`);
console.log(
  `allocate one call: median ${median.toFixed(2)} ms wall, ${cpu[25]!.toFixed(2)} ms CPU, best ${timings[0]!.toFixed(2)} ms   target ≤ 10 ms   ${median <= 10 ? 'met' : 'NOT met'}`,
);
console.log(`first (cold) call: ${cold.toFixed(1)} ms (no target)`);
console.log(
  `sum of commitments ${sum} vs call ${amount} (${sum === amount ? 'exact' : 'MISMATCH'})`,
);

// The readable audit is derived on demand; what it costs:
start = performance.now();
const lines = result.levels.reduce(
  (count, level) => count + (describeLevel(level)?.lines.length ?? 0),
  0,
);
console.log(
  `describing every level (${lines} lines): ${(performance.now() - start).toFixed(1)} ms (no target)`,
);
start = performance.now();
const path = explainAllocationPath(result, 'F1-E3-C7')[0]!;
console.log(
  `path of one commitment's cents (${path.length} hops): ${(performance.now() - start).toFixed(1)} ms (no target)`,
);
