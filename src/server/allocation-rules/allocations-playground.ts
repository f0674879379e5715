import type { AllocationsPlaygroundResult } from '../../api/allocation-rules';
import {
  allocateThroughStructure,
  type AllocateThroughStructureInput,
  DomainError,
  explainAllocationPath,
  formatCents,
} from '../../domain';
import { invalid } from '../api-error';
import type { StructureContext } from './allocation-structure';

const uuidText = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The engine's own refusal (nobody to take an amount, say) as a 400 the page can show. */
export function asInvalid<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof DomainError)
      throw invalid({ non_field_errors: [error.message] }, error.message);
    throw error;
  }
}

/**
 * Allocates `amount` through the rules to every entity and commitment, each with the path its
 * cents took and the arithmetic of every hop (spec §2 "allocations-playground").
 */
export function allocateForPlayground(
  context: StructureContext,
  engine: Pick<AllocateThroughStructureInput, 'structure' | 'values'>,
  amount: number,
): AllocationsPlaygroundResult {
  const result = asInvalid(() => allocateThroughStructure({ ...engine, amount }));
  const entityName = new Map(context.entities.map((e) => [e.id, e.name]));
  const nameOf = (id: string) =>
    id === context.fundFamily.id
      ? context.fundFamily.name
      : (entityName.get(id) ?? context.commitments.find((c) => c.id === id)?.name ?? id);
  // A node skipped at its level (zero weight) has no hop: it shows no path rather than an empty one.
  const paths = (id: string) =>
    explainAllocationPath(result, id)
      .filter((path) => path.length > 0)
      .map((path) =>
        path.map((hop) => ({
          from: nameOf(hop.from),
          to: nameOf(hop.to),
          basis: hop.basis,
          weight_is_money: hop.weightIsMoney,
          parent_amount_cents: hop.parentAmount,
          weight: hop.weight,
          weight_total: hop.weightTotal,
          exact: hop.exact,
          amount_cents: hop.amount,
        })),
      );
  const owner = new Map(context.commitments.map((c) => [c.id, c.owning_entity_id]));
  const rows: AllocationsPlaygroundResult['rows'] = [
    ...Object.entries(result.amounts).map(([id, cents]) => ({
      id,
      kind: id === context.fundFamily.id ? ('fund_family' as const) : ('fund_entity' as const),
      name: nameOf(id),
      fund_entity_name: null,
      amount_cents: cents,
      paths: id === context.fundFamily.id ? [] : paths(id),
    })),
    ...Object.entries(result.commitments).map(([id, cents]) => ({
      id,
      kind: 'commitment' as const,
      name: nameOf(id),
      fund_entity_name: entityName.get(owner.get(id) ?? '') ?? null,
      amount_cents: cents,
      paths: paths(id),
    })),
  ];
  const toCommitments = Object.values(result.commitments).reduce((s, c) => s + c, 0);
  return {
    amount_cents: amount,
    allocated_to_commitments_cents: toCommitments,
    rows,
    audit: [
      ...result.steps.map((step) => ({ ...step, step: step.step.replace(uuidText, nameOf) })),
      ...(toCommitments === amount
        ? []
        : [
            {
              step: 'Stopped at entities without commitments',
              value: formatCents(amount - toCommitments),
              note: 'an entity given a share but with no commitments under it keeps it',
            },
          ]),
    ],
  };
}
