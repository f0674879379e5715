import { and, assign, fromPromise, setup } from 'xstate';

/**
 * One correction of a fund family's past (issue 21, spec §4 Rollback and Refresh, §3
 * cancel_correct): the user chooses a soft or hard rollback from an event, a refresh of the
 * out-of-date events, or a cancel-correct of one finalized call, sees
 * the preview per LP and transaction code, confirms the very preview they saw, and the run goes
 * (running → done | failed). The preview and the confirmation are the machine's actors
 * (`preview`, `confirm`), which the caller provides with `machine.provide` (the Events admin's
 * rollback and refresh, a call's cancel-correct: one hook, useEventCorrection); a refresh job's
 * progress comes back as events. The server replays it from the facts it reads to decide
 * whether a preview or a confirmation is allowed, and persists the run's end
 * (event_corrections.state).
 */
export type EventCorrectionKind = 'soft_rollback' | 'hard_rollback' | 'refresh' | 'cancel_correct';

export type EventCorrectionContext = {
  kind: EventCorrectionKind | null;
  /**
   * The chosen event a rollback starts at (it and every later one), or the call a cancel-correct
   * corrects; null for a refresh.
   */
  fromEventId: string | null;
  /** False when the chosen event is a transaction code configuration event (spec §4). */
  fromEventMayRollBack: boolean;
  /** Spec §3 flag external_user_soft_rollback_and_refresh_events, or an internal user. */
  softAllowed: boolean;
  /** The token of the preview on screen (on the server: the ledger's fingerprint now). */
  previewToken: string | null;
  /** How many events the preview touches: none is "No events were selected for rollback." */
  eventCount: number;
  /** Events refreshed so far (a refresh reports progress). */
  doneCount: number;
  /** Why the run failed ("Unable to refresh event."), and at which event. */
  message: string | null;
  failedEventId: string | null;
};

/** What the preview and confirm actors are asked for: the correction chosen. */
export type EventCorrectionAsk = { kind: EventCorrectionKind; fromEventId: string | null };
/** The preview actor's answer: its token and how many events it touches. */
export type EventCorrectionPreviewed = { token: string; eventCount: number };
/**
 * The confirm actor's answer: how the server left the run. A rollback or a cancel-correct is
 * done (or failed) at once; a refresh's job is running, its progress sent as events.
 */
export type EventCorrectionStarted = {
  state: 'running' | 'done' | 'failed';
  message: string | null;
  failedEventId: string | null;
};

export type EventCorrectionEvent =
  | {
      type: 'event_correction.choose';
      kind: EventCorrectionKind;
      fromEventId: string | null;
      fromEventMayRollBack: boolean;
      softAllowed: boolean;
    }
  | { type: 'event_correction.preview' }
  | { type: 'event_correction.back' }
  | { type: 'event_correction.confirm'; token: string }
  | { type: 'event_correction.progress'; doneCount: number }
  | { type: 'event_correction.done' }
  | { type: 'event_correction.fail'; message: string; failedEventId: string | null }
  | { type: 'event_correction.reset' };

export const eventCorrectionStates = [
  'choosing',
  'previewing',
  'confirmed',
  'running',
  'done',
  'failed',
] as const;
export type EventCorrectionState = (typeof eventCorrectionStates)[number];

/** The states as people name them: the Events admin page and the workflow chart. */
export const eventCorrectionStateLabels = {
  choosing: 'Choosing',
  previewing: 'Preview',
  confirmed: 'Confirmed',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
} as const satisfies Record<EventCorrectionState, string>;

/** The guards in people's words: the page's reasons and the server's refusals. */
export const eventCorrectionGuardLabels = {
  hasSelection: 'an event is selected (a refresh needs none)',
  mayRollBack: 'the event is not a transaction code configuration event',
  softAllowed:
    'soft rollback and refresh are allowed for the user (internal, or the flag is on); hard rollback and cancel-correct need no flag',
  previewReady: 'the preview has been made',
  hasEvents: 'the preview touches at least one event',
  previewIsCurrent: 'the ledger has not changed since the preview',
} as const;
export type EventCorrectionGuardName = keyof typeof eventCorrectionGuardLabels;

type Args = { context: EventCorrectionContext; event: EventCorrectionEvent };
type ConfirmEvent = Extract<EventCorrectionEvent, { type: 'event_correction.confirm' }>;

/** Whether a preview may be asked for: one guard per reason, so a refusal names each. */
export const previewGuards = {
  hasSelection: ({ context }: Args) =>
    context.kind !== null && (context.kind === 'refresh' || context.fromEventId !== null),
  mayRollBack: ({ context }: Args) => context.kind === 'refresh' || context.fromEventMayRollBack,
  // The flag gates soft rollback and refresh only (spec §3): a hard rollback and a cancel-correct
  // post or delete for good and need the config permission alone.
  softAllowed: ({ context }: Args) =>
    context.kind === 'hard_rollback' || context.kind === 'cancel_correct' || context.softAllowed,
};
/** Whether the preview on screen may be confirmed. */
export const confirmGuards = {
  previewReady: ({ context }: Args) => context.previewToken !== null,
  // Before hasEvents: when the ledger moved, the preview on screen is stale whatever it says.
  previewIsCurrent: ({ context, event }: Args) =>
    (event as ConfirmEvent).token === context.previewToken,
  hasEvents: ({ context }: Args) => context.eventCount > 0,
};
const previewGuardNames = Object.keys(previewGuards) as (keyof typeof previewGuards)[];
const confirmGuardNames = Object.keys(confirmGuards) as (keyof typeof confirmGuards)[];

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} was not provided`);
};
const startedOf = (event: unknown) => (event as { output: EventCorrectionStarted }).output;
const errorMessage = (event: unknown) => {
  const error = (event as { error?: unknown }).error;
  return error instanceof Error ? error.message : String(error);
};
/** The chosen correction, as the actors are asked for it. */
const askOf = ({ context }: { context: EventCorrectionContext }): EventCorrectionAsk => ({
  kind: context.kind!,
  fromEventId: context.fromEventId,
});

const cleared = {
  previewToken: null,
  eventCount: 0,
  doneCount: 0,
  message: null,
  failedEventId: null,
} as const;

export const eventCorrectionMachine = setup({
  types: {
    context: {} as EventCorrectionContext,
    events: {} as EventCorrectionEvent,
    input: {} as Partial<EventCorrectionContext>,
  },
  actors: {
    preview: fromPromise<EventCorrectionPreviewed, EventCorrectionAsk>(notProvided('preview')),
    confirm: fromPromise<EventCorrectionStarted, EventCorrectionAsk & { token: string }>(
      notProvided('confirm'),
    ),
  },
  guards: {
    ...previewGuards,
    ...confirmGuards,
    runDone: ({ event }) => startedOf(event).state === 'done',
    runFailed: ({ event }) => startedOf(event).state === 'failed',
  },
}).createMachine({
  id: 'eventCorrection',
  meta: {
    label: 'Event correction (rollback, refresh, cancel-correct)',
    // The facts the guards read: generated paths tell states apart by them too.
    pathContext: (context: EventCorrectionContext) => [
      context.kind,
      context.fromEventId !== null,
      context.fromEventMayRollBack,
      context.softAllowed,
      context.previewToken,
      context.eventCount > 0,
    ],
    events: {
      'event_correction.choose':
        'User chooses rollback (soft or hard) from an event, refresh, or cancel-correct of a call',
      'event_correction.preview': 'User asks for the preview',
      'event_correction.back': 'User goes back to choose again',
      'event_correction.confirm': 'User confirms the preview they saw',
      'event_correction.progress': 'An event is done',
      'event_correction.done': 'The run finishes',
      'event_correction.fail': 'The run stops at an event',
      'event_correction.reset': 'Start another correction',
    },
    guards: {
      ...eventCorrectionGuardLabels,
      runDone: 'the run finished with the confirmation (a rollback, a cancel-correct)',
      runFailed: 'the run stopped at an event',
    },
    actors: {
      preview: 'the preview (the server runs the correction and undoes it)',
      confirm: 'the confirmation of the preview seen (the server checks its token again)',
    },
  },
  description:
    'A rollback (soft: events out of date and their rows set aside; hard: deleted), a refresh, or a cancel-correct of a call (its rows reversed, the corrected call posted): choose → preview per LP and code → confirm the same preview → run → done or failed.',
  context: ({ input }) => ({
    kind: input?.kind ?? null,
    fromEventId: input?.fromEventId ?? null,
    fromEventMayRollBack: input?.fromEventMayRollBack ?? true,
    softAllowed: input?.softAllowed ?? false,
    previewToken: input?.previewToken ?? null,
    eventCount: input?.eventCount ?? 0,
    doneCount: input?.doneCount ?? 0,
    message: input?.message ?? null,
    failedEventId: input?.failedEventId ?? null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      meta: { label: eventCorrectionStateLabels.choosing },
      description: 'Pick the kind of correction and, for a rollback, the event it starts at.',
      on: {
        'event_correction.choose': {
          actions: assign({
            kind: ({ event }) => event.kind,
            fromEventId: ({ event }) => event.fromEventId,
            fromEventMayRollBack: ({ event }) => event.fromEventMayRollBack,
            softAllowed: ({ event }) => event.softAllowed,
          }),
          meta: { label: 'Choose rollback or refresh' },
        },
        'event_correction.preview': {
          guard: and(previewGuardNames),
          target: 'previewing',
          actions: assign(cleared),
          meta: {
            label: `Preview (${previewGuardNames.map((g) => eventCorrectionGuardLabels[g]).join('; ')})`,
            guards: previewGuardNames.map((g) => eventCorrectionGuardLabels[g]),
          },
        },
      },
    },
    previewing: {
      tags: ['preview'],
      meta: { label: eventCorrectionStateLabels.previewing },
      description:
        'Per LP and transaction code: the ledger as it is, as it will be, the change; the events touched and the LPs whose notices change. Nothing has posted.',
      invoke: {
        id: 'preview',
        src: 'preview',
        input: askOf,
        onDone: {
          actions: assign({
            previewToken: ({ event }) => event.output.token,
            eventCount: ({ event }) => event.output.eventCount,
          }),
          meta: { label: 'Preview made' },
        },
        onError: {
          target: 'choosing',
          actions: assign(cleared),
          meta: { label: 'when the server refuses the preview' },
        },
      },
      on: {
        'event_correction.back': {
          target: 'choosing',
          actions: assign(cleared),
          meta: { label: 'Back' },
        },
        'event_correction.confirm': {
          guard: and(confirmGuardNames),
          target: 'confirmed',
          meta: {
            label: `Confirm (${confirmGuardNames.map((g) => eventCorrectionGuardLabels[g]).join('; ')})`,
            guards: confirmGuardNames.map((g) => eventCorrectionGuardLabels[g]),
          },
          description: 'The server refuses a confirmation whose preview is stale (409).',
        },
      },
    },
    confirmed: {
      tags: ['busy'],
      meta: { label: eventCorrectionStateLabels.confirmed },
      description: 'The confirmation is on its way; the server checks the token again.',
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => ({ ...askOf({ context }), token: context.previewToken! }),
        onDone: [
          { guard: 'runDone', target: 'done', meta: { label: 'when the run finished at once' } },
          {
            guard: 'runFailed',
            target: 'failed',
            actions: assign({
              message: ({ event }) => event.output.message,
              failedEventId: ({ event }) => event.output.failedEventId,
            }),
            meta: { label: 'when the run stopped at once' },
          },
          { target: 'running', meta: { label: 'The run starts (a refresh job)' } },
        ],
        onError: {
          target: 'previewing',
          actions: assign({
            previewToken: null,
            eventCount: 0,
            message: ({ event }) => errorMessage(event),
          }),
          meta: { label: 'when the server refuses it' },
          description:
            'The ledger moved since the preview (409): the preview is made again, and confirmed again before anything posts.',
        },
      },
    },
    running: {
      tags: ['busy'],
      meta: { label: eventCorrectionStateLabels.running },
      description:
        'Events are rolled back, or refreshed oldest to newest, each in one transaction.',
      on: {
        'event_correction.progress': {
          actions: assign({ doneCount: ({ event }) => event.doneCount }),
          meta: { label: 'An event is done' },
        },
        'event_correction.done': { target: 'done', meta: { label: 'when the run finishes' } },
        'event_correction.fail': {
          target: 'failed',
          actions: assign({
            message: ({ event }) => event.message,
            failedEventId: ({ event }) => event.failedEventId,
          }),
          meta: { label: 'when the run stops at an event' },
          description:
            'Unable to refresh event: it and every later one stay out of date; a retry is safe.',
        },
      },
    },
    done: {
      meta: { label: eventCorrectionStateLabels.done },
      on: {
        'event_correction.reset': {
          target: 'choosing',
          actions: assign(cleared),
          meta: { label: 'Another correction' },
        },
      },
    },
    failed: {
      tags: ['failure'],
      meta: { label: eventCorrectionStateLabels.failed },
      on: {
        'event_correction.reset': {
          target: 'choosing',
          actions: assign(cleared),
          meta: { label: 'Another correction' },
        },
      },
    },
  },
});

export type EventCorrectionFacts = Partial<EventCorrectionContext>;

/** A correction as a snapshot of the machine, in a state with the facts known there. */
export function eventCorrectionSnapshot(
  state: EventCorrectionState,
  facts: EventCorrectionFacts = {},
) {
  return eventCorrectionMachine.resolveState({
    value: state,
    context: {
      kind: facts.kind ?? null,
      fromEventId: facts.fromEventId ?? null,
      fromEventMayRollBack: facts.fromEventMayRollBack ?? true,
      softAllowed: facts.softAllowed ?? false,
      previewToken: facts.previewToken ?? null,
      eventCount: facts.eventCount ?? 0,
      doneCount: facts.doneCount ?? 0,
      message: facts.message ?? null,
      failedEventId: facts.failedEventId ?? null,
    },
  });
}

/** Why a preview is refused from `choosing` with these facts (empty when it is allowed). */
export function eventCorrectionPreviewRefusals(
  facts: EventCorrectionFacts,
): EventCorrectionGuardName[] {
  const { context } = eventCorrectionSnapshot('choosing', facts);
  const event: EventCorrectionEvent = { type: 'event_correction.preview' };
  return previewGuardNames.filter((name) => !previewGuards[name]({ context, event }));
}

/** Why confirming `token` is refused in `previewing` with these facts (empty when allowed). */
export function eventCorrectionConfirmRefusals(
  facts: EventCorrectionFacts,
  token: string,
): EventCorrectionGuardName[] {
  const { context } = eventCorrectionSnapshot('previewing', facts);
  const event: EventCorrectionEvent = { type: 'event_correction.confirm', token };
  return confirmGuardNames.filter((name) => !confirmGuards[name]({ context, event }));
}
