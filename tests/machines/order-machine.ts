import { assign, fromPromise, setup } from 'xstate';

/**
 * A small machine with what the path tools must read: a guarded event with an "otherwise"
 * branch, a named delay, an invoked actor, an eventless guarded transition and root meta
 * naming events, guards and actors.
 */
export const orderMachine = setup({
  types: {
    context: {} as { items: number },
    events: {} as { type: 'order.add'; items: number } | { type: 'order.submit' },
  },
  guards: {
    hasItems: ({ context }) => context.items > 0,
    large: ({ context }) => context.items > 5,
  },
  delays: { reminder: 5 * 60_000 },
  actors: { save: fromPromise(async () => undefined) },
}).createMachine({
  id: 'order',
  meta: {
    events: { 'order.submit': 'Buyer submits' },
    guards: { hasItems: 'has at least one item' },
    actors: { save: 'the save' },
    // The guard `large` reads the item count: paths tell states apart by it (machine-paths).
    pathContext: (context: { items: number }) => context.items > 5,
  },
  context: { items: 0 },
  initial: 'draft',
  states: {
    draft: {
      on: {
        'order.add': { actions: assign({ items: ({ event }) => event.items }) },
        'order.submit': [{ guard: 'hasItems', target: 'saving' }, { target: 'rejected' }],
      },
      after: { reminder: 'reminded' },
    },
    reminded: { type: 'final' },
    saving: {
      invoke: { src: 'save', onDone: 'sorting', onError: 'draft' },
    },
    sorting: {
      always: [{ guard: 'large', target: 'review' }, { target: 'placed' }],
    },
    review: { type: 'final' },
    rejected: { type: 'final' },
    placed: { type: 'final' },
  },
});

export const orderSampleEvents = [
  { type: 'order.add', items: 2 },
  { type: 'order.add', items: 9 },
];
