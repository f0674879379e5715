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
  ids: string[];
  isGp: boolean[];
  /** Weights scaled to integers by 10^scale, so every share is an exact rational. */
  scaled: bigint[];
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

/** The allocation arithmetic without audit text (used directly by bulk callers such as the allocation graph). */
export function allocateCore(
  total: number,
  shares: readonly AllocationShare[],
  options: AllocateOptions,
): AllocationCore {
  if (!Number.isInteger(total)) {
    throw new DomainError(
      `The amount to allocate must be a whole number of cents, got ${String(total)}`,
      'invalid_amount',
    );
  }
  assertCents(total, 'amount to allocate');
  if (shares.length === 0)
    throw new DomainError(
      'There is nobody to allocate to: the list of shares is empty',
      'empty_allocation',
    );
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
  const n = shares.length;
  const ids = new Array<string>(n);
  const isGp = new Array<boolean>(n);
  const raw = new Array<bigint>(n);
  const scales = new Array<number>(n);
  const seen = new Set<string>();
  let scale = 0;
  for (let i = 0; i < n; i++) {
    const share = shares[i]!;
    if (seen.has(share.id))
      throw new DomainError(`"${share.id}" appears twice in the allocation`, 'duplicate_share');
    seen.add(share.id);
    ids[i] = share.id;
    isGp[i] = share.isGp === true;
    const weight = share.weight;
    // Whole-number weights (commitments in cents) are the common case: no decimal parsing, no object.
    if (typeof weight === 'number' && Number.isSafeInteger(weight) && weight > 0) {
      raw[i] = BigInt(weight);
      scales[i] = 0;
      continue;
    }
    const parsed = parseWeight(share);
    raw[i] = parsed.value;
    scales[i] = parsed.scale;
    if (parsed.scale > scale) scale = parsed.scale;
  }
  const scaled = new Array<bigint>(n);
  let weightTotal = 0n;
  for (let i = 0; i < n; i++) {
    const s = scales[i]!;
    scaled[i] = s === scale ? raw[i]! : raw[i]! * 10n ** BigInt(scale - s);
    weightTotal += scaled[i]!;
  }

  const sign = total < 0 ? -1 : 1;
  const magnitude = BigInt(Math.abs(total));
  const unit = options.rounding === 'dollar' ? 100 : 1;
  const unitBig = BigInt(unit);
  const floored = new Array<number>(n);
  const denominator = weightTotal * unitBig;
  let flooredSum = 0;
  for (let i = 0; i < n; i++) {
    const units = (magnitude * scaled[i]!) / denominator;
    floored[i] = unit === 1 ? Number(units) : Number(units) * unit;
    flooredSum += floored[i]!;
  }

  const gpFirst = options.ordering === 'gp_then_largest_allocation';
  // Comparing weights is comparing exact allocations: they share the total and the denominator.
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => {
    if (gpFirst && isGp[a] !== isGp[b]) return isGp[a] ? -1 : 1;
    const wa = scaled[a]!;
    const wb = scaled[b]!;
    if (wa !== wb) return wa > wb ? -1 : 1;
    const ia = ids[a]!;
    const ib = ids[b]!;
    return ia < ib ? -1 : ia > ib ? 1 : 0;
  });

  const leftover = Number(magnitude) - flooredSum;
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
    weight: scaledToString(core.scaled[i]!, core.scale),
    exact: ratioString(BigInt(total) * core.scaled[i]!, core.weightTotal, 12),
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
