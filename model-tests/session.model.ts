import type { EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import { modelPaths } from './path-runner';
import { tableModel, type Expected } from './table-model';

/**
 * Spec §7/§8's browser session, written by hand: signed in, it refreshes the tokens when they
 * are due and re-checks the user every 5 minutes; a 401 anywhere, a failed refresh or a user
 * check answered 401 signs out and forgets the tokens; a user check failing otherwise
 * (offline) keeps the session. Facts: how often the tokens were forgotten.
 */
export type SessionState = 'signedOut' | 'active' | 'refreshing' | 'checking';
type Facts = { forgets: number };
type Now = Expected<SessionState, Facts>;

const go = (state: SessionState, facts: Facts): Now => ({ state, facts });
const signOut = (now: Now) => go('signedOut', { forgets: now.facts.forgets + 1 });

function step(now: Now, event: EventObject): Now | undefined {
  if (event.type === 'session.unauthorized' && now.state !== 'signedOut') return signOut(now);
  const status = (event as { error?: { status?: number } }).error?.status;
  switch (`${now.state} ${event.type}`) {
    case 'signedOut session.start':
      return go('active', now.facts);
    case 'active xstate.after.refreshDue.session.active':
      return go('refreshing', now.facts);
    case 'active xstate.after.recheck.session.active':
      return go('checking', now.facts);
    case 'refreshing xstate.done.actor.refreshTokens':
    case 'checking xstate.done.actor.checkUser':
      return go('active', now.facts);
    case 'refreshing xstate.error.actor.refreshTokens':
      return signOut(now);
    case 'checking xstate.error.actor.checkUser':
      return status === 401 ? signOut(now) : go('active', now.facts);
    default:
      return undefined;
  }
}

const { machine, sampleEvents } = machineRegistry.session;

/**
 * Paths from a browser that already holds a session (the generated ones start without one),
 * so booting's signed-in branch and every way out of a live session are checked from there.
 */
const refreshDue = { type: 'xstate.after.refreshDue.session.active' };
const recheck = { type: 'xstate.after.recheck.session.active' };
const unauthorized = { type: 'session.unauthorized' };
const answered401 = (id: string) => ({ type: `xstate.error.actor.${id}`, error: { status: 401 } });
const signedInPaths = (
  [
    [[], 'active'],
    [[unauthorized], 'signedOut'],
    [[refreshDue, unauthorized], 'signedOut'],
    [[refreshDue, answered401('refreshTokens')], 'signedOut'],
    [[refreshDue, { type: 'xstate.done.actor.refreshTokens' }], 'active'],
    [[recheck, unauthorized], 'signedOut'],
    [[recheck, answered401('checkUser')], 'signedOut'],
  ] as const
).map(([events, target]) => ({
  name: `(signed in) ${events.map((e) => e.type).join(' → ') || '(initial)'} ⇒ ${target}`,
  events: [...events],
  target,
  input: { signedIn: true },
}));

export const sessionModel = tableModel<SessionState, Facts>({
  name: 'session',
  paths: [...modelPaths(machine, sampleEvents), ...signedInPaths],
  // The browser holds no session: booting passes straight to signed out.
  start: go('signedOut', { forgets: 0 }),
  input: { signedIn: false },
  startFrom: (input) =>
    go((input as { signedIn: boolean }).signedIn ? 'active' : 'signedOut', { forgets: 0 }),
  step,
  probes: [
    ...sampleEvents,
    { type: 'session.start' },
    { type: 'session.unauthorized' },
    { type: 'xstate.after.refreshDue.session.active' },
    { type: 'xstate.after.recheck.session.active' },
    { type: 'xstate.done.actor.refreshTokens' },
    { type: 'xstate.done.actor.checkUser' },
  ],
});
