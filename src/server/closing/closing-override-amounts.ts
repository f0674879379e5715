import { and, eq } from 'drizzle-orm';
import type { FieldErrors } from '../../api/api-error';
import {
  overridesNotForEveryCommitment,
  type UpdateOverrideAmounts,
} from '../../api/closing-overrides';
import type { ClosingState } from '../../../machines/closing.machine';
import { invalid } from '../api-error';
import type { Database } from '../db/database';
import { closing_commitments } from '../db/schema';
import { assertClosingEditable } from './closing-machine-check';
import { closingCommitments } from './closing-commitments';
import { equalizationFor, loadClosing } from './closing-service';
import type { Scope } from '../scope';

const notOverridable = 'Not a commitment of this closing with capital equalization to override.';

/**
 * PUT /closing/{id}/update-override-amounts/: saves, for every admitted commitment that
 * equalizes, the amount it pays set by hand (or null: back to the computed amount). The
 * refunds are not stored: they are re-allocated from what is paid whenever the closing is read,
 * planned or finalized. Answers what changed, for the audit log.
 */
export async function updateOverrideAmounts(
  tx: Database,
  scope: Scope,
  closingId: string,
  input: UpdateOverrideAmounts,
) {
  const closing = await loadClosing(tx, scope, closingId, true);
  assertClosingEditable(
    closing.state as ClosingState,
    'Only a draft closing can change its equalization overrides.',
  );
  const rows = await closingCommitments(tx, closing.id);
  const outcome = await equalizationFor(tx, scope, closing, rows);
  const overridable = new Set(Object.keys(outcome.computedAdmitted));
  const errors: FieldErrors = {};
  const listed = new Set<string>();
  input.overrides.forEach((line, index) => {
    if (!overridable.has(line.commitment_id))
      errors[`overrides.${index}.commitment_id`] = [notOverridable];
    else if (listed.has(line.commitment_id))
      errors[`overrides.${index}.commitment_id`] = ['Listed more than once.'];
    listed.add(line.commitment_id);
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  if ([...overridable].some((id) => !listed.has(id)))
    throw invalid({ overrides: [overridesNotForEveryCommitment] }, overridesNotForEveryCommitment);
  const before = new Map(rows.map((r) => [r.commitment_id, r.equalization_override_cents]));
  const changes = input.overrides.filter(
    (line) => before.get(line.commitment_id) !== line.amount_cents,
  );
  for (const line of changes)
    await tx
      .update(closing_commitments)
      .set({ equalization_override_cents: line.amount_cents })
      .where(
        and(
          eq(closing_commitments.closing_id, closing.id),
          eq(closing_commitments.commitment_id, line.commitment_id),
        ),
      );
  return changes.map((line) => ({
    commitment_id: line.commitment_id,
    from: before.get(line.commitment_id) ?? null,
    to: line.amount_cents,
    computed: outcome.computedAdmitted[line.commitment_id] ?? 0,
  }));
}
