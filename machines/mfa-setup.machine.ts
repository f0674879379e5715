import { assign, fromPromise, setup } from 'xstate';
import type { MfaSetupResult, SignedInResult, TotpSetup } from '../src/api/auth';
import { errorMessage, isExpiredError } from './auth-error';

/** What set-up ends with: the new session's token data, or "expired". */
export type MfaSetupOutput = { token: SignedInResult | null } | { expired: true };

type MfaSetupContext = {
  flowToken: string;
  remember: boolean;
  totp: TotpSetup | null;
  recoveryCodes: string[];
  token: SignedInResult | null;
  error: string | null;
  expired: boolean;
};

type MfaSetupEvent =
  | { type: 'method.totp' }
  | { type: 'method.webauthn'; remember: boolean }
  | { type: 'method.back' }
  | { type: 'code.submit'; code: string; remember: boolean }
  | { type: 'codes.acknowledge' };

const notProvided = (name: string) => async () => {
  throw new Error(`${name} was not provided`);
};

/** Spec §5: a user with no verified factor sets one up (authenticator app or security key). */
export const mfaSetupMachine = setup({
  types: {
    context: {} as MfaSetupContext,
    events: {} as MfaSetupEvent,
    input: {} as { flowToken: string },
    output: {} as MfaSetupOutput,
  },
  actors: {
    startTotp: fromPromise<TotpSetup, { flowToken: string }>(notProvided('startTotp')),
    confirmTotp: fromPromise<
      MfaSetupResult,
      { flowToken: string; code: string; remember: boolean }
    >(notProvided('confirmTotp')),
    registerKey: fromPromise<MfaSetupResult, { flowToken: string; remember: boolean }>(
      notProvided('registerKey'),
    ),
  },
  guards: {
    expired: ({ event }) => isExpiredError((event as { error?: unknown }).error),
  },
  actions: {
    setError: assign({ error: ({ event }) => errorMessage((event as { error?: unknown }).error) }),
    clearError: assign({ error: null }),
    markExpired: assign({ expired: true }),
    finish: assign(({ event }) => {
      const done = (event as unknown as { output: MfaSetupResult }).output;
      return { recoveryCodes: done.recovery_codes, token: done.token, error: null };
    }),
  },
}).createMachine({
  id: 'mfaSetup',
  // Names for people: the workflows page and the exported paths (machine-labels).
  meta: {
    events: {
      'method.totp': 'Chooses an authenticator app',
      'method.webauthn': 'Chooses a security key',
      'method.back': 'Goes back to the choice',
      'code.submit': 'Submits the authenticator code',
      'codes.acknowledge': 'Has saved the recovery codes',
    },
    guards: { expired: 'the sign-in expired' },
    actors: {
      startTotp: 'the authenticator set-up',
      confirmTotp: 'the code check',
      registerKey: 'the key registration',
    },
  },
  description: 'MFA set-up for a user without a verified factor: app (QR code) or security key.',
  context: ({ input }) => ({
    flowToken: input?.flowToken ?? '',
    remember: false,
    totp: null,
    recoveryCodes: [],
    token: null,
    error: null,
    expired: false,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'method.totp': { target: 'startingTotp', actions: 'clearError' },
        'method.webauthn': {
          target: 'registeringKey',
          actions: [assign({ remember: ({ event }) => event.remember }), 'clearError'],
        },
      },
    },
    startingTotp: {
      invoke: {
        id: 'startTotp',
        src: 'startTotp',
        input: ({ context }) => ({ flowToken: context.flowToken }),
        onDone: { target: 'scanning', actions: assign({ totp: ({ event }) => event.output }) },
        onError: [
          { guard: 'expired', target: 'failed', actions: 'markExpired' },
          { target: 'choosing', actions: 'setError' },
        ],
      },
    },
    scanning: {
      description: 'The QR code and the secret are shown; the user types the first code.',
      on: {
        'code.submit': {
          target: 'verifyingTotp',
          actions: [assign({ remember: ({ event }) => event.remember }), 'clearError'],
        },
        'method.back': { target: 'choosing', actions: 'clearError' },
      },
    },
    verifyingTotp: {
      invoke: {
        id: 'confirmTotp',
        src: 'confirmTotp',
        input: ({ context, event }) => ({
          flowToken: context.flowToken,
          code: event.type === 'code.submit' ? event.code : '',
          remember: context.remember,
        }),
        onDone: { target: 'showingRecoveryCodes', actions: 'finish' },
        onError: [
          { guard: 'expired', target: 'failed', actions: 'markExpired' },
          { target: 'scanning', actions: 'setError' },
        ],
      },
    },
    registeringKey: {
      invoke: {
        id: 'registerKey',
        src: 'registerKey',
        input: ({ context }) => ({ flowToken: context.flowToken, remember: context.remember }),
        onDone: { target: 'showingRecoveryCodes', actions: 'finish' },
        onError: [
          { guard: 'expired', target: 'failed', actions: 'markExpired' },
          { target: 'choosing', actions: 'setError' },
        ],
      },
    },
    showingRecoveryCodes: {
      description: 'Shown once: the codes that stand in for a lost device.',
      on: { 'codes.acknowledge': 'done' },
    },
    done: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => (context.expired ? { expired: true } : { token: context.token }),
});
