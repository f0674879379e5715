import { describe, expect, it } from 'vitest';
import {
  drawdown,
  legacyPaydown,
  mergeTranches,
  paydown,
  reallocateTranche,
  trancheBalanceSeries,
} from '../../../src/domain/credit-facility';

const first = drawdown({
  tranches: [],
  eventId: 'evt1',
  date: '2024-01-10',
  uses: [
    { use: 'investment', amount: 5_000_000 },
    { use: 'management_fee', amount: 1_000_000 },
  ],
});
const second = drawdown({
  tranches: first.tranches,
  eventId: 'evt2',
  date: '2024-02-10',
  uses: [{ use: 'expenses', amount: 2_000_000 }],
});
const principals = (ts: { id: string; principal: number }[]) =>
  Object.fromEntries(ts.map((t) => [t.id, t.principal]));

describe('tranches: drawdowns by use, paydowns oldest first, legacy paydown, reallocation, merge', () => {
  it('a drawdown makes one tranche per principal use', () => {
    expect(second.tranches.map((t) => [t.id, t.use, t.effectiveDate])).toEqual([
      ['evt1:investment', 'investment', '2024-01-10'],
      ['evt1:management_fee', 'management_fee', '2024-01-10'],
      ['evt2:expenses', 'expenses', '2024-02-10'],
    ]);
  });

  it('a drawdown beyond availability is refused', () => {
    expect(() =>
      drawdown({
        tranches: second.tranches,
        eventId: 'e3',
        date: '2024-03-01',
        uses: [{ use: 'taxes', amount: 1 }],
        limit: 8_000_000,
      }),
    ).toThrow('above the available 8000000');
  });

  it('paydown 5,500,000: investment (oldest, id order on ties) 5,000,000 then 500,000 of the fee tranche', () => {
    const r = paydown({ tranches: second.tranches, amount: 5_500_000, date: '2024-03-01' });
    expect(principals(r.tranches)).toEqual({
      'evt1:investment': 0,
      'evt1:management_fee': 500_000,
      'evt2:expenses': 2_000_000,
    });
    expect(r.movements.map((m) => [m.trancheId, m.change])).toEqual([
      ['evt1:investment', -5_000_000],
      ['evt1:management_fee', -500_000],
    ]);
    expect(() => paydown({ tranches: r.tranches, amount: 2_500_001, date: '2024-03-02' })).toThrow(
      'exceeds the outstanding principal',
    );
    expect(() => paydown({ tranches: r.tranches, amount: 0, date: '2024-03-02' })).toThrow(
      'Amount must be positive.',
    );
  });

  it('legacy paydown takes named amounts per use', () => {
    const r = legacyPaydown({
      tranches: second.tranches,
      byUse: [{ use: 'expenses', amount: 1_500_000 }],
      date: '2024-03-01',
    });
    expect(principals(r.tranches)['evt2:expenses']).toBe(500_000);
    expect(principals(r.tranches)['evt1:investment']).toBe(5_000_000);
  });

  it('reallocation: 600,000 of expenses moves to working capital, the remainder stays', () => {
    const r = reallocateTranche({
      tranches: second.tranches,
      trancheId: 'evt2:expenses',
      amount: 600_000,
      toUse: 'working_capital',
      eventId: 'evt3',
      date: '2024-03-05',
    });
    expect(principals(r.tranches)['evt2:expenses']).toBe(1_400_000);
    const moved = r.tranches.find((t) => t.use === 'working_capital');
    expect(moved).toEqual({
      id: 'evt3:evt2:expenses:working_capital',
      use: 'working_capital',
      principal: 600_000,
      effectiveDate: '2024-02-10',
    });
  });

  it('merged tranches take the event effective date', () => {
    const r = mergeTranches({
      tranches: second.tranches,
      trancheIds: ['evt1:management_fee', 'evt2:expenses'],
      eventId: 'evt4',
      date: '2024-04-01',
      use: 'working_capital',
    });
    expect(r.tranches.at(-1)).toEqual({
      id: 'evt4:merged',
      use: 'working_capital',
      principal: 3_000_000,
      effectiveDate: '2024-04-01',
    });
    expect(r.tranches).toHaveLength(2);
    expect(() =>
      mergeTranches({
        tranches: second.tranches,
        trancheIds: [],
        eventId: 'e',
        date: '2024-04-01',
      }),
    ).toThrow('Please select at least one tranche to continue.');
    expect(() =>
      mergeTranches({
        tranches: second.tranches,
        trancheIds: ['evt1:investment', 'evt2:expenses'],
        eventId: 'e',
        date: '2024-04-01',
      }),
    ).toThrow('need a principal use');
  });

  it('movements rebuild each tranche balance history', () => {
    const pay = paydown({ tranches: second.tranches, amount: 5_500_000, date: '2024-03-01' });
    const series = trancheBalanceSeries([
      ...first.movements,
      ...second.movements,
      ...pay.movements,
    ]);
    expect(series.find((s) => s.trancheId === 'evt1:management_fee')?.series).toEqual([
      { date: '2024-01-10', principal: 1_000_000 },
      { date: '2024-03-01', principal: 500_000 },
    ]);
  });
});
