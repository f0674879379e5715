import {
  createEmptyActor,
  initialTransition,
  transition,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import { TestModel } from 'xstate/graph';
import {
  candidatesOf,
  eventLabel,
  guardLabel,
  guardName,
  transitionKey,
  transitionLabel,
} from './machine-labels';
import { transitionCoverPaths } from './path-coverage';

/** A guard as QA reads it: the code's name and the words for it. */
export type GuardRef = { name: string; label: string };

/** One transition a step took, and why that one: the guard that held, those that did not. */
export type TakenTransition = {
  /** The transition's key (machine-labels.transitionKey), as the chart's edges name it. */
  key: string;
  label: string;
  /** State node ids: where the transition is declared and where it goes. */
  source: string;
  targets: string[];
  /** The guard that held for it; absent when it has none. */
  guard?: GuardRef;
  /** Guards of the transitions tried before it on the same event, which did not hold. */
  refused: GuardRef[];
  /** Taken without an event, right after the step's event (an `always` transition). */
  eventless: boolean;
};

export type PathStep = {
  /** The event sent, with the sample payload the path generator used. */
  event: EventObject;
  eventLabel: string;
  /** State before and after, as dotted paths. */
  from: string;
  to: string;
  /** The state node ids active after the step (compound states included). */
  states: string[];
  transitions: TakenTransition[];
  /**
   * When the event changed nothing: the guards of its transitions on the active states, none
   * of which held (empty when no active state handles the event at all).
   */
  blocked: GuardRef[];
};

export type MachinePath = {
  /** Event types in order, from the initial state. */
  events: string[];
  /** The state reached, as a dotted path ("dirty", "saving"). */
  target: string;
  /** The state node ids active at the start, before the first step. */
  start: string[];
  steps: PathStep[];
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

/**
 * 'shortest': one shortest path to every transition; 'simple': every path visiting no state
 * twice; 'cover': few paths taking every transition (path-coverage.transitionCoverPaths over
 * the shortest), for machines whose simple paths are too many to list.
 */
export type PathKind = 'shortest' | 'simple' | 'cover';

export function machinePaths(
  machine: AnyStateMachine,
  kind: PathKind,
  options: PathOptions = {},
): MachinePath[] {
  if (kind === 'cover') return transitionCoverPaths(machinePaths(machine, 'shortest', options));
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
    start: nodeIds(path.steps[0]?.state as AnyMachineSnapshot),
    steps: path.steps
      .slice(1)
      .map((step, index) =>
        pathStep(machine, path.steps[index]?.state as AnyMachineSnapshot, step.event),
      ),
  }));
}

const nodeIds = (snapshot: AnyMachineSnapshot | undefined): string[] =>
  ((snapshot?._nodes ?? []) as AnyStateNode[])
    .filter((node) => node.parent !== undefined)
    .map((node) => node.id);

/** The actor scope xstate/graph steps machines with: actions and actors are not run. */
function mockActorScope(): AnyActorScope {
  const actor = createEmptyActor();
  return {
    self: actor,
    logger: () => {},
    id: '',
    sessionId: 'paths',
    defer: () => {},
    system: actor.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
}

const guardRef = (machine: AnyStateMachine, guard: unknown): GuardRef | undefined => {
  const name = guardName(guard);
  const label = guardLabel(machine, guard);
  return name && label ? { name, label } : undefined;
};

/**
 * Why the taken transition and not another: xstate tries an event's transitions on the
 * deepest active states first and, on each state, in order; the first whose guard holds
 * wins. So every guarded candidate before it (on its state, and on the active states below
 * it) did not hold.
 */
function takenTransition(
  machine: AnyStateMachine,
  transition: AnyTransitionDefinition,
  before: AnyMachineSnapshot,
  eventless: boolean,
): TakenTransition {
  const own = candidatesOf(transition);
  const earlier = own.slice(0, own.indexOf(transition));
  const below = (before._nodes as AnyStateNode[])
    .filter((node) => node !== transition.source && isDescendant(node, transition.source))
    .flatMap((node) =>
      eventless ? (node.always ?? []) : (node.transitions.get(transition.eventType) ?? []),
    );
  const refused = [...below, ...earlier]
    .map((candidate) => guardRef(machine, candidate.guard))
    .filter((ref): ref is GuardRef => ref !== undefined);
  const guard = guardRef(machine, transition.guard);
  return {
    key: transitionKey(transition),
    label: transitionLabel(machine, transition),
    source: transition.source.id,
    targets: (transition.target ?? [transition.source]).map((node: AnyStateNode) => node.id),
    ...(guard ? { guard } : {}),
    refused,
    eventless,
  };
}

function isDescendant(node: AnyStateNode, ancestor: AnyStateNode): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent === ancestor) return true;
  }
  return false;
}

/**
 * The eventless transition taken between two microsteps: of the `always` candidates on the
 * states active before, the first whose targets are all active after (xstate does not say
 * which it took; the targets tell, as no machine of ours has two branches to one state).
 */
function eventlessTransition(
  before: AnyMachineSnapshot,
  after: AnyMachineSnapshot,
): AnyTransitionDefinition | undefined {
  const active = new Set((after._nodes as AnyStateNode[]).map((node) => node.id));
  for (const node of before._nodes as AnyStateNode[]) {
    const found = (node.always ?? []).find((candidate) =>
      (candidate.target ?? []).every((target: AnyStateNode) => active.has(target.id)),
    );
    if (found) return found;
  }
  return undefined;
}

/** One step of a path: the event, the transitions it took and the guards behind them. */
export function pathStep(
  machine: AnyStateMachine,
  before: AnyMachineSnapshot,
  event: EventObject,
): PathStep {
  const scope = mockActorScope();
  const direct = machine
    .getTransitionData(before, event)
    .map((transition) => takenTransition(machine, transition, before, false));
  const microsteps = machine.microstep(before, event, scope) as AnyMachineSnapshot[];
  const eventless = microsteps.slice(1).flatMap((after, index) => {
    const previous = microsteps[index];
    const transition = previous ? eventlessTransition(previous, after) : undefined;
    return transition && previous ? [takenTransition(machine, transition, previous, true)] : [];
  });
  const after = microsteps.at(-1) ?? before;
  const blocked =
    direct.length > 0
      ? []
      : (before._nodes as AnyStateNode[])
          .flatMap((node) => node.transitions.get(event.type) ?? [])
          .map((candidate) => guardRef(machine, candidate.guard))
          .filter((ref): ref is GuardRef => ref !== undefined);
  return {
    event,
    eventLabel: eventLabel(machine, event.type),
    from: stateLabel(before.value),
    to: stateLabel(after.value),
    states: nodeIds(after),
    transitions: [...direct, ...eventless],
    blocked,
  };
}

/**
 * A path given as its events (a model test's own list), replayed on the machine into the
 * steps the page shows: which transitions each event took and why.
 */
export function replayPath(machine: AnyStateMachine, events: readonly EventObject[]): MachinePath {
  const [start] = initialTransition(machine);
  let snapshot = start as AnyMachineSnapshot;
  const steps = events.map((event) => {
    const step = pathStep(machine, snapshot, event);
    snapshot = transition(machine, snapshot, event)[0] as AnyMachineSnapshot;
    return step;
  });
  return {
    events: events.map((event) => event.type),
    target: stateLabel(snapshot.value),
    start: nodeIds(start as AnyMachineSnapshot),
    steps,
  };
}
