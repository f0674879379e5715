import type { CapitalCallUseInput, StoredCapitalCallUse } from '../../api/capital-call';
import { ApiError } from '../api-error';
import type { LoadedCall } from '../capital-call/capital-call-service';

/**
 * Whether a line of the correction asks for the same split as a line of the original call: the
 * same kind and the same amount with the same overrides, or the same fee period of a management
 * fee the fee engine computed. Its description and code do not split anything: a line only
 * renamed or moved to another code keeps its cents. Closing equalization and special
 * contributions are exact per LP already (the closing's rows, the amounts entered): not kept.
 */
function sameSplit(asked: CapitalCallUseInput, original: StoredCapitalCallUse): boolean {
  if (asked.kind !== original.kind) return false;
  if (original.kind === 'closing_equalization' || original.kind === 'special_contributions')
    return false;
  if (original.fee_period)
    return (
      asked.fee_period?.start === original.fee_period.start &&
      asked.fee_period.end === original.fee_period.end
    );
  if (asked.fee_period || asked.amount_cents !== original.amount_cents) return false;
  const overrides = (use: { overrides: { commitment_id: string; amount_cents: number }[] }) =>
    JSON.stringify(
      use.overrides
        .map((o) => [o.commitment_id, o.amount_cents] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  return overrides(asked) === overrides(original);
}

/**
 * The lines of a cancel-correct the user did not edit, by their position in the correction, each
 * as the original stored it with its cents per commitment as the original posted them (its
 * finalized breakdown). A correction changes only what was edited: a line recomputed instead
 * would be split by the fund's terms as they read now for the original's due date, and terms
 * entered after the call with an earlier date (a fee-exempt class's 0% rate, a rule change)
 * would re-split a line nobody touched (the demo's Capital call 1, issue 21). A line matches the
 * original's line at its own position first, else the first original line not matched yet.
 * When the original's split is not on record, 409: nothing would say what to keep.
 */
export function keptLines(
  original: LoadedCall['call'],
  asked: readonly CapitalCallUseInput[],
): Map<number, StoredCapitalCallUse> {
  const kept = new Map<number, StoredCapitalCallUse>();
  const matched = new Set<number>();
  asked.forEach((use, at) => {
    const candidates = [at, ...original.uses.keys()];
    const index = candidates.find(
      (i) => !matched.has(i) && original.uses[i] !== undefined && sameSplit(use, original.uses[i]),
    );
    if (index === undefined) return;
    matched.add(index);
    const line = original.uses[index]!;
    const split: Record<string, number> = {};
    let total = 0;
    for (const row of original.finalized_breakdown ?? []) {
      const cents = row.by_use[line.id] ?? 0;
      if (cents === 0) continue;
      split[row.commitment_id] = cents;
      total += cents;
    }
    if (total !== line.amount_cents)
      throw new ApiError({
        status: 409,
        code: 'conflict',
        message: `${line.description}: the call's split per LP as posted is not on record, so the correction cannot keep it. Roll the call back and refresh it instead.`,
      });
    kept.set(at, { ...line, kept_by_commitment: split });
  });
  return kept;
}
