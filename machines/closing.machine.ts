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

/** The states as people name them: the closing page's stepper and the workflow chart. */
export const closingStateLabels = {
  draft: 'Draft',
  sent_for_approval: 'Sent for approval',
  complete: 'Approved',
  finalized: 'Finalized',
  discarded: 'Discarded',
} as const satisfies Record<ClosingState, string>;

/** The button words: each says what the state it leads to is called (Approve → Approved). */
export const closingActionLabels = {
  'send-for-approval': 'Send for approval',
  reject: 'Return to draft',
  complete: 'Approve',
  finalize: 'Finalize',
  discard: 'Discard',
} as const satisfies Record<ClosingActionName, string>;

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
  // Names for people: the workflows page and the exported paths (machine-labels).
  meta: {
    label: 'Closing',
    events: {
      'closing.commitments_change': 'Commitments change',
      'closing.submit': 'Preparer sends it for approval',
      'closing.reject': 'Approver returns it to draft',
      'closing.complete': 'Approver approves',
      'closing.finalize': 'A user finalizes it (posts)',
      'closing.discard': 'A user discards it',
    },
    guards: { hasCommitments: 'has at least one commitment' },
  },
  description:
    'A closing admits commitments: draft → sent for approval → complete → finalized (posted), or discarded.',
  context: ({ input }) => ({
    commitmentCount: input?.commitmentCount ?? 0,
  }),
  initial: 'draft',
  // meta.label is what people call a state or transition (the chart draws it); description
  // says what it means, for reviewers.
  states: {
    draft: {
      tags: ['editable'],
      meta: { label: closingStateLabels.draft },
      description: 'Commitments and equalization overrides can change; nothing is posted.',
      on: {
        'closing.commitments_change': {
          actions: assign({ commitmentCount: ({ event }) => event.commitmentCount }),
          meta: { label: 'Commitments change' },
        },
        'closing.submit': {
          guard: 'hasCommitments',
          target: 'sent_for_approval',
          meta: { label: `${closingActionLabels['send-for-approval']} (needs a commitment)` },
          description: 'The sender is recorded as the preparer.',
        },
        'closing.discard': {
          target: 'discarded',
          meta: { label: closingActionLabels.discard },
        },
      },
    },
    sent_for_approval: {
      meta: { label: closingStateLabels.sent_for_approval },
      description:
        'Waiting for an approver; frozen. Maker-checker: the preparer may not approve unless the customer allows it.',
      on: {
        'closing.reject': { target: 'draft', meta: { label: closingActionLabels.reject } },
        'closing.complete': {
          target: 'complete',
          meta: { label: closingActionLabels.complete },
          description: 'By an approver other than the preparer (unless the customer allows it).',
        },
        'closing.discard': { target: 'discarded', meta: { label: closingActionLabels.discard } },
      },
    },
    complete: {
      meta: { label: closingStateLabels.complete },
      description: 'Approved; finalizing posts commitments, equalization and fee true-ups.',
      on: {
        'closing.finalize': { target: 'finalized', meta: { label: closingActionLabels.finalize } },
      },
    },
    finalized: {
      type: 'final',
      tags: ['posted'],
      meta: { label: closingStateLabels.finalized },
      description: 'Posted to the ledger; cannot change.',
    },
    discarded: {
      type: 'final',
      meta: { label: closingStateLabels.discarded },
      description: 'Dropped without posting anything; cannot be reopened.',
    },
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
