import { assign, setup } from 'xstate';

/**
 * A distribution's waterfall run (issue 18): a durable background job whose status the server
 * keeps in a table of its own and the page polls every second (spec §4 event polling). The
 * events are named after the status the server reports (`waterfall_run.<status>`), so the
 * same machine drives the loader and the review in the browser and checks, on the server,
 * that a status change is legal; two more are people's doings: a retry of a failed run, and
 * an edit of the draft's inputs (which makes a finished run's results stale).
 */
export type WaterfallRunContext = {
  /** How many times a job has started on this run (a restart after a crash counts one more). */
  attempts: number;
};

/** The job statuses the server reports; `idle` is an event with no run yet. */
export const waterfallRunStatuses = [
  'queued',
  'running',
  'succeeded',
  'failed',
  'retried',
] as const;
export type WaterfallRunStatus = (typeof waterfallRunStatuses)[number];

export type WaterfallRunEvent =
  | { type: 'waterfall_run.queued' }
  | { type: 'waterfall_run.running' }
  | { type: 'waterfall_run.succeeded' }
  | { type: 'waterfall_run.failed' }
  | { type: 'waterfall_run.retry' }
  | { type: 'waterfall_run.inputs_change' };

export const waterfallRunStates = ['idle', ...waterfallRunStatuses] as const;
export type WaterfallRunState = (typeof waterfallRunStates)[number];

/** The states as people name them (the status line, the workflow chart). */
export const waterfallRunStateLabels = {
  idle: 'Not run',
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
  retried: 'Retrying',
} as const satisfies Record<WaterfallRunState, string>;

/** Spec §8: what a failed run says, whatever went wrong inside it (the server logs the cause). */
export const waterfallRunFailedMessage = 'Waterfall run failed, contact support.';

/** The event that says the server reported `status`. */
export const waterfallRunStatusEvent = (status: WaterfallRunStatus): WaterfallRunEvent =>
  status === 'retried' ? { type: 'waterfall_run.retry' } : { type: `waterfall_run.${status}` };

export const waterfallRunMachine = setup({
  types: {
    context: {} as WaterfallRunContext,
    events: {} as WaterfallRunEvent,
    input: {} as Partial<WaterfallRunContext>,
  },
  actions: {
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
  },
}).createMachine({
  id: 'waterfallRun',
  meta: { label: 'Waterfall run' },
  description:
    "A distribution's waterfall run as a durable job: idle → queued → running → succeeded | failed; a failed run is retried (queued or running again); editing the draft makes a finished run stale (idle).",
  context: ({ input }) => ({ attempts: input?.attempts ?? 0 }),
  initial: 'idle',
  states: {
    idle: {
      tags: ['editable'],
      meta: { label: waterfallRunStateLabels.idle },
      description: 'No run of the current inputs: the draft can be edited and run.',
      on: {
        'waterfall_run.queued': {
          target: 'queued',
          meta: { label: 'Run waterfall (the job is queued)' },
        },
        // Targeted, so the server's check (snapshot.can) accepts an edit of a draft never run.
        'waterfall_run.inputs_change': {
          target: 'idle',
          meta: { label: 'The draft is edited' },
        },
      },
    },
    queued: {
      tags: ['busy'],
      meta: { label: waterfallRunStateLabels.queued },
      description:
        'Enqueued, waiting for the job to start: the page polls and shows the full-page loader; the draft cannot change.',
      on: {
        'waterfall_run.running': {
          target: 'running',
          actions: 'countAttempt',
          meta: { label: 'the job starts' },
        },
        'waterfall_run.failed': {
          target: 'failed',
          meta: { label: 'the job could not start' },
        },
      },
    },
    running: {
      tags: ['busy'],
      meta: { label: waterfallRunStateLabels.running },
      description:
        "The job runs each fund entity's waterfall per partner and stores the results; the page shows its message behind the loader.",
      on: {
        'waterfall_run.succeeded': {
          target: 'succeeded',
          meta: { label: 'the results are stored' },
        },
        'waterfall_run.failed': {
          target: 'failed',
          meta: { label: 'the job fails' },
        },
        'waterfall_run.retry': {
          target: 'retried',
          meta: { label: 'the job was cut off (server restart) and is run again' },
          description:
            'A job orphaned by a crash is picked up again after its heartbeat lapses: nothing half-stored counts.',
        },
      },
    },
    succeeded: {
      tags: ['editable', 'results'],
      meta: { label: waterfallRunStateLabels.succeeded },
      description:
        'The results (per fund entity, tier and partner, with the audit) are stored: review, then finalize.',
      on: {
        'waterfall_run.queued': {
          target: 'queued',
          meta: { label: 'Run waterfall again' },
        },
        'waterfall_run.inputs_change': {
          target: 'idle',
          meta: { label: 'The draft is edited (the results are stale)' },
        },
      },
    },
    failed: {
      tags: ['editable', 'failure'],
      meta: { label: waterfallRunStateLabels.failed },
      description: `Nothing is stored; the page says "${waterfallRunFailedMessage}" and the draft stays editable.`,
      on: {
        'waterfall_run.retry': {
          target: 'retried',
          meta: { label: 'Retry' },
        },
        'waterfall_run.inputs_change': {
          target: 'idle',
          meta: { label: 'The draft is edited' },
        },
      },
    },
    retried: {
      tags: ['busy'],
      meta: { label: waterfallRunStateLabels.retried },
      description: 'Asked again after a failure or a cut-off: queued or running again.',
      on: {
        'waterfall_run.queued': {
          target: 'queued',
          meta: { label: 'the job is queued again' },
        },
        'waterfall_run.running': {
          target: 'running',
          actions: 'countAttempt',
          meta: { label: 'the job starts again' },
        },
        'waterfall_run.failed': {
          target: 'failed',
          meta: { label: 'the job could not start' },
        },
      },
    },
  },
});

/** The buttons a user presses on a run, and the events the server will report for them. */
export const waterfallRunActionEvents = {
  run: { type: 'waterfall_run.queued' },
  retry: { type: 'waterfall_run.retry' },
} as const satisfies Record<string, WaterfallRunEvent>;
export type WaterfallRunActionName = keyof typeof waterfallRunActionEvents;

/** A persisted run (or none: idle) as a snapshot of the machine. */
export function waterfallRunSnapshot(state: WaterfallRunState, attempts = 0) {
  return waterfallRunMachine.resolveState({ value: state, context: { attempts } });
}

/** The actions the machine allows from a state, in a stable order (the page's buttons). */
export function availableWaterfallRunActions(state: WaterfallRunState): WaterfallRunActionName[] {
  const snapshot = waterfallRunSnapshot(state);
  return (Object.keys(waterfallRunActionEvents) as WaterfallRunActionName[]).filter((action) =>
    snapshot.can(waterfallRunActionEvents[action]),
  );
}

/** Whether the server may move a stored run from `from` on a reported status (its 409 check). */
export function waterfallRunAllows(from: WaterfallRunState, event: WaterfallRunEvent): boolean {
  return waterfallRunSnapshot(from).can(event);
}
