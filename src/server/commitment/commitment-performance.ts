import type { CommitmentPerformance } from '../../api/commitment-performance';
import type { Database } from '../db/database';
import { commitmentLedgerRows, loadCommitment } from './commitment-ledger';
import type { Scope } from '../scope';
import { performanceFigures } from '../ledger/performance-figures';

/**
 * Spec §7 GET /commitment-stats/?commitment_id=: paid-in, distributions, NAV from the ledger, net
 * IRR, TVPI and DPI of one commitment at `asOf`, with every cash flow used. A transfer twin reads
 * as the code it moved: a transfer in is money in at the transfer date, a transfer out money out.
 */
export async function commitmentPerformance(
  db: Database,
  scope: Scope,
  commitmentId: string,
  asOf: string,
): Promise<CommitmentPerformance> {
  const commitment = await loadCommitment(db, scope, commitmentId);
  const rows = (await commitmentLedgerRows(db, scope, commitment.id)).filter((r) => !r.is_draft);
  return {
    as_of: asOf,
    fund_family_id: commitment.fund_family_id,
    fund_family_name: commitment.fund_family_name,
    currency: commitment.currency,
    ...performanceFigures(
      rows.map((row) => ({ ...row, commitment_id: commitment.id })),
      asOf,
    ),
  };
}
