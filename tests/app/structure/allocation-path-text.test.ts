import { describe, expect, it } from 'vitest';
import type { AllocationPathHop } from '../../../src/api/allocation-rules';
import {
  allocationCommitmentsTable,
  exactMoney,
} from '../../../src/app/pages/structure/allocation-result-tables';

// 1,000,000.00 pro rata by commitment to a 40,000,000.00 commitment of 55,000,000.50 in all:
// 100,000,000 × 4,000,000,000 ÷ 5,500,000,050 = 72,727,272.066115... cents.
const hop = (over: Partial<AllocationPathHop>): AllocationPathHop => ({
  from: 'Fund IV',
  to: 'Aldridge',
  basis: 'pro rata by commitment',
  weight_is_money: true,
  parent_amount_cents: 100_000_000,
  weight: '4000000000',
  weight_total: '5500000050',
  exact: '72727272.066115',
  amount_cents: 72_727_272,
  ...over,
});

const howText = (paths: AllocationPathHop[][]) =>
  (
    allocationCommitmentsTable({
      amount_cents: 100_000_000,
      allocated_to_commitments_cents: 100_000_000,
      audit: [],
      rows: [
        {
          id: 'c1',
          kind: 'commitment',
          name: 'Aldridge',
          fund_entity_name: 'Fund IV',
          amount_cents: 72_727_272,
          paths,
        },
      ],
    }).rows[0]!.cells.how!.value as { text: string }
  ).text;

describe('an allocation path in words and money', () => {
  it('shows commitment weights as money, never raw cents', () => {
    expect(howText([[hop({})]])).toBe(
      'Fund IV → Aldridge (pro rata by commitment): 1,000,000.00 × 40,000,000.00 ÷ 55,000,000.50 = 727,272.72066115 exactly, rounded to 727,272.72',
    );
  });

  it('keeps a calculation’s weights as the numbers they are', () => {
    expect(
      howText([
        [
          hop({
            basis: 'pro rata by NAV',
            weight_is_money: false,
            weight: '2.5',
            weight_total: '10',
          }),
        ],
      ]),
    ).toContain('1,000,000.00 × 2.5 ÷ 10 = ');
  });

  it('exact cents read as money with every decimal kept', () => {
    expect(exactMoney('72727272.066115')).toBe('727,272.72066115');
    expect(exactMoney('5.000000')).toBe('0.05');
    expect(exactMoney('-12345.500000')).toBe('-123.455');
    expect(exactMoney('0.250000')).toBe('0.0025');
  });
});
