import { initialTransition, transition, type AnyStateMachine } from 'xstate';
import { machineRegistry } from '../machines';
import type { ClosingEvent } from '../machines/closing.machine';
import { expectation, type MachineModel } from './machine-model';
import { modelPaths, type ModelPath } from './path-runner';

/**
 * What a closing must do, written by hand from spec §4 (not read from the machine or
 * allowedClosingActions): where each event leads from each state; an event a state does not
 * list is refused there. Sending for approval needs at least one commitment.
 */
type State = 'draft' | 'sent_for_approval' | 'complete' | 'finalized' | 'discarded';
type Expected = { state: State; commitmentCount: number };

const next: Record<State, Partial<Record<ClosingEvent['type'], State>>> = {
  draft: {
    'closing.commitments_change': 'draft',
    'closing.submit': 'sent_for_approval',
    'closing.discard': 'discarded',
  },
  sent_for_approval: {
    'closing.reject': 'draft',
    'closing.complete': 'complete',
    'closing.discard': 'discarded',
  },
  complete: { 'closing.finalize': 'finalized' },
  finalized: {},
  discarded: {},
};

/** The buttons each state offers (the closing page's action bar), by hand. */
export const closingActionsByState: Record<State, (count: number) => string[]> = {
  draft: (count) => (count > 0 ? ['send-for-approval', 'discard'] : ['discard']),
  sent_for_approval: () => ['reject', 'complete', 'discard'],
  complete: () => ['finalize'],
  finalized: () => [],
  discarded: () => [],
};

const probes: ClosingEvent[] = [
  { type: 'closing.commitments_change', commitmentCount: 1 },
  { type: 'closing.submit' },
  { type: 'closing.reject' },
  { type: 'closing.complete' },
  { type: 'closing.finalize' },
  { type: 'closing.discard' },
];

function accepts(expected: Expected, event: ClosingEvent): boolean {
  if (!(event.type in next[expected.state])) return false;
  return event.type !== 'closing.submit' || expected.commitmentCount > 0;
}

function step(expected: Expected, event: ClosingEvent): Expected {
  if (!accepts(expected, event)) return expected;
  return {
    state: next[expected.state][event.type]!,
    commitmentCount:
      event.type === 'closing.commitments_change'
        ? event.commitmentCount
        : expected.commitmentCount,
  };
}

const tags: Record<State, string[]> = {
  draft: ['editable'],
  sent_for_approval: [],
  complete: [],
  finalized: ['posted'],
  discarded: [],
};

/** Replays one path on `machine`, checking every step against the expectations above. */
export function replayClosingPath(machine: AnyStateMachine, path: ModelPath): void {
  let [snapshot] = initialTransition(machine, {});
  let expected: Expected = { state: 'draft', commitmentCount: 0 };
  const check = (where: string) => {
    expectation(
      snapshot.value === expected.state,
      `${where}: state`,
      expected.state,
      snapshot.value,
    );
    for (const tag of ['editable', 'posted']) {
      const want = tags[expected.state].includes(tag);
      expectation(snapshot.hasTag(tag) === want, `${where}: tag ${tag}`, want, !want);
    }
    for (const probe of probes) {
      const want = accepts(expected, probe);
      expectation(snapshot.can(probe) === want, `${where}: ${probe.type} accepted`, want, !want);
    }
  };
  check('at the start');
  path.events.forEach((event, index) => {
    [snapshot] = transition(machine, snapshot, event);
    expected = step(expected, event as ClosingEvent);
    check(`after step ${index + 1} (${event.type})`);
  });
  expectation(
    expected.state === path.target,
    'the path ends where it was generated to',
    path.target,
    expected.state,
  );
}

export const closingModel: MachineModel = {
  name: 'closing',
  paths: modelPaths(machineRegistry.closing.machine, machineRegistry.closing.sampleEvents),
  replay: replayClosingPath,
};
