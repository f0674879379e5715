import { useMachine } from '@xstate/react';
import { eventCorrectionMachine } from '../../../../../machines/event-correction.machine';
import type { CancelCorrectPreviewRequest } from '../../../../api/cancel-correct';
import { apiErrorOf } from '../../../lib/api-client';
import { reportServerErrors } from '../../../lib/server-field-errors';
import { toaster } from '../../../lib/toaster';
import { useCancelCorrectPreview, useConfirmCancelCorrect } from './cancel-correct-queries';

/**
 * One cancel-correct of a finalized call, driven by the eventCorrection machine (kind
 * cancel_correct, the call chosen; the server replays the same machine): the preview and the
 * confirmation go to the server and their answers come back to the machine as events. The
 * correction being typed stays in the form; the preview in TanStack Query's mutation state.
 */
export function useCancelCorrect(fundFamilyId: string, eventId: string) {
  const [snapshot, send] = useMachine(eventCorrectionMachine, {
    input: { kind: 'cancel_correct', fromEventId: eventId },
  });
  const preview = useCancelCorrectPreview(fundFamilyId, eventId);
  const confirm = useConfirmCancelCorrect(fundFamilyId, eventId);

  /** Previews `correction`; a 400 names each field to `onFieldError`. */
  const makePreview = async (
    correction: CancelCorrectPreviewRequest,
    onFieldError: (path: string, message: string) => void,
  ) => {
    send({ type: 'event_correction.preview' });
    try {
      const made = await preview.mutateAsync(correction);
      send({
        type: 'event_correction.previewed',
        token: made.token,
        eventCount: made.events.length,
      });
    } catch (failure) {
      send({ type: 'event_correction.back' });
      await reportServerErrors(failure, (path, message) => {
        onFieldError(path, message);
        return true;
      });
    }
  };

  /** Confirms the preview on screen with its token; a refusal (409) asks for a new preview. */
  const runConfirmed = async (correction: CancelCorrectPreviewRequest) => {
    const token = snapshot.context.previewToken;
    if (!token) return;
    send({ type: 'event_correction.confirm', token });
    try {
      await confirm.mutateAsync({ ...correction, token });
      send({ type: 'event_correction.start' });
      send({ type: 'event_correction.done' });
    } catch (failure) {
      const error = await apiErrorOf(failure);
      send({ type: 'event_correction.refuse', message: error.message });
      toaster.create({ type: 'error', title: error.message });
    }
  };

  return {
    snapshot,
    stage: snapshot.value,
    preview: preview.data ?? null,
    previewing: preview.isPending,
    confirmed: confirm.data ?? null,
    canConfirm:
      snapshot.context.previewToken !== null &&
      snapshot.can({ type: 'event_correction.confirm', token: snapshot.context.previewToken }),
    makePreview,
    runConfirmed,
    back: () => {
      preview.reset();
      send({ type: 'event_correction.back' });
    },
  };
}
