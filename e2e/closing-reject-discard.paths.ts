import { declarePath } from '../machines/declared-path';

// The paths closing-reject-discard.spec walks, step by step. They live beside the spec, not
// in it, because a spec file cannot be imported outside Playwright's runner and the workflows
// page and `npm run paths` read them.

/** A draft given one commitment, sent for approval, and returned to draft by the approver. */
export const closingRejectPath = declarePath('closing', 'closing-reject-discard.spec: reject', [
  { event: { type: 'closing.commitments_change', commitmentCount: 1 }, state: 'draft' },
  { event: { type: 'closing.submit' }, state: 'sent_for_approval' },
  { event: { type: 'closing.reject' }, state: 'draft' },
]);

/** A new draft with no commitments, discarded. */
export const closingDiscardPath = declarePath('closing', 'closing-reject-discard.spec: discard', [
  { event: { type: 'closing.discard' }, state: 'discarded' },
]);
