import { and, assign, setup } from 'xstate';

/**
 * A fee charge event of spec §4 (issue 20): drafted for one fee and period (offsets and waivers
 * entered on the wizard's steps), then published, which posts its ledger rows. A draft can be
 * deleted. (Cancel-correct of a published event belongs to the corrections issue.) The same
 * machine drives the posting wizard and decides on the server whether a requested transition is
 * legal: fund_family_events.state is its persisted value, `completed` standing for published.
 */
export type FeeChargeEventContext = {
  /** Whether the server's proof holds: per LP net = gross − offsets − waivers, totals = rows. */
  reconciles: boolean;
  /** The user who drafted the event (last changed its offsets or waivers); null when unknown. */
  preparedBy: string | null;
  /** The customer's maker-checker setting: the preparer may also publish. */
  preparerMayApprove: boolean;
};

export type FeeChargeEventEvent =
  | { type: 'fee_charge_event.inputs_change'; userId: string; reconciles: boolean }
  | { type: 'fee_charge_event.publish'; userId: string }
  | { type: 'fee_charge_event.delete' };

export const feeChargeEventStates = ['draft', 'published', 'deleted'] as const;
export type FeeChargeEventState = (typeof feeChargeEventStates)[number];

/** The states as people name them: the postings tab's badge and the workflow chart. */
export const feeChargeEventStateLabels = {
  draft: 'Draft',
  published: 'Published',
  deleted: 'Deleted',
} as const satisfies Record<FeeChargeEventState, string>;

/** The guards in people's words: the review step's reasons and the 409 messages. */
export const feeChargeEventGuardLabels = {
  reconciles: 'the fee run reconciles (net = gross − offsets − waivers for every LP)',
  approverMayPublish: 'the publisher is not the preparer unless the customer allows it',
} as const;
export type FeeChargeEventGuardName = keyof typeof feeChargeEventGuardLabels;

type PublishEvent = Extract<FeeChargeEventEvent, { type: 'fee_charge_event.publish' }>;

const publishGuards = {
  reconciles: ({ context }: { context: FeeChargeEventContext }) => context.reconciles,
  approverMayPublish: ({
    context,
    event,
  }: {
    context: FeeChargeEventContext;
    event: FeeChargeEventEvent;
  }) =>
    context.preparerMayApprove ||
    context.preparedBy === null ||
    (event as PublishEvent).userId !== context.preparedBy,
};
const publishGuardNames = Object.keys(publishGuards) as (keyof typeof publishGuards)[];

export const feeChargeEventMachine = setup({
  types: {
    context: {} as FeeChargeEventContext,
    events: {} as FeeChargeEventEvent,
    input: {} as Partial<FeeChargeEventContext>,
  },
  guards: publishGuards,
}).createMachine({
  id: 'feeChargeEvent',
  meta: {
    label: 'Fee charge event',
    pathContext: (context: FeeChargeEventContext) => [context.reconciles, context.preparedBy],
    events: {
      'fee_charge_event.inputs_change': 'Preparer saves offsets or waivers',
      'fee_charge_event.publish': 'Approver publishes',
      'fee_charge_event.delete': 'Delete the draft',
    },
    guards: feeChargeEventGuardLabels,
  },
  description:
    'A fee charge event: draft (basis, offsets, waivers, review) → published (its ledger rows posted); a draft can be deleted.',
  context: ({ input }) => ({
    reconciles: input?.reconciles ?? false,
    preparedBy: input?.preparedBy ?? null,
    preparerMayApprove: input?.preparerMayApprove ?? false,
  }),
  initial: 'draft',
  states: {
    draft: {
      tags: ['editable'],
      meta: { label: feeChargeEventStateLabels.draft },
      description: 'Offsets and waivers can change; every figure is recomputed; nothing posted.',
      on: {
        'fee_charge_event.inputs_change': {
          actions: assign({
            preparedBy: ({ event }) => event.userId,
            reconciles: ({ event }) => event.reconciles,
          }),
          meta: { label: 'Offsets or waivers change (the user is recorded as the preparer)' },
        },
        'fee_charge_event.publish': {
          guard: and(publishGuardNames),
          target: 'published',
          meta: {
            label: `Publish (${publishGuardNames.map((g) => feeChargeEventGuardLabels[g]).join('; ')})`,
            guards: publishGuardNames.map((g) => feeChargeEventGuardLabels[g]),
          },
          description:
            'Posts the charges, offsets and waivers in one transaction after the server proves they reconcile.',
        },
        'fee_charge_event.delete': { target: 'deleted', meta: { label: 'Delete' } },
      },
    },
    published: {
      type: 'final',
      tags: ['posted'],
      meta: { label: feeChargeEventStateLabels.published },
      description: 'Posted to the ledger; no longer editable.',
    },
    deleted: {
      type: 'final',
      meta: { label: feeChargeEventStateLabels.deleted },
      description: 'Removed with its inputs; nothing was posted.',
    },
  },
});

export const feeChargeEventActionEvents = {
  publish: (userId: string): FeeChargeEventEvent => ({ type: 'fee_charge_event.publish', userId }),
  delete: (): FeeChargeEventEvent => ({ type: 'fee_charge_event.delete' }),
} as const;
export type FeeChargeEventActionName = keyof typeof feeChargeEventActionEvents;
const actionNames = Object.keys(feeChargeEventActionEvents) as FeeChargeEventActionName[];

export type FeeChargeEventFacts = Partial<FeeChargeEventContext>;

/** A persisted (or deleted) fee charge event as a snapshot of the machine. */
export function feeChargeEventSnapshot(
  state: FeeChargeEventState,
  facts: FeeChargeEventFacts = {},
) {
  return feeChargeEventMachine.resolveState({
    value: state,
    context: {
      reconciles: facts.reconciles ?? false,
      preparedBy: facts.preparedBy ?? null,
      preparerMayApprove: facts.preparerMayApprove ?? false,
    },
  });
}

/** The actions the machine allows `actingUserId` (the wizard's buttons), in a stable order. */
export function availableFeeChargeEventActions(
  state: FeeChargeEventState,
  facts: FeeChargeEventFacts,
  actingUserId: string,
): FeeChargeEventActionName[] {
  const snapshot = feeChargeEventSnapshot(state, facts);
  return actionNames.filter((a) => snapshot.can(feeChargeEventActionEvents[a](actingUserId)));
}

/** Why publish is refused in a draft, as guard names (empty when allowed or not a draft). */
export function feeChargeEventPublishRefusals(
  facts: FeeChargeEventFacts,
  actingUserId: string,
): FeeChargeEventGuardName[] {
  const snapshot = feeChargeEventSnapshot('draft', facts);
  const event: PublishEvent = { type: 'fee_charge_event.publish', userId: actingUserId };
  return publishGuardNames.filter((n) => !publishGuards[n]({ context: snapshot.context, event }));
}
