import type { Database } from '../db/database';

/** Thrown to roll a dry run's transaction back with its result: a preview posts nothing. */
class DryRun<T> extends Error {
  constructor(readonly result: T) {
    super('dry run');
  }
}

/**
 * Runs `work` in a transaction that is always rolled back and answers what it returned: a
 * correction's preview is the correction itself, run on the real ledger and undone, so what the
 * user sees is exactly what a confirmation of the same ledger posts.
 */
export async function dryRun<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new DryRun(await work(tx));
    });
  } catch (error) {
    if (error instanceof DryRun) return error.result as T;
    throw error;
  }
  throw new Error('a dry run returned without its result');
}
