import type { CapitalCallRefusal, InvariantCheck } from '../../api/capital-call';
import type { CapitalCallBreakdownRow } from '../../api/capital-call-breakdown';
import { snapshotCache, type CacheAccess } from '../cache/snapshot-cache';
import type { Database } from '../db/database';
import type { Scope } from '../scope';
import {
  apiRefusals,
  breakdownRows,
  computeCall,
  type CallComputation,
} from './capital-call-allocation';
import { loadCallContext, type CallContext } from './capital-call-context';
import { loadCall, type LoadedCall } from './capital-call-service';

/** What a call's pages show of its allocation: per LP and use, the refusals and the checks. */
export type CallFigures = {
  rows: CapitalCallBreakdownRow[];
  refusals: CapitalCallRefusal[];
  checks: InvariantCheck[];
};

/** How a view gets a call's figures: computed now, or from the cache (a route's reads). */
export type CallFiguresOf = (
  db: Database,
  scope: Scope,
  loaded: LoadedCall,
) => Promise<CallFigures>;

/** A draft computed: what it allocates over, the allocation and checks, and its figures. */
export type DraftCallComputation = {
  context: CallContext;
  computation: CallComputation;
  figures: CallFigures;
};

/** A draft's allocation computed now, on the ledger as `db` sees it. */
export async function computeDraftCall(
  db: Database,
  scope: Scope,
  loaded: LoadedCall,
): Promise<DraftCallComputation> {
  const context = await loadCallContext(
    db,
    scope,
    loaded.fund,
    loaded.call.due_date,
    loaded.call.allocation_rule_graph_id,
  );
  const computation = computeCall(loaded.call.uses, context);
  return {
    context,
    computation,
    figures: {
      rows: breakdownRows(computation, context, loaded.call.uses),
      refusals: apiRefusals(computation.allocation),
      checks: computation.checks,
    },
  };
}

/** A finalized call's figures as they were proven and kept; a draft's computed now. */
export const computedCallFigures: CallFiguresOf = async (db, scope, loaded) =>
  loaded.event.state !== 'draft'
    ? {
        rows: loaded.call.finalized_breakdown ?? [],
        refusals: [],
        checks: loaded.call.finalized_checks ?? [],
      }
    : (await computeDraftCall(db, scope, loaded)).figures;

/**
 * A draft over 10,000 commitments takes about a second to allocate (issue 17's bench), and its
 * wizard reads it on every step and its page polls it: each draft is computed once per change
 * of its customer's data. Everything it reads is followed by customer_data_changes (migrations
 * 0033 and 0040), the draft's own uses included.
 */
const cachedDrafts = snapshotCache<DraftCallComputation>({
  maxEntries: 16,
  lifetimeMs: 5 * 60_000,
});
const draftKey = (eventId: string) => `capital-call-draft ${eventId}`;

/** The figures through the cache, for reads outside a transaction (the routes' GETs). */
export const cachedCallFigures =
  ({ handle, now }: CacheAccess): CallFiguresOf =>
  async (db, scope, loaded) => {
    if (loaded.event.state !== 'draft') return computedCallFigures(db, scope, loaded);
    const { fund, event } = loaded;
    const cached = await cachedDrafts.get(
      handle,
      scope.customerId,
      draftKey(event.id),
      now,
      async () =>
        // Read again under the cache's snapshot: what was loaded before it may be older.
        computeDraftCall(handle.db, scope, await loadCall(handle.db, scope, fund.id, event.id)),
    );
    return (await cached.value).figures;
  };

/**
 * The draft as computed for its last read, when nothing it reads has changed since as the
 * transaction `tx` sees it (finalize, after locking the draft), else computed now in `tx`.
 */
export const draftCallIn = (
  tx: Database,
  scope: Scope,
  loaded: LoadedCall,
  cache: CacheAccess | null,
): Promise<DraftCallComputation> =>
  cachedDrafts.keptOr(cache, scope.customerId, draftKey(loaded.event.id), tx, () =>
    computeDraftCall(tx, scope, loaded),
  );
