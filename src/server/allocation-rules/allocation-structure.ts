import type { AllocationRuleInput } from '../../api/allocation-rules';
import type { FieldErrors } from '../../api/api-error';
import type { AllocateOptions } from '../../domain/allocate';
import type {
  AllocationRule,
  AllocationStructure,
  EntityFunctionalType,
} from '../../domain/allocation-graph';

/** What a rule graph allocates over on one date: the fund family, its entities and commitments. */
export type StructureContext = {
  fundFamily: { id: string; name: string; rounding: AllocateOptions };
  entities: { id: string; name: string; functional_type: EntityFunctionalType }[];
  commitments: {
    id: string;
    owning_entity_id: string;
    name: string;
    amount: number;
    is_gp: boolean;
  }[];
};

/** Without a graph a fund family allocates pro rata by commitment over all its entities. */
export const defaultRules = (context: StructureContext): AllocationRuleInput[] => [
  {
    parent_id: context.fundFamily.id,
    basis: 'commitment',
    children: context.entities.map((e) => ({ child_id: e.id, percent: null })),
  },
];

/** Percent text ("33.333334") in millionths of a percent, so 100% is checked exactly. */
const micros = (percent: string): number => {
  const [whole = '0', fraction = ''] = percent.split('.');
  return Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0'));
};

/**
 * The engine's structure for a graph's rules. A fund entity on a commitment or calculation
 * basis allocates to the entities it names and to its own commitments; on fixed percentages,
 * to the named ones only. A reached entity without a rule of its own allocates to its
 * commitments by commitment. `calculationNames` (id to display name) keys calculation bases
 * by the name their values are given under.
 */
export function buildStructure(
  context: StructureContext,
  rules: readonly AllocationRuleInput[],
  calculationNames: Readonly<Record<string, string>> = {},
): AllocationStructure {
  const own = new Map<string, string[]>();
  for (const c of context.commitments) {
    if (c.amount <= 0) continue;
    own.set(c.owning_entity_id, [...(own.get(c.owning_entity_id) ?? []), c.id]);
  }
  const explicit = new Set(rules.map((r) => r.parent_id));
  const engineRules: AllocationRule[] = rules.map((rule) => {
    const named = rule.children.map((c) => c.child_id);
    if (rule.basis === 'fixed_percentages') {
      return {
        parentId: rule.parent_id,
        childIds: named,
        basis: {
          type: 'fixed_percentages',
          percentages: Object.fromEntries(rule.children.map((c) => [c.child_id, c.percent ?? 0])),
        },
      };
    }
    return {
      parentId: rule.parent_id,
      childIds: [...named, ...(own.get(rule.parent_id) ?? [])],
      basis:
        rule.basis === 'calculation'
          ? {
              type: 'calculation',
              calculation: calculationNames[rule.calculation_id ?? ''] ?? rule.calculation_id ?? '',
            }
          : { type: 'commitment' },
    };
  });
  for (const entity of context.entities) {
    const commitments = own.get(entity.id);
    if (!explicit.has(entity.id) && commitments)
      engineRules.push({
        parentId: entity.id,
        childIds: commitments,
        basis: { type: 'commitment' },
      });
  }
  return {
    rootId: context.fundFamily.id,
    rounding: context.fundFamily.rounding,
    nodes: [
      { id: context.fundFamily.id, kind: 'fund_family', name: context.fundFamily.name },
      ...context.entities.map((e) => ({
        id: e.id,
        kind: 'fund_entity' as const,
        functionalType: e.functional_type,
        name: e.name,
      })),
      ...context.commitments
        .filter((c) => c.amount > 0)
        .map((c) => ({
          id: c.id,
          kind: 'commitment' as const,
          commitment: c.amount,
          isGp: c.is_gp,
          name: c.name,
        })),
    ],
    rules: engineRules,
  };
}

/**
 * Why a graph cannot be saved, by field: unknown or repeated nodes, fixed percentages that do
 * not add up to exactly 100, a loop, or commitments no rule reaches. Empty when it can.
 */
export function ruleGraphProblems(
  context: StructureContext,
  rules: readonly AllocationRuleInput[],
  calculationIds: ReadonlySet<string> = new Set(),
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  const root = context.fundFamily.id;
  const names = new Map(context.entities.map((e) => [e.id, e.name]));
  const seenParents = new Set<string>();
  rules.forEach((rule, r) => {
    if (rule.parent_id !== root && !names.has(rule.parent_id))
      add(`rules.${r}.parent_id`, 'Invalid');
    else if (seenParents.has(rule.parent_id))
      add(`rules.${r}.parent_id`, 'This entity already has a rule');
    seenParents.add(rule.parent_id);
    if (rule.basis === 'calculation' && !rule.calculation_id)
      add(`rules.${r}.calculation_id`, 'Required');
    else if (rule.basis === 'calculation' && !calculationIds.has(rule.calculation_id!))
      add(`rules.${r}.calculation_id`, 'Invalid');
    const seenChildren = new Set<string>();
    rule.children.forEach((child, i) => {
      if (!names.has(child.child_id) || child.child_id === rule.parent_id)
        add(`rules.${r}.children.${i}.child_id`, 'Invalid');
      else if (seenChildren.has(child.child_id))
        add(`rules.${r}.children.${i}.child_id`, 'Named twice in this rule');
      seenChildren.add(child.child_id);
      if (rule.basis === 'fixed_percentages' && child.percent === null)
        add(`rules.${r}.children.${i}.percent`, 'Required');
    });
    if (rule.basis === 'fixed_percentages') {
      if (rule.children.length === 0) add(`rules.${r}.children`, 'At least 1 items');
      const total = rule.children.reduce((sum, c) => sum + micros(c.percent ?? '0'), 0);
      if (total !== 100_000_000)
        add(
          `rules.${r}.children`,
          `Fixed percentages must add up to exactly 100% (now ${(total / 1_000_000).toString()}%)`,
        );
    }
  });
  if (!seenParents.has(root)) add('rules', `${context.fundFamily.name} needs a rule at the top`);
  if (Object.keys(errors).length > 0) return errors;

  const ruleOf = new Map(rules.map((r) => [r.parent_id, r]));
  // Depth-first with colours: grey = on the current path, so meeting grey again is a loop.
  const colour = new Map<string, 'grey' | 'black'>();
  const visit = (id: string): string | null => {
    if (colour.get(id) === 'black') return null;
    if (colour.get(id) === 'grey') return id;
    colour.set(id, 'grey');
    for (const child of ruleOf.get(id)?.children ?? []) {
      const loop = visit(child.child_id);
      if (loop) return loop;
    }
    colour.set(id, 'black');
    return null;
  };
  const loop = visit(root);
  if (loop) {
    add('rules', `The rules loop back through ${names.get(loop) ?? loop}`);
    return errors;
  }
  const owners = new Set(
    context.commitments.filter((c) => c.amount > 0).map((c) => c.owning_entity_id),
  );
  for (const entityId of owners) {
    const reached = colour.get(entityId) === 'black';
    const ownRule = ruleOf.get(entityId);
    if (!reached || ownRule?.basis === 'fixed_percentages')
      add('rules', `Commitments of ${names.get(entityId) ?? entityId} are not reached by any rule`);
  }
  return errors;
}

/**
 * An edit may change bases and percentages and add connections, never take one away (spec §8):
 * allocations already made through a connection must stay explainable.
 */
export function editProblem(
  before: readonly AllocationRuleInput[],
  after: readonly AllocationRuleInput[],
): string | null {
  const nodes = (rules: readonly AllocationRuleInput[]) =>
    new Set(rules.flatMap((r) => [r.parent_id, ...r.children.map((c) => c.child_id)]));
  const afterNodes = nodes(after);
  for (const node of nodes(before))
    if (!afterNodes.has(node)) return 'Deleting existing entities is not allowed.';
  const edges = (rules: readonly AllocationRuleInput[]) =>
    new Set(rules.flatMap((r) => r.children.map((c) => `${r.parent_id}>${c.child_id}`)));
  const afterEdges = edges(after);
  for (const edge of edges(before))
    if (!afterEdges.has(edge)) return 'Cannot edit preexisting fund structure connections.';
  return null;
}

/** One readable line per rule: "Fund → Main 70%, Parallel 30% (fixed percentages)". */
export function ruleLines(
  context: StructureContext,
  rules: readonly AllocationRuleInput[],
  calculationNames: Readonly<Record<string, string>> = {},
): string[] {
  const name = (id: string) =>
    id === context.fundFamily.id
      ? context.fundFamily.name
      : (context.entities.find((e) => e.id === id)?.name ?? id);
  return rules.map((rule) => {
    const children = rule.children.map((c) =>
      rule.basis === 'fixed_percentages'
        ? `${name(c.child_id)} ${c.percent ?? '?'}%`
        : name(c.child_id),
    );
    if (rule.basis !== 'fixed_percentages' && rule.parent_id !== context.fundFamily.id)
      children.push('its own commitments');
    const basis =
      rule.basis === 'commitment'
        ? 'pro rata by commitment'
        : rule.basis === 'calculation'
          ? `pro rata by ${calculationNames[rule.calculation_id ?? ''] ?? 'a calculation'}`
          : 'fixed percentages';
    return `${name(rule.parent_id)} → ${children.join(', ') || 'nothing'} (${basis})`;
  });
}
