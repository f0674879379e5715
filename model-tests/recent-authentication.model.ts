import type { EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import { modelPaths } from './path-runner';
import { tableModel, type Expected } from './table-model';

/**
 * Spec §5's "Confirm it's you", written by hand: a security change runs at once within five
 * minutes of signing in, otherwise the user confirms with a password or code first (a wrong
 * one shows on the prompt); a change the server finds too old asks again, any other refusal
 * shows its message. The renewed session's time is kept from any state.
 */
export type RecentState = 'idle' | 'confirming' | 'reauthenticating' | 'changing';
export type RecentFacts = {
  recentUntil: number;
  pending: boolean;
  hasResult: boolean;
  error: string | null;
  codeError: string | null;
};
type Now = Expected<RecentState, RecentFacts>;
type Payload = {
  recentUntil?: number;
  now?: number;
  output?: { recentUntil?: number };
  error?: { code?: string; message?: string };
};

const go = (now: Now, state: RecentState, facts: Partial<RecentFacts> = {}): Now => ({
  state,
  facts: { ...now.facts, ...facts },
});

function step(now: Now, event: EventObject): Now | undefined {
  const p = event as unknown as Payload;
  if (event.type === 'session.update') return go(now, now.state, { recentUntil: p.recentUntil! });
  switch (`${now.state} ${event.type}`) {
    case 'idle change.request': {
      const kept = { pending: true, error: null, codeError: null, hasResult: false };
      return go(now, (p.now ?? 0) < now.facts.recentUntil ? 'changing' : 'confirming', kept);
    }
    case 'idle result.dismiss':
      return go(now, 'idle', { hasResult: false, error: null });
    case 'confirming credentials.submit':
      return go(now, 'reauthenticating', { codeError: null });
    case 'confirming prompt.cancel':
      return go(now, 'idle', { pending: false, error: null, codeError: null });
    case 'reauthenticating xstate.done.actor.reauthenticate':
      return go(now, 'changing', { recentUntil: p.output?.recentUntil ?? 0 });
    case 'reauthenticating xstate.error.actor.reauthenticate':
      return go(now, 'confirming', { codeError: p.error?.message ?? 'Something went wrong' });
    case 'changing xstate.done.actor.performChange':
      return go(now, 'idle', { hasResult: true, pending: false });
    case 'changing xstate.error.actor.performChange':
      return p.error?.code === 'session_too_old'
        ? go(now, 'confirming', { recentUntil: 0 })
        : go(now, 'idle', { error: p.error?.message ?? 'Something went wrong', pending: false });
    default:
      return undefined;
  }
}

const { machine, sampleEvents } = machineRegistry.recentAuthentication;

export const recentAuthenticationModel = tableModel<RecentState, RecentFacts>({
  name: 'recentAuthentication',
  paths: modelPaths(machine, sampleEvents),
  start: {
    state: 'idle',
    facts: { recentUntil: 0, pending: false, hasResult: false, error: null, codeError: null },
  },
  input: { recentUntil: 0 },
  step,
  probes: [
    ...sampleEvents,
    { type: 'change.request', change: { kind: 'recovery_codes' }, now: 5_000 },
    { type: 'prompt.cancel' },
    { type: 'result.dismiss' },
  ],
  context: (now, context) => {
    const c = context as {
      recentUntil: number;
      change: unknown;
      result: unknown;
      error: string | null;
      codeError: string | null;
    };
    return [
      ['recent until', now.facts.recentUntil, c.recentUntil],
      ['a change pending', now.facts.pending, c.change !== null],
      ['a result', now.facts.hasResult, c.result !== null],
      ['error', now.facts.error, c.error],
      ['code error', now.facts.codeError, c.codeError],
    ];
  },
});
