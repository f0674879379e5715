import { snapshotCache, type CacheAccess } from '../cache/snapshot-cache';
import type { Database } from '../db/database';
import { loadFundFamily } from '../fund-family/fund-family-service';
import type { Scope } from '../scope';
import { loadFeeCharge, type LoadedFeeCharge } from './fee-charge-load';
import { loadFeeRow } from './fee-configuration';
import { computeFeeCharge, type FeeChargeRun } from './fee-charge-run';

/** A charge's run by the fee engine, with the fund and fee it was computed for. */
export type ComputedFeeCharge = FeeChargeRun & {
  fund: Awaited<ReturnType<typeof loadFundFamily>>;
  fee: Awaited<ReturnType<typeof loadFeeRow>>;
};

/** How a view gets a charge's run: computed now, or from the cache (a route's reads). */
export type FeeChargeRunOf = (
  db: Database,
  scope: Scope,
  loaded: LoadedFeeCharge,
) => Promise<ComputedFeeCharge>;

/** The charge's run from its stored fee, period, offsets and waivers, on the ledger as `db` sees it. */
export const computedFeeChargeRun: FeeChargeRunOf = async (db, scope, { event, charge }) => {
  const fund = await loadFundFamily(db, scope.customerId, event.fund_family_id);
  const fee = await loadFeeRow(db, scope, charge.fee_id);
  const run = await computeFeeCharge(
    db,
    scope,
    fund,
    fee,
    { start: charge.period_start, end: charge.period_end },
    charge.offsets,
    charge.waivers,
  );
  return { ...run, fund, fee };
};

/**
 * A quarter's fee over 10,000 commitments takes about a second to compute (issue 20's bench), and
 * its pages read it on every step: each charge is computed once per change of its customer's
 * data. Everything it reads is followed by customer_data_changes (migrations 0033, 0040 and
 * 0042), the charge's own offsets and waivers included.
 */
const cachedRuns = snapshotCache<ComputedFeeCharge>({ maxEntries: 16, lifetimeMs: 5 * 60_000 });
const runKey = (eventId: string) => `fee-charge-run ${eventId}`;

/** The run through the cache, for reads outside a transaction (the routes' answers). */
export const cachedFeeChargeRun =
  ({ handle, now }: CacheAccess): FeeChargeRunOf =>
  async (_db, scope, loaded) => {
    const eventId = loaded.event.id;
    const cached = await cachedRuns.get(handle, scope.customerId, runKey(eventId), now, async () =>
      // Read again under the cache's snapshot: what was loaded before it may be older.
      computedFeeChargeRun(handle.db, scope, await loadFeeCharge(handle.db, scope, eventId)),
    );
    return cached.value;
  };

/**
 * The run as computed for the charge's last read, when nothing it reads has changed since as the
 * transaction `tx` sees it (publish, after locking the charge), else computed now in `tx`.
 */
export const feeChargeRunIn = (
  tx: Database,
  scope: Scope,
  loaded: LoadedFeeCharge,
  cache: CacheAccess | null,
): Promise<ComputedFeeCharge> =>
  cachedRuns.keptOr(cache, scope.customerId, runKey(loaded.event.id), tx, () =>
    computedFeeChargeRun(tx, scope, loaded),
  );
