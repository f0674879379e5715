import { assign, setup } from 'xstate';

/**
 * The closing of spec §4: drafted, sent for approval, completed by an approver, then
 * finalized (posted to the ledger) or discarded. The same machine drives the closing page
 * and decides on the server whether a requested transition is legal.
 */
// Whether admitted commitments still owe equalization is read from the ledger (the closing
// view's equalization_outstanding), not kept here: no transition depends on it.
export type ClosingContext = {
  commitmentCount: number;
};

export type ClosingEvent =
  | { type: 'closing.commitments_change'; commitmentCount: number }
  | { type: 'closing.submit' }
  | { type: 'closing.reject' }
  | { type: 'closing.complete' }
  | { type: 'closing.finalize' }
  | { type: 'closing.discard' };

export const closingStates = [
  'draft',
  'sent_for_approval',
  'complete',
  'finalized',
  'discarded',
] as const;
export type ClosingState = (typeof closingStates)[number];

export const closingMachine = setup({
  types: {
    context: {} as ClosingContext,
    events: {} as ClosingEvent,
    input: {} as Partial<ClosingContext>,
  },
  guards: {
    hasCommitments: ({ context }) => context.commitmentCount > 0,
  },
}).createMachine({
  id: 'closing',
  description:
    'A closing admits commitments: draft → sent for approval → complete → finalized (posted), or discarded.',
  context: ({ input }) => ({
    commitmentCount: input?.commitmentCount ?? 0,
  }),
  initial: 'draft',
  states: {
    draft: {
      tags: ['editable'],
      on: {
        'closing.commitments_change': {
          actions: assign({ commitmentCount: ({ event }) => event.commitmentCount }),
        },
        'closing.submit': { guard: 'hasCommitments', target: 'sent_for_approval' },
        'closing.discard': 'discarded',
      },
    },
    sent_for_approval: {
      on: {
        'closing.reject': 'draft',
        'closing.complete': 'complete',
        'closing.discard': 'discarded',
      },
    },
    complete: {
      description: 'Approved; finalizing posts commitments, equalization and fee true-ups.',
      on: { 'closing.finalize': 'finalized' },
    },
    finalized: { type: 'final', tags: ['posted'] },
    discarded: { type: 'final' },
  },
});

/** The API's action names (PATCH /closing/{id}/{action}/) and the events they send. */
export const closingActionEvents = {
  'send-for-approval': { type: 'closing.submit' },
  reject: { type: 'closing.reject' },
  complete: { type: 'closing.complete' },
  finalize: { type: 'closing.finalize' },
  discard: { type: 'closing.discard' },
} as const satisfies Record<string, ClosingEvent>;

export type ClosingActionName = keyof typeof closingActionEvents;

/** A persisted closing as a snapshot of the machine, on the server and in the page alike. */
export function closingSnapshot(state: ClosingState, commitmentCount: number) {
  return closingMachine.resolveState({
    value: state,
    context: { commitmentCount },
  });
}

/** The actions the machine allows from a persisted state, in a stable order. */
export function allowedClosingActions(
  state: ClosingState,
  commitmentCount: number,
): ClosingActionName[] {
  const snapshot = closingSnapshot(state, commitmentCount);
  return (Object.keys(closingActionEvents) as ClosingActionName[]).filter((action) =>
    snapshot.can(closingActionEvents[action]),
  );
}
