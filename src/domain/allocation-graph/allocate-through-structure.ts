import { allocateCore, coreAmount, type AllocateOptions, type AllocationShare } from '../allocate';
import { DomainError } from '../domain-error';
import { assertCents, Dec, formatCents, isCents, type AuditStep } from '../money';
import {
  GP_FUNCTIONAL_TYPES,
  type AllocateThroughStructureInput,
  type AllocationBasis,
  type AllocationLevel,
  type AllocationRule,
  type StructureAllocationResult,
  type StructureNode,
} from './types';

function basisLabel(basis: AllocationBasis): string {
  if (basis.type === 'commitment') return 'pro rata by commitment';
  if (basis.type === 'calculation') return `pro rata by ${basis.calculation}`;
  return 'fixed percentages';
}

function isGpNode(node: StructureNode): boolean {
  if (node.kind === 'commitment') return node.isGp === true;
  return node.kind === 'fund_entity' && GP_FUNCTIONAL_TYPES.includes(node.functionalType);
}

/**
 * Parents before children (Kahn's algorithm) over the rules reachable from the root; rules
 * hanging off nodes the root never reaches are not applied. A cycle is an error.
 */
function topologicalRules(
  rootId: string,
  rulesByParent: Map<string, AllocationRule>,
): AllocationRule[] {
  const reachable = new Set<string>([rootId]);
  const stack = [rootId];
  while (stack.length > 0) {
    for (const child of rulesByParent.get(stack.pop()!)?.childIds ?? []) {
      // Leaves never carry a rule on, so only nodes with rules matter here.
      if (rulesByParent.has(child) && !reachable.has(child)) {
        reachable.add(child);
        stack.push(child);
      }
    }
  }
  const indegree = new Map<string, number>();
  for (const parent of reachable) {
    for (const child of rulesByParent.get(parent)?.childIds ?? []) {
      if (rulesByParent.has(child)) indegree.set(child, (indegree.get(child) ?? 0) + 1);
    }
  }
  const ordered: AllocationRule[] = [];
  const queue = [rootId];
  if ((indegree.get(rootId) ?? 0) > 0)
    throw new DomainError(`The allocation rules loop back through "${rootId}"`, 'allocation_cycle');
  // An index instead of shift(): the queue can hold thousands of entities.
  for (let next = 0; next < queue.length; next++) {
    const rule = rulesByParent.get(queue[next]!);
    if (!rule) continue;
    ordered.push(rule);
    for (const child of rule.childIds) {
      const before = indegree.get(child);
      if (before === undefined) continue;
      indegree.set(child, before - 1);
      if (before === 1) queue.push(child);
    }
  }
  for (const [child, left] of indegree) {
    if (left > 0)
      throw new DomainError(
        `The allocation rules loop back through "${child}"`,
        'allocation_cycle',
      );
  }
  return ordered;
}

/**
 * Allocates an amount at the fund-family level down the rule graph to fund entities and on
 * to each commitment, rounding at each level by that level's methodology, so each level sums
 * exactly to what arrived at its parent.
 */
export function allocateThroughStructure(
  input: AllocateThroughStructureInput,
): StructureAllocationResult {
  const { structure, values = {}, excludedIds = [] } = input;
  const amount = assertCents(input.amount, 'amount to allocate');
  const nodes = new Map<string, StructureNode>();
  for (const node of structure.nodes) {
    if (nodes.has(node.id))
      throw new DomainError(
        `Node "${node.id}" appears twice in the fund structure`,
        'duplicate_node',
      );
    // isCents first: the message is only built for a bad commitment, not for each of thousands.
    if (node.kind === 'commitment' && !isCents(node.commitment))
      assertCents(node.commitment, `commitment of "${node.id}"`);
    nodes.set(node.id, node);
  }
  if (!nodes.has(structure.rootId))
    throw new DomainError(
      `The root "${structure.rootId}" is not in the fund structure`,
      'unknown_node',
    );
  const rulesByParent = new Map<string, AllocationRule>();
  for (const rule of structure.rules) {
    if (!nodes.has(rule.parentId))
      throw new DomainError(`A rule starts at unknown node "${rule.parentId}"`, 'unknown_node');
    if (rulesByParent.has(rule.parentId))
      throw new DomainError(`"${rule.parentId}" has two allocation rules`, 'duplicate_rule');
    for (const child of rule.childIds) {
      if (!nodes.has(child))
        throw new DomainError(
          `Rule of "${rule.parentId}" names unknown node "${child}"`,
          'unknown_node',
        );
    }
    if (rule.basis.type === 'fixed_percentages') checkPercentages(rule);
    rulesByParent.set(rule.parentId, rule);
  }
  const excluded = new Set(excludedIds);
  const anyExcluded = excluded.size > 0;

  // Commitment under each entity (excluded ones count zero), memoized for the commitment basis.
  const committed = new Map<string, number>();
  const commitmentUnder = (node: StructureNode): number => {
    if (anyExcluded && excluded.has(node.id)) return 0;
    if (node.kind === 'commitment') return node.commitment;
    const known = committed.get(node.id);
    if (known !== undefined) return known;
    let total = 0;
    for (const child of rulesByParent.get(node.id)?.childIds ?? [])
      total += commitmentUnder(nodes.get(child)!);
    committed.set(node.id, total);
    return total;
  };

  // A Map while allocating (string keys of thousands of commitments are slow on plain objects); records once at the end.
  const received = new Map<string, number>([[structure.rootId, amount]]);
  const levels: AllocationLevel[] = [];
  for (const rule of topologicalRules(structure.rootId, rulesByParent)) {
    const parentAmount = received.get(rule.parentId) ?? 0;
    const parent = nodes.get(rule.parentId)!;
    const rounding: AllocateOptions =
      rule.rounding ??
      (parent.kind === 'fund_entity' ? parent.rounding : undefined) ??
      structure.rounding;
    const shares: AllocationShare[] = [];
    const skipped: { id: string; reason: string }[] = [];
    for (const childId of rule.childIds) {
      if (anyExcluded && excluded.has(childId)) {
        skipped.push({ id: childId, reason: 'excluded' });
        continue;
      }
      // One lookup per child: with thousands of commitments, every map access shows.
      const child = nodes.get(childId)!;
      const weight = weightOf(rule, child, values, commitmentUnder);
      if (typeof weight === 'number' ? weight === 0 : new Dec(weight).isZero())
        skipped.push({ id: childId, reason: 'zero weight' });
      else shares.push({ id: childId, weight, isGp: isGpNode(child) });
    }
    for (const { id } of skipped) received.set(id, received.get(id) ?? 0);
    let core = null;
    if (shares.length === 0) {
      if (parentAmount !== 0) {
        throw new DomainError(
          `Nobody under "${rule.parentId}" can take its ${formatCents(parentAmount)}: every child is excluded or weighs zero`,
          'empty_allocation',
        );
      }
    } else {
      core = allocateCore(parentAmount, shares, rounding);
      for (let i = 0; i < core.ids.length; i++) {
        const id = core.ids[i]!;
        received.set(id, (received.get(id) ?? 0) + coreAmount(core, i));
      }
    }
    levels.push({
      parentId: rule.parentId,
      amount: parentAmount,
      basis: rule.basis,
      basisLabel: basisLabel(rule.basis),
      rounding,
      skipped,
      core,
    });
  }
  const amounts: Record<string, number> = {};
  const commitments: Record<string, number> = {};
  for (const [id, value] of received) {
    if (nodes.get(id)!.kind === 'commitment') commitments[id] = value;
    else amounts[id] = value;
  }

  const steps: AuditStep[] = [
    {
      step: 'Amount at the top of the structure',
      inputs: { node: structure.rootId },
      value: formatCents(amount),
    },
    ...levels.map((level) => ({
      step: `Allocate ${level.parentId} ${level.basisLabel}`,
      formula:
        'each child = parent amount × child weight ÷ Σ weights, rounded, summing exactly to the parent amount',
      inputs: {
        'parent amount': formatCents(level.amount),
        children: level.core?.ids.length ?? 0,
        skipped: level.skipped.length,
        rounding: `${level.rounding.rounding}, ${level.rounding.ordering}`,
      },
    })),
    {
      step: 'Total reaching commitments',
      value: formatCents(Object.values(commitments).reduce((a, b) => a + b, 0)),
      note: 'equals the amount at the top unless part stopped at an entity without a rule',
    },
  ];
  return { amounts, commitments, levels, steps };
}

function checkPercentages(rule: AllocationRule): void {
  if (rule.basis.type !== 'fixed_percentages') return;
  let sum = new Dec(0);
  for (const child of rule.childIds) {
    const value = rule.basis.percentages[child];
    if (value === undefined)
      throw new DomainError(
        `Rule of "${rule.parentId}" gives no percentage for "${child}"`,
        'missing_percentage',
      );
    const pct = new Dec(value);
    if (pct.isNegative())
      throw new DomainError(
        `Rule of "${rule.parentId}" gives "${child}" a negative percentage`,
        'invalid_percentage',
      );
    sum = sum.plus(pct);
  }
  if (!sum.equals(100)) {
    throw new DomainError(
      `Fixed percentages under "${rule.parentId}" add up to ${sum.toString()}%, not 100%`,
      'percentages_not_100',
    );
  }
}

function weightOf(
  rule: AllocationRule,
  child: StructureNode,
  values: Record<string, Record<string, number | string>>,
  commitmentUnder: (node: StructureNode) => number,
): number | string {
  const { basis } = rule;
  if (basis.type === 'commitment') return commitmentUnder(child);
  if (basis.type === 'fixed_percentages') return basis.percentages[child.id]!;
  const value = values[basis.calculation]?.[child.id];
  if (value === undefined) {
    throw new DomainError(
      `No value of "${basis.calculation}" for "${child.id}", needed to allocate under "${rule.parentId}"`,
      'missing_value',
    );
  }
  if (new Dec(value).isNegative()) {
    throw new DomainError(
      `"${basis.calculation}" of "${child.id}" is negative; allocation weights cannot be`,
      'invalid_weight',
    );
  }
  return value;
}
