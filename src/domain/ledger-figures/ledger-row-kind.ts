/**
 * What a ledger row is, decided from its transaction code's classification and flags (spec §3)
 * and never from the code's name, so a fund's own codes count exactly like the built-in ones.
 * The convention is written down in docs/figures.md.
 */

/** Spec §3 transaction code classifications. */
export const TRANSACTION_CODE_CLASSIFICATIONS = [
  'bridge_financing',
  'carried_interest',
  'commitment',
  'equalization',
  'expenses',
  'investment',
  'investment_level',
  'management_fee',
  'proceeds',
  'special_contributions',
  'taxes',
  'transfer',
  'unrealized',
  'working_capital',
] as const;

/**
 * Classifications whose rows charge the partner's capital account: called from the partner (a
 * contribution, paid-in) when the code is flagged "should get equalized", else allocated to it
 * from the fund's own resources (spec §3: what a later closer must equalize is what was called).
 */
const CONTRIBUTION_CLASSIFICATIONS: ReadonlySet<string> = new Set([
  'bridge_financing',
  'carried_interest',
  'expenses',
  'investment',
  'management_fee',
  'special_contributions',
  'taxes',
  'working_capital',
]);

/** Contributions that pay something away (fees, expenses, carry, taxes): they leave NAV. */
const PAID_AWAY_CLASSIFICATIONS: ReadonlySet<string> = new Set([
  'carried_interest',
  'expenses',
  'management_fee',
  'taxes',
]);

/**
 * One ledger row as the figures read it. `classification` is the classification of the code the
 * row counts towards: a transfer twin's is the classification of the code it moved.
 */
export type FigureRow = {
  /** Cents as stored: positive in its kind's direction; a negative row reverses (a credit). */
  amount: number;
  isDraft: boolean;
  /** The ledger event that wrote the row, and its type (spec §3 fund family event types). */
  eventId: string;
  eventType: string;
  classification: string;
  isRecallable: boolean;
  affectsNav: boolean;
  affectsNetIrr: boolean;
  /**
   * The code's "should get equalized" flag: capital called from partners (a later closer pays its
   * share as capital equalization). Contributions without it were not called but allocated.
   */
  isCalled: boolean;
  /**
   * How many ledger rows this one stands for: the database may sum rows alike in everything the
   * figures read (see commitment-information's totals) and send one. 1 when absent.
   */
  rows?: number;
};

export type RowKind =
  | 'commitment'
  | 'contribution'
  /** Charged to the capital account from the fund's resources, not called: lowers NAV only. */
  | 'allocated_charge'
  | 'distribution'
  | 'equalization_paid'
  | 'equalization_received'
  | 'equalization_interest_paid'
  | 'equalization_interest_received'
  /** Unrealized gains, investment-level rows, unknown classifications: no partner cash. */
  | 'no_cash';

/** The ledger's money direction for the partner: paid into the fund, or paid out to the partner. */
export type MoneyDirection = 'into_fund' | 'to_partner';

/**
 * The events that admitted this commitment: those holding one of its own commitment rows. At a
 * closing the admitted partners pay equalization and the partners already in receive it.
 */
export function admittingEvents(rows: readonly FigureRow[]): ReadonlySet<string> {
  return new Set(
    rows
      .filter((row) => row.classification === 'commitment' && row.amount > 0)
      .map((r) => r.eventId),
  );
}

/**
 * What a row is. Equalization (spec §3 classification `equalization`) is capital when its code
 * affects NAV (it moves the partner's capital account) and interest when it does not (model LPA
 * §5.1: interest is not a capital contribution). Who pays: at a closing, the commitments it
 * admitted pay and the partners already in receive (closings write both as positive amounts);
 * in any other event (an allocation rule change's deemed equalization, a ledger import) the row
 * is signed from the partner's side: paid, a negative one a credit (the partner gets it back).
 */
export function rowKind(row: FigureRow, admitted: ReadonlySet<string>): RowKind {
  const byCode = codeRowKind(row);
  if (byCode) return byCode;
  const paid = equalizationIsPaid(row, admitted);
  if (row.affectsNav) return paid ? 'equalization_paid' : 'equalization_received';
  return paid ? 'equalization_interest_paid' : 'equalization_interest_received';
}

/**
 * What every row of a code is, where the code alone says it (its classification and whether it
 * is called capital); null for equalization, whose rows' event and sign decide (see rowKind).
 */
export function codeRowKind(code: {
  classification: string;
  isCalled: boolean;
}): Exclude<RowKind, `equalization_${string}`> | null {
  if (code.classification === 'commitment') return 'commitment';
  if (code.classification === 'equalization') return null;
  const direction = classificationDirection(code.classification);
  if (direction === 'into_fund') return code.isCalled ? 'contribution' : 'allocated_charge';
  return direction === 'to_partner' ? 'distribution' : 'no_cash';
}

/**
 * Which way a positive row of a classification moves money, where the classification alone says
 * it: contributions into the fund, proceeds out to the partner. Null for a commitment (a promise),
 * for rows that move no partner cash, and for equalization (the row's event and sign decide).
 */
export function classificationDirection(classification: string): MoneyDirection | null {
  if (CONTRIBUTION_CLASSIFICATIONS.has(classification)) return 'into_fund';
  if (classification === 'proceeds') return 'to_partner';
  return null;
}

/** Whether an equalization row counts as paid by the partner (see rowKind). */
function equalizationIsPaid(row: FigureRow, admitted: ReadonlySet<string>): boolean {
  if (row.eventType === 'closing') return admitted.has(row.eventId);
  // Elsewhere the row is signed from the partner's side: a negative one is a credit of what it
  // paid (it lowers paid-in), like any negative row, so it stays of the paid kind.
  return true;
}

/** Whether the row's money goes into the fund or out to the partner; null when it moves none. */
export function moneyDirection(kind: RowKind): MoneyDirection | null {
  switch (kind) {
    case 'contribution':
    case 'equalization_paid':
    case 'equalization_interest_paid':
      return 'into_fund';
    case 'distribution':
    case 'equalization_received':
    case 'equalization_interest_received':
      return 'to_partner';
    default:
      return null;
  }
}

/**
 * Whether a cash row stays in the partner's capital (NAV): contributions that pay fees, expenses,
 * carry or taxes away do not. An allocated charge is no cash; navCharge says what it takes.
 */
export function staysInNav(row: FigureRow, kind: RowKind): boolean {
  if (!row.affectsNav || moneyDirection(kind) === null) return false;
  return !(kind === 'contribution' && PAID_AWAY_CLASSIFICATIONS.has(row.classification));
}

/** What a row takes out of NAV without moving cash: an allocated charge whose code affects NAV. */
export function navCharge(row: FigureRow, kind: RowKind): number {
  return kind === 'allocated_charge' && row.affectsNav ? row.amount : 0;
}

/** How each kind is labelled on screen: by what it is, never by a flipped sign. */
export const ROW_KIND_LABELS: Record<RowKind, string> = {
  commitment: 'Commitment',
  contribution: 'Contribution',
  allocated_charge: 'Allocated charge',
  distribution: 'Distribution',
  equalization_paid: 'Equalization to pay',
  equalization_received: 'Equalization to receive',
  equalization_interest_paid: 'Equalization interest to pay',
  equalization_interest_received: 'Equalization interest to receive',
  no_cash: 'No cash',
};
