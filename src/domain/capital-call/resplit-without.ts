import { allocate, type AllocateOptions } from '../allocate';
import type { CentsByUse, ReallocationCommitment } from './reallocate-capital-call';

/**
 * The "remove an LP and re-split pro rata" helper (a defaulting LP): on every use, what the
 * removed LPs held goes to the others pro rata by commitment, rounded to the cent with the
 * spare cents to the largest share (src/domain/allocate), so each use keeps its total exactly.
 * Answers the new amounts of every LP on every use (the removed ones at 0).
 */
export function resplitWithout(input: {
  useIds: readonly string[];
  commitments: readonly Pick<ReallocationCommitment, 'id' | 'committed'>[];
  /** The amounts to start from (the posted ones, or the draft's new amounts). */
  amounts: CentsByUse;
  removed: readonly string[];
  options?: AllocateOptions;
}): Record<string, Record<string, number>> {
  const removed = new Set(input.removed);
  const rest = input.commitments.filter((c) => !removed.has(c.id) && c.committed > 0);
  const options = input.options ?? { rounding: 'cents', ordering: 'largest_allocation' };
  const result: Record<string, Record<string, number>> = {};
  for (const useId of input.useIds) {
    const current = input.amounts[useId] ?? {};
    const moved = input.commitments
      .filter((c) => removed.has(c.id))
      .reduce((sum, c) => sum + (current[c.id] ?? 0), 0);
    const shares =
      rest.length > 0 && moved !== 0
        ? allocate(
            moved,
            rest.map((c) => ({ id: c.id, weight: c.committed })),
            options,
          )
        : {};
    result[useId] = Object.fromEntries(
      input.commitments.map((c) => [
        c.id,
        removed.has(c.id) && rest.length > 0 ? 0 : (current[c.id] ?? 0) + (shares[c.id] ?? 0),
      ]),
    );
  }
  return result;
}
