import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import {
  eventCorrectionMachine,
  type EventCorrectionKind,
} from '../../../../machines/event-correction.machine';
import { apiErrorOf } from '../../lib/api-client';
import { toaster } from '../../lib/toaster';
import type { EventCorrectionRun } from '../../../api/event-correction';
import {
  eventsAdminQueries,
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
 * confirmation go to the server, and their answers come back to the machine as events. A refresh
 * runs as a job: its run is polled every second and each answer is the machine's progress, done
 * or fail. The preview and the run stay in TanStack Query, not in the machine.
 */
export function useEventCorrection(fundFamilyId: string) {
  const [snapshot, send] = useMachine(eventCorrectionMachine, { input: {} });
  const preview = useCorrectionPreview();
  const confirm = useConfirmCorrection();
  const queryClient = useQueryClient();
  /** The refresh job being followed. */
  const [runId, setRunId] = useState<string | null>(null);
  const polled = useQuery({ ...eventsAdminQueries.correction(runId ?? ''), enabled: !!runId });
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

  const finish = (run: EventCorrectionRun) =>
    send(
      run.state === 'failed'
        ? {
            type: 'event_correction.fail',
            message: run.message ?? 'Unable to refresh event.',
            failedEventId: run.failed_event_id,
          }
        : { type: 'event_correction.done' },
    );

  const running = snapshot.matches('running');
  const polledRun = polled.data;
  useEffect(() => {
    if (!polledRun || !running) return;
    if (polledRun.done_count !== snapshot.context.doneCount)
      send({ type: 'event_correction.progress', doneCount: polledRun.done_count });
    if (polledRun.state === 'running') return;
    finish(polledRun);
    // The job changed the ledger and released its events: every read is stale.
    void queryClient.invalidateQueries();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [polledRun, running]);

  const runConfirmed = async () => {
    const token = snapshot.context.previewToken;
    if (!ask || !token) return;
    send({ type: 'event_correction.confirm', token });
    try {
      const { correction } = await confirm.mutateAsync({ ask, token });
      send({ type: 'event_correction.start' });
      // A refresh's job has started: polling follows it. A rollback has already finished.
      if (correction.state === 'running') setRunId(correction.id);
      else finish(correction);
    } catch (failure) {
      const error = await apiErrorOf(failure);
      send({ type: 'event_correction.refuse', message: error.message });
      toaster.create({ type: 'error', title: error.message });
    }
  };

  const reset = () => {
    preview.reset();
    confirm.reset();
    setRunId(null);
    send({ type: 'event_correction.reset' });
  };

  return {
    snapshot,
    state: snapshot.value,
    preview: preview.data ?? null,
    previewing: preview.isPending,
    /** The run as last heard of: polled while a refresh job runs. */
    run: (runId ? polled.data : null) ?? confirm.data?.correction ?? null,
    /** What a rollback did, per LP and code (a refresh's job answers no preview). */
    resultPreview: confirm.data?.preview ?? null,
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
