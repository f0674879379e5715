import type {
  AllocationRuleGraph,
  AllocationRuleGraphSummary,
  AllocationRuleInput,
} from '../../../api/allocation-rules';
import type { Cell, Column, Table } from '../../../api/table-data';

const text = (value: string | null, extras: Omit<Cell, 'value'> = {}): Cell => ({
  value: { type: 'text', text: value },
  ...extras,
});

const graphColumns: Column[] = [
  { id: 'name', title: 'Name', cell_value_type: 'text' },
  { id: 'effective_date', title: 'Effective from', cell_value_type: 'text' },
  { id: 'versions', title: 'Versions', cell_value_type: 'integer' },
  { id: 'rules', title: 'Rules', cell_value_type: 'text' },
];

/** Spec §2 "structure: allocation rule graphs": the default rule first, then the fund's graphs. */
export function ruleGraphsTable(graphs: AllocationRuleGraphSummary[], base: string): Table {
  return {
    columns: graphColumns,
    rows: [
      {
        id: 'default',
        cells: {
          name: text('Default: pro rata by commitment'),
          effective_date: text('—'),
          versions: text('—'),
          rules: text(
            'Every entity by commitment, each on to its commitments. Default allocation rule cannot be edited via the UI.',
          ),
        },
      },
      ...graphs.map((graph) => ({
        id: graph.id,
        cells: {
          name: text(graph.name, { link: { type: 'generic', to: `${base}/rule/${graph.id}` } }),
          effective_date: text(graph.effective_date),
          versions: { value: { type: 'integer', value: graph.version_count } } as Cell,
          rules: text(graph.rule_lines.join('; ')),
        },
      })),
    ],
  };
}

const versionColumns: Column[] = [
  { id: 'version', title: 'Version', cell_value_type: 'integer', initial_sort: 'desc' },
  { id: 'effective_date', title: 'Effective date', cell_value_type: 'text' },
  { id: 'rules', title: 'Rules', cell_value_type: 'integer' },
  { id: 'deemed', title: 'Deemed equalization', cell_value_type: 'text' },
];

/** A graph's versions, newest first, each with whether its edit posted a deemed equalization. */
export function versionsTable(graph: AllocationRuleGraph): Table {
  return {
    columns: versionColumns,
    rows: [...graph.versions].reverse().map((version) => ({
      id: version.id,
      cells: {
        version: { value: { type: 'integer', value: version.version } },
        effective_date: text(version.effective_date),
        rules: { value: { type: 'integer', value: version.rules.length } },
        deemed: text(version.fund_family_event_id ? 'Posted (allocation rule change)' : 'None'),
      },
    })),
  };
}

const basisColumns: Column[] = [
  { id: 'from', title: 'From', cell_value_type: 'text', enable_row_group: true },
  { id: 'to', title: 'To', cell_value_type: 'text' },
  { id: 'basis', title: 'Basis', cell_value_type: 'text', filter_type: 'set' },
  { id: 'percent', title: 'Percent', cell_value_type: 'text' },
];

function basisLabel(rule: AllocationRuleInput, calculationName: (id: string) => string) {
  if (rule.basis === 'commitment') return 'Pro rata by commitment';
  if (rule.basis === 'calculation')
    return `Pro rata by ${calculationName(rule.calculation_id ?? '')}`;
  return 'Fixed percentages';
}

/**
 * Each rule's edges with their basis and percentages; an entity on a commitment or
 * calculation basis also reaches its own commitments.
 */
export function basisTable(
  graph: AllocationRuleGraph,
  rootId: string,
  name: (id: string) => string,
  calculationName: (id: string) => string,
): Table {
  return {
    columns: basisColumns,
    rows: graph.rules.flatMap((rule) => {
      const basis = text(basisLabel(rule, calculationName));
      return [
        ...rule.children.map((child) => ({
          id: `${rule.parent_id}-${child.child_id}`,
          cells: {
            from: text(name(rule.parent_id)),
            to: text(name(child.child_id)),
            basis,
            percent: text(child.percent === null ? '—' : `${child.percent}%`),
          },
        })),
        ...(rule.basis !== 'fixed_percentages' && rule.parent_id !== rootId
          ? [
              {
                id: `${rule.parent_id}-own`,
                cells: {
                  from: text(name(rule.parent_id)),
                  to: text('Its own commitments'),
                  basis,
                  percent: text('—'),
                },
              },
            ]
          : []),
      ];
    }),
  };
}
