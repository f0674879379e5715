import { assign, fromPromise, setup } from 'xstate';
import type { SignedInResult, SignInResult } from '../src/api/auth';
import { errorMessage, isCodeError, isExpiredError } from './auth-error';
import { mfaSetupMachine, type MfaSetupOutput } from './mfa-setup.machine';

/** Spec §9: after an auth error the app goes to logout 100 ms later. */
export const expiredRedirectMs = 100;

type AuthContext = {
  email: string;
  next: string | null;
  flowToken: string | null;
  factors: string[];
  hasRecoveryCodes: boolean;
  token: SignedInResult | null;
  error: string | null;
  codeError: string | null;
};

type AuthEvent =
  | { type: 'identity.submit'; email: string }
  | { type: 'identity.change' }
  | { type: 'method.password' }
  | { type: 'method.magicLink' }
  | { type: 'method.code' }
  | { type: 'password.submit'; password: string }
  | { type: 'link.open'; token: string }
  | { type: 'link.resend' }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | { type: 'mfa.totp'; code: string; remember: boolean }
  | { type: 'mfa.recovery'; code: string; remember: boolean }
  | { type: 'mfa.webauthn'; remember: boolean }
  | { type: 'auth.logout' };

type FlowInput = { flowToken: string; remember: boolean };
type CodeInput = FlowInput & { code: string };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} was not provided`);
};

const outputOf = (event: unknown) => (event as { output: SignInResult }).output;
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

/** Where a first or second factor leads: a session, MFA set-up, or an MFA challenge. */
const route = [
  { guard: 'signedIn', target: '#auth.signedIn', actions: 'takeResult' },
  { guard: 'setupRequired', target: '#auth.mfaSetup', actions: 'takeResult' },
  { target: '#auth.mfaChallenge', actions: 'takeResult' },
] as const;

const failure = (back: string) =>
  [
    { guard: 'expired', target: '#auth.expired' },
    { target: back, actions: 'setError' },
  ] as const;

/**
 * Sign-in (spec §2 Auth): identify → method (password, magic link, emailed code) → MFA
 * set-up or challenge (authenticator, recovery code, security key) → signed in. Any
 * "expired" answer shows the expired message and goes to logout after 100 ms.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as { next?: string | null },
  },
  actors: {
    signInPassword: fromPromise<
      SignInResult,
      { email: string; password: string; next: string | null }
    >(notProvided('signInPassword')),
    requestEmail: fromPromise<
      void,
      { email: string; kind: 'magic_link' | 'login_code'; next: string | null }
    >(notProvided('requestEmail')),
    signInCode: fromPromise<SignInResult, { email: string; code: string }>(
      notProvided('signInCode'),
    ),
    openMagicLink: fromPromise<SignInResult, { token: string }>(notProvided('openMagicLink')),
    verifyTotp: fromPromise<SignInResult, CodeInput>(notProvided('verifyTotp')),
    verifyRecoveryCode: fromPromise<SignInResult, CodeInput>(notProvided('verifyRecoveryCode')),
    verifySecurityKey: fromPromise<SignInResult, FlowInput>(notProvided('verifySecurityKey')),
    signOut: fromPromise<void>(notProvided('signOut')),
    mfaSetup: mfaSetupMachine,
  },
  guards: {
    signedIn: ({ event }) => outputOf(event).status === 'signed_in',
    setupRequired: ({ event }) => outputOf(event).status === 'mfa_setup_required',
    expired: ({ event }) => isExpiredError(errorOf(event)),
    setupExpired: ({ event }) =>
      'expired' in (event as unknown as { output: MfaSetupOutput }).output,
  },
  actions: {
    takeResult: assign(({ event }) => {
      const result = outputOf(event);
      if (result.status === 'signed_in') {
        return { token: result, next: result.next, error: null, codeError: null };
      }
      return {
        flowToken: result.flow_token,
        factors: result.factors,
        hasRecoveryCodes: result.has_recovery_codes,
        next: result.next,
        error: null,
        codeError: null,
      };
    }),
    setError: assign(({ event }) => {
      const error = errorOf(event);
      return isCodeError(error)
        ? { codeError: errorMessage(error), error: null }
        : { error: errorMessage(error), codeError: null };
    }),
    clearErrors: assign({ error: null, codeError: null }),
    reset: assign({
      email: '',
      flowToken: null,
      factors: [],
      hasRecoveryCodes: false,
      token: null,
      error: null,
      codeError: null,
    }),
    // The view supplies these: storing the session, the toast and the navigation.
    storeSession: () => {},
    announceExpiry: () => {},
    redirectToLogout: () => {},
  },
  delays: { expiredRedirect: expiredRedirectMs },
}).createMachine({
  id: 'auth',
  // Names for people (the workflows page, the exported paths): events, guards and the work
  // each checking state waits for (machine-labels).
  meta: {
    label: 'Sign-in',
    events: {
      'identity.submit': 'Person enters their email',
      'identity.change': 'Person changes the email',
      'method.password': 'Chooses password',
      'method.magicLink': 'Chooses an emailed link',
      'method.code': 'Chooses an emailed code',
      'password.submit': 'Submits the password',
      'link.open': 'Opens the emailed link',
      'link.resend': 'Asks for the link again',
      'code.submit': 'Submits the emailed code',
      'code.resend': 'Asks for the code again',
      'mfa.totp': 'Enters an authenticator code',
      'mfa.recovery': 'Enters a recovery code',
      'mfa.webauthn': 'Uses a security key',
      'auth.logout': 'Signs out',
    },
    guards: {
      signedIn: 'signed in',
      setupRequired: 'MFA set-up required',
      expired: 'the sign-in expired',
      setupExpired: 'the set-up expired',
    },
    actors: {
      signInPassword: 'the password check',
      sendLink: 'the link email',
      sendCode: 'the code email',
      signInCode: 'the code check',
      openMagicLink: 'the link check',
      verifyTotp: 'the authenticator check',
      verifyRecoveryCode: 'the recovery code check',
      verifySecurityKey: 'the security key check',
      mfaSetup: 'MFA set-up',
      signOut: 'signing out',
    },
  },
  context: ({ input }) => ({
    email: '',
    next: input?.next ?? null,
    flowToken: null,
    factors: [],
    hasRecoveryCodes: false,
    token: null,
    error: null,
    codeError: null,
  }),
  initial: 'identify',
  on: { 'auth.logout': { target: '.signingOut' } },
  states: {
    identify: {
      on: {
        'identity.submit': {
          target: 'chooseMethod',
          actions: [assign({ email: ({ event }) => event.email.trim() }), 'clearErrors'],
        },
        'link.open': 'openingLink',
      },
    },
    chooseMethod: {
      on: {
        'method.password': { target: 'password', actions: 'clearErrors' },
        'method.magicLink': 'sendingLink',
        'method.code': 'sendingCode',
        'identity.change': { target: 'identify', actions: 'clearErrors' },
      },
    },
    password: {
      on: {
        'password.submit': 'checkingPassword',
        'identity.change': { target: 'identify', actions: 'clearErrors' },
      },
    },
    checkingPassword: {
      invoke: {
        id: 'signInPassword',
        src: 'signInPassword',
        input: ({ context, event }) => ({
          email: context.email,
          password: event.type === 'password.submit' ? event.password : '',
          next: context.next,
        }),
        onDone: [...route],
        onError: [...failure('#auth.password')],
      },
    },
    sendingLink: {
      invoke: {
        id: 'sendLink',
        src: 'requestEmail',
        input: ({ context }) => ({
          email: context.email,
          kind: 'magic_link' as const,
          next: context.next,
        }),
        onDone: { target: 'linkSent', actions: 'clearErrors' },
        onError: { target: 'chooseMethod', actions: 'setError' },
      },
    },
    linkSent: {
      description: 'The link is in the mail; opening it continues at /auth/continue.',
      on: {
        'link.resend': 'sendingLink',
        'identity.change': { target: 'identify', actions: 'clearErrors' },
      },
    },
    sendingCode: {
      invoke: {
        id: 'sendCode',
        src: 'requestEmail',
        input: ({ context }) => ({
          email: context.email,
          kind: 'login_code' as const,
          next: context.next,
        }),
        onDone: { target: 'codeEntry', actions: 'clearErrors' },
        onError: { target: 'chooseMethod', actions: 'setError' },
      },
    },
    codeEntry: {
      on: {
        'code.submit': 'checkingCode',
        'code.resend': 'sendingCode',
        'identity.change': { target: 'identify', actions: 'clearErrors' },
      },
    },
    checkingCode: {
      invoke: {
        id: 'signInCode',
        src: 'signInCode',
        input: ({ context, event }) => ({
          email: context.email,
          code: event.type === 'code.submit' ? event.code : '',
        }),
        onDone: [...route],
        onError: [...failure('#auth.codeEntry')],
      },
    },
    openingLink: {
      invoke: {
        id: 'openMagicLink',
        src: 'openMagicLink',
        input: ({ event }) => ({ token: event.type === 'link.open' ? event.token : '' }),
        onDone: [...route],
        onError: [{ target: 'expired' }],
      },
    },
    mfaChallenge: {
      on: {
        'mfa.totp': 'checkingTotp',
        'mfa.recovery': 'checkingRecoveryCode',
        'mfa.webauthn': 'checkingSecurityKey',
      },
    },
    checkingTotp: {
      invoke: {
        id: 'verifyTotp',
        src: 'verifyTotp',
        input: ({ context, event }) => ({
          flowToken: context.flowToken ?? '',
          code: event.type === 'mfa.totp' ? event.code : '',
          remember: event.type === 'mfa.totp' && event.remember,
        }),
        onDone: [...route],
        onError: [...failure('#auth.mfaChallenge')],
      },
    },
    checkingRecoveryCode: {
      invoke: {
        id: 'verifyRecoveryCode',
        src: 'verifyRecoveryCode',
        input: ({ context, event }) => ({
          flowToken: context.flowToken ?? '',
          code: event.type === 'mfa.recovery' ? event.code : '',
          remember: event.type === 'mfa.recovery' && event.remember,
        }),
        onDone: [...route],
        onError: [...failure('#auth.mfaChallenge')],
      },
    },
    checkingSecurityKey: {
      invoke: {
        id: 'verifySecurityKey',
        src: 'verifySecurityKey',
        input: ({ context, event }) => ({
          flowToken: context.flowToken ?? '',
          remember: event.type === 'mfa.webauthn' && event.remember,
        }),
        onDone: [...route],
        onError: [...failure('#auth.mfaChallenge')],
      },
    },
    mfaSetup: {
      invoke: {
        id: 'mfaSetup',
        src: 'mfaSetup',
        input: ({ context }) => ({ flowToken: context.flowToken ?? '' }),
        onDone: [
          { guard: 'setupExpired', target: 'expired' },
          {
            target: 'signedIn',
            actions: assign({
              token: ({ event }) => (event.output as { token: SignedInResult }).token ?? null,
            }),
          },
        ],
      },
    },
    signedIn: {
      entry: 'storeSession',
    },
    expired: {
      description: "Spec §8: 'Session has expired. Login again to continue.', then logout.",
      entry: ['reset', 'announceExpiry'],
      after: { expiredRedirect: { target: 'identify', actions: 'redirectToLogout' } },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'identify', actions: 'reset' },
        onError: { target: 'identify', actions: 'reset' },
      },
    },
  },
});
