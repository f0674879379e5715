import { describe, expect, it } from 'vitest';
import {
  admittingEvents,
  commitmentLedgerFigures,
  contributed,
  distributed,
  equalizationOutstanding,
  ledgerAmountFromCapitalCredit,
  moneyDirection,
  navCharge,
  outstandingLabel,
  recallable,
  rowKind,
  runningBalances,
  staysInNav,
  unfunded,
  type FigureRow,
} from '../../../src/domain/ledger-figures';

// Rows as the ledger holds them: positive in the direction their code's classification names,
// a negative one a credit (docs/figures.md). The figures never see a code's name, so a fund's own
// code counts exactly like a built-in one of the same classification and flags.
const row = (over: Partial<FigureRow>): FigureRow => ({
  amount: 0,
  isDraft: false,
  eventId: 'call-1',
  eventType: 'capital_activity',
  classification: 'investment',
  isRecallable: false,
  affectsNav: true,
  affectsNetIrr: true,
  isCalled: true,
  ...over,
});

describe('what a ledger row is, from its classification and flags', () => {
  const none = new Set<string>();
  it.each([
    ['commitment', 'commitment', null],
    ['investment', 'contribution', 'into_fund'],
    ['expenses', 'contribution', 'into_fund'],
    ['management_fee', 'contribution', 'into_fund'],
    ['working_capital', 'contribution', 'into_fund'],
    ['special_contributions', 'contribution', 'into_fund'],
    ['bridge_financing', 'contribution', 'into_fund'],
    ['taxes', 'contribution', 'into_fund'],
    ['carried_interest', 'contribution', 'into_fund'],
    ['proceeds', 'distribution', 'to_partner'],
    ['unrealized', 'no_cash', null],
    ['investment_level', 'no_cash', null],
    ['transfer', 'no_cash', null],
  ] as const)('%s is a %s row (%s)', (classification, kind, direction) => {
    const k = rowKind(row({ classification, amount: 100 }), none);
    expect(k).toBe(kind);
    expect(moneyDirection(k)).toBe(direction);
  });

  it('tells a called contribution from a charge allocated from the fund’s resources', () => {
    // "Should get equalized" marks capital called from partners (spec §3); without it an
    // expense row was paid from the fund's own cash and charged to the capital account.
    const allocated = row({ classification: 'expenses', amount: 246_470, isCalled: false });
    expect(rowKind(allocated, none)).toBe('allocated_charge');
    expect(moneyDirection('allocated_charge')).toBeNull();
    expect(navCharge(allocated, 'allocated_charge')).toBe(246_470);
    expect(contributed([allocated]).cents).toBe(0);
  });

  it('tells equalization paid from received by the closing that admitted the commitment', () => {
    const closing = { eventId: 'close-2', eventType: 'closing', classification: 'equalization' };
    const admitted = admittingEvents([
      row({ classification: 'commitment', amount: 1_000, eventId: 'close-2' }),
    ]);
    expect(rowKind(row({ ...closing, amount: 500 }), admitted)).toBe('equalization_paid');
    expect(rowKind(row({ ...closing, amount: 500 }), none)).toBe('equalization_received');
    // Interest does not affect NAV: it is not capital (model LPA §5.1).
    expect(rowKind(row({ ...closing, amount: 20, affectsNav: false }), admitted)).toBe(
      'equalization_interest_paid',
    );
    expect(rowKind(row({ ...closing, amount: 20, affectsNav: false }), none)).toBe(
      'equalization_interest_received',
    );
    // Outside a closing (a rule change's deemed equalization, an import) a row is signed from
    // the partner's side: paid, a negative one a credit that lowers what it paid in.
    const deemed = { eventId: 'rule-1', eventType: 'allocation_rule_change' };
    const bears = row({ ...deemed, classification: 'equalization', amount: 700 });
    const relieved = row({ ...deemed, classification: 'equalization', amount: -700 });
    expect(rowKind(bears, none)).toBe('equalization_paid');
    expect(rowKind(relieved, none)).toBe('equalization_paid');
    expect(contributed([bears]).cents).toBe(700);
    expect(contributed([relieved]).cents).toBe(-700);
  });

  it('keeps contributions that pay fees, expenses, carry and taxes out of NAV', () => {
    const kinded = (classification: string, affectsNav = true) => {
      const r = row({ classification, amount: 1, affectsNav });
      return staysInNav(r, rowKind(r, none));
    };
    expect(kinded('investment')).toBe(true);
    expect(kinded('proceeds')).toBe(true);
    expect(
      ['management_fee', 'expenses', 'carried_interest', 'taxes'].map((c) => kinded(c)),
    ).toEqual([false, false, false, false]);
    expect(kinded('investment', false)).toBe(false);
    expect(kinded('unrealized')).toBe(false);
  });
});

describe('a commitment’s figures, worked by hand', () => {
  // Committed 1,000,000.00 at the first close; called 200,000.00 for investments and 10,000.00
  // of fees; a non-capital equalization credit of 439.11 on expenses allocated from the fund's
  // cash (not called, so not paid in); 30,000.00 returned
  // (recallable) and 5,000.00 of gains (not recallable); at a later close, 9,130.00 of capital
  // equalization and 184.00 of interest to receive, outstanding.
  const rows: FigureRow[] = [
    row({
      classification: 'commitment',
      amount: 100_000_000,
      eventId: 'close-1',
      eventType: 'closing',
    }),
    row({ amount: 20_000_000 }),
    row({ classification: 'management_fee', amount: 1_000_000 }),
    row({
      classification: 'expenses',
      amount: -43_911,
      isCalled: false,
      eventId: 'close-2',
      eventType: 'closing',
    }),
    row({ classification: 'proceeds', amount: 3_000_000, isRecallable: true, eventId: 'dist-1' }),
    row({ classification: 'proceeds', amount: 500_000, eventId: 'dist-1' }),
    row({
      classification: 'equalization',
      amount: 913_000,
      isDraft: true,
      eventId: 'close-2',
      eventType: 'closing',
    }),
    row({
      classification: 'equalization',
      amount: 18_400,
      isDraft: true,
      affectsNav: false,
      eventId: 'close-2',
      eventType: 'closing',
    }),
  ];

  it('sums each figure from the rows of its kinds', () => {
    // Contributed 200,000.00 + 10,000.00 called; the allocated credit is no contribution.
    expect(contributed(rows)).toEqual({ cents: 21_000_000, rows: 2 });
    expect(distributed(rows)).toEqual({ cents: 3_500_000, rows: 2 });
    expect(recallable(rows)).toEqual({ cents: 3_000_000, rows: 1 });
    // Unfunded 1,000,000.00 − 210,000.00 + 30,000.00 = 820,000.00.
    expect(unfunded(rows)).toBe(82_000_000);
    expect(commitmentLedgerFigures(rows)).toMatchObject({
      committed: { cents: 100_000_000, rows: 1 },
      unfunded: 82_000_000,
    });
  });

  it('shows outstanding equalization and its interest apart, labelled by which way it goes', () => {
    const outstanding = equalizationOutstanding(rows);
    expect(outstanding).toEqual({
      capital: { toPay: 0, toReceive: 913_000, rows: 1 },
      interest: { toPay: 0, toReceive: 18_400, rows: 1 },
    });
    expect(outstandingLabel(outstanding.capital, 'Equalization')).toEqual({
      label: 'Equalization to receive',
      cents: 913_000,
    });
    expect(outstandingLabel({ toPay: 0, toReceive: 0, rows: 0 }, 'Equalization interest')).toEqual({
      label: 'Equalization interest to pay',
      cents: 0,
    });
  });

  it('counts settled capital equalization in contributed: paid in, or returned', () => {
    const admittedClose = {
      eventId: 'close-2',
      eventType: 'closing',
      classification: 'equalization',
    };
    const admitted = [
      row({ ...admittedClose, classification: 'commitment', amount: 50_000_000 }),
      row({ ...admittedClose, amount: 1_000_000 }),
      row({ ...admittedClose, amount: 20_000, affectsNav: false }),
    ];
    // Paid 10,000.00 of capital (the 200.00 of interest is not capital): unfunded 490,000.00.
    expect(contributed(admitted).cents).toBe(1_000_000);
    expect(unfunded(admitted)).toBe(49_000_000);
    const existing = [
      row({
        classification: 'commitment',
        amount: 50_000_000,
        eventId: 'close-1',
        eventType: 'closing',
      }),
      row({ amount: 10_000_000 }),
      row({ ...admittedClose, amount: 1_000_000 }),
    ];
    // Returned 10,000.00 of its 100,000.00: contributed 90,000.00, unfunded 410,000.00.
    expect(contributed(existing).cents).toBe(9_000_000);
    expect(unfunded(existing)).toBe(41_000_000);
  });

  it('gives the running balances after each row with the same rule', () => {
    const after = runningBalances(rows).map((b) => [b.kind, b.contributed, b.unfunded]);
    expect(after).toEqual([
      ['commitment', 0, 100_000_000],
      ['contribution', 20_000_000, 80_000_000],
      ['contribution', 21_000_000, 79_000_000],
      ['allocated_charge', 21_000_000, 79_000_000],
      ['distribution', 21_000_000, 82_000_000],
      ['distribution', 21_000_000, 82_000_000],
      ['equalization_received', 21_000_000, 82_000_000],
      ['equalization_interest_received', 21_000_000, 82_000_000],
    ]);
  });
});

describe('a general-ledger amount signed for the ledger', () => {
  it('turns a capital debit to a distribution code into a positive distribution', () => {
    expect(ledgerAmountFromCapitalCredit('proceeds', -25_000)).toBe(25_000);
    expect(ledgerAmountFromCapitalCredit('proceeds', 1_234)).toBe(-1_234);
    expect(ledgerAmountFromCapitalCredit('investment', 100_010)).toBe(100_010);
    expect(ledgerAmountFromCapitalCredit('investment', -30)).toBe(-30);
    expect(ledgerAmountFromCapitalCredit('equalization', 500)).toBe(500);
  });
});
