import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  eventCorrectionMachine,
  type EventCorrectionAsk,
  type EventCorrectionContext,
  type EventCorrectionKind,
  type EventCorrectionStarted,
  type EventCorrectionState,
} from '../../../../machines/event-correction.machine';
import { apiErrorOf } from '../../lib/api-client';
import { toaster } from '../../lib/toaster';
import { eventsAdminQueries } from './events-admin-queries';

/** What every preview answers that the machine needs: its token and the events it touches. */
type Preview = { token: string; events: readonly unknown[] };

/**
 * The requests of one kind of correction, which the hook gives the eventCorrection machine as
 * its `preview` and `confirm` actors: the Events admin's rollback and refresh
 * (events-admin-queries.ts), a finalized call's cancel-correct (cancel-correct-queries.ts).
 * `Body` is what the page sends with a preview (a cancel-correct's corrected lines); the
 * confirmation sends the same body with the preview's token.
 */
export type CorrectionRequests<Body, P extends Preview, Confirmed> = {
  preview: (ask: EventCorrectionAsk, body: Body) => Promise<P>;
  confirm: (ask: EventCorrectionAsk, body: Body, token: string) => Promise<Confirmed>;
  /** How the confirmation left the run, and the refresh job to follow (null: none). */
  started: (confirmed: Confirmed) => EventCorrectionStarted & { runId: string | null };
  /** Says why a preview was refused; a toast when not given (a form names its fields too). */
  previewRefused?: (failure: unknown) => Promise<void>;
};

const toastRefusal = async (failure: unknown) => {
  toaster.create({ type: 'error', title: (await apiErrorOf(failure)).message });
};

/**
 * One correction (a rollback, a refresh, a cancel-correct), driven by the eventCorrection machine
 * (the same one the server replays). The page sends what the user chooses; the machine asks for
 * the preview and the confirmation through its actors, which run `requests` (provided here with
 * machine.provide). A refresh runs as a job: its run is polled every second and each answer is
 * the machine's progress, done or fail. The preview, the confirmation's answer and the run stay
 * in TanStack Query, not in the machine.
 */
export function useEventCorrection<Body, P extends Preview, Confirmed>(
  requests: CorrectionRequests<Body, P, Confirmed>,
  input: Partial<EventCorrectionContext> = {},
) {
  const queryClient = useQueryClient();
  const preview = useMutation({
    mutationFn: ({ ask, body }: { ask: EventCorrectionAsk; body: Body }) =>
      requests.preview(ask, body),
  });
  const confirm = useMutation({
    mutationFn: ({ ask, body, token }: { ask: EventCorrectionAsk; body: Body; token: string }) =>
      requests.confirm(ask, body, token),
    // The ledger changed (or, for a refresh, its events are held by the job): every read is stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
  /** The body previewed last: the confirmation sends the very same. */
  const body = useRef<Body>(undefined as Body);
  const latest = useRef({ requests, preview, confirm });
  useEffect(() => {
    latest.current = { requests, preview, confirm };
  });
  // Provided once (the actor is made once). The refs are read when the machine runs an actor
  // (after an event), never while rendering: the latest requests without a new machine.
  /* eslint-disable react-hooks/refs */
  const [machine] = useState(() =>
    eventCorrectionMachine.provide({
      actors: {
        preview: fromPromise(async ({ input: ask }) => {
          try {
            const made = await latest.current.preview.mutateAsync({ ask, body: body.current });
            return { token: made.token, eventCount: made.events.length };
          } catch (failure) {
            await (latest.current.requests.previewRefused ?? toastRefusal)(failure);
            throw failure;
          }
        }),
        confirm: fromPromise(async ({ input: { token, ...ask } }) => {
          try {
            const confirmed = await latest.current.confirm.mutateAsync({
              ask,
              body: body.current,
              token,
            });
            const { runId: _runId, ...started } = latest.current.requests.started(confirmed);
            return started;
          } catch (failure) {
            const error = await apiErrorOf(failure);
            toaster.create({ type: 'error', title: error.message });
            throw new Error(error.message);
          }
        }),
      },
    }),
  );
  /* eslint-enable react-hooks/refs */
  const [snapshot, send] = useMachine(machine, { input });
  const state = snapshot.value as EventCorrectionState;

  /** The refresh job being followed, polled while the machine runs. */
  const runId = confirm.data ? requests.started(confirm.data).runId : null;
  const polled = useQuery({ ...eventsAdminQueries.correction(runId ?? ''), enabled: !!runId });
  const polledRun = runId ? (polled.data ?? null) : null;
  const running = state === 'running';
  useEffect(() => {
    if (!polledRun || !running) return;
    if (polledRun.done_count !== snapshot.context.doneCount)
      send({ type: 'event_correction.progress', doneCount: polledRun.done_count });
    if (polledRun.state === 'running') return;
    send(
      polledRun.state === 'failed'
        ? {
            type: 'event_correction.fail',
            message: polledRun.message ?? 'Unable to refresh event.',
            failedEventId: polledRun.failed_event_id,
          }
        : { type: 'event_correction.done' },
    );
    // The job changed the ledger and released its events: every read is stale.
    void queryClient.invalidateQueries();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [polledRun, running]);

  const choose = (
    kind: EventCorrectionKind,
    fromEventId: string | null,
    options: { mayRollBack: boolean; softAllowed: boolean },
  ) => {
    preview.reset();
    confirm.reset();
    send({
      type: 'event_correction.choose',
      kind,
      fromEventId,
      fromEventMayRollBack: options.mayRollBack,
      softAllowed: options.softAllowed,
    });
  };

  return {
    snapshot,
    state,
    preview: preview.data ?? null,
    previewing: preview.isPending,
    /** What the confirmation answered (a rollback's run and preview, the correction made). */
    confirmed: confirm.data ?? null,
    /** The refresh job as last polled. */
    polledRun,
    busy: snapshot.hasTag('busy'),
    canPreview: snapshot.can({ type: 'event_correction.preview' }),
    canConfirm:
      snapshot.context.previewToken !== null &&
      snapshot.can({ type: 'event_correction.confirm', token: snapshot.context.previewToken }),
    choose,
    /** Asks for the preview of the correction chosen, with `previewBody` (confirmed as sent). */
    makePreview: (previewBody?: Body) => {
      body.current = previewBody as Body;
      send({ type: 'event_correction.preview' });
    },
    /** Confirms the preview on screen with its token; a refusal (409) makes the preview again. */
    runConfirmed: () => {
      const token = snapshot.context.previewToken;
      if (token) send({ type: 'event_correction.confirm', token });
    },
    back: () => {
      preview.reset();
      send({ type: 'event_correction.back' });
    },
    reset: () => {
      preview.reset();
      confirm.reset();
      send({ type: 'event_correction.reset' });
    },
  };
}
