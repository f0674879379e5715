import { and, createMachine, not, or, type AnyStateMachine } from 'xstate';

/**
 * Mutants of a machine for the mutation check (issue 22): each changes one transition of
 * the machine's own config — retargets it to another state, drops it, or inverts its guard
 * (each operand of an and/or guard too) — and is rebuilt with the machine's implementations.
 * A model test that lets a mutant through cannot tell that transition right from wrong.
 */
export type Mutant = { description: string; machine: AnyStateMachine };

type Config = Record<string, unknown>;
type Candidate = Record<string, unknown> & { target?: unknown; guard?: unknown };
/** Where a transition list sits in a state's config: on/after keys, always, invoke done/error. */
type Slot = {
  label: string;
  get: (state: Config) => unknown;
  set: (state: Config, value: unknown) => void;
};

const isPlain = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** A copy of the config's plain objects and arrays; functions (guards, actions) are shared. */
function cloneConfig<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneConfig) as T;
  if (isPlain(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cloneConfig(v)])) as T;
  }
  return value;
}

const candidatesOf = (value: unknown): Candidate[] =>
  (Array.isArray(value) ? value : [value])
    .filter((c) => c !== undefined)
    .map((c) => (typeof c === 'string' ? { target: c } : (c as Candidate)));

function slotsOf(state: Config): Slot[] {
  const slots: Slot[] = [];
  for (const key of ['on', 'after'] as const) {
    const record = state[key];
    if (!isPlain(record)) continue;
    for (const event of Object.keys(record)) {
      slots.push({
        label: key === 'on' ? event : `after ${event}`,
        get: (s) => (s[key] as Record<string, unknown>)[event],
        set: (s, v) => {
          const r = s[key] as Record<string, unknown>;
          if (v === undefined) delete r[event];
          else r[event] = v;
        },
      });
    }
  }
  if (state.always !== undefined) {
    slots.push({ label: 'always', get: (s) => s.always, set: (s, v) => void (s.always = v) });
  }
  const invokes = Array.isArray(state.invoke) ? state.invoke : state.invoke ? [state.invoke] : [];
  invokes.forEach((invoke, index) => {
    for (const key of ['onDone', 'onError'] as const) {
      if (!isPlain(invoke) || invoke[key] === undefined) continue;
      const at = (s: Config) =>
        (Array.isArray(s.invoke) ? s.invoke[index] : s.invoke) as Record<string, unknown>;
      slots.push({
        label: `${String(invoke.id ?? invoke.src)} ${key}`,
        get: (s) => at(s)[key],
        set: (s, v) => void (at(s)[key] = v),
      });
    }
  });
  return slots;
}

/** The config of the state at `path` (state keys from the root). */
function stateAt(root: Config, path: string[]): Config {
  return path.reduce((node, key) => (node.states as Record<string, Config>)[key]!, root);
}

/** The guard with one operand inverted (and/or guards), or the whole guard inverted. */
function guardInversions(guard: unknown): { label: string; guard: unknown }[] {
  const inversions = [{ label: 'invert guard', guard: not(guard as never) }];
  const composite = guard as { guards?: unknown[]; check?: { name?: string } } | undefined;
  if (typeof guard === 'function' && Array.isArray(composite?.guards)) {
    const combine = composite.check?.name === 'checkOr' ? or : and;
    composite.guards.forEach((operand, index) => {
      const operands = composite.guards!.map((g, j) => (j === index ? not(g as never) : g));
      const name = typeof operand === 'string' ? operand : `operand ${index + 1}`;
      inversions.push({ label: `invert ${name}`, guard: combine(operands as never) });
    });
  }
  return inversions;
}

/** Rewrites one relative target (sibling key, ".child" or "#id.path") to each other state it could name. */
function otherTargets(
  root: Config,
  rootId: string,
  sourcePath: string[],
  target: string,
): string[] {
  const siblingsOf = (parentPath: string[]) =>
    Object.keys((stateAt(root, parentPath).states as Record<string, unknown>) ?? {});
  if (target.startsWith('#')) {
    const parts = target.slice(1).split('.');
    if (parts[0] !== rootId || parts.length < 2) return [];
    const parentPath = parts.slice(1, -1);
    const prefix = `#${[rootId, ...parentPath].join('.')}.`;
    return siblingsOf(parentPath)
      .filter((key) => key !== parts.at(-1))
      .map((key) => prefix + key);
  }
  if (target.startsWith('.')) {
    return siblingsOf(sourcePath)
      .filter((key) => key !== target.slice(1))
      .map((key) => `.${key}`);
  }
  const parentPath = sourcePath.slice(0, -1);
  // A compound sibling entered by its initial child is the same target as that child named
  // ("disconnected" for "disconnected.stopped" when stopped is its initial): no mutant.
  const entered = (path: string[], key: string): string => {
    const initial = stateAt(root, [...path, key]).initial;
    return typeof initial === 'string' ? `${key}.${entered([...path, key], initial)}` : key;
  };
  return siblingsOf(parentPath).filter(
    (key) => key !== target && entered(parentPath, key) !== target,
  );
}

/** Every mutant of the machine, in a stable order. */
export function mutantsOf(machine: AnyStateMachine): Mutant[] {
  const config = machine.config as Config;
  const rootId = machine.id;
  const mutants: Mutant[] = [];
  const build = (path: string[], slot: Slot, candidates: Candidate[], description: string) => {
    const copy = cloneConfig(config);
    const state = stateAt(copy, path);
    slot.set(state, candidates.length === 0 ? undefined : candidates);
    try {
      mutants.push({ description, machine: createMachine(copy as never, machine.implementations) });
    } catch {
      // A mutant the machine cannot be built from (an unresolvable target) is no mutant.
    }
  };

  const walk = (path: string[]) => {
    const state = stateAt(config, path);
    const where = path.length > 0 ? path.join('.') : '(root)';
    for (const slot of slotsOf(state)) {
      const candidates = candidatesOf(slot.get(state));
      candidates.forEach((candidate, index) => {
        const name = `${where} --${slot.label}${candidates.length > 1 ? `#${index + 1}` : ''}`;
        const replace = (changed: Candidate | null) =>
          candidates.flatMap((c, j) => (j === index ? (changed ? [changed] : []) : [c]));
        build(path, slot, replace(null), `${name}: dropped`);
        if (candidate.guard !== undefined) {
          for (const inversion of guardInversions(candidate.guard)) {
            build(
              path,
              slot,
              replace({ ...candidate, guard: inversion.guard }),
              `${name}: ${inversion.label}`,
            );
          }
        }
        const targets = Array.isArray(candidate.target) ? candidate.target : [candidate.target];
        if (targets.length === 1 && typeof targets[0] === 'string') {
          for (const other of otherTargets(config, rootId, path, targets[0])) {
            build(path, slot, replace({ ...candidate, target: other }), `${name}: → ${other}`);
          }
        } else if (candidate.target === undefined && path.length > 0) {
          // An actions-only transition: sending it somewhere must show too.
          for (const other of otherTargets(config, rootId, path, path.at(-1)!)) {
            build(path, slot, replace({ ...candidate, target: other }), `${name}: → ${other}`);
          }
        }
      });
    }
    const children = (state.states as Record<string, unknown> | undefined) ?? {};
    for (const key of Object.keys(children)) walk([...path, key]);
  };
  walk([]);
  return mutants;
}
