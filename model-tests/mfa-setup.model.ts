import type { EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import { modelPaths } from './path-runner';
import { tableModel, type Expected } from './table-model';

/**
 * Spec §5's MFA set-up, written by hand: choose an authenticator app (its QR code, then the
 * first code) or a security key; either ends with the recovery codes shown once. A refused
 * answer goes back a step with its message; an expired sign-in ends the set-up.
 */
export type MfaSetupState =
  | 'choosing'
  | 'startingTotp'
  | 'registeringKey'
  | 'scanning'
  | 'verifyingTotp'
  | 'showingRecoveryCodes'
  | 'done'
  | 'failed';
type Facts = { error: string | null; expired: boolean };
type Now = Expected<MfaSetupState, Facts>;

const at = (state: MfaSetupState, error: string | null = null, expired = false): Now => ({
  state,
  facts: { error, expired },
});
/** The codes spec §8 counts as an expired sign-in. */
const expiredCodes = ['expired_code', 'magic_link_failed', 'token_expired', 'session_too_old'];

/** An actor's answer: done goes on, an expired sign-in fails, any other error goes back. */
function answer(event: EventObject, id: string, done: MfaSetupState, back: MfaSetupState) {
  if (event.type === `xstate.done.actor.${id}`) return at(done);
  if (event.type !== `xstate.error.actor.${id}`) return undefined;
  const error = (event as { error?: { code?: string; message?: string } }).error;
  return expiredCodes.includes(error?.code ?? '')
    ? at('failed', null, true)
    : at(back, error?.message ?? 'Something went wrong');
}

function step(now: Now, event: EventObject): Now | undefined {
  switch (now.state) {
    case 'choosing':
      if (event.type === 'method.totp') return at('startingTotp');
      if (event.type === 'method.webauthn') return at('registeringKey');
      return undefined;
    case 'startingTotp':
      return answer(event, 'startTotp', 'scanning', 'choosing');
    case 'scanning':
      if (event.type === 'code.submit') return at('verifyingTotp');
      if (event.type === 'method.back') return at('choosing');
      return undefined;
    case 'verifyingTotp':
      return answer(event, 'confirmTotp', 'showingRecoveryCodes', 'scanning');
    case 'registeringKey':
      return answer(event, 'registerKey', 'showingRecoveryCodes', 'choosing');
    case 'showingRecoveryCodes':
      return event.type === 'codes.acknowledge' ? { ...now, state: 'done' } : undefined;
    case 'done':
    case 'failed':
      return undefined;
  }
}

const { machine, sampleEvents } = machineRegistry.mfaSetup;

export const mfaSetupModel = tableModel<MfaSetupState, Facts>({
  name: 'mfaSetup',
  paths: modelPaths(machine, sampleEvents),
  start: at('choosing'),
  input: { flowToken: 'flow' },
  step,
  probes: [
    { type: 'method.totp' },
    { type: 'method.back' },
    { type: 'codes.acknowledge' },
    ...sampleEvents,
  ],
  context: (now, context) => {
    const { error, expired } = context as Facts;
    return [
      ['error', now.facts.error, error],
      ['expired', now.facts.expired, expired],
    ];
  },
});
