import type { FieldErrors } from '../../api/api-error';
import type { AddClosingCommitment } from '../../api/fund-structure';
import { ApiError, invalid } from '../api-error';
import type { Database } from '../db/database';
import { addClosingCommitment } from './closing-commitment-changes';
import type { Scope } from '../scope';

/**
 * New commitments admitted in a draft closing, row by row through the one way a commitment is
 * added (add-security/). A refused row does not stop the others from being checked: every
 * row's refusals come back at once, under rows.{i}.{field}, and the caller's transaction then
 * rolls back whatever was added, so the rows are admitted all together or not at all.
 */
export async function addClosingSecurities(
  tx: Database,
  scope: Scope,
  closingId: string,
  rows: readonly AddClosingCommitment[],
): Promise<string[]> {
  const added: string[] = [];
  const errors: FieldErrors = {};
  for (const [index, row] of rows.entries()) {
    try {
      added.push(await addClosingCommitment(tx, scope, closingId, row));
    } catch (error) {
      // A closing that is not draft, or not this customer's, refuses every row alike.
      if (!(error instanceof ApiError) || error.code !== 'invalid') throw error;
      for (const [path, messages] of Object.entries(error.data as FieldErrors))
        errors[`rows.${index}.${path}`] = messages;
    }
  }
  const refused = new Set(Object.keys(errors).map((path) => path.split('.')[1])).size;
  if (refused > 0)
    throw invalid(
      errors,
      `${refused} of the ${rows.length} rows cannot be added; no commitment was added.`,
    );
  return added;
}
