import { and, assign, setup } from 'xstate';

/**
 * A late adjustment of a published fee charge event (spec §4, issue 20): late offsets or late
 * waivers drafted, then applied (only the per-LP differences post, dated on the charge) or
 * discarded (nothing posts). A draft or a discarded one can be deleted; an applied one stays
 * ("Only offsettable expenses and fee waivers not yet applied can be deleted."). The same machine
 * drives the late adjustment page and decides on the server whether a requested transition is
 * legal: fund_family_events.state is its persisted value, `completed` standing for applied and
 * `cancelled` for discarded.
 */
export type FeeLateAdjustmentContext = {
  /** How many late items (offsets and waivers) the draft holds. */
  itemCount: number;
  /** Whether the server's proof holds: the period's rows as published, and after the change. */
  reconciles: boolean;
  /** Who created the draft and who last changed its items: both prepared it (maker-checker). */
  createdBy: string | null;
  updatedBy: string | null;
  /** The customer's maker-checker setting: a preparer may also apply. */
  preparerMayApprove: boolean;
};

export type FeeLateAdjustmentEvent =
  | {
      type: 'fee_late_adjustment.items_change';
      userId: string;
      itemCount: number;
      reconciles: boolean;
    }
  | { type: 'fee_late_adjustment.apply'; userId: string }
  | { type: 'fee_late_adjustment.discard' }
  | { type: 'fee_late_adjustment.delete' };

export const feeLateAdjustmentStates = ['draft', 'applied', 'discarded', 'deleted'] as const;
export type FeeLateAdjustmentMachineState = (typeof feeLateAdjustmentStates)[number];

/** The states as people name them: the page's badge and the workflow chart. */
export const feeLateAdjustmentStateLabels = {
  draft: 'Draft',
  applied: 'Applied',
  discarded: 'Discarded',
  deleted: 'Deleted',
} as const satisfies Record<FeeLateAdjustmentMachineState, string>;

/** The guards in people's words: the page's reasons and the 409 messages. */
export const feeLateAdjustmentGuardLabels = {
  hasItems: 'a late offset or a late waiver to apply',
  reconciles:
    'the period reconciles (its rows equal its published figures; after the change, net = gross − offsets − waivers for every LP)',
  approverMayApply: 'the user applying is not a preparer unless the customer allows it',
} as const;
export type FeeLateAdjustmentGuardName = keyof typeof feeLateAdjustmentGuardLabels;

type ApplyEvent = Extract<FeeLateAdjustmentEvent, { type: 'fee_late_adjustment.apply' }>;
type Guard = (args: {
  context: FeeLateAdjustmentContext;
  event: FeeLateAdjustmentEvent;
}) => boolean;

const applyGuards = {
  hasItems: ({ context }) => context.itemCount > 0,
  reconciles: ({ context }) => context.reconciles,
  approverMayApply: ({ context, event }) => {
    const { userId } = event as ApplyEvent;
    return (
      context.preparerMayApprove || (userId !== context.createdBy && userId !== context.updatedBy)
    );
  },
} satisfies Record<FeeLateAdjustmentGuardName, Guard>;
const applyGuardNames = Object.keys(applyGuards) as FeeLateAdjustmentGuardName[];

export const feeLateAdjustmentMachine = setup({
  types: {
    context: {} as FeeLateAdjustmentContext,
    events: {} as FeeLateAdjustmentEvent,
    input: {} as Partial<FeeLateAdjustmentContext>,
  },
  guards: applyGuards,
}).createMachine({
  id: 'feeLateAdjustment',
  meta: {
    label: 'Fee late adjustment',
    pathContext: (context: FeeLateAdjustmentContext) => [
      context.itemCount > 0,
      context.reconciles,
      context.createdBy,
      context.updatedBy,
    ],
    events: {
      'fee_late_adjustment.items_change': 'Preparer saves the late offsets or waivers',
      'fee_late_adjustment.apply': 'Approver applies',
      'fee_late_adjustment.discard': 'Discard the draft',
      'fee_late_adjustment.delete': 'Delete',
    },
    guards: feeLateAdjustmentGuardLabels,
  },
  description:
    'Late offsets or late waivers of a published fee: draft → applied (the differences posted) or discarded; deletable until applied.',
  context: ({ input }) => ({
    itemCount: input?.itemCount ?? 0,
    reconciles: input?.reconciles ?? false,
    createdBy: input?.createdBy ?? null,
    updatedBy: input?.updatedBy ?? null,
    preparerMayApprove: input?.preparerMayApprove ?? false,
  }),
  initial: 'draft',
  states: {
    draft: {
      tags: ['editable'],
      meta: { label: feeLateAdjustmentStateLabels.draft },
      description: 'The late items can change; the review is recomputed; nothing posted.',
      on: {
        'fee_late_adjustment.items_change': {
          actions: assign({
            itemCount: ({ event }) => event.itemCount,
            reconciles: ({ event }) => event.reconciles,
            updatedBy: ({ event }) => event.userId,
          }),
          meta: { label: 'Late items change (the user is recorded as a preparer)' },
        },
        'fee_late_adjustment.apply': {
          guard: and(applyGuardNames),
          target: 'applied',
          meta: {
            label: `Apply (${applyGuardNames.map((g) => feeLateAdjustmentGuardLabels[g]).join('; ')})`,
            guards: applyGuardNames.map((g) => feeLateAdjustmentGuardLabels[g]),
          },
          description:
            'Posts the per-LP differences in one transaction after the server proves the period reconciles.',
        },
        'fee_late_adjustment.discard': { target: 'discarded', meta: { label: 'Discard' } },
        'fee_late_adjustment.delete': { target: 'deleted', meta: { label: 'Delete' } },
      },
    },
    applied: {
      type: 'final',
      tags: ['posted'],
      meta: { label: feeLateAdjustmentStateLabels.applied },
      description: 'Its differences are on the ledger; it can be neither changed nor deleted.',
    },
    discarded: {
      meta: { label: feeLateAdjustmentStateLabels.discarded },
      description: 'Set aside: nothing posted, it cannot be applied; it can still be deleted.',
      on: { 'fee_late_adjustment.delete': { target: 'deleted', meta: { label: 'Delete' } } },
    },
    deleted: {
      type: 'final',
      meta: { label: feeLateAdjustmentStateLabels.deleted },
      description: 'Removed with its items; nothing was posted.',
    },
  },
});

export const feeLateAdjustmentActionEvents = {
  edit: (userId: string): FeeLateAdjustmentEvent => ({
    type: 'fee_late_adjustment.items_change',
    userId,
    itemCount: 0,
    reconciles: true,
  }),
  apply: (userId: string): FeeLateAdjustmentEvent => ({
    type: 'fee_late_adjustment.apply',
    userId,
  }),
  discard: (): FeeLateAdjustmentEvent => ({ type: 'fee_late_adjustment.discard' }),
  delete: (): FeeLateAdjustmentEvent => ({ type: 'fee_late_adjustment.delete' }),
} as const;
export type FeeLateAdjustmentActionName = keyof typeof feeLateAdjustmentActionEvents;
const actionNames = Object.keys(feeLateAdjustmentActionEvents) as FeeLateAdjustmentActionName[];

export type FeeLateAdjustmentFacts = Partial<FeeLateAdjustmentContext>;

const contextOf = (facts: FeeLateAdjustmentFacts): FeeLateAdjustmentContext => ({
  itemCount: facts.itemCount ?? 0,
  reconciles: facts.reconciles ?? false,
  createdBy: facts.createdBy ?? null,
  updatedBy: facts.updatedBy ?? null,
  preparerMayApprove: facts.preparerMayApprove ?? false,
});

/** A persisted (or deleted) late adjustment as a snapshot of the machine. */
export function feeLateAdjustmentSnapshot(
  state: FeeLateAdjustmentMachineState,
  facts: FeeLateAdjustmentFacts = {},
) {
  return feeLateAdjustmentMachine.resolveState({ value: state, context: contextOf(facts) });
}

/** The actions the machine allows `actingUserId` (the page's buttons), in a stable order. */
export function availableFeeLateAdjustmentActions(
  state: FeeLateAdjustmentMachineState,
  facts: FeeLateAdjustmentFacts,
  actingUserId: string,
): FeeLateAdjustmentActionName[] {
  const snapshot = feeLateAdjustmentSnapshot(state, facts);
  return actionNames.filter((a) => snapshot.can(feeLateAdjustmentActionEvents[a](actingUserId)));
}

/** Why apply is refused in a draft, as guard names in the order the server reports them. */
export function feeLateAdjustmentApplyRefusals(
  facts: FeeLateAdjustmentFacts,
  actingUserId: string,
): FeeLateAdjustmentGuardName[] {
  const context = contextOf(facts);
  const event: ApplyEvent = { type: 'fee_late_adjustment.apply', userId: actingUserId };
  return applyGuardNames.filter((n) => !applyGuards[n]({ context, event }));
}
