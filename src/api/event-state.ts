/** Spec §4 event state. */
export const EVENT_STATES = [
  'draft',
  'in_progress',
  'completed',
  'out_of_date',
  'cancelled',
] as const;
export type EventState = (typeof EVENT_STATES)[number];
