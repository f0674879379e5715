import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  calculationDisplayNameMessage,
  calculationInputSchema,
} from '../../../src/api/calculations';
import {
  calculationFormSchema,
  formPathOf,
  newDefinition,
  newVersion,
  toCalculationInput,
} from '../../../src/app/pages/calculations/calculation-form-schema';

const form = (eval_string: string, display_name = 'unfunded') => ({
  name: 'Unfunded',
  display_name,
  description: '',
  display_type: 'money' as const,
  aggregatable: false,
  is_hypo_performance_metric: false,
  is_investment_performance_calculation: false,
  time_periods: [],
  calculation_definitions: [],
  versions: [{ ...newVersion('mxl', '2026-01-01'), eval_string }],
});

describe('calculation form', () => {
  it('says what the API says about a bad display name and a formula that does not parse', () => {
    const result = v.safeParse(calculationFormSchema, form('commitment +', '2nd'));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.issues!.map((issue) => [v.getDotPath(issue), issue.message]),
    );
    expect(messages).toEqual({
      display_name: calculationDisplayNameMessage,
      'versions.0.eval_string': 'Unexpected end of input at line 1, column 13',
    });
  });

  it('turns its output into input the API accepts', () => {
    const output = v.parse(calculationFormSchema, form('commitment - total_contributions'));
    const input = toCalculationInput(output, 'accounting');
    const parsed = v.safeParse(calculationInputSchema, input);
    expect(parsed.success).toBe(true);
    expect(input.versions[0]).toMatchObject({
      id: null,
      end_date: null,
      calculation_type: 'advanced',
      eval_string: 'commitment - total_contributions',
      transaction_codes: [],
    });
  });

  it("maps the server's field paths onto the form's", () => {
    expect(formPathOf('versions.1.eval_string')).toEqual(['versions', 1, 'eval_string']);
    expect(formPathOf('versions.0.filters.start_date')).toEqual([
      'versions',
      0,
      'filter_start_date',
    ]);
    expect(formPathOf('display_name')).toEqual(['display_name']);
    expect(formPathOf('versions.0.definitions.1.filters.end_date')).toEqual([
      'versions',
      0,
      'definitions',
      1,
      'filter_end_date',
    ]);
    expect(formPathOf('versions.0.definitions.1.start_date')).toEqual([
      'versions',
      0,
      'definitions',
      1,
      'start_date',
    ]);
    expect(formPathOf('versions.2.related_muuid_names.0')).toEqual([
      'versions',
      2,
      'related_muuid_names',
    ]);
    expect(formPathOf('calculation_definitions.0.formula')).toEqual([
      'calculation_definitions',
      0,
      'formula',
    ]);
    expect(formPathOf('time_periods.1')).toEqual(['time_periods']);
    expect(formPathOf('non_field_errors')).toBeNull();
  });

  it('carries sub-calculations, definitions, flags and related names to the API', () => {
    const output = v.parse(calculationFormSchema, {
      ...form('gross - fees'),
      aggregatable: true,
      time_periods: ['itd', 'ytd'],
      calculation_definitions: [
        { name: 'gross', formula: 'contribution_investment' },
        { name: 'fees', formula: 'contribution_management_fee' },
      ],
      versions: [
        {
          ...newVersion('mxl', '2026-01-01'),
          eval_string: 'gross - fees',
          related_muuid_names: ' portfolio_nav, gross_irr ,',
          definitions: [
            {
              ...newDefinition('mxl', '2026-07-01'),
              eval_string: 'gross',
              investment_type: 'debt',
            },
          ],
        },
      ],
    });
    const input = toCalculationInput(output, 'performance');
    expect(v.safeParse(calculationInputSchema, input).success).toBe(true);
    expect(input).toMatchObject({
      aggregatable: true,
      time_periods: ['itd', 'ytd'],
      calculation_definitions: [
        { name: 'gross', formula: 'contribution_investment' },
        { name: 'fees', formula: 'contribution_management_fee' },
      ],
    });
    expect(input.versions[0]).toMatchObject({
      version_calculation_type: 'TransactionCodeList',
      related_muuid_names: ['portfolio_nav', 'gross_irr'],
      definitions: [
        {
          start_date: '2026-07-01',
          end_date: null,
          eval_string: 'gross',
          filters: { investment_type: 'debt' },
        },
      ],
    });
  });

  it('checks a definition and a sub-calculation formula where they are', () => {
    const result = v.safeParse(calculationFormSchema, {
      ...form('1'),
      calculation_definitions: [{ name: 'part', formula: '2 *' }],
      versions: [
        {
          ...newVersion('mxl', '2026-01-01'),
          eval_string: '1',
          related_muuid_names: 'ok_name, 9bad',
          definitions: [{ ...newDefinition('mxl', '2026-07-01'), end_date: '2026-06-30' }],
        },
      ],
    });
    const paths = result.issues!.map((issue) => v.getDotPath(issue)).sort();
    expect(paths).toEqual([
      'calculation_definitions.0.formula',
      'versions.0.definitions.0.end_date',
      'versions.0.definitions.0.eval_string',
      'versions.0.related_muuid_names',
    ]);
  });
});
