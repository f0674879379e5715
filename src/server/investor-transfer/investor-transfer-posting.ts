import { and, asc, eq, max, min } from 'drizzle-orm';
import { invalid } from '../api-error';
import type { Database } from '../db/database';
import {
  commitments,
  fund_family_events,
  investor_transfer_transferees,
  investor_transfers,
  transactions,
} from '../db/schema';
import type { LoadedCommitment } from '../commitment/commitment-ledger';
import type { Scope } from '../scope';
import { ensureTransferCodes } from './transfer-codes';
import { previewTransfer, type TransferRecord, type transfereesOf } from './investor-transfer-view';

/** The transferee's commitment to the transferor's fund entity: its own, or a new one in the same class. */
async function transfereeCommitment(
  tx: Database,
  scope: Scope,
  transferor: LoadedCommitment,
  investorEntityId: string,
) {
  const [existing] = await tx
    .select({ id: commitments.id })
    .from(commitments)
    .where(
      and(
        eq(commitments.customer_id, scope.customerId),
        eq(commitments.fund_family_id, transferor.fund_family_id),
        eq(commitments.owning_entity_id, transferor.owning_entity_id),
        eq(commitments.investor_entity_id, investorEntityId),
      ),
    )
    .orderBy(asc(commitments.created_at))
    .limit(1);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(commitments)
    .values({
      customer_id: scope.customerId,
      fund_family_id: transferor.fund_family_id,
      owning_entity_id: transferor.owning_entity_id,
      investor_entity_id: investorEntityId,
      is_gp: false,
      investor_class_id: transferor.investor_class_id,
    })
    .returning({ id: commitments.id });
  if (!created) throw new Error('commitment insert returned nothing');
  return created.id;
}

/** Beginning of day: before every event already on that date; end of day: after them. */
async function sequenceFor(
  tx: Database,
  fundFamilyId: string,
  date: string,
  timing: 'beginning_of_day' | 'end_of_day',
) {
  const [bounds] = await tx
    .select({ first: min(fund_family_events.sequence), last: max(fund_family_events.sequence) })
    .from(fund_family_events)
    .where(
      and(
        eq(fund_family_events.fund_family_id, fundFamilyId),
        eq(fund_family_events.effective_date, date),
      ),
    );
  if (bounds?.first == null || bounds.last == null) return 1;
  return timing === 'beginning_of_day' ? bounds.first - 1 : bounds.last + 1;
}

/**
 * Processing a transfer (spec §4): one completed investor_transfer event whose rows, under the
 * transfer twins of each code, take every posted balance from the transferor and give it to the
 * transferees, as of the processing date. The caller holds the transaction and the row lock.
 */
export async function postInvestorTransfer(
  tx: Database,
  scope: Scope,
  transfer: TransferRecord,
  transferees: Awaited<ReturnType<typeof transfereesOf>>,
) {
  const { transferor, processing, moves, problem, steps } = await previewTransfer(
    tx,
    scope,
    transfer,
    transferees,
  );
  if (problem) throw invalid({ transferees: [problem] }, problem);
  const commitmentOf = new Map<string, string>();
  for (const t of transferees)
    commitmentOf.set(
      t.investor_entity_id,
      await transfereeCommitment(tx, scope, transferor, t.investor_entity_id),
    );
  const codeIds = await ensureTransferCodes(
    tx,
    { customerId: scope.customerId, fundFamilyId: transfer.fund_family_id },
    moves.map((m) => m.key.code),
  );
  const [event] = await tx
    .insert(fund_family_events)
    .values({
      customer_id: scope.customerId,
      fund_family_id: transfer.fund_family_id,
      event_type: 'investor_transfer',
      state: 'completed',
      name: `Transfer from ${transferor.investor_entity_name}`,
      effective_date: processing.date,
      sequence: await sequenceFor(tx, transfer.fund_family_id, processing.date, processing.timing),
    })
    .returning({ id: fund_family_events.id });
  if (!event) throw new Error('event insert returned nothing');
  const base = {
    customer_id: scope.customerId,
    fund_family_id: transfer.fund_family_id,
    fund_family_event_id: event.id,
    fund_entity_id: transferor.owning_entity_id,
    effective_date: processing.date,
  };
  const rows = moves.flatMap((move) => {
    const codeId = codeIds.get(move.key.code);
    if (!codeId) throw new Error(`no transfer code for ${move.key.code}`);
    const dims = {
      transaction_code_id: codeId,
      investment_type: move.key.investment_type,
      security_type: move.key.security_type,
      is_fee_holdback: move.key.is_fee_holdback,
    };
    return [
      {
        ...base,
        ...dims,
        investor_entity_id: transferor.investor_entity_id,
        commitment_id: transferor.id,
        amount_cents: move.transferor,
      },
      ...Object.entries(move.transferees).map(([investorEntityId, amount]) => ({
        ...base,
        ...dims,
        investor_entity_id: investorEntityId,
        commitment_id: commitmentOf.get(investorEntityId)!,
        amount_cents: amount,
      })),
    ].filter((row) => row.amount_cents !== 0);
  });
  if (rows.length > 0) await tx.insert(transactions).values(rows);
  for (const t of transferees)
    await tx
      .update(investor_transfer_transferees)
      .set({ commitment_id: commitmentOf.get(t.investor_entity_id)! })
      .where(eq(investor_transfer_transferees.id, t.id));
  await tx
    .update(investor_transfers)
    .set({
      state: 'processed',
      processing_date: processing.date,
      fund_family_event_id: event.id,
      audit: steps,
    })
    .where(eq(investor_transfers.id, transfer.id));
  return event.id;
}
