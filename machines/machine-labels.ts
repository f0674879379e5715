import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * Human names for what a machine reacts to, for reviewers and QA (issue 22): the workflow
 * chart, the listed paths and their exports all read them from here.
 *
 * A machine names its events, guards and invoked actors in its root `meta`:
 *
 *   meta: {
 *     events: { 'closing.complete': 'Approver approves' },
 *     guards: { hasCommitments: 'has at least one commitment' },
 *     actors: { signInPassword: 'the password check' },
 *   }
 *
 * A transition's own `meta.label` still wins for its edge. What a machine does not name is
 * read from the implementation name: delayed events become "after 5 minutes" (the delay's
 * value from the machine's `delays`), an actor's done/error events "when <actor> finishes" /
 * "when <actor> fails", camelCase guard names become words.
 */
export type MachineMeta = {
  label?: string;
  events?: Record<string, string>;
  guards?: Record<string, string>;
  actors?: Record<string, string>;
};

export function machineMeta(machine: AnyStateMachine): MachineMeta {
  const meta: unknown = machine.root.meta;
  return meta && typeof meta === 'object' ? (meta as MachineMeta) : {};
}

/** "signInPassword" → "sign in password": a name nobody has labelled yet still reads as words. */
export function words(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .toLowerCase()
    .trim();
}

/** A delay in words: 100 → "100 ms", 5000 → "5 seconds", 840000 → "14 minutes". */
export function durationLabel(ms: number): string {
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  if (ms >= 3_600_000 && ms % 3_600_000 === 0) return unit(ms / 3_600_000, 'hour');
  if (ms >= 60_000 && ms % 60_000 === 0) return unit(ms / 60_000, 'minute');
  if (ms >= 1000 && ms % 1000 === 0) return unit(ms / 1000, 'second');
  if (ms >= 1000) return `${ms / 1000} seconds`;
  return `${ms} ms`;
}

function delayLabel(machine: AnyStateMachine, delay: string): string {
  if (/^\d+$/.test(delay)) return `after ${durationLabel(Number(delay))}`;
  const value: unknown = (machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof value === 'number'
    ? `after ${durationLabel(value)}`
    : `after the ${words(delay)} delay`;
}

/** The source of the invoked actor with this id (an invoke without an id gets "0.order.saving"). */
function invokedSource(machine: AnyStateMachine, actorId: string): string | undefined {
  const find = (node: AnyStateNode): string | undefined => {
    const invoke = (node.invoke as { id: string; src: unknown }[]).find((i) => i.id === actorId);
    if (invoke) return typeof invoke.src === 'string' ? invoke.src : undefined;
    for (const child of Object.values(node.states)) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  return find(machine.root);
}

function actorLabel(machine: AnyStateMachine, actorId: string): string {
  const actors = machineMeta(machine).actors ?? {};
  const src = invokedSource(machine, actorId);
  const named = actors[actorId] ?? (src ? actors[src] : undefined);
  return named ?? `the ${words(src && /^\d+\./.test(actorId) ? src : actorId)}`;
}

/** How an event reads for people: the machine's own name for it, else the implementation name in words. */
export function eventLabel(machine: AnyStateMachine, eventType: string): string {
  const named = machineMeta(machine).events?.[eventType];
  if (named) return named;
  // xstate.after.<delay>.<state node id>: the delay is a name of `delays` or milliseconds.
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after?.[1]) return delayLabel(machine, after[1]);
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done?.[1]) return `when ${actorLabel(machine, done[1])} finishes`;
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (failed?.[1]) return `when ${actorLabel(machine, failed[1])} fails`;
  const stateDone = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (stateDone?.[1]) return `when ${words(stateDone[1].split('.').at(-1) ?? '')} is done`;
  if (eventType === '') return 'immediately';
  return eventType;
}

/** A guard's name, however the machine wrote it: 'name', { type: 'name' }, and(...), or(...), not(...). */
export function guardLabel(machine: AnyStateMachine, guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  const named = (name: string) => machineMeta(machine).guards?.[name] ?? words(name);
  if (typeof guard === 'string') return named(guard);
  if (typeof guard === 'object' && 'type' in guard) return named(String(guard.type));
  if (typeof guard === 'function') {
    // xstate's higher-order guards are functions named and/or/not carrying their `guards`.
    const inner = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(inner)) {
      const parts = inner.map((g) => guardLabel(machine, g) ?? 'a condition');
      if (guard.name === 'not') return `not (${parts.join(', ')})`;
      return parts.join(guard.name === 'or' ? ' or ' : ' and ');
    }
    return guard.name ? named(guard.name) : 'a condition';
  }
  return 'a condition';
}

/** The implementation name of a guard (for QA: what the code calls it), or undefined. */
export function guardName(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type);
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(inner)) {
      const parts = inner.map((g) => guardName(g) ?? '?');
      return guard.name === 'not'
        ? `not(${parts.join(', ')})`
        : `${guard.name}(${parts.join(', ')})`;
    }
    return guard.name || 'inline';
  }
  return undefined;
}

type TransitionLike = {
  eventType: string;
  guard?: unknown;
  meta?: unknown;
  source: AnyStateNode;
};

/** The transition's candidates in order: the ones xstate tries for its event on its state. */
export function candidatesOf(transition: TransitionLike): readonly TransitionLike[] {
  const { source, eventType } = transition;
  return eventType === ''
    ? ((source.always ?? []) as TransitionLike[])
    : ((source.transitions.get(eventType) ?? []) as TransitionLike[]);
}

/**
 * The guard part of an edge label: "[has at least one commitment]", or "[otherwise]" for the
 * unguarded fallback after guarded branches (it is taken only when those guards all fail).
 */
export function guardClause(machine: AnyStateMachine, transition: TransitionLike): string {
  const label = guardLabel(machine, transition.guard);
  if (label) return ` [${label}]`;
  const candidates = candidatesOf(transition);
  return candidates.length > 1 && candidates.indexOf(transition) > 0 ? ' [otherwise]' : '';
}

/** An edge's label: the transition's own `meta.label`, else its event and guard in words. */
export function transitionLabel(machine: AnyStateMachine, transition: TransitionLike): string {
  const meta = transition.meta;
  if (meta && typeof meta === 'object' && 'label' in meta && typeof meta.label === 'string') {
    return meta.label;
  }
  return `${eventLabel(machine, transition.eventType)}${guardClause(machine, transition)}`;
}

/**
 * A transition's key: its state node, event and place among that event's candidates. The
 * chart's edges, the paths' steps and the coverage all name transitions by it.
 */
export function transitionKey(transition: TransitionLike): string {
  const index = candidatesOf(transition).indexOf(transition);
  return `${transition.source.id}:${transition.eventType}:${index}`;
}
