import { describe, expect, it } from 'vitest';
import {
  assertCallWithinBorrowingBase,
  assetBackedBorrowingBase,
  availability,
  commitmentBackedBorrowingBase,
  type BorrowingBaseGroup,
} from '../../../src/domain/credit-facility';

/*
 * Eligible uncalled U = 50,000,000 + 30,000,000 + 15,000,000 + 5,000,000 = 100,000,000
 * (the excluded group's 100,000,000 is not eligible).
 * Included, 90%, individual limit 40% of U = 40,000,000: I1 counts 40,000,000 (haircut
 *   10,000,000), I2 30,000,000 → 70,000,000 × 0.9 = 63,000,000.
 * Designated, 65%, aggregate limit 15% of U = 15,000,000: 20,000,000 capped to 15,000,000
 *   → 9,750,000.
 * Excluded: 0 (spec §9). Total 72,750,000 − deductions 250,000 = 72,500,000.
 */
const groups: BorrowingBaseGroup[] = [
  {
    id: 'g1',
    name: 'Included',
    kind: 'included',
    advanceRate: '0.9',
    individualConcentrationLimit: '0.4',
    investors: [
      { id: 'i1', uncalled: 50_000_000 },
      { id: 'i2', uncalled: 30_000_000 },
    ],
  },
  {
    id: 'g2',
    name: 'Designated',
    kind: 'designated',
    advanceRate: '0.65',
    aggregateConcentrationLimit: '0.15',
    investors: [
      { id: 'd1', uncalled: 15_000_000 },
      { id: 'd2', uncalled: 5_000_000 },
    ],
  },
  {
    id: 'g3',
    name: 'Excluded',
    kind: 'excluded',
    advanceRate: '0.9',
    investors: [{ id: 'x1', uncalled: 100_000_000 }],
  },
];

describe('borrowing base: commitment-backed with concentration limits and excluded investors', () => {
  it('computes 72,500,000 with the haircuts shown', () => {
    const r = commitmentBackedBorrowingBase({ groups, deductions: 250_000 });
    expect(r.aggregateEligibleUncalled).toBe(100_000_000);
    expect(r.groups.map((g) => [g.id, g.counted, g.base])).toEqual([
      ['g1', '70000000', '63000000'],
      ['g2', '15000000', '9750000'],
      ['g3', '0', '0'],
    ]);
    expect(r.groups[0]?.haircut).toBe('10000000');
    expect(r.borrowingBase).toBe(72_500_000);
  });

  it('availability = min(commitment 70,000,000, base 72,500,000) − outstanding 50,000,000', () => {
    expect(
      availability({
        facilityCommitment: 70_000_000,
        borrowingBase: 72_500_000,
        outstanding: 50_000_000,
      }),
    ).toBe(20_000_000);
    expect(
      availability({
        facilityCommitment: 70_000_000,
        borrowingBase: 72_500_000,
        outstanding: 80_000_000,
      }),
    ).toBe(0);
  });

  it('an in-progress call that shrinks the base below the outstanding principal is refused', () => {
    /*
     * Calling 30,000,000 from I1 and 10,000,000 from I2 leaves U = 60,000,000: cap 24,000,000,
     * included 20,000,000 + 20,000,000 → 36,000,000; designated capped at 9,000,000 → 5,850,000;
     * base 41,850,000.
     */
    const callAmounts = { i1: 30_000_000, i2: 10_000_000 };
    expect(() =>
      assertCallWithinBorrowingBase({ groups, callAmounts, outstanding: 60_000_000 }),
    ).toThrow(
      'An in-progress call would push the outstanding facility amount above the available borrowing base.',
    );
    expect(
      assertCallWithinBorrowingBase({ groups, callAmounts, outstanding: 40_000_000 }).borrowingBase,
    ).toBe(41_850_000);
  });

  it('counts what the call’s event draws on the facility on top of the outstanding principal', () => {
    // Same call: base 41,850,000. 40,000,000 outstanding + 1,850,000 drawn = 41,850,000 fits;
    // one cent more does not.
    const callAmounts = { i1: 30_000_000, i2: 10_000_000 };
    const fits = assertCallWithinBorrowingBase({
      groups,
      callAmounts,
      outstanding: 40_000_000,
      drawdown: 1_850_000,
    });
    expect([fits.limit, fits.outstandingAfter]).toEqual([41_850_000, 41_850_000]);
    expect(fits.audit.at(-1)).toMatchObject({ step: 'In-progress call check', value: 41_850_000 });
    expect(() =>
      assertCallWithinBorrowingBase({
        groups,
        callAmounts,
        outstanding: 40_000_000,
        drawdown: 1_850_001,
      }),
    ).toThrow(
      'An in-progress call would push the outstanding facility amount above the available borrowing base.',
    );
  });
});

describe('in-progress call check: asset-backed facility', () => {
  // Eligible investments 6,000,000 + 4,000,000 at a 50% advance rate: base 5,000,000; the
  // facility commitment of 4,000,000 is the tighter limit. A call does not move an asset base.
  const asset = {
    type: 'asset_backed' as const,
    investments: [
      { id: 'inv-1', eligibleValue: 600_000_000 },
      { id: 'inv-2', eligibleValue: 400_000_000 },
    ],
    advanceRate: '0.5',
    facilityCommitment: 400_000_000,
  };

  it('lets a call through while outstanding + drawdown stays within min(commitment, base)', () => {
    const r = assertCallWithinBorrowingBase({
      ...asset,
      outstanding: 350_000_000,
      drawdown: 50_000_000,
    });
    expect(r).toMatchObject({ borrowingBase: 500_000_000, limit: 400_000_000 });
    expect(r.base).toBeUndefined();
  });

  it('refuses one whose drawdown would pass it, and a negative drawdown', () => {
    expect(() =>
      assertCallWithinBorrowingBase({ ...asset, outstanding: 350_000_000, drawdown: 50_000_001 }),
    ).toThrow(
      'An in-progress call would push the outstanding facility amount above the available borrowing base.',
    );
    // With no facility commitment the base (5,000,000) is the limit.
    expect(() =>
      assertCallWithinBorrowingBase({
        ...asset,
        facilityCommitment: undefined,
        outstanding: 500_000_001,
      }),
    ).toThrow(/in-progress call/);
    expect(() => assertCallWithinBorrowingBase({ ...asset, outstanding: 0, drawdown: -1 })).toThrow(
      'Amount must be positive.',
    );
  });
});

describe('borrowing base: asset-backed', () => {
  it('advance rate × eligible value, floored to the cent', () => {
    // 1,000,001 × 0.5 = 500,000.5; 20,000,000 × 0.25 = 5,000,000; floor(5,500,000.5) = 5,500,000
    const r = assetBackedBorrowingBase({
      advanceRate: '0.5',
      investments: [
        { id: 'inv-1', eligibleValue: 1_000_001 },
        { id: 'inv-2', eligibleValue: 20_000_000, advanceRate: '0.25' },
      ],
    });
    expect(r.borrowingBase).toBe(5_500_000);
  });
});
