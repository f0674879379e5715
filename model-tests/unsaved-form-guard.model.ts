import type { EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import { modelPaths } from './path-runner';
import { tableModel, type Expected } from './table-model';

/**
 * Spec §4's unsaved-progress guard, written by hand: a clean form lets the user leave; a dirty
 * one asks (Discard changes, Cancel, Save progress) unless only the query string changes; a
 * failed save asks again with its message. Facts: where the user is, the navigation held.
 */
export type GuardState = 'clean' | 'dirty' | 'confirming' | 'saving';
export type GuardFacts = {
  location: string;
  navigations: number;
  pendingTo: string | null;
  error: string | null;
};
type Now = Expected<GuardState, GuardFacts>;

export const formPath = '/fund-family/1/setup';
const pathOf = (url: string) => url.split(/[?#]/)[0]!;
const go = (now: Now, state: GuardState, facts: Partial<GuardFacts> = {}): Now => ({
  state,
  facts: { ...now.facts, ...facts },
});
const leave = (now: Now, state: GuardState, to: string): Now =>
  go(now, state, {
    location: pathOf(to),
    navigations: now.facts.navigations + 1,
    pendingTo: null,
    error: null,
  });

function step(now: Now, event: EventObject): Now | undefined {
  const to = (event as { to?: string }).to ?? '/';
  const from = (event as { from?: string }).from;
  switch (`${now.state} ${event.type}`) {
    case 'clean form.change':
      return go(now, 'dirty');
    case 'clean navigation.attempt':
      return leave(now, 'clean', to);
    case 'dirty form.reset':
    case 'dirty form.submitted':
      return go(now, 'clean');
    case 'dirty navigation.attempt':
      return pathOf(to) === pathOf(from ?? '')
        ? leave(now, 'dirty', to)
        : go(now, 'confirming', { pendingTo: to, error: null });
    case 'confirming dialog.cancel':
      return go(now, 'dirty', { pendingTo: null, error: null });
    case 'confirming dialog.discard':
    case 'saving xstate.done.actor.saveProgress':
      return leave(now, 'clean', now.facts.pendingTo ?? '/');
    case 'confirming dialog.save':
      return go(now, 'saving');
    case 'saving xstate.error.actor.saveProgress':
      return go(now, 'confirming', { error: 'Save failed' });
    default:
      return undefined;
  }
}

const { machine, sampleEvents } = machineRegistry.unsavedFormGuard;

export const unsavedFormGuardModel = tableModel<GuardState, GuardFacts>({
  name: 'unsavedFormGuard',
  paths: modelPaths(machine, sampleEvents),
  start: {
    state: 'clean',
    facts: { location: formPath, navigations: 0, pendingTo: null, error: null },
  },
  step,
  probes: [
    ...sampleEvents,
    { type: 'form.change' },
    { type: 'form.reset' },
    { type: 'form.submitted' },
    { type: 'dialog.cancel' },
    { type: 'dialog.discard' },
    { type: 'dialog.save' },
    { type: 'xstate.done.actor.saveProgress' },
  ],
  tags: { unsaved: ['dirty', 'confirming', 'saving'] },
  context: (now, context) => {
    const c = context as { pending: { to: string } | null; error: string | null };
    return [
      ['navigation held', now.facts.pendingTo, c.pending?.to ?? null],
      ['error', now.facts.error, c.error],
    ];
  },
});
