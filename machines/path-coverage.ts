import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { MachinePath } from './machine-paths';
import { guardLabel, guardName, transitionKey, transitionLabel } from './machine-labels';

/** A transition of a machine, as the coverage and the path filter name it. */
export type MachineTransition = {
  key: string;
  label: string;
  eventType: string;
  source: string;
  targets: string[];
  /** Its guard by code name and in words; absent when unguarded. */
  guard?: { name: string; label: string };
  description?: string;
};

function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    if (node.parent) nodes.push(node);
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return nodes;
}

/** Every state of a machine by node id ("auth.signedIn"), the root left out, in document order. */
export function machineStates(machine: AnyStateMachine): string[] {
  return stateNodesOf(machine).map((node) => node.id);
}

/** Every transition a machine declares (eventless ones included), in document order. */
export function machineTransitions(machine: AnyStateMachine): MachineTransition[] {
  return [machine.root, ...stateNodesOf(machine)].flatMap((node) =>
    [...node.transitions.values(), ...(node.always ? [node.always] : [])]
      .flat()
      .map((transition): MachineTransition => {
        const name = guardName(transition.guard);
        const label = guardLabel(machine, transition.guard);
        return {
          key: transitionKey(transition),
          label: transitionLabel(machine, transition),
          eventType: transition.eventType,
          source: node.id,
          targets: (transition.target ?? [node]).map((target: AnyStateNode) => target.id),
          ...(name && label ? { guard: { name, label } } : {}),
          ...(transition.description ? { description: transition.description } : {}),
        };
      }),
  );
}

export type PathCoverage = {
  /** State node ids some path is in at some point (its start included). */
  states: Set<string>;
  /** Transition keys some step took. */
  transitions: Set<string>;
};

/** What the given paths cover: a transition counts only when a step took it. */
export function pathCoverage(paths: readonly MachinePath[]): PathCoverage {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const path of paths) {
    path.start.forEach((id) => states.add(id));
    for (const step of path.steps) {
      step.states.forEach((id) => states.add(id));
      for (const taken of step.transitions) {
        transitions.add(taken.key);
        // A transient state (left at once by an eventless transition) is passed, not rested in.
        if (taken.eventless) states.add(taken.source);
      }
    }
  }
  return { states, transitions };
}

export type PathFilter = {
  /** A state node id the path must end in (a compound state matches any of its children). */
  target?: string;
  /** A transition key some step must take. */
  transition?: string;
  /** An event type some step must send. */
  event?: string;
};

/** The paths that end in the target, take the transition and send the event (each if given). */
export function filterPaths<P extends MachinePath>(paths: readonly P[], filter: PathFilter): P[] {
  return paths.filter((path) => {
    const end = path.steps.at(-1)?.states ?? path.start;
    if (filter.target && !end.includes(filter.target)) return false;
    if (
      filter.transition &&
      !path.steps.some((step) => step.transitions.some((t) => t.key === filter.transition))
    ) {
      return false;
    }
    if (filter.event && !path.steps.some((step) => step.event.type === filter.event)) return false;
    return true;
  });
}

/**
 * Transition-coverage paths: few paths that together take every transition the candidates
 * take. Choosing the fewest is set cover (NP-hard), so this is the greedy approximation: take
 * the path that adds the most transitions not yet covered (the shorter on a tie, then the
 * earlier), until none adds any. Given the shortest paths (one to every transition), the
 * result covers every reachable transition, usually with far fewer paths.
 */
export function transitionCoverPaths<P extends MachinePath>(candidates: readonly P[]): P[] {
  const keysOf = candidates.map(
    (path) => new Set(path.steps.flatMap((step) => step.transitions.map((t) => t.key))),
  );
  const covered = new Set<string>();
  const chosen: P[] = [];
  for (;;) {
    let best = -1;
    let bestGain = 0;
    keysOf.forEach((keys, index) => {
      const gain = [...keys].filter((key) => !covered.has(key)).length;
      const path = candidates[index];
      const bestPath = candidates[best];
      if (
        gain > bestGain ||
        (gain === bestGain &&
          gain > 0 &&
          path &&
          bestPath &&
          path.steps.length < bestPath.steps.length)
      ) {
        best = index;
        bestGain = gain;
      }
    });
    const path = candidates[best];
    const keys = keysOf[best];
    if (!path || !keys) return chosen;
    chosen.push(path);
    keys.forEach((key) => covered.add(key));
  }
}
