import { fromPromise } from 'xstate';

type Settle = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/**
 * Promise actors that wait for the test: each invocation is held under its invoke id until
 * the path's `xstate.done.actor.<id>` or `xstate.error.actor.<id>` step settles it.
 */
export function deferredActors<Name extends string>(names: readonly Name[]) {
  const pending = new Map<string, Settle>();
  const actors = Object.fromEntries(
    names.map((name) => [
      name,
      fromPromise<never, unknown>(
        ({ self }) =>
          new Promise((resolve, reject) =>
            pending.set(self.id, { resolve: resolve as Settle['resolve'], reject }),
          ),
      ),
    ]),
  ) as unknown as Record<Name, never>;
  /** Settles the held invocation named by an actor event; false for any other event. */
  const settle = (event: { type: string; output?: unknown; error?: unknown }): boolean => {
    const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (!match) return false;
    const held = pending.get(match[2]!);
    if (!held) throw new Error(`nothing is waiting for ${event.type}`);
    pending.delete(match[2]!);
    if (match[1] === 'done') held.resolve(event.output);
    else held.reject(event.error);
    return true;
  };
  return { actors, settle, pending };
}

/** Lets settled promises and the actors' reactions run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The delay name of an `xstate.after.<delay>.<state id>` event. */
export const delayOf = (type: string) => /^xstate\.after\.([^.]+)\./.exec(type)?.[1] ?? null;
