import type { CapitalCallRefusal, InvariantCheck } from '../../api/capital-call';
import type { CapitalCallBreakdownRow } from '../../api/capital-call-breakdown';
import { snapshotCache } from '../cache/snapshot-cache';
import type { Database, DatabaseHandle } from '../db/database';
import type { Scope } from '../scope';
import { apiRefusals, breakdownRows, computeCall } from './capital-call-allocation';
import { loadCallContext } from './capital-call-context';
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

/** A draft's allocation computed now; a finalized call's as it was proven and kept. */
export const computedCallFigures: CallFiguresOf = async (db, scope, loaded) => {
  if (loaded.event.state !== 'draft')
    return {
      rows: loaded.call.finalized_breakdown ?? [],
      refusals: [],
      checks: loaded.call.finalized_checks ?? [],
    };
  const context = await loadCallContext(
    db,
    scope,
    loaded.fund,
    loaded.call.due_date,
    loaded.call.allocation_rule_graph_id,
  );
  const computation = computeCall(loaded.call.uses, context);
  return {
    rows: breakdownRows(computation, context, loaded.call.uses),
    refusals: apiRefusals(computation.allocation),
    checks: computation.checks,
  };
};

/**
 * A draft over 10,000 commitments takes about a second to allocate (issue 17's bench), and its
 * wizard reads it on every step and its page polls it: each draft's figures are computed once
 * per change of its customer's data. Everything they read is followed by customer_data_changes
 * (migrations 0033 and 0040), the draft's own uses included.
 */
const cachedDraftFigures = snapshotCache<CallFigures>({ maxEntries: 16, lifetimeMs: 5 * 60_000 });

/** The figures through the cache, for reads outside a transaction (the routes' GETs). */
export const cachedCallFigures =
  (handle: DatabaseHandle, now: number): CallFiguresOf =>
  async (db, scope, loaded) => {
    if (loaded.event.state !== 'draft') return computedCallFigures(db, scope, loaded);
    const { fund, event } = loaded;
    const cached = await cachedDraftFigures(
      handle,
      scope.customerId,
      `capital-call-figures ${event.id}`,
      now,
      // Read again under the cache's snapshot: what was loaded before it may be older.
      async () =>
        computedCallFigures(handle.db, scope, await loadCall(handle.db, scope, fund.id, event.id)),
    );
    return cached.value;
  };
