import { describe, expect, it } from 'vitest';
import { formatMxl, parseMxl, printMxl, withoutPositions } from '../../../src/domain/mxl';

function sameTree(a: string, b: string) {
  const left = parseMxl(a);
  const right = parseMxl(b);
  if (!left.ok || !right.ok) throw new Error('does not parse');
  expect(withoutPositions(left.ast)).toEqual(withoutPositions(right.ast));
}

describe('formatMxl canonical spelling', () => {
  it.each([
    ['1+2*3', '1 + 2 * 3'],
    ['not a=b and c or d', 'NOT a = b AND c OR d'],
    ['true or false or null', 'TRUE OR FALSE OR NULL'],
    ['x as   total', 'x AS total'],
    ['a<>b', 'a <> b'],
    ['a<=b', 'a <= b'],
    ['2024q3', '2024Q3'],
    ['3 MONTH + 1 days + 2 millenniums', '3 months + 1 day + 2 millennia'],
    ['QUARTERS', 'quarter'],
    ['f( a ,b )', 'f(a, b)'],
    ['[ 1 ,"x" , 2.50 ]', '[1, "x", 2.50]'],
    ['@ . as_of', '@.as_of'],
    ['x [ 2024Q1 ] . y', 'x[2024Q1].y'],
    ['"say ""hi"""', '"say ""hi"""'],
    ['- - 1', '--1'],
    ['f()', 'f()'],
    ['[]', '[]'],
  ])('%s -> %s', (source, formatted) => {
    expect(formatMxl(source)).toBe(formatted);
  });
});

describe('formatMxl parentheses', () => {
  it.each([
    ['((a + b)) * c', '(a + b) * c'],
    ['a + (b * c)', 'a + b * c'],
    ['a - (b - c)', 'a - (b - c)'],
    ['(a - b) - c', 'a - b - c'],
    ['a / (b * c)', 'a / (b * c)'],
    ['(2 ^ 3) ^ 4', '(2 ^ 3) ^ 4'],
    ['2 ^ (3 ^ 4)', '2 ^ 3 ^ 4'],
    ['(-2) ^ 2', '(-2) ^ 2'],
    ['-(2 ^ 2)', '-2 ^ 2'],
    ['-(a + b)', '-(a + b)'],
    ['(a = b) = c', '(a = b) = c'],
    ['NOT (a AND b)', 'NOT (a AND b)'],
    ['(NOT a) AND b', 'NOT a AND b'],
    ['(a OR b) AND c', '(a OR b) AND c'],
    ['(a AS b) + b', '(a AS b) + b'],
    ['(a + b).c', '(a + b).c'],
    ['(-x)[quarter]', '(-x)[quarter]'],
    ['(a AS b) AS c', '(a AS b) AS c'],
    ['a = (NOT b)', 'a = (NOT b)'],
  ])('%s -> %s', (source, formatted) => {
    expect(formatMxl(source)).toBe(formatted);
    sameTree(source, formatted);
  });
});

describe('formatMxl wrapping at 80 columns with indent 2', () => {
  it('keeps a line of exactly 80 characters and breaks one of 81', () => {
    const name76 = 'a'.repeat(76);
    expect(formatMxl(`${name76} + 1`)).toBe(`${name76} + 1`);
    expect(formatMxl(`${name76} + 1`).length).toBe(80);
    expect(formatMxl(`${name76} + 12`)).toBe(`${name76}\n  + 12`);
  });

  it('breaks a long call one argument per line, closing bracket on its own line', () => {
    const source =
      'round_up_to_multiple(max(total_capital_contributions_to_date - total_distributions, 0) + management_fee_accrual_for_the_period, 1000)';
    expect(formatMxl(source)).toBe(
      [
        'round_up_to_multiple(',
        '  max(total_capital_contributions_to_date - total_distributions, 0)',
        '    + management_fee_accrual_for_the_period,',
        '  1000',
        ')',
      ].join('\n'),
    );
  });

  it('breaks a chain of one precedence before each operator', () => {
    const source =
      'committed_capital_of_the_partner - capital_contributions_to_date + recallable_distributions_to_date - adjustments';
    expect(formatMxl(source)).toBe(
      [
        'committed_capital_of_the_partner',
        '  - capital_contributions_to_date',
        '  + recallable_distributions_to_date',
        '  - adjustments',
      ].join('\n'),
    );
  });

  it('breaks long arrays, nested calls and parentheses from the outside in', () => {
    const source =
      'sum_codes(["capital_call_investments", "capital_call_fees", "capital_call_expenses", "equalization"]) * (management_fee_rate_for_the_class + administration_fee_rate_for_the_class)';
    expect(formatMxl(source)).toBe(
      [
        'sum_codes(',
        '  [',
        '    "capital_call_investments",',
        '    "capital_call_fees",',
        '    "capital_call_expenses",',
        '    "equalization"',
        '  ]',
        ')',
        // 79 columns: the parenthesised sum still fits after the operator.
        '  * (management_fee_rate_for_the_class + administration_fee_rate_for_the_class)',
      ].join('\n'),
    );
    // Two characters more and the parentheses break instead.
    expect(
      formatMxl(`${source.slice(0, -1)}_xy)`)
        .split('\n')
        .slice(-3),
    ).toEqual([
      '  * (',
      '    management_fee_rate_for_the_class + administration_fee_rate_for_the_class_xy',
      '  )',
    ]);
  });

  it('keeps every line within 80 columns when the tokens allow it', () => {
    const source =
      'if(commitment_period_end >= @.as_of AND investment_type_is_equity, total_commitments_of_the_partnership * 0.02 / 4, invested_capital_still_outstanding_at_quarter_end * 0.015 / 4) AS management_fee_for_the_quarter';
    const formatted = formatMxl(source);
    expect(formatted.split('\n').every((text) => text.length <= 80)).toBe(true);
    expect(formatted).toBe(
      [
        'if(',
        '  commitment_period_end >= @.as_of AND investment_type_is_equity,',
        '  total_commitments_of_the_partnership * 0.02 / 4,',
        '  invested_capital_still_outstanding_at_quarter_end * 0.015 / 4',
        ') AS management_fee_for_the_quarter',
      ].join('\n'),
    );
    sameTree(source, formatted);
  });

  it('lets a single token longer than the line stand alone', () => {
    const long = `"${'x'.repeat(90)}"`;
    expect(formatMxl(`f(${long})`)).toBe(`f(\n  ${long}\n)`);
  });

  it('is idempotent on wrapped output', () => {
    const source =
      'max(0, committed_capital_of_the_partner - capital_contributions_to_date + recallable_distributions_to_date - adjustments)';
    const once = formatMxl(source);
    expect(once).not.toBe(source);
    expect(formatMxl(once)).toBe(once);
  });
});

describe('formatMxl and printMxl contracts', () => {
  it('returns a formula that does not parse unchanged', () => {
    expect(formatMxl('1 +  # 2')).toBe('1 +  # 2');
    expect(formatMxl('2024Q5')).toBe('2024Q5');
  });

  it('printMxl takes a width for narrower editors', () => {
    const parsed = parseMxl('alpha + beta + gamma');
    if (!parsed.ok) throw new Error('does not parse');
    expect(printMxl(parsed.ast, 12)).toBe('alpha\n  + beta\n  + gamma');
  });
});
