import * as v from 'valibot';
import { addClosingCommitmentSchema, type Closing } from './fund-structure';

/** POST /closing/{closingId}/securities/: one new commitment, admitted in a draft closing. */
export const closingSecuritySchema = addClosingCommitmentSchema;

/**
 * POST /closing/{closingId}/securities/bulk: many new commitments at once; every row is
 * admitted or none is, and each refusal points at its row and field (rows.{i}.{field}).
 */
export const closingSecuritiesBulkSchema = v.object({
  rows: v.pipe(
    v.array(addClosingCommitmentSchema),
    v.minLength(1, 'Add at least one row'),
    v.maxLength(1000, 'At most 1000 rows at once'),
  ),
});
export type ClosingSecuritiesBulk = v.InferOutput<typeof closingSecuritiesBulkSchema>;

/** What the securities calls answer: the new commitments' ids and the closing as it now is. */
export type ClosingSecuritiesCreated = { commitment_ids: string[]; closing: Closing };
