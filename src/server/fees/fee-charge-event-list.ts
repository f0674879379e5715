import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FeeChargeEventListItem } from '../../api/fee-charge-event';
import type { Database } from '../db/database';
import {
  fee_charge_events,
  fees,
  commitments,
  fund_family_events,
  investor_entities,
  transaction_codes,
  transactions,
  users,
} from '../db/schema';
import { loadFundFamily } from '../fund-family/fund-family-service';
import type { Scope } from '../scope';
import { feeChargeStateOf } from './fee-charge-event-machine-check';
import { computedFeeChargeRun, type FeeChargeRunOf } from './fee-charge-computed';
import { offsetInputsOf } from './fee-charge-inputs';
import { feeTotalsOfLedger, feeTotalsOfRun } from './fee-charge-totals';

type Figures = Pick<
  FeeChargeEventListItem,
  'gross_cents' | 'offsets_applied_cents' | 'waivers_applied_cents' | 'net_cents'
>;

/**
 * A published event's figures read back from its ledger rows (the charge, its offsets and its
 * waivers are posted negative under their own codes; the accrual counterpart is not the fee).
 */
async function postedFigures(db: Database, scope: Scope, ids: string[]) {
  const figures = new Map<string, Figures>();
  if (ids.length === 0) return figures;
  const rows = await db
    .select({
      id: transactions.fund_family_event_id,
      code: transaction_codes.name,
      amount: sql<number>`sum(${transactions.amount_cents})::bigint`.mapWith(Number),
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .where(
      and(
        eq(transactions.customer_id, scope.customerId),
        inArray(transactions.fund_family_event_id, ids),
      ),
    )
    .groupBy(transactions.fund_family_event_id, transaction_codes.name);
  for (const id of ids)
    figures.set(
      id,
      feeTotalsOfLedger(
        rows.filter((r) => r.id === id).map((r) => ({ code: r.code, amount_cents: r.amount })),
      ),
    );
  return figures;
}

/** The investor entity of each commitment given a waiver, for the offsets-waivers tab. */
async function waiverNames(db: Database, scope: Scope, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: commitments.id, name: investor_entities.full_name })
    .from(commitments)
    .innerJoin(investor_entities, eq(investor_entities.id, commitments.investor_entity_id))
    .where(
      and(
        eq(commitments.customer_id, scope.customerId),
        inArray(commitments.id, [...new Set(ids)]),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * GET /fee-charge-event/list?fund_family_id=: the postings tab, newest period first. A published
 * event's figures are its ledger rows; a draft's are what the engine computes for it now (what
 * publishing would post, through `runOf`: the routes read the kept run, as the event's page does),
 * so the tab shows every event's gross, offsets, waivers and net.
 */
export async function listFeeChargeEvents(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  runOf: FeeChargeRunOf = computedFeeChargeRun,
): Promise<FeeChargeEventListItem[]> {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  const rows = await db
    .select({
      event: fund_family_events,
      charge: fee_charge_events,
      fee: fees,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(fee_charge_events)
    .innerJoin(
      fund_family_events,
      eq(fund_family_events.id, fee_charge_events.fund_family_event_id),
    )
    .innerJoin(fees, eq(fees.id, fee_charge_events.fee_id))
    .leftJoin(users, eq(users.id, fee_charge_events.created_by))
    .where(
      and(
        eq(fee_charge_events.customer_id, scope.customerId),
        eq(fee_charge_events.fund_family_id, fund.id),
      ),
    )
    .orderBy(desc(fee_charge_events.period_start), asc(fees.name));
  const published = rows.filter((r) => feeChargeStateOf(r.event.state) === 'published');
  const figures = await postedFigures(
    db,
    scope,
    published.map((r) => r.event.id),
  );
  for (const { event, charge } of rows) {
    if (figures.has(event.id)) continue;
    const { run } = await runOf(db, scope, { event, charge });
    figures.set(event.id, feeTotalsOfRun(run));
  }
  const names = await waiverNames(
    db,
    scope,
    rows.flatMap((r) => r.charge.waivers.map((w) => w.commitment_id)),
  );
  return rows.map(({ event, charge, fee, first_name, last_name }) => ({
    id: event.id,
    name: event.name,
    fee_name: fee.name,
    state: feeChargeStateOf(event.state),
    period: { start: charge.period_start, end: charge.period_end },
    effective_date: event.effective_date,
    ...figures.get(event.id)!,
    created_by:
      first_name === null || charge.created_by === null
        ? null
        : { user_id: charge.created_by, name: `${first_name} ${last_name}` },
    offsets: offsetInputsOf(charge.offsets),
    waivers: charge.waivers.map((w) => ({
      ...w,
      investor_entity_name: names.get(w.commitment_id) ?? '',
    })),
  }));
}
