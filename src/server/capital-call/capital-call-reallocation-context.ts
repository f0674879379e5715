import type { StoredCapitalCallUse } from '../../api/capital-call';
import type { ReallocationAmount } from '../../api/capital-call-reallocation';
import type {
  CentsByUse,
  ReallocateCapitalCallInput,
} from '../../domain/capital-call/reallocate-capital-call';
import { commitmentLedgerFigures } from '../../domain/ledger-figures';
import { figureTotalsByCommitment } from '../commitment/commitment-information';
import type { Database } from '../db/database';
import type { Scope } from '../scope';
import { type CallCode, type CallCommitment, loadCallContext } from './capital-call-context';
import { type LoadedReallocation, postedReallocations } from './capital-call-reallocation-record';
import { type LoadedCall, loadCall } from './capital-call-service';

/** What a reallocation computes over, as the domain reads it, and the names around it. */
export type ReallocationContext = {
  call: LoadedCall;
  uses: StoredCapitalCallUse[];
  codes: Map<string, CallCode>;
  /** The call's LPs and every LP admitted by the effective date (a late admission). */
  commitments: Pick<
    CallCommitment,
    | 'id'
    | 'name'
    | 'fundEntityId'
    | 'fundEntityName'
    | 'investorEntityId'
    | 'committed'
    | 'contributed'
    | 'recallable'
    | 'unfunded'
  >[];
  before: CentsByUse;
  /** The events whose rows hold the amounts before: the call and its posted reallocations. */
  beforeEventIds: string[];
};

export async function loadReallocationContext(
  db: Database,
  scope: Scope,
  loaded: LoadedReallocation,
  effectiveDate: string,
  lockCall = false,
): Promise<ReallocationContext> {
  const call = await loadCall(
    db,
    scope,
    loaded.fund.id,
    loaded.reallocation.capital_call_event_id,
    lockCall,
  );
  const context = await loadCallContext(db, scope, loaded.fund, effectiveDate, null);
  const breakdown = call.call.finalized_breakdown ?? [];
  const commitments: ReallocationContext['commitments'] = [...context.commitments];
  const known = new Set(commitments.map((c) => c.id));
  const missing = breakdown.filter((row) => !known.has(row.commitment_id));
  if (missing.length > 0) {
    // An LP of the call no longer reached on the effective date keeps its row (and its amounts).
    const ledger = await figureTotalsByCommitment(
      db,
      scope,
      missing.map((row) => row.commitment_id),
    );
    for (const row of missing) {
      const f = commitmentLedgerFigures(ledger.get(row.commitment_id) ?? []);
      commitments.push({
        id: row.commitment_id,
        name: row.lp,
        fundEntityId: row.fund_entity_id,
        fundEntityName: row.fund_entity_name,
        investorEntityId: row.investor_entity_id,
        committed: f.committed.cents,
        contributed: f.contributed.cents,
        recallable: f.recallable.cents,
        unfunded: f.unfunded,
      });
    }
  }
  const before: Record<string, Record<string, number>> = {};
  for (const use of call.call.uses) before[use.id] = {};
  for (const row of breakdown)
    for (const [useId, cents] of Object.entries(row.by_use))
      (before[useId] ??= {})[row.commitment_id] = cents;
  const earlier = await postedReallocations(db, scope, loaded);
  for (const { view } of earlier)
    for (const row of view?.rows ?? [])
      for (const [useId, line] of Object.entries(row.by_use)) {
        const forUse = (before[useId] ??= {});
        forUse[row.commitment_id] = (forUse[row.commitment_id] ?? 0) + line.difference_cents;
      }
  return {
    call,
    // A closing equalization line settles the closings' own rows: it is not a contribution
    // split among LPs, so a reallocation leaves it out.
    uses: call.call.uses.filter((use) => use.kind !== 'closing_equalization'),
    codes: context.codes,
    commitments,
    before,
    beforeEventIds: [call.event.id, ...earlier.map((e) => e.event_id)],
  };
}

export const amountsByUse = (amounts: readonly ReallocationAmount[]): CentsByUse => {
  const byUse: Record<string, Record<string, number>> = {};
  for (const a of amounts) (byUse[a.use_id] ??= {})[a.commitment_id] = a.amount_cents;
  return byUse;
};

/** The domain's input for a reallocation's new amounts over its context. */
export function domainInput(
  context: ReallocationContext,
  amounts: readonly ReallocationAmount[],
  extra: Pick<ReallocateCapitalCallInput, 'ledgerBefore' | 'posted'> = {},
): ReallocateCapitalCallInput {
  return {
    uses: context.uses.map((use) => ({
      id: use.id,
      description: use.description,
      transactionCode: use.transaction_code,
      isRecallable: context.codes.get(use.transaction_code)?.is_recallable ?? false,
    })),
    commitments: context.commitments,
    before: context.before,
    amounts: amountsByUse(amounts),
    ...extra,
  };
}
