import { initialTransition, transition, type AnyStateMachine } from 'xstate';
import { stateLabel } from '../machines/machine-paths';
import type { MachineName } from '../machines';
import type { ModelPath } from './path-runner';

/**
 * A machine's model test in a form the mutation check can run in one process: the paths
 * (generated once from the registered machine, plus hand-written ones) and a replay that
 * throws when a machine disagrees with expectations written by hand per state.
 */
export type MachineModel = {
  name: MachineName;
  paths: ModelPath[];
  replay: (machine: AnyStateMachine, path: ModelPath) => void;
};

export class ModelExpectationError extends Error {
  override name = 'ModelExpectationError';
}

/** Throws with what was expected and what the machine did when `holds` is false. */
export function expectation(
  holds: boolean,
  what: string,
  expected: unknown,
  actual: unknown,
): void {
  if (!holds) {
    throw new ModelExpectationError(
      `${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
    );
  }
}

/**
 * The machine-level check every other model test makes today: a generated path, replayed
 * on the machine, ends in the state it was generated to. Weaker than a hand-written model
 * (the mutation check prints how much weaker).
 */
export function endStateModel(name: MachineName, paths: ModelPath[]): MachineModel {
  return {
    name,
    paths,
    replay: (machine, path) => {
      let [snapshot] = initialTransition(machine);
      for (const event of path.events) [snapshot] = transition(machine, snapshot, event);
      expectation(
        stateLabel(snapshot.value) === path.target,
        `${path.name}: end state`,
        path.target,
        stateLabel(snapshot.value),
      );
    },
  };
}
