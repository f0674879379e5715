// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { mfaSetupMachine } from '../machines/mfa-setup.machine';
import { MfaSetupView } from '../src/app/pages/auth/MfaSetupView';
import { deferredActors, flush } from './auth-deferred-actors';
import { mfaSetupModel, type MfaSetupState } from './mfa-setup.model';
import { coveredTransitions, transitionsOf } from './path-runner';

const paths = mfaSetupModel.paths;
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
/** The error on screen: a wrong code on the code field (spec §8), any other above the form. */
const onCodeField = () => {
  const code = screen.getByLabelText('Code');
  return code.getAttribute('aria-invalid') === 'true'
    ? (code.nextSibling?.textContent ?? '')
    : null;
};
const aboveTheForm = () => screen.queryByRole('alert')?.textContent ?? null;
const shownError: Record<MfaSetupState, () => string | null> = {
  choosing: aboveTheForm,
  startingTotp: aboveTheForm,
  registeringKey: aboveTheForm,
  scanning: onCodeField,
  verifyingTotp: onCodeField,
  showingRecoveryCodes: aboveTheForm,
  done: aboveTheForm,
  failed: aboveTheForm,
};
/** What set-up hands the sign-in machine when it ends, by state (undefined: it has not ended). */
const output: Record<MfaSetupState, unknown> = {
  choosing: undefined,
  startingTotp: undefined,
  registeringKey: undefined,
  scanning: undefined,
  verifyingTotp: undefined,
  showingRecoveryCodes: undefined,
  done: { token: expect.objectContaining({ access: 'a' }) },
  failed: { expired: true },
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
    // Each step against the table written by hand (mfa-setup.model), pure.
    mfaSetupModel.replay(mfaSetupMachine, path);
    // Then run, with its actors held and settled by the path: what it outputs, by state.
    const { actor, settle } = startActor();
    for (const event of path.events) {
      if (!settle(event)) actor.send(event as never);
      await flush();
    }
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe(path.target);
    expect(snapshot.output).toEqual(output[path.target as MfaSetupState]);
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
    const expected = mfaSetupModel.expectedAlong(path.events);
    for (const [index, event] of path.events.entries()) {
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
      // What the user sees in the state the table expects, and the error it carries (none,
      // or the refused answer's message), after every step.
      const now = expected[index]!;
      sees[now.state]();
      expect(shownError[now.state]()).toBe(now.facts.error);
    }
    expect(expected.at(-1)?.state ?? 'choosing').toBe(path.target);
  });
});
