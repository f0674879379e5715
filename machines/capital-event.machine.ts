import { and, assign, setup } from 'xstate';

/**
 * Every capital event of spec §4 (a capital call first; distributions and fee postings will
 * reuse it): drafted, finalized by an approver through a posting workflow (in progress, the
 * page polls it and shows the full-page loader), completed; a draft can be cancelled or
 * deleted; a rollback marks a completed event out of date and a refresh brings it back to
 * completed. The same machine drives the capital-activity pages and decides on the server
 * whether a requested transition is legal (fund_family_events.state is its persisted value).
 */
export type CapitalEventContext = {
  /** How many uses (investments, expenses, fees, …) the draft calls; none cannot be finalized. */
  useCount: number;
  /** Whether the finalization checks of issue 17 pass (allocations sum, unfunded never below zero). */
  checksPass: boolean;
  /** Spec §4: notices out of date or failed block finalizing. False while no notice exists. */
  noticesBlockFinalize: boolean;
  /** The user who drafted the event (last changed its uses); null when not recorded. */
  preparedBy: string | null;
  /** The customer's maker-checker setting: the preparer may also approve (finalize). */
  preparerMayApprove: boolean;
  /** Which workflow runs while the event is in progress: it decides where a failure returns. */
  workflow: 'finalize' | 'refresh' | null;
};

export type CapitalEventEvent =
  | { type: 'capital_event.uses_change'; useCount: number; userId: string }
  | { type: 'capital_event.checks_change'; checksPass: boolean }
  | { type: 'capital_event.notices_change'; noticesBlockFinalize: boolean }
  | { type: 'capital_event.finalize'; userId: string }
  | { type: 'capital_event.cancel' }
  | { type: 'capital_event.delete' }
  | { type: 'capital_event.workflow_done' }
  | { type: 'capital_event.workflow_fail' }
  | { type: 'capital_event.rollback' }
  | { type: 'capital_event.hard_rollback' }
  | { type: 'capital_event.refresh' };

/** The values of fund_family_events.state (src/server/db/schema/ledger.ts). */
export const persistedCapitalEventStates = [
  'draft',
  'in_progress',
  'completed',
  'out_of_date',
  'cancelled',
] as const;
export type PersistedCapitalEventState = (typeof persistedCapitalEventStates)[number];

/** The machine's states: the persisted ones and `deleted` (the row is gone). */
export const capitalEventStates = [...persistedCapitalEventStates, 'deleted'] as const;
export type CapitalEventState = (typeof capitalEventStates)[number];

/** The states as people name them: the state badge of spec §4 and the workflow chart. */
export const capitalEventStateLabels = {
  draft: 'Draft',
  in_progress: 'In progress',
  completed: 'Finalized',
  out_of_date: 'Out of date',
  cancelled: 'Cancelled',
  deleted: 'Deleted',
} as const satisfies Record<CapitalEventState, string>;

/** The guards in people's words: the chart, the review step's reasons and the 409 messages. */
export const capitalEventGuardLabels = {
  hasUses: 'has at least one use',
  checksPass: 'all checks pass',
  noticesAllowFinalize: 'notices are not out of date or failed',
  approverMayFinalize: 'the approver is not the preparer unless the customer allows it',
  wasRefreshing: 'the failed workflow was a refresh',
} as const;
export type CapitalEventGuardName = keyof typeof capitalEventGuardLabels;

/** The button words of the capital-activity pages (PATCH finalize, DELETE, POST refresh). */
export const capitalEventActionLabels = {
  finalize: 'Finalize',
  cancel: 'Cancel event',
  delete: 'Delete',
  refresh: 'Refresh',
} as const satisfies Record<CapitalEventActionName, string>;

type FinalizeEvent = Extract<CapitalEventEvent, { type: 'capital_event.finalize' }>;

/** The finalize guards one by one, so a refusal can name each condition that failed. */
const finalizeGuards = {
  hasUses: ({ context }: { context: CapitalEventContext }) => context.useCount > 0,
  checksPass: ({ context }: { context: CapitalEventContext }) => context.checksPass,
  noticesAllowFinalize: ({ context }: { context: CapitalEventContext }) =>
    !context.noticesBlockFinalize,
  approverMayFinalize: ({
    context,
    event,
  }: {
    context: CapitalEventContext;
    event: CapitalEventEvent;
  }) =>
    context.preparerMayApprove ||
    context.preparedBy === null ||
    (event as FinalizeEvent).userId !== context.preparedBy,
};

const finalizeGuardNames = Object.keys(finalizeGuards) as (keyof typeof finalizeGuards)[];

export const capitalEventMachine = setup({
  types: {
    context: {} as CapitalEventContext,
    events: {} as CapitalEventEvent,
    input: {} as Partial<CapitalEventContext>,
  },
  guards: {
    ...finalizeGuards,
    wasRefreshing: ({ context }) => context.workflow === 'refresh',
  },
}).createMachine({
  id: 'capitalEvent',
  meta: {
    label: 'Capital event',
    // The facts the guards read: generated paths tell states apart by them too (machine-paths).
    pathContext: (context: CapitalEventContext) => [
      context.useCount > 0,
      context.checksPass,
      context.noticesBlockFinalize,
      context.preparedBy,
      context.workflow,
    ],
  },
  description:
    'A capital event (a capital call; distributions and fee postings later): draft → in progress (posting) → finalized; a draft can be cancelled or deleted; a rollback marks it out of date and a refresh finalizes it again.',
  context: ({ input }) => ({
    useCount: input?.useCount ?? 0,
    checksPass: input?.checksPass ?? false,
    noticesBlockFinalize: input?.noticesBlockFinalize ?? false,
    preparedBy: input?.preparedBy ?? null,
    preparerMayApprove: input?.preparerMayApprove ?? false,
    workflow: input?.workflow ?? null,
  }),
  initial: 'draft',
  states: {
    draft: {
      tags: ['editable'],
      meta: { label: capitalEventStateLabels.draft },
      description:
        'Uses, allocations and overrides can change; nothing is posted. Whoever drafted it is its preparer.',
      on: {
        'capital_event.uses_change': {
          actions: assign({
            useCount: ({ event }) => event.useCount,
            preparedBy: ({ event }) => event.userId,
          }),
          meta: { label: 'Uses change (the user is recorded as the preparer)' },
          description:
            'Whoever changes what the event calls is its preparer: maker-checker keeps them from finalizing it.',
        },
        'capital_event.checks_change': {
          actions: assign({ checksPass: ({ event }) => event.checksPass }),
          meta: { label: 'Checks are recomputed' },
        },
        'capital_event.notices_change': {
          actions: assign({ noticesBlockFinalize: ({ event }) => event.noticesBlockFinalize }),
          meta: { label: 'Notices change' },
        },
        'capital_event.finalize': {
          guard: and(finalizeGuardNames),
          target: 'in_progress',
          actions: assign({ workflow: 'finalize' }),
          meta: {
            label: `${capitalEventActionLabels.finalize} (${finalizeGuardNames.map((g) => capitalEventGuardLabels[g]).join('; ')})`,
            guards: finalizeGuardNames.map((g) => capitalEventGuardLabels[g]),
          },
          description:
            'An approver finalizes: maker-checker refuses the preparer unless the customer allows it. Posting starts.',
        },
        'capital_event.cancel': {
          target: 'cancelled',
          meta: { label: capitalEventActionLabels.cancel },
        },
        'capital_event.delete': {
          target: 'deleted',
          meta: { label: capitalEventActionLabels.delete },
        },
      },
    },
    in_progress: {
      tags: ['running'],
      meta: { label: capitalEventStateLabels.in_progress },
      description:
        'A workflow runs (is_running with its message): the page polls the event every second and shows the full-page loader.',
      on: {
        'capital_event.workflow_done': {
          target: 'completed',
          actions: assign({ workflow: null }),
          meta: { label: 'when the workflow finishes' },
        },
        'capital_event.workflow_fail': [
          {
            guard: 'wasRefreshing',
            target: 'out_of_date',
            actions: assign({ workflow: null }),
            meta: { label: `when the workflow fails (${capitalEventGuardLabels.wasRefreshing})` },
            description: 'Unable to refresh event: it stays out of date, and a retry is safe.',
          },
          {
            target: 'draft',
            actions: assign({ workflow: null }),
            meta: { label: 'when the posting fails' },
            description: 'Nothing was posted (one transaction): the event is a draft again.',
          },
        ],
      },
    },
    completed: {
      tags: ['posted'],
      meta: { label: capitalEventStateLabels.completed },
      description: 'Posted to the ledger; no longer editable.',
      on: {
        'capital_event.rollback': {
          target: 'out_of_date',
          meta: { label: 'Soft rollback marks it out of date' },
        },
        'capital_event.hard_rollback': {
          target: 'deleted',
          meta: { label: 'Hard rollback deletes it' },
        },
      },
    },
    out_of_date: {
      tags: ['posted'],
      meta: { label: capitalEventStateLabels.out_of_date },
      description:
        'A rollback of this or an earlier event: its ledger rows wait for a refresh (oldest events first).',
      on: {
        'capital_event.refresh': {
          target: 'in_progress',
          actions: assign({ workflow: 'refresh' }),
          meta: { label: capitalEventActionLabels.refresh },
          description: 'Recomputes the event and replaces its ledger rows atomically.',
        },
        'capital_event.hard_rollback': {
          target: 'deleted',
          meta: { label: 'Hard rollback deletes it' },
        },
      },
    },
    cancelled: {
      type: 'final',
      meta: { label: capitalEventStateLabels.cancelled },
      description: 'Dropped without posting; kept for the record, cannot be reopened.',
    },
    deleted: {
      type: 'final',
      meta: { label: capitalEventStateLabels.deleted },
      description: 'Removed with its draft rows; nothing was posted.',
    },
  },
});

/** The actions a user takes on a capital event and the events they send. */
export const capitalEventActionEvents = {
  finalize: (userId: string): CapitalEventEvent => ({ type: 'capital_event.finalize', userId }),
  cancel: (): CapitalEventEvent => ({ type: 'capital_event.cancel' }),
  delete: (): CapitalEventEvent => ({ type: 'capital_event.delete' }),
  refresh: (): CapitalEventEvent => ({ type: 'capital_event.refresh' }),
} as const;
export type CapitalEventActionName = keyof typeof capitalEventActionEvents;
const actionNames = Object.keys(capitalEventActionEvents) as CapitalEventActionName[];

/** What the view and the server know about an event besides its state. */
export type CapitalEventFacts = Partial<CapitalEventContext>;

/** A persisted (or deleted) capital event as a snapshot of the machine. */
export function capitalEventSnapshot(state: CapitalEventState, facts: CapitalEventFacts = {}) {
  const context: CapitalEventContext = {
    useCount: facts.useCount ?? 0,
    checksPass: facts.checksPass ?? false,
    noticesBlockFinalize: facts.noticesBlockFinalize ?? false,
    preparedBy: facts.preparedBy ?? null,
    preparerMayApprove: facts.preparerMayApprove ?? false,
    workflow: facts.workflow ?? null,
  };
  return capitalEventMachine.resolveState({ value: state, context });
}

/**
 * The actions the machine allows `actingUserId` from a state, in a stable order (the
 * page's buttons). Finalize is left out when any of its guards fails; say why with
 * capitalEventFinalizeRefusals.
 */
export function availableCapitalEventActions(
  state: CapitalEventState,
  facts: CapitalEventFacts,
  actingUserId: string,
): CapitalEventActionName[] {
  const snapshot = capitalEventSnapshot(state, facts);
  return actionNames.filter((action) =>
    snapshot.can(capitalEventActionEvents[action](actingUserId)),
  );
}

/**
 * Why finalize is refused in a draft, as the guards' labels (empty when it is allowed or
 * the event is not a draft): the review step shows them, the server's 409 says them.
 */
export function capitalEventFinalizeRefusals(
  facts: CapitalEventFacts,
  actingUserId: string,
): CapitalEventGuardName[] {
  const snapshot = capitalEventSnapshot('draft', facts);
  const event: FinalizeEvent = { type: 'capital_event.finalize', userId: actingUserId };
  return finalizeGuardNames.filter(
    (name) => !finalizeGuards[name]({ context: snapshot.context, event }),
  );
}
