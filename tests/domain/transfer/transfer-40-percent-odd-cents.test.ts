import { describe, expect, it } from 'vitest';
import {
  transferBalances,
  transferExceedsCommitment,
  transferProcessingDate,
} from '../../../src/domain';

const rounding = { rounding: 'cents', ordering: 'largest_allocation' } as const;

// A commitment of $2,500,000.05 (250,000,005 cents). A receives $600,000.01 and B $400,000.01:
// together 100,000,002 cents, exactly 40% of it. The transferor keeps 150,000,003 cents (60%).
const transferees = [
  { id: 'A', amount: 60_000_001 },
  { id: 'B', amount: 40_000_001 },
];

describe('a transfer of 40% of a commitment with odd cents, worked by hand', () => {
  const outcome = transferBalances({
    commitment: 250_000_005,
    balances: [
      { code: 'commitment', amount: 250_000_005 },
      { code: 'contribution_investment', amount: 50_000_003 },
      { code: 'distribution_return_of_capital', amount: 1_250_003 },
    ],
    transferees,
    rounding,
  });
  const move = (code: string) => outcome.moves.find((m) => m.code === code)!;

  it('moves the commitment rows by exactly the amounts transferred', () => {
    expect(move('commitment')).toEqual({
      code: 'commitment',
      balance: 250_000_005,
      transferor: -100_000_002,
      transferees: { A: 60_000_001, B: 40_000_001 },
      retained: 150_000_003,
    });
  });

  it('splits paid-in to the cent, leftover cents by largest allocation', () => {
    // Exact shares of 50,000,003: A 12,000,000.68, B 8,000,000.52, kept 30,000,001.80.
    // Floors sum to 50,000,001; the 2 cents left go to the largest exact shares: kept, then A.
    expect(move('contribution_investment')).toEqual({
      code: 'contribution_investment',
      balance: 50_000_003,
      transferor: -20_000_001,
      transferees: { A: 12_000_001, B: 8_000_000 },
      retained: 30_000_002,
    });
  });

  it('moves a distribution balance the same way', () => {
    // Exact shares of 1,250,003: A 300,000.719, B 200,000.481, kept 750,001.8. Floors sum to
    // 1,250,001; 2 cents left: kept, then A.
    expect(move('distribution_return_of_capital')).toEqual({
      code: 'distribution_return_of_capital',
      balance: 1_250_003,
      transferor: -500_001,
      transferees: { A: 300_001, B: 200_000 },
      retained: 750_002,
    });
  });

  it('loses no cent: for every code, what the transferor gives the transferees get', () => {
    for (const m of outcome.moves) {
      const received = Object.values(m.transferees).reduce((a, b) => a + b, 0);
      expect(received + m.transferor).toBe(0);
      expect(received + m.retained).toBe(m.balance);
    }
    expect(outcome.steps[0]).toMatchObject({ value: '40.000000%' });
  });

  it('moves everything when the whole commitment is transferred', () => {
    const whole = transferBalances({
      commitment: 100,
      balances: [{ code: 'contribution_investment', amount: 33 }],
      transferees: [{ id: 'A', amount: 100 }],
      rounding,
    });
    expect(whole.moves[0]).toMatchObject({ transferor: -33, transferees: { A: 33 }, retained: 0 });
  });

  it("refuses a transfer larger than the investor's commitment", () => {
    expect(() =>
      transferBalances({
        commitment: 100_000_001,
        balances: [],
        transferees,
        rounding,
      }),
    ).toThrow(transferExceedsCommitment);
  });
});

describe('the processing date of a backdated transfer', () => {
  // The latest posted event is on 2025-09-30 in every case.
  it.each([
    [
      'after it: as entered',
      '2026-01-15',
      'beginning_of_day',
      '2026-01-15',
      'beginning_of_day',
      false,
    ],
    [
      'before it: end of its day',
      '2025-05-01',
      'beginning_of_day',
      '2025-09-30',
      'end_of_day',
      true,
    ],
    [
      'its morning: end of its day',
      '2025-09-30',
      'beginning_of_day',
      '2025-09-30',
      'end_of_day',
      true,
    ],
    ['its evening: as entered', '2025-09-30', 'end_of_day', '2025-09-30', 'end_of_day', false],
  ] as const)('%s', (_name, transferDate, dayOfTiming, date, timing, backdated) => {
    expect(
      transferProcessingDate({ transferDate, dayOfTiming, latestPostedDate: '2025-09-30' }),
    ).toMatchObject({ date, timing, backdated });
  });

  it('keeps the transfer date when nothing is posted yet', () => {
    expect(
      transferProcessingDate({
        transferDate: '2025-01-01',
        dayOfTiming: 'beginning_of_day',
        latestPostedDate: null,
      }),
    ).toMatchObject({ date: '2025-01-01', backdated: false });
  });
});
