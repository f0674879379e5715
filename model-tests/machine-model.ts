import type { AnyStateMachine } from 'xstate';
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
