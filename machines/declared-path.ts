import { initialTransition, transition, type AnyStateMachine, type EventObject } from 'xstate';
import { replayPath, stateLabel } from './machine-paths';
import {
  machineStates,
  machineTransitions,
  pathCoverage,
  type PathCoverage,
} from './path-coverage';

/** One step a test walks: the machine event its action stands for, and the state it shows after. */
export type DeclaredStep = {
  readonly event: EventObject;
  /** The state value after the event, dotted ("signedIn", "mfa.totp"). */
  readonly state: string;
};

/**
 * A path a test declares in its own code and walks step by step (an e2e spec's clicks), so
 * its coverage of a machine is read from the list it follows, not kept by hand beside it.
 */
export type DeclaredPath<Name extends string = string> = {
  readonly machine: Name;
  /** The test it belongs to, as a reader finds it ("closing-reject-discard.spec: reject"). */
  readonly name: string;
  readonly steps: readonly DeclaredStep[];
};

/**
 * A path as literal types, so a spec's map of step actions must name exactly the events of
 * the path it walks (the const type parameter keeps the event types from widening).
 */
export function declarePath<const Name extends string, const Steps extends readonly DeclaredStep[]>(
  machine: Name,
  name: string,
  steps: Steps,
): { machine: Name; name: string; steps: Steps } {
  return { machine, name, steps };
}

/** The node ids a dotted state value names, one per parallel region. */
const stateIdsOf = (machine: AnyStateMachine, state: string) =>
  state.split('|').map((region) => `${machine.id}.${region}`);

/**
 * What is wrong with a declared path on this machine, in words: an event no transition of
 * the machine handles, a state it does not have, or a step after which the machine is not in
 * the state the test expects. Empty when the path is the machine's.
 */
export function declaredPathProblems(machine: AnyStateMachine, path: DeclaredPath): string[] {
  const events = new Set(machineTransitions(machine).map((t) => t.eventType));
  const states = new Set(machineStates(machine));
  const problems: string[] = [];
  let [snapshot] = initialTransition(machine);
  path.steps.forEach((step, index) => {
    const where = `${path.name}, step ${index + 1} (${step.event.type})`;
    if (!events.has(step.event.type)) problems.push(`${where}: the machine has no such event`);
    if (!stateIdsOf(machine, step.state).every((id) => states.has(id))) {
      problems.push(`${where}: the machine has no state ${step.state}`);
    }
    [snapshot] = transition(machine, snapshot, step.event);
    const reached = stateLabel(snapshot.value);
    if (reached !== step.state) {
      problems.push(`${where}: the machine is in ${reached}, the test expects ${step.state}`);
    }
  });
  return problems;
}

/** What the declared paths take on the machine: each replayed, a transition counted when taken. */
export function declaredPathCoverage(
  machine: AnyStateMachine,
  paths: readonly DeclaredPath[],
): { paths: number; coverage: PathCoverage } {
  const replayed = paths.map((path) =>
    replayPath(
      machine,
      path.steps.map((step) => step.event),
    ),
  );
  return { paths: paths.length, coverage: pathCoverage(replayed) };
}
