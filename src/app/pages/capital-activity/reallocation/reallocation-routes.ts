import { capitalActivityBase } from '../capital-activity-routes';

/** Spec §2 calls/reallocation/{reallocationFundFamilyEventId}: update, overview and review. */
export const reallocationSteps = [
  { id: 'update', label: 'Update' },
  { id: 'overview', label: 'Overview' },
  { id: 'review', label: 'Review' },
] as const;

/** Where a reallocation opens (the capital-activity list and the call's Reallocate action). */
export const reallocationHref = (fundFamilyId: string, eventId: string, step = 'update') =>
  `${capitalActivityBase(fundFamilyId)}/calls/reallocation/${eventId}/${step}`;
