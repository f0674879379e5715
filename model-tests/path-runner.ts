import { initialTransition, transition, type AnyStateMachine, type EventObject } from 'xstate';
import { machineTestModel, stateLabel } from '../machines/machine-paths';

export type ModelPath = {
  name: string;
  /** The events in order, as generated (delays and actor results included). */
  events: EventObject[];
  /** The state value expected after the last event. */
  target: string;
  /** The machine's input when the path needs another than its model's usual one. */
  input?: unknown;
};

/**
 * The shortest paths to every (state, incoming event) pair: together they take every
 * transition of the machine at least once.
 */
export function modelPaths(
  machine: AnyStateMachine,
  sampleEvents: readonly EventObject[] = [],
): ModelPath[] {
  const model = machineTestModel(machine, { sampleEvents, eventKey: 'payload' });
  return model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => {
    const events = path.steps.slice(1).map((step) => step.event);
    const target = stateLabel(path.state.value);
    const describe = (event: EventObject) =>
      'to' in event ? `${event.type}(${String((event as { to: string }).to)})` : event.type;
    return {
      name: `${events.map(describe).join(' → ') || '(initial)'} ⇒ ${target}`,
      events,
      target,
    };
  });
}

type AnyTransition = ReturnType<AnyStateMachine['getTransitionData']>[number];

/**
 * A transition's name for coverage: "state:event", with "#n" when the event has several
 * guarded branches there (each branch is a transition of its own).
 */
function transitionKey(node: AnyStateMachine['root'], eventType: string, index: number): string {
  const state = node.path.join('.');
  const branches = node.transitions.get(eventType)?.length ?? 1;
  return branches > 1 ? `${state}:${eventType}#${index + 1}` : `${state}:${eventType}`;
}

/** Every transition of the machine (each guarded branch on its own), for the coverage assertion. */
export function transitionsOf(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const walk = (node: AnyStateMachine['root']) => {
    if (node !== machine.root) {
      for (const [eventType, candidates] of node.transitions) {
        candidates.forEach((_, index) => keys.push(transitionKey(node, eventType, index)));
      }
    }
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return keys;
}

function keyOfTaken(transition: AnyTransition): string {
  const node = transition.source;
  const index = node.transitions.get(transition.eventType)?.indexOf(transition) ?? 0;
  return transitionKey(node, transition.eventType, index);
}

/**
 * The transitions the paths take: a transition counts only when the machine selected it for
 * the event (its guard passed, or it has none), not when the event was merely sent to a state
 * that handles it and a guard refused it.
 */
export function coveredTransitions(machine: AnyStateMachine, paths: ModelPath[]): Set<string> {
  const covered = new Set<string>();
  for (const path of paths) {
    let [snapshot] = initialTransition(machine);
    for (const event of path.events) {
      for (const taken of machine.getTransitionData(snapshot, event)) {
        if (taken.source !== machine.root) covered.add(keyOfTaken(taken));
      }
      [snapshot] = transition(machine, snapshot, event);
    }
  }
  return covered;
}

/** How many of the machine's transitions the paths take, and which they miss. */
export function transitionCoverage(machine: AnyStateMachine, paths: ModelPath[]) {
  const all = transitionsOf(machine);
  const covered = coveredTransitions(machine, paths);
  const missing = all.filter((key) => !covered.has(key));
  return {
    covered: all.length - missing.length,
    total: all.length,
    missing,
    summary: `${all.length - missing.length}/${all.length} transitions taken`,
  };
}
