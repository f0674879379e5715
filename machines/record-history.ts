import type { AnyStateMachine } from 'xstate';
import { machineTransitions, type MachineTransition } from './path-coverage';

/** A state change as a record's history tells it: states by their key within the machine. */
export type HistoryStep = { from: string; event: string; to: string };

const stateId = (machine: AnyStateMachine, state: string) => `${machine.id}.${state}`;

function transitionOf(
  transitions: readonly MachineTransition[],
  machine: AnyStateMachine,
  step: { from: string; to: string; event?: string },
): MachineTransition | undefined {
  return transitions.find(
    (t) =>
      t.source === stateId(machine, step.from) &&
      t.targets.includes(stateId(machine, step.to)) &&
      (step.event === undefined || t.eventType === step.event),
  );
}

/**
 * The event that took a record from one state to another: the machine's only transition
 * between them. The audit log records a closing's change as { from, to }.
 */
export function eventBetween(machine: AnyStateMachine, from: string, to: string): string | null {
  return transitionOf(machineTransitions(machine), machine, { from, to })?.eventType ?? null;
}

/**
 * The states a series of events walks through from `from`: each event's first transition with
 * a target (its guard held, since the record was changed). A capital event's finalize is two
 * steps (finalize, then the posting workflow finishing) recorded as one audit entry.
 */
export function stepsOfEvents(
  machine: AnyStateMachine,
  from: string,
  events: readonly string[],
): HistoryStep[] {
  const transitions = machineTransitions(machine);
  const steps: HistoryStep[] = [];
  let state = from;
  for (const event of events) {
    const taken = transitions.find(
      (t) => t.source === stateId(machine, state) && t.eventType === event && t.targets.length > 0,
    );
    const target = taken?.targets[0];
    if (!target) break;
    const to = target.slice(machine.id.length + 1);
    steps.push({ from: state, event, to });
    state = to;
  }
  return steps;
}

/**
 * The chart's transition keys of a record's history, in order: the nth taken transition is
 * numbered n on the chart. A step the machine no longer has (renamed since) is left out.
 */
export function historyTransitionKeys(
  machine: AnyStateMachine,
  steps: readonly HistoryStep[],
): Map<string, number[]> {
  const transitions = machineTransitions(machine);
  const numbered = new Map<string, number[]>();
  steps.forEach((step, index) => {
    const key = transitionOf(transitions, machine, step)?.key;
    if (key) numbered.set(key, [...(numbered.get(key) ?? []), index + 1]);
  });
  return numbered;
}
