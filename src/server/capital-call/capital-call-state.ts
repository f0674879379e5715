import { ApiError } from '../api-error';

type EventState = 'draft' | 'in_progress' | 'completed' | 'out_of_date' | 'cancelled';

/** Spec §4: "A finalized event is no longer editable." */
export const finalizedNotEditable = 'A finalized event is no longer editable.';

/**
 * A call's contents change, and it is deleted or finalized, only while it is a draft; otherwise
 * a 409 invalid_transition (the error contract closings use).
 */
export function assertCapitalCallEditable(
  state: EventState,
  message = 'Only a draft capital call can be changed.',
): void {
  if (state === 'draft') return;
  throw new ApiError({
    status: 409,
    code: 'invalid_transition',
    message: state === 'completed' || state === 'out_of_date' ? finalizedNotEditable : message,
  });
}
