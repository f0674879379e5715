import { describe, expect, it } from 'vitest';
import { checkMxl, describeMxlProblem } from '../../../src/domain/mxl';

const names = {
  calculations: ['net_contributions', 'management_fee'],
  transactionCodes: ['contribution_investment', 'distribution_proceeds'],
};
const said = (source: string, withNames = true) =>
  checkMxl(source, withNames ? names : undefined).map(describeMxlProblem);

describe('checking a formula before it is saved', () => {
  it('finds nothing in a formula of known functions, calculations and codes', () => {
    expect(
      said(
        '(max(net_contributions - distribution_proceeds, 0) AS x)\n' +
          '+ round(x * 0.02, 2) + sum_codes(["contribution_investment"])',
      ),
    ).toEqual([]);
  });

  it('names an unknown function where it is written', () => {
    const source = 'net_contributions +\n  maxx(management_fee, 0)';
    const [problem] = checkMxl(source, names);
    expect(problem).toEqual({
      message: 'Unknown function "maxx"',
      line: 2,
      column: 3,
      from: 22,
      to: 26,
    });
    expect(source.slice(problem!.from, problem!.to)).toBe('maxx');
  });

  it('names a call with the wrong number of arguments', () => {
    expect(said('abs(net_contributions, 1)')).toEqual([
      'abs() takes 1 argument, got 2 at line 1, column 1',
    ]);
    expect(said('1 + round(2, 3, 4)')).toEqual([
      'round() takes 1 to 2 arguments, got 3 at line 1, column 5',
    ]);
    expect(said('\n\nsum()')).toEqual([
      'sum() takes at least 1 argument, got 0 at line 3, column 1',
    ]);
  });

  it('names unknown calculations and transaction codes, and sum_codes text that is no code', () => {
    expect(said('net_contributions - contributon_investment\n+ sum_codes("fees")')).toEqual([
      'Unknown calculation or transaction code "contributon_investment" at line 1, column 21',
      'Unknown transaction code "fees" at line 2, column 13',
    ]);
  });

  it('takes a name given with AS before its use, but not one given only after', () => {
    expect(said('(management_fee AS fee) + fee')).toEqual([]);
    expect(said('fee + (management_fee AS fee)')).toEqual([
      'Unknown calculation or transaction code "fee" at line 1, column 1',
    ]);
  });

  it('checks functions and arity without names, and leaves names alone then', () => {
    expect(said('anything + nothing', false)).toEqual([]);
    expect(said('foo(anything)', false)).toEqual(['Unknown function "foo" at line 1, column 1']);
  });

  it('gives the parse error, with its place, when the formula does not parse', () => {
    expect(said('max(\n  net_contributions,,\n  0\n)')).toEqual([
      'Unexpected token "," at line 2, column 21',
    ]);
    const [problem] = checkMxl('max(\n  net_contributions,,\n  0\n)');
    expect(problem!.from).toBe(25);
  });
});
