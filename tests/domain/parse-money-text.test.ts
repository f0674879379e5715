import { describe, expect, it } from 'vitest';
import { parseMoneyText } from '../../src/domain/parse-money-text';

const cents = (text: string) => {
  const reading = parseMoneyText(text);
  return reading.ok ? reading.cents : reading.problem;
};

describe('parseMoneyText: the one text-to-cents reading', () => {
  it.each([
    ['1234.56', 123456],
    ['0.29', 29],
    ['12', 1200],
    ['12.', 1200],
    ['.5', 50],
    ['+.5', 50],
    ['1,000.10', 100010],
    ['$1,234,567.8', 123456780],
    ['$1,234.56', 123456],
    ['  $ 7.00  ', 700],
    ['USD 7', 700],
    ['7 usd', 700],
    ['€12.30', 1230],
    ['£0.01', 1],
    ['-0.01', -1],
    ['-20', -2000],
    ['-$20', -2000],
    ['$-20', -2000],
    ['(1,234.56)', -123456],
    ['(1,250.00)', -125000],
    ['($50)', -5000],
    ['$(50)', -5000],
    ['-', 0],
    ['-0.00', 0],
    ['90071992547409.90', 9007199254740990],
    ['-90071992547409.90', -9007199254740990],
  ])('%j is %j cents', (text, expected) => expect(cents(text)).toBe(expected));

  it.each(['', '   ', '\t'])('blank %j is no amount (null)', (text) =>
    expect(parseMoneyText(text)).toEqual({ ok: true, cents: null }),
  );

  it.each([
    // A third decimal is refused, never rounded: 1.005 is not $1.00 and 12.345 is not $12.35.
    ['1.005', 'too_many_decimals'],
    ['12.345', 'too_many_decimals'],
    ['$1,234.567', 'too_many_decimals'],
    ['(0.001)', 'too_many_decimals'],
    ['1.000', 'too_many_decimals'],
    ['90071992547409.91', 'too_large'],
    ['-90071992547409.91', 'too_large'],
    ['99999999999999999999', 'too_large'],
    ['abc', 'not_a_number'],
    ['12a', 'not_a_number'],
    ['12abc', 'not_a_number'],
    ['1.2.3', 'not_a_number'],
    ['1,23', 'not_a_number'],
    ['1,00.00', 'not_a_number'],
    ['.', 'not_a_number'],
    ['$', 'not_a_number'],
    ['()', 'not_a_number'],
    ['(-5)', 'not_a_number'],
    ['--5', 'not_a_number'],
    ['12-', 'not_a_number'],
    ['$5$', 'not_a_number'],
    ['1e3', 'not_a_number'],
    ['0x10', 'not_a_number'],
  ])('refuses %j (%s)', (text, problem) => expect(cents(text)).toBe(problem));

  it('gives the spec messages for its refusals', () => {
    expect(parseMoneyText('1.005')).toEqual({
      ok: false,
      problem: 'too_many_decimals',
      message: 'At most 2 decimals',
    });
    expect(parseMoneyText('12a')).toMatchObject({ message: 'Must be valid number' });
    expect(parseMoneyText('90071992547409.91')).toMatchObject({
      message: 'Less than or equal to 90071992547409.90',
    });
  });

  it('adds 0.10 + 0.20 ten thousand times without drift', () => {
    let total = 0;
    for (let i = 0; i < 10_000; i += 1) total += Number(cents('0.10')) + Number(cents('0.20'));
    expect(total).toBe(300_000);
  });
});
