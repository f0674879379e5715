import { apiErrorCodes } from '../../api/api-error';
import { ApiError } from '../api-error';

/**
 * Maker-checker, once for every event that is prepared by one user and approved by another
 * (closings today; capital events and fee postings will call the same rule).
 */
export type ApprovalCheck = {
  /** What is being approved, as the message names it: 'closing', 'capital call', … */
  eventNoun: string;
  /** The user who sent the event for approval; null when not recorded (older events). */
  preparedBy: string | null;
  actingUserId: string;
  /** The customer's setting that lets a small team's preparer approve their own event. */
  preparerMayApprove: boolean;
};

/** Why the acting user may not approve, or null when they may. */
export function approvalRefusal(check: ApprovalCheck): string | null {
  if (check.preparerMayApprove || check.preparedBy === null) return null;
  if (check.preparedBy !== check.actingUserId) return null;
  return `You sent this ${check.eventNoun} for approval; another user must approve it.`;
}

/** A 403 separation_of_duties naming the rule when the acting user prepared the event. */
export function assertMayApprove(check: ApprovalCheck): void {
  const refusal = approvalRefusal(check);
  if (refusal === null) return;
  throw new ApiError({
    status: 403,
    code: apiErrorCodes.separationOfDuties,
    message: refusal,
    devMessage: `${refusal} (customer setting preparer_may_approve is off)`,
  });
}
