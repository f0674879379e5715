import { initialTransition, transition, type AnyStateMachine, type EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import type { CapitalEventEvent } from '../machines/capital-event.machine';
import { modelPaths, type ModelPath } from './path-runner';
import { expectation, type MachineModel } from './machine-model';

/**
 * What the capital event must do, written by hand from spec §4 and issue 17 (not read from
 * the machine or its helpers): the model test and the mutation check hold the machine to it.
 */
type State = 'draft' | 'in_progress' | 'completed' | 'out_of_date' | 'cancelled' | 'deleted';
type Facts = {
  useCount: number;
  checksPass: boolean;
  noticesBlockFinalize: boolean;
  preparedBy: string | null;
  workflow: 'finalize' | 'refresh' | null;
};
type Expected = { state: State; facts: Facts };

const start: Expected = {
  state: 'draft',
  facts: {
    useCount: 0,
    checksPass: false,
    noticesBlockFinalize: false,
    preparedBy: null,
    workflow: null,
  },
};

/** Where each event leads from each state; an event a state does not list is refused there. */
const next: Record<State, Partial<Record<string, State | ((facts: Facts) => State)>>> = {
  draft: {
    'capital_event.uses_change': 'draft',
    'capital_event.checks_change': 'draft',
    'capital_event.notices_change': 'draft',
    'capital_event.finalize': 'in_progress',
    'capital_event.cancel': 'cancelled',
    'capital_event.delete': 'deleted',
  },
  in_progress: {
    'capital_event.workflow_done': 'completed',
    // A failed posting leaves a draft (nothing posted); a failed refresh stays out of date.
    'capital_event.workflow_fail': (facts) =>
      facts.workflow === 'refresh' ? 'out_of_date' : 'draft',
  },
  completed: {
    'capital_event.rollback': 'out_of_date',
    'capital_event.hard_rollback': 'deleted',
  },
  out_of_date: {
    'capital_event.refresh': 'in_progress',
    'capital_event.hard_rollback': 'deleted',
  },
  cancelled: {},
  deleted: {},
};

/** Finalize is refused unless every condition holds (preparerMayApprove is off in these paths). */
const mayFinalize = (facts: Facts, userId: string) =>
  facts.useCount > 0 &&
  facts.checksPass &&
  !facts.noticesBlockFinalize &&
  (facts.preparedBy === null || facts.preparedBy !== userId);

/** The events asked of every state: the page's actions (by both users) and the workflow's. */
const probes: CapitalEventEvent[] = [
  { type: 'capital_event.uses_change', useCount: 1, userId: 'preparer' },
  { type: 'capital_event.checks_change', checksPass: true },
  { type: 'capital_event.notices_change', noticesBlockFinalize: false },
  { type: 'capital_event.finalize', userId: 'approver' },
  { type: 'capital_event.finalize', userId: 'preparer' },
  { type: 'capital_event.cancel' },
  { type: 'capital_event.delete' },
  { type: 'capital_event.workflow_done' },
  { type: 'capital_event.workflow_fail' },
  { type: 'capital_event.rollback' },
  { type: 'capital_event.hard_rollback' },
  { type: 'capital_event.refresh' },
];

function accepts(expected: Expected, event: EventObject): boolean {
  if (!(event.type in next[expected.state])) return false;
  if (event.type === 'capital_event.finalize') {
    return mayFinalize(expected.facts, (event as unknown as { userId: string }).userId);
  }
  return true;
}

function step(expected: Expected, event: EventObject): Expected {
  if (!accepts(expected, event)) return expected;
  const payload = event as unknown as Partial<Facts> & { userId?: string };
  const facts = { ...expected.facts };
  if (event.type === 'capital_event.uses_change') {
    facts.useCount = payload.useCount!;
    facts.preparedBy = payload.userId!;
  }
  if (event.type === 'capital_event.checks_change') facts.checksPass = payload.checksPass!;
  if (event.type === 'capital_event.notices_change') {
    facts.noticesBlockFinalize = payload.noticesBlockFinalize!;
  }
  const to = next[expected.state][event.type]!;
  const state = typeof to === 'function' ? to(facts) : to;
  if (event.type === 'capital_event.finalize') facts.workflow = 'finalize';
  if (event.type === 'capital_event.refresh') facts.workflow = 'refresh';
  if (event.type === 'capital_event.workflow_done' || event.type === 'capital_event.workflow_fail')
    facts.workflow = null;
  return { state, facts };
}

/** The tags each state must carry: editable only as a draft, running while in progress. */
const tags: Record<State, string[]> = {
  draft: ['editable'],
  in_progress: ['running'],
  completed: ['posted'],
  out_of_date: ['posted'],
  cancelled: [],
  deleted: [],
};

/** Replays one path on `machine`, checking every step against the hand-written expectations. */
export function replayCapitalEventPath(machine: AnyStateMachine, path: ModelPath): void {
  let [snapshot] = initialTransition(machine);
  let expected = start;
  const check = (where: string) => {
    expectation(
      snapshot.value === expected.state,
      `${where}: state`,
      expected.state,
      snapshot.value,
    );
    for (const tag of ['editable', 'running', 'posted']) {
      const want = tags[expected.state].includes(tag);
      expectation(snapshot.hasTag(tag) === want, `${where}: tag ${tag}`, want, !want);
    }
    for (const probe of probes) {
      const want = accepts(expected, probe);
      const label = `${where}: ${probe.type}${'userId' in probe ? ` by ${String(probe.userId)}` : ''} accepted`;
      expectation(snapshot.can(probe) === want, label, want, !want);
    }
  };
  check('at the start');
  path.events.forEach((event, index) => {
    [snapshot] = transition(machine, snapshot, event);
    expected = step(expected, event);
    check(`after step ${index + 1} (${event.type})`);
  });
  expectation(
    expected.state === path.target,
    'the path ends where it was generated to',
    path.target,
    expected.state,
  );
}

/**
 * Paths the generator does not pick as shortest but the rules turn on: the preparer is
 * refused by maker-checker, blocking notices refuse finalize, and a failed refresh.
 */
const finalizable: CapitalEventEvent[] = [
  { type: 'capital_event.uses_change', useCount: 2, userId: 'preparer' },
  { type: 'capital_event.checks_change', checksPass: true },
];
const handPath = (name: string, events: CapitalEventEvent[], target: State): ModelPath => ({
  name,
  events,
  target,
});
export const capitalEventHandPaths: ModelPath[] = [
  handPath(
    'the preparer cannot finalize their own draft ⇒ draft',
    [...finalizable, { type: 'capital_event.finalize', userId: 'preparer' }],
    'draft',
  ),
  handPath(
    'notices out of date or failed refuse finalize ⇒ draft',
    [
      ...finalizable,
      { type: 'capital_event.notices_change', noticesBlockFinalize: true },
      { type: 'capital_event.finalize', userId: 'approver' },
    ],
    'draft',
  ),
  handPath(
    'checks failing again refuse finalize ⇒ draft',
    [
      ...finalizable,
      { type: 'capital_event.checks_change', checksPass: false },
      { type: 'capital_event.finalize', userId: 'approver' },
    ],
    'draft',
  ),
  handPath(
    'a failed posting leaves a draft that can be finalized again ⇒ completed',
    [
      ...finalizable,
      { type: 'capital_event.finalize', userId: 'approver' },
      { type: 'capital_event.workflow_fail' },
      { type: 'capital_event.finalize', userId: 'approver' },
      { type: 'capital_event.workflow_done' },
    ],
    'completed',
  ),
  handPath(
    'a failed refresh stays out of date and can be refreshed again ⇒ completed',
    [
      ...finalizable,
      { type: 'capital_event.finalize', userId: 'approver' },
      { type: 'capital_event.workflow_done' },
      { type: 'capital_event.rollback' },
      { type: 'capital_event.refresh' },
      { type: 'capital_event.workflow_fail' },
      { type: 'capital_event.refresh' },
      { type: 'capital_event.workflow_done' },
    ],
    'completed',
  ),
];

export const capitalEventModel: MachineModel = {
  name: 'capitalEvent',
  paths: [
    ...modelPaths(machineRegistry.capitalEvent.machine, machineRegistry.capitalEvent.sampleEvents),
    ...capitalEventHandPaths,
  ],
  replay: replayCapitalEventPath,
};
