import type { EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import { modelPaths } from './path-runner';
import { tableModel, type Expected } from './table-model';

/**
 * Spec §2/§8's sign-in, written by hand: identify, then a password, a magic link or an
 * emailed code; each answer signs in, asks for MFA set-up or for a second factor; a refused
 * answer goes back with its message (a wrong code on the code field), an expired one shows the
 * expired message and goes to logout after 100 ms. Sign-out is open from every state.
 */
export type AuthState =
  | 'identify'
  | 'chooseMethod'
  | 'password'
  | 'checkingPassword'
  | 'sendingLink'
  | 'linkSent'
  | 'sendingCode'
  | 'codeEntry'
  | 'checkingCode'
  | 'openingLink'
  | 'mfaChallenge'
  | 'checkingTotp'
  | 'checkingRecoveryCode'
  | 'checkingSecurityKey'
  | 'mfaSetup'
  | 'signedIn'
  | 'expired'
  | 'signingOut';
export type AuthFacts = {
  email: string;
  flowToken: string | null;
  error: string | null;
  codeError: string | null;
  /** Times the session was stored, the expiry announced, the user sent to logout. */
  stored: number;
  announced: number;
  loggedOut: number;
};
type Now = Expected<AuthState, AuthFacts>;
type Answer = { status?: string; flow_token?: string };
type Failure = { code?: string; message?: string };

const expiredCodes = ['expired_code', 'magic_link_failed', 'token_expired', 'session_too_old'];
const codeErrors = ['invalid_code', 'invalid_recovery_code'];

const go = (now: Now, state: AuthState, facts: Partial<AuthFacts> = {}): Now => ({
  state,
  facts: { ...now.facts, ...facts },
});
const cleared = { error: null, codeError: null };
const reset = { email: '', flowToken: null, ...cleared };

function expire(now: Now): Now {
  return go(now, 'expired', { ...reset, announced: now.facts.announced + 1 });
}

/** Where an answer leads: a session, MFA set-up, or a second factor. */
function route(now: Now, answer: Answer): Now {
  if (answer.status === 'signed_in') {
    return go(now, 'signedIn', { ...cleared, stored: now.facts.stored + 1 });
  }
  const flowToken = answer.flow_token ?? null;
  return go(now, answer.status === 'mfa_setup_required' ? 'mfaSetup' : 'mfaChallenge', {
    ...cleared,
    flowToken,
  });
}

/** A refused answer: expired ends the sign-in, anything else goes back with its message. */
function fail(now: Now, error: Failure, back: AuthState): Now {
  return expiredCodes.includes(error.code ?? '') ? expire(now) : goBack(now, error, back);
}

/** Back a step with the refusal's message: on the code field for a wrong code, else above. */
function goBack(now: Now, error: Failure, back: AuthState): Now {
  const message = error.message ?? 'Something went wrong';
  return codeErrors.includes(error.code ?? '')
    ? go(now, back, { codeError: message, error: null })
    : go(now, back, { error: message, codeError: null });
}

/** The states waiting on a check: its actor id and where a refusal goes back to. */
const checks: Partial<Record<AuthState, [string, AuthState]>> = {
  checkingPassword: ['signInPassword', 'password'],
  checkingCode: ['signInCode', 'codeEntry'],
  checkingTotp: ['verifyTotp', 'mfaChallenge'],
  checkingRecoveryCode: ['verifyRecoveryCode', 'mfaChallenge'],
  checkingSecurityKey: ['verifySecurityKey', 'mfaChallenge'],
};

/** The user's own moves: [state, event] → next state, errors cleared where marked. */
const moves: Partial<Record<AuthState, Record<string, [AuthState, 'clear' | 'keep']>>> = {
  identify: { 'link.open': ['openingLink', 'keep'] },
  chooseMethod: {
    'method.password': ['password', 'clear'],
    'method.magicLink': ['sendingLink', 'keep'],
    'method.code': ['sendingCode', 'keep'],
    'identity.change': ['identify', 'clear'],
  },
  password: {
    'password.submit': ['checkingPassword', 'keep'],
    'identity.change': ['identify', 'clear'],
  },
  linkSent: { 'link.resend': ['sendingLink', 'keep'], 'identity.change': ['identify', 'clear'] },
  codeEntry: {
    'code.submit': ['checkingCode', 'keep'],
    'code.resend': ['sendingCode', 'keep'],
    'identity.change': ['identify', 'clear'],
  },
  mfaChallenge: {
    'mfa.totp': ['checkingTotp', 'keep'],
    'mfa.recovery': ['checkingRecoveryCode', 'keep'],
    'mfa.webauthn': ['checkingSecurityKey', 'keep'],
  },
};

function step(now: Now, event: EventObject): Now | undefined {
  const payload = event as unknown as { email?: string; output?: unknown; error?: Failure };
  if (event.type === 'auth.logout') return go(now, 'signingOut');
  if (now.state === 'identify' && event.type === 'identity.submit') {
    return go(now, 'chooseMethod', { ...cleared, email: (payload.email ?? '').trim() });
  }
  const move = moves[now.state]?.[event.type];
  if (move) return go(now, move[0], move[1] === 'clear' ? cleared : {});
  const check = checks[now.state];
  if (check) {
    if (event.type === `xstate.done.actor.${check[0]}`) return route(now, payload.output as Answer);
    if (event.type === `xstate.error.actor.${check[0]}`) return fail(now, payload.error!, check[1]);
    return undefined;
  }
  switch (`${now.state} ${event.type}`) {
    case 'sendingLink xstate.done.actor.sendLink':
      return go(now, 'linkSent', cleared);
    case 'sendingCode xstate.done.actor.sendCode':
      return go(now, 'codeEntry', cleared);
    case 'sendingLink xstate.error.actor.sendLink':
    case 'sendingCode xstate.error.actor.sendCode':
      // An email that cannot be sent is never an expired sign-in.
      return goBack(now, payload.error!, 'chooseMethod');
    case 'openingLink xstate.done.actor.openMagicLink':
      return route(now, payload.output as Answer);
    case 'openingLink xstate.error.actor.openMagicLink':
      return expire(now);
    case 'mfaSetup xstate.done.actor.mfaSetup':
      return 'expired' in (payload.output as object)
        ? expire(now)
        : go(now, 'signedIn', { stored: now.facts.stored + 1 });
    case 'expired xstate.after.expiredRedirect.auth.expired':
      return go(now, 'identify', { loggedOut: now.facts.loggedOut + 1 });
    case 'signingOut xstate.done.actor.signOut':
    case 'signingOut xstate.error.actor.signOut':
      return go(now, 'identify', reset);
    default:
      return undefined;
  }
}

const { machine, sampleEvents } = machineRegistry.auth;

export const authStart: Now = {
  state: 'identify',
  facts: {
    email: '',
    flowToken: null,
    error: null,
    codeError: null,
    stored: 0,
    announced: 0,
    loggedOut: 0,
  },
};

export const authModel = tableModel<AuthState, AuthFacts>({
  name: 'auth',
  paths: modelPaths(machine, sampleEvents),
  start: authStart,
  input: { next: null },
  step,
  probes: [
    ...sampleEvents,
    ...[
      'identity.change',
      'method.password',
      'method.magicLink',
      'method.code',
      'link.resend',
      'code.resend',
      'auth.logout',
      'xstate.done.actor.sendLink',
      'xstate.done.actor.sendCode',
      'xstate.done.actor.signOut',
      'xstate.error.actor.signOut',
      'xstate.after.expiredRedirect.auth.expired',
    ].map((type) => ({ type })),
  ],
  context: (now, context) => {
    const c = context as Pick<AuthFacts, 'email' | 'flowToken' | 'error' | 'codeError'>;
    return [
      ['email', now.facts.email, c.email],
      ['flow token', now.facts.flowToken, c.flowToken],
      ['error', now.facts.error, c.error],
      ['code error', now.facts.codeError, c.codeError],
    ];
  },
});
