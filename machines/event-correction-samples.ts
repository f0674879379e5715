import type {
  EventCorrectionEvent,
  EventCorrectionKind,
  EventCorrectionPreviewed,
  EventCorrectionStarted,
} from './event-correction.machine';

/** The done and error events of the machine's preview and confirm actors. */
export type EventCorrectionActorEvent =
  | { type: 'xstate.done.actor.preview'; output: EventCorrectionPreviewed }
  | { type: 'xstate.error.actor.preview'; error: unknown }
  | { type: 'xstate.done.actor.confirm'; output: EventCorrectionStarted }
  | { type: 'xstate.error.actor.confirm'; error: unknown };

const choose = (
  kind: EventCorrectionKind,
  fromEventId: string | null,
  fromEventMayRollBack: boolean,
  softAllowed: boolean,
): EventCorrectionEvent => ({
  type: 'event_correction.choose',
  kind,
  fromEventId,
  fromEventMayRollBack,
  softAllowed,
});

/**
 * The choices and answers the path generator tries on the eventCorrection machine: every
 * preview guard fails on some choice (no event, a configuration event, soft without the flag,
 * a cancel-correct without its call)
 * and every confirm guard on some answer (an empty preview, a stale token).
 */
export const eventCorrectionSampleEvents: (EventCorrectionEvent | EventCorrectionActorEvent)[] = [
  // The actors' answers: a preview with events or with none, refused; a run finished at once,
  // stopped at once, or started as a job; a confirmation refused.
  { type: 'xstate.done.actor.preview', output: { token: 'token-1', eventCount: 2 } },
  { type: 'xstate.done.actor.preview', output: { token: 'token-1', eventCount: 0 } },
  { type: 'xstate.error.actor.preview', error: new Error('Invalid') },
  {
    type: 'xstate.done.actor.confirm',
    output: { state: 'done', message: null, failedEventId: null },
  },
  {
    type: 'xstate.done.actor.confirm',
    output: { state: 'failed', message: 'Unable to refresh event.', failedEventId: 'event-2' },
  },
  {
    type: 'xstate.done.actor.confirm',
    output: { state: 'running', message: null, failedEventId: null },
  },
  {
    type: 'xstate.error.actor.confirm',
    error: new Error('The ledger changed since this preview was made.'),
  },
  choose('soft_rollback', 'event-1', true, true),
  choose('soft_rollback', 'event-1', true, false),
  choose('hard_rollback', 'event-1', true, false),
  choose('hard_rollback', 'configuration-event', false, false),
  choose('soft_rollback', null, true, true),
  choose('refresh', null, true, true),
  choose('refresh', null, true, false),
  // A cancel-correct needs no flag, but a call to correct.
  choose('cancel_correct', 'call-1', true, false),
  choose('cancel_correct', null, true, false),
  { type: 'event_correction.confirm', token: 'token-1' },
  { type: 'event_correction.confirm', token: 'stale-token' },
  { type: 'event_correction.progress', doneCount: 1 },
  {
    type: 'event_correction.fail',
    message: 'Unable to refresh event.',
    failedEventId: 'event-2',
  },
];
