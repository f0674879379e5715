import { assign, fromPromise, setup } from 'xstate';
import type { EnrollmentResult, TotpEnrollment } from '../src/api/auth';
import { errorMessage } from './auth-error';

/**
 * A security change a signed-in user asks for (spec §5: changing the password or the
 * factors needs an authentication within the last 5 minutes).
 */
export type SecurityChange =
  | { kind: 'password'; password: string; password_confirm: string }
  | { kind: 'add_totp' }
  | { kind: 'add_key'; name: string }
  | { kind: 'remove_factor'; type: string; id: string }
  | { kind: 'recovery_codes' };

export type Credentials = { password: string } | { code: string };

/** What a security change answers, for the page to show (codes, a QR code, or nothing). */
export type SecurityChangeResult =
  | { kind: 'password' }
  | { kind: 'add_totp'; enrollment: TotpEnrollment }
  | { kind: 'add_key'; result: EnrollmentResult }
  | { kind: 'remove_factor' }
  | { kind: 'recovery_codes'; codes: string[] };

type RecentAuthenticationContext = {
  /** Until when the last authentication counts as recent (ms since epoch), from the session. */
  recentUntil: number;
  change: SecurityChange | null;
  result: SecurityChangeResult | null;
  error: string | null;
  codeError: string | null;
};

type RecentAuthenticationEvent =
  | { type: 'session.update'; recentUntil: number }
  | { type: 'change.request'; change: SecurityChange; now: number }
  | { type: 'credentials.submit'; credentials: Credentials }
  | { type: 'prompt.cancel' }
  | { type: 'result.dismiss' };

const notProvided = (name: string) => async () => {
  throw new Error(`${name} was not provided`);
};

const isSessionTooOld = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === 'session_too_old';

/**
 * Runs a security change, asking the user to confirm it is them first when the last
 * authentication is older than 5 minutes, or when the server says so (a clock that
 * disagrees with ours); after the confirmation the change runs without asking again.
 */
export const recentAuthenticationMachine = setup({
  types: {
    context: {} as RecentAuthenticationContext,
    events: {} as RecentAuthenticationEvent,
    input: {} as { recentUntil: number },
  },
  actors: {
    performChange: fromPromise<SecurityChangeResult, SecurityChange>(notProvided('performChange')),
    reauthenticate: fromPromise<{ recentUntil: number }, Credentials>(
      notProvided('reauthenticate'),
    ),
  },
  guards: {
    isRecent: ({ context, event }) =>
      event.type === 'change.request' && event.now < context.recentUntil,
    sessionTooOld: ({ event }) => isSessionTooOld((event as { error?: unknown }).error),
  },
  actions: {
    keepChange: assign({
      change: ({ event }) => (event.type === 'change.request' ? event.change : null),
      error: null,
      codeError: null,
      result: null,
    }),
    setError: assign({ error: ({ event }) => errorMessage((event as { error?: unknown }).error) }),
    setCodeError: assign({
      codeError: ({ event }) => errorMessage((event as { error?: unknown }).error),
    }),
    forget: assign({ change: null, error: null, codeError: null }),
  },
}).createMachine({
  id: 'recentAuthentication',
  // Names for people: the workflows page and the exported paths (machine-labels).
  meta: {
    events: {
      'session.update': 'The session is renewed',
      'change.request': 'The user asks for a security change',
      'credentials.submit': 'The user confirms it is them',
      'prompt.cancel': 'The user cancels',
      'result.dismiss': 'The user closes the result',
    },
    guards: { isRecent: 'signed in recently', sessionTooOld: 'the sign-in is too old' },
    actors: { reauthenticate: 'the confirmation', performChange: 'the change' },
  },
  description:
    'A password or factor change: straight through after a recent sign-in, otherwise confirm it is you first.',
  context: ({ input }) => ({
    recentUntil: input?.recentUntil ?? 0,
    change: null,
    result: null,
    error: null,
    codeError: null,
  }),
  on: {
    'session.update': { actions: assign({ recentUntil: ({ event }) => event.recentUntil }) },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'change.request': [
          { guard: 'isRecent', target: 'changing', actions: 'keepChange' },
          { target: 'confirming', actions: 'keepChange' },
        ],
        'result.dismiss': { actions: assign({ result: null, error: null }) },
      },
    },
    confirming: {
      description: "“Confirm it's you”: the password or an authenticator code.",
      on: {
        'credentials.submit': { target: 'reauthenticating', actions: assign({ codeError: null }) },
        'prompt.cancel': { target: 'idle', actions: 'forget' },
      },
    },
    reauthenticating: {
      invoke: {
        id: 'reauthenticate',
        src: 'reauthenticate',
        input: ({ event }) =>
          event.type === 'credentials.submit' ? event.credentials : { password: '' },
        onDone: {
          target: 'changing',
          actions: assign({ recentUntil: ({ event }) => event.output.recentUntil }),
        },
        // Wrong password, wrong code or throttled: said in the prompt, which stays open.
        onError: { target: 'confirming', actions: 'setCodeError' },
      },
    },
    changing: {
      invoke: {
        id: 'performChange',
        src: 'performChange',
        input: ({ context }) => context.change ?? { kind: 'recovery_codes' },
        onDone: {
          target: 'idle',
          actions: assign({ result: ({ event }) => event.output, change: null }),
        },
        onError: [
          { guard: 'sessionTooOld', target: 'confirming', actions: assign({ recentUntil: 0 }) },
          { target: 'idle', actions: ['setError', assign({ change: null })] },
        ],
      },
    },
  },
});
