import type { CommitmentFigure } from '../../api/commitment-detail';
import { formatCents } from '../../domain';
import { commitmentLedgerFigures, outstandingLabel } from '../../domain/ledger-figures';
import type { CommitmentLedgerRow } from './commitment-ledger';
import { figureRow } from './ledger-figure-rows';

const rowCount = (n: number) => `${n} posted row${n === 1 ? '' : 's'}`;

/**
 * The commitment's cards from its ledger rows, each figure from the domain's one function for
 * it (the commitments list, the fund summary and performance use the same). Outstanding (draft)
 * equalization is shown apart, capital and interest each as its own figure, labelled by which
 * way it goes instead of by a sign.
 */
export function commitmentFigures(rows: readonly CommitmentLedgerRow[]): CommitmentFigure[] {
  const f = commitmentLedgerFigures(rows.map(figureRow));
  const capital = outstandingLabel(f.equalization.capital, 'Equalization');
  const interest = outstandingLabel(f.equalization.interest, 'Equalization interest');
  return [
    {
      id: 'committed',
      label: 'Commitment',
      value: f.committed.cents,
      explanation: `Sum of ${rowCount(f.committed.rows)} of codes classified commitment, transfers included.`,
    },
    {
      id: 'paid_in',
      label: 'Paid-in',
      value: f.contributed.cents,
      explanation: `Sum of ${rowCount(f.contributed.rows)} of capital called (codes flagged "should get equalized") and settled capital equalization, transfers included.`,
    },
    {
      id: 'unfunded',
      label: 'Unfunded',
      value: f.unfunded,
      explanation: `Commitment ${formatCents(f.committed.cents)} − paid-in ${formatCents(f.contributed.cents)} + recallable distributions ${formatCents(f.recallable.cents)}.`,
    },
    {
      id: 'distributed',
      label: 'Distributions',
      value: f.distributed.cents,
      explanation: `Sum of ${rowCount(f.distributed.rows)} of codes classified proceeds, transfers included.`,
    },
    {
      id: 'equalization',
      label: capital.label,
      value: capital.cents,
      explanation: `Written at a closing, outstanding until settled (${f.equalization.capital.rows} row(s)): to pay ${formatCents(f.equalization.capital.toPay)}, to receive ${formatCents(f.equalization.capital.toReceive)}.`,
    },
    {
      id: 'equalization_interest',
      label: interest.label,
      value: interest.cents,
      explanation: `Not capital; outstanding until settled (${f.equalization.interest.rows} row(s)): to pay ${formatCents(f.equalization.interest.toPay)}, to receive ${formatCents(f.equalization.interest.toReceive)}.`,
    },
  ];
}
