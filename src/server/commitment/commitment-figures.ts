import type { CommitmentFigure } from '../../api/commitment-detail';
import {
  commitmentLedgerFigures,
  explainFigure,
  figureLedgerRows,
  outstandingLabel,
  type LedgerFigure,
} from '../../domain/ledger-figures';
import type { CommitmentLedgerRow } from './commitment-ledger';
import { figureRow } from '../ledger/ledger-figure-rows';

/**
 * The commitment's cards from its ledger rows, each figure from the domain's one function for
 * it (the commitments list, the fund summary and performance use the same). Outstanding (draft)
 * equalization is shown apart, capital and interest each as its own figure, labelled by which
 * way it goes instead of by a sign.
 */
export function commitmentFigures(rows: readonly CommitmentLedgerRow[]): CommitmentFigure[] {
  const figureRows = rows.map(figureRow);
  const f = commitmentLedgerFigures(figureRows);
  // Worded by the function that words the drill-down panel, so a card and the rows it opens
  // say the same thing about the same figure.
  const explain = (figure: LedgerFigure) =>
    explainFigure(figure, figureLedgerRows(figure, figureRows)).explanation;
  const capital = outstandingLabel(f.equalization.capital, 'Equalization');
  const interest = outstandingLabel(f.equalization.interest, 'Equalization interest');
  return [
    {
      id: 'committed',
      label: 'Commitment',
      value: f.committed.cents,
      explanation: explain('committed'),
    },
    {
      id: 'paid_in',
      label: 'Paid-in',
      value: f.contributed.cents,
      explanation: explain('contributed'),
    },
    {
      id: 'unfunded',
      label: 'Unfunded',
      value: f.unfunded,
      explanation: explain('unfunded'),
    },
    {
      id: 'distributed',
      label: 'Distributions',
      value: f.distributed.cents,
      explanation: explain('distributed'),
    },
    {
      id: 'equalization',
      label: capital.label,
      value: capital.cents,
      explanation: explain('equalization'),
    },
    {
      id: 'equalization_interest',
      label: interest.label,
      value: interest.cents,
      explanation: explain('equalization_interest'),
    },
  ];
}
