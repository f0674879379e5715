import type { EarlierCall, EqualizationCommitment } from '../../../src/domain/equalization';

export const cents = { rounding: 'cents', ordering: 'largest_allocation' } as const;

/** Existing A $600,000 and B $400,000; C $500,000 admitted at a later close (one third). */
export const existing: EqualizationCommitment[] = [
  { id: 'a', commitment: 60_000_000 },
  { id: 'b', commitment: 40_000_000 },
];
export const admitted: EqualizationCommitment[] = [{ id: 'c', commitment: 50_000_000 }];

const line = (
  code: string,
  a: number,
  b: number,
  flags: Partial<EarlierCall['lines'][number]> = {},
) => ({
  code,
  shouldGetEqualized: true,
  affectsEqualizationInterest: true,
  amount: a + b,
  ...flags,
});

export const calls: EarlierCall[] = [
  { id: 'call-1', dueDate: '2023-03-01', lines: [line('investment', 6_000_000, 4_000_000)] },
  {
    id: 'call-2',
    dueDate: '2023-09-01',
    lines: [
      line('management_fee', 600_000, 400_000, {
        isManagementFee: true,
        affectsEqualizationInterest: false,
      }),
      line('investment', 12_000_000, 8_000_000),
      line('bridge_financing', 1_000_000, 1_000_000, { shouldGetEqualized: false }),
    ],
  },
];
