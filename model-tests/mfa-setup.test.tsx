// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { machineRegistry } from '../machines';
import { mfaSetupMachine } from '../machines/mfa-setup.machine';
import { MfaSetupView } from '../src/app/pages/auth/MfaSetupView';
import { deferredActors, flush } from './auth-deferred-actors';
import { coveredTransitions, modelPaths, transitionsOf } from './path-runner';

const paths = modelPaths(mfaSetupMachine, machineRegistry.mfaSetup.sampleEvents);

type MfaSetupState =
  | 'choosing'
  | 'startingTotp'
  | 'registeringKey'
  | 'scanning'
  | 'verifyingTotp'
  | 'showingRecoveryCodes'
  | 'done'
  | 'failed';
const button = (name: string) => screen.getByRole('button', { name });
/** What the user sees in each state of the set-up, written by hand. */
const sees: Record<MfaSetupState, () => void> = {
  choosing: () => {
    expect(button('Use an authenticator app')).toHaveProperty('disabled', false);
    expect(button('Use a security key')).toHaveProperty('disabled', false);
  },
  startingTotp: () => expect(button('Preparing…')).toHaveProperty('disabled', true),
  registeringKey: () =>
    expect(button('Waiting for the security key…')).toHaveProperty('disabled', true),
  scanning: () => {
    expect(screen.getByAltText('QR code for the authenticator app')).toBeTruthy();
    expect(button('Choose another method')).toBeTruthy();
  },
  verifyingTotp: () => expect(button('Verifying…')).toHaveProperty('disabled', true),
  showingRecoveryCodes: () =>
    expect(screen.getByTestId('recovery-codes').textContent).toContain('abcde-fghjk'),
  done: () => expect(screen.getByTestId('recovery-codes').textContent).toContain('abcde-fghjk'),
  // The sign-in machine leaves the set-up when it fails; the choice stays drawn meanwhile.
  failed: () =>
    expect(screen.getByRole('region', { name: 'Set up two-step verification' })).toBeTruthy(),
};
const names = ['startTotp', 'confirmTotp', 'registerKey'] as const;

function startActor() {
  const { actors, settle } = deferredActors(names);
  const actor = createActor(mfaSetupMachine.provide({ actors }), {
    input: { flowToken: 'flow' },
  }).start();
  return { actor, settle };
}

describe('MFA set-up machine: generated paths', () => {
  it('take every transition of the machine', () => {
    const covered = coveredTransitions(mfaSetupMachine, paths);
    for (const key of transitionsOf(mfaSetupMachine)) expect(covered, key).toContain(key);
  });

  it.each(paths.map((p) => [p.name, p] as const))('machine: %s', async (_name, path) => {
    const { actor, settle } = startActor();
    for (const event of path.events) {
      if (!settle(event)) actor.send(event as never);
      await flush();
    }
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe(path.target);
    if (path.target === 'failed') expect(snapshot.output).toEqual({ expired: true });
    if (path.target === 'done') expect(snapshot.output).toMatchObject({ token: { access: 'a' } });
  });
});

describe('MFA set-up view: generated paths', () => {
  it('has what the user sees written for every state of the machine', () => {
    expect(Object.keys(sees).sort()).toEqual(Object.keys(mfaSetupMachine.root.states).sort());
  });

  afterEach(() => cleanup());

  it.each(paths.map((p) => [p.name, p] as const))('view: %s', async (_name, path) => {
    const { actor, settle } = startActor();
    render(<MfaSetupView actor={actor} rememberDays={30} />);
    for (const event of path.events) {
      await act(async () => {
        switch (event.type) {
          case 'method.totp':
            fireEvent.click(screen.getByRole('button', { name: 'Use an authenticator app' }));
            break;
          case 'method.webauthn':
            fireEvent.click(screen.getByRole('button', { name: 'Use a security key' }));
            break;
          case 'method.back':
            fireEvent.click(screen.getByRole('button', { name: 'Choose another method' }));
            break;
          case 'code.submit':
            fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
            fireEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
            break;
          case 'codes.acknowledge':
            fireEvent.click(screen.getByRole('button', { name: 'I saved them, continue' }));
            break;
          default:
            if (!settle(event)) throw new Error(`no view step for ${event.type}`);
        }
        await flush();
      });
    }
    // What the user sees in each state, for every state (a path ending in a state without
    // an entry fails to compile or run).
    expect(Object.keys(sees)).toContain(path.target);
    sees[path.target as MfaSetupState]();
    // The error the last answer carried stays on screen, unless it ended the set-up; no
    // other path shows one.
    const last = path.events.at(-1) as { type: string; error?: { message: string } } | undefined;
    const expectedError =
      last?.type.startsWith('xstate.error.') && path.target !== 'failed'
        ? last.error!.message
        : null;
    expect(screen.queryByText(expectedError ?? /^Incorrect code\.|not accepted/) !== null).toBe(
      expectedError !== null,
    );
  });
});
