import { admittingEvents, rowKind, type FigureRow, type RowKind } from './ledger-row-kind';

/**
 * The figures of one commitment (or of several, summed) from its ledger rows. Each figure is one
 * function, so the card, the activity, the commitments list, the fund summary, performance and
 * the assistant cannot disagree. Posted rows make the balances; outstanding (draft) rows make
 * only the outstanding equalization.
 */

export type Kinded = { row: FigureRow; kind: RowKind };

// Every figure of a commitment reads the same rows' kinds: work them out once per rows array
// (the investors and commitments tables compute six figures for each of 20,000 commitments).
const kindedOf = new WeakMap<readonly FigureRow[], readonly Kinded[]>();

/** Each row with its kind, read against the commitment's own rows (which events admitted it). */
export function kindedRows(rows: readonly FigureRow[]): readonly Kinded[] {
  const known = kindedOf.get(rows);
  // A list grown since (rows pushed while it is built up) is read afresh.
  if (known && known.length === rows.length) return known;
  const admitted = admittingEvents(rows);
  const kinded = rows.map((row) => ({ row, kind: rowKind(row, admitted) }));
  kindedOf.set(rows, kinded);
  return kinded;
}

/** How many ledger rows a figure row stands for (one, unless the database summed alike rows). */
const rowsOf = ({ row }: Kinded) => row.rows ?? 1;

const sumOf = (rows: readonly Kinded[], kinds: readonly RowKind[]) =>
  rows.reduce((total, { row, kind }) => (kinds.includes(kind) ? total + row.amount : total), 0);

/** A figure with the number of ledger rows behind it (every figure opens its rows). */
export type Figure = { cents: number; rows: number };

export type BalanceEffect = {
  committed: number;
  contributed: number;
  distributed: number;
  recallable: number;
};

/**
 * What one row adds to each balance. Outstanding (draft) rows add nothing. Contributed is
 * paid-in capital: called contributions, plus capital equalization paid, less capital
 * equalization returned (after equalization every partner has contributed the same share of its
 * commitment); equalization interest is not capital (model LPA §5.1), and a charge allocated
 * from the fund's resources was never paid in. A negative row (a credit) reduces.
 */
export function balanceEffect({ row, kind }: Kinded): BalanceEffect {
  const effect = { committed: 0, contributed: 0, distributed: 0, recallable: 0 };
  if (row.isDraft) return effect;
  if (kind === 'commitment') effect.committed = row.amount;
  if (kind === 'contribution' || kind === 'equalization_paid') effect.contributed = row.amount;
  if (kind === 'equalization_received') effect.contributed = -row.amount;
  if (kind === 'distribution') {
    effect.distributed = row.amount;
    if (row.isRecallable) effect.recallable = row.amount;
  }
  return effect;
}

const figureOf = (rows: readonly FigureRow[], pick: keyof BalanceEffect): Figure =>
  kindedRows(rows).reduce(
    (total, kinded) =>
      countsTowards(kinded, pick)
        ? { cents: total.cents + balanceEffect(kinded)[pick], rows: total.rows + rowsOf(kinded) }
        : total,
    { cents: 0, rows: 0 },
  );

/** Whether a row is one of the rows behind a figure (posted, of the figure's kinds). */
export function countsTowards({ row, kind }: Kinded, pick: keyof BalanceEffect): boolean {
  if (row.isDraft) return false;
  switch (pick) {
    case 'committed':
      return kind === 'commitment';
    case 'contributed':
      return (
        kind === 'contribution' || kind === 'equalization_paid' || kind === 'equalization_received'
      );
    case 'distributed':
      return kind === 'distribution';
    case 'recallable':
      return kind === 'distribution' && row.isRecallable;
  }
}

/** Commitment: the posted commitment rows. */
export function committed(rows: readonly FigureRow[]): Figure {
  return figureOf(rows, 'committed');
}

/** Contributed (paid-in capital): see balanceEffect. */
export function contributed(rows: readonly FigureRow[]): Figure {
  return figureOf(rows, 'contributed');
}

/** Distributed: posted distribution rows (a negative one, a credit, reduces it). */
export function distributed(rows: readonly FigureRow[]): Figure {
  return figureOf(rows, 'distributed');
}

/** Recallable distributions: the posted distribution rows whose code is flagged recallable. */
export function recallable(rows: readonly FigureRow[]): Figure {
  return figureOf(rows, 'recallable');
}

/** Unfunded = commitment − contributed + recallable distributions (DOMAIN.md). */
export function unfunded(rows: readonly FigureRow[]): number {
  return unfundedOf(committed(rows).cents, contributed(rows).cents, recallable(rows).cents);
}

/** The one unfunded formula, for running balances that already hold its three inputs. */
export const unfundedOf = (
  committedCents: number,
  contributedCents: number,
  recallableCents: number,
) => committedCents - contributedCents + recallableCents;

/** The balances after each row, in the rows' order (the activity's running columns). */
export function runningBalances(rows: readonly FigureRow[]) {
  const total = { committed: 0, contributed: 0, distributed: 0, recallable: 0 };
  return kindedRows(rows).map((kinded) => {
    const effect = balanceEffect(kinded);
    total.committed += effect.committed;
    total.contributed += effect.contributed;
    total.distributed += effect.distributed;
    total.recallable += effect.recallable;
    return {
      kind: kinded.kind,
      ...total,
      unfunded: unfundedOf(total.committed, total.contributed, total.recallable),
    };
  });
}

/** Outstanding equalization of one part: what the partner is to pay and to receive. */
export type OutstandingEqualization = { toPay: number; toReceive: number; rows: number };

/**
 * Equalization written at a closing and not yet settled (draft rows), capital and interest apart:
 * interest is its own figure, never added to the capital equalization.
 */
export function equalizationOutstanding(rows: readonly FigureRow[]): {
  capital: OutstandingEqualization;
  interest: OutstandingEqualization;
} {
  const drafts = kindedRows(rows).filter(({ row }) => row.isDraft);
  const part = (pay: RowKind, receive: RowKind): OutstandingEqualization => ({
    toPay: sumOf(drafts, [pay]),
    toReceive: sumOf(drafts, [receive]),
    rows: drafts
      .filter(({ kind }) => kind === pay || kind === receive)
      .reduce((n, kinded) => n + rowsOf(kinded), 0),
  });
  return {
    capital: part('equalization_paid', 'equalization_received'),
    interest: part('equalization_interest_paid', 'equalization_interest_received'),
  };
}

/**
 * One outstanding amount as it is shown: the net of to pay and to receive, labelled by which
 * way it goes ("to pay" or "to receive") and always a positive amount.
 */
export function outstandingLabel(
  part: OutstandingEqualization,
  name: 'Equalization' | 'Equalization interest',
): { label: string; cents: number } {
  const net = part.toPay - part.toReceive;
  return net < 0
    ? { label: `${name} to receive`, cents: -net }
    : { label: `${name} to pay`, cents: net };
}

/** Every balance figure at once (each from its own function above). */
export function commitmentLedgerFigures(rows: readonly FigureRow[]) {
  return {
    committed: committed(rows),
    contributed: contributed(rows),
    distributed: distributed(rows),
    recallable: recallable(rows),
    unfunded: unfunded(rows),
    equalization: equalizationOutstanding(rows),
  };
}
