import type { Column, Row, Table } from '../../../../api/table-data';

const classes = ['Class A', 'Class B', 'GP'];
const pad = (n: number) => String(n).padStart(5, '0');
const isoDay = (i: number) =>
  new Date(Date.UTC(2020, 0, 1 + (i % 1500))).toISOString().slice(0, 10);

/** Every cell value type, badges, links, errors and a sensitive column: the showcase table. */
export function cellTypesTable(rowCount: number): Table {
  const columns: Column[] = [
    {
      id: 'investor',
      title: 'Investor',
      cell_value_type: 'text',
      is_pinned: true,
      enable_row_group: true,
    },
    { id: 'class', title: 'Class', cell_value_type: 'text', enable_row_group: true },
    { id: 'commitment', title: 'Commitment', cell_value_type: 'money', aggregatable: true },
    { id: 'called', title: 'Called', cell_value_type: 'percent' },
    { id: 'closed_on', title: 'Closed on', cell_value_type: 'date' },
    { id: 'is_active', title: 'Active', cell_value_type: 'boolean' },
    { id: 'tvpi', title: 'TVPI', cell_value_type: 'multiple' },
    { id: 'units', title: 'Units', cell_value_type: 'integer', aggregatable: true },
    { id: 'nav_share', title: 'NAV share', cell_value_type: 'decimal' },
    { id: 'age', title: 'Age', cell_value_type: 'time_delta' },
    { id: 'updated_at', title: 'Updated', cell_value_type: 'datetime', initial_hide: true },
    { id: 'name_change', title: 'Name change', cell_value_type: 'diff' },
    { id: 'formula', title: 'Formula', cell_value_type: 'formula' },
    { id: 'tax_id', title: 'Tax ID', cell_value_type: 'text', sensitivity: 'sensitive' },
    { id: 'document', title: 'Document', cell_value_type: 'text', is_exported: false },
  ];
  const rows: Row[] = Array.from({ length: rowCount }, (_, i) => ({
    id: `r${i}`,
    cells: {
      investor: { value: { type: 'text', text: `Investor ${pad(i + 1)}` } },
      class: {
        value: { type: 'text', text: classes[i % 3]! },
        badge: { type: 'text', text: classes[i % 3]!, color: i % 3 === 2 ? 'eggplant' : 'info' },
      },
      commitment: {
        value: { type: 'money', amount: ((i * 7919) % 500_000) * 100 + 1_000_000 },
        ...(i === 3 ? { error: { message: 'Commitment exceeds the fund cap' } } : {}),
      },
      called: { value: { type: 'percent', value: (i * 13) % 101 } },
      closed_on: { value: { type: 'date', date: isoDay(i) } },
      is_active: { value: { type: 'boolean', value: i % 4 !== 0 } },
      tvpi: { value: { type: 'multiple', value: 1 + (i % 50) / 25 } },
      units: { value: { type: 'integer', value: (i % 97) * 10 } },
      nav_share: { value: { type: 'decimal', value: ((i * 31) % 1000) / 7 } },
      age: { value: { type: 'time_delta', days: i % 900 } },
      updated_at: {
        value: {
          type: 'datetime',
          datetime: new Date(Date.UTC(2026, 0, 1, 9, i % 60)).toISOString(),
        },
      },
      name_change: {
        value: {
          type: 'diff',
          current: `LP ${i + 1}`,
          original: i % 5 === 0 ? `Old LP ${i + 1}` : `LP ${i + 1}`,
        },
      },
      formula: { value: { type: 'formula', text: 'sum(contributions) - sum(distributions)' } },
      tax_id: { value: { type: 'text', text: `12-34${pad(i)}` }, sensitivity: 'sensitive' },
      document: {
        value: { type: 'text', text: 'Subscription' },
        link: { type: 'button', action: 'open-document', label: 'Open' },
      },
    },
  }));
  return { columns, rows };
}

/** Editable cells of every input kind, for the paste and clear rules of spec §5. */
export function formCellsTable(): Table {
  const columns: Column[] = [
    { id: 'investor', title: 'Investor', cell_value_type: 'text', is_pinned: true },
    { id: 'amount', title: 'Amount', cell_value_type: 'money' },
    { id: 'adjustment', title: 'Adjustment', cell_value_type: 'money' },
    { id: 'fee_rate', title: 'Fee rate', cell_value_type: 'percent' },
    { id: 'effective', title: 'Effective', cell_value_type: 'date' },
    { id: 'class', title: 'Class', cell_value_type: 'text' },
    { id: 'include', title: 'Include', cell_value_type: 'boolean' },
  ];
  const options = classes.map((c) => ({ value: c.toLowerCase().replace(' ', '_'), rich_value: c }));
  const rows: Row[] = Array.from({ length: 5 }, (_, i) => ({
    id: `f${i}`,
    metadata: { type: 'form_row', is_disabled: false },
    cells: {
      investor: { value: { type: 'text', text: `Investor ${i + 1}` } },
      amount: {
        value: { type: 'money', amount: (i + 1) * 100_000 },
        form_field: { name: `amount_${i}`, is_editable: true },
      },
      adjustment: {
        value: { type: 'money', amount: null },
        form_field: { name: `adjustment_${i}`, is_editable: true, allow_negative: true },
      },
      fee_rate: {
        value: { type: 'percent', value: 2 },
        form_field: { name: `fee_rate_${i}`, is_editable: true },
      },
      effective: {
        value: { type: 'date', date: '2026-01-15' },
        form_field: { name: `effective_${i}`, is_editable: true },
      },
      class: {
        value: { type: 'text', text: 'class_a' },
        form_field: { name: `class_${i}`, is_editable: true, options },
      },
      include: {
        value: { type: 'boolean', value: true },
        form_field: { name: `include_${i}`, is_editable: true },
      },
    },
  }));
  return { columns, rows };
}

/** Tree rows with children and a server total, as fund structures come. */
export function treeTable(): Table {
  const columns: Column[] = [
    { id: 'entity', title: 'Entity', cell_value_type: 'text' },
    { id: 'nav', title: 'NAV', cell_value_type: 'money', aggregatable: true },
  ];
  const leaf = (id: string, name: string, cents: number): Row => ({
    id,
    cells: {
      entity: { value: { type: 'text', text: name } },
      nav: { value: { type: 'money', amount: cents } },
    },
  });
  return {
    columns,
    rows: [
      {
        ...leaf('main', 'Main Fund LP', 0),
        child_rows: [leaf('lp1', 'LP One', 2_500_000), leaf('lp2', 'LP Two', 1_500_000)],
      },
      {
        ...leaf('parallel', 'Parallel Fund LP', 0),
        child_rows: [leaf('lp3', 'LP Three', 900_000)],
      },
    ],
  };
}

/**
 * Nested headers with header themes, selectable rows, row dragging and document links:
 * the table options of spec §3.
 */
export function commitmentsTable(): Table {
  const columns: Column[] = [
    { id: 'investor', title: 'Investor', cell_value_type: 'text', row_drag: true },
    {
      id: 'commitment_group',
      title: 'Commitment',
      cell_value_type: 'text',
      header_theme: 'primary',
      column_group_open_by_default: false,
      nested_columns: [
        { id: 'commitment', title: 'Committed', cell_value_type: 'money', header_theme: 'primary' },
        { id: 'called', title: 'Called', cell_value_type: 'percent', column_group_show: 'open' },
        { id: 'uncalled', title: 'Uncalled', cell_value_type: 'money', column_group_show: 'open' },
      ],
    },
    {
      id: 'documents_group',
      title: 'Documents',
      cell_value_type: 'text',
      header_theme: 'secondary',
      nested_columns: [{ id: 'agreement', title: 'Agreement', cell_value_type: 'text' }],
    },
  ];
  const rows: Row[] = ['Alder Pension', 'Birch Family Office', 'Cedar Endowment', 'GP Commit'].map(
    (name, i) => ({
      id: `c${i}`,
      // The GP's own commitment cannot be picked for notices.
      selectable: i < 3,
      cells: {
        investor: { value: { type: 'text', text: name } },
        commitment: { value: { type: 'money', amount: (i + 1) * 1_000_000_00 } },
        called: { value: { type: 'percent', value: 25 * (i + 1) } },
        uncalled: { value: { type: 'money', amount: (i + 1) * (4 - i) * 250_000_00 } },
        agreement: {
          value: { type: 'text', text: 'Subscription agreement' },
          link: { type: 'document', documentId: `doc-${i}` },
        },
      },
    }),
  );
  return { columns, rows };
}
