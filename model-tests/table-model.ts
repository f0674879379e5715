import { initialTransition, transition, type AnyStateMachine, type EventObject } from 'xstate';
import { stateLabel } from '../machines/machine-paths';
import type { MachineName } from '../machines';
import { expectation, type MachineModel } from './machine-model';
import type { ModelPath } from './path-runner';

/** Where a model thinks the machine is: its state value and the facts its guards read. */
export type Expected<State extends string, Facts> = { state: State; facts: Facts };

/**
 * A machine's behaviour written by hand as a table, never read from the machine: where each
 * event leads from each state (`step` answers undefined where the state refuses it), which
 * tags each state carries, and what of its context the view shows.
 */
export type TableModelSpec<State extends string, Facts> = {
  name: MachineName;
  paths: ModelPath[];
  start: Expected<State, Facts>;
  /** The machine's input, as its page or test starts it (a path may carry its own). */
  input?: unknown;
  /** Where a path with its own input starts, by hand. */
  startFrom?: (input: unknown) => Expected<State, Facts>;
  step: (
    expected: Expected<State, Facts>,
    event: EventObject,
  ) => Expected<State, Facts> | undefined;
  /** Events tried (with `can`) in every state: each must be accepted exactly where `step` says. */
  probes: readonly { type: string; [key: string]: unknown }[];
  /** Tags a view reads, and the states that carry each. */
  tags?: Record<string, readonly State[]>;
  /** What the snapshot's context must hold in the expected state (a view shows it). */
  context?: (expected: Expected<State, Facts>, context: unknown) => [string, unknown, unknown][];
};

/**
 * The MachineModel of a hand-written table: every step of a path is checked against the
 * table (state, tags, which probes are accepted, context facts), so a machine that differs
 * from it anywhere a path reaches fails; the mutation check runs it on every mutant.
 */
export function tableModel<State extends string, Facts>(
  spec: TableModelSpec<State, Facts>,
): MachineModel & {
  /** The expected state after each event of a path, from the table alone. */
  expectedAlong: (events: readonly EventObject[], input?: unknown) => Expected<State, Facts>[];
} {
  const advance = (expected: Expected<State, Facts>, event: EventObject) =>
    spec.step(expected, event) ?? expected;
  const replay = (machine: AnyStateMachine, path: ModelPath) => {
    const own = 'input' in path;
    let [snapshot] = initialTransition(machine, own ? path.input : spec.input);
    let expected = own && spec.startFrom ? spec.startFrom(path.input) : spec.start;
    const check = (where: string) => {
      const value = stateLabel(snapshot.value);
      expectation(value === expected.state, `${where}: state`, expected.state, value);
      for (const [tag, states] of Object.entries(spec.tags ?? {})) {
        const want = states.includes(expected.state);
        expectation(snapshot.hasTag(tag) === want, `${where}: tag ${tag}`, want, !want);
      }
      for (const probe of spec.probes) {
        const want = spec.step(expected, probe) !== undefined;
        expectation(snapshot.can(probe) === want, `${where}: ${probe.type} accepted`, want, !want);
      }
      for (const [what, want, actual] of spec.context?.(expected, snapshot.context) ?? []) {
        expectation(
          JSON.stringify(want) === JSON.stringify(actual),
          `${where}: ${what}`,
          want,
          actual,
        );
      }
    };
    check('at the start');
    path.events.forEach((event, index) => {
      [snapshot] = transition(machine, snapshot, event);
      expected = advance(expected, event);
      check(`after step ${index + 1} (${event.type})`);
    });
    expectation(
      expected.state === path.target,
      'the path ends where it was generated to',
      path.target,
      expected.state,
    );
  };
  return {
    name: spec.name,
    paths: spec.paths,
    replay,
    expectedAlong: (events, input) => {
      let expected = input !== undefined && spec.startFrom ? spec.startFrom(input) : spec.start;
      return events.map((event) => (expected = advance(expected, event)));
    },
  };
}
