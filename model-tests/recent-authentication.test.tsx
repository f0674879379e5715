// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { machineRegistry } from '../machines';
import { recentAuthenticationMachine } from '../machines/recent-authentication.machine';
import { ConfirmItsYouDialog } from '../src/app/pages/account/ConfirmItsYouDialog';
import { deferredActors, flush } from './auth-deferred-actors';
import { coveredTransitions, modelPaths, transitionsOf } from './path-runner';

const paths = modelPaths(
  recentAuthenticationMachine,
  machineRegistry.recentAuthentication.sampleEvents,
);

function startActor() {
  const { actors, settle } = deferredActors(['performChange', 'reauthenticate'] as const);
  const actor = createActor(recentAuthenticationMachine.provide({ actors }), {
    input: { recentUntil: 0 },
  }).start();
  return { actor, settle };
}

describe('confirm-it-is-you machine: generated paths', () => {
  it('take every transition of the machine', () => {
    const covered = coveredTransitions(recentAuthenticationMachine, paths);
    for (const key of transitionsOf(recentAuthenticationMachine)) {
      expect(covered, key).toContain(key);
    }
  });

  it.each(paths.map((p) => [p.name, p] as const))('machine: %s', async (_name, path) => {
    const { actor, settle } = startActor();
    for (const event of path.events) {
      if (!settle(event)) actor.send(event as never);
      await flush();
    }
    expect(actor.getSnapshot().value).toBe(path.target);
  });

  it('runs a change at once after a recent sign-in, and asks first after 5 minutes', () => {
    const { actor } = startActor();
    actor.send({ type: 'session.update', recentUntil: 2_000 });
    actor.send({ type: 'change.request', change: { kind: 'recovery_codes' }, now: 1_999 });
    expect(actor.getSnapshot().value).toBe('changing');
    const late = startActor().actor;
    late.send({ type: 'session.update', recentUntil: 2_000 });
    late.send({ type: 'change.request', change: { kind: 'recovery_codes' }, now: 2_000 });
    expect(late.getSnapshot().value).toBe('confirming');
  });
});

describe('confirm-it-is-you dialog: generated paths', () => {
  afterEach(() => cleanup());

  it.each(paths.map((p) => [p.name, p] as const))('view: %s', async (_name, path) => {
    const { actor, settle } = startActor();
    render(<ConfirmItsYouDialog actor={actor} hasPassword hasAuthenticator />);
    for (const event of path.events) {
      await act(async () => {
        switch (event.type) {
          case 'credentials.submit':
            fireEvent.change(screen.getByLabelText('Password'), {
              target: { value: 'correct horse battery' },
            });
            fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
            break;
          case 'prompt.cancel':
            fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
            break;
          default:
            // Requests come from the page's buttons; the dialog shows only the prompt.
            if (!settle(event)) actor.send(event as never);
        }
        await flush();
      });
    }
    expect(actor.getSnapshot().value).toBe(path.target);
    const prompt = screen.queryByRole('form', { name: "Confirm it's you" });
    const prompting = path.target === 'confirming' || path.target === 'reauthenticating';
    expect(prompt !== null).toBe(prompting);
    if (path.target === 'reauthenticating') {
      expect(screen.getByRole('button', { name: 'Checking…' })).toBeTruthy();
    }
    const last = path.events.at(-1) as { type: string; error?: { message: string } } | undefined;
    if (last?.type === 'xstate.error.actor.reauthenticate') {
      expect(screen.getByText(last.error!.message)).toBeTruthy();
    }
  });
});
