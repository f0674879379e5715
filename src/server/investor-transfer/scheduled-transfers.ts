import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { audit_log, investor_transfers } from '../db/schema';
import { transitionInvestorTransfer } from './investor-transfer-service';

/** How the audit log names the job: no user, no request, this id instead. */
export const processDueTransfersJob = 'process_due_transfers';

export type DueTransfersOutcome = {
  processed: string[];
  failed: { id: string; message: string }[];
};

/**
 * Spec §4 Transfer: a scheduled transfer is processed once its date arrives. Every scheduled
 * transfer dated `today` or earlier, of every customer, goes through the transfer machine's
 * `process` like a user's click, each in its own transaction with its own audit row, so one that
 * fails (its transferor no longer holds the amount, say) stays scheduled and blocks no other.
 */
export async function processDueTransfers(
  db: Database,
  today: string,
): Promise<DueTransfersOutcome> {
  const due = await db
    .select({ id: investor_transfers.id, customer_id: investor_transfers.customer_id })
    .from(investor_transfers)
    .where(
      and(eq(investor_transfers.state, 'scheduled'), lte(investor_transfers.transfer_date, today)),
    )
    .orderBy(asc(investor_transfers.transfer_date), asc(investor_transfers.created_at));
  const outcome: DueTransfersOutcome = { processed: [], failed: [] };
  for (const transfer of due) {
    try {
      await db.transaction(async (tx) => {
        const change = await transitionInvestorTransfer(
          tx,
          { customerId: transfer.customer_id },
          transfer.id,
          'process',
          today,
        );
        await tx.insert(audit_log).values({
          customer_id: transfer.customer_id,
          user_id: null,
          request_id: processDueTransfersJob,
          action: 'finalize',
          target_type: 'investor_transfer',
          target_id: transfer.id,
          data: { ...change, system: true, job: processDueTransfersJob, today },
        });
      });
      outcome.processed.push(transfer.id);
    } catch (error) {
      outcome.failed.push({
        id: transfer.id,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return outcome;
}
