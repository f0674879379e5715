import { assign, setup } from 'xstate';

/**
 * A general-ledger import event: a draft whose entries are uploaded or typed and resolved
 * against the integration's mappings; posted to the ledger once every entry resolves; a posted
 * import can be rolled back (its ledger rows go). A draft can be discarded. The same machine
 * drives the import-event page and decides on the server whether a transition is legal.
 */
export type ImportEventContext = { entryCount: number; problemCount: number };

export type ImportEventEvent =
  | { type: 'import_event.entries_change'; entryCount: number; problemCount: number }
  | { type: 'import_event.post' }
  | { type: 'import_event.rollback' }
  | { type: 'import_event.discard' };

export const importEventStates = ['draft', 'posted', 'rolled_back', 'discarded'] as const;
export type ImportEventState = (typeof importEventStates)[number];

export const generalLedgerImportEventMachine = setup({
  types: {
    context: {} as ImportEventContext,
    events: {} as ImportEventEvent,
    input: {} as Partial<ImportEventContext>,
  },
  guards: {
    everyEntryResolves: ({ context }) => context.entryCount > 0 && context.problemCount === 0,
  },
}).createMachine({
  id: 'generalLedgerImportEvent',
  // Names for people: the workflows page and the exported paths (machine-labels).
  meta: {
    events: {
      'import_event.entries_change': 'The imported entries change',
      'import_event.post': 'A user posts the import',
      'import_event.discard': 'A user discards the draft',
      'import_event.rollback': 'A user rolls the import back',
    },
    guards: { everyEntryResolves: 'every entry resolves (at least one, no problems)' },
  },
  description:
    'A general-ledger import: draft → posted (every entry resolves) → rolled back; or a draft discarded.',
  context: ({ input }) => ({
    entryCount: input?.entryCount ?? 0,
    problemCount: input?.problemCount ?? 0,
  }),
  initial: 'draft',
  states: {
    draft: {
      tags: ['editable'],
      on: {
        'import_event.entries_change': {
          actions: assign({
            entryCount: ({ event }) => event.entryCount,
            problemCount: ({ event }) => event.problemCount,
          }),
        },
        'import_event.post': { guard: 'everyEntryResolves', target: 'posted' },
        'import_event.discard': 'discarded',
      },
    },
    posted: {
      tags: ['posted'],
      description: 'Its entries are ledger rows under one general_ledger_import event.',
      on: { 'import_event.rollback': 'rolled_back' },
    },
    rolled_back: {
      type: 'final',
      description: 'Its ledger rows are gone; the fund family event is cancelled.',
    },
    discarded: { type: 'final' },
  },
});

/** The API's action names (POST /general-ledger/.../import-events/{id}/{action}/). */
export const importEventActionNames = ['post', 'rollback', 'discard'] as const;
export type ImportEventActionName = (typeof importEventActionNames)[number];

export function importEventActionEvent(action: ImportEventActionName): ImportEventEvent {
  return { type: `import_event.${action}` };
}

/** A persisted import event as a snapshot of the machine, on the server and in the page alike. */
export function importEventSnapshot(state: ImportEventState, context: ImportEventContext) {
  return generalLedgerImportEventMachine.resolveState({ value: state, context });
}

/** The actions the machine allows from a persisted import event, in a stable order. */
export function allowedImportEventActions(
  state: ImportEventState,
  context: ImportEventContext,
): ImportEventActionName[] {
  const snapshot = importEventSnapshot(state, context);
  return importEventActionNames.filter((action) => snapshot.can(importEventActionEvent(action)));
}
