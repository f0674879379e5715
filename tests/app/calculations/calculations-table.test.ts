import { describe, expect, it } from 'vitest';
import type { Calculation } from '../../../src/api/calculation-responses';
import {
  flatCalculationsTable,
  hierarchicalCalculationsTable,
} from '../../../src/app/pages/calculations/calculations-table';

const calculation = (
  id: string,
  display_name: string,
  extra: Partial<Calculation> = {},
): Calculation => ({
  id,
  fund_family_id: 'ff',
  kind: 'transaction',
  name: display_name,
  display_name,
  description: null,
  category: 'accounting',
  context: 'default',
  classification: 'other',
  display_type: 'money',
  calculation_type: 'advanced',
  versions: [
    {
      id: `${id}-v1`,
      start_date: '2020-01-01',
      end_date: null,
      is_draft: false,
      calculation_type: 'advanced',
      transaction_codes: [],
      eval_string: 'commitment',
      filters: {
        start_date: null,
        end_date: null,
        investment_type: null,
        security_type: null,
        include_draft_transactions: false,
        exclude_fee_holdbacks: false,
      },
      status: 'current',
      formula: 'commitment',
      related_calculation_ids: {},
      version_calculation_type: 'Other',
      related_muuid_names: [],
      definitions: [],
    },
  ],
  aggregatable: false,
  is_hypo_performance_metric: false,
  is_investment_performance_calculation: false,
  time_periods: [],
  calculation_definitions: [],
  sub_calculation_values: {},
  referenced_by: [],
  as_of: '2026-06-15',
  value: { ok: true, kind: 'money', cents: 12_345 },
  ...extra,
});

describe('calculations table', () => {
  it('shows the value by its kind and an evaluation error on the cell', () => {
    const table = flatCalculationsTable(
      [
        calculation('a', 'a'),
        calculation('b', 'b', { value: { ok: false, message: 'Unknown name "x"' } }),
        calculation('c', 'c', { value: { ok: true, kind: 'number', value: '0.25' } }),
      ],
      'accounting',
    );
    expect(table.rows.map((row) => row.cells.value)).toEqual([
      { value: { type: 'money', amount: 12_345, currency: 'USD' } },
      { value: { type: 'text', text: '—' }, error: { message: 'Unknown name "x"' } },
      { value: { type: 'decimal', value: 0.25 }, sort_key: 0.25 },
    ]);
    expect(table.rows[0]!.cells.display_name!.link).toEqual({
      type: 'generic',
      to: '/fund-family/ff/calculations/accounting/a',
    });
  });

  it('marks a draft version with a Draft badge', () => {
    const draft = calculation('d', 'd');
    draft.versions[0]!.is_draft = true;
    const [row] = flatCalculationsTable([draft], 'accounting').rows;
    expect(row!.cells.status!.badge).toEqual({ type: 'text', text: 'Draft', color: 'warning' });
  });

  it('nests used calculations under each user, with ids unique per path', () => {
    const all = [calculation('t', 'total'), calculation('u', 'unfunded'), calculation('n', 'net')];
    const table = hierarchicalCalculationsTable(
      [
        {
          id: 'u',
          display_name: 'unfunded',
          sub_calculation: null,
          children: [{ id: 't', display_name: 'total', sub_calculation: null, children: [] }],
        },
        {
          id: 'n',
          display_name: 'net',
          sub_calculation: null,
          children: [{ id: 't', display_name: 'total', sub_calculation: null, children: [] }],
        },
      ],
      all,
      'accounting',
    );
    expect(table.rows.map((row) => row.id)).toEqual(['u', 'n']);
    expect(table.rows.map((row) => row.child_rows?.map((child) => child.id))).toEqual([
      ['u/t'],
      ['n/t'],
    ]);
  });

  it('shows sub-calculations under their calculation with their own figure', () => {
    const owner = calculation('o', 'net', {
      calculation_definitions: [{ name: 'gross', formula: 'contribution_investment' }],
      sub_calculation_values: { gross: { ok: true, kind: 'money', cents: 500 } },
    });
    const table = hierarchicalCalculationsTable(
      [
        {
          id: 'o',
          display_name: 'net',
          sub_calculation: null,
          children: [
            { id: 'o', display_name: 'net.gross', sub_calculation: 'gross', children: [] },
          ],
        },
      ],
      [owner],
      'accounting',
    );
    const [child] = table.rows[0]!.child_rows!;
    expect(child!.id).toBe('o/o:gross');
    expect(child!.cells.display_name!.value).toEqual({ type: 'text', text: 'net.gross' });
    expect(child!.cells.formula!.value).toEqual({
      type: 'formula',
      text: 'contribution_investment',
    });
    expect(child!.cells.value).toEqual({
      value: { type: 'money', amount: 500, currency: 'USD' },
    });
  });
});
