// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { recentAuthenticationMachine } from '../machines/recent-authentication.machine';
import { ConfirmItsYouDialog } from '../src/app/pages/account/ConfirmItsYouDialog';
import { deferredActors, flush } from './auth-deferred-actors';
import { coveredTransitions, transitionsOf } from './path-runner';
import {
  recentAuthenticationModel,
  type RecentFacts,
  type RecentState,
} from './recent-authentication.model';

const paths = recentAuthenticationModel.paths;

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
    // Every step against the table written by hand (recent-authentication.model), pure.
    recentAuthenticationModel.replay(recentAuthenticationMachine, path);
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

/** The prompt in each state, written by hand: shown while confirming, its button busy while checking. */
const prompt: Record<RecentState, { shown: boolean; confirm: string | null }> = {
  idle: { shown: false, confirm: null },
  confirming: { shown: true, confirm: 'Confirm' },
  reauthenticating: { shown: true, confirm: 'Checking…' },
  changing: { shown: false, confirm: null },
};

function sees(state: RecentState, facts: RecentFacts, where: string) {
  const form = screen.queryByRole('form', { name: "Confirm it's you" });
  expect(form !== null, where).toBe(prompt[state].shown);
  expect(form?.querySelector('button[type="submit"]')?.textContent ?? null, where).toBe(
    prompt[state].confirm,
  );
  // A wrong password or code shows on the prompt until the next try.
  expect(
    screen.queryByText(facts.codeError ?? 'no wrong credentials') !== null && prompt[state].shown,
    where,
  ).toBe(facts.codeError !== null && prompt[state].shown);
}

describe('confirm-it-is-you dialog: generated paths', () => {
  afterEach(() => cleanup());

  it.each(paths.map((p) => [p.name, p] as const))('view: %s', async (_name, path) => {
    const { actor, settle } = startActor();
    render(<ConfirmItsYouDialog actor={actor} hasPassword hasAuthenticator />);
    const expected = recentAuthenticationModel.expectedAlong(path.events);
    for (const [index, event] of path.events.entries()) {
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
      const now = expected[index]!;
      sees(now.state, now.facts, `after step ${index + 1} (${event.type})`);
    }
    expect(actor.getSnapshot().value).toBe(path.target);
  });
});
