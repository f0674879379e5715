import { assign, fromPromise, setup } from 'xstate';

/**
 * A navigation the guard is asked about. `to` and `from` are URLs (path and query);
 * `skip` is set by callers whose navigation state says to skip the blocker.
 */
export type NavigationRequest = { from: string; to: string; skip?: boolean };

type GuardContext = { pending: NavigationRequest | null; error: string | null };

type GuardEvent =
  | { type: 'form.change' }
  | { type: 'form.reset' }
  | { type: 'form.submitted' }
  | ({ type: 'navigation.attempt' } & NavigationRequest)
  | { type: 'dialog.discard' }
  | { type: 'dialog.cancel' }
  | { type: 'dialog.save' };

const pathOf = (url: string) => url.split(/[?#]/)[0];

/** Spec §4: a change of the query string alone, or a navigation marked skip, is never blocked. */
export const isExemptNavigation = (request: NavigationRequest) =>
  Boolean(request.skip) || pathOf(request.from) === pathOf(request.to);

export const unsavedFormGuardMachine = setup({
  types: { context: {} as GuardContext, events: {} as GuardEvent },
  actors: {
    // The form supplies its own save through machine.provide().
    saveProgress: fromPromise<void>(async () => {
      throw new Error('saveProgress was not provided');
    }),
  },
  guards: {
    exempt: ({ event }) => event.type === 'navigation.attempt' && isExemptNavigation(event),
  },
  actions: {
    // Performing the navigation is the caller's: the view provides it.
    navigate: (_, _params: { to: string }) => {},
    hold: assign({
      pending: ({ event }) =>
        event.type === 'navigation.attempt' ? { from: event.from, to: event.to } : null,
      error: null,
    }),
    release: assign({ pending: null, error: null }),
    discardChanges: () => {},
  },
}).createMachine({
  id: 'unsavedFormGuard',
  // Names for people: the workflows page and the exported paths (machine-labels).
  meta: {
    label: 'Unsaved form guard',
    events: {
      'form.change': 'The user changes a field',
      'form.reset': 'The form is reset',
      'form.submitted': 'The form is saved',
      'navigation.attempt': 'The user tries to leave the page',
      'dialog.discard': 'The user chooses Discard changes',
      'dialog.cancel': 'The user chooses Cancel',
      'dialog.save': 'The user chooses Save progress',
    },
    guards: { exempt: 'only the query string changes, or the navigation skips the guard' },
    actors: { saveProgress: 'the save' },
  },
  description:
    'Guards a dirty form: leaving asks Discard changes / Cancel / Save progress; browser unload is warned.',
  context: { pending: null, error: null },
  initial: 'clean',
  states: {
    clean: {
      on: {
        'form.change': 'dirty',
        'navigation.attempt': {
          actions: { type: 'navigate', params: ({ event }) => ({ to: event.to }) },
        },
      },
    },
    dirty: {
      tags: ['unsaved'],
      on: {
        'form.reset': 'clean',
        'form.submitted': 'clean',
        'navigation.attempt': [
          {
            guard: 'exempt',
            actions: { type: 'navigate', params: ({ event }) => ({ to: event.to }) },
          },
          { target: 'confirming', actions: 'hold' },
        ],
      },
    },
    confirming: {
      tags: ['unsaved'],
      description: 'The unsaved-progress dialog is open.',
      on: {
        'dialog.cancel': { target: 'dirty', actions: 'release' },
        'dialog.discard': {
          target: 'clean',
          actions: [
            'discardChanges',
            { type: 'navigate', params: ({ context }) => ({ to: context.pending?.to ?? '/' }) },
            'release',
          ],
        },
        'dialog.save': 'saving',
      },
    },
    saving: {
      tags: ['unsaved'],
      invoke: {
        id: 'saveProgress',
        src: 'saveProgress',
        onDone: {
          target: 'clean',
          actions: [
            { type: 'navigate', params: ({ context }) => ({ to: context.pending?.to ?? '/' }) },
            'release',
          ],
        },
        onError: {
          target: 'confirming',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error ? event.error.message : 'Could not save progress',
          }),
        },
      },
    },
  },
});
