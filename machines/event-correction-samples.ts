import type { EventCorrectionEvent, EventCorrectionKind } from './event-correction.machine';

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
export const eventCorrectionSampleEvents: EventCorrectionEvent[] = [
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
  { type: 'event_correction.previewed', token: 'token-1', eventCount: 2 },
  { type: 'event_correction.previewed', token: 'token-1', eventCount: 0 },
  { type: 'event_correction.confirm', token: 'token-1' },
  { type: 'event_correction.confirm', token: 'stale-token' },
  { type: 'event_correction.refuse', message: 'The ledger changed since this preview was made.' },
  { type: 'event_correction.progress', doneCount: 1 },
  {
    type: 'event_correction.fail',
    message: 'Unable to refresh event.',
    failedEventId: 'event-2',
  },
];
