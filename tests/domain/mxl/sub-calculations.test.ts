import { describe, expect, it } from 'vitest';
import {
  createMxlEvaluator,
  findCalculationCycle,
  formulaInEffect,
  type MxlCalculation,
  type MxlValue,
} from '../../../src/domain/mxl';
import { goldenLedger } from './mxl-ledger-fixture';

const fundTotal = (value: MxlValue) => (value.kind === 'money' ? value.cents : value);

function evaluator(calculations: MxlCalculation[]) {
  return createMxlEvaluator({
    ledger: goldenLedger(),
    timePeriod: { as_of: '2024-03-31' },
    calculations,
    groupBy: 'fund',
  });
}

describe('sub-calculations', () => {
  const fees: MxlCalculation = {
    name: 'fees_net',
    // Golden ledger: $50,000 + $25,000 (a fee holdback) + $12,500 of fees called.
    formula: 'called - held_back',
    subCalculations: [
      { name: 'called', formula: 'capital_call_fees' },
      { name: 'held_back', formula: 'called - kept' },
      { name: 'kept', formula: 'capital_call_fees' },
    ],
  };

  it('resolves names to the running calculation’s sub-calculations, which see each other', () => {
    const run = evaluator([fees]);
    const value = run.evaluateCalculation('fees_net');
    expect(value.ok && fundTotal(value.value)).toBe(8_750_000);
    const sub = run.evaluateSubCalculation('fees_net', 'called');
    expect(sub.ok && fundTotal(sub.value)).toBe(8_750_000);
  });

  it('reads the ledger with its calculation’s filters', () => {
    const run = evaluator([{ ...fees, filters: { exclude_fee_holdbacks: true } }]);
    const sub = run.evaluateSubCalculation('fees_net', 'kept');
    expect(sub.ok && fundTotal(sub.value)).toBe(6_250_000);
  });

  it('is not visible to other calculations', () => {
    const run = evaluator([fees, { name: 'outside', formula: 'called * 2' }]);
    expect(run.evaluateCalculation('outside')).toEqual({
      ok: false,
      error: { message: 'Unknown name "called"' },
    });
  });

  it('names a cycle through sub-calculations as owner.sub', () => {
    const run = evaluator([
      {
        name: 'loop',
        formula: 'a',
        subCalculations: [
          { name: 'a', formula: 'b + 1' },
          { name: 'b', formula: 'a * 2' },
        ],
      },
    ]);
    expect(run.evaluateCalculation('loop')).toEqual({
      ok: false,
      error: { message: 'Reference cycle: loop.a -> loop.b -> loop.a' },
    });
    expect(
      findCalculationCycle([
        {
          name: 'loop',
          formulas: ['a'],
          subCalculations: [
            { name: 'a', formula: 'b + 1' },
            { name: 'b', formula: 'a * 2' },
          ],
        },
      ]),
    ).toEqual(['loop.a', 'loop.b', 'loop.a']);
  });

  it('finds a cycle that leaves through a sub-calculation to another calculation', () => {
    expect(
      findCalculationCycle([
        { name: 'x', formulas: ['part'], subCalculations: [{ name: 'part', formula: 'y' }] },
        { name: 'y', formulas: ['1', 'x'] },
      ]),
    ).toEqual(['x', 'x.part', 'y', 'x']);
    expect(
      findCalculationCycle([
        { name: 'x', formulas: ['part'], subCalculations: [{ name: 'part', formula: 'y' }] },
        { name: 'y', formulas: ['part'] },
      ]),
    ).toBeNull();
  });
});

describe('formulaInEffect', () => {
  const version = {
    start_date: '2024-01-01',
    end_date: null,
    formula: 'own',
    definitions: [
      { start_date: '2024-04-01', end_date: '2024-06-30', formula: 'second_quarter' },
      { start_date: '2025-01-01', end_date: null, formula: 'from_2025' },
    ],
  };

  it.each([
    ['2024-03-31', 'own'],
    ['2024-04-01', 'second_quarter'],
    ['2024-06-30', 'second_quarter'],
    ['2024-07-01', 'own'],
    ['2026-01-01', 'from_2025'],
  ])('on %s uses %s', (day, formula) => {
    expect(formulaInEffect(version, day).formula).toBe(formula);
  });
});
