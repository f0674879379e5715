import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../src/domain/domain-error';
import {
  assertFeeRunReconciles,
  FeeCalculationFailed,
  runFeePeriod,
  type FeeRunInput,
} from '../../../src/domain/fees';
import { committedFee, terms } from './fee-factories';

const spec = 'Something went wrong while calculating fees. Please contact support.';

// Q1 2023, 30/360, 2% on 400,000,000 cents: gross 2,000,000; a 150,000 offset and a 50,000
// waiver, offsets first → net 1,800,000 (worked by hand).
function input(overrides: Partial<FeeRunInput> = {}): FeeRunInput {
  const { period: _period, terms: _terms, ...lp } = committedFee({ commitment: 400_000_000 });
  return {
    period: { start: '2023-01-01', end: '2023-03-31' },
    terms: terms(),
    commitments: [{ ...lp, offsetWeight: 1, waiver: 50_000 }],
    offsets: [{ id: 'tx', type: 'transaction_fees', amount: 150_000, date: '2023-02-01' }],
    orderOfOperations: 'offsets_first',
    waiverMethodology: 'fee_waiver_accruals_per_lp',
    rounding: { rounding: 'cents', ordering: 'largest_allocation' },
    ...overrides,
  };
}

describe('the "calculating fees" error (spec §8)', () => {
  it('posts a run that reconciles', () => {
    const run = runFeePeriod(input());
    expect(run.totals).toEqual({
      gross: 2_000_000,
      offsetsApplied: 150_000,
      waiversApplied: 50_000,
      net: 1_800_000,
    });
    expect(() => assertFeeRunReconciles(run)).not.toThrow();
  });

  it('turns a failure that is no rule’s into the spec message, keeping the cause for support', () => {
    const broken = input();
    broken.commitments = [{ ...broken.commitments[0]!, basisSources: undefined as never }];
    let caught: unknown;
    try {
      runFeePeriod(broken);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(FeeCalculationFailed);
    expect((caught as FeeCalculationFailed).message).toBe(spec);
    expect((caught as FeeCalculationFailed).code).toBe('fee_calculation_failed');
    expect((caught as FeeCalculationFailed).cause).toBeInstanceOf(TypeError);
    expect((caught as FeeCalculationFailed).detail).not.toBe('');
  });

  it('keeps the message of a rule the user can act on', () => {
    expect(() =>
      runFeePeriod(
        input({
          waiverMethodology: 'gp_cashless_contributions_with_pre_waterfall_gp_distributions',
        }),
      ),
    ).toThrow(
      expect.objectContaining({
        message: 'A cashless-contribution fee waiver needs at least one GP commitment.',
      }) as DomainError,
    );
  });

  it('refuses to post a run whose numbers do not reconcile', () => {
    const run = runFeePeriod(input());
    const offByOne = { ...run, lines: [{ ...run.lines[0]!, net: 1_800_001 }] };
    expect(() => assertFeeRunReconciles(offByOne)).toThrow(spec);
    try {
      assertFeeRunReconciles(offByOne);
    } catch (error) {
      expect((error as FeeCalculationFailed).detail).toBe(
        'Fee run 2023-01-01–2023-03-31: lp-a gross − offsets − waivers ≠ net',
      );
    }
    const lostLine = {
      ...run,
      ledger: run.ledger.filter((l) => l.code !== 'management_fee_offset'),
    };
    expect(() => assertFeeRunReconciles(lostLine)).toThrow(spec);
    const noAccrual = { ...run, ledger: run.ledger.filter((l) => l.code !== 'fee_waiver_accrual') };
    expect(() => assertFeeRunReconciles(noAccrual)).toThrow(spec);
    const belowZero = {
      ...run,
      lines: [{ ...run.lines[0]!, offsetsApplied: 2_100_000, net: -150_000 }],
      totals: { ...run.totals, offsetsApplied: 2_100_000, net: -150_000 },
    };
    expect(() => assertFeeRunReconciles(belowZero)).toThrow(spec);
  });
});
