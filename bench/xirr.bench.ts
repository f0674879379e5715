// Our xirr against @formulajs/formulajs XIRR on the same 10,000 generated series of 40
// quarterly flows: time ratio, convergence failures on each side, and agreement.
// Targets (issue 4): ≥ 5× faster; no series where formulajs converges and ours does not;
// agreement within 1e-9. Figures only, no assertions.
import * as formulajs from '@formulajs/formulajs';
import { xirr, xnpv } from '../src/domain/xirr';

const SERIES = 10_000;
const FLOWS = 40;

// Deterministic generator (mulberry32), so every run measures the same series.
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const quarterDates = Array.from({ length: FLOWS }, (_, i) => {
  const year = 2010 + Math.floor(i / 4);
  const month = (i % 4) * 3 + 1;
  return `${year}-${String(month).padStart(2, '0')}-01`;
});

type Series = { dates: string[]; amounts: number[] };
function generate(): Series[] {
  const random = rng(20260101);
  return Array.from({ length: SERIES }, () => {
    // A fund's life: calls over the first years, distributions later, a NAV at the end.
    const callQuarters = 8 + Math.floor(random() * 12);
    const multiple = 0.2 + random() * 3.3;
    const amounts: number[] = [];
    let called = 0;
    for (let i = 0; i < FLOWS; i++) {
      if (i < callQuarters) {
        const call = -Math.round(1_000_000 + random() * 9_000_000);
        called -= call;
        amounts.push(call);
      } else amounts.push(0);
    }
    const distributionQuarters = FLOWS - callQuarters;
    for (let i = callQuarters; i < FLOWS; i++) {
      amounts[i] = Math.round(
        ((called * multiple) / distributionQuarters) * (0.3 + random() * 1.4),
      );
    }
    if (random() < 0.1) amounts[callQuarters + 1] = -Math.round(random() * 3_000_000); // a late recallable call
    return { dates: quarterDates, amounts };
  });
}

const series = generate();
const flowsForUs = series.map((s) => s.dates.map((date, i) => ({ date, amount: s.amounts[i]! })));
const datesForThem = quarterDates.map((d) => new Date(`${d}T00:00:00Z`));

function timeIt<T>(run: () => T): { ms: number; result: T } {
  const start = performance.now();
  const result = run();
  return { ms: performance.now() - start, result };
}

function runOurs(): (number | null)[] {
  return flowsForUs.map((flows) => {
    try {
      return xirr(flows);
    } catch {
      return null;
    }
  });
}

function runTheirs(): (number | null)[] {
  return series.map((s) => {
    const r = formulajs.XIRR(s.amounts, datesForThem, 0.1) as unknown;
    return typeof r === 'number' && Number.isFinite(r) ? r : null;
  });
}

// Warm up both, then time the best of three.
runOurs();
runTheirs();
const ours = [0, 1, 2].map(() => timeIt(runOurs)).sort((a, b) => a.ms - b.ms)[0]!;
const theirs = [0, 1, 2].map(() => timeIt(runTheirs)).sort((a, b) => a.ms - b.ms)[0]!;

const converged = (rate: number | null, i: number) =>
  rate !== null &&
  Math.abs(xnpv(rate, flowsForUs[i]!)) <=
    1e-6 * flowsForUs[i]!.reduce((s, f) => s + Math.abs(f.amount), 0);
let oursFailed = 0;
let theirsFailed = 0;
let theirsOnly = 0;
let bothConverged = 0;
let maxDiff = 0;
for (let i = 0; i < SERIES; i++) {
  const a = ours.result[i]!;
  const b = theirs.result[i]!;
  const okA = converged(a, i);
  const okB = converged(b, i);
  if (!okA) oursFailed++;
  if (!okB) theirsFailed++;
  if (okB && !okA) theirsOnly++;
  if (okA && okB) {
    bothConverged++;
    maxDiff = Math.max(maxDiff, Math.abs(a! - b!));
  }
}

const ratio = theirs.ms / ours.ms;
console.log(`series: ${SERIES} × ${FLOWS} quarterly flows`);
console.log(
  `ours:      ${ours.ms.toFixed(1)} ms (${((ours.ms * 1000) / SERIES).toFixed(2)} µs/series)`,
);
console.log(
  `formulajs: ${theirs.ms.toFixed(1)} ms (${((theirs.ms * 1000) / SERIES).toFixed(2)} µs/series)`,
);
console.log(`speed ratio: ${ratio.toFixed(1)}×   target ≥ 5×   ${ratio >= 5 ? 'met' : 'NOT met'}`);
console.log(`did not converge: ours ${oursFailed}, formulajs ${theirsFailed}`);
console.log(
  `formulajs converged where ours did not: ${theirsOnly}   target 0   ${theirsOnly === 0 ? 'met' : 'NOT met'}`,
);
console.log(
  `max |ours − formulajs| over ${bothConverged} series both solved: ${maxDiff.toExponential(2)}   target ≤ 1e-9   ${maxDiff <= 1e-9 ? 'met' : 'NOT met'}`,
);
