import { assign, setup } from 'xstate';

/**
 * The investor transfer of spec §4: a draft, then processed immediately (its date has come) or
 * scheduled for a later date, and a scheduled transfer is processed once that date arrives; a
 * draft or scheduled transfer can be discarded. The same machine drives the transfer page and
 * decides on the server whether a requested transition is legal.
 */
export type TransferContext = { transfereeCount: number };

/**
 * `due`: the transfer date is today or earlier. The caller reads the clock (the server's, or the
 * page's from the same date) and says so in the event: the machine never reads a clock.
 */
export type TransferEvent =
  | { type: 'transfer.transferees_change'; transfereeCount: number }
  | { type: 'transfer.process'; due: boolean }
  | { type: 'transfer.schedule'; due: boolean }
  | { type: 'transfer.unschedule' }
  | { type: 'transfer.discard' };

export const transferStates = ['draft', 'scheduled', 'processed', 'discarded'] as const;
export type TransferState = (typeof transferStates)[number];

export const transferMachine = setup({
  types: {
    context: {} as TransferContext,
    events: {} as TransferEvent,
    input: {} as Partial<TransferContext>,
  },
  guards: {
    readyNow: ({ context, event }) =>
      context.transfereeCount > 0 && 'due' in event && event.due === true,
    readyLater: ({ context, event }) =>
      context.transfereeCount > 0 && 'due' in event && event.due === false,
    due: ({ event }) => 'due' in event && event.due === true,
  },
}).createMachine({
  id: 'transfer',
  // Names for people: the workflows page and the exported paths (machine-labels).
  meta: {
    events: {
      'transfer.transferees_change': 'The transferees change',
      'transfer.process': 'A user processes the transfer',
      'transfer.schedule': 'A user schedules the transfer',
      'transfer.unschedule': 'A user unschedules it',
      'transfer.discard': 'A user discards it',
    },
    guards: {
      readyNow: 'has transferees and its date has come',
      readyLater: 'has transferees and its date is still to come',
      due: 'its date has come',
    },
  },
  description:
    'An investor transfer: draft → processed now, or scheduled → processed on its date; or discarded.',
  context: ({ input }) => ({ transfereeCount: input?.transfereeCount ?? 0 }),
  initial: 'draft',
  states: {
    draft: {
      tags: ['editable'],
      on: {
        'transfer.transferees_change': {
          actions: assign({ transfereeCount: ({ event }) => event.transfereeCount }),
        },
        'transfer.process': { guard: 'readyNow', target: 'processed' },
        'transfer.schedule': { guard: 'readyLater', target: 'scheduled' },
        'transfer.discard': 'discarded',
      },
    },
    scheduled: {
      description: 'Waiting for its transfer date; processing then posts it to the ledger.',
      on: {
        'transfer.process': { guard: 'due', target: 'processed' },
        'transfer.unschedule': 'draft',
        'transfer.discard': 'discarded',
      },
    },
    processed: { type: 'final', tags: ['posted'] },
    discarded: { type: 'final' },
  },
});

/** The API's action names (PATCH /investor-transfer/{id}/{action}/). */
export const transferActionNames = ['process', 'schedule', 'unschedule', 'discard'] as const;
export type TransferActionName = (typeof transferActionNames)[number];

/** The event an action sends, given whether the transfer date has come. */
export function transferActionEvent(action: TransferActionName, due: boolean): TransferEvent {
  switch (action) {
    case 'process':
      return { type: 'transfer.process', due };
    case 'schedule':
      return { type: 'transfer.schedule', due };
    case 'unschedule':
      return { type: 'transfer.unschedule' };
    case 'discard':
      return { type: 'transfer.discard' };
  }
}

/** A persisted transfer as a snapshot of the machine, on the server and in the page alike. */
export function transferSnapshot(state: TransferState, transfereeCount: number) {
  return transferMachine.resolveState({ value: state, context: { transfereeCount } });
}

/** The actions the machine allows from a persisted transfer, in a stable order. */
export function allowedTransferActions(
  state: TransferState,
  transfereeCount: number,
  due: boolean,
): TransferActionName[] {
  const snapshot = transferSnapshot(state, transfereeCount);
  return transferActionNames.filter((action) => snapshot.can(transferActionEvent(action, due)));
}
