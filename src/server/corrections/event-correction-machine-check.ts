import { transition } from 'xstate';
import {
  eventCorrectionConfirmRefusals,
  eventCorrectionMachine,
  eventCorrectionSnapshot,
  eventCorrectionGuardLabels,
  eventCorrectionPreviewRefusals,
  type EventCorrectionFacts,
  type EventCorrectionGuardName,
} from '../../../machines/event-correction.machine';
import { apiErrorCodes } from '../../api/api-error';
import {
  configurationNotRollbackMessage,
  noEventsSelectedMessage,
  stalePreviewMessage,
} from '../../api/event-correction';
import { ApiError } from '../api-error';

/**
 * The server's side of the eventCorrection machine: a preview is asked from `choosing` and a
 * confirmation from `previewing` with the facts the server reads now (the ledger's fingerprint
 * standing for the preview's token). Each refused guard has its answer, first one wins.
 */
const refusal: Record<EventCorrectionGuardName, () => ApiError> = {
  hasSelection: () =>
    new ApiError({
      status: 400,
      code: apiErrorCodes.invalid,
      message: noEventsSelectedMessage,
      data: { from_event_id: [noEventsSelectedMessage] },
    }),
  mayRollBack: () =>
    new ApiError({
      status: 409,
      code: apiErrorCodes.invalidTransition,
      message: configurationNotRollbackMessage,
    }),
  softAllowed: () =>
    new ApiError({
      status: 403,
      code: apiErrorCodes.forbidden,
      message: 'Forbidden',
      devMessage:
        'Soft rollback and refresh need an internal user or the external_user_soft_rollback_and_refresh_events flag',
    }),
  previewReady: () =>
    new ApiError({
      status: 409,
      code: apiErrorCodes.conflict,
      message: stalePreviewMessage,
    }),
  hasEvents: () =>
    new ApiError({
      status: 400,
      code: apiErrorCodes.invalid,
      message: noEventsSelectedMessage,
      data: { from_event_id: [noEventsSelectedMessage] },
    }),
  previewIsCurrent: () =>
    new ApiError({
      status: 409,
      code: apiErrorCodes.conflict,
      message: stalePreviewMessage,
      devMessage: `Refused: ${eventCorrectionGuardLabels.previewIsCurrent}`,
    }),
};

/** choosing → previewing, or the answer for the first condition that fails. */
export function assertPreviewAllowed(facts: EventCorrectionFacts): void {
  const [first] = eventCorrectionPreviewRefusals(facts);
  if (first) throw refusal[first]();
}

/** previewing → confirmed for the token the user saw, or the answer for the first that fails. */
export function assertConfirmAllowed(facts: EventCorrectionFacts, token: string): void {
  assertPreviewAllowed(facts);
  const [first] = eventCorrectionConfirmRefusals(facts, token);
  if (first) throw refusal[first]();
}

/** Where the machine leaves a run that finished or stopped (event_corrections.state). */
export function correctionRunEnd(failed: boolean): 'done' | 'failed' {
  const [snapshot] = transition(
    eventCorrectionMachine,
    eventCorrectionSnapshot('running'),
    failed
      ? { type: 'event_correction.fail', message: '', failedEventId: null }
      : { type: 'event_correction.done' },
  );
  return snapshot.value as 'done' | 'failed';
}
