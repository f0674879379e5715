import { and, asc, eq, sql } from 'drizzle-orm';
import { transition } from 'xstate';
import type {
  CreateInvestorTransfer,
  InvestorTransferees,
  UpdateInvestorTransfer,
} from '../../api/investor-transfers';
import { transferExceedsCommitment } from '../../domain';
import {
  transferActionEvent,
  transferMachine,
  transferSnapshot,
  type TransferActionName,
  type TransferState,
} from '../../../machines/transfer.machine';
import { ApiError, invalid } from '../api-error';
import type { Database } from '../db/database';
import { investor_entities, investor_transfer_transferees, investor_transfers } from '../db/schema';
import { commitmentLedgerRows, loadCommitment } from '../commitment/commitment-ledger';
import type { Scope } from '../scope';
import { loadFundFamily } from '../fund-family/fund-family-service';
import { postInvestorTransfer } from './investor-transfer-posting';
import {
  balancesOf,
  loadTransfer,
  transfereesOf,
  type TransferRecord,
} from './investor-transfer-view';

/** Documents, details and transferees change only while the transfer is a draft. */
const onlyDraft = () =>
  new ApiError({
    status: 409,
    code: 'invalid_transition',
    message: 'Only a draft transfer can be changed.',
  });

export function assertEditable(transfer: TransferRecord) {
  if (!transferSnapshot(transfer.state as TransferState, 0).hasTag('editable')) throw onlyDraft();
}

async function postedCommitment(db: Database, scope: Scope, commitmentId: string) {
  return balancesOf(await commitmentLedgerRows(db, scope, commitmentId)).commitment;
}

export async function createInvestorTransfer(
  tx: Database,
  scope: Scope,
  input: CreateInvestorTransfer,
) {
  const fund = await loadFundFamily(tx, scope.customerId, input.fund_family_id);
  const transferor = await loadCommitment(tx, scope, input.transferor_commitment_id).catch(() => {
    throw invalid({ transferor_commitment_id: ['Invalid'] });
  });
  if (transferor.fund_family_id !== fund.id)
    throw invalid({ transferor_commitment_id: ['Invalid'] });
  if ((await postedCommitment(tx, scope, transferor.id)) <= 0)
    throw invalid({
      transferor_commitment_id: ['This commitment has no posted commitment to transfer.'],
    });
  const [row] = await tx
    .insert(investor_transfers)
    .values({
      customer_id: scope.customerId,
      fund_family_id: fund.id,
      transferor_commitment_id: transferor.id,
      transfer_date: input.transfer_date,
      day_of_timing: input.day_of_timing,
    })
    .returning({ id: investor_transfers.id });
  if (!row) throw new Error('investor transfer insert returned nothing');
  return row.id;
}

export async function updateInvestorTransfer(
  tx: Database,
  scope: Scope,
  transferId: string,
  input: UpdateInvestorTransfer,
) {
  const transfer = await loadTransfer(tx, scope, transferId);
  assertEditable(transfer);
  await tx
    .update(investor_transfers)
    .set({ transfer_date: input.transfer_date, day_of_timing: input.day_of_timing })
    .where(eq(investor_transfers.id, transfer.id));
}

/** Replaces the transferees; spec §5: together they cannot receive more than the commitment. */
export async function setInvestorTransferees(
  tx: Database,
  scope: Scope,
  transferId: string,
  input: InvestorTransferees,
) {
  const transfer = await loadTransfer(tx, scope, transferId);
  assertEditable(transfer);
  const transferor = await loadCommitment(tx, scope, transfer.transferor_commitment_id);
  const errors: Record<string, string[]> = {};
  for (const [index, t] of input.transferees.entries()) {
    const [entity] = await tx
      .select({ id: investor_entities.id })
      .from(investor_entities)
      .where(
        and(
          eq(investor_entities.id, t.investor_entity_id),
          eq(investor_entities.customer_id, scope.customerId),
        ),
      );
    if (!entity) errors[`transferees.${index}.investor_entity_id`] = ['Invalid'];
    else if (entity.id === transferor.investor_entity_id)
      errors[`transferees.${index}.investor_entity_id`] = [
        'The transferor cannot be its own transferee.',
      ];
  }
  const total = input.transferees.reduce((sum, t) => sum + t.amount_cents, 0);
  if (total > (await postedCommitment(tx, scope, transferor.id)))
    errors.transferees = [transferExceedsCommitment];
  if (Object.keys(errors).length > 0) throw invalid(errors, errors.transferees?.[0]);
  await tx
    .delete(investor_transfer_transferees)
    .where(eq(investor_transfer_transferees.investor_transfer_id, transfer.id));
  await tx.insert(investor_transfer_transferees).values(
    input.transferees.map((t) => ({
      investor_transfer_id: transfer.id,
      investor_entity_id: t.investor_entity_id,
      amount_cents: t.amount_cents,
    })),
  );
}

/** The state a legal action leads to; an illegal one is a 409 invalid_transition. */
export function nextTransferState(
  state: TransferState,
  transfereeCount: number,
  due: boolean,
  action: TransferActionName,
): TransferState {
  const snapshot = transferSnapshot(state, transfereeCount);
  const event = transferActionEvent(action, due);
  if (!snapshot.can(event)) {
    const why =
      transfereeCount === 0 && (action === 'process' || action === 'schedule')
        ? 'Add at least one transferee first.'
        : action === 'process' && !due
          ? 'The transfer date has not come yet: schedule the transfer instead.'
          : action === 'schedule' && due
            ? 'The transfer date has come: process the transfer instead.'
            : `A transfer that is ${state} cannot ${action}.`;
    throw new ApiError({ status: 409, code: 'invalid_transition', message: why });
  }
  const [next] = transition(transferMachine, snapshot, event);
  return next.value as TransferState;
}

/** Runs a lifecycle action; processing posts the transfer to the ledger in the same transaction. */
export async function transitionInvestorTransfer(
  tx: Database,
  scope: Scope,
  transferId: string,
  action: TransferActionName,
  today: string,
) {
  await loadTransfer(tx, scope, transferId);
  // Locks the row so two users cannot process the same transfer twice.
  await tx.execute(
    sql`select 1 from ${investor_transfers} where ${investor_transfers.id} = ${transferId} for update`,
  );
  const transfer = await loadTransfer(tx, scope, transferId);
  const transferees = await transfereesOf(tx, transfer.id);
  const next = nextTransferState(
    transfer.state as TransferState,
    transferees.length,
    transfer.transfer_date <= today,
    action,
  );
  if (next === 'processed') {
    await postInvestorTransfer(tx, scope, transfer, transferees);
  } else {
    await tx
      .update(investor_transfers)
      .set({ state: next })
      .where(eq(investor_transfers.id, transfer.id));
  }
  return { from: transfer.state, to: next };
}

export async function listInvestorTransfers(db: Database, scope: Scope, fundFamilyId: string) {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  return db
    .select()
    .from(investor_transfers)
    .where(
      and(
        eq(investor_transfers.customer_id, scope.customerId),
        eq(investor_transfers.fund_family_id, fund.id),
      ),
    )
    .orderBy(asc(investor_transfers.transfer_date), asc(investor_transfers.created_at));
}
