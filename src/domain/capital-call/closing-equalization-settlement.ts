import { DomainError } from '../domain-error';
import { assertCents } from '../money';

/**
 * Closing equalization a capital call settles (issue 17; spec §4 "A needed equalization stays
 * outstanding until a capital event completes it"; DOMAIN.md "Subsequent closings and
 * equalization"). A closing writes its capital equalization and its interest as outstanding
 * (draft) rows; a call that takes them in posts exactly those rows, so each is counted once:
 * capital equalization paid raises the admitted LP's paid-in, capital equalization returned
 * lowers the existing LP's paid-in (its unfunded rises: after equalization every partner has
 * contributed the same share of its commitment), and interest is no contribution at all.
 */

/** What one outstanding row is, as src/domain/ledger-figures' rowKind reads it. */
export type OutstandingEqualizationKind =
  | 'equalization_paid'
  | 'equalization_received'
  | 'equalization_interest_paid'
  | 'equalization_interest_received';

/** One outstanding row of a closing: stored positive in its direction (docs/figures.md). */
export type OutstandingEqualizationRow = {
  commitmentId: string;
  kind: OutstandingEqualizationKind;
  amount: number;
};

/** Per LP, what the call settles: each figure positive, labelled by its direction. */
export type EqualizationSettlementLine = {
  commitmentId: string;
  /** Capital equalization the LP pays (an LP admitted at the closing). */
  toPay: number;
  /** Capital equalization returned to the LP (a partner already in). */
  toReceive: number;
  interestToPay: number;
  interestToReceive: number;
};

export type EqualizationSettlement = {
  lines: EqualizationSettlementLine[];
  /**
   * Capital per commitment as the call's line allocates it: paid − returned, so a partner that
   * gets equalization back has a negative amount (its paid-in falls). Interest is not in it.
   */
  capital: Record<string, number>;
  /** Interest per commitment: paid − received (not a contribution; shown and checked apart). */
  interest: Record<string, number>;
  /** The line's amount: the sum of `capital` (what the call brings in net of what it returns). */
  amount: number;
};

/** The outstanding rows a call settles, per LP and as the line's signed amounts. */
export function equalizationSettlement(
  rows: readonly OutstandingEqualizationRow[],
): EqualizationSettlement {
  const byId = new Map<string, EqualizationSettlementLine>();
  for (const row of rows) {
    assertCents(row.amount, 'an outstanding equalization amount');
    if (row.amount < 0)
      throw new DomainError(
        'An outstanding closing equalization row is stored positive in its direction.',
        'invalid_amount',
      );
    const line = byId.get(row.commitmentId) ?? {
      commitmentId: row.commitmentId,
      toPay: 0,
      toReceive: 0,
      interestToPay: 0,
      interestToReceive: 0,
    };
    if (row.kind === 'equalization_paid') line.toPay += row.amount;
    else if (row.kind === 'equalization_received') line.toReceive += row.amount;
    else if (row.kind === 'equalization_interest_paid') line.interestToPay += row.amount;
    else line.interestToReceive += row.amount;
    byId.set(row.commitmentId, line);
  }
  const lines = [...byId.values()];
  const capital = Object.fromEntries(lines.map((l) => [l.commitmentId, l.toPay - l.toReceive]));
  const interest = Object.fromEntries(
    lines.map((l) => [l.commitmentId, l.interestToPay - l.interestToReceive]),
  );
  const amount = lines.reduce((sum, l) => sum + l.toPay - l.toReceive, 0);
  return { lines, capital, interest, amount };
}
