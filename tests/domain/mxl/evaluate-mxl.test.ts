import { describe, expect, it } from 'vitest';
import {
  basicFormulaToMxl,
  createMxlEvaluator,
  evaluateMxl,
  indexLedger,
  type CalculationFilters,
  type MxlEvaluatorInput,
  type MxlScalar,
  type MxlValue,
} from '../../../src/domain/mxl';
import { GOLDEN_ROWS, goldenLedger, ledgerRow } from './mxl-ledger-fixture';

const base: MxlEvaluatorInput = {
  ledger: goldenLedger(),
  timePeriod: { as_of: '2024-03-31', period_start: '2024-01-01', period_end: '2024-03-31' },
  transactionCodeLists: [
    { name: 'contributions', codes: ['capital_call_investment', 'capital_call_fees'] },
  ],
  transactionCodes: ['equalization_interest'],
  calculations: [
    { name: 'paid_in', formula: 'contributions' },
    { name: 'unfunded', formula: 'commitment - paid_in + distribution_recallable' },
    {
      name: 'debt_calls',
      formula: 'capital_call_investment',
      filters: { investment_type: 'debt' },
    },
  ],
};

/** A scalar as a plain value: cents for money, digits for decimals. */
function plain(value: MxlScalar): unknown {
  switch (value.kind) {
    case 'null':
      return null;
    case 'money':
      return { cents: value.cents };
    case 'decimal':
      return value.value.toString();
    case 'boolean':
    case 'string':
    case 'date':
      return value.value;
    default:
      return value;
  }
}

function plainValue(value: MxlValue): unknown {
  if (value.kind !== 'grouped') return plain(value);
  return Object.fromEntries(value.commitmentIds.map((id, i) => [id, plain(value.values[i]!)]));
}

function run(
  formula: string,
  filters?: CalculationFilters,
  input: Partial<MxlEvaluatorInput> = {},
) {
  const result = evaluateMxl({ ...base, ...input, formula, filters });
  if (!result.ok) throw new Error(result.error.message);
  return plainValue(result.value);
}

const perLp = (a: unknown, b: unknown, c: unknown) => ({ 'LP-A': a, 'LP-B': b, 'LP-C': c });
const cents = (a: number, b: number, c: number) => perLp({ cents: a }, { cents: b }, { cents: c });

describe('evaluateMxl over the golden ledger: ledger reads', () => {
  it('sums a code per commitment from inception to the as-of date, drafts left out', () => {
    expect(run('capital_call_investment')).toEqual(cents(230_000_000, 115_000_000, 7_500_000));
  });

  it('reads a code with no rows but configured as zero for every commitment', () => {
    expect(run('equalization_interest')).toEqual(cents(0, 0, 0));
  });

  it('reads a transaction-code list as the total of its codes', () => {
    expect(run('contributions')).toEqual(cents(235_000_000, 117_500_000, 8_750_000));
  });

  it('evaluates named calculations in terms of each other', () => {
    expect(run('unfunded')).toEqual(cents(775_000_000, 382_500_000, 241_250_000));
    expect(run('total(unfunded)')).toEqual({ cents: 1_398_750_000 });
  });

  it('gives one fund figure when grouped by fund', () => {
    expect(run('paid_in', undefined, { groupBy: 'fund' })).toEqual({ cents: 361_250_000 });
    expect(run('@.commitment_entity_id', undefined, { groupBy: 'fund' })).toBeNull();
  });

  it('applies a calculation its own filters, not its caller’s', () => {
    expect(run('debt_calls')).toEqual(cents(30_000_000, 15_000_000, 7_500_000));
    expect(run('debt_calls + capital_call_investment', { investment_type: 'equity' })).toEqual(
      cents(230_000_000, 115_000_000, 7_500_000),
    );
  });
});

describe('evaluateMxl filters of spec §3', () => {
  it.each([
    [{ include_draft_transactions: true }, cents(230_000_000, 115_000_000, 7_599_999)],
    [{ investment_type: 'equity' }, cents(200_000_000, 100_000_000, 0)],
    [{ security_type: 'llc_interest' }, cents(30_000_000, 15_000_000, 7_500_000)],
    [{ security_type: 'warrant' }, cents(0, 0, 0)],
    [
      { start_date: '2024-01-01', end_date: '2024-02-15' },
      cents(30_000_000, 15_000_000, 7_500_000),
    ],
    [{ start_date: '2024-01-01', end_date: '2024-02-14' }, cents(0, 0, 0)],
    [{ end_date: '2023-03-31' }, cents(200_000_000, 100_000_000, 0)],
  ] as [CalculationFilters, unknown][])('%j', (filters, expected) => {
    expect(run('capital_call_investment', filters)).toEqual(expected);
  });

  it('keeps fee holdbacks unless told to exclude them', () => {
    expect(run('capital_call_fees')).toEqual(cents(5_000_000, 2_500_000, 1_250_000));
    expect(run('capital_call_fees', { exclude_fee_holdbacks: true })).toEqual(
      cents(5_000_000, 0, 1_250_000),
    );
  });
});

describe('evaluateMxl time periods', () => {
  it.each([
    ['capital_call_investment[quarter]', cents(30_000_000, 15_000_000, 7_500_000)],
    ['capital_call_investment[year]', cents(30_000_000, 15_000_000, 7_500_000)],
    ['capital_call_investment[decade]', cents(230_000_000, 115_000_000, 7_500_000)],
    ['capital_call_investment[2023Q1]', cents(200_000_000, 100_000_000, 0)],
    ['capital_call_investment[2 months]', cents(30_000_000, 15_000_000, 7_500_000)],
    ['capital_call_investment[1 month]', cents(0, 0, 0)],
    ['capital_call_investment[@.period]', cents(30_000_000, 15_000_000, 7_500_000)],
    ['capital_call_investment[date("2023-12-31")]', cents(200_000_000, 100_000_000, 0)],
    ['paid_in[@.period_start - 1 day]', cents(200_000_000, 100_000_000, 0)],
    ['paid_in[quarter]', cents(35_000_000, 17_500_000, 8_750_000)],
    // Nothing after the as-of date is read, even when a window asks for it.
    ['capital_call_investment[2024Q2]', cents(0, 0, 0)],
    [
      'capital_call_investment[period("2024-02-01", "2024-12-31")]',
      cents(30_000_000, 15_000_000, 7_500_000),
    ],
    // Units anchor at the end of the enclosing window.
    ['(capital_call_investment[quarter])[date("2023-06-30")]', cents(0, 0, 0)],
    ['(capital_call_investment[year])[date("2023-06-30")]', cents(200_000_000, 100_000_000, 0)],
  ])('%s', (formula, expected) => {
    expect(run(formula)).toEqual(expected);
  });

  it('moves dates by time units, clamping month ends', () => {
    expect(run('@.as_of - 1 quarter')).toBe('2023-12-31');
    expect(run('@.as_of + 2 weeks')).toBe('2024-04-14');
    expect(run('date("2024-01-31") + 1 month')).toBe('2024-02-29');
    expect(run('date("2024-02-29") + 1 year')).toBe('2025-02-28');
    expect(run('2 centuries + date("1999-12-31")')).toBe('2199-12-31');
  });

  it('reads the time period through @', () => {
    expect(run('@.as_of')).toBe('2024-03-31');
    expect(run('@.period_start')).toBe('2024-01-01');
    expect(run('@.period.days')).toBe('91');
    expect(run('@.as_of.quarter')).toBe('1');
    expect(run('2024Q3.start')).toBe('2024-07-01');
    expect(run('2024Q3.end')).toBe('2024-09-30');
    expect(run('@.fund_entity_id')).toBe('F1');
    expect(run('@.commitment_entity_id')).toEqual(perLp('LP-A', 'LP-B', 'LP-C'));
  });
});

describe('evaluateMxl built-ins and arithmetic', () => {
  it('computes a quarterly 2% management fee, Actual/365, rounded once to the cent', () => {
    expect(
      run(
        'to_money(commitment * 0.02 * year_fraction(@.period_start, @.period_end, "actual_365"))',
      ),
    ).toEqual(cents(4_931_507, 2_465_753, 1_232_877));
  });

  it('rounds up to a multiple in currency units, keeping cents', () => {
    expect(run('round_up_to_multiple(unfunded, 1000)')).toEqual(
      cents(775_000_000, 382_500_000, 241_300_000),
    );
    expect(run('round_up_to_multiple(distribution, 1000)')).toEqual(cents(0, 4_100_000, 0));
    expect(run('round_down_to_multiple(distribution, 0.25)')).toEqual(cents(0, 4_000_000, 0));
    expect(run('round_up_to_multiple(-7.5, 5)')).toBe('-5');
  });

  it('rounds half away from zero to places, money included', () => {
    expect(run('round(pro_rata(commitment), 6)')).toEqual(
      perLp('0.571429', '0.285714', '0.142857'),
    );
    expect(run('round(distribution)')).toEqual(cents(0, 4_000_000, 0));
    expect(run('round(distribution, -4)')).toEqual(cents(0, 4_000_000, 0));
    expect(run('round(2.5)')).toBe('3');
    expect(run('round(-2.5)')).toBe('-3');
    expect(run('round(1.005, 2)')).toBe('1.01');
  });

  it('keeps money as money through min, max, sum and abs; mixes give the argument itself', () => {
    expect(run('min(unfunded, 3000000)')).toEqual(
      perLp('3000000', '3000000', { cents: 241_250_000 }),
    );
    expect(run('max(distribution - 40000, 0)')).toEqual(perLp('0', '0.01', '0'));
    expect(run('sum(capital_call_fees, distribution)')).toEqual(
      cents(5_000_000, 6_500_001, 1_250_000),
    );
    expect(run('sum([capital_call_fees, NULL], [distribution])')).toEqual(
      cents(5_000_000, 6_500_001, 1_250_000),
    );
    expect(run('abs(-distribution)')).toEqual(cents(0, 4_000_001, 0));
    expect(run('max(NULL, NULL)')).toBeNull();
    expect(run('commitment * 2')).toEqual(cents(2_000_000_000, 1_000_000_000, 500_000_000));
  });

  it('makes division by zero NULL, which coalesce can replace', () => {
    expect(run('distribution / distribution_recallable')).toEqual(perLp('0', null, null));
    expect(run('coalesce(distribution / capital_call_fees, 0)')).toEqual(
      perLp('0', '1.6000004', '0'),
    );
  });

  it('picks branches per commitment with if, NULL conditions going to else', () => {
    expect(run('if(commitment > 6000000, "large", "small")')).toEqual(
      perLp('large', 'small', 'small'),
    );
    expect(run('if(NULL, 1, 2)')).toBe('2');
    expect(run('if(FALSE, 1)')).toBeNull();
    // Only the branch taken is evaluated for a scalar condition.
    expect(run('if(TRUE, 1, unknown_name)')).toBe('1');
  });

  it('uses three-valued logic and NULL comparisons', () => {
    expect(run('FALSE AND NULL')).toBe(false);
    expect(run('TRUE AND NULL')).toBeNull();
    expect(run('TRUE OR NULL')).toBe(true);
    expect(run('NOT NULL')).toBeNull();
    expect(run('1 = NULL')).toBeNull();
    expect(run('is_null(NULL) AND NOT is_null(0)')).toBe(true);
    expect(run('distribution >= 40000.01')).toEqual(perLp(false, true, false));
    expect(run('"a" <> "b" AND date("2024-01-01") < @.as_of')).toBe(true);
  });

  it('computes decimals exactly and powers right to left', () => {
    expect(run('0.1 + 0.2')).toBe('0.3');
    expect(run('2 ^ 3 ^ 2')).toBe('512');
    expect(run('-2 ^ 2')).toBe('-4');
    expect(run('(1 + 0.08) ^ 0.5 > 1.039')).toBe(true);
    expect(run('days_between(date("2024-01-01"), "2024-12-31")')).toBe('365');
    // 184/365 + 182/366, Actual/Actual ISDA.
    expect(run('year_fraction("2023-07-01", "2024-07-01")')).toBe(
      '1.001377348603937420465603712852758440003',
    );
  });

  it('binds names with AS for later use and indexes lists from 1', () => {
    expect(run('(capital_call_fees AS fees) + fees')).toEqual(
      cents(10_000_000, 5_000_000, 2_500_000),
    );
    expect(run('[1, "two", 3][2]')).toBe('two');
    expect(run('@["as_of"]')).toBe('2024-03-31');
  });

  it('reads codes through sum_codes and basic formulas', () => {
    expect(run('sum_codes(["capital_call_fees"], "distribution")')).toEqual(
      cents(5_000_000, 6_500_001, 1_250_000),
    );
    const basic = basicFormulaToMxl([
      { code_name: 'capital_call_investment', add_or_subtract: 'add' },
      { code_name: 'distribution', add_or_subtract: 'subtract' },
    ]);
    expect(basic).toBe('sum_codes("capital_call_investment") - sum_codes("distribution")');
    expect(run(basic)).toEqual(cents(230_000_000, 110_999_999, 7_500_000));
    expect(
      run(basicFormulaToMxl([{ code_name: 'distribution', add_or_subtract: 'subtract' }])),
    ).toEqual(cents(0, -4_000_001, 0));
  });
});

describe('evaluateMxl errors', () => {
  const failure = (formula: string, input: Partial<MxlEvaluatorInput> = {}) => {
    const result = evaluateMxl({ ...base, ...input, formula });
    if (result.ok) throw new Error(`${formula} evaluated`);
    return result.error.message;
  };

  it('names a reference cycle from where it closes', () => {
    const calculations = [
      { name: 'a', formula: 'b + 1' },
      { name: 'b', formula: 'max(c, 0)' },
      { name: 'c', formula: 'a[quarter]' },
      { name: 'x', formula: 'x * 2' },
    ];
    expect(failure('a', { calculations })).toBe('Reference cycle: a -> b -> c -> a');
    expect(failure('1 + c', { calculations })).toBe('Reference cycle: c -> a -> b -> c');
    expect(failure('x', { calculations })).toBe('Reference cycle: x -> x');
  });

  it.each([
    ['nope + 1', 'Unknown name "nope"'],
    ['median(1)', 'Unknown function "median"'],
    ['round(1, 2, 3)', 'round() takes 1 to 2 arguments, got 3'],
    ['abs()', 'abs() takes 1 argument, got 0'],
    ['sum()', 'sum() takes at least 1 argument, got 0'],
    ['"a" + 1', 'Cannot apply "+" to text and a number'],
    ['commitment < "x"', 'Cannot apply "<" to money and text'],
    ['1 AND TRUE', 'AND expects booleans, got a number'],
    ['round_up_to_multiple(1, 0)', 'round_up_to_multiple() needs a multiple above zero'],
    ['date("2024-02-30")', 'date() expects a date like "2024-03-31", got "2024-02-30"'],
    [
      'year_fraction("2024-01-01", "2024-02-01", "30e")',
      'year_fraction() day count must be one of actual, actual_360, actual_365, thirty_360',
    ],
    ['[1, 2][3]', 'List index out of range'],
    ['@.nope', 'No column "nope" on @'],
    ['commitment[commitment]', 'An index cannot differ by commitment'],
    ['1 +', 'Unexpected end of input at line 1, column 4'],
  ])('%s', (formula, message) => {
    expect(failure(formula)).toBe(message);
  });

  it('reports a referenced calculation that does not parse', () => {
    expect(failure('broken', { calculations: [{ name: 'broken', formula: 'a +\n  # b' }] })).toBe(
      'Calculation "broken" does not parse: Unexpected character "#" at line 2, column 3',
    );
  });

  it('reports money beyond the safe-integer range instead of losing cents', () => {
    const ledger = indexLedger({
      rows: [
        ledgerRow('big', 9_007_199_254_740_000, '2024-01-01', 'LP-A'),
        ledgerRow('big', 9_007_199_254_740_000, '2024-01-02', 'LP-A'),
      ],
      fundEntityId: 'F1',
    });
    expect(failure('big', { ledger })).toBe(
      'A ledger sum is beyond the largest amount held exactly in cents',
    );
    expect(() =>
      indexLedger({ rows: [ledgerRow('x', 1.5, '2024-01-01', 'LP-A')], fundEntityId: 'F1' }),
    ).toThrow('Amount of ledger row 0 must be a whole number of cents, got 1.5');
  });
});

describe('createMxlEvaluator', () => {
  it('evaluates calculations by name and keeps answers stable across calls', () => {
    const evaluator = createMxlEvaluator(base);
    const first = evaluator.evaluateCalculation('unfunded');
    expect(first.ok && plainValue(first.value)).toEqual(
      cents(775_000_000, 382_500_000, 241_250_000),
    );
    expect(evaluator.evaluate('unfunded - paid_in')).toEqual(
      evaluator.evaluate('commitment - 2 * contributions + distribution_recallable'),
    );
    expect(evaluator.evaluateCalculation('missing')).toEqual({
      ok: false,
      error: { message: 'Unknown calculation "missing"' },
    });
  });

  it('leaves out rows of other funds', () => {
    expect(GOLDEN_ROWS.some((row) => row.fund_entity_id === 'F2')).toBe(true);
    expect(base.ledger.commitmentIds).toEqual(['LP-A', 'LP-B', 'LP-C']);
  });
});
