import type { FeeTerms, ManagementFeeInput } from '../../../src/domain/fees';

export const terms = (overrides: Partial<FeeTerms> = {}): FeeTerms => ({
  dayCount: 'thirty_360',
  chargeTiming: 'in_arrears',
  basisDetermination: 'start_day',
  partialPeriodBasis: 'use_partial_period',
  ...overrides,
});

/** A commitment paying 2% on a constant committed capital from the first close. */
export const committedFee = (
  overrides: Partial<ManagementFeeInput> & { commitment?: number } = {},
): ManagementFeeInput => {
  const { commitment = 1_000_000_000, ...rest } = overrides;
  return {
    commitmentId: 'lp-a',
    period: { start: '2023-01-01', end: '2023-03-31' },
    feeTerm: { start: '2020-01-01' },
    basisSources: [
      {
        from: '2020-01-01',
        label: 'committed capital',
        series: [{ date: '2020-01-01', amount: commitment }],
      },
    ],
    rates: { fund: [{ from: '2020-01-01', rate: '0.02' }] },
    terms: terms(),
    ...rest,
  };
};
