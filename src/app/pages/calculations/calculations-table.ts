import type {
  Calculation,
  CalculationValue,
  CalculationNode,
} from '../../../api/calculation-responses';
import type { CalculationPageCategory } from '../../../api/calculations';
import type { Cell, Column, Row, Table } from '../../../api/table-data';
import { formulaInEffect } from '../../../domain/mxl';

export const calculationsPath = (fundFamilyId: string, category: CalculationPageCategory) =>
  `/fund-family/${fundFamilyId}/calculations/${category}`;

const columns: Column[] = [
  { id: 'display_name', title: 'Calculation', cell_value_type: 'text', is_pinned: true },
  { id: 'name', title: 'Title', cell_value_type: 'text' },
  { id: 'type', title: 'Type', cell_value_type: 'text', filter_type: 'set' },
  { id: 'formula', title: 'Formula', cell_value_type: 'formula' },
  { id: 'status', title: 'Version', cell_value_type: 'text', filter_type: 'set' },
  { id: 'value', title: 'Value today', cell_value_type: 'money' },
  { id: 'referenced_by', title: 'Referenced by', cell_value_type: 'integer' },
];

const typeLabel = (calculation: Calculation) =>
  calculation.kind === 'mxl'
    ? 'MXL'
    : calculation.calculation_type === 'basic'
      ? 'Basic'
      : 'Advanced';

function valueCell(value: CalculationValue): Cell {
  if (!value.ok) {
    return { value: { type: 'text', text: '—' }, error: { message: value.message } };
  }
  switch (value.kind) {
    case 'money':
      return { value: { type: 'money', amount: value.cents, currency: 'USD' } };
    case 'number':
      return {
        value: { type: 'decimal', value: Number(value.value) },
        sort_key: Number(value.value),
      };
    case 'text':
      return { value: { type: 'text', text: value.text } };
  }
}

/** The version the list describes: the one in effect today, else the latest. */
export function shownVersion(calculation: Calculation) {
  return (
    calculation.versions.find((version) => version.status === 'current') ??
    calculation.versions[calculation.versions.length - 1]!
  );
}

/**
 * The formula the shown version runs on the as-of day: a further definition covering
 * that day, else the version's own (spec §3).
 */
export const formulaShown = (calculation: Calculation): string =>
  formulaInEffect(shownVersion(calculation), calculation.as_of).formula;

function calculationRow(
  calculation: Calculation,
  id: string,
  category: CalculationPageCategory,
): Row {
  const version = shownVersion(calculation);
  return {
    id,
    cells: {
      display_name: {
        value: { type: 'text', text: calculation.display_name },
        link: {
          type: 'generic',
          to: `${calculationsPath(calculation.fund_family_id, category)}/${calculation.id}`,
        },
      },
      name: { value: { type: 'text', text: calculation.name } },
      type: {
        value: { type: 'text', text: typeLabel(calculation) },
        badge: {
          type: 'text',
          text: typeLabel(calculation),
          color: calculation.kind === 'mxl' ? 'eggplant' : 'info',
        },
      },
      formula: { value: { type: 'formula', text: formulaShown(calculation) } },
      status: {
        value: { type: 'text', text: version.status },
        ...(version.is_draft
          ? { badge: { type: 'text' as const, text: 'Draft', color: 'warning' as const } }
          : {}),
      },
      value: valueCell(calculation.value),
      referenced_by: { value: { type: 'integer', value: calculation.referenced_by.length } },
    },
  };
}

/** One row per calculation, as the flat list and the single table show them. */
export function flatCalculationsTable(
  calculations: readonly Calculation[],
  category: CalculationPageCategory,
): Table {
  return {
    columns,
    rows: calculations.map((calculation) => calculationRow(calculation, calculation.id, category)),
  };
}

/** A sub-calculation under its calculation: its name inside it, its formula and its figure. */
function subCalculationRow(calculation: Calculation, name: string, id: string): Row {
  const sub = calculation.calculation_definitions.find((candidate) => candidate.name === name);
  const value = calculation.sub_calculation_values[name];
  return {
    id,
    cells: {
      display_name: { value: { type: 'text', text: `${calculation.display_name}.${name}` } },
      name: { value: { type: 'text', text: `Sub-calculation of ${calculation.name}` } },
      type: {
        value: { type: 'text', text: 'Sub-calculation' },
        badge: { type: 'text', text: 'Sub-calculation', color: 'gray' },
      },
      formula: { value: { type: 'formula', text: sub?.formula ?? '' } },
      status: { value: { type: 'text', text: '' } },
      value: value ? valueCell(value) : { value: { type: 'text', text: '—' } },
      referenced_by: { value: { type: 'text', text: '' } },
    },
  };
}

/**
 * The hierarchy: each calculation with the calculations its formula uses as child rows.
 * A calculation used in two places appears under both, so row ids carry the path.
 */
export function hierarchicalCalculationsTable(
  nodes: readonly CalculationNode[],
  calculations: readonly Calculation[],
  category: CalculationPageCategory,
): Table {
  const byId = new Map(calculations.map((calculation) => [calculation.id, calculation]));
  const toRows = (level: readonly CalculationNode[], parent: string): Row[] =>
    level.flatMap((node) => {
      const calculation = byId.get(node.id);
      if (!calculation) return [];
      const own = node.sub_calculation === null ? node.id : `${node.id}:${node.sub_calculation}`;
      const id = parent ? `${parent}/${own}` : own;
      const row =
        node.sub_calculation === null
          ? calculationRow(calculation, id, category)
          : subCalculationRow(calculation, node.sub_calculation, id);
      const children = toRows(node.children, id);
      return [children.length > 0 ? { ...row, child_rows: children } : row];
    });
  return { columns, rows: toRows(nodes, '') };
}
