import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { TestModel } from 'xstate/graph';

export type MachinePath = {
  /** Event types in order, from the initial state. */
  events: string[];
  /** The state reached, as a dotted path ("dirty", "saving"). */
  target: string;
};

export type PathOptions = {
  sampleEvents?: readonly EventObject[];
  /**
   * 'payload' tells two sample events of one type apart (each guarded branch they take gets
   * its path: the shortest paths and the model tests); 'type' (the default) merges them, which
   * keeps simple paths countable.
   */
  eventKey?: 'type' | 'payload';
};

/** A state value as "a.b.c" (one branch; parallel regions are joined with "|"). */
export function stateLabel(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, child]) => `${key}.${stateLabel(child)}`)
      .join('|');
  }
  return String(value);
}

/** Every event the active state nodes handle, delayed (`xstate.after…`) and actor-done ones included. */
function eventTypesOf(snapshot: AnyMachineSnapshot): string[] {
  return [...new Set(snapshot._nodes.flatMap((node) => node.ownEvents))];
}

/**
 * The model behind every machine's generated paths. createTestModel refuses machines with
 * `after` or `invoke`, yet ours are full of them, so the TestModel is built directly: a
 * delay or an actor's completion is just one more event to step through, and the view
 * tests perform it by advancing fake timers or settling the actor. States are told apart
 * by value only, because counters in context would otherwise make the graph endless.
 */
export function machineTestModel(machine: AnyStateMachine, options: PathOptions = {}) {
  const samples = options.sampleEvents ?? [];
  return new TestModel(machine, {
    events: (snapshot: AnyMachineSnapshot) =>
      eventTypesOf(snapshot).flatMap((type) => {
        const matching = samples.filter((event) => event.type === type);
        return matching.length > 0 ? matching : [{ type }];
      }),
    // Keying a vertex by the transition that led there (from, event, to) makes "a path to
    // every vertex" mean "every transition taken at least once", not every state reached.
    serializeState: (
      snapshot: AnyMachineSnapshot,
      event: EventObject | undefined,
      previous?: AnyMachineSnapshot,
    ) =>
      `${vertexOf(machine, previous)}|${eventKeyOf(event, options.eventKey ?? 'type')}|${vertexOf(machine, snapshot)}`,
  });
}

/**
 * The event as the vertex key sees it: by type, or with its payload, so two sample events of
 * one type (a title, a join) that take two guarded branches into the same state each get
 * their path.
 */
function eventKeyOf(event: EventObject | undefined, by: 'type' | 'payload'): string {
  if (!event) return '';
  return by === 'payload' ? JSON.stringify(event) : event.type;
}

/**
 * A machine whose guards read several facts of its context names them in its root
 * `meta.pathContext` (a function of the context): those facts tell vertices apart too, so the
 * paths reach the states behind each combination of guards (capital event: finalize needs
 * uses, passing checks, ready notices and an approver who is not the preparer).
 */
function vertexOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot | undefined): string {
  if (!snapshot) return 'null';
  const meta = machine.root.meta as { pathContext?: (context: unknown) => unknown } | undefined;
  const facts = meta?.pathContext ? `:${JSON.stringify(meta.pathContext(snapshot.context))}` : '';
  return `${JSON.stringify(snapshot.value)}${facts}`;
}

export function machinePaths(
  machine: AnyStateMachine,
  kind: 'shortest' | 'simple',
  options: PathOptions = {},
): MachinePath[] {
  const model = machineTestModel(machine, {
    ...options,
    eventKey: options.eventKey ?? (kind === 'shortest' ? 'payload' : 'type'),
  });
  const options_ = { allowDuplicatePaths: true };
  const paths =
    kind === 'shortest' ? model.getShortestPaths(options_) : model.getSimplePaths(options_);
  return paths.map((path) => ({
    events: path.steps.slice(1).map((step) => step.event.type),
    target: stateLabel(path.state.value),
  }));
}
