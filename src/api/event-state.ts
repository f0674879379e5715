import {
  persistedCapitalEventStates,
  type PersistedCapitalEventState,
} from '../../machines/capital-event.machine';

/** Spec §4 event state: the capitalEvent machine's persisted states. */
export const EVENT_STATES = persistedCapitalEventStates;
export type EventState = PersistedCapitalEventState;
