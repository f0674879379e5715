import {
  coreAmount,
  describeAllocation,
  scaledToString,
  scaledWeight,
  type AllocationAudit,
} from '../allocate';
import { DomainError } from '../domain-error';
import type { AllocationLevel, PathHop, StructureAllocationResult } from './types';

/** Readable lines for one level: exact share, floor, leftover units and remainder per child. */
export function describeLevel(level: AllocationLevel): AllocationAudit | null {
  return level.core ? describeAllocation(level.amount, level.core, level.rounding) : null;
}

/**
 * Every path by which cents reached a node, root first: at each hop the parent's amount, the
 * child's weight, its exact share and how rounding turned that into cents. A node under two
 * parents (a feeder and a parallel fund both into a master, say) has one path per route.
 */
export function explainAllocationPath(
  result: StructureAllocationResult,
  nodeId: string,
): PathHop[][] {
  // Only the hops on the way to this node are built: a structure of thousands of commitments
  // has as many hops, and the page asks for one commitment's path.
  const hopsInto = (to: string): PathHop[] => {
    const hops: PathHop[] = [];
    for (const level of result.levels) {
      const core = level.core;
      if (!core) continue;
      const i = core.ids.indexOf(to);
      if (i < 0) continue;
      hops.push({
        from: level.parentId,
        to,
        basis: level.basisLabel,
        weightIsMoney: level.basis.type === 'commitment',
        rounding: `${level.rounding.rounding}, ${level.rounding.ordering}`,
        parentAmount: level.amount,
        weight: scaledToString(scaledWeight(core, i), core.scale),
        weightTotal: scaledToString(core.weightTotal, core.scale),
        exact: exactShare(level.amount, scaledWeight(core, i), core.weightTotal),
        floored: core.sign * core.floored[i]! || 0,
        leftoverUnits: core.sign * core.extra[i]! || 0,
        belowUnit: core.order[0] === i ? core.sign * core.belowUnit || 0 : 0,
        amount: coreAmount(core, i),
      });
    }
    return hops;
  };
  if (!(nodeId in result.amounts) && !(nodeId in result.commitments))
    throw new DomainError(`"${nodeId}" received nothing in this allocation`, 'unknown_node');
  const walk = (id: string): PathHop[][] => {
    const hops = hopsInto(id);
    if (hops.length === 0) return [[]];
    return hops.flatMap((hop) => walk(hop.from).map((path) => [...path, hop]));
  };
  return walk(nodeId);
}

function exactShare(total: number, weight: bigint, weightTotal: bigint): string {
  const scaled = (BigInt(total) * weight * 10n ** 6n) / weightTotal;
  const negative = scaled < 0n;
  const text = (negative ? -scaled : scaled).toString().padStart(7, '0');
  return `${negative ? '-' : ''}${text.slice(0, -6)}.${text.slice(-6)}`;
}
