import { useMachine } from '@xstate/react';
import {
  eventCorrectionMachine,
  type EventCorrectionKind,
} from '../../../../machines/event-correction.machine';
import { apiErrorOf } from '../../lib/api-client';
import { toaster } from '../../lib/toaster';
import {
  useConfirmCorrection,
  useCorrectionPreview,
  type CorrectionAsk,
} from './events-admin-queries';

const askOf = (
  kind: EventCorrectionKind,
  fundFamilyId: string,
  fromEventId: string | null,
): CorrectionAsk | null => {
  if (kind === 'refresh') return { kind, fundFamilyId };
  if (!fromEventId) return null;
  return { kind: kind === 'soft_rollback' ? 'soft' : 'hard', fundFamilyId, fromEventId };
};

/**
 * One rollback or refresh on the Events admin page, driven by the eventCorrection machine (the
 * same one the server replays): the page sends what the user chooses, the preview and the
 * confirmation go to the server, and their answers come back to the machine as events. The
 * preview itself stays in TanStack Query's mutation state, not in the machine.
 */
export function useEventCorrection(fundFamilyId: string) {
  const [snapshot, send] = useMachine(eventCorrectionMachine, { input: {} });
  const preview = useCorrectionPreview();
  const confirm = useConfirmCorrection();
  const { kind, fromEventId } = snapshot.context;
  const ask = kind ? askOf(kind, fundFamilyId, fromEventId) : null;

  const choose = (
    next: EventCorrectionKind,
    eventId: string | null,
    options: { mayRollBack: boolean; softAllowed: boolean },
  ) => {
    preview.reset();
    confirm.reset();
    send({
      type: 'event_correction.choose',
      kind: next,
      fromEventId: eventId,
      fromEventMayRollBack: options.mayRollBack,
      softAllowed: options.softAllowed,
    });
  };

  const makePreview = async () => {
    if (!ask) return;
    if (snapshot.matches('choosing')) send({ type: 'event_correction.preview' });
    try {
      const made = await preview.mutateAsync(ask);
      send({
        type: 'event_correction.previewed',
        token: made.token,
        eventCount: made.events.length,
      });
    } catch (failure) {
      send({ type: 'event_correction.back' });
      toaster.create({ type: 'error', title: (await apiErrorOf(failure)).message });
    }
  };

  const runConfirmed = async () => {
    const token = snapshot.context.previewToken;
    if (!ask || !token) return;
    send({ type: 'event_correction.confirm', token });
    try {
      const { correction } = await confirm.mutateAsync({ ask, token });
      send({ type: 'event_correction.start' });
      if (correction.state === 'failed')
        send({
          type: 'event_correction.fail',
          message: correction.message ?? 'Unable to refresh event.',
          failedEventId: correction.failed_event_id,
        });
      else send({ type: 'event_correction.done' });
    } catch (failure) {
      const error = await apiErrorOf(failure);
      send({ type: 'event_correction.refuse', message: error.message });
      toaster.create({ type: 'error', title: error.message });
    }
  };

  const reset = () => {
    preview.reset();
    confirm.reset();
    send({ type: 'event_correction.reset' });
  };

  return {
    snapshot,
    state: snapshot.value,
    preview: preview.data ?? null,
    previewing: preview.isPending,
    result: confirm.data ?? null,
    canPreview: snapshot.can({ type: 'event_correction.preview' }) && !!ask,
    canConfirm:
      snapshot.context.previewToken !== null &&
      snapshot.can({ type: 'event_correction.confirm', token: snapshot.context.previewToken }),
    choose,
    makePreview,
    runConfirmed,
    back: () => send({ type: 'event_correction.back' }),
    reset,
  };
}
