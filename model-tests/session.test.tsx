// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { createActor, type EventObject } from 'xstate';
import { sessionMachine } from '../machines/session.machine';
import { setUnauthenticatedHandler } from '../src/app/lib/api-client';
import { sessionStore } from '../src/app/lib/session-store';
import { SessionGate } from '../src/app/pages/auth/SessionGate';
import { deferredActors, delayOf } from './auth-deferred-actors';
import { coveredTransitions, transitionsOf } from './path-runner';
import { sessionModel, type SessionState } from './session.model';

const paths = sessionModel.paths;
const signedInAtStart = (path: { input?: unknown }) =>
  (path.input as { signedIn?: boolean } | undefined)?.signedIn ?? false;
const token = {
  status: 'signed_in' as const,
  next: null,
  access: 'a.b.c',
  refresh: 'r',
  clients: [],
  user_id: 'u',
  email: 'e@demo.test',
  first_name: 'E',
  last_name: 'F',
  intercom_user_hash: null,
};

/**
 * Two timers run while active; each path step names the one that fires, so the other is
 * set far away: the delays read which one the path needs next.
 */
function timedMachine(events: EventObject[]) {
  let step = 0;
  const next = () => delayOf(events.slice(step).find((e) => delayOf(e.type))?.type ?? '');
  const { actors, settle } = deferredActors(['refreshTokens', 'checkUser'] as const);
  const forgets: number[] = [];
  const machine = sessionMachine.provide({
    actors,
    actions: { forget: () => void forgets.push(step) },
    delays: {
      refreshDue: () => (next() === 'refreshDue' ? 1_000 : 1e9),
      recheck: () => (next() === 'recheck' ? 1_000 : 1e9),
    },
  });
  return { machine, settle, forgets, advance: () => (step += 1) };
}

describe('session machine: generated paths', () => {
  afterEach(() => vi.useRealTimers());

  it('take every transition of the machine', () => {
    const covered = coveredTransitions(sessionMachine, paths);
    for (const key of transitionsOf(sessionMachine)) expect(covered, key).toContain(key);
  });

  it.each(paths.map((p) => [p.name, p] as const))('machine: %s', async (_name, path) => {
    // Every step against the table written by hand (session.model), pure.
    sessionModel.replay(sessionMachine, path);
    // Then run on timers: the state and the tokens forgotten after every step.
    vi.useFakeTimers();
    const timed = timedMachine(path.events);
    const input = { signedIn: signedInAtStart(path) };
    const actor = createActor(timed.machine, { input }).start();
    const expected = sessionModel.expectedAlong(path.events, input);
    for (const [index, event] of path.events.entries()) {
      timed.advance();
      if (delayOf(event.type)) await vi.advanceTimersByTimeAsync(1_000);
      else if (!timed.settle(event)) actor.send(event as never);
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe(expected[index]!.state);
      expect(timed.forgets.length).toBe(expected[index]!.facts.forgets);
    }
    expect(actor.getSnapshot().value).toBe(path.target);
  });
});

it('starts active when the browser already holds a session', () => {
  const actor = createActor(sessionMachine, { input: { signedIn: true } }).start();
  expect(actor.getSnapshot().value).toBe('active');
  actor.stop();
});

/** The signed-in page, with the gate naming the session's state. */
const signedInPage = (state: SessionState) => () => {
  expect(screen.getByText('Signed-in page')).toBeTruthy();
  expect(document.querySelector('[data-session-state]')?.getAttribute('data-session-state')).toBe(
    state,
  );
};
/** What the page shows in each state, written by hand: signed out leaves for the login page. */
const shows: Record<SessionState, () => void> = {
  signedOut: () => {
    expect(screen.queryByText('Signed-in page')).toBeNull();
    expect(window.location.pathname).toBe('/auth/login');
  },
  active: signedInPage('active'),
  refreshing: signedInPage('refreshing'),
  checking: signedInPage('checking'),
};

describe('session view: generated paths', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/fund-family');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    setUnauthenticatedHandler(() => sessionStore.clear());
  });

  it.each(paths.map((p) => [p.name, p] as const))('view: %s', async (_name, path) => {
    vi.useFakeTimers();
    const timed = timedMachine(path.events);
    // A browser that already holds a session (the paths written for it).
    if (signedInAtStart(path)) sessionStore.signedIn(token);
    render(
      <Router>
        <SessionGate machine={timed.machine}>
          <p>Signed-in page</p>
        </SessionGate>
      </Router>,
    );
    for (const event of path.events) {
      timed.advance();
      await act(async () => {
        if (event.type === 'session.start') sessionStore.signedIn(token);
        // A 401 anywhere clears the stored session; the gate sees the tokens go.
        else if (event.type === 'session.unauthorized') sessionStore.clear();
        else if (delayOf(event.type)) await vi.advanceTimersByTimeAsync(1_000);
        else timed.settle(event);
        await vi.advanceTimersByTimeAsync(0);
      });
    }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    shows[path.target as SessionState]();
  });
});
