/**
 * Rows per INSERT: PostgreSQL binds at most 65,535 parameters in one statement, and 1,000
 * rows of a table with fewer than 65 columns stay under it (one statement of 5,957 general
 * ledger entries did not).
 */
export const rowsPerStatement = 1000;

/**
 * Lets other requests run. PGlite's queries are synchronous WASM, so a long chain of awaited
 * queries never returns to the event loop and a ping waits behind all of it.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `work` on each slice of `rows` in turn, yielding to the event loop between slices. */
export async function inBatches<Row, Result>(
  rows: readonly Row[],
  work: (batch: Row[]) => Promise<Result[] | void>,
  size = rowsPerStatement,
): Promise<Result[]> {
  const results: Result[] = [];
  for (let at = 0; at < rows.length; at += size) {
    if (at > 0) await yieldToEventLoop();
    const out = await work(rows.slice(at, at + size));
    if (out) results.push(...out);
  }
  return results;
}
