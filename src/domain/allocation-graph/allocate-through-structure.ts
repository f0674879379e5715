import {
  allocateCore,
  allocateScaled,
  coreAmount,
  type AllocateOptions,
  type AllocationShare,
} from '../allocate';
import { DomainError } from '../domain-error';
import { assertCents, Dec, formatCents, isCents, type AuditStep } from '../money';
import { calculationValues } from './calculation-values';
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

/** A rule with its children resolved to node indices, so allocating never looks an id up again. */
type IndexedRule = { rule: AllocationRule; parent: number; children: Int32Array };

/**
 * Parents before children (Kahn's algorithm) over the rules reachable from the root; rules
 * hanging off nodes the root never reaches are not applied. A cycle is an error.
 */
function topologicalRules(
  root: number,
  ruleOf: Int32Array,
  rules: readonly IndexedRule[],
  nodes: readonly StructureNode[],
): IndexedRule[] {
  const reachable = new Uint8Array(ruleOf.length);
  reachable[root] = 1;
  const reached = [root];
  for (let next = 0; next < reached.length; next++) {
    const r = ruleOf[reached[next]!]!;
    if (r < 0) continue;
    // Leaves never carry a rule on, so only nodes with rules matter here.
    for (const child of rules[r]!.children) {
      if (ruleOf[child]! >= 0 && reachable[child] === 0) {
        reachable[child] = 1;
        reached.push(child);
      }
    }
  }
  const indegree = new Int32Array(ruleOf.length);
  for (const parent of reached) {
    for (const child of rules[ruleOf[parent]!]!.children)
      if (ruleOf[child]! >= 0) indegree[child] = indegree[child]! + 1;
  }
  const loop = (index: number) =>
    new DomainError(
      `The allocation rules loop back through "${nodes[index]!.id}"`,
      'allocation_cycle',
    );
  if (indegree[root]! > 0) throw loop(root);
  const ordered: IndexedRule[] = [];
  // An index instead of shift(): the queue can hold thousands of entities.
  const queue = [root];
  for (let next = 0; next < queue.length; next++) {
    const rule = rules[ruleOf[queue[next]!]!]!;
    ordered.push(rule);
    for (const child of rule.children) {
      if (ruleOf[child]! < 0) continue;
      if (--indegree[child]! === 0) queue.push(child);
    }
  }
  for (const index of reached) if (indegree[index]! > 0) throw loop(index);
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
  // Nodes are addressed by their index from here on: with thousands of commitments, every
  // string-keyed lookup shows in the timing.
  const nodes = structure.nodes;
  const indexOf = new Map<string, number>();
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    indexOf.set(node.id, i);
    if (indexOf.size !== i + 1)
      throw new DomainError(
        `Node "${node.id}" appears twice in the fund structure`,
        'duplicate_node',
      );
    // isCents first: the message is only built for a bad commitment, not for each of thousands.
    if (node.kind === 'commitment' && !isCents(node.commitment))
      assertCents(node.commitment, `commitment of "${node.id}"`);
  }
  const root = indexOf.get(structure.rootId);
  if (root === undefined)
    throw new DomainError(
      `The root "${structure.rootId}" is not in the fund structure`,
      'unknown_node',
    );
  const ruleOf = new Int32Array(nodes.length).fill(-1);
  const indexed: IndexedRule[] = [];
  const stamp = new Int32Array(nodes.length).fill(-1);
  for (const rule of structure.rules) {
    const parent = indexOf.get(rule.parentId);
    if (parent === undefined)
      throw new DomainError(`A rule starts at unknown node "${rule.parentId}"`, 'unknown_node');
    if (ruleOf[parent]! >= 0)
      throw new DomainError(`"${rule.parentId}" has two allocation rules`, 'duplicate_rule');
    const children = new Int32Array(rule.childIds.length);
    for (let c = 0; c < children.length; c++) {
      const child = indexOf.get(rule.childIds[c]!);
      if (child === undefined)
        throw new DomainError(
          `Rule of "${rule.parentId}" names unknown node "${rule.childIds[c]!}"`,
          'unknown_node',
        );
      if (stamp[child] === indexed.length)
        throw new DomainError(
          `Rule of "${rule.parentId}" names "${rule.childIds[c]!}" twice`,
          'duplicate_share',
        );
      stamp[child] = indexed.length;
      children[c] = child;
    }
    if (rule.basis.type === 'fixed_percentages') checkPercentages(rule);
    ruleOf[parent] = indexed.length;
    indexed.push({ rule, parent, children });
  }
  const excluded = new Uint8Array(nodes.length);
  for (const id of excludedIds) {
    const index = indexOf.get(id);
    if (index !== undefined) excluded[index] = 1;
  }

  // Commitment under each entity (excluded ones count zero), memoized for the commitment basis.
  const committed = new Float64Array(nodes.length).fill(-1);
  const commitmentUnder = (index: number): number => {
    if (excluded[index] === 1) return 0;
    const node = nodes[index]!;
    if (node.kind === 'commitment') return node.commitment;
    if (committed[index]! >= 0) return committed[index]!;
    let total = 0;
    const r = ruleOf[index]!;
    if (r >= 0) for (const child of indexed[r]!.children) total += commitmentUnder(child);
    committed[index] = total;
    return total;
  };
  const calculationUnder = calculationValues(nodes, indexed, ruleOf, excluded, values);

  const received = new Float64Array(nodes.length);
  const reached = new Uint8Array(nodes.length);
  // First-arrival order, so results list the root, then each level's children as allocated.
  const arrivals = [root];
  reached[root] = 1;
  received[root] = amount;
  const arrive = (index: number, cents: number) => {
    if (reached[index] === 0) {
      reached[index] = 1;
      arrivals.push(index);
    }
    received[index] = received[index]! + cents;
  };
  const levels: AllocationLevel[] = [];
  for (const { rule, parent, children } of topologicalRules(root, ruleOf, indexed, nodes)) {
    const parentAmount = received[parent]!;
    const parentNode = nodes[parent]!;
    const rounding: AllocateOptions =
      rule.rounding ??
      (parentNode.kind === 'fund_entity' ? parentNode.rounding : undefined) ??
      structure.rounding;
    const included: number[] = [];
    const ids: string[] = [];
    const isGp: boolean[] = [];
    const shares: AllocationShare[] = [];
    const wholeWeights: number[] = [];
    const skipped: { id: string; reason: string }[] = [];
    for (const index of children) {
      const child = nodes[index]!;
      if (excluded[index] === 1) {
        skipped.push({ id: child.id, reason: 'excluded' });
        arrive(index, 0);
        continue;
      }
      if (rule.basis.type === 'commitment') {
        // Commitments in cents are whole numbers: they skip the decimal parsing of weights.
        const weight = commitmentUnder(index);
        if (weight === 0) {
          skipped.push({ id: child.id, reason: 'zero weight' });
          arrive(index, 0);
          continue;
        }
        if (weight < 0)
          throw new DomainError(
            `The commitment under "${child.id}" is negative; allocation weights cannot be`,
            'invalid_weight',
          );
        included.push(index);
        ids.push(child.id);
        isGp.push(isGpNode(child));
        wholeWeights.push(weight);
        continue;
      }
      const weight =
        rule.basis.type === 'fixed_percentages'
          ? rule.basis.percentages[child.id]!
          : calculationUnder(rule, rule.basis.calculation, index);
      if (typeof weight === 'number' ? weight === 0 : new Dec(weight).isZero()) {
        skipped.push({ id: child.id, reason: 'zero weight' });
        arrive(index, 0);
      } else {
        included.push(index);
        shares.push({ id: child.id, weight, isGp: isGpNode(child) });
      }
    }
    let core = null;
    if (included.length === 0) {
      if (parentAmount !== 0) {
        throw new DomainError(
          `Nobody under "${rule.parentId}" can take its ${formatCents(parentAmount)}: every child is excluded or weighs zero`,
          'empty_allocation',
        );
      }
    } else {
      core =
        rule.basis.type === 'commitment'
          ? allocateScaled(parentAmount, ids, isGp, wholeWeights, 0, rounding)
          : allocateCore(parentAmount, shares, rounding);
      for (let i = 0; i < included.length; i++) arrive(included[i]!, coreAmount(core, i));
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
  let reachingCommitments = 0;
  for (const index of arrivals) {
    const node = nodes[index]!;
    if (node.kind === 'commitment') {
      commitments[node.id] = received[index]!;
      reachingCommitments += received[index]!;
    } else amounts[node.id] = received[index]!;
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
      value: formatCents(reachingCommitments),
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
