import { DomainError } from './domain-error';
import { assertCents, Dec, formatCents, type AuditStep } from './money';

/** Spec §3 Enumerations: rounding methodology and rounding partner ordering. */
export const ROUNDING_METHODOLOGIES = ['cents', 'dollar'] as const;
export type RoundingMethodology = (typeof ROUNDING_METHODOLOGIES)[number];
export const PARTNER_ORDERINGS = ['largest_allocation', 'gp_then_largest_allocation'] as const;
export type PartnerOrdering = (typeof PARTNER_ORDERINGS)[number];

export type AllocationShare = { id: string; weight: number | string; isGp?: boolean };
export type AllocateOptions = { rounding: RoundingMethodology; ordering: PartnerOrdering };

export type AllocationLine = {
  id: string;
  isGp: boolean;
  weight: string;
  /** Exact pro-rata share in cents, as a decimal string (12 places). */
  exact: string;
  /** The exact share floored to the rounding unit. */
  floored: number;
  /** Whole rounding units handed out from the leftover, in cents. */
  leftoverUnits: number;
  /** The part of the total below one unit (only ever on the first in the ordering). */
  belowUnit: number;
  amount: number;
  /** 1 = first in the rounding ordering. */
  rank: number;
};

export type AllocationAudit = {
  total: number;
  unit: number;
  weightTotal: string;
  options: AllocateOptions;
  lines: AllocationLine[];
  steps: AuditStep[];
};

/** The arithmetic of one allocation, in arrays, before any audit text is built. */
export type AllocationCore = {
  ids: readonly string[];
  isGp: readonly boolean[];
  /**
   * Weights scaled to integers by 10^scale, so every share is an exact rational: plain numbers
   * while every weight and their total are safe integers (commitments in cents, the common case),
   * bigints otherwise. `scaledWeight` reads either.
   */
  scaled: readonly number[] | readonly bigint[];
  scale: number;
  weightTotal: bigint;
  sign: 1 | -1;
  unit: number;
  floored: number[];
  extra: number[];
  belowUnit: number;
  /** Indices in rounding order. */
  order: number[];
};

/** Weight i of a core allocation as an exact scaled integer. */
export function scaledWeight(core: AllocationCore, i: number): bigint {
  return BigInt(core.scaled[i]!);
}

// A float quotient is trusted only this far (relative) from a whole number: three roundings
// (product, division, unit) stay below 2^-51 of the quotient, so the margin is 8× that.
const FLOAT_MARGIN = 2 ** -48;

function parseWeight(share: AllocationShare): { value: bigint; scale: number } {
  const { weight, id } = share;
  if (typeof weight === 'number' && Number.isSafeInteger(weight) && weight > 0)
    return { value: BigInt(weight), scale: 0 };
  let d: Dec;
  try {
    d = new Dec(weight);
  } catch {
    throw new DomainError(
      `The weight of "${id}" is not a number: "${String(weight)}"`,
      'invalid_weight',
    );
  }
  if (!d.isFinite() || d.lte(0)) {
    throw new DomainError(
      `The weight of "${id}" must be greater than zero, got ${String(weight)}`,
      'invalid_weight',
    );
  }
  const scale = d.decimalPlaces();
  return { value: BigInt(d.times(new Dec(10).pow(scale)).toFixed(0)), scale };
}

function checkOptions(total: number, options: AllocateOptions): void {
  if (!Number.isInteger(total)) {
    throw new DomainError(
      `The amount to allocate must be a whole number of cents, got ${String(total)}`,
      'invalid_amount',
    );
  }
  assertCents(total, 'amount to allocate');
  if (!ROUNDING_METHODOLOGIES.includes(options.rounding)) {
    throw new DomainError(
      `Unknown rounding methodology "${String(options.rounding)}"`,
      'invalid_rounding',
    );
  }
  if (!PARTNER_ORDERINGS.includes(options.ordering)) {
    throw new DomainError(
      `Unknown rounding partner ordering "${String(options.ordering)}"`,
      'invalid_ordering',
    );
  }
}

/** The allocation arithmetic without audit text (used directly by bulk callers such as the allocation graph). */
export function allocateCore(
  total: number,
  shares: readonly AllocationShare[],
  options: AllocateOptions,
): AllocationCore {
  checkOptions(total, options);
  if (shares.length === 0)
    throw new DomainError(
      'There is nobody to allocate to: the list of shares is empty',
      'empty_allocation',
    );
  const n = shares.length;
  const ids = new Array<string>(n);
  const isGp = new Array<boolean>(n);
  const seen = new Set<string>();
  // Whole-number weights (commitments in cents) are the common case: no decimal parsing, no object.
  const numbers = new Array<number>(n);
  let allWhole = true;
  for (let i = 0; i < n; i++) {
    const share = shares[i]!;
    if (seen.has(share.id))
      throw new DomainError(`"${share.id}" appears twice in the allocation`, 'duplicate_share');
    seen.add(share.id);
    ids[i] = share.id;
    isGp[i] = share.isGp === true;
    const weight = share.weight;
    if (typeof weight === 'number' && Number.isSafeInteger(weight) && weight > 0)
      numbers[i] = weight;
    else allWhole = false;
  }
  if (allWhole) return allocateScaled(total, ids, isGp, numbers, 0, options);

  const raw = new Array<bigint>(n);
  const scales = new Array<number>(n);
  let scale = 0;
  for (let i = 0; i < n; i++) {
    const parsed = parseWeight(shares[i]!);
    raw[i] = parsed.value;
    scales[i] = parsed.scale;
    if (parsed.scale > scale) scale = parsed.scale;
  }
  const scaled = new Array<bigint>(n);
  for (let i = 0; i < n; i++) {
    const s = scales[i]!;
    scaled[i] = s === scale ? raw[i]! : raw[i]! * 10n ** BigInt(scale - s);
  }
  return allocateScaled(total, ids, isGp, scaled, scale, options);
}

/**
 * The arithmetic on weights already checked: whole, positive, scaled by 10^scale, with unique ids.
 * Bulk callers that guarantee that (the allocation graph, on commitments) skip the parsing.
 */
export function allocateScaled(
  total: number,
  ids: readonly string[],
  isGp: readonly boolean[],
  weights: readonly number[] | readonly bigint[],
  scale: number,
  options: AllocateOptions,
): AllocationCore {
  checkOptions(total, options);
  const n = ids.length;
  if (n === 0)
    throw new DomainError(
      'There is nobody to allocate to: the list of shares is empty',
      'empty_allocation',
    );
  let scaled: readonly number[] | readonly bigint[] = weights;
  let weightTotal: bigint;
  let numberTotal = 0;
  if (typeof weights[0] === 'number') {
    for (let i = 0; i < n; i++) numberTotal += weights[i] as number;
    // A float sum of positive integers is exact until it passes 2^53, and then it stays past it.
    if (numberTotal <= Number.MAX_SAFE_INTEGER) weightTotal = BigInt(numberTotal);
    else {
      scaled = (weights as readonly number[]).map((w) => BigInt(w));
      weightTotal = (scaled as bigint[]).reduce((a, b) => a + b, 0n);
    }
  } else {
    weightTotal = (weights as readonly bigint[]).reduce((a, b) => a + b, 0n);
    if (weightTotal <= BigInt(Number.MAX_SAFE_INTEGER)) {
      scaled = (weights as readonly bigint[]).map(Number);
      numberTotal = Number(weightTotal);
    }
  }

  const sign = total < 0 ? -1 : 1;
  const magnitude = Math.abs(total);
  const unit = options.rounding === 'dollar' ? 100 : 1;
  const floored = new Array<number>(n);
  let flooredSum = 0;
  if (typeof scaled[0] === 'number') {
    // Floats first, exact where it matters: a quotient far enough from a whole number floors the
    // same in floats as exactly; one close to it (an exact split, say) is redone in bigints.
    for (let i = 0; i < n; i++) {
      const w = scaled[i] as number;
      const x = (magnitude * w) / numberTotal / unit;
      let units = Math.floor(x);
      const fraction = x - units;
      const margin = (x + 1) * FLOAT_MARGIN;
      if (!(fraction > margin && fraction < 1 - margin))
        units = Number((BigInt(magnitude) * BigInt(w)) / (weightTotal * BigInt(unit)));
      floored[i] = units * unit;
      flooredSum += floored[i]!;
    }
  } else {
    const denominator = weightTotal * BigInt(unit);
    const big = BigInt(magnitude);
    for (let i = 0; i < n; i++) {
      floored[i] = Number((big * (scaled[i] as bigint)) / denominator) * unit;
      flooredSum += floored[i]!;
    }
  }

  const gpFirst = options.ordering === 'gp_then_largest_allocation';
  const w = scaled as readonly (number | bigint)[];
  // Comparing weights is comparing exact allocations: they share the total and the denominator.
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => {
    if (gpFirst && isGp[a] !== isGp[b]) return isGp[a] ? -1 : 1;
    const wa = w[a]!;
    const wb = w[b]!;
    if (wa !== wb) return wa > wb ? -1 : 1;
    const ia = ids[a]!;
    const ib = ids[b]!;
    return ia < ib ? -1 : ia > ib ? 1 : 0;
  });

  // Every share loses less than one unit to the floor, so fewer than n whole units are left.
  const leftover = magnitude - flooredSum;
  const wholeUnits = Math.floor(leftover / unit);
  const belowUnit = leftover - wholeUnits * unit;
  const extra = new Array<number>(n).fill(0);
  for (let k = 0; k < wholeUnits; k++) extra[order[k % n]!]! += unit;

  return { ids, isGp, scaled, scale, weightTotal, sign, unit, floored, extra, belowUnit, order };
}

/** Signed final amount of index i of a core allocation. */
export function coreAmount(core: AllocationCore, i: number): number {
  const below = core.order[0] === i ? core.belowUnit : 0;
  const amount = core.floored[i]! + core.extra[i]! + below;
  return amount === 0 ? 0 : core.sign * amount;
}

/**
 * Splits `total` cents pro rata to the weights (public contract of issue 4). Exact shares are
 * floored to the unit (1 cent, or 100 cents for dollar rounding); leftover units go one at a
 * time in the ordering (GPs first when asked, then largest exact allocation, ties by id);
 * whatever is below one unit goes to the first in the ordering. The results sum to `total`.
 */
export function allocate(
  total: number,
  shares: readonly AllocationShare[],
  options: AllocateOptions,
): Record<string, number> {
  const core = allocateCore(total, shares, options);
  const result: Record<string, number> = {};
  for (let i = 0; i < core.ids.length; i++) result[core.ids[i]!] = coreAmount(core, i);
  return result;
}

function ratioString(numerator: bigint, denominator: bigint, places: number): string {
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const scaled = (n * 10n ** BigInt(places)) / denominator;
  const text = scaled.toString().padStart(places + 1, '0');
  return `${negative ? '-' : ''}${text.slice(0, -places)}.${text.slice(-places)}`;
}

export function scaledToString(value: bigint, scale: number): string {
  if (scale === 0) return value.toString();
  return ratioString(value, 10n ** BigInt(scale), scale).replace(/\.?0+$/, '');
}

/** Readable lines and steps for a core allocation: every cent from exact share to final amount. */
export function describeAllocation(
  total: number,
  core: AllocationCore,
  options: AllocateOptions,
): AllocationAudit {
  const rank = new Array<number>(core.ids.length);
  core.order.forEach((index, position) => (rank[index] = position + 1));
  const lines: AllocationLine[] = core.ids.map((id, i) => ({
    id,
    isGp: core.isGp[i]!,
    weight: scaledToString(scaledWeight(core, i), core.scale),
    exact: ratioString(BigInt(total) * scaledWeight(core, i), core.weightTotal, 12),
    floored: core.sign * core.floored[i]! || 0,
    leftoverUnits: core.sign * core.extra[i]! || 0,
    belowUnit: core.order[0] === i ? core.sign * core.belowUnit || 0 : 0,
    amount: coreAmount(core, i),
    rank: rank[i]!,
  }));
  const flooredTotal = lines.reduce((sum, line) => sum + line.floored, 0);
  const unitsHanded = lines.filter((line) => line.leftoverUnits !== 0).length;
  const first = lines[core.order[0]!]!;
  const steps: AuditStep[] = [
    {
      step: 'Exact pro-rata shares',
      formula: 'exact share = total × weight ÷ total weight',
      inputs: {
        total: formatCents(total),
        'total weight': scaledToString(core.weightTotal, core.scale),
        shares: lines.length,
      },
    },
    {
      step: `Floor each share to the rounding unit (${options.rounding === 'dollar' ? '$1' : '1 cent'})`,
      formula: 'floored = floor(exact ÷ unit) × unit',
      value: formatCents(flooredTotal),
    },
    {
      step: `Hand out the leftover one unit at a time (${options.ordering})`,
      formula: 'leftover = total − Σ floored',
      inputs: { leftover: formatCents(total - flooredTotal), 'units handed out': unitsHanded },
      note:
        options.ordering === 'gp_then_largest_allocation'
          ? 'GP first, then largest exact allocation, ties by id'
          : 'largest exact allocation first, ties by id',
    },
    {
      step: 'Remainder below one unit to the first in the ordering',
      inputs: { remainder: formatCents(first.belowUnit), recipient: first.id },
      value: formatCents(lines.reduce((sum, line) => sum + line.amount, 0)),
      note: 'the allocations sum exactly to the total',
    },
  ];
  return {
    total,
    unit: core.unit,
    weightTotal: scaledToString(core.weightTotal, core.scale),
    options,
    lines,
    steps,
  };
}

/** `allocate` with its audit: exact share, floor, leftover units and remainder for each id. */
export function allocateWithAudit(
  total: number,
  shares: readonly AllocationShare[],
  options: AllocateOptions,
): { allocations: Record<string, number>; audit: AllocationAudit } {
  const core = allocateCore(total, shares, options);
  const allocations: Record<string, number> = {};
  for (let i = 0; i < core.ids.length; i++) allocations[core.ids[i]!] = coreAmount(core, i);
  return { allocations, audit: describeAllocation(total, core, options) };
}
