import { formatCents } from '../money';
import {
  balanceEffect,
  countsTowards,
  kindedRows,
  unfundedOf,
  type BalanceEffect,
} from './commitment-ledger-figures';
import type { FigureRow, RowKind } from './ledger-row-kind';

/**
 * The ledger rows behind a figure, each signed as the figure counts it, so that the rows always
 * add up to the figure shown: they are chosen and signed by the same kind and balance functions
 * that compute the figure (commitment-ledger-figures), never by a second reading of the ledger.
 */

/** Every figure that opens its rows (the cards, the summary and the commitments list). */
export const LEDGER_FIGURES = [
  'committed',
  'contributed',
  'distributed',
  'recallable',
  'unfunded',
  /** Outstanding capital equalization, net, labelled by which way it goes (the card). */
  'equalization',
  'equalization_to_pay',
  'equalization_to_receive',
  /** Outstanding equalization interest, net, labelled by which way it goes (the card). */
  'equalization_interest',
  'equalization_interest_to_pay',
  'equalization_interest_to_receive',
] as const;
export type LedgerFigure = (typeof LEDGER_FIGURES)[number];

/** One part of a figure's formula: "− paid-in 539,525.59". */
export type FigureTerm = { id: string; label: string; sign: 1 | -1; cents: number; rows: number };

/** A row behind a figure: its amount signed as the figure counts it, and the term it falls in. */
export type RowBehindFigure<R> = { row: R; kind: RowKind; term: string; signedAmount: number };

type TermSpec = { id: string; label: string; sign: 1 | -1; always: boolean };

const balanceTerm: Record<keyof BalanceEffect, TermSpec> = {
  committed: { id: 'committed', label: 'Commitment', sign: 1, always: true },
  contributed: { id: 'contributed', label: 'Paid-in', sign: -1, always: true },
  distributed: { id: 'distributed', label: 'Distributions', sign: 1, always: true },
  recallable: { id: 'recallable', label: 'Recallable distributions', sign: 1, always: true },
};

/** Paid-in by what each row is: called contributions and settled capital equalization. */
const paidInTerms: Partial<Record<RowKind, TermSpec>> = {
  contribution: { id: 'contribution', label: 'Contributions', sign: 1, always: true },
  equalization_paid: {
    id: 'equalization_paid',
    label: 'capital equalization paid',
    sign: 1,
    always: false,
  },
  equalization_received: {
    id: 'equalization_received',
    label: 'capital equalization received',
    sign: -1,
    always: false,
  },
};

/** The two sides of an outstanding equalization figure. */
const outstandingKinds = {
  equalization: { pay: 'equalization_paid', receive: 'equalization_received' },
  equalization_interest: {
    pay: 'equalization_interest_paid',
    receive: 'equalization_interest_received',
  },
} as const;

const outstandingTerm = (id: 'to_pay' | 'to_receive', sign: 1 | -1): TermSpec => ({
  id,
  label: id === 'to_pay' ? 'To pay' : 'To receive',
  sign,
  always: true,
});

function balanceRows<R extends FigureRow>(
  rows: readonly R[],
  pick: keyof BalanceEffect,
): RowBehindFigure<R>[] {
  return kindedRows(rows).flatMap((kinded, i) => {
    if (!countsTowards(kinded, pick)) return [];
    // A paid-in kind without a term of its own (none today) is shown with the contributions.
    const term = pick === 'contributed' ? (paidInTerms[kinded.kind]?.id ?? 'contribution') : pick;
    return [{ row: rows[i]!, kind: kinded.kind, term, signedAmount: balanceEffect(kinded)[pick] }];
  });
}

/** Unfunded = commitment − paid-in + recallable distributions, row by row. */
function unfundedRows<R extends FigureRow>(rows: readonly R[]): RowBehindFigure<R>[] {
  return kindedRows(rows).flatMap((kinded, i) => {
    const effect = balanceEffect(kinded);
    const term = (['committed', 'contributed', 'recallable'] as const).find((pick) =>
      countsTowards(kinded, pick),
    );
    if (!term) return [];
    const signedAmount = unfundedOf(
      term === 'committed' ? effect.committed : 0,
      term === 'contributed' ? effect.contributed : 0,
      term === 'recallable' ? effect.recallable : 0,
    );
    return [{ row: rows[i]!, kind: kinded.kind, term, signedAmount }];
  });
}

/**
 * Outstanding (draft) equalization of one part. `direction` says which side the figure is
 * labelled by: its own rows count plus, the other side's minus; a net figure takes the side its
 * net falls on, as the card labels it (outstandingLabel).
 */
function outstandingRows<R extends FigureRow>(
  rows: readonly R[],
  part: keyof typeof outstandingKinds,
  direction: 'to_pay' | 'to_receive' | 'net',
): RowBehindFigure<R>[] {
  const { pay, receive } = outstandingKinds[part];
  const drafts = kindedRows(rows).flatMap((kinded, i) =>
    kinded.row.isDraft && (kinded.kind === pay || kinded.kind === receive)
      ? [{ row: rows[i]!, kind: kinded.kind, amount: kinded.row.amount }]
      : [],
  );
  const net = drafts.reduce((t, d) => t + (d.kind === pay ? d.amount : -d.amount), 0);
  const side = direction === 'net' ? (net < 0 ? 'to_receive' : 'to_pay') : direction;
  return drafts.flatMap(({ row, kind, amount }) => {
    const term = kind === pay ? 'to_pay' : 'to_receive';
    if (direction !== 'net' && term !== side) return [];
    return [{ row, kind, term, signedAmount: term === side ? amount : -amount }];
  });
}

/** The rows of one commitment behind a figure, each signed as the figure counts it. */
export function figureLedgerRows<R extends FigureRow>(
  figure: LedgerFigure,
  rows: readonly R[],
): RowBehindFigure<R>[] {
  switch (figure) {
    case 'committed':
    case 'contributed':
    case 'distributed':
    case 'recallable':
      return balanceRows(rows, figure);
    case 'unfunded':
      return unfundedRows(rows);
    case 'equalization':
    case 'equalization_interest':
      return outstandingRows(rows, figure, 'net');
    case 'equalization_to_pay':
    case 'equalization_to_receive':
      return outstandingRows(
        rows,
        'equalization',
        figure.endsWith('pay') ? 'to_pay' : 'to_receive',
      );
    case 'equalization_interest_to_pay':
    case 'equalization_interest_to_receive':
      return outstandingRows(
        rows,
        'equalization_interest',
        figure.endsWith('pay') ? 'to_pay' : 'to_receive',
      );
  }
}

function termSpecs(figure: LedgerFigure, side: OutstandingSide): TermSpec[] {
  switch (figure) {
    case 'committed':
    case 'distributed':
    case 'recallable':
      return [balanceTerm[figure]];
    case 'contributed':
      return Object.values(paidInTerms);
    case 'unfunded':
      return [balanceTerm.committed, balanceTerm.contributed, balanceTerm.recallable];
    default:
      return side === 'to_pay'
        ? [outstandingTerm('to_pay', 1), outstandingTerm('to_receive', -1)]
        : [outstandingTerm('to_receive', 1), outstandingTerm('to_pay', -1)];
  }
}

type OutstandingSide = 'to_pay' | 'to_receive';

/**
 * Which side an outstanding figure's rows were signed for: its own side counts plus. With
 * nothing outstanding either way the figure reads "to pay 0.00", as the card does.
 */
function outstandingSide(rows: readonly RowBehindFigure<unknown>[]): OutstandingSide {
  const sumOf = (term: string) =>
    rows.reduce((t, r) => (r.term === term ? t + r.signedAmount : t), 0);
  const pay = sumOf('to_pay');
  if (pay !== 0) return pay > 0 ? 'to_pay' : 'to_receive';
  return sumOf('to_receive') > 0 ? 'to_receive' : 'to_pay';
}

const figureNames: Record<LedgerFigure, string> = {
  committed: 'Commitment',
  contributed: 'Paid-in',
  distributed: 'Distributions',
  recallable: 'Recallable distributions',
  unfunded: 'Unfunded',
  equalization: 'Equalization',
  equalization_to_pay: 'Equalization to pay',
  equalization_to_receive: 'Equalization to receive',
  equalization_interest: 'Equalization interest',
  equalization_interest_to_pay: 'Equalization interest to pay',
  equalization_interest_to_receive: 'Equalization interest to receive',
};

/** A net outstanding figure, labelled by the side it falls on (as the card labels it). */
const isNet = (figure: LedgerFigure) =>
  figure === 'equalization' || figure === 'equalization_interest';

/**
 * A figure's label, total and formula in words and money, from the rows behind it
 * ("Commitment 2,500,000.00 − paid-in 539,525.59 + recallable distributions 0.00 =
 * 1,960,474.41"). Rows of several commitments (a fund entity, the fund) add term by term.
 */
export function explainFigure(
  figure: LedgerFigure,
  rows: readonly RowBehindFigure<unknown>[],
): { label: string; total: number; terms: FigureTerm[]; explanation: string } {
  const total = rows.reduce((sum, r) => sum + r.signedAmount, 0);
  const side = outstandingSide(rows);
  const terms = termSpecs(figure, side).flatMap((spec) => {
    const own = rows.filter((r) => r.term === spec.id);
    if (own.length === 0 && !spec.always) return [];
    // Each term is shown as a magnitude after its operator: "− paid-in 539,525.59".
    const cents = own.reduce((sum, r) => sum + r.signedAmount, 0) * spec.sign;
    return [{ id: spec.id, label: spec.label, sign: spec.sign, cents, rows: own.length }];
  });
  const [first, ...rest] = terms;
  const head = first ? `${first.label} ${formatCents(first.cents)}` : '';
  const tail = rest
    .map((t) => ` ${t.sign < 0 ? '−' : '+'} ${t.label.toLowerCase()} ${formatCents(t.cents)}`)
    .join('');
  const formula = rest.length > 0 ? `${head}${tail} = ${formatCents(total)}` : head;
  const count = `${rows.length} ledger row${rows.length === 1 ? '' : 's'}`;
  const label = isNet(figure)
    ? `${figureNames[figure]} ${side === 'to_pay' ? 'to pay' : 'to receive'}`
    : figureNames[figure];
  return { label, total, terms, explanation: `${formula} (${count}).` };
}
