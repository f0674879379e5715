import type { CommitmentFigure } from '../../api/commitment-detail';
import { formatCents } from '../../domain';
import { commitmentFigureCodes } from './commitment-information';
import type { CommitmentLedgerRow } from './commitment-ledger';
import { baseCodeName } from './transfer-codes';

const paidInCodes: readonly string[] = commitmentFigureCodes.contributed;

/** What a posted row adds to each running balance (a transfer twin counts as the code it moved). */
export function balanceEffect(row: CommitmentLedgerRow) {
  const committed = row.base_code === 'commitment' ? row.amount_cents : 0;
  const paidIn = paidInCodes.includes(row.base_code) ? row.amount_cents : 0;
  const distributed = row.base_classification === 'proceeds' ? row.amount_cents : 0;
  const recallable = distributed !== 0 && row.is_recallable ? distributed : 0;
  return { committed, paidIn, distributed, recallable };
}

/**
 * The commitment's figures from its ledger rows. Unfunded = commitment − paid-in + recallable
 * distributions (DOMAIN.md); outstanding (draft) equalization is shown apart, not in any balance.
 */
export function commitmentFigures(rows: readonly CommitmentLedgerRow[]): CommitmentFigure[] {
  let committed = 0;
  let paidIn = 0;
  let distributed = 0;
  let recallable = 0;
  let outstanding = 0;
  const count = { committed: 0, paidIn: 0, distributed: 0, outstanding: 0 };
  for (const row of rows) {
    if (row.is_draft) {
      if (row.base_classification === 'equalization') {
        // Paid by an admitted partner counts up, returned to an existing partner counts down.
        outstanding += row.base_code.includes('distribution')
          ? -row.amount_cents
          : row.amount_cents;
        count.outstanding += 1;
      }
      continue;
    }
    const effect = balanceEffect(row);
    committed += effect.committed;
    paidIn += effect.paidIn;
    distributed += effect.distributed;
    recallable += effect.recallable;
    if (effect.committed) count.committed += 1;
    if (effect.paidIn) count.paidIn += 1;
    if (effect.distributed) count.distributed += 1;
  }
  const unfunded = committed - paidIn + recallable;
  return [
    {
      id: 'committed',
      label: 'Commitment',
      value: committed,
      explanation: `Sum of ${count.committed} posted commitment row(s), transfers included.`,
    },
    {
      id: 'paid_in',
      label: 'Paid-in',
      value: paidIn,
      explanation: `Sum of ${count.paidIn} posted row(s) of ${paidInCodes.filter((c) => c === baseCodeName(c)).join(', ')}, transfers included.`,
    },
    {
      id: 'unfunded',
      label: 'Unfunded',
      value: unfunded,
      explanation: `Commitment ${formatCents(committed)} − paid-in ${formatCents(paidIn)} + recallable distributions ${formatCents(recallable)}.`,
    },
    {
      id: 'distributed',
      label: 'Distributions',
      value: distributed,
      explanation: `Sum of ${count.distributed} posted row(s) of codes classified proceeds.`,
    },
    {
      id: 'equalization_outstanding',
      label: 'Equalization outstanding',
      value: outstanding,
      explanation: `Sum of ${count.outstanding} equalization row(s) written at a closing and not yet settled by a capital event (to pay is positive, to receive negative).`,
    },
  ];
}
