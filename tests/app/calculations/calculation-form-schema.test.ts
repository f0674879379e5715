import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  calculationDisplayNameMessage,
  calculationInputSchema,
} from '../../../src/api/calculations';
import {
  calculationFormSchema,
  formPathOf,
  newVersion,
  toCalculationInput,
} from '../../../src/app/pages/calculations/calculation-form-schema';

const form = (eval_string: string, display_name = 'unfunded') => ({
  name: 'Unfunded',
  display_name,
  description: '',
  display_type: 'money' as const,
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
    expect(formPathOf('non_field_errors')).toBeNull();
  });
});
