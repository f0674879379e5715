import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { yieldToEventLoop } from './batches';

type Priority = 'first' | 'normal';

const priority = new AsyncLocalStorage<Priority>();

/**
 * Runs `work` with its PGlite queries ahead of everyone else's: sign-in and the ping must
 * answer at once even while fifty table reads wait for the database.
 */
export const withQueryPriority = <T>(work: () => Promise<T>): Promise<T> =>
  priority.run('first', work);

/**
 * PGlite runs each query synchronously in WASM, and its promises settle as microtasks, so a
 * chain of awaited queries (fifty table reads at once) never lets the event loop read a
 * socket: a ping waited over 15 s. This makes PGlite take turns. Each top-level query or
 * whole transaction (PGlite serves one at a time anyway) waits for its turn in a queue,
 * prioritized ones first, and every query, inside a transaction too, starts only after a full
 * event-loop turn, so requests that need no database (and new requests' first steps) run
 * between any two queries.
 *
 * It overrides PGlite's own two exclusivity hooks, `_runExclusiveTransaction` (held by a
 * top-level query or a transaction) and `_runExclusiveQuery` (each statement).
 */
export function takeTurns(client: PGlite): void {
  const waiting: Record<Priority, (() => void)[]> = { first: [], normal: [] };
  let busy = false;
  const next = () => {
    const start = waiting.first.shift() ?? waiting.normal.shift();
    if (start) start();
    else busy = false;
  };
  const turn = async () => {
    if (!busy) {
      busy = true;
      return;
    }
    await new Promise<void>((resolve) => waiting[priority.getStore() ?? 'normal'].push(resolve));
  };
  const exclusive = client._runExclusiveTransaction.bind(client);
  const statement = client._runExclusiveQuery.bind(client);
  client._runExclusiveTransaction = async <T>(work: () => Promise<T>): Promise<T> => {
    await turn();
    try {
      return await exclusive(work);
    } finally {
      // The next turn starts after the event loop has had one of its own.
      setImmediate(next);
    }
  };
  client._runExclusiveQuery = async <T>(work: () => Promise<T>): Promise<T> => {
    // Prioritized work is short (a sign-in's few queries, the ping) and has had its event-loop
    // turn before its own turn began: another here would cost it a loaded loop's whole turn.
    if (priority.getStore() !== 'first') await yieldToEventLoop();
    return statement(work);
  };
}
