import { fromPromise, setup } from 'xstate';

/** Spec §7: the current user is re-checked every 5 minutes. */
export const sessionRecheckMs = 5 * 60_000;

type SessionEvent = { type: 'session.start' } | { type: 'session.unauthorized' };

const isUnauthorized = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: number }).status === 401;

/**
 * The browser's session: refreshes the access token before it expires, re-checks the
 * current user every 5 minutes, and any 401 (spec §8) signs out. Signing out on purpose goes
 * through /auth/logout (the auth machine); here it is one more way the tokens disappear.
 */
export const sessionMachine = setup({
  types: {
    context: {} as { signedIn: boolean },
    events: {} as SessionEvent,
    input: {} as { signedIn: boolean },
  },
  actors: {
    refreshTokens: fromPromise<void>(async () => {
      throw new Error('refreshTokens was not provided');
    }),
    checkUser: fromPromise<void>(async () => {
      throw new Error('checkUser was not provided');
    }),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    unauthorized: ({ event }) => isUnauthorized((event as { error?: unknown }).error),
  },
  actions: {
    // The app supplies it: clear local data, toast, go to login.
    forget: () => {},
  },
  // The app supplies the real delay from the access token's expiry.
  delays: { refreshDue: 14 * 60_000, recheck: sessionRecheckMs },
}).createMachine({
  id: 'session',
  // Names for people: the workflows page and the exported paths (machine-labels).
  meta: {
    events: {
      'session.start': 'The user signs in',
      'session.unauthorized': 'An API call answers 401',
    },
    guards: { signedIn: 'signed in', unauthorized: 'the answer is 401' },
    actors: { refreshTokens: 'the token refresh', checkUser: 'the user check' },
  },
  context: ({ input }) => ({ signedIn: input?.signedIn ?? false }),
  initial: 'booting',
  states: {
    booting: {
      always: [{ guard: 'signedIn', target: 'active' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: { 'session.start': 'active' },
    },
    active: {
      after: { refreshDue: 'refreshing', recheck: 'checking' },
      on: {
        'session.unauthorized': { target: 'signedOut', actions: 'forget' },
      },
    },
    refreshing: {
      invoke: {
        id: 'refreshTokens',
        src: 'refreshTokens',
        onDone: 'active',
        onError: { target: 'signedOut', actions: 'forget' },
      },
      on: { 'session.unauthorized': { target: 'signedOut', actions: 'forget' } },
    },
    checking: {
      invoke: {
        id: 'checkUser',
        src: 'checkUser',
        onDone: 'active',
        // A network failure is not a sign-out; a 401 is.
        onError: [{ guard: 'unauthorized', target: 'signedOut', actions: 'forget' }, 'active'],
      },
      on: { 'session.unauthorized': { target: 'signedOut', actions: 'forget' } },
    },
  },
});
