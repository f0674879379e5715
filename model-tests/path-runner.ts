import { initialTransition, transition, type AnyStateMachine, type EventObject } from 'xstate';
import { machineTestModel, stateLabel } from '../machines/machine-paths';

export type ModelPath = {
  name: string;
  /** The events in order, as generated (delays and actor results included). */
  events: EventObject[];
  /** The state value expected after the last event. */
  target: string;
};

/**
 * The shortest paths to every (state, incoming event) pair: together they take every
 * transition of the machine at least once.
 */
export function modelPaths(
  machine: AnyStateMachine,
  sampleEvents: readonly EventObject[] = [],
): ModelPath[] {
  const model = machineTestModel(machine, { sampleEvents });
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

/** Which transitions of the machine the paths take, for the coverage assertion. */
export function transitionsOf(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const walk = (node: AnyStateMachine['root']) => {
    for (const [eventType] of node.transitions) keys.push(`${node.key}:${eventType}`);
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return keys.filter((key) => !key.startsWith(`${machine.root.key}:`));
}

export function coveredTransitions(machine: AnyStateMachine, paths: ModelPath[]): Set<string> {
  const covered = new Set<string>();
  for (const path of paths) {
    let [snapshot] = initialTransition(machine);
    for (const event of path.events) {
      for (const node of snapshot._nodes) covered.add(`${node.key}:${event.type}`);
      [snapshot] = transition(machine, snapshot, event);
    }
  }
  return covered;
}
