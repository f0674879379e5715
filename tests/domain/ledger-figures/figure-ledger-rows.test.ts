import { describe, expect, it } from 'vitest';
import {
  explainFigure,
  figureLedgerRows,
  LEDGER_FIGURES,
  type FigureRow,
} from '../../../src/domain/ledger-figures';

// Contributions here are called from the partners (the code's "should get equalized" flag).
const called = { isCalled: true };
const row = (over: Partial<FigureRow> & { name: string }): FigureRow & { name: string } => ({
  amount: 0,
  isDraft: false,
  eventId: 'call-1',
  eventType: 'capital_activity',
  classification: 'investment',
  isRecallable: false,
  affectsNav: true,
  affectsNetIrr: true,
  ...called,
  ...over,
});

// A partner admitted at the first close (2,500,000.00): called 537,500.00 and 2,464.70 of
// expenses; at the second close (which did not admit it) it got 439.11 of capital equalization
// back, settled, and is still to receive 91,307.47 of capital equalization and 1,841.15 of
// interest; it was distributed 10,000.00 recallable and 5,000.00 not recallable.
const ledger = [
  row({
    name: 'commitment',
    eventId: 'close-1',
    eventType: 'closing',
    classification: 'commitment',
    amount: 250_000_000,
  }),
  row({ name: 'call', amount: 53_750_000 }),
  row({ name: 'expenses', classification: 'expenses', amount: 246_470 }),
  row({
    name: 'equalization back',
    eventId: 'close-2',
    eventType: 'closing',
    classification: 'equalization',
    amount: 43_911,
  }),
  row({
    name: 'equalization to receive',
    eventId: 'close-2',
    eventType: 'closing',
    classification: 'equalization',
    amount: 9_130_747,
    isDraft: true,
  }),
  row({
    name: 'interest to receive',
    eventId: 'close-2',
    eventType: 'closing',
    classification: 'equalization',
    affectsNav: false,
    amount: 184_115,
    isDraft: true,
  }),
  row({
    name: 'recallable',
    eventId: 'dist-1',
    classification: 'proceeds',
    isRecallable: true,
    amount: 1_000_000,
  }),
  row({ name: 'not recallable', eventId: 'dist-1', classification: 'proceeds', amount: 500_000 }),
  row({ name: 'unrealized', classification: 'unrealized', amount: 7_700_000 }),
];

const behind = (figure: (typeof LEDGER_FIGURES)[number], rows = ledger) =>
  figureLedgerRows(figure, rows).map((r) => [r.row.name, r.signedAmount]);

describe('the ledger rows behind a figure, signed as the figure counts them', () => {
  it('unfunded: the commitment plus, paid-in minus, recallable distributions plus', () => {
    expect(behind('unfunded')).toEqual([
      ['commitment', 250_000_000],
      ['call', -53_750_000],
      ['expenses', -246_470],
      ['equalization back', 43_911],
      ['recallable', 1_000_000],
    ]);
    expect(explainFigure('unfunded', figureLedgerRows('unfunded', ledger))).toMatchObject({
      label: 'Unfunded',
      total: 197_047_441,
      explanation:
        'Commitment 2,500,000.00 − paid-in 539,525.59 + recallable distributions 10,000.00 = 1,970,474.41 (5 ledger rows).',
    });
  });

  it('paid-in: contributions less the capital equalization received', () => {
    expect(behind('contributed')).toEqual([
      ['call', 53_750_000],
      ['expenses', 246_470],
      ['equalization back', -43_911],
    ]);
    expect(explainFigure('contributed', figureLedgerRows('contributed', ledger)).explanation).toBe(
      'Contributions 539,964.70 − capital equalization received 439.11 = 539,525.59 (3 ledger rows).',
    );
  });

  it('distributions and the recallable part; one term needs no sum', () => {
    expect(behind('distributed')).toEqual([
      ['recallable', 1_000_000],
      ['not recallable', 500_000],
    ]);
    expect(behind('recallable')).toEqual([['recallable', 1_000_000]]);
    expect(explainFigure('committed', figureLedgerRows('committed', ledger)).explanation).toBe(
      'Commitment 2,500,000.00 (1 ledger row).',
    );
  });

  it('outstanding equalization: draft rows only, capital and interest apart', () => {
    expect(behind('equalization_to_receive')).toEqual([['equalization to receive', 9_130_747]]);
    expect(behind('equalization_to_pay')).toEqual([]);
    expect(behind('equalization_interest_to_receive')).toEqual([['interest to receive', 184_115]]);
    expect(explainFigure('equalization', figureLedgerRows('equalization', ledger))).toMatchObject({
      label: 'Equalization to receive',
      total: 9_130_747,
      explanation: 'To receive 91,307.47 − to pay 0.00 = 91,307.47 (1 ledger row).',
    });
  });

  it('a net outstanding figure counts its own side plus and the other side minus', () => {
    // A deemed equalization (not a closing) the partner is to pay: positive is paid (rowKind).
    const withPay = [
      ...ledger,
      row({
        name: 'deemed to pay',
        eventId: 'rule-1',
        eventType: 'allocation_rule_change',
        classification: 'equalization',
        amount: 200_000,
        isDraft: true,
      }),
    ];
    expect(behind('equalization', withPay)).toEqual([
      ['equalization to receive', 9_130_747],
      ['deemed to pay', -200_000],
    ]);
    expect(explainFigure('equalization', figureLedgerRows('equalization', withPay))).toMatchObject({
      label: 'Equalization to receive',
      total: 8_930_747,
      explanation: 'To receive 91,307.47 − to pay 2,000.00 = 89,307.47 (2 ledger rows).',
    });
  });

  it('nothing outstanding reads "to pay 0.00", as the card does', () => {
    expect(explainFigure('equalization', [])).toMatchObject({
      label: 'Equalization to pay',
      total: 0,
      explanation: 'To pay 0.00 − to receive 0.00 = 0.00 (0 ledger rows).',
    });
  });
});
